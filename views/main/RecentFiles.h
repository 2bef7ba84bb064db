#pragma once

#include <QStringList>

namespace hk {

// The recently opened campaign files, kept in QSettings (most recent first, at most 8, only files that
// still exist).
namespace RecentFiles {

QStringList list();
void add(const QString& path);
void remove(const QString& path);

} // namespace RecentFiles
} // namespace hk
