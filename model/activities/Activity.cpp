#include "activities/Activity.h"

#include "text/EnumKeys.h"

namespace hk {

namespace {

constexpr auto kStatuses = enumKeys<ActivityStatus>({{ActivityStatus::Active, "active"},
                                                    {ActivityStatus::Halted, "halted"},
                                                    {ActivityStatus::Blocked, "blocked"},
                                                    {ActivityStatus::Done, "done"},
                                                    {ActivityStatus::Cancelled, "cancelled"}});
static_assert(kStatuses.distinct());
constexpr auto kReasons = enumKeys<HaltReason>({{HaltReason::None, ""},
                                                {HaltReason::Paused, "paused"},
                                                {HaltReason::Money, "money"},
                                                {HaltReason::Ingredients, "ingredients"},
                                                {HaltReason::Lab, "lab"},
                                                {HaltReason::Team, "team"}});
static_assert(kReasons.distinct());

} // namespace

QString activityStatusKey(ActivityStatus status)
{
    return kStatuses.toKey(status);
}

ActivityStatus activityStatusFromKey(const QString& key)
{
    return kStatuses.fromKey(key, ActivityStatus::Active);
}

QString haltReasonKey(HaltReason reason)
{
    return kReasons.toKey(reason);
}

HaltReason haltReasonFromKey(const QString& key)
{
    return kReasons.fromKey(key, HaltReason::None);
}

} // namespace hk
