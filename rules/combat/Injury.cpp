#include "combat/Injury.h"

#include "dice/Rolls.h"

#include <algorithm>

namespace hk::Injury {

Vitality vitalityFor(const CombatParameters& p, int st)
{
    if (st <= p.deadSt)
        return Vitality::Dead;
    if (st <= p.unconsciousSt)
        return Vitality::Unconscious;
    return Vitality::Active;
}

namespace {
void updateVitality(CombatFigure* figure, const CombatParameters& p)
{
    const Vitality v = vitalityFor(p, figure->st);
    // Healing is not this function's business: a figure only gets worse here.
    if (int(v) > int(figure->vitality))
        figure->vitality = v;
    if (figure->vitality != Vitality::Active)
        figure->posture = Posture::Fallen;
}
} // namespace

HitsTaken applyHits(CombatFigure* figure, int hits, const CombatParameters& p)
{
    HitsTaken r;
    r.vitalityBefore = figure->vitality;
    r.rolled = std::max(0, hits);
    r.stopped = std::min(r.rolled, figure->hitsStoppedPerAttack());
    r.taken = r.rolled - r.stopped;
    const int before = figure->hitsThisTurn;
    const int rolledBefore = figure->hitsRolledThisTurn;
    figure->st -= r.taken;
    figure->hitsThisTurn += r.taken;
    if (p.knockdownCheckDice > 0)
        figure->hitsRolledThisTurn += r.rolled;
    if (before < p.knockdownHits && figure->hitsThisTurn >= p.knockdownHits && figure->posture != Posture::Fallen) {
        figure->posture = Posture::Fallen;
        r.fellDown = true;
    }
    updateVitality(figure, p);
    r.knockdownCheck = p.knockdownCheckDice > 0 && !r.fellDown && figure->isActive() && figure->posture != Posture::Fallen
                       && rolledBefore < p.knockdownHits && figure->hitsRolledThisTurn >= p.knockdownHits;
    r.vitalityAfter = figure->vitality;
    return r;
}

Vitality spendSt(CombatFigure* figure, int st, const CombatParameters& p)
{
    figure->st -= std::max(0, st);
    updateVitality(figure, p);
    return figure->vitality;
}

void endOfTurn(CombatFigure* figure, const CombatParameters& p)
{
    QList<FigureCondition> kept;
    for (FigureCondition c : figure->conditions) {
        if (c.turnsLeft > 0)
            --c.turnsLeft;
        if (c.turnsLeft != 0)
            kept.append(c);
    }
    figure->conditions = kept;
    if (figure->hitsThisTurn >= p.heavyHits)
        figure->setCondition({QLatin1String(woundedLastTurn), 1, p.heavyHitsDx, 0, QString()});
    figure->hitsThisTurn = 0;
    figure->hitsRolledThisTurn = 0;
    figure->actedThisTurn = false;
    figure->optionKey.clear();
}

RollRecord knockdownCheck(DiceRoller& dice, const CombatParameters& p, const CombatFigure& figure, bool skilled,
                          const RollContext& context, RollLog* log)
{
    return Rolls::against(dice, p.knockdownCheckDice, figure.adjustedDx() + (skilled ? 0 : p.knockdownCheckDx), nullptr,
                          context, log);
}

} // namespace hk::Injury
