#include "activities/ActivityControl.h"
#include "i18n/Translate.h"

#include "activities/ActivityEdits.h"
#include "activities/ActivityRepository.h"
#include "activities/SharedActivityData.h"
#include "activities/SpellStudies.h"
#include "campaign/Campaign.h"
#include "labs/LabRepository.h"
#include "research/Research.h"
#include "time/Calendar.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::ActivityControl", text);
}

// The words for the keys files keep: statuses, halt reasons and how a week or the work came out.
const QHash<QString, const char*>& keyWords()
{
    static const QHash<QString, const char*> words{
        {QStringLiteral("active"), QT_TRANSLATE_NOOP("hk::ActivityControl", "active")},
        {QStringLiteral("halted"), QT_TRANSLATE_NOOP("hk::ActivityControl", "halted")},
        {QStringLiteral("blocked"), QT_TRANSLATE_NOOP("hk::ActivityControl", "blocked")},
        {QStringLiteral("done"), QT_TRANSLATE_NOOP("hk::ActivityControl", "done")},
        {QStringLiteral("cancelled"), QT_TRANSLATE_NOOP("hk::ActivityControl", "cancelled")},
        {QStringLiteral("paused"), QT_TRANSLATE_NOOP("hk::ActivityControl", "paused")},
        {QStringLiteral("money"), QT_TRANSLATE_NOOP("hk::ActivityControl", "money")},
        {QStringLiteral("ingredients"), QT_TRANSLATE_NOOP("hk::ActivityControl", "ingredients")},
        {QStringLiteral("lab"), QT_TRANSLATE_NOOP("hk::ActivityControl", "lab")},
        {QStringLiteral("team"), QT_TRANSLATE_NOOP("hk::ActivityControl", "team")},
        {QStringLiteral("absent"), QT_TRANSLATE_NOOP("hk::ActivityControl", "absent")},
        {QStringLiteral("attuned"), QT_TRANSLATE_NOOP("hk::ActivityControl", "attuned")},
        {QStringLiteral("exploded"), QT_TRANSLATE_NOOP("hk::ActivityControl", "exploded")},
        {QStringLiteral("failed"), QT_TRANSLATE_NOOP("hk::ActivityControl", "failed")},
        {QStringLiteral("finished"), QT_TRANSLATE_NOOP("hk::ActivityControl", "finished")},
        {QStringLiteral("found"), QT_TRANSLATE_NOOP("hk::ActivityControl", "found")},
        {QStringLiteral("not-found"), QT_TRANSLATE_NOOP("hk::ActivityControl", "not found")},
        {QStringLiteral("kept-secret"), QT_TRANSLATE_NOOP("hk::ActivityControl", "kept secret")},
        {QStringLiteral("revealed"), QT_TRANSLATE_NOOP("hk::ActivityControl", "revealed")},
        {QStringLiteral("made"), QT_TRANSLATE_NOOP("hk::ActivityControl", "made")},
        {QStringLiteral("missed"), QT_TRANSLATE_NOOP("hk::ActivityControl", "missed")},
        {QStringLiteral("ruined"), QT_TRANSLATE_NOOP("hk::ActivityControl", "ruined")},
        {QStringLiteral("worked"), QT_TRANSLATE_NOOP("hk::ActivityControl", "worked")},
        {QStringLiteral("lead-died"), QT_TRANSLATE_NOOP("hk::ActivityControl", "lead died")},
    };
    return words;
}

} // namespace

QString ActivityControl::keyText(const QString& key)
{
    if (key.startsWith(QLatin1String("halted-"))) // a week that halted the work, with why
        return QStringLiteral("%1 (%2)").arg(keyText(QStringLiteral("halted")), keyText(key.mid(7)));
    const char* word = keyWords().value(key);
    return word ? tr(word) : key;
}

