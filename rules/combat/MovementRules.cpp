#include "combat/MovementRules.h"

#include <algorithm>
#include <cmath>

namespace hk::MovementRules {

namespace {
bool allowedFor(const MovementOption& o, const CombatFigure& f, const CombatParameters& p)
{
    if (f.posture == Posture::Fallen)
        return o.allows(QStringLiteral("stand-up"));
    if (f.isDown())
        return o.allows(QStringLiteral("stand-up")) || o.allows(QStringLiteral("cast"))
               || o.allows(QStringLiteral("disbelieve"));
    if (o.allows(QStringLiteral("stand-up")))
        return false; // already standing
    // A parry needs a weapon; a blow needs one too unless the ruleset lets bare hands strike (004 l.538).
    if (o.allows(QStringLiteral("defend")) && !f.hasReadyWeapon())
        return false;
    if (o.allows(QStringLiteral("attack")) && !f.hasReadyWeapon() && !p.unarmedThreatens)
        return false;
    if (o.allows(QStringLiteral("pick-up")) && !o.allows(QStringLiteral("drop-weapon")) && !f.weaponDropped)
        return false;
    return true;
}
} // namespace

QList<MovementOption> available(const CombatParameters& p, bool engaged, const CombatFigure& figure)
{
    QList<MovementOption> out;
    for (const MovementOption& o : p.options) {
        if (o.engaged == engaged && allowedFor(o, figure, p))
            out.append(o);
    }
    return out;
}

int maxHexes(const CombatParameters& p, const MovementOption& option, int ma, int normalMa)
{
    if (option.move == QLatin1String("full-ma"))
        return ma;
    if (option.move == QLatin1String("half-ma"))
        return p.halfMoveRoundsUp ? int(std::ceil(ma * p.chargeMoveFraction)) : int(std::floor(ma * p.chargeMoveFraction));
    if (option.move == QLatin1String("hexes"))
        return option.hexes;
    if (option.move == QLatin1String("one-hex")) {
        const int factor = normalMa > 0 ? std::max(1, ma / normalMa) : 1;
        return p.spellMoveHexes * factor;
    }
    if (option.move == QLatin1String("shift"))
        return p.shiftHexes;
    return 0;
}

bool mayChangeTo(const CombatParameters& p, const MovementOption& option, bool engagedAtStart,
                 const CombatFigure& figure, int moved, int normalMa)
{
    const QList<MovementOption> open = available(p, engagedAtStart, figure);
    const bool listed = std::any_of(open.cbegin(), open.cend(), [&](const MovementOption& o) {
        return o.key == option.key && o.engaged == option.engaged;
    });
    return listed && moved <= maxHexes(p, option, figure.ma, normalMa);
}

QList<MovementOption> legalAfterMoving(const CombatParameters& p, bool engagedAtStart, const CombatFigure& figure,
                                       int moved, int normalMa)
{
    QList<MovementOption> out;
    for (const MovementOption& o : available(p, engagedAtStart, figure)) {
        if (moved <= maxHexes(p, o, figure.ma, normalMa))
            out.append(o);
    }
    return out;
}

} // namespace hk::MovementRules
