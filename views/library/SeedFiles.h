#pragma once

#include <QString>

class QWidget;

namespace hk {

// Finds the rulebook text files on this machine, for "show in book". The books are not shipped with
// Hexkeeper; the GM points it at the folder once (remembered in the settings). Looked for, in order: the
// remembered folder, $HK_SEEDS_DIR, and a shared/seeds folder above the program's folder.
namespace SeedFiles {

QString folder();
void setFolder(const QString& folder);
// Full path of a seed file, or empty when it cannot be found.
QString find(const QString& fileName);
// Like find(), but asks the GM for the folder when needed. Empty when the GM cancels.
QString findOrAsk(const QString& fileName, QWidget* parent);

} // namespace SeedFiles
} // namespace hk
