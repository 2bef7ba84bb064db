#pragma once

#include "dice/SpecialResults.h"

#include <QList>

namespace hk {

// Exact probabilities of dice totals, for showing the GM and players their odds before a roll.
namespace DiceOdds {

// Number of ways to roll each total on `count` dice of `sides` sides; index = total.
QList<double> waysByTotal(int count, int sides = 6);

// P(total of count d6 ≤ target), exact.
double atMost(int count, int target, int sides = 6);

// P(success) for a roll against a target once the ruleset's special results are applied.
double success(int count, int target, const SpecialResults* specials);

} // namespace DiceOdds
} // namespace hk
