#pragma once

#include "activities/Activity.h"

#include <QList>
#include <QString>

namespace hk {

class Campaign;

// One bar of the downtime timeline: an activity (project, batch, study, research, search, attunement) or a
// laboratory held by the week, with its span on the calendar and the next thing that falls due for it.
struct TimelineRow
{
    qint64 activityId = 0; // set for activities
    qint64 labId = 0;      // set for laboratories
    QString kind;          // the activity kind, or "lab"
    QString title;
    QString who;           // the character (or "Party")
    int start = 0;
    int end = 0;           // due or ended day; for a lab held by the week, its next charge
    bool openEnded = false;
    // An activity's status; a lab's row is Active while it is held and Done once given up.
    ActivityStatus status = ActivityStatus::Active;
    QString statusText;    // the status with why it stopped or ended; a lab's tenure
    bool gmOnly = false;
    int nextDay = 0;       // 0 = nothing more falls due
    QString nextWhat;      // "weekly roll", "payment due", "finishes", …
};

// Builds the timeline of the whole campaign from its activities and labs, for the Gantt view, the "falls due
// next" list and tests. Why a class of its own: the view only draws; what a row spans and what falls due next
// is decided here, in one place, for every kind of work, including what players may not see.
class Timeline
{
public:
    explicit Timeline(Campaign& campaign) : m_campaign(campaign) {}

    // Rows ordered by start then id; ended activities only when includeEnded; GM-only ones left out for players.
    QList<TimelineRow> rows(bool includeEnded, bool player, QString* error) const;
    // The rows with something falling due on or after today, soonest first.
    static QList<TimelineRow> upcoming(const QList<TimelineRow>& rows, int today, int limit);

private:
    Campaign& m_campaign;
};

} // namespace hk
