#pragma once

#include "characters/Character.h"
#include "packages/Ruleset.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace hk {

// Foundry VTT's exchange format for the `fantasy-trip` game system: one actor document as Foundry's own
// "Export Data" writes it (name, type, system.st/dx/iq/ma, items[] of talents, spells and equipment, _stats).
// Many groups play online in Foundry; this lets a GM hand a character over and take it back. What the system
// has no place for (the Hexkeeper system, race, role, point totals, W&W bonuses, gear details) travels under
// flags.hexkeeper, so a round trip loses nothing. Pure mapping: no database, so it can be fuzzed with hk_rules.
namespace FoundryActor {

inline constexpr const char* SystemId = "fantasy-trip";
inline constexpr qsizetype MaxBytes = 10 * 1024 * 1024; // a larger file is refused before it is parsed
inline constexpr int MaxItems = 10'000;

// What reading one actor gave: the character, and every talent or spell the campaign's rules do not know
// (named, and kept in the notes so nothing is lost).
struct ReadResult
{
    Character character;
    QStringList unknown; // "talent “Alchemy”", "spell “Firebal”"
};

// The actor document for a character (the Ruleset gives spell and skill names and numbers).
QJsonObject write(const Character& character, const Ruleset& rules);
// Reads an actor document. False with *error naming the field ("system.st.max: …") on anything malformed,
// on a document of another system, or on more than MaxBytes.
bool read(const QByteArray& json, const Ruleset& rules, ReadResult* out, QString* error);
// "fvtt-Actor-Brunhild-3.json", as Foundry names the files it exports.
QString fileName(const Character& character);
// A 16-character alphanumeric id, the same for the same seed (so an export is reproducible).
QString itemId(const QString& seed);

} // namespace FoundryActor

} // namespace hk
