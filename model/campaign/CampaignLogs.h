#pragma once

#include "campaign/CampaignEvent.h"
#include "campaign/DiceLogEntry.h"

#include <QList>
#include <QStringList>

namespace hk {

class Campaign;

// The campaign's event log and dice log as the views and the CLI read them: filtered lists and the kinds and
// subjects that occur. Writing them is not here: events go through Campaign::logEvent and rolls through the
// campaign's dice, both inside a change.
class CampaignLogs
{
public:
    explicit CampaignLogs(const Campaign& campaign) : m_campaign(campaign) {}

    QList<CampaignEvent> events(const EventFilter& filter, QString* error) const;
    // The events of one kind whose data names `id` under `key`, oldest first (EventLogRepository::about).
    QList<CampaignEvent> eventsAbout(const QString& kind, const QString& key, qint64 id, bool includeGmOnly,
                                     QString* error) const;
    QStringList eventKinds(bool includeGmOnly, QString* error) const;
    QStringList eventSubjects(bool includeGmOnly, QString* error) const;
    // Newest first; includeGmOnly=false for anything a player sees.
    QList<DiceLogEntry> rolls(int limit, bool includeGmOnly, QString* error) const;

private:
    const Campaign& m_campaign;
};

} // namespace hk
