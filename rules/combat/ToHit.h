#pragma once

#include "combat/CombatFigure.h"
#include "combat/CombatParameters.h"
#include "dice/RollRecord.h"

namespace hk {

class DiceRoller;

// What is being rolled for: dodging helps only against missiles, defending only against physical blows.
enum class AttackKind { Physical, MissileSpell, ThrownSpell, CreationSpell, SpecialSpell, MissileWeapon, ThrownWeapon };
enum class Defence { None, Dodging, Defending };

// A to-hit roll read the Wizard way (l.257–273, l.463): the roll, whether it hit, the effect multiplier
// (3 triple, 2 double) and what else the special result did to the attacker.
struct ToHitResult
{
    RollRecord roll;
    int dice = 0;
    int target = 0;
    bool hit = false;
    int multiplier = 1;
    bool weaponDropped = false;
    bool weaponBroken = false;
    bool spellFizzles = false;
    bool loseFullSt = false;
    bool knockedDown = false;
};

// The basic roll of Wizard combat: 3 dice against adjusted DX, or 4 when the target dodges a missile or
// defends against a blow, with the ruleset's special results. Consequences are sorted into those that
// apply to spells (full ST lost, fizzle, knocked down) and to weapons (dropped, broken).
namespace ToHit {

// The defence a figure's chosen option gives (option keys "dodge" and "shift-defend"); defending needs a
// ready weapon (l.467).
Defence defenceOf(const CombatFigure& target);
// Dodging counts against missile spells and missile or thrown weapons, defending against physical attacks
// only (l.465–469; see the report for the "NONmissile spells" wording at l.467). Where the ruleset says so
// (Warrior & Wizard 004 l.540) dodging counts against thrown spells too.
bool defenceApplies(const CombatParameters& p, AttackKind kind, Defence defence);
int diceFor(const CombatParameters& p, AttackKind kind, Defence defence);
ToHitResult roll(DiceRoller& dice, const CombatParameters& p, AttackKind kind, Defence defence, int adjustedDx,
                 const RollContext& context, RollLog* log = nullptr);
// Reads an already rolled record (GM-typed dice or an override) the same way.
ToHitResult read(const CombatParameters& p, AttackKind kind, const RollRecord& record);

} // namespace ToHit
} // namespace hk
