// ItemCreation::plan and its steps, in the order Advanced Wizard gives them for making a magic item: the
// creation spell and who may cast it, the spell's place on the item, self-powered and large items, the
// strength (Notes A, B, C), the team with every multiplier, the team that actually works, what each week
// uses, and the surcharge of Notes D–H on the item's value.
#include "magic/ItemCreation.h"
#include "i18n/Translate.h"

#include "time/Calendar.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

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

// The amount one row of the table makes (a 5-point battery row: 5).
int rowAmount(const RuleEntry& e)
{
    return qMax(1, std::abs(e.data.value(QLatin1String("strength")).toObject().value(QLatin1String("amount")).toInt(1)));
}

QStringList noteLetters(const RuleEntry& recipe)
{
    QStringList letters;
    for (const QJsonValue& v : recipe.data.value(QLatin1String("noteLetters")).toArray())
        letters.append(v.toString());
    return letters;
}

} // namespace

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
    findCreationSpell(*r, &p);
    if (!placeOnItem(*r, o, &p))
        return p;
    weighSelfPoweringAndSize(o, &p);
    const Strength strength = strengthAsked(*r, o);
    QList<Share> shares;
    if (!chooseStrength(*r, o, strength, &p, &shares))
        return p;
    if (o.checkLimits)
        checkLimits(o, strength.amount, &p);
    if (strength.price == 0 && r->data.value(QLatin1String("notForSale")).toBool())
        p.notes.append(tr("%1 cannot be bought; it adds no market value.").arg(p.recipeName));
    gatherTeam(shares, &p);
    fitWorkingTeam(o, &p);
    countWeeklyNeeds(&p);
    addValueSurcharge(*r, &p);
    if (p.minMakerIq > 0)
        p.notes.append(tr("Every maker needs IQ %1 or more.").arg(p.minMakerIq));
    return p;
}

void ItemCreation::findCreationSpell(const RuleEntry& recipe, ItemCreationPlan* p) const
{
    const QJsonObject& d = recipe.data;
    const QString creation = d.value(QLatin1String("creationSpell")).toString();
    QJsonObject row;
    p->creationSpell = tableRow(QStringLiteral("magic-item-creation-spells"), QStringLiteral("id"), creation, &row)
        ? row.value(QLatin1String("spell")).toString(creation)
        : creation;
    p->needsBook = row.value(QLatin1String("needsBook")).toBool();
    p->bookLine = row.value(QLatin1String("bookLine")).toInt();
    const RuleEntry* spell = m_rules.entry(QStringLiteral("spell"), p->creationSpell);
    p->creationSpellName = spell ? spell->name() : p->creationSpell;
    for (const QJsonValue& v : d.value(QLatin1String("alsoRequiresSpells")).toArray())
        p->alsoRequiresSpells.append(v.toString());
    p->minMakerIq = d.value(QLatin1String("minMakerIq")).toInt();
    p->noteLetter = noteLetters(recipe).value(0);
}

bool ItemCreation::placeOnItem(const RuleEntry& recipe, const ItemCreationOptions& o, ItemCreationPlan* p) const
{
    const int maxSpells = m_parameters->spellsPerItem;
    if (o.position < 1 || o.position > maxSpells) {
        p->problems.append(tr("An item holds at most %1 spells; position %2 is not possible.").arg(maxSpells).arg(o.position));
        return false;
    }
    QJsonObject row;
    if (recipe.data.value(QLatin1String("noDoubling")).toBool()) {
        p->positionFactor = 1;
        if (o.position > 1)
            p->notes.append(tr("%1 takes the same team, time and cost wherever it goes on the item.").arg(p->recipeName));
    } else if (tableRow(QStringLiteral("magic-item-spell-position"), QStringLiteral("position"), o.position, &row)) {
        p->positionFactor = row.value(QLatin1String("wizards")).toInt(1);
    } else {
        p->problems.append(tr("The rules give no team size for spell number %1 on an item.").arg(o.position));
    }
    return true;
}

