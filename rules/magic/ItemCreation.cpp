#include "magic/ItemCreation.h"
#include "i18n/Translate.h"

#include "time/Calendar.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::ItemCreation", text);
}

const QString Recipe = QStringLiteral("magic-item-recipe");

} // namespace

WeeklyNeeds ItemCreationPlan::needsForCalendarWeek(int n) const
{
    if (n < 1 || rollEvery < 1)
        return {};
    return workWeekNeeds.value((n - 1) / rollEvery);
}

bool ItemCreation::tableRow(const QString& table, const QString& key, const QJsonValue& value, QJsonObject* out) const
{
    const RuleEntry* t = m_rules.entry(QStringLiteral("table"), table);
    if (!t)
        return false;
    for (const QJsonValue& row : t->data.value(QLatin1String("rows")).toArray()) {
        if (row.toObject().value(key) == value) {
            *out = row.toObject();
            return true;
        }
    }
    return false;
}

ItemCreation::ItemCreation(const Ruleset& rules) : m_rules(rules)
{
    m_parameters = ItemCreationParameters::load(rules, &m_parametersError);
}

QStringList ItemCreation::recipes() const
{
    QList<const RuleEntry*> all;
    for (const LocatedEntry& e : m_rules.entries({Recipe}))
        all.append(e.entry);
    std::stable_sort(all.begin(), all.end(), [](const RuleEntry* a, const RuleEntry* b) {
        return a->data.value(QLatin1String("source")).toObject().value(QLatin1String("line")).toInt()
            < b->data.value(QLatin1String("source")).toObject().value(QLatin1String("line")).toInt();
    });
    QStringList ids;
    for (const RuleEntry* e : all)
        ids.append(e->id());
    return ids;
}

ItemValueStep ItemCreation::addSpell(int underlying, int position, int surchargePercent, int spellValue)
{
    ItemValueStep s;
    s.position = position;
    s.underlying = underlying;
    s.surchargePercent = surchargePercent;
    s.afterSurcharge = underlying + int(qint64(underlying) * surchargePercent / 100);
    s.spellValue = spellValue;
    s.total = s.afterSurcharge + spellValue;
    return s;
}

const RuleEntry* ItemCreation::catalogueItem(const QString& recipe) const
{
    for (const LocatedEntry& e : m_rules.entries({QStringLiteral("magic-item")})) {
        for (const QJsonValue& v : e.entry->data.value(QLatin1String("recipes")).toArray()) {
            if (v.toString() == recipe)
                return e.entry;
        }
    }
    return nullptr;
}

namespace {

// The ST a catalogue item takes from its wearer every turn it works; 0 for items that cost nothing, cost per
// use, or have no catalogue entry.
int stDrawnPerTurn(const RuleEntry* item)
{
    if (!item)
        return 0;
    const QJsonObject upkeep = item->data.value(QLatin1String("upkeep")).toObject();
    return upkeep.value(QLatin1String("per")).toString() == QLatin1String("turn") ? upkeep.value(QLatin1String("st")).toInt() : 0;
}

} // namespace

void ItemCreation::checkSelfPowering(const RuleEntry* item, int stPerTurn, ItemCreationPlan* p) const
{
    if (stPerTurn <= 0)
        return;
    // Missile-spell items, Hammertouch and rods always draw on their user (Advanced Wizard l.1658).
    if (item && item->data.value(QLatin1String("noSelfPowered")).toBool()) {
        p->problems.append(tr("%1 can never be self-powered: like every missile-spell item, Hammertouch and rod, it draws on "
                              "its user (the %2 entry, l.%3).")
                               .arg(p->recipeName, item->name())
                               .arg(item->source({}).line));
        return;
    }
    // Only an item that drains its wearer each turn has anything to power itself with (l.1654).
    const int drawn = stDrawnPerTurn(item);
    if (drawn == 0) {
        const RuleEntry* rule = m_rules.entry(QStringLiteral("magic-item"), QStringLiteral("self-powered-items"));
        p->problems.append(tr("%1 takes no ST from its wearer each turn, so there is nothing for it to supply itself; it cannot "
                              "be made self-powered (the %2 entry, l.%3).")
                               .arg(p->recipeName, rule ? rule->name() : QString())
                               .arg(rule ? rule->source({}).line : 0));
        return;
    }
    // It spares its wearer some or all of that drain, never more (l.1378).
    if (stPerTurn > drawn) {
        const RuleEntry* table = m_rules.entry(QStringLiteral("table"), QStringLiteral("magic-item-self-powered"));
        p->problems.append(tr("%1 draws %2 ST a turn from its wearer; a self-powered one may supply up to that much, not %3 "
                              "(l.%4).")
                               .arg(p->recipeName)
                               .arg(drawn)
                               .arg(stPerTurn)
                               .arg(table ? table->source({}).line : 0));
    }
}

