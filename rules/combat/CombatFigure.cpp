#include "combat/CombatFigure.h"

#include <algorithm>

namespace hk {

const FigureCondition* CombatFigure::condition(const QString& key) const
{
    for (const FigureCondition& c : conditions) {
        if (c.key == key)
            return &c;
    }
    return nullptr;
}

void CombatFigure::removeCondition(const QString& key)
{
    conditions.erase(std::remove_if(conditions.begin(), conditions.end(),
                                    [&](const FigureCondition& c) { return c.key == key; }),
                     conditions.end());
}

void CombatFigure::setCondition(const FigureCondition& c)
{
    removeCondition(c.key);
    conditions.append(c);
}

bool CombatFigure::hasReadyWeapon() const
{
    if (!armed || weaponDropped)
        return false;
    // A broken staff does not work (l.440); a broken sword or club works at half damage until it breaks
    // again (l.442).
    return staffIsWeapon ? weaponBreaks == 0 : weaponBreaks < 2;
}

int CombatFigure::adjustedDx() const
{
    int total = dx;
    for (const FigureCondition& c : conditions)
        total += c.dx;
    return total;
}

int CombatFigure::hitsStoppedPerAttack() const
{
    int total = armor;
    for (const FigureCondition& c : conditions)
        total += c.hitsStopped;
    return total;
}

int CombatFigure::dxAgainstIt() const
{
    int sum = 0;
    int worst = 0;
    for (const FigureCondition& c : conditions) {
        sum += c.dxAgainst;
        worst = qMin(worst, c.dxAgainst);
    }
    return hasCondition(QStringLiteral("invisibility")) ? worst : sum;
}

int CombatFigure::currentMa() const
{
    int fixed = -1;
    double factor = 1;
    for (const FigureCondition& c : conditions) {
        if (c.maFixed >= 0)
            fixed = fixed < 0 ? c.maFixed : qMin(fixed, c.maFixed);
        factor *= c.maMultiplier;
    }
    if (fixed >= 0)
        return fixed;
    return int(ma * factor);
}

bool CombatFigure::isHeld() const
{
    return std::any_of(conditions.begin(), conditions.end(), [](const FigureCondition& c) { return c.noAction; });
}

} // namespace hk
