#pragma once

#include "characters/Character.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace hk {

class Ruleset;

// Reading and writing character files for the roster page: the Hexkeeper JSON exchange file (.json) and
// published stat-block text (.txt), chosen by the file's suffix. Parsing is the Roster's and StatBlock's;
// this only picks the reader and carries the file errors up.
namespace CharacterFiles {

// Fills *characters; names the reader could not match go to *unmatched (nothing typed is lost: the
// reader keeps them on the character's notes).
bool read(const Ruleset& rules, const QString& path, QList<Character>* characters, QStringList* unmatched,
          QString* error);
bool write(const Ruleset& rules, const QString& path, const QList<Character>& characters, QString* error);
bool isStatBlockFile(const QString& path);

} // namespace CharacterFiles
} // namespace hk
