#include "combat/FigureProtection.h"

#include "characters/Character.h"
#include "characters/FigureNumbers.h"
#include "characters/GearTables.h"
#include "packages/RuleToggles.h"
#include "packages/Ruleset.h"

#include <algorithm>

namespace hk::FigureProtection {

ShieldCover shields(const Character& c, const Ruleset& rules)
{
    ShieldCover cover;
    if (!FigureNumbers::shieldArcs(rules))
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
    return FigureNumbers::damageReduction(skills, rules);
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

int sizeDx(const EncounterFigure& attacker, const EncounterFigure& target)
{
    // A figure that is itself small (it has such a modifier) is no larger foe.
    return attacker.dxFromLarger == 0 ? target.dxFromLarger : 0;
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
