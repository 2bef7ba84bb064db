#pragma once

#include "dice/DiceExpression.h"
#include "dice/DiceRoller.h"
#include "dice/RollRecord.h"
#include "dice/SpecialResults.h"

namespace hk {

// The two ways Hexkeeper rolls: a plain expression (damage, duration, initiative) and a roll against a
// target (to hit, saving rolls, the weekly workshop roll), where the special results of the ruleset apply.
namespace Rolls {

RollRecord roll(DiceRoller& dice, const DiceExpression& expression, const RollContext& context,
                RollLog* log = nullptr);

// Succeeds when the total is at most the target, unless a special result forces the outcome.
RollRecord against(DiceRoller& dice, int diceCount, int target, const SpecialResults* specials,
                   const RollContext& context, RollLog* log = nullptr);

// Classifies an already-known total (used by tests and by GM overrides of a result).
RollRecord classify(int diceCount, const QList<int>& faces, int target, const SpecialResults* specials);

} // namespace Rolls
} // namespace hk
