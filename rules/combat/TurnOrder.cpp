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

} // namespace hk::TurnOrder
