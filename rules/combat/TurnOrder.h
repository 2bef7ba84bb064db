#pragma once

#include "combat/CombatParameters.h"
#include "dice/RollRecord.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

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

// One figure in Warrior & Wizard's initiative: its effective DEX and its bonus on initiative rolls (Tactics
// +1, Strategy +2 for the party, 004 l.258, l.296).
struct InitiativeEntrant
{
    QString id;
    QString name;
    int effectiveDex = 0;
    int bonus = 0;
    bool secret = false; // a hidden figure: its checks are the GM's
};

// The turn's order of figures and the DEX checks rolled for it.
struct FigureInitiative
{
    QStringList order;
    QList<RollRecord> checks;
    QHash<QString, QList<int>> checkTotals; // by figure id, every DEX check it rolled
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
// Warrior & Wizard (004 l.475–479): by effective DEX, high to low, and figures tied on DEX each make a DEX
// check, the higher margin (plus bonus) first, again among those still tied. With p.advancedInitiative
// every figure checks and the margins give the order. The order then holds for the whole turn.
FigureInitiative byFigure(DiceRoller& dice, const CombatParameters& p, const QList<InitiativeEntrant>& figures,
                          const RollContext& context, RollLog* log = nullptr);

} // namespace TurnOrder
} // namespace hk
