#pragma once

#include "combat/CombatFigure.h"
#include "combat/CombatParameters.h"
#include "dice/DiceExpression.h"

namespace hk {

// How often each of two figures would win a stand-up fight, by playing it out many times.
struct DuelEstimate
{
    int runs = 0;
    int firstWins = 0;
    int secondWins = 0;
    int undecided = 0;      // both still up after the turn limit, or both down together
    double averageTurns = 0;
    double firstChance() const { return runs ? double(firstWins) / runs : 0; }
    double secondChance() const { return runs ? double(secondWins) / runs : 0; }
};

// The "who wins" estimate of the tracker: two figures face to face, each turn both strike in adjusted-DX
// order (ties by a die each) with the real to-hit, damage, armor and injury rules — dropped weapons picked
// up, fallen figures standing up instead of striking — until one is down. Blows only: spells are the
// players' choices, not something a simulation can guess. A seeded roller makes the estimate repeatable.
namespace DuelOdds {
DuelEstimate simulate(const CombatParameters& p, const CombatFigure& first, const DiceExpression& firstDamage,
                      const CombatFigure& second, const DiceExpression& secondDamage, int runs, quint64 seed,
                      int maxTurns = 40);
} // namespace DuelOdds
} // namespace hk
