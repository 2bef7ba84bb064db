#include "commands/CampaignCommand.h"

namespace hk {

CampaignCommand::CampaignCommand(const QString& text, ChangeSet changes, qint64 journalId)
    : m_text(text), m_changes(std::move(changes)), m_journalId(journalId)
{
}

} // namespace hk
