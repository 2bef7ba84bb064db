#pragma once

#include "combat/CombatParameters.h"
#include "dice/RollRecord.h"

#include <QList>
#include <QString>

namespace hk {

class DiceRoller;

// The initiative roll: a die per side, highest wins, ties among the highest roll again (l.101).
struct InitiativeResult
{
    int winnerSide = -1;
    QList<QList<RollRecord>> rounds; // one list per round, one record per side still rolling
};

// A figure still to act this turn and its adjusted DX at this moment.
struct ActorCandidate
{
    QString id;
    int adjustedDx = 0;
};

struct NextActor
{
    QString id;                   // empty when nobody is left
    QList<RollRecord> tieRolls;   // dice rolled to break a tie (all rounds)
};

// Who goes when (l.101, l.109–113): initiative between sides, then the action phase in adjusted-DX order.
// The order is not fixed at the start of the phase: after every action the next actor is the one with the
// highest adjusted DX at that moment among those who have not acted, so a figure made faster by a spell
// acts sooner and one slowed acts later. Figures knocked down or killed before acting are dropped by the
// caller (they lose their action, l.111).
namespace TurnOrder {

InitiativeResult initiative(DiceRoller& dice, const CombatParameters& p, const QList<int>& sides,
                            const RollContext& context, RollLog* log = nullptr);
// The next figure to act. Figures tied on the highest adjusted DX each roll; the highest roll acts, and
// any still tied roll again. Nothing is rolled when one figure is clearly fastest.
NextActor next(DiceRoller& dice, const CombatParameters& p, const QList<ActorCandidate>& notYetActed,
               const RollContext& context, RollLog* log = nullptr);

} // namespace TurnOrder
} // namespace hk
