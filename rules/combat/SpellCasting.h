#pragma once

#include "combat/CombatParameters.h"
#include "combat/CombatSpell.h"
#include "combat/HexCoord.h"
#include "combat/Megahex.h"
#include "combat/ToHit.h"

namespace hk {

class DiceRoller;

// The outcome of trying a non-missile spell (thrown, creation, special): the roll, whether it worked,
// the ST it cost and whether the caster was knocked down by an 18.
struct SpellAttempt
{
    bool allowed = false;  // false: not enough ST to pay the full cost (see SpellCasting::canAfford)
    int adjustedDx = 0;
    ToHitResult toHit;
    bool works = false;
    int stCost = 0;
};

// A control spell that hit: the victim's IQ saving roll decides (l.314).
struct ControlOutcome
{
    RollRecord save;
    bool controlled = false;
    int stCost = 0;
};

// Spell arithmetic shared by every spell type (l.59, l.245–252, l.290–298, l.314, l.335, l.374, l.408):
// the ST floor for casting, the range penalty of thrown spells, the cost of success and failure, the
// control victim's save and the disbelief roll.
namespace SpellCasting {

// A wizard may cast a spell only if paying its full cost leaves him at least min-st-after-casting ST
// (l.59: not to 0 or less; down to 1 is allowed and knocks him out).
bool canAfford(const CombatParameters& p, int currentSt, int cost);
// −1 DX per hex from caster to target (l.294); 0 on himself. For a megahex area spell pass the hex at
// the centre of the megahex (l.296).
int thrownRangeDx(const CombatParameters& p, const HexCoord& caster, const HexCoord& target);
// ST a spell costs given how its roll went: the full cost on success and on a 17/18, else the failed-spell
// cost. A missile spell always costs the ST put in (l.279).
int stCost(const CombatParameters& p, const CombatSpell& spell, int stPut, const ToHitResult& toHit);
// Whether a creation may appear in hex h: within creation-range-megahexes of the caster's megahex (l.329).
// Seeing into the hex and the hex being empty are for the caller to check.
bool inCreationRange(const CombatParameters& p, const Megahex& megahexes, const HexCoord& caster, const HexCoord& h);
// Rolls a thrown, creation or special spell. rangeDx is thrownRangeDx for thrown spells and 0 for
// creations and specials (l.335, l.406); extraDx is everything else. Refused (allowed = false, no dice
// rolled) when the caster cannot afford it. stPut is the ST chosen for a per-ST spell (ignored otherwise).
// A spell with a saving roll (Control Person, …) that hits costs nothing yet: controlSave decides its cost.
SpellAttempt attempt(DiceRoller& dice, const CombatParameters& p, const CombatSpell& spell, int stPut, int casterSt,
                     int casterAdjustedDx, int rangeDx, int extraDx, const RollContext& context,
                     RollLog* log = nullptr);
// After a spell with a saving roll hits: the victim rolls the spell's dice against IQ; made, it is free and the caster pays
// the failed-spell cost; missed, it is controlled and the caster pays the spell's full cost.
ControlOutcome controlSave(DiceRoller& dice, const CombatParameters& p, const CombatSpell& spell, int victimIq,
                           const RollContext& context, RollLog* log = nullptr);
// Disbelief: 3 dice against the disbeliever's IQ (rolled secretly by the illusion's owner, l.374). True
// when the roll is made — the illusion, if it is one, vanishes.
RollRecord disbelief(DiceRoller& dice, const CombatParameters& p, int disbelieverIq, const RollContext& context,
                     RollLog* log = nullptr);

} // namespace SpellCasting
} // namespace hk
