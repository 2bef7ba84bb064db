#pragma once

#include "combat/CombatActions.h"
#include "combat/CombatParameters.h"
#include "combat/CombatState.h"

#include <QStringList>

namespace hk {

class CombatStep;
class Ruleset;

// The weapon's part of an attack: which weapon, and what it adds. Why: CombatActions::attack resolves the
// blow the Wizard way (facing, to-hit, armour); the weapon rules of Warrior & Wizard (004 l.1094–1108, l.216)
// — reach, STR minimum, damage traded for to-hit, a pole arm's charge and set, Fencing — and throws and
// shots are kept here so the attack itself stays readable.
namespace WeaponStrike {

// What the chosen weapon changes in a blow.
struct Blow
{
    const CombatWeapon* weapon = nullptr; // nullptr: a figure without a weapon list (its usual attack)
    int reach = 1;
    int dx = 0;             // weapon DX, length, STR and the traded damage, pole set
    int damageModifier = 0; // STR short and traded damage
    int multiplier = 1;     // a pole arm's charge or set
    QStringList notes;      // for the log ("pole charge ×2")
};

// The weapon the attacker strikes with: the named one (it must be in hand) or the one in hand.
bool choose(const EncounterFigure& a, const QString& name, const CombatWeapon** out, QString* error);
// Reach, DX and damage changes for a blow at target; refused when the weapon does not reach it or the
// damage traded is more than the attacker's STR allows.
bool blow(const CombatParameters& p, const EncounterFigure& a, const EncounterFigure& t, const AttackRequest& r,
          const CombatWeapon* w, Blow* out, QString* error);

// What a throw or a shot would be rolled against, before any die: the range, the figures in the path and
// the DX (the odds and the attack dialog show it; shoot rolls it).
struct Shot
{
    bool thrown = false;
    int hexes = 0;
    int range = 0;          // DX for range
    int crowd = 0;          // DX for the figures in the path
    int baseDx = 0;         // without the path and the target's own penalty: the DX of a check to miss one in the path
    int dx = 0;             // what the roll is against
    QList<HexCoord> line;   // the line of fire, attacker to target
    QStringList inPath;     // figure ids in the path, nearest first
};
Shot aim(const CombatState& s, const CombatParameters& p, const EncounterFigure& a, const EncounterFigure& t, const CombatWeapon& w,
         const AttackRequest& r);
// Fencing (004 l.216): a sword in the hand of a fencer at effective DEX 14+ doubles damage on a to-hit roll
// of 5–7 and triples it on 3–4; 1 otherwise.
int fencingMultiplier(CombatStep& step, const EncounterFigure& a, const CombatWeapon* w, int adjustedDx, int rollTotal);
// A throw or a shot (004 l.1100–1108): range penalty, figures in the path, dodging; a miss may strike a
// figure in the path. Logs everything and hands the turn on.
bool shoot(CombatStep& step, EncounterFigure& a, EncounterFigure& t, const AttackRequest& r, const CombatWeapon& w,
           QString* error);

// Hand-to-hand (Warrior & Wizard l.527; the Wizard l.531): the two figures close in one brawl (condition
// "hth" on both); every weapon in hand that is not a small one is dropped (a wizard's staff too); the blow is
// with the small weapon in hand or bare-handed, a punch doing the damage of the attacker's STR (l.576–626).
bool handToHand(CombatStep& step, EncounterFigure& a, EncounterFigure& t, const AttackRequest& r, QString* error);
// A punch's damage for this STR from the ruleset's damage-progression table; empty without the table.
QString punchDamage(const Ruleset& rules, int st);
// Damage read from a chart by ST: the dice in `column` of the row of `table` whose stMin–stMax holds st (the
// mass-combat pack's fist/club/dagger chart, 003 l.205–218); empty without the table or a row for that ST.
QString chartDamage(const Ruleset& rules, const QString& table, const QString& column, int st);
inline const char* inHandToHand = "hth";

} // namespace WeaponStrike
} // namespace hk
