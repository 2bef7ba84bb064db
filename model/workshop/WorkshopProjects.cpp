#include "workshop/WorkshopProjects.h"

#include "activities/ActivityEdits.h"
#include "activities/ActivityRepository.h"
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "characters/CharacterRepository.h"
#include "labs/LabRepository.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"
#include "workshop/MagicItemRepository.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

namespace hk {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("hk::WorkshopProjects", text);
}

bool underway(const Activity& a)
{
    return a.isOpen();
}

QJsonArray idArray(const QList<qint64>& ids)
{
    QJsonArray out;
    for (qint64 id : ids)
        out.append(id);
    return out;
}

QList<qint64> idList(const QJsonValue& v)
{
    QList<qint64> out;
    for (const QJsonValue& x : v.toArray())
        out.append(x.toVariant().toLongLong());
    return out;
}

} // namespace

const QString WorkshopProjects::Kind = QStringLiteral("workshop");

QList<qint64> WorkshopProjects::wizards(const Activity& project)
{
    QList<qint64> all{project.characterId};
    all += idList(project.data.value(QLatin1String("team")));
    return all;
}

QString WorkshopProjects::progressText(const Activity& project)
{
    return tr("%1/%2 weeks").arg(project.data.value(QLatin1String("weeksMade")).toInt())
        .arg(project.data.value(QLatin1String("workWeeks")).toInt());
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
    if (r.itemId > 0) {
        MagicItem item;
        if (!MagicItemRepository(db).find(r.itemId, &item, error))
            return w;
        w.position = int(item.spells.size()) + 1;
        underlying = item.value;
    } else {
        if (r.itemName.trimmed().isEmpty())
            w.problems.append(tr("Name the new item."));
        if (r.baseValue < 0)
            w.problems.append(tr("An item's own worth cannot be negative."));
    }
    ItemCreationOptions options = r.options;
    options.position = w.position;
    options.teamWizards = 1 + int(r.team.size());
    w.plan = rules.plan(options);
    w.problems += w.plan.problems;
    w.valueAfter = ItemCreation::addSpell(underlying, w.position, w.plan.surchargePercent, w.plan.spellValue).total;
    if (!w.plan.creationSpell.isEmpty() && !m_campaign.rules().entry(QStringLiteral("spell"), w.plan.creationSpell))
        w.problems.append(tr("These rules have no spell “%1” to make this item with.").arg(w.plan.creationSpell));
    if (r.charm < 0)
        w.problems.append(tr("A Charm's bonus cannot be negative."));
    if (r.hired < 0)
        w.problems.append(tr("The number of hired apprentices cannot be negative."));

    // What other projects hold: wizards, labs and apprentices.
    const QList<Activity> others = ActivityRepository(db).list(0, Kind, false, error);
    if (error && !error->isEmpty())
        return w;
    QSet<qint64> busyWizards, busyApprentices, busyLabs;
    for (const Activity& a : others) {
        if (!underway(a))
            continue;
        for (qint64 id : wizards(a))
            busyWizards.insert(id);
        for (qint64 id : idList(a.data.value(QLatin1String("apprentices"))))
            busyApprentices.insert(id);
        for (const QJsonValue& v : a.data.value(QLatin1String("labs")).toArray())
            busyLabs.insert(v.toObject().value(QLatin1String("lab")).toVariant().toLongLong());
    }

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
        QJsonArray labs;
        for (const auto& [wizard, lab] : w.labs)
            labs.append(QJsonObject{{QStringLiteral("wizard"), wizard}, {QStringLiteral("lab"), lab}});
        a.data = QJsonObject{{QStringLiteral("recipe"), p.options.recipe},
                             {QStringLiteral("recipeName"), p.recipeName},
                             {QStringLiteral("strength"), p.options.strength},
                             {QStringLiteral("selfPowered"), p.options.selfPoweredStPerTurn},
                             {QStringLiteral("hexes"), p.options.itemHexes},
                             {QStringLiteral("position"), w.position},
                             {QStringLiteral("item"), r.itemId},
                             {QStringLiteral("itemName"), itemName},
                             {QStringLiteral("baseValue"), r.baseValue},
                             {QStringLiteral("payer"), r.partyPays ? 0 : r.lead},
                             {QStringLiteral("team"), idArray(r.team)},
                             {QStringLiteral("lab"), r.lab},
                             {QStringLiteral("labs"), labs},
                             {QStringLiteral("apprentices"), idArray(r.apprentices)},
                             {QStringLiteral("hired"), r.hired},
                             {QStringLiteral("charm"), r.charm},
                             {QStringLiteral("potionsFromStock"), r.potionsFromStock},
                             {QStringLiteral("creationSpell"), p.creationSpell},
                             {QStringLiteral("wizardsRequired"), p.wizardsRequired},
                             {QStringLiteral("teamWizards"), p.teamWizards},
                             {QStringLiteral("rollEvery"), p.rollEvery},
                             {QStringLiteral("workWeeks"), p.workWeeks},
                             {QStringLiteral("daysPerWeek"), p.daysPerWeek},
                             {QStringLiteral("costPerWeek"), p.costPerWeek},
                             {QStringLiteral("spellValue"), p.spellValue},
                             {QStringLiteral("surchargePercent"), p.surchargePercent},
                             {QStringLiteral("valueAfter"), w.valueAfter},
                             {QStringLiteral("weeksMade"), 0},
                             {QStringLiteral("subWeeks"), 0},
                             {QStringLiteral("weekNumber"), 0},
                             {QStringLiteral("nextWeekDay"), a.startDay + p.daysPerWeek},
                             {QStringLiteral("lastWorkedDay"), 0},
                             {QStringLiteral("needsFourDice"), false},
                             {QStringLiteral("away"), QJsonObject{}},
                             {QStringLiteral("history"), QJsonArray{}}};
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
        const int week = before.data.value(QLatin1String("daysPerWeek")).toInt(Calendar::daysPerWeek);
        if (days < 0 || days > week) {
            *error = tr("Days away must be between 0 and %1.").arg(week);
            return false;
        }
        Activity after = before;
        QJsonObject away = after.data.value(QLatin1String("away")).toObject();
        away.insert(QString::number(wizard), QJsonObject{{QStringLiteral("days"), days}, {QStringLiteral("inARow"), inARow && days > 1}});
        after.data.insert(QStringLiteral("away"), away);
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
        QList<qint64> team = idList(before.data.value(QLatin1String("team")));
        if (!team.contains(dead)) {
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
        probe.options.recipe = before.data.value(QLatin1String("recipe")).toString();
        probe.options.strength = before.data.value(QLatin1String("strength")).toInt();
        probe.options.selfPoweredStPerTurn = before.data.value(QLatin1String("selfPowered")).toInt();
        probe.options.itemHexes = before.data.value(QLatin1String("hexes")).toInt(1);
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
        const int charm = before.data.value(QLatin1String("charm")).toInt();
        const RollRecord roll = m_campaign.dice().rollAgainst(dice.replacementDice, newcomer.dx + charm,
                                                              {newcomer.name, tr("Replaces %1 on %2").arg(deadName, before.title), false});
        const bool success = roll.success.value_or(false);
        if (made)
            *made = success;

        Activity after = before;
        team.replace(team.indexOf(dead), by);
        after.data.insert(QStringLiteral("team"), idArray(team));
        QJsonArray labs;
        for (const QJsonValue& v : before.data.value(QLatin1String("labs")).toArray()) {
            QJsonObject o = v.toObject();
            if (o.value(QLatin1String("wizard")).toVariant().toLongLong() == dead)
                o = QJsonObject{{QStringLiteral("wizard"), by}, {QStringLiteral("lab"), labId}};
            labs.append(o);
        }
        after.data.insert(QStringLiteral("labs"), labs);
        QJsonArray deadList = after.data.value(QLatin1String("dead")).toArray();
        deadList.append(dead);
        after.data.insert(QStringLiteral("dead"), deadList);
        QJsonArray faces;
        for (int f : roll.faces)
            faces.append(f);
        const int today = m_campaign.info().calendarDay;
        QJsonArray history = after.data.value(QLatin1String("history")).toArray();
        history.append(QJsonObject{{QStringLiteral("day"), today},
                                   {QStringLiteral("week"), after.data.value(QLatin1String("weekNumber")).toInt()},
                                   {QStringLiteral("roll"), faces},
                                   {QStringLiteral("total"), roll.total},
                                   {QStringLiteral("dice"), dice.replacementDice},
                                   {QStringLiteral("target"), newcomer.dx + charm},
                                   {QStringLiteral("outcome"), QString(success ? QLatin1String("replaced") : QLatin1String("restart"))},
                                   {QStringLiteral("note"), success ? tr("%1 takes %2's place.").arg(newcomer.name, deadName)
                                                                    : tr("%1 fails to take %2's place: the spell starts over.")
                                                                          .arg(newcomer.name, deadName)}});
        after.data.insert(QStringLiteral("history"), history);
        if (!success) {
            after.data.insert(QStringLiteral("weeksMade"), 0);
            after.data.insert(QStringLiteral("subWeeks"), 0);
            const int left = after.data.value(QLatin1String("workWeeks")).toInt() * after.data.value(QLatin1String("rollEvery")).toInt(1);
            after.dueDay = qMax(after.dueDay, today + left * after.data.value(QLatin1String("daysPerWeek")).toInt(Calendar::daysPerWeek));
        }
        if (after.status == ActivityStatus::Halted && haltReasonKey(after.haltReason) == QLatin1String("team")) {
            after.status = ActivityStatus::Active;
            after.haltReason = HaltReason::None;
            after.data.remove(QStringLiteral("haltedOn"));
            after.data.insert(QStringLiteral("resumedOn"), today);
            after.data.insert(QStringLiteral("nextWeekDay"), today + after.data.value(QLatin1String("daysPerWeek")).toInt(Calendar::daysPerWeek));
        }
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
