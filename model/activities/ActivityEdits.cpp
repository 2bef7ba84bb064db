#include "activities/ActivityEdits.h"

#include "activities/ActivityRepository.h"
#include "campaign/Campaign.h"
#include "treasury/MoneyRepository.h"

namespace hk::ActivityEdits {

bool edit(Campaign& campaign, qint64 activityId, const QString& text, const Edit& edit, QString* error)
{
    return campaign.change(text, [&](QString* stepText, QString* e) {
        ActivityRepository repo(campaign.database());
        Activity activity;
        if (!repo.find(activityId, &activity, e))
            return false;
        const Activity before = activity;
        if (!edit(activity, stepText, e))
            return false;
        return activity == before || repo.update(activity, e);
    }, error);
}

bool insert(Campaign& campaign, Activity* activity, QString* error)
{
    activity->id = 0;
    activity->id = ActivityRepository(campaign.database()).insert(*activity, error);
    return activity->id != 0;
}

bool pay(Campaign& campaign, qint64 payerId, int amount, const QString& kind, const QString& reason, qint64 activityId,
         QString* error)
{
    if (amount <= 0)
        return true;
    return MoneyRepository(campaign.database())
               .insert({0, payerId, campaign.info().calendarDay, -amount, kind, reason, activityId, false}, error)
           != 0;
}

} // namespace hk::ActivityEdits
