#include "dice/Rolls.h"

#include <numeric>

namespace hk::Rolls {

RollRecord roll(DiceRoller& dice, const DiceExpression& expression, const RollContext& context, RollLog* log)
{
    RollRecord r;
    r.who = context.who;
    r.purpose = context.purpose;
    r.gmOnly = context.gmOnly;
    r.dice = expression.toString();
    r.mode = dice.mode();
    r.faces = dice.roll({expression.count, expression.sides, context.purpose});
    r.total = std::accumulate(r.faces.cbegin(), r.faces.cend(), 0) + expression.modifier;
    if (log)
        log->record(r);
    return r;
}

RollRecord classify(int diceCount, const QList<int>& faces, int target, const SpecialResults* specials)
{
    RollRecord r;
    r.dice = DiceExpression{diceCount, 6, 0}.toString();
    r.faces = faces;
    r.total = std::accumulate(faces.cbegin(), faces.cend(), 0);
    r.target = target;
    bool success = r.total <= target;
    if (const SpecialOutcome* special = specials ? specials->lookup(diceCount, r.total) : nullptr) {
        r.special = special->key;
        r.specialLabel = SpecialResults::words(*special);
        r.consequences = special->consequences;
        r.effectMultiplier = special->effectMultiplier;
        if (special->forced)
            success = *special->forced;
    }
    r.success = success;
    return r;
}

RollRecord against(DiceRoller& dice, int diceCount, int target, const SpecialResults* specials,
                   const RollContext& context, RollLog* log)
{
    const QList<int> faces = dice.roll({diceCount, 6, context.purpose});
    RollRecord r = classify(diceCount, faces, target, specials);
    r.who = context.who;
    r.purpose = context.purpose;
    r.gmOnly = context.gmOnly;
    r.mode = dice.mode();
    if (log)
        log->record(r);
    return r;
}

} // namespace hk::Rolls
