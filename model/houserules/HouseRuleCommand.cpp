#include "houserules/HouseRuleCommand.h"

#include "campaign/Campaign.h"
#include "houserules/HouseRuleRepository.h"

namespace hk {

HouseRuleCommand::HouseRuleCommand(Campaign& campaign, const QString& text, QString kind, QString entryId,
                                   std::optional<HouseRule> before, std::optional<HouseRule> after)
    : CampaignCommand(campaign, text), m_kind(std::move(kind)), m_entryId(std::move(entryId)), m_before(std::move(before)),
      m_after(std::move(after))
{
}

bool HouseRuleCommand::apply(bool forward, QString* error)
{
    const std::optional<HouseRule>& target = forward ? m_after : m_before;
    HouseRuleRepository repo(campaign().database());
    if (!target)
        return repo.remove(m_kind, m_entryId, error);
    return repo.put(*target, error);
}

} // namespace hk
