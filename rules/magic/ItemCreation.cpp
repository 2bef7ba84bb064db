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

int ceilDiv(qint64 a, qint64 b)
{
    return b <= 0 ? 0 : int((a + b - 1) / b);
}

// A recipe row's price as the first and only spell: its own, else its parent's times its wizards (the
// flaming missile weapon is the second version of Flaming Weapon). 0 when it cannot be bought.
int rowPrice(const Ruleset& rules, const RuleEntry& e, int* wizardsIncluded)
{
    *wizardsIncluded = 1;
    const QJsonValue price = e.data.value(QLatin1String("price"));
    if (price.isDouble())
        return price.toInt();
    const RuleEntry* parent = rules.entry(Recipe, e.stringField(QStringLiteral("variantOf")));
    if (parent && parent->data.value(QLatin1String("price")).isDouble())
        return parent->intField(QStringLiteral("price")) * e.intField(QStringLiteral("wizardsRequired"), 1);
    return 0;
}

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

ItemCreationPlan ItemCreation::plan(const ItemCreationOptions& o) const
{
    ItemCreationPlan p;
    p.options = o;
    const RuleEntry* r = m_rules.entry(Recipe, o.recipe);
    if (!r) {
        p.problems.append(tr("There is no magic-item recipe “%1” in these rules.").arg(o.recipe));
        return p;
    }
    p.recipeName = r->name();
    if (!m_parameters) {
        p.problems.append(m_parametersError);
        return p;
    }
    const ItemCreationParameters& params = *m_parameters;
    const QJsonObject& d = r->data;

    // The spell a maker must know.
    const QString creation = d.value(QLatin1String("creationSpell")).toString();
    QJsonObject row;
    p.creationSpell = tableRow(QStringLiteral("magic-item-creation-spells"), QStringLiteral("id"), creation, &row)
        ? row.value(QLatin1String("spell")).toString(creation)
        : creation;
    p.needsBook = row.value(QLatin1String("needsBook")).toBool();
    p.bookLine = row.value(QLatin1String("bookLine")).toInt();
    const RuleEntry* spell = m_rules.entry(QStringLiteral("spell"), p.creationSpell);
    p.creationSpellName = spell ? spell->name() : p.creationSpell;
    for (const QJsonValue& v : d.value(QLatin1String("alsoRequiresSpells")).toArray())
        p.alsoRequiresSpells.append(v.toString());
    p.minMakerIq = d.value(QLatin1String("minMakerIq")).toInt();
    QStringList letters;
    for (const QJsonValue& v : d.value(QLatin1String("noteLetters")).toArray())
        letters.append(v.toString());
    p.noteLetter = letters.value(0);

    // Place on the item.
    const int maxSpells = params.spellsPerItem;
    if (o.position < 1 || o.position > maxSpells) {
        p.problems.append(tr("An item holds at most %1 spells; position %2 is not possible.").arg(maxSpells).arg(o.position));
        return p;
    }
    const bool noDoubling = d.value(QLatin1String("noDoubling")).toBool();
    if (noDoubling) {
        p.positionFactor = 1;
        if (o.position > 1)
            p.notes.append(tr("%1 takes the same team, time and cost wherever it goes on the item.").arg(p.recipeName));
    } else if (tableRow(QStringLiteral("magic-item-spell-position"), QStringLiteral("position"), o.position, &row)) {
        p.positionFactor = row.value(QLatin1String("wizards")).toInt(1);
    } else {
        p.problems.append(tr("The rules give no team size for spell number %1 on an item.").arg(o.position));
    }

    // Self-powered and large items.
    if (o.selfPoweredStPerTurn < 0) {
        p.problems.append(tr("Self-powered ST per turn cannot be negative."));
    } else if (o.selfPoweredStPerTurn > 0) {
        if (tableRow(QStringLiteral("magic-item-self-powered"), QStringLiteral("stPerTurn"), o.selfPoweredStPerTurn, &row))
            p.selfPoweredFactor = row.value(QLatin1String("wizardMultiplier")).toInt(1);
        else
            p.problems.append(tr("The rules give self-powered items of up to a few ST per turn only; %1 is not listed.")
                                  .arg(o.selfPoweredStPerTurn));
    }
    if (o.itemHexes < 1)
        p.problems.append(tr("An item covers at least one hex."));
    p.hexFactor = qMax(1, o.itemHexes);

    // Strength (Notes A, B, C) → the parts of the team before the multipliers above.
    struct Share { const RuleEntry* entry; int baseWizards; int value; };
    QList<Share> shares;
    int unitsPrice = 0;
    const int ownPrice = rowPrice(m_rules, *r, &unitsPrice);
    const int baseAmount = qMax(1, std::abs(d.value(QLatin1String("strength")).toObject().value(QLatin1String("amount")).toInt(1)));
    const int amount = o.strength == 0 ? baseAmount : std::abs(o.strength);
    const int explicitWizards = d.value(QLatin1String("wizardsRequired")).toInt(1);
    if (letters.contains(QLatin1String("A"))) {
        if (amount % baseAmount != 0) {
            p.problems.append(tr("%1 comes in steps of %2.").arg(p.recipeName).arg(baseAmount));
            return p;
        }
        const int steps = amount / baseAmount;
        if (creation == QLatin1String("weapon-armor")) {
            const int cap = params.weaponArmorBonusMax;
            if (amount + o.mergedAmount > cap)
                p.problems.append(o.mergedAmount > 0
                                      ? tr("Weapon and armor bonuses add up to at most %1; with the +%2 the item has, +%3 is too much (l.1326).")
                                            .arg(cap).arg(o.mergedAmount).arg(amount)
                                      : tr("Weapon and armor bonuses add up to at most %1.").arg(cap));
        }
        if (steps > 30) {
            p.problems.append(tr("%1 steps of strength is beyond any team.").arg(steps));
            return p;
        }
        p.strengthFactor = 1 << (steps - 1);
        shares.append({r, explicitWizards * p.strengthFactor, ownPrice * p.strengthFactor});
    } else if (letters.contains(QLatin1String("B"))) {
        const QStringList& combo = params.stBatteryRows;
        const bool combined = combo.contains(o.recipe);
        if (combined) {
            // Largest share first; each wizard of a share casts that row once.
            int left = amount;
            for (const QString& id : combo) {
                const RuleEntry* e = m_rules.entry(Recipe, id);
                if (!e)
                    continue;
                const int size = qMax(1, e->data.value(QLatin1String("strength")).toObject().value(QLatin1String("amount")).toInt(1));
                const int count = left / size;
                left -= count * size;
                int ignored = 0;
                if (count > 0)
                    shares.append({e, count, rowPrice(m_rules, *e, &ignored) * count});
            }
            if (left > 0)
                p.problems.append(tr("A battery of %1 cannot be made from these rows.").arg(amount));
            if (shares.size() > 1)
                p.notes.append(tr("The battery rows are cast together: one wizard for each share of a row."));
            p.strengthFactor = 0;
            for (const Share& s : shares)
                p.strengthFactor += s.baseWizards;
        } else {
            if (amount % baseAmount != 0) {
                p.problems.append(tr("%1 comes in steps of %2.").arg(p.recipeName).arg(baseAmount));
                return p;
            }
            p.strengthFactor = amount / baseAmount;
            shares.append({r, explicitWizards * p.strengthFactor, ownPrice * p.strengthFactor});
        }
    } else if (letters.contains(QLatin1String("C"))) {
        const int versions = params.noteCVersions.value;
        const int version = o.strength == 0 ? 1 : o.strength;
        if (version < 1 || version > versions) {
            p.problems.append(tr("%1 comes in versions 1 to %2.").arg(p.recipeName).arg(versions));
            return p;
        }
        // A row that is itself the second version (its own wizard count) is not doubled again: checkLimits refuses it.
        p.strengthFactor = 1 << (version - 1);
        shares.append({r, explicitWizards * p.strengthFactor, ownPrice * p.strengthFactor});
    } else {
        if (o.strength != 0 && amount != baseAmount)
            p.problems.append(tr("%1 comes in one strength only.").arg(p.recipeName));
        shares.append({r, explicitWizards, ownPrice});
    }
    if (o.checkLimits)
        checkLimits(o, amount, &p);
    if (ownPrice == 0 && d.value(QLatin1String("notForSale")).toBool())
        p.notes.append(tr("%1 cannot be bought; it adds no market value.").arg(p.recipeName));

    // Parts with every multiplier.
    const int multiplier = p.positionFactor * p.selfPoweredFactor * p.hexFactor;
    p.ownStPerDay = params.wizardOwnStPerDay;
    p.apprenticeStPerDay = params.apprenticeMaxStPerDay;
    p.apprenticeWage = params.apprenticeWage;
    for (const Share& s : shares) {
        const QJsonObject& e = s.entry->data;
        CreationPart part;
        part.recipe = s.entry->id();
        part.name = s.entry->name();
        part.wizards = s.baseWizards * multiplier;
        const double weeks = e.value(QLatin1String("weeks")).toDouble(1);
        part.weeks = qMax(1, int(std::ceil(weeks)));
        if (weeks < 1 && e.contains(QLatin1String("days")))
            p.daysPerWeek = e.value(QLatin1String("days")).toInt(Calendar::daysPerWeek);
        part.stPerDay = e.value(QLatin1String("stPerDay")).toInt();
        part.apprenticesPerWizard = ceilDiv(qMax(0, part.stPerDay - p.ownStPerDay), qMax(1, p.apprenticeStPerDay));
        part.ingredientCostPerWeek = e.value(QLatin1String("ingredientCostPerWeek")).toInt();
        for (const QJsonValue& v : e.value(QLatin1String("ingredients")).toArray()) {
            const QJsonObject i = v.toObject();
            if (i.value(QLatin1String("common")).toBool())
                continue;
            part.ingredientsPerWizard.append({i.value(QLatin1String("name")).toString(), i.value(QLatin1String("quantity")).toDouble(),
                                              i.value(QLatin1String("unit")).toString(), i.value(QLatin1String("cost")).toInt(),
                                              false, i.value(QLatin1String("potion")).toString()});
        }
        part.value = s.value * p.selfPoweredFactor * p.hexFactor * p.positionFactor;
        for (const QJsonValue& v : e.value(QLatin1String("startingItems")).toArray()) {
            const QJsonObject i = v.toObject();
            const QString name = i.value(QLatin1String("name")).toString();
            p.startingItems.append(i.value(QLatin1String("value")).isDouble()
                                       ? tr("%1 ($%2%3)").arg(name).arg(i.value(QLatin1String("value")).toInt())
                                             .arg(i.value(QLatin1String("atLeast")).toBool() ? tr(" or more") : QString())
                                       : name);
        }
        p.wizardsRequired += part.wizards;
        p.spellValue += part.value;
        p.stPerDay = qMax(p.stPerDay, part.stPerDay);
        p.workWeeks = qMax(p.workWeeks, part.weeks);
        p.parts.append(part);
    }

    // The team that actually works: never more than required; fewer take proportionally longer.
    p.teamWizards = o.teamWizards > 0 ? o.teamWizards : p.wizardsRequired;
    if (o.teamWizards < 0)
        p.problems.append(tr("A team needs at least one wizard."));
    if (p.teamWizards > p.wizardsRequired)
        p.problems.append(tr("%1 needs a team of %2; more wizards than that never shortens the work, so a team of %3 is refused.")
                              .arg(p.recipeName)
                              .arg(p.wizardsRequired)
                              .arg(p.teamWizards));
    p.teamWizards = qMax(1, qMin(p.teamWizards, p.wizardsRequired));
    p.rollEvery = ceilDiv(p.wizardsRequired, p.teamWizards);
    if (p.wizardsRequired % p.teamWizards != 0)
        p.notes.append(tr("%1 of %2 wizards: the time is rounded up to %3 times as long.")
                           .arg(p.teamWizards)
                           .arg(p.wizardsRequired)
                           .arg(p.rollEvery));
    p.calendarWeeks = p.workWeeks * p.rollEvery;
    if (p.needsBook) {
        p.bookPages = p.workWeeks * params.bookPagesPerWeek.value;
        p.bookPagesLine = params.bookPagesPerWeek.line;
    }

    // Each successful-roll unit of work: apprentices, wages and ingredients of the working team.
    for (int u = 0; u < p.workWeeks; ++u) {
        qint64 apprentices = 0;
        qint64 cost = 0;
        WeeklyNeeds n;
        for (const CreationPart& part : p.parts) {
            if (u >= part.weeks)
                continue;
            apprentices += qint64(part.wizards) * part.apprenticesPerWizard;
            cost += qint64(part.wizards) * part.ingredientCostPerWeek;
            for (IngredientNeed i : part.ingredientsPerWizard) {
                i.quantity *= double(part.wizards) * p.teamWizards / p.wizardsRequired;
                n.ingredients.append(i);
            }
        }
        n.apprentices = ceilDiv(apprentices * p.teamWizards, p.wizardsRequired);
        n.ingredientCost = ceilDiv(cost * p.teamWizards, p.wizardsRequired);
        n.wages = n.apprentices * p.apprenticeWage;
        p.apprentices = qMax(p.apprentices, n.apprentices);
        p.costPerWeek = qMax(p.costPerWeek, n.total());
        p.totalCost += n.total() * p.rollEvery;
        p.workWeekNeeds.append(n);
    }

    // Notes D–H: percentage added to the underlying item before the spell's value.
    for (const QString& letter : letters) {
        if (tableRow(QStringLiteral("magic-item-creation-notes"), QStringLiteral("letter"), letter, &row)
            && row.value(QLatin1String("valueSurchargePercent")).isDouble()) {
            p.surchargePercent = row.value(QLatin1String("valueSurchargePercent")).toInt();
            p.noteLetter = letter;
        }
    }
    if (p.minMakerIq > 0)
        p.notes.append(tr("Every maker needs IQ %1 or more.").arg(p.minMakerIq));
    return p;
}

} // namespace hk
