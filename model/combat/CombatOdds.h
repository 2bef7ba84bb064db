#pragma once

#include "combat/CombatParameters.h"
#include "combat/CombatSpell.h"
#include "combat/CombatState.h"
#include "combat/DuelOdds.h"

#include <QString>

#include <optional>

namespace hk {

struct AttackRequest;

// The chance shown before a roll: how many dice against what adjusted DX, the exact probability with the
// ruleset's special results (automatic hits and misses), and whether the number is only an estimate
// (a missile spell may strike someone else on its line first; a control spell still faces a saving roll).
struct OddsEstimate
{
    bool known = false;    // false: the action is not possible as asked (note says why)
    int dice = 0;
    int target = 0;        // adjusted DX rolled against
    double chance = 0;     // 0..1
    bool estimate = false;
    QString note;
    // "Chance to hit: 62% (3 dice against DX 12)", with "estimate" or the note when there is one.
    QString text(const QString& label) const;
};

// The odds a tracker dialog shows, computed from the same numbers the model will use: the attacker's
// adjusted DX, the side or rear bonus from facing, the target's own penalty (Blur, Invisibility, a
// shadow hex), the GM's extra DX, 3 dice or 4 against a dodging or defending target. The view never rolls;
// this only reads the rules' functions so the GM sees the odds before confirming.
namespace CombatOdds {

// Blur, Invisibility and the like on the target, and a shadow hex it stands in (which Invisibility does
// not add to, l.627): the penalty every attack and spell at it takes. The actions use it too.
int targetPenalty(const CombatState& state, const CombatParameters& p, const EncounterFigure& target);
// What the actor's own situation costs it on any attack or spell: flying by spell, standing in a shadow
// (dx-adjustments rows flying-strike-or-cast and in-or-through-shadow).
// rangedWeapon: a missile or thrown weapon (W&W's flyer is worse at those than at blows and spells).
int actorPenalty(const CombatState& state, const CombatParameters& p, const EncounterFigure& actor, bool rangedWeapon = false);

OddsEstimate attack(const CombatState& state, const CombatParameters& p, const EncounterFigure& attacker,
                    const EncounterFigure& target, int extraDx);
// The same for the attack as asked: the weapon chosen, thrown or shot (range and the figures in the way),
// its reach, STR and traded damage, a pole arm set against a charge.
OddsEstimate attack(const CombatState& state, const CombatParameters& p, const EncounterFigure& attacker,
                    const EncounterFigure& target, const AttackRequest& request);
// target may be null (an area spell around the caster, or a hex); hex is where a creation appears.
OddsEstimate cast(const CombatState& state, const CombatParameters& p, const CombatSpell& spell, const EncounterFigure& caster,
                  const EncounterFigure* target, const std::optional<HexCoord>& hex, int extraDx);

// Who would win a stand-up fight between the two (blows only; DuelOdds), from `runs` simulated fights.
DuelEstimate duel(const CombatParameters& p, const EncounterFigure& first, const EncounterFigure& second, int runs, quint64 seed);

} // namespace CombatOdds
} // namespace hk
