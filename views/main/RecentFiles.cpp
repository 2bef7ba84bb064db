#include "main/RecentFiles.h"

#include <QFileInfo>
#include <QSettings>

namespace hk::RecentFiles {

namespace {
const QString key = QStringLiteral("recentCampaigns");
constexpr int maxFiles = 8;
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

void add(const QString& path)
{
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

} // namespace hk::RecentFiles
