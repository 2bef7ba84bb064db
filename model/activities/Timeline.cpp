#include "activities/Timeline.h"
#include "i18n/Translate.h"

#include "activities/ActivityControl.h"
#include "activities/ActivityRepository.h"
#include "activities/SharedActivityData.h"
#include "activities/SpellStudies.h"
#include "activities/SpellStudyData.h"
#include "campaign/Campaign.h"
#include "characters/CharacterRepository.h"
#include "labs/LabRepository.h"
#include "labs/Labs.h"
#include "research/Research.h"
#include "research/ResearchData.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::Timeline", text);
}

// What a scheduled day in an activity's data means, from its key (next…Day).
QString scheduleLabel(const QString& key)
{
    if (key == QLatin1String("nextChargeDay"))
        return tr("payment due");
    if (key == QLatin1String("nextRollDay") || key == QLatin1String("nextWeekDay"))
        return tr("weekly roll");
    return tr("falls due");
}

void findNext(const Activity& a, int today, TimelineRow* row)
{
    if (a.status != ActivityStatus::Active)
        return;
    row->nextDay = a.dueDay;
    row->nextWhat = tr("finishes");
    const QMap<QString, int> schedule = SharedActivityData::read(a).schedule;
    for (auto it = schedule.begin(); it != schedule.end(); ++it) {
        const QString key = it.key();
        const int day = it.value();
        if (day < today || day >= row->nextDay)
            continue;
        if (key == QLatin1String("nextChargeDay") && a.kind == SpellStudies::Kind && SpellStudyData::read(a).feePerWeek == 0)
            continue; // a study without a teacher's pay: nothing is charged

        row->nextDay = day;
        row->nextWhat = scheduleLabel(key);
    }
}

// Research whose weeks the GM keeps secret from the players: its due day is only the next weekly roll, and it
// finishes when the GM's count is reached, which the players may not know. So their bar has no end and no
// "finishes" date; only the weekly roll, which they know of, falls due.
void hideSecretFinish(const Activity& a, int today, TimelineRow* row)
{
    if (a.kind != Research::Kind || a.status != ActivityStatus::Active || ResearchData::read(a).weeksNeededFor(true) >= 0)
        return;
    row->openEnded = true;
    row->end = qMax(today, a.startDay);
    if (row->nextDay == a.dueDay) // the due day of secret research is the next weekly roll
        row->nextWhat = tr("weekly roll");
}

} // namespace

QList<TimelineRow> Timeline::rows(bool includeEnded, bool player, QString* error) const
{
    QList<TimelineRow> out;
    // Names only (not every character read whole), and the details of ended work only where a bar needs them.
    QHash<qint64, QString> names;
    for (const RosterEntry& c : CharacterRepository(m_campaign.database()).names(error))
        names.insert(c.id, c.name);
    if (error && !error->isEmpty())
        return out;
    const int today = m_campaign.info().calendarDay;
    for (const Activity& a : ActivityRepository(m_campaign.database()).listForTimeline(includeEnded, error)) {
        if (player && a.gmOnly)
            continue;
        TimelineRow row;
        row.activityId = a.id;
        row.kind = a.kind;
        row.title = a.title;
        row.who = names.value(a.characterId);
        row.start = a.startDay;
        row.end = a.endedDay > 0 ? a.endedDay : a.dueDay;
        row.status = a.status;
        row.statusText = ActivityControl::statusText(a);
        row.gmOnly = a.gmOnly;
        findNext(a, today, &row);
        if (player)
            hideSecretFinish(a, today, &row);
        out.append(row);
    }
    if (error && !error->isEmpty())
        return out;
    for (const Lab& lab : LabRepository(m_campaign.database()).list(includeEnded, error)) {
        if (lab.tenure == LabTenure::Owned && lab.upkeepPerWeek == 0)
            continue; // nothing runs on the calendar for it
        TimelineRow row;
        row.labId = lab.id;
        row.kind = QStringLiteral("lab");
        row.title = lab.name;
        row.who = lab.ownerId > 0 ? names.value(lab.ownerId) : tr("Party");
        row.start = lab.sinceDay;
        row.status = lab.status == LabStatus::Closed ? ActivityStatus::Done : ActivityStatus::Active;
        row.statusText = Labs::tenureText(lab);
        const int readyDay = lab.data.value(QLatin1String("readyDay")).toInt();
        if (lab.status == LabStatus::Building && readyDay > 0) {
            row.end = readyDay;
            row.nextDay = readyDay;
            row.nextWhat = tr("ready");
        } else {
            row.openEnded = lab.status != LabStatus::Closed;
            row.end = qMax(today, lab.nextChargeDay);
            if (lab.status != LabStatus::Closed && lab.nextChargeDay >= today) {
                row.nextDay = lab.nextChargeDay;
                row.nextWhat = lab.tenure == LabTenure::Rented ? tr("rent due") : tr("upkeep due");
            }
        }
        out.append(row);
    }
    std::stable_sort(out.begin(), out.end(), [](const TimelineRow& a, const TimelineRow& b) {
        if (a.start != b.start)
            return a.start < b.start;
        return a.activityId + a.labId * 1000000 < b.activityId + b.labId * 1000000;
    });
    return out;
}

QList<TimelineRow> Timeline::upcoming(const QList<TimelineRow>& rows, int today, int limit)
{
    QList<TimelineRow> next;
    for (const TimelineRow& r : rows) {
        if (r.nextDay >= today && r.nextDay > 0)
            next.append(r);
    }
    std::stable_sort(next.begin(), next.end(), [](const TimelineRow& a, const TimelineRow& b) { return a.nextDay < b.nextDay; });
    if (next.size() > limit)
        next.resize(limit);
    return next;
}

} // namespace hk
