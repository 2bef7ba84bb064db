#pragma once

#include "combat/CombatFigure.h"
#include "combat/CombatParameters.h"
#include "combat/Footprint.h"
#include "combat/ToHit.h"
#include "dice/DiceExpression.h"

#include <optional>

namespace hk {

class DiceRoller;

// The outcome of one blow: where it came from, the DX it was rolled against, the to-hit roll and the
// damage before armor (the caller applies it with Injury::applyHits, which knows the target's armor).
struct PhysicalAttackResult
{
    bool allowed = false;  // false: target not in the attacker's front hexes, attacker down or unarmed
    Arc arc = Arc::Front;
    int adjustedDx = 0;
    ToHitResult toHit;
    RollRecord damageRoll;
    int damage = 0;
};

// A physical attack (l.412–424): staff, claws, teeth, sword. 3 dice against adjusted DX (4 if the target
// defends), +2 from the target's side and +4 from its rear, damage dice multiplied by a triple or
// double result, a broken sword or club doing half (parameter broken-weapon-damage; l.442).
namespace PhysicalAttack {
// The attacker's hex that touches the target in one of the attacker's front hexes (for a multi-hex
// attacker, the body hex next to the target); nullopt when the target is not in front of it.
// reach: how many hexes away the weapon strikes (a long weapon two, 004 l.1098); the nearest contact wins.
std::optional<HexCoord> contactHex(const CombatFigure& attacker, const CombatFigure& target, int reach = 1);
// Hexes between the nearest body hexes of the two figures (1: adjacent).
int distance(const CombatFigure& a, const CombatFigure& b);

// A blow with bare hands: the ruleset lets every figure strike unarmed (Warrior & Wizard 004 l.538) and this
// one has no ready weapon. Nothing is dropped or broken, and a broken weapon's half damage does not apply.
bool bareHanded(const CombatParameters& p, const CombatFigure& attacker);

// extraDx: every other adjustment the caller knows (conditions are already in adjustedDx()).
PhysicalAttackResult resolve(DiceRoller& dice, const CombatParameters& p, const CombatFigure& attacker,
                             const CombatFigure& target, const DiceExpression& damage, int extraDx,
                             const RollContext& context, RollLog* log = nullptr, int reach = 1);
// Writes a dropped or broken weapon from a special result onto the attacker.
void applyToAttacker(CombatFigure* attacker, const ToHitResult& toHit);

} // namespace PhysicalAttack
} // namespace hk
