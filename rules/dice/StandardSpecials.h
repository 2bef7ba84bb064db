#pragma once

#include "dice/SpecialResults.h"

namespace hk {

class RulesetPackage;

// Finds the special-result tables of a ruleset by their conventional ids — `special-rolls-3-dice`
// (to hit), `special-rolls-4-dice` (against a dodging or defending target) and `special-rolls-to-miss` —
// and builds the SpecialResults that rolls against a target use.
namespace StandardSpecials {

inline const char* toHit3 = "special-rolls-3-dice";
inline const char* toHit4 = "special-rolls-4-dice";
inline const char* toMiss = "special-rolls-to-miss";

// The to-hit tables (3 and 4 dice). Empty when the ruleset has none (then only the target decides).
SpecialResults toHit(const RulesetPackage& package, QString* error = nullptr);
// The roll-to-miss table, on 3 dice.
SpecialResults rollToMiss(const RulesetPackage& package, QString* error = nullptr);

} // namespace StandardSpecials
} // namespace hk
