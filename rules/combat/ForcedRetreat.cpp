#include "combat/ForcedRetreat.h"

namespace hk::ForcedRetreat {

bool mayForce(const CombatParameters& p, const RetreatClaim& claim)
{
    if (claim.tookHits)
        return false;
    return claim.hitEnemyPhysically || (p.forcedRetreatByAdjacentMissile && claim.hitAdjacentEnemyWithMissile);
}

} // namespace hk::ForcedRetreat
