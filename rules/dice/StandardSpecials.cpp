#include "dice/StandardSpecials.h"

#include "packages/RulesetPackage.h"

namespace hk::StandardSpecials {

namespace {
void add(SpecialResults& results, const RulesetPackage& package, const char* id, int dice, QString* error)
{
    if (const RuleEntry* table = package.entry(QStringLiteral("table"), QLatin1String(id))) {
        QString e;
        if (!results.addTable(dice, table->data, &e) && error)
            *error = e;
    }
}
} // namespace

SpecialResults toHit(const RulesetPackage& package, QString* error)
{
    SpecialResults results;
    add(results, package, toHit3, 3, error);
    add(results, package, toHit4, 4, error);
    return results;
}

SpecialResults rollToMiss(const RulesetPackage& package, QString* error)
{
    SpecialResults results;
    add(results, package, toMiss, 3, error);
    return results;
}

} // namespace hk::StandardSpecials
