#include "combat/Facing.h"

namespace hk::Facing {

std::optional<Arc> attackArc(const CombatFigure& target, const HexCoord& attackerHex)
{
    const std::optional<Arc> arc = Footprint::arcOf(target, attackerHex);
    if (arc && target.isDown())
        return Arc::Rear;
    return arc;
}

Arc arcFrom(const CombatFigure& target, const HexCoord& attackerHex)
{
    if (const std::optional<Arc> near = attackArc(target, attackerHex))
        return *near;
    if (target.isDown())
        return Arc::Rear;
    if (inFrontWedge(target.position, target.facing, attackerHex))
        return Arc::Front;
    if (inFrontWedge(target.position, target.facing + 3, attackerHex))
        return Arc::Rear;
    return Arc::Side;
}

int physicalAttackDx(const CombatParameters& p, Arc arc)
{
    switch (arc) {
    case Arc::Front: return 0;
    case Arc::Side: return p.sideAttackDx;
    case Arc::Rear: return p.rearAttackDx;
    }
    return 0;
}

bool mayStrike(const CombatFigure& attacker, const CombatFigure& target)
{
    if (!attacker.isActive() || attacker.isDown())
        return false;
    return Footprint::frontTouches(attacker, target);
}

bool inFrontWedge(const HexCoord& at, int facing, const HexCoord& h)
{
    // Solve h − at = i·L + j·R for the front-left L and front-right R directions; the pair has
    // determinant ±1, so i and j are integers.
    const HexCoord d = h - at;
    const HexCoord left = HexCoord::direction(facing - 1);
    const HexCoord right = HexCoord::direction(facing + 1);
    const int det = left.q * right.r - left.r * right.q;
    const int i = (d.q * right.r - d.r * right.q) / det;
    const int j = (left.q * d.r - left.r * d.q) / det;
    return i >= 0 && j >= 0;
}

bool mayCastAt(const CombatFigure& caster, const HexCoord& h)
{
    const QList<HexCoord> body = Footprint::hexes(caster);
    for (const HexCoord& b : body) {
        if (b == h || b.distanceTo(h) == 1)
            return true;
    }
    return inFrontWedge(body.constLast(), caster.facing, h);
}

} // namespace hk::Facing
