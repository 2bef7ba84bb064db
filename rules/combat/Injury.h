#pragma once

#include "combat/CombatFigure.h"
#include "combat/CombatParameters.h"
#include "dice/RollRecord.h"

namespace hk {

class DiceRoller;

// What one attack did to a figure after armor and protective spells.
struct HitsTaken
{
    int rolled = 0;   // hits the attack did
    int stopped = 0;  // stopped by armor, fur, Stone/Iron Flesh (per attack, l.447–449)
    int taken = 0;    // ST actually lost
    bool fellDown = false; // this attack brought the turn's hits to the knockdown threshold (l.479)
    // Warrior & Wizard: the turn's hits before armour reached the knockdown threshold but fewer got through,
    // so the figure makes a DEX check to keep its feet (004 l.556; knockdownCheck).
    bool knockdownCheck = false;
    Vitality vitalityBefore = Vitality::Active;
    Vitality vitalityAfter = Vitality::Active;
};

// Injury and strength bookkeeping (l.57, l.447–449, l.477–479): hits against armor per attack, ST spent
// on spells (drained like hits, but not a wound), unconscious and dead thresholds, the turn's heavy-wound
// DX penalty and falling down, and the end-of-turn countdown of conditions.
namespace Injury {

Vitality vitalityFor(const CombatParameters& p, int st);
// The same for a figure, under W&W's nonlethal rule too: out cold once total damage reaches ST, dead only
// when lethal damage does (l.568). Without the rule, vitalityFor its ST.
Vitality vitalityOf(const CombatParameters& p, const CombatFigure& figure);
// lethalThirds: under W&W's nonlethal rule, the thirds of the hits that are lethal (3: all; a punch 1).
HitsTaken applyHits(CombatFigure* figure, int hits, const CombatParameters& p, int lethalThirds = 3);
// Under the nonlethal rule: up to `amount` nonlethal damage healed (a breather, a turn out cold); an
// unconscious figure wakes once its ST is above the lethal damage it has taken, unless that is more than
// half its ST (l.573–575). Returns the damage healed.
int recoverNonlethal(CombatFigure* figure, int amount, const CombatParameters& p);
// ST paid for a spell: lowers ST and may knock the caster out, but does not count towards the turn's
// 5-hit and 8-hit thresholds (dx-adjustments row wounded-last-turn).
Vitality spendSt(CombatFigure* figure, int st, const CombatParameters& p);
// At the end of a turn: conditions count down (the turn a spell is cast counts as its first, l.103), a
// figure that took the heavy-wound hits this turn gets the DX penalty for the next turn only (l.477),
// and the turn's counters reset.
void endOfTurn(CombatFigure* figure, const CombatParameters& p);
// The DEX check against falling of HitsTaken::knockdownCheck: the ruleset's dice against adjusted DX with
// its penalty, no penalty for a figure with the skill that removes it (Acrobatics). Made: pushed back a hex.
RollRecord knockdownCheck(DiceRoller& dice, const CombatParameters& p, const CombatFigure& figure, bool skilled,
                          const RollContext& context, RollLog* log = nullptr);

inline const char* woundedLastTurn = "wounded-last-turn";

} // namespace Injury
} // namespace hk