void ItemCreation::checkCapacity(const RuleEntry& item, int amount, ItemCreationPlan* p) const
{
    const int cap = item.data.value(QLatin1String("maxBonus")).toInt();
    if (cap > 0 && amount > cap)
        p->problems.append(tr("%1 goes up to %2 at most (the %3 entry, l.%4); %5 is too much.")
                               .arg(p->recipeName)
                               .arg(cap)
                               .arg(item.name())
                               .arg(item.source({}).line)
                               .arg(amount));
}

QString ItemCreation::mergeGroup(const QString& recipe) const
{
    const QJsonArray batteries = m_rules.parameter(QStringLiteral("magic-item-st-battery-combination")).toArray();
    if (batteries.contains(recipe))
        return QStringLiteral("st-battery");
    const QJsonArray merging = m_rules.parameter(QStringLiteral("magic-item-merging-enchantments")).toArray();
    return merging.contains(recipe) ? recipe : QString();
}

int ItemCreation::amountOf(const QString& recipe, int strength) const
{
    if (strength != 0)
        return std::abs(strength);
    const RuleEntry* r = m_rules.entry(Recipe, recipe);
    return r ? qMax(1, std::abs(r->data.value(QLatin1String("strength")).toObject().value(QLatin1String("amount")).toInt(1))) : 1;
}

QString RecipeSource::lines() const
{
    return endLine > line ? QStringLiteral("l.%1–%2").arg(line).arg(endLine) : QStringLiteral("l.%1").arg(line);
}

RecipeSource ItemCreation::recipeSource(const QString& recipe) const
{
    const auto from = [](const RuleEntry& e) {
        const SourceRef s = e.source({});
        return RecipeSource{e.name(), s.line, s.endLine};
    };
    if (const RuleEntry* item = catalogueItem(recipe))
        return from(*item);
    const RuleEntry* r = m_rules.entry(Recipe, recipe);
    if (!r)
        return {};
    const QString spell = r->data.value(QLatin1String("holdsSpells")).toArray().at(0).toString();
    if (const RuleEntry* e = m_rules.entry(QStringLiteral("spell"), spell))
        return from(*e);
    QJsonObject row;
    if (tableRow(QStringLiteral("magic-item-creation-spells"), QStringLiteral("id"), r->data.value(QLatin1String("creationSpell")), &row)) {
        const int line = row.value(QLatin1String("line")).toInt();
        return {row.value(QLatin1String("name")).toString(), line, line};
    }
    return from(*r);
}

void ItemCreation::checkPlacement(const RuleEntry& recipe, const ItemCreationOptions& o, ItemCreationPlan* p) const
{
    if (!recipe.data.value(QLatin1String("enchantedOnly")).toBool() || o.position > 1 || o.onMagicItem)
        return;
    const RecipeSource source = recipeSource(recipe.id());
    p->problems.append(tr("%1 works only on an object that is magic already, so it cannot be the first spell on a plain one "
                          "(the %2 entry, %3).")
                           .arg(p->recipeName, source.entry, source.lines()));
}

void ItemCreation::checkVersion(const RuleEntry& recipe, const ItemCreationOptions& o, ItemCreationPlan* p) const
{
    const RuleEntry* earlier = m_rules.entry(Recipe, recipe.stringField(QStringLiteral("variantOf")));
    const bool noteC = recipe.data.value(QLatin1String("noteLetters")).toArray().contains(QStringLiteral("C"));
    if (!earlier || !noteC || o.strength <= 1 || !m_parameters)
        return;
    const CitedNumber versions = m_parameters->noteCVersions;
    p->problems.append(tr("%1 is already the larger version of %2 (a Note C spell has %3 versions), so it cannot be doubled "
                          "again; strength %4 is refused (l.%5).")
                           .arg(p->recipeName, earlier->name())
                           .arg(versions.value)
                           .arg(o.strength)
                           .arg(versions.line));
}

void ItemCreation::checkLimits(const ItemCreationOptions& o, int amount, ItemCreationPlan* p) const
{
    if (const RuleEntry* recipe = m_rules.entry(Recipe, o.recipe)) {
        checkPlacement(*recipe, o, p);
        checkVersion(*recipe, o, p);
    }
    const RuleEntry* item = catalogueItem(o.recipe);
    checkSelfPowering(item, o.selfPoweredStPerTurn, p);
    if (item)
        checkCapacity(*item, amount + o.mergedAmount, p); // an enchantment joined to an earlier one counts both (l.1326)
}

} // namespace hk
