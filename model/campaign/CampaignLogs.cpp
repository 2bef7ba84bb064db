#include "campaign/CampaignLogs.h"

#include "campaign/Campaign.h"
#include "repositories/DiceLogRepository.h"
#include "repositories/EventLogRepository.h"

namespace hk {

QList<CampaignEvent> CampaignLogs::events(const EventFilter& filter, QString* error) const
{
    return EventLogRepository(m_campaign.database()).query(filter, error);
}

QList<CampaignEvent> CampaignLogs::eventsAbout(const QString& kind, const QString& key, qint64 id, bool includeGmOnly,
                                               QString* error) const
{
    return EventLogRepository(m_campaign.database()).about(kind, key, id, includeGmOnly, error);
}

QStringList CampaignLogs::eventKinds(bool includeGmOnly, QString* error) const
{
    return EventLogRepository(m_campaign.database()).kinds(includeGmOnly, error);
}

QStringList CampaignLogs::eventSubjects(bool includeGmOnly, QString* error) const
{
    return EventLogRepository(m_campaign.database()).subjects(includeGmOnly, error);
}

QList<DiceLogEntry> CampaignLogs::rolls(int limit, bool includeGmOnly, QString* error) const
{
    return DiceLogRepository(m_campaign.database()).recent(limit, includeGmOnly, error);
}

} // namespace hk