QString ActivityControl::statusText(const Activity& a)
{
    // Only public reasons: why work stopped, or how a failed batch ended (a finished one says no more, so a
    // faulty batch looks like any other).
    const QString status = activityStatusKey(a.status);
    QString why;
    if (a.status == ActivityStatus::Halted)
        why = haltReasonKey(a.haltReason);
    else if (a.status == ActivityStatus::Cancelled)
        why = SharedActivityData::read(a).outcome;
    return why.isEmpty() || why == status ? keyText(status) : QStringLiteral("%1 (%2)").arg(keyText(status), keyText(why));
}

bool ActivityControl::canPause(const Activity& a)
{
    return a.status == ActivityStatus::Active;
}

bool ActivityControl::canResume(const Activity& a)
{
    return a.status == ActivityStatus::Halted;
}

bool ActivityControl::canCancel(const Activity& a)
{
    return a.isOpen() || a.status == ActivityStatus::Blocked;
}

bool ActivityControl::pause(qint64 activityId, QString* error)
{
    return ActivityEdits::edit(m_campaign, activityId, tr("Set aside"), [&](Activity& a, QString* text, QString* e) {
        if (!canPause(a)) {
            *e = tr("“%1” is not under way (%2), so it cannot be set aside.").arg(a.title, activityStatusKey(a.status));
            return false;
        }
        *text = tr("Set aside %1").arg(a.title);
        a.status = ActivityStatus::Halted;
        a.haltReason = HaltReason::Paused;
        SharedActivityData d = SharedActivityData::read(a);
        d.haltedOn = m_campaign.info().calendarDay;
        d.write(&a);
        return true;
    }, error);
}

bool ActivityControl::resume(qint64 activityId, QString* error)
{
    Activity current;
    if (!ActivityRepository(m_campaign.database()).find(activityId, &current, error))
        return false;
    if (current.kind == SpellStudies::Kind)
        return SpellStudies(m_campaign).resume(activityId, error);
    return ActivityEdits::edit(m_campaign, activityId, tr("Resume"), [&](Activity& a, QString* text, QString* e) {
        if (!canResume(a)) {
            *e = tr("“%1” is not halted (%2), so there is nothing to resume.").arg(a.title, activityStatusKey(a.status));
            return false;
        }
        const QString problem = resumeProblem(a, e);
        if (!problem.isEmpty()) {
            *e = problem;
            return false;
        }
        *text = tr("Resume %1").arg(a.title);
        resumeFrom(m_campaign.info().calendarDay, &a);
        return true;
    }, error);
}

QString ActivityControl::resumeProblem(const Activity& a, QString* error) const
{
    // Work in a laboratory the party no longer holds (a rental that lapsed, a lab given up) has nowhere to go on.
    LabRepository labs(m_campaign.database());
    for (qint64 labId : ActivityRepository::labsOf(a)) {
        Lab lab;
        if (!labs.find(labId, &lab, error))
            return *error;
        if (lab.status != LabStatus::Closed)
            continue;
        return a.kind == Research::Kind
                   ? tr("“%1” cannot go on: %2 is no longer the party's (its rental lapsed or it was given up). Move the "
                        "research to another laboratory first, or cancel it.")
                         .arg(a.title, lab.name)
                   : tr("“%1” cannot go on: %2 is no longer the party's (its rental lapsed or it was given up). Cancel "
                        "it, then rent or buy a laboratory and start the work again.")
                         .arg(a.title, lab.name);
    }
    return {};
}

void ActivityControl::resumeFrom(int today, Activity* a)
{
    SharedActivityData d = SharedActivityData::read(*a);
    // Every kind's schedule (nextWeekDay, nextRollDay, …) and its end move on by the days lost.
    const int lost = qMax(0, today - d.haltedOn.value_or(today));
    a->dueDay += lost;
    for (int& day : d.schedule) {
        if (day > 0)
            day += lost;
    }
    // Work that halted on the day its step fell due (a lab's charge and the week's roll share that day) would
    // still be due today, a day the next advance never resolves: the halted step starts again today.
    int earliest = a->dueDay;
    for (int day : std::as_const(d.schedule)) {
        if (day > 0)
            earliest = qMin(earliest, day);
    }
    if (earliest <= today) {
        const int restart = today + Calendar::daysPerWeek - earliest;
        a->dueDay += restart;
        for (int& day : d.schedule) {
            if (day > 0)
                day += restart;
        }
    }
    a->status = ActivityStatus::Active;
    a->haltReason = HaltReason::None;
    d.haltedOn.reset();
    d.resumedOn = today;
    d.repairedIn.reset();
    d.write(a);
}

