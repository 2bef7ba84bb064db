#include "downtime/PotionRules.h"

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

int PotionRules::maxDoses() const
{
    return m_rules.parameter(QStringLiteral("potion-batch-max-doses")).toInt();
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
    return m_rules.parameter(QStringLiteral("potion-maker-lab-use")).toObject().value(maker).toString();
}

QString PotionRules::makerType(const QString& maker) const
{
    return m_rules.parameter(QStringLiteral("potion-maker-is-magician")).toObject().value(maker).toString();
}

int PotionRules::rollDice() const
{
    return m_rules.parameter(QStringLiteral("potion-weekly-roll-dice")).toInt();
}

BrewOutcome PotionRules::classify(int total, int dx) const
{
    for (const QJsonValue& v : m_rules.parameter(QStringLiteral("potion-explosion-rolls")).toArray()) {
        if (v.toInt() == total)
            return BrewOutcome::Explosion;
    }
    if (total == m_rules.parameter(QStringLiteral("potion-faulty-roll")).toInt())
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
    return m_rules.parameter(QStringLiteral("potion-explosion-maker-damage")).toString();
}

QString PotionRules::explosionLabDamageDice() const
{
    return m_rules.parameter(QStringLiteral("potion-explosion-lab-damage-dice")).toString();
}

int PotionRules::explosionLabDamagePerPoint() const
{
    return m_rules.parameter(QStringLiteral("potion-explosion-lab-damage-per-die")).toInt();
}

QStringList PotionRules::faultyEffects() const
{
    QStringList out;
    for (const QJsonValue& v : m_rules.parameter(QStringLiteral("potion-faulty-effects")).toArray())
        out.append(v.toString());
    return out;
}

int PotionRules::detectDice() const
{
    return m_rules.parameter(QStringLiteral("potion-faulty-detect-dice")).toInt();
}

bool PotionRules::makerMayDetect() const
{
    return m_rules.parameter(QStringLiteral("potion-faulty-detect-by-maker")).toBool();
}

int PotionRules::gasBombDoses() const
{
    return m_rules.parameter(QStringLiteral("potion-gas-bomb-doses")).toInt();
}

int PotionRules::gasBombFee() const
{
    return m_rules.parameter(QStringLiteral("potion-gas-bomb-fee")).toInt();
}

} // namespace hk
