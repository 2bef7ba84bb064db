#pragma once

#include "combat/CombatParameters.h"

namespace hk {

// What a figure did and suffered this turn, for the forced-retreat check at the end of the turn.
struct RetreatClaim
{
    bool hitEnemyPhysically = false;       // put hits on the enemy with a staff, bite, sword, …
    bool hitAdjacentEnemyWithMissile = false;
    bool tookHits = false;                 // from any source, this turn
};

// Forced retreats (l.113, l.474): a figure that hurt an enemy with a physical attack — or, where the
// ruleset allows it, with a missile spell at an adjacent enemy — and took no hits itself that turn may
// push that enemy back one hex at the end of the turn.
namespace ForcedRetreat {

bool mayForce(const CombatParameters& p, const RetreatClaim& claim);

} // namespace ForcedRetreat
} // namespace hk
