#include "magic/ItemCreationParameters.h"

#include "packages/ParameterReader.h"
#include "packages/Ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

namespace {

// A whole-number parameter and its book line (0 when the entry gives none).
CitedNumber cited(ParameterReader& r, const Ruleset& rules, const QString& id)
{
    const RuleEntry* e = rules.entry(QStringLiteral("parameter"), id);
    return {r.integer(id), e ? e->source({}).line : 0};
}

} // namespace

std::optional<ItemCreationParameters> ItemCreationParameters::load(const Ruleset& rules, QString* error)
{
    ParameterReader r(rules);
    ItemCreationParameters p;
    p.weeklyDice = r.integer(QStringLiteral("magic-item-creation-roll-dice"));
    p.ruinTotal = r.integer(QStringLiteral("magic-item-creation-ruin-roll"));
    p.resumeDice = r.integer(QStringLiteral("magic-item-resume-roll-dice"));
    p.replacementDice = r.integer(QStringLiteral("magic-item-replacement-roll-dice"));
    p.maxDaysAwayPerWeek = r.field(QStringLiteral("magic-item-absence-limit"), QStringLiteral("maxDaysAwayPerWeek"));
    p.maxConsecutiveDaysAway = r.field(QStringLiteral("magic-item-absence-limit"), QStringLiteral("maxConsecutiveDaysAway"));
    p.spellsPerItem = r.integer(QStringLiteral("magic-item-rule-of-five-spells-per-item"));
    p.weaponArmorBonusMax = r.integer(QStringLiteral("magic-item-weapon-armor-bonus-max"));
    for (const QJsonValue& v : r.array(QStringLiteral("magic-item-st-battery-combination")))
        p.stBatteryRows.append(v.toString());
    p.noteCVersions = cited(r, rules, QStringLiteral("magic-item-note-c-versions"));
    p.wizardOwnStPerDay = r.integer(QStringLiteral("magic-item-wizard-own-st-per-day"));
    p.apprenticeMaxStPerDay = r.integer(QStringLiteral("magic-item-apprentice-max-st-per-day"));
    p.apprenticeWage = r.integer(QStringLiteral("magic-item-apprentice-wage"));
    p.charmMaxBonus = cited(r, rules, QStringLiteral("charm-max-bonus"));
    p.projectsPerItem = cited(r, rules, QStringLiteral("magic-item-projects-per-item"));
    p.bookPagesPerWeek = cited(r, rules, QStringLiteral("magic-item-book-pages-per-week"));
    if (!r.complete()) {
        if (error)
            *error = r.problem(QCoreApplication::translate("hk::ItemCreationParameters", "these rules cannot make magic items"));
        return std::nullopt;
    }
    return p;
}

} // namespace hk