bool ActivityControl::cancel(qint64 activityId, QString* error)
{
    return ActivityEdits::edit(m_campaign, activityId, tr("Cancel"), [&](Activity& a, QString* text, QString* e) {
        if (!canCancel(a)) {
            *e = tr("“%1” has already ended (%2).").arg(a.title, activityStatusKey(a.status));
            return false;
        }
        *text = tr("Cancel %1").arg(a.title);
        a.status = ActivityStatus::Cancelled;
        a.endedDay = m_campaign.info().calendarDay;
        return true;
    }, error);
}

int ActivityControl::repairedCount(QString* error) const
{
    return ActivityRepository(m_campaign.database()).countRepaired(error);
}

QString ActivityControl::repairNotice(QString* error) const
{
    return repairNotice(repairedCount(error));
}

QString ActivityControl::repairNotice(int n)
{
    if (n <= 0)
        return {};
    return QCoreApplication::translate("hk::ActivityControl",
                                       "%n piece(s) of downtime work could no longer be resolved and were halted when "
                                       "this file was brought up to date. The event log says which; resume or cancel "
                                       "each one.",
                                       nullptr, n);
}

bool ActivityControl::find(qint64 activityId, Activity* out, bool player, QString* error) const
{
    if (!ActivityRepository(m_campaign.database()).find(activityId, out, error))
        return false;
    if (player && out->gmOnly) {
        *error = tr("There is no activity with id %1.").arg(activityId);
        return false;
    }
    return true;
}

QList<Activity> ActivityControl::list(qint64 characterId, const QString& kind, bool includeEnded, bool player, QString* error) const
{
    QList<Activity> all = ActivityRepository(m_campaign.database()).list(characterId, kind, includeEnded, error);
    if (player)
        all.removeIf([](const Activity& a) { return a.gmOnly; });
    return all;
}

QJsonArray ActivityControl::history(const Activity& a, bool player)
{
    // A week can be recorded twice: the GM's entry with the roll (gmOnly) and what the players are told
    // (playerOnly, e.g. only "the work goes on" when the roll made a faulty batch). Each side sees its own.
    QJsonArray shown;
    for (const QJsonValue& week : SharedActivityData::read(a).history) {
        const QJsonObject w = week.toObject();
        if (w.value(QLatin1String(player ? "gmOnly" : "playerOnly")).toBool())
            continue;
        shown.append(week);
    }
    return shown;
}

QJsonObject ActivityControl::toJson(const Activity& a, bool player)
{
    QJsonObject data = a.data;
    if (a.haltReason != HaltReason::None)
        data.insert(QStringLiteral("haltReason"), haltReasonKey(a.haltReason));
    if (player) {
        data.remove(QStringLiteral("gm"));
        data.insert(QStringLiteral("history"), history(a, true));
    }
    return {{QStringLiteral("id"), a.id},
            {QStringLiteral("kind"), a.kind},
            {QStringLiteral("character"), a.characterId},
            {QStringLiteral("title"), a.title},
            {QStringLiteral("startDay"), a.startDay},
            {QStringLiteral("dueDay"), a.dueDay},
            {QStringLiteral("status"), activityStatusKey(a.status)},
            {QStringLiteral("cost"), a.cost},
            {QStringLiteral("gmOnly"), a.gmOnly},
            {QStringLiteral("endedDay"), a.endedDay},
            {QStringLiteral("data"), data}};
}

} // namespace hk
