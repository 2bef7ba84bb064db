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

Vitality vitalityOf(const CombatParameters& p, const CombatFigure& f)
{
    if (!p.nonlethalRule)
        return vitalityFor(p, f.st);
    if (f.lethalDamage() >= f.stBasic)
        return Vitality::Dead;
    return f.st <= 0 ? Vitality::Unconscious : Vitality::Active;
}

namespace {
void updateVitality(CombatFigure* figure, const CombatParameters& p)
{
    const Vitality v = vitalityOf(p, *figure);
    // Healing is not this function's business: a figure only gets worse here.
    if (int(v) > int(figure->vitality))
        figure->vitality = v;
    if (figure->vitality != Vitality::Active)
        figure->posture = Posture::Fallen;
}
} // namespace

HitsTaken applyHits(CombatFigure* figure, int hits, const CombatParameters& p, int lethalThirds)
{
    HitsTaken r;
    r.vitalityBefore = figure->vitality;
    r.rolled = std::max(0, hits);
    if (p.nonlethalRule) {
        // Armour stops lethal damage first, then nonlethal; padding and Tough stop nonlethal besides (l.1128).
        const int lethal = r.rolled * std::clamp(lethalThirds, 0, 3) / 3;
        const int nonlethal = r.rolled - lethal;
        const int armor = figure->hitsStoppedPerAttack();
        const int lethalStopped = std::min(lethal, armor);
        const int nonlethalStopped = std::min(nonlethal, armor - lethalStopped + figure->nonlethalStopped);
        r.stopped = lethalStopped + nonlethalStopped;
        figure->nonlethal += nonlethal - nonlethalStopped;
    } else {
        r.stopped = std::min(r.rolled, figure->hitsStoppedPerAttack());
    }
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
    if (p.nonlethalRule)
        figure->nonlethal += std::max(0, st); // STR spent on spells is nonlethal (l.567)
    updateVitality(figure, p);
    return figure->vitality;
}

int recoverNonlethal(CombatFigure* figure, int amount, const CombatParameters& p)
{
    if (!p.nonlethalRule || figure->vitality == Vitality::Dead)
        return 0;
    const int healed = std::clamp(amount, 0, figure->nonlethal);
    figure->nonlethal -= healed;
    figure->st += healed;
    const int lethal = figure->lethalDamage();
    if (figure->vitality == Vitality::Unconscious && figure->st > lethal && lethal * 2 <= figure->stBasic)
        figure->vitality = Vitality::Active; // awake, still on the ground
    return healed;
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
