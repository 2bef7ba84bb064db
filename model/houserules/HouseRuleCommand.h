#pragma once

#include "commands/CampaignCommand.h"
#include "houserules/HouseRule.h"

#include <optional>

namespace hk {

// Undoable change of one house-rule row: from `before` (none = no row) to `after` (none = row removed).
// Setting a value, reverting it, adding and removing an entry are all this one command.
class HouseRuleCommand : public CampaignCommand
{
public:
    HouseRuleCommand(Campaign& campaign, const QString& text, QString kind, QString entryId,
                     std::optional<HouseRule> before, std::optional<HouseRule> after);

protected:
    bool apply(bool forward, QString* error) override;

private:
    QString m_kind;
    QString m_entryId;
    std::optional<HouseRule> m_before;
    std::optional<HouseRule> m_after;
};

} // namespace hk
