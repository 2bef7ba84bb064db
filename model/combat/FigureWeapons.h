#pragma once

#include "combat/CombatState.h"

namespace hk {

class Ruleset;
struct Character;

// The weapons a figure carries in a fight and the one in its hand. Why: the rules and the log read the
// ready weapon through EncounterFigure::damage/weapon and the body's armed/weaponDropped flags, which the
// Wizard rules (and spells such as Drop Weapon) set; this keeps those in step with the list when a figure
// readies, drops, throws or picks up a weapon.
namespace FigureWeapons {

// The figure's weapons from a character's gear, as FigureNumbers works them out for the sheet: each with its
// table's numbers (or the GM's) and the DX it gives this figure, the first ready one with damage in hand.
QList<CombatWeapon> fromGear(const Character& c, const Ruleset& rules);
// Why the figure cannot cast as it holds its weapons and shield now (a weapon other than a staff in hand, a
// shield ready: the Wizard l.539, l.543), in words for the GM; empty when nothing stops it. The same rule
// as the sheet's "cannot cast" notes (FigureNumbers::barsFor), read from the fight's weapons.
QString castingRefusal(const EncounterFigure& f);

int indexOf(const EncounterFigure& f, const QString& name);
const CombatWeapon* ready(const EncounterFigure& f);
// Puts the weapon at index in hand; the one held goes back to Carried, or to the ground with dropHeld.
void makeReady(EncounterFigure& f, int index, bool dropHeld);
// The weapon in hand goes to the ground (dropped, or thrown).
void dropHeld(EncounterFigure& f);
// Brings damage, weapon and the body's weapon flags in line with the list (and the list with a weapon a
// spell or a special roll knocked out of the hand). Nothing happens for a figure with no list.
void sync(EncounterFigure& f);

} // namespace FigureWeapons
} // namespace hk
