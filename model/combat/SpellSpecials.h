#pragma once

#include "combat/CombatActions.h"
#include "combat/CombatSpell.h"
#include "combat/CombatState.h"

#include <QString>

namespace hk {

class CombatStep;
struct RuleEntry;

// The spells whose effect is a rule of its own rather than a number of the spell-effects table: Teleport
// (the caster lands in a chosen hex, 000 l.672), Darkness (its cost by range, 002 l.527), the Death Spell
// (a contest of ST, 000 l.689), Aid (the attribute the caster chooses, 000 l.584), a per-unit cost for the
// others that have one, and the Spell Shield and Reverse Missiles that turn spells aside (l.667, l.614).
// The cast path (CombatCasting.cpp) asks here first.
namespace SpellSpecials {

// The units a per-unit spell is paid for: Teleport the megahexes to its hex, Darkness the megahexes of range to
// the farthest hex it darkens, any other the units the caster names (the request's st); at least 1.
int units(CombatStep& step, const CombatSpell& spell, const EncounterFigure& caster, const CastRequest& r);
// The spell as cast by this request: a per-unit spell's fixed cost becomes its base and the price of its units,
// so the roll charges that in full (the Death Spell's cost is not known before it works).
CombatSpell priced(CombatStep& step, const CombatSpell& spell, const EncounterFigure& caster, const CastRequest& r);
// What the request must say for this spell: Aid its attribute, Teleport a hex on the map, Darkness its hexes.
bool requestComplete(CombatStep& step, const CombatSpell& spell, const CastRequest& r, QString* error);
// Plays a spell that worked when it is one of these; false: not one of them, the usual effect applies.
bool apply(CombatStep& step, const CombatSpell& spell, const CastRequest& r, int stPut, const EncounterFigure& caster);

// The protection on a figure that nullifies spells of this type (Spell Shield, l.667), or nullptr.
const RuleEntry* spellShieldOn(CombatStep& step, const CombatFigure& figure, const QString& spellType);
// True (and logged) when the figure's Spell Shield nullifies the spell: the caster has paid in full (l.667).
// The players see only that it has no effect; the shield is the GM's secret.
bool nullified(CombatStep& step, const CombatSpell& spell, const EncounterFigure& target);
// Whether missiles that hit the figure turn back on whoever sent them (Reverse Missiles, l.614).
bool reversesMissiles(CombatStep& step, const CombatFigure& figure);
// A missile that hit such a figure strikes its sender instead, for the same damage (l.614); the secret
// protection is shown then.
void turnBack(CombatStep& step, const QString& missile, const EncounterFigure& subject, const QString& senderId, int damage);

} // namespace SpellSpecials
} // namespace hk
