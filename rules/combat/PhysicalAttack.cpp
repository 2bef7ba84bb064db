#include "combat/PhysicalAttack.h"

#include "combat/Facing.h"
#include "dice/DiceRoller.h"
#include "dice/Rolls.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace hk::PhysicalAttack {

std::optional<HexCoord> contactHex(const CombatFigure& attacker, const CombatFigure& target, int reach)
{
    const Footprint::Outline& body = Footprint::outline(attacker.shape, attacker.facing);
    const Footprint::Outline& other = Footprint::outline(target.shape, target.facing);
    for (int hexes = 1; hexes <= reach; ++hexes) {
        for (int i = 0; i < body.bodyCount; ++i) {
            const HexCoord a = attacker.position + body.body[i];
            for (int j = 0; j < other.bodyCount; ++j) {
                const HexCoord t = target.position + other.body[j];
                const bool front = hexes == 1 ? Footprint::inFront(attacker, t) : Facing::inFrontWedge(a, attacker.facing, t);
                if (a.distanceTo(t) == hexes && front)
                    return a;
            }
        }
    }
    return std::nullopt;
}

int distance(const CombatFigure& a, const CombatFigure& b)
{
    int best = -1;
    for (const HexCoord& x : Footprint::hexes(a)) {
        for (const HexCoord& y : Footprint::hexes(b)) {
            const int d = x.distanceTo(y);
            best = best < 0 ? d : std::min(best, d);
        }
    }
    return std::max(0, best);
}

bool bareHanded(const CombatParameters& p, const CombatFigure& attacker)
{
    return p.unarmedThreatens && !attacker.hasReadyWeapon();
}

PhysicalAttackResult resolve(DiceRoller& dice, const CombatParameters& p, const CombatFigure& attacker,
                             const CombatFigure& target, const DiceExpression& damage, int extraDx,
                             const RollContext& context, RollLog* log, int reach)
{
    PhysicalAttackResult r;
    const std::optional<HexCoord> from = contactHex(attacker, target, reach);
    const bool bare = bareHanded(p, attacker);
    if (!from || !attacker.isActive() || attacker.isDown() || !(attacker.hasReadyWeapon() || bare))
        return r;
    // Next to the target the ring of hexes around it gives the arc; a long weapon's reach the wedges.
    const bool adjacent = distance(attacker, target) <= 1;
    if (adjacent && !Facing::mayStrike(attacker, target))
        return r;
    const std::optional<Arc> arc = adjacent ? Facing::attackArc(target, *from) : std::optional<Arc>(Facing::arcFrom(target, *from));
    if (!arc)
        return r;
    r.allowed = true;
    r.arc = *arc;
    r.adjustedDx = attacker.adjustedDx() + Facing::physicalAttackDx(p, r.arc) + extraDx;
    r.toHit = ToHit::roll(dice, p, AttackKind::Physical, ToHit::defenceOf(target), r.adjustedDx, context, log);
    if (bare)
        r.toHit.weaponDropped = r.toHit.weaponBroken = false; // no weapon to lose
    if (!r.toHit.hit)
        return r;
    RollContext damageContext = context;
    damageContext.purpose = QCoreApplication::translate("hk::PhysicalAttack", "damage");
    r.damageRoll = Rolls::roll(dice, damage, damageContext, log);
    int hits = std::max(0, r.damageRoll.total);
    if (attacker.weaponBreaks > 0 && !attacker.staffIsWeapon && !bare)
        hits = int(std::floor(hits * p.brokenWeaponMultiplier));
    r.damage = hits * r.toHit.multiplier;
    return r;
}

void applyToAttacker(CombatFigure* attacker, const ToHitResult& toHit)
{
    if (!attacker->armed || !attacker->weaponInHand)
        return; // teeth and claws are neither dropped nor broken
    if (toHit.weaponDropped)
        attacker->weaponDropped = true;
    if (toHit.weaponBroken)
        ++attacker->weaponBreaks;
}

} // namespace hk::PhysicalAttack
