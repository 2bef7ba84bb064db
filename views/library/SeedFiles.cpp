#include "library/SeedFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>

namespace hk::SeedFiles {

namespace {
const QString key = QStringLiteral("seedsFolder");

QString aboveProgram()
{
    QDir dir(QCoreApplication::applicationDirPath());
    for (int up = 0; up < 6; ++up) {
        if (dir.exists(QStringLiteral("shared/seeds")))
            return dir.filePath(QStringLiteral("shared/seeds"));
        if (!dir.cdUp())
            break;
    }
    return {};
}
} // namespace

QString folder()
{
    const QString remembered = QSettings().value(key).toString();
    if (!remembered.isEmpty() && QDir(remembered).exists())
        return remembered;
    const QString env = qEnvironmentVariable("HK_SEEDS_DIR");
    if (!env.isEmpty() && QDir(env).exists())
        return env;
    return aboveProgram();
}

void setFolder(const QString& folder)
{
    QSettings().setValue(key, folder);
}

QString find(const QString& fileName)
{
    const QString dir = folder();
    if (dir.isEmpty())
        return {};
    const QString path = QDir(dir).filePath(fileName);
    return QFileInfo::exists(path) ? path : QString();
}

QString findOrAsk(const QString& fileName, QWidget* parent)
{
    QString path = find(fileName);
    if (!path.isEmpty())
        return path;
    QMessageBox::information(parent, QCoreApplication::translate("hk::SeedFiles", "Where are the books?"),
                             QCoreApplication::translate("hk::SeedFiles",
                                                         "Hexkeeper does not ship the rulebook texts. Choose the folder that "
                                                         "holds %1 and the other seed files.")
                                 .arg(fileName));
    const QString chosen = QFileDialog::getExistingDirectory(parent, QCoreApplication::translate("hk::SeedFiles", "Rulebook folder"));
    if (chosen.isEmpty())
        return {};
    setFolder(chosen);
    return find(fileName);
}

} // namespace hk::SeedFiles
