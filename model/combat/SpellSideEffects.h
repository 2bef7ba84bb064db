#pragma once

#include "combat/CombatSpell.h"
#include "combat/CombatState.h"

#include <QString>

namespace hk {

class CombatStep;

// What some spells do besides their plain effect, each a rule of the spell's own text with its numbers in the
// data: a Magic Fist hard enough trips its target (002 l.483, 004 l.1344), a Shock Shield hurts whoever shares
// its subject's hex at each turn's end (000 l.603, 002 l.543), a figure confused below a spell's IQ cannot
// cast it (000 l.580, 004 l.1384), and Destroy Creation unmakes one hex of fire, shadow or wall (000 l.620). The cast path and the turn's end ask here.
namespace SpellSideEffects {

// After a missile spell with a knock-down rule struck the figure with these hits before armour: at or over
// the spell's threshold the figure rolls its dice against the better of ST and adjusted DX, and falls on a miss.
void trip(CombatStep& step, const CombatSpell& spell, EncounterFigure& target, int hitsBeforeArmour);
// The turn's end: every figure under a spell with a damage-per-turn row (Shock Shield) deals those dice to each
// other figure in its hex or hand-to-hand with it; armour does not stop them (002 l.543).
void shockShields(CombatStep& step);
// Destroy Creation cast at a hex (000 l.620, 004 l.1512): one hex of a created fire, shadow or wall there is
// unmade, and dropped from the spell that made it. False when the spell is another or the hex holds none.
bool unmakeHex(CombatStep& step, const CombatSpell& spell, const HexCoord& hex);
// Why a confused caster may not cast this spell now (its IQ lowered below the spell's), empty when it may.
QString confusedRefusal(CombatStep& step, const EncounterFigure& caster, const CombatSpell& spell);

} // namespace SpellSideEffects
} // namespace hk
