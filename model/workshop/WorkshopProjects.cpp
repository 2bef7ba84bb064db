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
        WorkshopProjectData d = WorkshopProjectData::read(before);
        Character newcomer;
        qint64 labId = 0;
        if (!checkReplacement(before, d, dead, by, &newcomer, &labId, error))
            return false;
        // The 5-dice roll on basic DX, a Charm the only help.
        Character deadOne;
        QString deadName = QString::number(dead);
        QString e;
        if (CharacterRepository(m_campaign.database()).find(dead, &deadOne, &e))
            deadName = deadOne.name;
        const ItemCreation creation(m_campaign.rules());
        if (!creation.parameters()) {
            *error = creation.parametersError();
            return false;
        }
        const int dice = creation.parameters()->replacementDice;
        const RollRecord roll = m_campaign.dice().rollAgainst(dice, newcomer.dx + d.charm,
                                                              {newcomer.name, tr("Replaces %1 on %2").arg(deadName, before.title), false});
        if (made)
            *made = roll.success.value_or(false);
        Activity after = before;
        recordReplacement(dead, newcomer, deadName, labId, roll, dice, &d, &after);
        d.write(&after);
        *text = tr("Replace %1 on %2").arg(deadName, before.title);
        return ActivityRepository(m_campaign.database()).update(after, error);
}, error);
}

bool WorkshopProjects::checkReplacement(const Activity& before, const WorkshopProjectData& d, qint64 dead, qint64 by, Character* newcomer,
                                        qint64* labId, QString* error) const
{
    if (!underway(before)) {
        *error = tr("“%1” has ended (%2).").arg(before.title, activityStatusKey(before.status));
        return false;
    }
    if (dead == before.characterId) {
        *error = tr("The lead wizard cannot be replaced: his death loses the unfinished spell. Archive him and advance, or cancel.");
        return false;
    }
    if (!d.team.contains(dead)) {
        *error = tr("Character %1 is not on the team of “%2”.").arg(dead).arg(before.title);
        return false;
    }
    // The newcomer must qualify like any team member (spell, lab, not busy elsewhere).
    if (!CharacterRepository(m_campaign.database()).find(by, newcomer, error))
        return false;
    if (newcomer->archived || wizards(before).contains(by)) {
        *error = tr("%1 cannot join this team.").arg(newcomer->name);
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
    *labId = firstFreeLab(by);
    probe.lab = *labId;
    QString e;
    const WorkshopPlan check = plan(probe, &e);
    QStringList personal;
    for (const QString& problem : check.problems) {
        if (problem.contains(newcomer->name))
            personal.append(problem);
    }
    if (!e.isEmpty() || !personal.isEmpty()) {
        *error = e.isEmpty() ? personal.join(QLatin1Char(' ')) : e;
        return false;
    }
    return true;
}

qint64 WorkshopProjects::firstFreeLab(qint64 wizard) const
{
    QString e;
    LabRepository labs(m_campaign.database());
    for (const Lab& l : labs.list(false, &e)) {
        if (l.labType == QLatin1String("wizard") && l.usable() && labs.isAttuned(l.id, wizard, &e) && labs.bookings(l.id, 0, &e).isEmpty())
            return l.id;
    }
    return 0;
}

void WorkshopProjects::recordReplacement(qint64 dead, const Character& newcomer, const QString& deadName, qint64 labId,
                                         const RollRecord& roll, int dice, WorkshopProjectData* d, Activity* after) const
{
    const bool success = roll.success.value_or(false);
    d->team.replace(d->team.indexOf(dead), newcomer.id);
    for (WizardLab& l : d->labs) {
        if (l.wizard == dead)
            l = {newcomer.id, labId};
    }
    d->dead.append(dead);
    QJsonArray faces;
    for (int f : roll.faces)
        faces.append(f);
    const int today = m_campaign.info().calendarDay;
    d->history.append(QJsonObject{{QStringLiteral("day"), today},
                                  {QStringLiteral("week"), d->weekNumber},
                                  {QStringLiteral("roll"), faces},
                                  {QStringLiteral("total"), roll.total},
                                  {QStringLiteral("dice"), dice},
                                  {QStringLiteral("target"), newcomer.dx + d->charm},
                                  {QStringLiteral("outcome"), QString(success ? QLatin1String("replaced") : QLatin1String("restart"))},
                                  {QStringLiteral("note"), success ? tr("%1 takes %2's place.").arg(newcomer.name, deadName)
                                                                   : tr("%1 fails to take %2's place: the spell starts over.")
                                                                         .arg(newcomer.name, deadName)}});
    if (!success) {
        d->weeksMade = 0;
        d->subWeeks = 0;
        const int left = d->workWeeks * d->rollEvery;
        after->dueDay = qMax(after->dueDay, today + left * d->daysPerWeek);
    }
    if (after->status == ActivityStatus::Halted && haltReasonKey(after->haltReason) == QLatin1String("team")) {
        after->status = ActivityStatus::Active;
        after->haltReason = HaltReason::None;
        d->haltedOn.reset();
        d->resumedOn = today;
        d->nextWeekDay = today + d->daysPerWeek;
    }
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
