// WorkshopProjects::plan and its steps: the item and the spell's place on it, the spell planned by the rules
// with this campaign's own limits, what other projects hold, then every wizard (alive, knowing the spells, free,
// with a lab of his own) and every apprentice.
#include "workshop/WorkshopProjects.h"
#include "text/UserText.h"
#include "i18n/Translate.h"

#include "activities/ActivityRepository.h"
#include "campaign/Campaign.h"
#include "characters/CharacterRepository.h"
#include "labs/LabRepository.h"
#include "treasury/Treasury.h"
#include "workshop/MagicItemRepository.h"
#include "workshop/WorkshopProjectData.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::WorkshopProjects", text);
}

// A Charm is the one aid allowed on the weekly roll (Advanced Wizard l.1187), and it is +1 or +2 at most (l.1704).
void checkCharm(const ItemCreationParameters& params, int charm, QStringList* problems)
{
    const CitedNumber most = params.charmMaxBonus;
    if (charm < 0)
        problems->append(tr("A Charm's bonus cannot be negative."));
    else if (charm > most.value)
        problems->append(tr("A Charm adds at most +%1 to the weekly roll (l.%2); a bonus of +%3 is refused.")
                             .arg(most.value)
                             .arg(most.line)
                             .arg(charm));
}

// A Limiting spell or an Expunge goes on an object once (Advanced Wizard l.1576, l.855): a recipe marked
// onePerItem is refused on an item that already carries it.
void checkOnePerItem(const ItemCreation& creation, const RuleEntry& recipe, const MagicItem& item, QStringList* problems)
{
    if (!recipe.data.value(QLatin1String("onePerItem")).toBool())
        return;
    for (const QJsonValue& spell : item.spells) {
        if (spell.toObject().value(QLatin1String("recipe")).toString() != recipe.id())
            continue;
        const RecipeSource source = creation.recipeSource(recipe.id());
        problems->append(tr("%1 already carries %2, and an object takes only one (the %3 entry, %4).")
                             .arg(item.name, recipe.name(), source.entry, source.lines()));
        return;
    }
}

// A Staff of Power is made by the wizard who will use it (l.811): alone, paid by him, on nobody else's rod.
void checkMadeByItsUser(const ItemCreation& creation, const RuleEntry& recipe, const WorkshopRequest& r, const MagicItem& item,
                        QStringList* problems)
{
    if (!recipe.data.value(QLatin1String("madeByItsUser")).toBool())
        return;
    const RecipeSource source = creation.recipeSource(recipe.id());
    if (!r.team.isEmpty() || r.partyPays || (r.itemId > 0 && item.ownerId != 0 && item.ownerId != r.lead))
        problems->append(tr("%1 is made by the wizard who will use it, alone and for himself: no other wizards, no "
                            "party purse, no one else's rod (the %2 entry, %3).")
                             .arg(recipe.name(), source.entry, source.lines()));
}

// Work done only on an item that already is a certain one: a new language for a Lens of Translation (l.1730),
// a broken Serpent Torc's new string (l.1566). The item counts when one of its spells is that recipe or, for
// one bought at market, when its name says so.
void checkNeedsOnItem(const ItemCreation& creation, const RuleEntry& recipe, const WorkshopRequest& r, const MagicItem& item,
                      QStringList* problems)
{
    const QJsonArray needed = recipe.data.value(QLatin1String("needsOnItem")).toArray();
    if (needed.isEmpty())
        return;
    QStringList names;
    for (const QJsonValue& v : needed) {
        const RuleEntry* other = creation.catalogueItem(v.toString());
        const QString name = other ? other->name() : v.toString();
        names << name;
        if (r.itemId <= 0)
            continue;
        if (item.name.contains(name, Qt::CaseInsensitive) || item.baseItem.contains(name, Qt::CaseInsensitive))
            return;
        for (const QJsonValue& spell : item.spells) {
            if (spell.toObject().value(QLatin1String("recipe")).toString() == v.toString())
                return;
        }
    }
    const RecipeSource source = creation.recipeSource(recipe.id());
    problems->append(tr("%1 is done only on an item that already is a %2 (the %3 entry, %4).")
                         .arg(recipe.name(), names.join(tr(" or ")), source.entry, source.lines()));
}

