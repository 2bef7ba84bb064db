#include "activities/ActivityControl.h"

#include "activities/ActivityCommand.h"
#include "activities/ActivityRepository.h"
#include "activities/SpellStudies.h"
#include "campaign/Campaign.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace hk {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("hk::ActivityControl", text);
}

bool isScheduleKey(const QString& key)
{
    return key.startsWith(QLatin1String("next")) && key.endsWith(QLatin1String("Day"));
}

} // namespace

QString ActivityControl::statusText(const Activity& a)
{
    // Only public reasons: why work stopped, or how a failed batch ended (a finished one says no more, so a
    // faulty batch looks like any other).
    QString why;
    if (a.status == QLatin1String("halted"))
        why = a.data.value(QLatin1String("haltReason")).toString();
    else if (a.status == QLatin1String("cancelled"))
        why = a.data.value(QLatin1String("outcome")).toString();
    return why.isEmpty() || why == a.status ? a.status : QStringLiteral("%1 (%2)").arg(a.status, why);
}

bool ActivityControl::canPause(const Activity& a)
{
    return a.status == QLatin1String("active");
}

bool ActivityControl::canResume(const Activity& a)
{
    return a.status == QLatin1String("halted");
}

bool ActivityControl::canCancel(const Activity& a)
{
    return a.status == QLatin1String("active") || a.status == QLatin1String("halted") || a.status == QLatin1String("blocked");
}

bool ActivityControl::pause(qint64 activityId, QString* error)
{
    Activity before;
    if (!ActivityRepository(m_campaign.database()).find(activityId, &before, error))
        return false;
    if (!canPause(before)) {
        *error = tr("“%1” is not under way (%2), so it cannot be set aside.").arg(before.title, before.status);
        return false;
    }
    Activity after = before;
    after.status = QStringLiteral("halted");
    after.data.insert(QStringLiteral("haltReason"), QStringLiteral("paused"));
    after.data.insert(QStringLiteral("haltedOn"), m_campaign.info().calendarDay);
    return ActivityCommand::push(m_campaign, tr("Set aside %1").arg(before.title), before, after, error);
}

bool ActivityControl::resume(qint64 activityId, QString* error)
{
    Activity before;
    if (!ActivityRepository(m_campaign.database()).find(activityId, &before, error))
        return false;
    if (!canResume(before)) {
        *error = tr("“%1” is not halted (%2), so there is nothing to resume.").arg(before.title, before.status);
        return false;
    }
    if (before.kind == QLatin1String("learning"))
        return SpellStudies(m_campaign).resume(activityId, error);
    const int today = m_campaign.info().calendarDay;
    const int lost = qMax(0, today - before.data.value(QLatin1String("haltedOn")).toInt(today));
    Activity after = before;
    after.status = QStringLiteral("active");
    after.dueDay += lost;
    for (const QString& key : before.data.keys()) {
        if (isScheduleKey(key) && before.data.value(key).toInt() > 0)
            after.data.insert(key, before.data.value(key).toInt() + lost);
    }
    after.data.remove(QStringLiteral("haltReason"));
    after.data.remove(QStringLiteral("haltedOn"));
    after.data.insert(QStringLiteral("resumedOn"), today);
    return ActivityCommand::push(m_campaign, tr("Resume %1").arg(before.title), before, after, error);
}

bool ActivityControl::cancel(qint64 activityId, QString* error)
{
    Activity before;
    if (!ActivityRepository(m_campaign.database()).find(activityId, &before, error))
        return false;
    if (!canCancel(before)) {
        *error = tr("“%1” has already ended (%2).").arg(before.title, before.status);
        return false;
    }
    Activity after = before;
    after.status = QStringLiteral("cancelled");
    after.endedDay = m_campaign.info().calendarDay;
    return ActivityCommand::push(m_campaign, tr("Cancel %1").arg(before.title), before, after, error);
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
    for (const QJsonValue& week : a.data.value(QLatin1String("history")).toArray()) {
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
            {QStringLiteral("status"), a.status},
            {QStringLiteral("cost"), a.cost},
            {QStringLiteral("gmOnly"), a.gmOnly},
            {QStringLiteral("endedDay"), a.endedDay},
            {QStringLiteral("data"), data}};
}

} // namespace hk
