#pragma once

#include "characters/Character.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace hk {

class Campaign;

// How CLI commands name characters: by id ("12" or "#12") or by name (any case), single or as a
// comma-separated list; and how they read input files (- for standard input).
namespace CharacterLookup {

bool find(Campaign& campaign, const QString& idOrName, Character* out, QString* error);
// ids: "1,Krait,3"; party: every member of that party; both empty: the whole active roster.
bool select(Campaign& campaign, const QString& ids, const QString& party, QList<Character>* out, QString* error);
bool readInput(const QString& path, QByteArray* out, QString* error);

} // namespace CharacterLookup
} // namespace hk
