#include "downtime/ResearchRules.h"
#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::ResearchRules", text);
}

const QString ProjectKind = QStringLiteral("research-project");

// A parameter that is a number or a list of numbers, as a list.
QList<int> totals(const QJsonValue& v)
{
    QList<int> out;
    if (v.isDouble())
        out.append(v.toInt());
    for (const QJsonValue& each : v.toArray())
        out.append(each.toInt());
    return out;
}

} // namespace

QStringList ResearchRules::kinds() const
{
    QStringList out;
    for (const LocatedEntry& e : m_rules.entries({ProjectKind}))
        out.append(e.entry->id());
    return out;
}

ResearchProject ResearchRules::project(const QString& id) const
{
    ResearchProject p;
    const RuleEntry* e = m_rules.entry(ProjectKind, id);
    if (!e)
        return p;
    const QJsonObject& d = e->data;
    p.valid = true;
    p.id = id;
    p.name = e->name();
    p.subject = d.value(QLatin1String("subject")).toString();
    p.needsLab = d.value(QLatin1String("needsLab")).toBool();
    p.fullTime = d.value(QLatin1String("fullTime")).toBool();
    p.uninterrupted = d.value(QLatin1String("uninterrupted")).toBool();
    p.levelSetByGm = d.value(QLatin1String("levelSetByGm")).toBool();
    for (const QJsonValue& use : d.value(QLatin1String("labUses")).toArray())
        p.labUses.append(use.toString());
    p.minIqOverLevel = d.value(QLatin1String("minIqOverSpell")).toInt(-1);
    const QJsonObject weeks = d.value(QLatin1String("weeks")).toObject();
    p.weeksGmSets = weeks.value(QLatin1String("gmSets")).toBool();
    p.weeksLevelFactor = weeks.value(QLatin1String("spellIqFactor")).toInt();
    p.weeksDivisor = qMax(1, weeks.value(QLatin1String("divisor")).toInt(1));
    p.weeksRoundUp = weeks.value(QLatin1String("roundUp")).toBool();
    const QJsonObject roll = d.value(QLatin1String("weeklyRoll")).toObject();
    p.diceMin = roll.value(QLatin1String("diceMin")).toInt();
    p.diceMax = roll.value(QLatin1String("diceMax")).toInt();
    p.attribute = roll.value(QLatin1String("attribute")).toString();
    p.onFail = roll.value(QLatin1String("onFail")).toString();
    const QJsonObject disaster = d.value(QLatin1String("disaster")).toObject();
    p.disasterRoll = disaster.value(QLatin1String("roll")).toInt();
    p.disasterDestroysLab = disaster.value(QLatin1String("destroysLab")).toBool();
    p.deathSaveDice = disaster.value(QLatin1String("deathSaveDice")).toInt();
    p.deathSaveAttribute = disaster.value(QLatin1String("deathSaveAttribute")).toString();
    const QJsonObject materials = d.value(QLatin1String("materialsPerWeek")).toObject();
    p.materialsLevelFactor = materials.value(QLatin1String("spellIqFactor")).toInt();
    p.materialsCurrency = materials.value(QLatin1String("currency")).toString();
    const QJsonObject experiment = d.value(QLatin1String("experimentCostPerWeek")).toObject();
    p.experimentDice = experiment.value(QLatin1String("dice")).toString();
    p.experimentMultiplier = experiment.value(QLatin1String("multiplier")).toInt();
    p.experimentCurrency = experiment.value(QLatin1String("currency")).toString();
    const QJsonObject accidents = d.value(QLatin1String("accidentParameters")).toObject();
    if (!accidents.isEmpty()) {
        const auto param = [&](const char* key) { return m_rules.parameter(accidents.value(QLatin1String(key)).toString()); };
        p.failedExperimentRolls = totals(param("failedRoll"));
        p.explosionRolls = totals(param("explosionRolls"));
        p.explosionMakerDamage = param("makerDamage").toString();
        p.explosionLabDamageDice = param("labDamageDice").toString();
        p.explosionLabDamagePerPoint = param("labDamagePerPoint").toInt();
    }
    const QJsonObject reward = d.value(QLatin1String("reward")).toObject();
    p.rewardGpPerLevel = reward.value(QLatin1String("gpPerSpellIq")).toInt();
    p.rewardWishes = reward.value(QLatin1String("wishes")).toInt();
    const QJsonObject secrecy = d.value(QLatin1String("secrecy")).toObject();
    p.secrecyNeedsOwnLab = secrecy.value(QLatin1String("ownLabRequired")).toBool();
    p.secrecyEveryMonths = secrecy.value(QLatin1String("everyMonths")).toInt();
    p.secrecyDice = secrecy.value(QLatin1String("rollDice")).toInt();
    p.secrecyAttribute = secrecy.value(QLatin1String("attribute")).toString();
    return p;
}

