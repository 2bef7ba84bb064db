#include "combat/Engagement.h"

#include "combat/Footprint.h"

namespace hk::Engagement {

bool threatens(const CombatFigure& enemy, const CombatFigure& figure, const CombatParameters& p)
{
    if (enemy.side == figure.side || enemy.id == figure.id)
        return false;
    if (!enemy.isActive() || enemy.isDown() || !(p.unarmedThreatens || enemy.hasReadyWeapon()))
        return false;
    return Footprint::frontTouches(enemy, figure);
}

QStringList threateningEnemies(const CombatFigure& figure, const QList<CombatFigure>& all, const CombatParameters& p)
{
    QStringList out;
    for (const CombatFigure& other : all) {
        if (threatens(other, figure, p))
            out.append(other.id);
    }
    return out;
}

int oneHexFoesNeeded(BodyShape shape, const CombatParameters& p)
{
    switch (shape) {
    case BodyShape::OneHex: return 1;
    case BodyShape::Giant: return p.multihexEngagement.value(QStringLiteral("giant"), 1);
    case BodyShape::SmallDragon: return p.multihexEngagement.value(QStringLiteral("small-dragon"), 1);
    case BodyShape::Dragon: return p.multihexEngagement.value(QStringLiteral("dragon"), 1);
    }
    return 1;
}

bool isEngaged(const CombatFigure& figure, const QList<CombatFigure>& all, const CombatParameters& p)
{
    int oneHexFoes = 0;
    for (const CombatFigure& other : all) {
        if (!threatens(other, figure, p))
            continue;
        if (!other.isOneHex())
            return true; // one multi-hex foe engages anything
        ++oneHexFoes;
    }
    return oneHexFoes >= oneHexFoesNeeded(figure.shape, p);
}

} // namespace hk::Engagement
