#include "dice/StandardSpecials.h"

#include "packages/Ruleset.h"

namespace hk::StandardSpecials {

namespace {
void add(SpecialResults& results, const Ruleset& rules, const char* id, int dice, QString* error)
{
    if (const RuleEntry* table = rules.entry(QStringLiteral("table"), QLatin1String(id))) {
        QString e;
        if (!results.addTable(dice, table->data, &e) && error)
            *error = e;
    }
}
} // namespace

SpecialResults toHit(const Ruleset& rules, QString* error)
{
    SpecialResults results;
    add(results, rules, toHit3, 3, error);
    add(results, rules, toHit4, 4, error);
    return results;
}

SpecialResults rollToMiss(const Ruleset& rules, QString* error)
{
    SpecialResults results;
    add(results, rules, toMiss, 3, error);
    return results;
}

} // namespace hk::StandardSpecials
