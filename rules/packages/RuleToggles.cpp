#include "packages/RuleToggles.h"

#include <QJsonArray>
#include <QJsonObject>

namespace hk::RuleToggles {

const RuleEntry* on(const Ruleset& rules, const QString& ruleId)
{
    const RuleEntry* e = rules.entry(QStringLiteral("rule"), ruleId);
    return e && e->data.value(QLatin1String("defaultOn")).toBool() ? e : nullptr;
}

QJsonValue effect(const RuleEntry* rule, const QString& key)
{
    if (!rule)
        return {};
    for (const QJsonValue& v : rule->data.value(QLatin1String("effects")).toArray()) {
        const QJsonObject o = v.toObject();
        if (o.value(QLatin1String("key")).toString() == key)
            return o.value(QLatin1String("value"));
    }
    return {};
}

} // namespace hk::RuleToggles
