#pragma once

#include "combat/CombatParameters.h"
#include "combat/CombatWeapon.h"

#include <optional>

namespace hk {

// The numbers a weapon adds to an attack, from the ruleset's weapon rules (Warrior & Wizard 004
// l.1094–1108; the Wizard has none, so there they change nothing): reach and the length's DX, the STR
// minimum's penalties and the damage a strong fighter may trade to-hit for, and the range penalties of
// thrown and missile weapons. Pure functions; CombatActions applies them.
namespace WeaponAttack {

// DX change for a blow at a target this many hexes away (0: the same hex, hand-to-hand), or nullopt when
// the weapon cannot reach it: long weapons two hexes, medium the next hex, short the next hex at its
// penalty or their own hex.
std::optional<int> reachDx(const CombatParameters& p, const CombatWeapon& w, int hexes);
// The most damage a fighter with this basic STR may add to the weapon (+1 per 2 STR above its minimum, at
// most the rule's cap); 0 below or at the minimum, or without the rule.
int maxDamageTrade(const CombatParameters& p, const CombatWeapon& w, int st);
// To hit for too little STR (per point short) and for the damage traded.
int strengthDx(const CombatParameters& p, const CombatWeapon& w, int st, int traded);
// Damage for too little STR (per 2 points short, rounded down) and the damage traded.
int strengthDamage(const CombatParameters& p, const CombatWeapon& w, int st, int traded);
// A throw: the per-hex penalty for each hex beyond the free ones.
int thrownDx(const CombatParameters& p, int hexes);
// Other figures standing on the line of a throw or shot.
int intoMeleeDx(const CombatParameters& p, int figuresInPath);

} // namespace WeaponAttack
} // namespace hk