// The strength of the earlier enchantment on the item that this one would join (l.1326), 0 when none.
int mergedAmount(const ItemCreation& creation, const QString& recipe, const MagicItem& item)
{
    const QString group = creation.mergeGroup(recipe);
    if (group.isEmpty())
        return 0;
    for (const QJsonValue& v : item.spells) {
        const QJsonObject spell = v.toObject();
        const QString earlier = spell.value(QLatin1String("recipe")).toString();
        if (creation.mergeGroup(earlier) == group)
            return creation.amountOf(earlier, spell.value(QLatin1String("strength")).toInt());
    }
    return 0;
}

// Some work starts only from an object worth a minimum, e.g. a battery's jewel of $1,000 or more (Advanced Wizard
// l.1676): the recipe's starting items marked atLeast add up to that minimum.
void checkStartingWorth(const ItemCreation& creation, const RuleEntry& recipe, int worth, QStringList* problems)
{
    int least = 0;
    QStringList objects;
    for (const QJsonValue& v : recipe.data.value(QLatin1String("startingItems")).toArray()) {
        const QJsonObject o = v.toObject();
        if (!o.value(QLatin1String("atLeast")).toBool())
            continue;
        least += o.value(QLatin1String("value")).toInt() * qMax(1, o.value(QLatin1String("quantity")).toInt(1));
        objects.append(o.value(QLatin1String("name")).toString());
    }
    if (least == 0 || worth >= least)
        return;
    const RecipeSource source = creation.recipeSource(recipe.id());
    problems->append(tr("%1 starts from a %2 worth %3 or more; this object is worth %4 (the %5 entry, %6).")
                         .arg(recipe.name(), objects.join(QStringLiteral(", ")), Treasury::format(least), Treasury::format(worth),
                              source.entry, source.lines()));
}

// An item's spell is finished by those who began it (Advanced Wizard l.1191), so no second project may start
// on an item while one is open there; otherwise both would plan the same place on it.
void checkItemFree(const ItemCreationParameters& params, const QString& itemName, const QList<qint64>& projectsOnItem,
                   QStringList* problems)
{
    const CitedNumber limit = params.projectsPerItem;
    if (projectsOnItem.isEmpty() || projectsOnItem.size() < limit.value)
        return;
    problems->append(tr("%1 already has a spell under way (project #%2), and an item may have only %3 under way at a "
                        "time; that one must be finished first (l.%4).")
                         .arg(itemName)
                         .arg(projectsOnItem.first())
                         .arg(limit.value)
                         .arg(limit.line));
}

} // namespace

// What the other open projects hold: their wizards, apprentices and labs, and those on the same item.
struct WorkshopProjects::Held
{
    QSet<qint64> wizards;
    QSet<qint64> apprentices;
    QSet<qint64> labs;
    QList<qint64> projectsOnItem;
};

WorkshopPlan WorkshopProjects::plan(const WorkshopRequest& r, QString* error) const
{
    WorkshopPlan w;
    ItemCreation rules(m_campaign.rules());
    MagicItem item;
    int underlying = r.baseValue;
    if (!placeOnItem(r, &w, &item, &underlying, error))
        return w;
    planTheSpell(rules, r, item, underlying, &w);
    Held held;
    if (!heldElsewhere(r, &held, error))
        return w;
    if (rules.parameters())
        checkItemFree(*rules.parameters(), item.name, held.projectsOnItem, &w.problems);
    checkWizards(r, held, &w, error);
    checkApprentices(r, held, &w);
    return w;
}

