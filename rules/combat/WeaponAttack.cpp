#include "combat/WeaponAttack.h"

#include <algorithm>

namespace hk::WeaponAttack {

std::optional<int> reachDx(const CombatParameters& p, const CombatWeapon& w, int hexes)
{
    const int i = int(w.length);
    if (hexes == 0)
        return w.small ? std::optional<int>(0) : std::nullopt;
    if (hexes > p.lengthReach[i])
        return std::nullopt;
    return p.lengthDx[i];
}

int maxDamageTrade(const CombatParameters& p, const CombatWeapon& w, int st)
{
    if (w.strMin <= 0 || st <= w.strMin)
        return 0;
    return std::min(p.maxDamageTrade, (st - w.strMin) / 2 * p.strOverDamagePer2);
}

int strengthDx(const CombatParameters& p, const CombatWeapon& w, int st, int traded)
{
    const int short_ = w.strMin > 0 ? std::max(0, w.strMin - st) : 0;
    return short_ * p.strShortDxPerPoint + traded * p.tradeDxPerDamage;
}

int strengthDamage(const CombatParameters& p, const CombatWeapon& w, int st, int traded)
{
    const int short_ = w.strMin > 0 ? std::max(0, w.strMin - st) : 0;
    return short_ / 2 * p.strShortDamagePer2 + traded;
}

int thrownDx(const CombatParameters& p, int hexes)
{
    return std::max(0, hexes - p.thrownFreeHexes) * p.thrownDxPerHex;
}

int intoMeleeDx(const CombatParameters& p, int figuresInPath)
{
    return figuresInPath * p.intoMeleeDxPerFigure;
}

} // namespace hk::WeaponAttack
