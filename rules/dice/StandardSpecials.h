#pragma once

#include "dice/SpecialResults.h"

namespace hk {

class Ruleset;

// Finds the special-result tables of a ruleset by their ids — `to-hit-special-rolls` (3 dice, to hit),
// `defending-special-rolls` (4 dice, against a dodging or defending target) and
// `roll-to-miss-special-rolls` — and builds the SpecialResults that rolls against a target use.
namespace StandardSpecials {

inline const char* toHit3 = "to-hit-special-rolls";
inline const char* toHit4 = "defending-special-rolls";
inline const char* toMiss = "roll-to-miss-special-rolls";

// The to-hit tables (3 and 4 dice). Empty when the ruleset has none (then only the target decides).
SpecialResults toHit(const Ruleset& rules, QString* error = nullptr);
// The roll-to-miss table, on 3 dice.
SpecialResults rollToMiss(const Ruleset& rules, QString* error = nullptr);

} // namespace StandardSpecials
} // namespace hk
