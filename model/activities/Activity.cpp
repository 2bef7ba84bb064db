#include "activities/Activity.h"

#include <array>
#include <utility>

namespace hk {

namespace {

constexpr std::array<std::pair<ActivityStatus, const char*>, 5> statusKeys{{{ActivityStatus::Active, "active"},
                                                                            {ActivityStatus::Halted, "halted"},
                                                                            {ActivityStatus::Blocked, "blocked"},
                                                                            {ActivityStatus::Done, "done"},
                                                                            {ActivityStatus::Cancelled, "cancelled"}}};
constexpr std::array<std::pair<HaltReason, const char*>, 6> reasonKeys{{{HaltReason::None, ""},
                                                                        {HaltReason::Paused, "paused"},
                                                                        {HaltReason::Money, "money"},
                                                                        {HaltReason::Ingredients, "ingredients"},
                                                                        {HaltReason::Lab, "lab"},
                                                                        {HaltReason::Team, "team"}}};

} // namespace

QString activityStatusKey(ActivityStatus status)
{
    for (const auto& [value, key] : statusKeys) {
        if (value == status)
            return QLatin1String(key);
    }
    return {};
}

ActivityStatus activityStatusFromKey(const QString& key)
{
    for (const auto& [value, name] : statusKeys) {
        if (key == QLatin1String(name))
            return value;
    }
    return ActivityStatus::Active;
}

QString haltReasonKey(HaltReason reason)
{
    for (const auto& [value, key] : reasonKeys) {
        if (value == reason)
            return QLatin1String(key);
    }
    return {};
}

HaltReason haltReasonFromKey(const QString& key)
{
    for (const auto& [value, name] : reasonKeys) {
        if (key == QLatin1String(name))
            return value;
    }
    return HaltReason::None;
}

} // namespace hk
