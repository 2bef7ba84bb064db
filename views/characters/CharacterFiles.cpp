#include "characters/CharacterFiles.h"
#include "i18n/Translate.h"

#include "characters/Roster.h"
#include "characters/StatBlock.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace hk::CharacterFiles {

namespace {
QString tr(const char* text)
{
    return hk::translateIn("hk::CharacterFiles", text);
}
} // namespace

bool isStatBlockFile(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("txt") || suffix == QLatin1String("text");
}

bool read(const Ruleset& rules, const QString& path, QList<Character>* characters, QStringList* unmatched,
          QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read %1: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    if (!isStatBlockFile(path))
        return Roster::parseExchange(bytes, characters, error);
    const StatBlockImport found = StatBlock(rules).parse(QString::fromUtf8(bytes));
    *unmatched = found.unmatched;
    // A block that cannot be read at all refuses the file: nothing is added.
    if (!found.errors.isEmpty() || found.characters.isEmpty()) {
        *error = found.errors.isEmpty() ? tr("No stat blocks were found in %1.").arg(QFileInfo(path).fileName())
                                        : found.errors.join(QLatin1Char('\n'));
        return false;
    }
    *characters = found.characters;
    return true;
}

bool write(const Ruleset& rules, const QString& path, const QList<Character>& characters, QString* error)
{
    QByteArray bytes;
    if (isStatBlockFile(path)) {
        QStringList blocks;
        const StatBlock statBlock(rules);
        for (const Character& c : characters)
            blocks.append(statBlock.format(c));
        bytes = blocks.join(QStringLiteral("\n\n")).toUtf8() + '\n';
    } else {
        bytes = QJsonDocument(Roster::exportJson(characters)).toJson(QJsonDocument::Indented);
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = tr("Cannot write %1: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return false;
    }
    return true;
}

} // namespace hk::CharacterFiles
