#include "main/RecentFiles.h"

#include <QFileInfo>
#include <QSettings>

namespace hk::RecentFiles {

namespace {
const QString key = QStringLiteral("recentCampaigns");
const QString namesKey = QStringLiteral("recentCampaignNames");
const QString openLastKey = QStringLiteral("openLastCampaignOnLaunch");
constexpr int maxFiles = 8;

void setNameOf(const QString& absolute, const QString& name)
{
    QSettings settings;
    QVariantMap names = settings.value(namesKey).toMap();
    if (names.value(absolute).toString() == name)
        return;
    names.insert(absolute, name);
    // Names of files that left the list are dropped with them.
    const QStringList files = settings.value(key).toStringList();
    for (auto it = names.begin(); it != names.end();)
        it = files.contains(it.key()) || it.key() == absolute ? std::next(it) : names.erase(it);
    settings.setValue(namesKey, names);
}
} // namespace

QStringList list()
{
    QStringList out;
    for (const QString& path : QSettings().value(key).toStringList()) {
        if (QFileInfo::exists(path))
            out.append(path);
    }
    return out;
}

void add(const QString& path, const QString& campaignName)
{
    if (!campaignName.isEmpty())
        setNameOf(QFileInfo(path).absoluteFilePath(), campaignName);
    QStringList files = QSettings().value(key).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > maxFiles)
        files.removeLast();
    QSettings().setValue(key, files);
}

void remove(const QString& path)
{
    QStringList files = QSettings().value(key).toStringList();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    QSettings().setValue(key, files);
}

QString nameOf(const QString& path)
{
    return QSettings().value(namesKey).toMap().value(QFileInfo(path).absoluteFilePath()).toString();
}

void setName(const QString& path, const QString& campaignName)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (QSettings().value(key).toStringList().contains(absolute) && !campaignName.isEmpty())
        setNameOf(absolute, campaignName);
}

bool openLastOnLaunch()
{
    return QSettings().value(openLastKey, false).toBool();
}

void setOpenLastOnLaunch(bool open)
{
    QSettings().setValue(openLastKey, open);
}

} // namespace hk::RecentFiles
