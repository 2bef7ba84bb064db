#include "downtime/PotionRules.h"

#include "packages/ParameterReader.h"

#include <QCoreApplication>

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace hk {

namespace {

int lots(const PotionRecipe& recipe, int doses)
{
    const int per = qMax(1, recipe.yieldDoses);
    return (qMax(0, doses) + per - 1) / per;
}

PotionRecipe fromEntry(const RuleEntry& e)
{
    PotionRecipe r;
    r.id = e.id();
    r.name = e.name();
    r.valid = true;
    r.maker = e.stringField(QStringLiteral("maker"));
    r.weeks = qMax(1, e.intField(QStringLiteral("weeks"), 1));
    r.price = e.intField(QStringLiteral("price"));
    r.commonCost = e.intField(QStringLiteral("commonIngredientCost"));
    r.yieldDoses = qMax(1, e.intField(QStringLiteral("ingredientsYieldDoses"), 1));
    r.gasBomb = e.data.value(QLatin1String("gasBomb")).toBool();
    r.healingPerDose = e.intField(QStringLiteral("healingPerDose"));
    r.fatiguePerDose = e.intField(QStringLiteral("fatiguePerDose"));
    for (const QJsonValue& v : e.data.value(QLatin1String("ingredients")).toArray()) {
        const QJsonObject i = v.toObject();
        r.specialCost += i.value(QLatin1String("cost")).toInt();
        r.specialIngredients.append(QStringLiteral("%1 %2").arg(i.value(QLatin1String("quantity")).toString(),
                                                                 i.value(QLatin1String("name")).toString()).trimmed());
    }
    return r;
}

} // namespace

PotionRecipe PotionRules::recipe(const QString& id) const
{
    const RuleEntry* e = m_rules.entry(QStringLiteral("potion"), id);
    return e ? fromEntry(*e) : PotionRecipe{};
}

QList<PotionRecipe> PotionRules::recipes(const QString& maker) const
{
    QList<PotionRecipe> out;
    for (const LocatedEntry& e : m_rules.entries({QStringLiteral("potion")})) {
        const PotionRecipe r = fromEntry(*e.entry);
        if (maker.isEmpty() || r.maker == maker)
            out.append(r);
    }
    std::sort(out.begin(), out.end(), [](const PotionRecipe& a, const PotionRecipe& b) { return a.name < b.name; });
    return out;
}

std::optional<PotionParameters> PotionParameters::load(const Ruleset& rules, QString* error)
{
    ParameterReader r(rules);
    PotionParameters p;
    p.maxDoses = r.integer(QStringLiteral("potion-batch-max-doses"));
    p.labUseByMaker = r.value(QStringLiteral("potion-maker-lab-use")).toObject();
    p.makerTypeByMaker = r.value(QStringLiteral("potion-maker-is-magician")).toObject();
    p.rollDice = r.integer(QStringLiteral("potion-weekly-roll-dice"));
    for (const QJsonValue& v : r.array(QStringLiteral("potion-explosion-rolls")))
        p.explosionRolls.append(v.toInt());
    p.faultyRoll = r.integer(QStringLiteral("potion-faulty-roll"));
    p.explosionMakerDamage = r.value(QStringLiteral("potion-explosion-maker-damage")).toString();
    p.explosionLabDamageDice = r.value(QStringLiteral("potion-explosion-lab-damage-dice")).toString();
    p.explosionLabDamagePerPoint = r.integer(QStringLiteral("potion-explosion-lab-damage-per-die"));
    for (const QJsonValue& v : r.array(QStringLiteral("potion-faulty-effects")))
        p.faultyEffects.append(v.toString());
    p.detectDice = r.integer(QStringLiteral("potion-faulty-detect-dice"));
    p.makerMayDetect = r.value(QStringLiteral("potion-faulty-detect-by-maker")).toBool();
    p.gasBombDoses = r.integer(QStringLiteral("potion-gas-bomb-doses"));
    p.gasBombFee = r.integer(QStringLiteral("potion-gas-bomb-fee"));
    p.bookPagesPerWeek = r.integer(QStringLiteral("potion-book-pages-per-week"));
    if (!r.complete()) {
        if (error)
            *error = r.problem(QCoreApplication::translate("hk::PotionRules", "these rules have no brewing"));
        return std::nullopt;
    }
    return p;
}

PotionRules::PotionRules(const Ruleset& rules) : m_rules(rules)
{
    const std::optional<PotionParameters> p = PotionParameters::load(rules, &m_missing);
    m_available = p.has_value();
    if (p)
        m_parameters = *p;
}

bool PotionRules::available(QString* why) const
{
    if (!m_available && why)
        *why = m_missing;
    return m_available;
}

int PotionRules::maxDoses() const
{
    return m_parameters.maxDoses;
}

int PotionRules::specialCost(const PotionRecipe& recipe, int doses) const
{
    return lots(recipe, doses) * recipe.specialCost;
}

int PotionRules::commonCost(const PotionRecipe& recipe, int doses) const
{
    return lots(recipe, doses) * recipe.commonCost;
}

QString PotionRules::labUse(const QString& maker) const
{
    return m_parameters.labUseByMaker.value(maker).toString();
}

QString PotionRules::makerType(const QString& maker) const
{
    return m_parameters.makerTypeByMaker.value(maker).toString();
}

int PotionRules::rollDice() const
{
    return m_parameters.rollDice;
}

BrewOutcome PotionRules::classify(int total, int dx) const
{
    if (m_parameters.explosionRolls.contains(total))
        return BrewOutcome::Explosion;
    if (total == m_parameters.faultyRoll)
        return BrewOutcome::Faulty;
    return total <= dx ? BrewOutcome::Made : BrewOutcome::Missed;
}

QString PotionRules::outcomeKey(BrewOutcome outcome)
{
    switch (outcome) {
    case BrewOutcome::Made: return QStringLiteral("made");
    case BrewOutcome::Missed: return QStringLiteral("missed");
    case BrewOutcome::Faulty: return QStringLiteral("faulty");
    case BrewOutcome::Explosion: return QStringLiteral("explosion");
    }
    return {};
}

QString PotionRules::explosionMakerDamage() const
{
    return m_parameters.explosionMakerDamage;
}

QString PotionRules::explosionLabDamageDice() const
{
    return m_parameters.explosionLabDamageDice;
}

int PotionRules::explosionLabDamagePerPoint() const
{
    return m_parameters.explosionLabDamagePerPoint;
}

QStringList PotionRules::faultyEffects() const
{
    return m_parameters.faultyEffects;
}

int PotionRules::detectDice() const
{
    return m_parameters.detectDice;
}

bool PotionRules::makerMayDetect() const
{
    return m_parameters.makerMayDetect;
}

int PotionRules::gasBombDoses() const
{
    return m_parameters.gasBombDoses;
}

int PotionRules::gasBombFee() const
{
    return m_parameters.gasBombFee;
}

} // namespace hk
