#pragma once

#include "activities/Activity.h"
#include "characters/SpellLearning.h"

#include <QList>

namespace hk {

class Campaign;

// Starting and cancelling a character's spell learning: checks the plan (SpellLearning) against the
// character and the activities already under way, then records a timed "learning" activity as one
// undoable step. The calendar completes it (LearningResolver). Used by the GUI and the CLI alike.
class SpellStudies
{
public:
    explicit SpellStudies(Campaign& campaign) : m_campaign(campaign) {}

    LearningPlan plan(qint64 characterId, const QString& method, const QString& spell, int teacherFeePerWeek,
                      QString* error) const;
    bool start(qint64 characterId, const QString& method, const QString& spell, int teacherFeePerWeek,
               qint64* activityId, QString* error);
    bool cancel(qint64 activityId, QString* error);
    QList<Activity> list(qint64 characterId, bool includeEnded, QString* error) const;

private:
    Campaign& m_campaign;
};

} // namespace hk
