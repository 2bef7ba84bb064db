#pragma once

#include "activities/Activity.h"

#include <QJsonArray>
#include <QMap>
#include <QString>

#include <optional>

namespace hk {

// The keys of an activity's data that code reads whatever the kind: whether the work takes the whole week, when
// it was set aside and taken up again, how it ended, its week-by-week history, and the days the calendar acts on
// it. Pausing and resuming any activity, the timeline, the "already busy full time" checks and the player's view
// of the history work through it; each kind's own details are in its struct (WorkshopProjectData, BatchData,
// ResearchData, MarketSearchData, SpellStudyData, AttunementData). It never adds a key the activity lacks.
struct SharedActivityData
{
    bool fullTime = false;
    std::optional<int> haltedOn;   // the day the work stopped
    std::optional<int> resumedOn;  // the day it was last taken up again
    std::optional<int> repairedIn; // the schema step that halted it because it could no longer be resolved
    QString outcome;               // how it ended, when its kind says ("ruined", "attuned", …)
    QJsonArray history;            // one object per week: day, week, roll, total, dice, target, outcome, note, …
    QMap<QString, int> schedule;   // every next…Day key of the kind (nextWeekDay, nextRollDay, nextChargeDay, …)
    bool operator==(const SharedActivityData&) const = default;

    static SharedActivityData read(const Activity& activity);
    void write(Activity* activity) const;
};

} // namespace hk
