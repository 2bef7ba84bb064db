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

// The figure's weapons from a character's gear, each with its table's numbers (or the GM's), the first
// ready one with damage in hand. wwDx: Warrior & Wizard's per-weapon to-hit (unskilled) instead of the gear's.
QList<CombatWeapon> fromGear(const Character& c, const Ruleset& rules);
// The DX the character's derived DX holds for its ready weapons (taken out of the figure's DX, because the
// weapon's own DX is added when it strikes).
int readyWeaponsDx(const Character& c, const Ruleset& rules);

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
