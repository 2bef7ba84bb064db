#pragma once

#include "activities/Activity.h"
#include "characters/SpellLearning.h"

#include <QList>

namespace hk {

class Campaign;

// Starting, cancelling and resuming a character's spell learning: checks the plan (SpellLearning) against the
// character, the activities already under way and the learner's purse, then records a timed "learning"
// activity and pays what is due up front (the Guild's fee, a teacher's first week) as one undoable step.
// The calendar charges the teacher week by week and completes it (LearningResolver); a study whose pay
// ran out is halted until resumed. Used by the GUI and the CLI alike.
class SpellStudies
{
public:
    static const QString Kind; // "learning"

    explicit SpellStudies(Campaign& campaign) : m_campaign(campaign) {}

    LearningPlan plan(qint64 characterId, const QString& method, const QString& spell, int teacherFeePerWeek,
                      QString* error) const;
    bool start(qint64 characterId, const QString& method, const QString& spell, int teacherFeePerWeek,
               qint64* activityId, QString* error);
    bool cancel(qint64 activityId, QString* error);
    // Resumes a study halted for want of money: pays the week now and moves its end by the days lost.
    bool resume(qint64 activityId, QString* error);
    QList<Activity> list(qint64 characterId, bool includeEnded, QString* error) const;

private:
    Campaign& m_campaign;
};

} // namespace hk