void ItemCreation::weighSelfPoweringAndSize(const ItemCreationOptions& o, ItemCreationPlan* p) const
{
    QJsonObject row;
    if (o.selfPoweredStPerTurn < 0) {
        p->problems.append(tr("Self-powered ST per turn cannot be negative."));
    } else if (o.selfPoweredStPerTurn > 0) {
        if (tableRow(QStringLiteral("magic-item-self-powered"), QStringLiteral("stPerTurn"), o.selfPoweredStPerTurn, &row))
            p->selfPoweredFactor = row.value(QLatin1String("wizardMultiplier")).toInt(1);
        else
            p->problems.append(tr("The rules give self-powered items of up to a few ST per turn only; %1 is not listed.")
                                   .arg(o.selfPoweredStPerTurn));
    }
    if (o.itemHexes < 1)
        p->problems.append(tr("An item covers at least one hex."));
    p->hexFactor = qMax(1, o.itemHexes);
}

ItemCreation::Strength ItemCreation::strengthAsked(const RuleEntry& recipe, const ItemCreationOptions& o) const
{
    Strength s;
    int unitsPrice = 0;
    s.price = rowPrice(m_rules, recipe, &unitsPrice);
    s.baseAmount = rowAmount(recipe);
    s.amount = o.strength == 0 ? s.baseAmount : std::abs(o.strength);
    s.wizards = recipe.data.value(QLatin1String("wizardsRequired")).toInt(1);
    return s;
}

bool ItemCreation::chooseStrength(const RuleEntry& recipe, const ItemCreationOptions& o, const Strength& s, ItemCreationPlan* p,
                                  QList<Share>* shares) const
{
    const QStringList letters = noteLetters(recipe);
    if (letters.contains(QLatin1String("A")))
        return strengthInSteps(recipe, o, s, p, shares);
    if (letters.contains(QLatin1String("B")))
        return batteryStrength(recipe, o, s, p, shares);
    if (letters.contains(QLatin1String("C")))
        return versionStrength(recipe, o, s, p, shares);
    if (o.strength != 0 && s.amount != s.baseAmount)
        p->problems.append(tr("%1 comes in one strength only.").arg(p->recipeName));
    shares->append({&recipe, s.wizards, s.price});
    return true;
}

bool ItemCreation::strengthInSteps(const RuleEntry& recipe, const ItemCreationOptions& o, const Strength& s, ItemCreationPlan* p,
                                   QList<Share>* shares) const
{
    if (s.amount % s.baseAmount != 0) {
        p->problems.append(tr("%1 comes in steps of %2.").arg(p->recipeName).arg(s.baseAmount));
        return false;
    }
    const int steps = s.amount / s.baseAmount;
    if (recipe.data.value(QLatin1String("creationSpell")).toString() == QLatin1String("weapon-armor")) {
        const int cap = m_parameters->weaponArmorBonusMax;
        if (s.amount + o.mergedAmount > cap)
            p->problems.append(o.mergedAmount > 0
                                   ? tr("Weapon and armor bonuses add up to at most %1; with the +%2 the item has, +%3 is too much (l.1326).")
                                         .arg(cap).arg(o.mergedAmount).arg(s.amount)
                                   : tr("Weapon and armor bonuses add up to at most %1.").arg(cap));
    }
    if (steps > 30) {
        p->problems.append(tr("%1 steps of strength is beyond any team.").arg(steps));
        return false;
    }
    p->strengthFactor = 1 << (steps - 1);
    shares->append({&recipe, s.wizards * p->strengthFactor, s.price * p->strengthFactor});
    return true;
}

