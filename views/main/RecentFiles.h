#pragma once

#include <QStringList>

namespace hk {

// The recently opened campaign files, kept in QSettings (most recent first, at most 8, only files that
// still exist), with each campaign's name as last seen, and whether the window reopens the latest on launch.
namespace RecentFiles {

QStringList list();
void add(const QString& path, const QString& campaignName = QString());
void remove(const QString& path);
// The campaign's name when it was last open here; empty when never seen.
QString nameOf(const QString& path);
// Keeps the shown name current after a rename; does nothing for a file not in the list.
void setName(const QString& path, const QString& campaignName);

bool openLastOnLaunch();
void setOpenLastOnLaunch(bool open);

} // namespace RecentFiles
} // namespace hk
