#include "commands/CampaignCommand.h"

#include "campaign/Campaign.h"

namespace hk {

CampaignCommand::CampaignCommand(Campaign& campaign, const QString& text, ChangeSet changes, qint64 journalId)
    : m_campaign(campaign), m_text(text), m_changes(std::move(changes)), m_journalId(journalId)
{
}

void CampaignCommand::redo()
{
    m_campaign.replayStep(*this, Campaign::Replay::Forward);
}

void CampaignCommand::undo()
{
    m_campaign.replayStep(*this, Campaign::Replay::Backward);
}

} // namespace hk
