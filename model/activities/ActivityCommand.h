#pragma once

#include "activities/Activity.h"
#include "commands/CampaignCommand.h"

#include <optional>

namespace hk {

// Undoable start, change or removal of one activity (before/after; none before = started). Keeps the id so
// undo and redo touch the same row.
class ActivityCommand : public CampaignCommand
{
public:
    static bool push(Campaign& campaign, const QString& text, std::optional<Activity> before,
                     std::optional<Activity> after, QString* error);

protected:
    bool apply(bool forward, QString* error) override;

private:
    ActivityCommand(Campaign& campaign, const QString& text, std::optional<Activity> before, std::optional<Activity> after);
    bool write(const std::optional<Activity>& from, const std::optional<Activity>& to, QString* error);
    std::optional<Activity> m_before;
    std::optional<Activity> m_after;
};

} // namespace hk
