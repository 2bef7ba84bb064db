#include "workshop/WorkshopProjects.h"
#include "text/UserText.h"
#include "i18n/Translate.h"

#include "activities/ActivityEdits.h"
#include "activities/ActivityRepository.h"
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
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

bool underway(const Activity& a)
{
    return a.isOpen();
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

const QString WorkshopProjects::Kind = QStringLiteral("workshop");

QList<qint64> WorkshopProjects::wizards(const Activity& project)
{
    return WorkshopProjectData::read(project).wizards(project.characterId);
}

QString WorkshopProjects::progressText(const Activity& project)
{
    const WorkshopProjectData d = WorkshopProjectData::read(project);
    return tr("%1/%2 weeks").arg(d.weeksMade).arg(d.workWeeks);
}

WorkshopPlan WorkshopProjects::plan(const WorkshopRequest& r, QString* error) const
{
    WorkshopPlan w;
    QSqlDatabase db = m_campaign.database();
    CharacterRepository characters(db);
    LabRepository labs(db);
    ItemCreation rules(m_campaign.rules());

    // The item decides the spell's place.
    int underlying = r.baseValue;
    MagicItem item;
    if (r.itemId > 0) {
        if (!MagicItemRepository(db).find(r.itemId, &item, error))
            return w;
        w.position = int(item.spells.size()) + 1;
        underlying = item.value;
    } else {
        QString nameProblem;
        if (r.itemName.trimmed().isEmpty())
            w.problems.append(tr("Name the new item."));
        else if (!UserText::checkName(r.itemName.trimmed(), tr("The item's name"), &nameProblem))
            w.problems.append(nameProblem);
        if (r.baseValue < 0)
            w.problems.append(tr("An item's own worth cannot be negative."));
    }
    ItemCreationOptions options = r.options;
    options.position = w.position;
    // Every item in the magic-item list is magic, even a bought one whose spells were never recorded.
    options.onMagicItem = r.itemId > 0;
    options.teamWizards = 1 + int(r.team.size());
    options.mergedAmount = mergedAmount(rules, options.recipe, item);
    w.plan = rules.plan(options);
    w.problems += w.plan.problems;
    if (const RuleEntry* recipe = m_campaign.rules().entry(QStringLiteral("magic-item-recipe"), options.recipe)) {
        checkOnePerItem(rules, *recipe, item, &w.problems);
        checkMadeByItsUser(rules, *recipe, r, item, &w.problems);
        checkNeedsOnItem(rules, *recipe, r, item, &w.problems);
        checkStartingWorth(rules, *recipe, r.itemId > 0 ? item.baseValue : r.baseValue, &w.problems);
    }
    w.valueAfter = ItemCreation::addSpell(underlying, w.position, w.plan.surchargePercent, w.plan.spellValue).total;
    if (!w.plan.creationSpell.isEmpty() && !m_campaign.rules().entry(QStringLiteral("spell"), w.plan.creationSpell))
        w.problems.append(tr("These rules have no spell “%1” to make this item with.").arg(w.plan.creationSpell));
    if (rules.parameters())
        checkCharm(*rules.parameters(), r.charm, &w.problems);
    if (w.plan.needsBook && !r.hasBook)
        w.problems.append(tr("%1 cannot be cast without the book of instructions for %2: %3 pages, %4 for each week of work. "
                             "The GM confirms it once the team has the book (l.%5, l.%6).")
                              .arg(w.plan.creationSpellName, w.plan.recipeName)
                              .arg(w.plan.bookPages)
                              .arg(rules.parameters() ? rules.parameters()->bookPagesPerWeek.value : 0)
                              .arg(w.plan.bookLine)
                              .arg(w.plan.bookPagesLine));
    if (r.hired < 0)
        w.problems.append(tr("The number of hired apprentices cannot be negative."));

    // What other projects hold: wizards, labs and apprentices.
    const QList<Activity> others = ActivityRepository(db).list(0, Kind, false, error);
    if (error && !error->isEmpty())
        return w;
    QSet<qint64> busyWizards, busyApprentices, busyLabs;
    QList<qint64> projectsOnItem;
    for (const Activity& a : others) {
        if (!underway(a))
            continue;
        const WorkshopProjectData d = WorkshopProjectData::read(a);
        if (r.itemId > 0 && d.item == r.itemId)
            projectsOnItem.append(a.id);
        for (qint64 id : d.wizards(a.characterId))
            busyWizards.insert(id);
        for (qint64 id : d.apprentices)
            busyApprentices.insert(id);
        for (const WizardLab& l : d.labs)
            busyLabs.insert(l.lab);
    }
    if (rules.parameters())
        checkItemFree(*rules.parameters(), item.name, projectsOnItem, &w.problems);

    // Every wizard: alive, knows the spells, free, with a usable lab attuned to him.
    const QList<Lab> allLabs = labs.list(false, error);
    QSet<qint64> seen;
    QSet<qint64> chosenLabs;
    QList<qint64> team{r.lead};
    team += r.team;
    for (qint64 id : team) {
        Character c;
        QString findError;
        if (!characters.find(id, &c, &findError)) {
            w.problems.append(findError);
            continue;
        }
        if (seen.contains(id)) {
            w.problems.append(tr("%1 is named twice on the team.").arg(c.name));
            continue;
        }
        seen.insert(id);
        if (c.archived)
            w.problems.append(tr("%1 is archived.").arg(c.name));
        if (!c.spells.contains(w.plan.creationSpell) && !w.plan.creationSpell.isEmpty())
            w.problems.append(tr("%1 does not know %2.").arg(c.name, w.plan.creationSpellName));
        for (const QString& s : w.plan.alsoRequiresSpells) {
            if (!c.spells.contains(s)) {
                const RuleEntry* e = m_campaign.rules().entry(QStringLiteral("spell"), s);
                w.problems.append(tr("%1 does not know %2.").arg(c.name, e ? e->name() : s));
            }
        }
        if (w.plan.minMakerIq > 0 && c.iq < w.plan.minMakerIq)
            w.problems.append(tr("%1 has IQ %2; this item needs %3.").arg(c.name).arg(c.iq).arg(w.plan.minMakerIq));
        if (busyWizards.contains(id))
            w.problems.append(tr("%1 is already working on another creation project.").arg(c.name));
        qint64 labId = 0;
        for (const Lab& l : allLabs) {
            if (id == r.lead && l.id != r.lab)
                continue;
            QString e;
            const bool fits = l.labType == QLatin1String("wizard") && l.usable() && !chosenLabs.contains(l.id)
                && !busyLabs.contains(l.id) && labs.isAttuned(l.id, id, &e) && labs.bookings(l.id, 0, &e).isEmpty();
            if (fits) {
                labId = l.id;
                break;
            }
        }
        if (!labId) {
            if (id == r.lead && r.lab <= 0)
                w.problems.append(tr("Choose a laboratory for %1.").arg(c.name));
            else if (id == r.lead)
                w.problems.append(tr("Laboratory %1 is not a usable wizard's lab attuned to %2 and free this week.").arg(r.lab).arg(c.name));
            else
                w.problems.append(tr("%1 has no usable wizard's lab of his own that is free this week.").arg(c.name));
            continue;
        }
        chosenLabs.insert(labId);
        w.labs.append({id, labId});
    }

    // Apprentices.
    for (qint64 id : r.apprentices) {
        Character c;
        QString findError;
        if (!characters.find(id, &c, &findError)) {
            w.problems.append(findError);
            continue;
        }
        if (c.role != QLatin1String("apprentice"))
            w.problems.append(tr("%1 is not an apprentice.").arg(c.name));
        if (c.archived)
            w.problems.append(tr("%1 is archived.").arg(c.name));
        if (busyApprentices.contains(id))
            w.problems.append(tr("%1 already helps on another project.").arg(c.name));
    }
    const int have = int(r.apprentices.size()) + r.hired;
    if (w.plan.ok() && have < w.plan.apprentices)
        w.problems.append(tr("The team needs %1 apprentices; %2 named or hired.").arg(w.plan.apprentices).arg(have));
    return w;
}

bool WorkshopProjects::start(const WorkshopRequest& r, qint64* activityId, QString* error)
{
    Activity a;
    const bool ok = m_campaign.change(tr("Start a project"), [&](QString* text, QString* error) {
        QString e;
        const WorkshopPlan w = plan(r, &e);
        if (!e.isEmpty()) {
            *error = e;
            return false;
        }
        if (!w.ok()) {
            *error = tr("The project cannot start: %1").arg(w.problems.join(QLatin1Char(' ')));
            return false;
        }
        const ItemCreationPlan& p = w.plan;
        QString itemName = r.itemName;
        if (r.itemId > 0) {
            MagicItem item;
            if (!MagicItemRepository(m_campaign.database()).find(r.itemId, &item, error))
                return false;
            itemName = item.name;
        }
        a.kind = Kind;
        a.characterId = r.lead;
        a.title = tr("%1 on %2").arg(p.recipeName, itemName);
        a.startDay = m_campaign.info().calendarDay;
        a.dueDay = a.startDay + p.calendarWeeks * p.daysPerWeek;
        a.cost = p.totalCost;
        WorkshopProjectData d;
        d.recipe = p.options.recipe;
        d.recipeName = p.recipeName;
        d.strength = p.options.strength;
        d.selfPowered = p.options.selfPoweredStPerTurn;
        d.hexes = p.options.itemHexes;
        d.position = w.position;
        d.item = r.itemId;
        d.itemName = itemName;
        d.baseValue = r.baseValue;
        d.payer = r.partyPays ? 0 : r.lead;
        d.team = r.team;
        d.lab = r.lab;
        for (const auto& [wizard, lab] : w.labs)
            d.labs.append({wizard, lab});
        d.apprentices = r.apprentices;
        d.hired = r.hired;
        d.charm = r.charm;
        d.potionsFromStock = r.potionsFromStock;
        d.creationSpell = p.creationSpell;
        d.wizardsRequired = p.wizardsRequired;
        d.teamWizards = p.teamWizards;
        d.rollEvery = p.rollEvery;
        d.workWeeks = p.workWeeks;
        d.daysPerWeek = p.daysPerWeek;
        d.costPerWeek = p.costPerWeek;
        d.spellValue = p.spellValue;
        d.surchargePercent = p.surchargePercent;
        d.valueAfter = w.valueAfter;
        d.nextWeekDay = a.startDay + p.daysPerWeek;
        d.write(&a);
        *text = tr("Start %1").arg(a.title);
        return ActivityEdits::insert(m_campaign, &a, error);
}, error);
    if (ok && activityId)
        *activityId = a.id;
    return ok;
}

bool WorkshopProjects::find(qint64 projectId, Activity* out, QString* error) const
{
    if (!ActivityRepository(m_campaign.database()).find(projectId, out, error))
        return false;
    if (out->kind != Kind) {
        *error = tr("Activity %1 is not a workshop project.").arg(projectId);
        return false;
    }
    return true;
}

bool WorkshopProjects::recordAbsence(qint64 projectId, qint64 wizard, int days, bool inARow, QString* error)
{
    return m_campaign.change(tr("Record an absence"), [&](QString* text, QString* error) {
        Activity before;
        if (!find(projectId, &before, error))
            return false;
        if (!underway(before)) {
            *error = tr("“%1” has ended (%2).").arg(before.title, activityStatusKey(before.status));
            return false;
        }
        if (!wizards(before).contains(wizard)) {
            *error = tr("Character %1 is not on the team of “%2”.").arg(wizard).arg(before.title);
            return false;
        }
        WorkshopProjectData d = WorkshopProjectData::read(before);
        if (days < 0 || days > d.daysPerWeek) {
            *error = tr("Days away must be between 0 and %1.").arg(d.daysPerWeek);
            return false;
        }
        Activity after = before;
        d.away.insert(wizard, {days, inARow && days > 1});
        d.write(&after);
        *text = tr("Absence on %1").arg(before.title);
        return ActivityRepository(m_campaign.database()).update(after, error);
}, error);
}

bool WorkshopProjects::replace(qint64 projectId, qint64 dead, qint64 by, bool* made, QString* error)
{
    return m_campaign.change(tr("Replace a team member"), [&](QString* text, QString* error) {
        Activity before;
        if (!find(projectId, &before, error))
            return false;
        if (!underway(before)) {
            *error = tr("“%1” has ended (%2).").arg(before.title, activityStatusKey(before.status));
            return false;
        }
        if (dead == before.characterId) {
            *error = tr("The lead wizard cannot be replaced: his death loses the unfinished spell. Archive him and advance, or cancel.");
            return false;
        }
        WorkshopProjectData d = WorkshopProjectData::read(before);
        if (!d.team.contains(dead)) {
            *error = tr("Character %1 is not on the team of “%2”.").arg(dead).arg(before.title);
            return false;
        }
        // The newcomer must qualify like any team member (spell, lab, not busy elsewhere).
        CharacterRepository characters(m_campaign.database());
        Character newcomer;
        if (!characters.find(by, &newcomer, error))
            return false;
        if (newcomer.archived || wizards(before).contains(by)) {
            *error = tr("%1 cannot join this team.").arg(newcomer.name);
            return false;
        }
        WorkshopRequest probe;
        probe.lead = by;
        probe.itemName = QStringLiteral("probe");
        probe.hasBook = true; // the project has its book already
        probe.options.recipe = d.recipe;
        probe.options.strength = d.strength;
        probe.options.selfPoweredStPerTurn = d.selfPowered;
        probe.options.itemHexes = d.hexes;
        qint64 labId = 0;
        {
            QString e;
            for (const Lab& l : LabRepository(m_campaign.database()).list(false, &e)) {
                if (l.labType == QLatin1String("wizard") && l.usable() && LabRepository(m_campaign.database()).isAttuned(l.id, by, &e)
                    && LabRepository(m_campaign.database()).bookings(l.id, 0, &e).isEmpty()) {
                    labId = l.id;
                    break;
                }
            }
        }
        probe.lab = labId;
        QString e;
        const WorkshopPlan check = plan(probe, &e);
        QStringList personal;
        for (const QString& problem : check.problems) {
            if (problem.contains(newcomer.name))
                personal.append(problem);
        }
        if (!e.isEmpty() || !personal.isEmpty()) {
            *error = e.isEmpty() ? personal.join(QLatin1Char(' ')) : e;
            return false;
        }

        // The 5-dice roll on basic DX, a Charm the only help.
        Character deadOne;
        QString deadName = QString::number(dead);
        if (characters.find(dead, &deadOne, &e))
            deadName = deadOne.name;
        const ItemCreation creation(m_campaign.rules());
        if (!creation.parameters()) {
            *error = creation.parametersError();
            return false;
        }
        const ItemCreationParameters& dice = *creation.parameters();
        const int charm = d.charm;
        const RollRecord roll = m_campaign.dice().rollAgainst(dice.replacementDice, newcomer.dx + charm,
                                                              {newcomer.name, tr("Replaces %1 on %2").arg(deadName, before.title), false});
        const bool success = roll.success.value_or(false);
        if (made)
            *made = success;

        Activity after = before;
        d.team.replace(d.team.indexOf(dead), by);
        for (WizardLab& l : d.labs) {
            if (l.wizard == dead)
                l = {by, labId};
        }
        d.dead.append(dead);
        QJsonArray faces;
        for (int f : roll.faces)
            faces.append(f);
        const int today = m_campaign.info().calendarDay;
        d.history.append(QJsonObject{{QStringLiteral("day"), today},
                                     {QStringLiteral("week"), d.weekNumber},
                                     {QStringLiteral("roll"), faces},
                                     {QStringLiteral("total"), roll.total},
                                     {QStringLiteral("dice"), dice.replacementDice},
                                     {QStringLiteral("target"), newcomer.dx + charm},
                                     {QStringLiteral("outcome"), QString(success ? QLatin1String("replaced") : QLatin1String("restart"))},
                                     {QStringLiteral("note"), success ? tr("%1 takes %2's place.").arg(newcomer.name, deadName)
                                                                      : tr("%1 fails to take %2's place: the spell starts over.")
                                                                            .arg(newcomer.name, deadName)}});
        if (!success) {
            d.weeksMade = 0;
            d.subWeeks = 0;
            const int left = d.workWeeks * d.rollEvery;
            after.dueDay = qMax(after.dueDay, today + left * d.daysPerWeek);
        }
        if (after.status == ActivityStatus::Halted && haltReasonKey(after.haltReason) == QLatin1String("team")) {
            after.status = ActivityStatus::Active;
            after.haltReason = HaltReason::None;
            d.haltedOn.reset();
            d.resumedOn = today;
            d.nextWeekDay = today + d.daysPerWeek;
        }
        d.write(&after);
        *text = tr("Replace %1 on %2").arg(deadName, before.title);
        return ActivityRepository(m_campaign.database()).update(after, error);
}, error);
}

QList<Activity> WorkshopProjects::list(bool includeEnded, QString* error) const
{
    return ActivityRepository(m_campaign.database()).list(0, Kind, includeEnded, error);
}

QList<MagicItem> WorkshopProjects::items(qint64 ownerId, QString* error) const
{
    return MagicItemRepository(m_campaign.database()).list(ownerId, error);
}

} // namespace hk
