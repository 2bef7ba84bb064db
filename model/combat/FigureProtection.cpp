#include "combat/FigureProtection.h"

#include "characters/Character.h"
#include "characters/GearTables.h"
#include "packages/RuleToggles.h"
#include "packages/Ruleset.h"

#include <algorithm>

namespace hk::FigureProtection {

ShieldCover shields(const Character& c, const Ruleset& rules)
{
    ShieldCover cover;
    const RuleEntry* armorRule = rules.entry(QStringLiteral("rule"), QStringLiteral("armor-rules"));
    if (RuleToggles::effect(armorRule, QStringLiteral("readyShieldCovers")).isUndefined())
        return cover;
    for (const Gear& g : c.gear) {
        if (g.slot != QLatin1String("shield"))
            continue;
        const int stops = GearTables::resolved(rules, g, false).hitsStopped;
        (g.ready ? cover.front : cover.rear) += stops;
    }
    return cover;
}

int damageReduction(const QStringList& skills, const Ruleset& rules)
{
    int best = 0;
    for (const QString& id : skills) {
        const QJsonValue v = RuleToggles::effect(rules.entry(QStringLiteral("skill"), id), QStringLiteral("damageReduction"));
        best = std::max(best, v.toInt());
    }
    return best;
}

int nonlethalStopped(const Character& c, const Ruleset& rules)
{
    const bool armored = std::any_of(c.gear.cbegin(), c.gear.cend(), [](const Gear& g) { return g.slot == QLatin1String("armor"); });
    int stopped = armored ? RuleToggles::effect(rules.entry(QStringLiteral("rule"), QStringLiteral("armor-rules")),
                                                QStringLiteral("nonlethalStoppedByAllArmor")).toInt()
                          : 0;
    int skill = 0;
    for (const QString& id : c.skills)
        skill = std::max(skill, RuleToggles::effect(rules.entry(QStringLiteral("skill"), id), QStringLiteral("nonlethalReduction")).toInt());
    return stopped + skill;
}

int shieldStops(const EncounterFigure& target, std::optional<Arc> from)
{
    if (!from)
        return 0;
    if (*from == Arc::Front)
        return target.shieldFront;
    if (*from == Arc::Rear)
        return target.shieldRear;
    return 0;
}

} // namespace hk::FigureProtection