bool WorkshopProjects::placeOnItem(const WorkshopRequest& r, WorkshopPlan* w, MagicItem* item, int* underlying, QString* error) const
{
    if (r.itemId > 0) {
        if (!MagicItemRepository(m_campaign.database()).find(r.itemId, item, error))
            return false;
        w->position = int(item->spells.size()) + 1;
        *underlying = item->value;
        return true;
    }
    QString nameProblem;
    if (r.itemName.trimmed().isEmpty())
        w->problems.append(tr("Name the new item."));
    else if (!UserText::checkName(r.itemName.trimmed(), tr("The item's name"), &nameProblem))
        w->problems.append(nameProblem);
    if (r.baseValue < 0)
        w->problems.append(tr("An item's own worth cannot be negative."));
    return true;
}

void WorkshopProjects::planTheSpell(const ItemCreation& rules, const WorkshopRequest& r, const MagicItem& item, int underlying,
                                    WorkshopPlan* w) const
{
    ItemCreationOptions options = r.options;
    options.position = w->position;
    // Every item in the magic-item list is magic, even a bought one whose spells were never recorded.
    options.onMagicItem = r.itemId > 0;
    options.teamWizards = 1 + int(r.team.size());
    options.mergedAmount = mergedAmount(rules, options.recipe, item);
    w->plan = rules.plan(options);
    w->problems += w->plan.problems;
    if (const RuleEntry* recipe = m_campaign.rules().entry(QStringLiteral("magic-item-recipe"), options.recipe)) {
        checkOnePerItem(rules, *recipe, item, &w->problems);
        checkMadeByItsUser(rules, *recipe, r, item, &w->problems);
        checkNeedsOnItem(rules, *recipe, r, item, &w->problems);
        checkStartingWorth(rules, *recipe, r.itemId > 0 ? item.baseValue : r.baseValue, &w->problems);
    }
    w->valueAfter = ItemCreation::addSpell(underlying, w->position, w->plan.surchargePercent, w->plan.spellValue).total;
    if (!w->plan.creationSpell.isEmpty() && !m_campaign.rules().entry(QStringLiteral("spell"), w->plan.creationSpell))
        w->problems.append(tr("These rules have no spell “%1” to make this item with.").arg(w->plan.creationSpell));
    if (rules.parameters())
        checkCharm(*rules.parameters(), r.charm, &w->problems);
    if (w->plan.needsBook && !r.hasBook)
        w->problems.append(tr("%1 cannot be cast without the book of instructions for %2: %3 pages, %4 for each week of work. "
                              "The GM confirms it once the team has the book (l.%5, l.%6).")
                               .arg(w->plan.creationSpellName, w->plan.recipeName)
                               .arg(w->plan.bookPages)
                               .arg(rules.parameters() ? rules.parameters()->bookPagesPerWeek.value : 0)
                               .arg(w->plan.bookLine)
                               .arg(w->plan.bookPagesLine));
    if (r.hired < 0)
        w->problems.append(tr("The number of hired apprentices cannot be negative."));
}

bool WorkshopProjects::heldElsewhere(const WorkshopRequest& r, Held* held, QString* error) const
{
    const QList<Activity> others = ActivityRepository(m_campaign.database()).list(0, Kind, false, error);
    if (error && !error->isEmpty())
        return false;
    for (const Activity& a : others) {
        if (!a.isOpen())
            continue;
        const WorkshopProjectData d = WorkshopProjectData::read(a);
        if (r.itemId > 0 && d.item == r.itemId)
            held->projectsOnItem.append(a.id);
        for (qint64 id : d.wizards(a.characterId))
            held->wizards.insert(id);
        for (qint64 id : d.apprentices)
            held->apprentices.insert(id);
        for (const WizardLab& l : d.labs)
            held->labs.insert(l.lab);
    }
    return true;
}

