#pragma once

#include "combat/CombatParameters.h"

#include <QList>

#include <optional>

namespace hk {

class Ruleset;

// Why this exists: an option pack may bring its own list of turn options as switchable "rule" entries —
// the mass-combat pack's condensed options sheet (003 l.290–388), written for mass combats under Advanced
// Melee, where a disengaged figure may also defend, throw, load a crossbow or change weapons (l.296–320).
// When a campaign has such a pack, the tracker offers its options instead of the base book's
// movement-options table. This reads each entry that is on into a MovementOption from its effects
// (option.state, option.action, move.*), never from its id, so a GM who switches one off no longer sees it.
namespace OptionRules {

// The pack's options for standing figures (states "disengaged" and "engaged"), in the seed's order;
// nullopt when the ruleset has no option rules (a Wizard campaign keeps its own table). Prone figures are
// offered the stand-up, cast and disbelieve options of their state, as the tracker does for every book;
// the pack's hand-to-hand and during-movement entries are not turn options the tracker can play.
std::optional<QList<MovementOption>> read(const Ruleset& rules);

// The tracker's option key for a pack action: the pack's own word, except where the tracker already has
// a key for the same choice ("defend" is "shift-defend", an engaged "attack" is "shift-attack").
QString trackerKey(const QString& action, bool engaged);
// The tracker's action words an option allows ("charge-attack" and the missile options allow "attack",
// "cast-spell" allows "cast"; "move" allows none).
QStringList trackerActions(const QString& action);

} // namespace OptionRules

} // namespace hk
