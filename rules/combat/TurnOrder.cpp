#include "combat/TurnOrder.h"

#include "dice/DiceRoller.h"
#include "dice/Rolls.h"

#include <QCoreApplication>

#include <algorithm>

namespace hk::TurnOrder {

namespace {

// Rolls for each entrant until one has the single highest total; returns its index and the rolls.
template<typename Label>
int rollOff(DiceRoller& dice, int diceCount, QList<int> entrants, Label label, const RollContext& context,
            RollLog* log, QList<QList<RollRecord>>* rounds)
{
    const DiceExpression die{diceCount, 6, 0};
    if (diceCount <= 0) // no roll-off in this ruleset: rolling nothing would tie forever
        return entrants.isEmpty() ? -1 : entrants.constFirst();
    while (entrants.size() > 1) {
        QList<RollRecord> round;
        int best = -1;
        for (int i : entrants) {
            RollContext c = context;
            c.who = label(i);
            round.append(Rolls::roll(dice, die, c, log));
            best = std::max(best, round.constLast().total);
        }
        QList<int> leaders;
        for (int k = 0; k < entrants.size(); ++k) {
            if (round.at(k).total == best)
                leaders.append(entrants.at(k));
        }
        rounds->append(round);
        entrants = leaders;
    }
    return entrants.isEmpty() ? -1 : entrants.constFirst();
}

} // namespace

InitiativeResult initiative(DiceRoller& dice, const CombatParameters& p, const QList<int>& sides,
                            const RollContext& context, RollLog* log)
{
    InitiativeResult r;
    QList<int> entrants;
    for (int i = 0; i < sides.size(); ++i)
        entrants.append(i);
    const auto label = [&](int i) { return QCoreApplication::translate("hk::TurnOrder", "side %1").arg(sides.at(i)); };
    const int winner = rollOff(dice, p.initiativeDice, entrants, label, context, log, &r.rounds);
    r.winnerSide = winner < 0 ? -1 : sides.at(winner);
    return r;
}

NextActor next(DiceRoller& dice, const CombatParameters& p, const QList<ActorCandidate>& notYetActed,
               const RollContext& context, RollLog* log)
{
    NextActor r;
    if (notYetActed.isEmpty())
        return r;
    int best = notYetActed.constFirst().adjustedDx;
    for (const ActorCandidate& c : notYetActed)
        best = std::max(best, c.adjustedDx);
    QList<int> tied;
    for (int i = 0; i < notYetActed.size(); ++i) {
        if (notYetActed.at(i).adjustedDx == best)
            tied.append(i);
    }
    QList<QList<RollRecord>> rounds;
    const auto label = [&](int i) { return notYetActed.at(i).id; };
    const int winner = rollOff(dice, p.actionTieDice, tied, label, context, log, &rounds);
    r.id = notYetActed.at(winner).id;
    for (const QList<RollRecord>& round : rounds)
        r.tieRolls.append(round);
    return r;
}

namespace {

// Orders entrants (indexes into figures) that share a key by DEX checks: the higher margin plus bonus
// first; those still level check again.
void orderByChecks(DiceRoller& dice, const CombatParameters& p, const QList<InitiativeEntrant>& figures, QList<int> group,
                   const RollContext& context, RollLog* log, FigureInitiative* out)
{
    if (group.size() == 1) {
        out->order.append(figures.at(group.constFirst()).id);
        return;
    }
    QList<QPair<int, int>> margins; // (margin + bonus, index)
    for (int i : group) {
        RollContext c = context;
        c.who = figures.at(i).name;
        c.gmOnly = context.gmOnly || figures.at(i).secret;
        const RollRecord r = Rolls::against(dice, p.initiativeCheckDice, figures.at(i).effectiveDex, nullptr, c, log);
        out->checks.append(r);
        out->checkTotals[figures.at(i).id].append(r.total);
        margins.append({figures.at(i).effectiveDex - r.total + figures.at(i).bonus, i});
    }
    std::stable_sort(margins.begin(), margins.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (qsizetype k = 0; k < margins.size();) {
        QList<int> level{margins.at(k).second};
        qsizetype next = k + 1;
        while (next < margins.size() && margins.at(next).first == margins.at(k).first)
            level.append(margins.at(next++).second);
        orderByChecks(dice, p, figures, level, context, log, out);
        k = next;
    }
}

} // namespace

FigureInitiative byFigure(DiceRoller& dice, const CombatParameters& p, const QList<InitiativeEntrant>& figures,
                          const RollContext& context, RollLog* log)
{
    FigureInitiative out;
    if (p.advancedInitiative) {
        QList<int> all;
        for (int i = 0; i < figures.size(); ++i)
            all.append(i);
        orderByChecks(dice, p, figures, all, context, log, &out);
        return out;
    }
    QList<int> byDex;
    for (int i = 0; i < figures.size(); ++i)
        byDex.append(i);
    std::stable_sort(byDex.begin(), byDex.end(),
                     [&](int a, int b) { return figures.at(a).effectiveDex > figures.at(b).effectiveDex; });
    for (qsizetype k = 0; k < byDex.size();) {
        QList<int> tied{byDex.at(k)};
        qsizetype next = k + 1;
        while (next < byDex.size() && figures.at(byDex.at(next)).effectiveDex == figures.at(byDex.at(k)).effectiveDex)
            tied.append(byDex.at(next++));
        orderByChecks(dice, p, figures, tied, context, log, &out);
        k = next;
    }
    return out;
}

} // namespace hk::TurnOrder