bool ItemCreation::batteryStrength(const RuleEntry& recipe, const ItemCreationOptions& o, const Strength& s, ItemCreationPlan* p,
                                   QList<Share>* shares) const
{
    const QStringList& combo = m_parameters->stBatteryRows;
    if (!combo.contains(o.recipe)) {
        if (s.amount % s.baseAmount != 0) {
            p->problems.append(tr("%1 comes in steps of %2.").arg(p->recipeName).arg(s.baseAmount));
            return false;
        }
        p->strengthFactor = s.amount / s.baseAmount;
        shares->append({&recipe, s.wizards * p->strengthFactor, s.price * p->strengthFactor});
        return true;
    }
    // Largest share first; each wizard of a share casts that row once.
    int left = s.amount;
    for (const QString& id : combo) {
        const RuleEntry* e = m_rules.entry(Recipe, id);
        if (!e)
            continue;
        const int size = rowAmount(*e);
        const int count = left / size;
        left -= count * size;
        int ignored = 0;
        if (count > 0)
            shares->append({e, count, rowPrice(m_rules, *e, &ignored) * count});
    }
    if (left > 0)
        p->problems.append(tr("A battery of %1 cannot be made from these rows.").arg(s.amount));
    if (shares->size() > 1)
        p->notes.append(tr("The battery rows are cast together: one wizard for each share of a row."));
    p->strengthFactor = 0;
    for (const Share& share : *shares)
        p->strengthFactor += share.baseWizards;
    return true;
}

bool ItemCreation::versionStrength(const RuleEntry& recipe, const ItemCreationOptions& o, const Strength& s, ItemCreationPlan* p,
                                   QList<Share>* shares) const
{
    const int versions = m_parameters->noteCVersions.value;
    const int version = o.strength == 0 ? 1 : o.strength;
    if (version < 1 || version > versions) {
        p->problems.append(tr("%1 comes in versions 1 to %2.").arg(p->recipeName).arg(versions));
        return false;
    }
    // A row that is itself the second version (its own wizard count) is not doubled again: checkLimits refuses it.
    p->strengthFactor = 1 << (version - 1);
    shares->append({&recipe, s.wizards * p->strengthFactor, s.price * p->strengthFactor});
    return true;
}

void ItemCreation::gatherTeam(const QList<Share>& shares, ItemCreationPlan* p) const
{
    const ItemCreationParameters& params = *m_parameters;
    p->ownStPerDay = params.wizardOwnStPerDay;
    p->apprenticeStPerDay = params.apprenticeMaxStPerDay;
    p->apprenticeWage = params.apprenticeWage;
    for (const Share& s : shares) {
        const CreationPart part = teamPart(s, p);
        p->wizardsRequired += part.wizards;
        p->spellValue += part.value;
        p->stPerDay = qMax(p->stPerDay, part.stPerDay);
        p->workWeeks = qMax(p->workWeeks, part.weeks);
        p->parts.append(part);
    }
}

CreationPart ItemCreation::teamPart(const Share& s, ItemCreationPlan* p) const
{
    const int multiplier = p->positionFactor * p->selfPoweredFactor * p->hexFactor;
    const QJsonObject& e = s.entry->data;
    CreationPart part;
    part.recipe = s.entry->id();
    part.name = s.entry->name();
    part.wizards = s.baseWizards * multiplier;
    const double weeks = e.value(QLatin1String("weeks")).toDouble(1);
    part.weeks = qMax(1, int(std::ceil(weeks)));
    if (weeks < 1 && e.contains(QLatin1String("days")))
        p->daysPerWeek = e.value(QLatin1String("days")).toInt(Calendar::daysPerWeek);
    part.stPerDay = e.value(QLatin1String("stPerDay")).toInt();
    part.apprenticesPerWizard = ceilDiv(qMax(0, part.stPerDay - p->ownStPerDay), qMax(1, p->apprenticeStPerDay));
    part.ingredientCostPerWeek = e.value(QLatin1String("ingredientCostPerWeek")).toInt();
    for (const QJsonValue& v : e.value(QLatin1String("ingredients")).toArray()) {
        const QJsonObject i = v.toObject();
        if (i.value(QLatin1String("common")).toBool())
            continue;
        part.ingredientsPerWizard.append({i.value(QLatin1String("name")).toString(), i.value(QLatin1String("quantity")).toDouble(),
                                          i.value(QLatin1String("unit")).toString(), i.value(QLatin1String("cost")).toInt(),
                                          false, i.value(QLatin1String("potion")).toString()});
    }
    part.value = s.value * p->selfPoweredFactor * p->hexFactor * p->positionFactor;
    for (const QJsonValue& v : e.value(QLatin1String("startingItems")).toArray()) {
        const QJsonObject i = v.toObject();
        const QString name = i.value(QLatin1String("name")).toString();
        p->startingItems.append(i.value(QLatin1String("value")).isDouble()
                                    ? tr("%1 ($%2%3)").arg(name).arg(i.value(QLatin1String("value")).toInt())
                                          .arg(i.value(QLatin1String("atLeast")).toBool() ? tr(" or more") : QString())
                                    : name);
    }
    return part;
}

