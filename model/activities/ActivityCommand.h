#pragma once

#include "activities/Activity.h"
#include "commands/CampaignCommand.h"
#include "treasury/MoneyEntry.h"

#include <QList>

#include <optional>

namespace hk {

// Undoable start, change or removal of one activity (before/after; none before = started), with the money it
// pays in the same step (a fee paid up front). Keeps the ids so undo and redo touch the same rows.
class ActivityCommand : public CampaignCommand
{
public:
    static bool push(Campaign& campaign, const QString& text, std::optional<Activity> before,
                     std::optional<Activity> after, QString* error, QList<MoneyEntry> money = {});

protected:
    bool apply(bool forward, QString* error) override;

private:
    ActivityCommand(Campaign& campaign, const QString& text, std::optional<Activity> before, std::optional<Activity> after,
                    QList<MoneyEntry> money);
    bool write(const std::optional<Activity>& from, const std::optional<Activity>& to, QString* error);
    std::optional<Activity> m_before;
    std::optional<Activity> m_after;
    QList<MoneyEntry> m_money;
};

} // namespace hk
