#include "dice/DiceOdds.h"

#include <cmath>

namespace hk::DiceOdds {

QList<double> waysByTotal(int count, int sides)
{
    QList<double> ways(1, 1.0); // zero dice: one way to roll 0
    for (int d = 0; d < count; ++d) {
        QList<double> next(ways.size() + sides, 0.0);
        for (int total = 0; total < ways.size(); ++total) {
            if (ways[total] == 0.0)
                continue;
            for (int face = 1; face <= sides; ++face)
                next[total + face] += ways[total];
        }
        ways = next;
    }
    while (ways.size() > count * sides + 1)
        ways.removeLast();
    return ways;
}

double atMost(int count, int target, int sides)
{
    const QList<double> ways = waysByTotal(count, sides);
    double hits = 0;
    for (int total = 0; total < ways.size() && total <= target; ++total)
        hits += ways[total];
    return hits / std::pow(double(sides), count);
}

double success(int count, int target, const SpecialResults* specials)
{
    const QList<double> ways = waysByTotal(count, 6);
    double hits = 0;
    for (int total = count; total < ways.size(); ++total) {
        bool ok = total <= target;
        if (const SpecialOutcome* s = specials ? specials->lookup(count, total) : nullptr) {
            if (s->forced)
                ok = *s->forced;
        }
        if (ok)
            hits += ways[total];
    }
    return hits / std::pow(6.0, count);
}

} // namespace hk::DiceOdds