int ResearchRules::weeksNeeded(const ResearchProject& p, int level, int gmWeeks) const
{
    const int base = p.weeksGmSets ? gmWeeks : p.weeksLevelFactor * level;
    if (base <= 0)
        return 0;
    return p.weeksRoundUp ? (base + p.weeksDivisor - 1) / p.weeksDivisor : base / p.weeksDivisor;
}

ResearchRules::ResearchRules(const Ruleset& rules) : m_rules(rules)
{
    m_units = DowntimeParameters::load(rules, &m_unitsError);
}

int ResearchRules::secrecyIntervalDays(const ResearchProject& p) const
{
    return m_units ? p.secrecyEveryMonths * m_units->daysPerMonth : 0;
}

int ResearchRules::dollarsPer(const QString& currency) const
{
    return m_units ? m_units->dollarsPer(currency) : 0;
}

int ResearchRules::materialsDollars(const ResearchProject& p, int level) const
{
    return p.materialsLevelFactor * level * dollarsPer(p.materialsCurrency);
}

int ResearchRules::experimentDollars(const ResearchProject& p, int dieTotal) const
{
    return dieTotal * p.experimentMultiplier * dollarsPer(p.experimentCurrency);
}

int ResearchRules::rewardDollars(const ResearchProject& p, int level) const
{
    return p.rewardGpPerLevel * level * dollarsPer(QStringLiteral("gp"));
}

QStringList ResearchRules::problems(const ResearchProject& p, int researcherIq, int level, int dice, int gmWeeks) const
{
    QStringList out;
    if (!p.valid)
        return {tr("These rules have no such kind of research.")};
    if (!m_units)
        return {m_unitsError};
    if (level <= 0)
        out.append(p.levelSetByGm ? tr("The GM must set the research level (the IQ the work calls for).")
                                  : tr("The spell's IQ level must be given."));
    if (p.minIqOverLevel >= 0 && level > 0 && researcherIq < level + p.minIqOverLevel)
        out.append(tr("A level-%1 spell needs a researcher of IQ %2 or more; this one has IQ %3.")
                       .arg(level)
                       .arg(level + p.minIqOverLevel)
                       .arg(researcherIq));
    if (dice < p.diceMin || dice > p.diceMax)
        out.append(p.diceMin == p.diceMax ? tr("This research rolls %1 dice a week.").arg(p.diceMin)
                                          : tr("The weekly roll is on %1 to %2 dice.").arg(p.diceMin).arg(p.diceMax));
    if (p.weeksGmSets && gmWeeks <= 0)
        out.append(tr("The GM must set how many successful weeks the research needs."));
    return out;
}

ResearchOutcome ResearchRules::classify(const ResearchProject& p, int total, int target)
{
    if (p.explosionRolls.contains(total))
        return ResearchOutcome::Explosion;
    if (p.failedExperimentRolls.contains(total))
        return ResearchOutcome::FailedExperiment;
    if (p.disasterRoll > 0 && total == p.disasterRoll)
        return ResearchOutcome::Disaster;
    if (total <= target)
        return ResearchOutcome::Progress;
    return p.onFail == QLatin1String("lose-week") ? ResearchOutcome::LostWeek : ResearchOutcome::Restart;
}

QString ResearchRules::outcomeKey(ResearchOutcome outcome)
{
    switch (outcome) {
    case ResearchOutcome::Progress: return QStringLiteral("progress");
    case ResearchOutcome::Restart: return QStringLiteral("restart");
    case ResearchOutcome::LostWeek: return QStringLiteral("lost-week");
    case ResearchOutcome::Disaster: return QStringLiteral("disaster");
    case ResearchOutcome::FailedExperiment: return QStringLiteral("failed-experiment");
    case ResearchOutcome::Explosion: return QStringLiteral("explosion");
    }
    return {};
}

} // namespace hk