void ItemCreation::fitWorkingTeam(const ItemCreationOptions& o, ItemCreationPlan* p) const
{
    p->teamWizards = o.teamWizards > 0 ? o.teamWizards : p->wizardsRequired;
    if (o.teamWizards < 0)
        p->problems.append(tr("A team needs at least one wizard."));
    if (p->teamWizards > p->wizardsRequired)
        p->problems.append(tr("%1 needs a team of %2; more wizards than that never shortens the work, so a team of %3 is refused.")
                               .arg(p->recipeName)
                               .arg(p->wizardsRequired)
                               .arg(p->teamWizards));
    p->teamWizards = qMax(1, qMin(p->teamWizards, p->wizardsRequired));
    p->rollEvery = ceilDiv(p->wizardsRequired, p->teamWizards);
    if (p->wizardsRequired % p->teamWizards != 0)
        p->notes.append(tr("%1 of %2 wizards: the time is rounded up to %3 times as long.")
                            .arg(p->teamWizards)
                            .arg(p->wizardsRequired)
                            .arg(p->rollEvery));
    p->calendarWeeks = p->workWeeks * p->rollEvery;
    if (p->needsBook) {
        p->bookPages = p->workWeeks * m_parameters->bookPagesPerWeek.value;
        p->bookPagesLine = m_parameters->bookPagesPerWeek.line;
    }
}

void ItemCreation::countWeeklyNeeds(ItemCreationPlan* p) const
{
    for (int u = 0; u < p->workWeeks; ++u) {
        qint64 apprentices = 0;
        qint64 cost = 0;
        WeeklyNeeds n;
        for (const CreationPart& part : p->parts) {
            if (u >= part.weeks)
                continue;
            apprentices += qint64(part.wizards) * part.apprenticesPerWizard;
            cost += qint64(part.wizards) * part.ingredientCostPerWeek;
            for (IngredientNeed i : part.ingredientsPerWizard) {
                i.quantity *= double(part.wizards) * p->teamWizards / p->wizardsRequired;
                n.ingredients.append(i);
            }
        }
        n.apprentices = ceilDiv(apprentices * p->teamWizards, p->wizardsRequired);
        n.ingredientCost = ceilDiv(cost * p->teamWizards, p->wizardsRequired);
        n.wages = n.apprentices * p->apprenticeWage;
        p->apprentices = qMax(p->apprentices, n.apprentices);
        p->costPerWeek = qMax(p->costPerWeek, n.total());
        p->totalCost += n.total() * p->rollEvery;
        p->workWeekNeeds.append(n);
    }
}

void ItemCreation::addValueSurcharge(const RuleEntry& recipe, ItemCreationPlan* p) const
{
    QJsonObject row;
    for (const QString& letter : noteLetters(recipe)) {
        if (tableRow(QStringLiteral("magic-item-creation-notes"), QStringLiteral("letter"), letter, &row)
            && row.value(QLatin1String("valueSurchargePercent")).isDouble()) {
            p->surchargePercent = row.value(QLatin1String("valueSurchargePercent")).toInt();
            p->noteLetter = letter;
        }
    }
}

} // namespace hk