void WorkshopProjects::checkWizards(const WorkshopRequest& r, const Held& held, WorkshopPlan* w, QString* error) const
{
    CharacterRepository characters(m_campaign.database());
    const QList<Lab> allLabs = LabRepository(m_campaign.database()).list(false, error);
    QSet<qint64> seen;
    QSet<qint64> chosenLabs;
    QList<qint64> team{r.lead};
    team += r.team;
    for (qint64 id : team) {
        Character c;
        QString findError;
        if (!characters.find(id, &c, &findError)) {
            w->problems.append(findError);
            continue;
        }
        if (seen.contains(id)) {
            w->problems.append(tr("%1 is named twice on the team.").arg(c.name));
            continue;
        }
        seen.insert(id);
        checkWizard(id, c, held, w);
        const qint64 labId = freeLab(r, id, allLabs, held, chosenLabs);
        if (!labId) {
            if (id == r.lead && r.lab <= 0)
                w->problems.append(tr("Choose a laboratory for %1.").arg(c.name));
            else if (id == r.lead)
                w->problems.append(tr("Laboratory %1 is not a usable wizard's lab attuned to %2 and free this week.").arg(r.lab).arg(c.name));
            else
                w->problems.append(tr("%1 has no usable wizard's lab of his own that is free this week.").arg(c.name));
            continue;
        }
        chosenLabs.insert(labId);
        w->labs.append({id, labId});
    }
}

void WorkshopProjects::checkWizard(qint64 id, const Character& c, const Held& held, WorkshopPlan* w) const
{
    if (c.archived)
        w->problems.append(tr("%1 is archived.").arg(c.name));
    if (!c.spells.contains(w->plan.creationSpell) && !w->plan.creationSpell.isEmpty())
        w->problems.append(tr("%1 does not know %2.").arg(c.name, w->plan.creationSpellName));
    for (const QString& s : w->plan.alsoRequiresSpells) {
        if (!c.spells.contains(s)) {
            const RuleEntry* e = m_campaign.rules().entry(QStringLiteral("spell"), s);
            w->problems.append(tr("%1 does not know %2.").arg(c.name, e ? e->name() : s));
        }
    }
    if (w->plan.minMakerIq > 0 && c.iq < w->plan.minMakerIq)
        w->problems.append(tr("%1 has IQ %2; this item needs %3.").arg(c.name).arg(c.iq).arg(w->plan.minMakerIq));
    if (held.wizards.contains(id))
        w->problems.append(tr("%1 is already working on another creation project.").arg(c.name));
}

qint64 WorkshopProjects::freeLab(const WorkshopRequest& r, qint64 wizard, const QList<Lab>& allLabs, const Held& held,
                                 const QSet<qint64>& chosenLabs) const
{
    LabRepository labs(m_campaign.database());
    for (const Lab& l : allLabs) {
        if (wizard == r.lead && l.id != r.lab)
            continue;
        QString e;
        const bool fits = l.labType == QLatin1String("wizard") && l.usable() && !chosenLabs.contains(l.id)
            && !held.labs.contains(l.id) && labs.isAttuned(l.id, wizard, &e) && labs.bookings(l.id, 0, &e).isEmpty();
        if (fits)
            return l.id;
    }
    return 0;
}

void WorkshopProjects::checkApprentices(const WorkshopRequest& r, const Held& held, WorkshopPlan* w) const
{
    CharacterRepository characters(m_campaign.database());
    for (qint64 id : r.apprentices) {
        Character c;
        QString findError;
        if (!characters.find(id, &c, &findError)) {
            w->problems.append(findError);
            continue;
        }
        if (c.role != QLatin1String("apprentice"))
            w->problems.append(tr("%1 is not an apprentice.").arg(c.name));
        if (c.archived)
            w->problems.append(tr("%1 is archived.").arg(c.name));
        if (held.apprentices.contains(id))
            w->problems.append(tr("%1 already helps on another project.").arg(c.name));
    }
    const int have = int(r.apprentices.size()) + r.hired;
    if (w->plan.ok() && have < w->plan.apprentices)
        w->problems.append(tr("The team needs %1 apprentices; %2 named or hired.").arg(w->plan.apprentices).arg(have));
}

} // namespace hk
