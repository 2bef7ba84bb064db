#include "treasury/MoneyCommand.h"

#include "campaign/Campaign.h"
#include "treasury/MoneyRepository.h"

namespace hk {

MoneyCommand::MoneyCommand(Campaign& campaign, const QString& text, QList<MoneyEntry> entries)
    : CampaignCommand(campaign, text), m_entries(std::move(entries))
{
}

bool MoneyCommand::push(Campaign& campaign, const QString& text, QList<MoneyEntry> entries, QString* error)
{
    return pushApplied(campaign, new MoneyCommand(campaign, text, std::move(entries)), error);
}

bool MoneyCommand::apply(bool forward, QString* error)
{
    MoneyRepository repo(campaign().database());
    for (MoneyEntry& e : m_entries) {
        if (forward) {
            e.id = repo.insert(e, error);
            if (!e.id)
                return false;
        } else if (!repo.remove(e.id, error)) {
            return false;
        }
    }
    campaign().notifyTreasuryChanged();
    return true;
}

} // namespace hk
