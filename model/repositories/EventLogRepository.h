#pragma once

#include "campaign/CampaignEvent.h"
#include "db/ModelInternal.h"

#include <QSqlDatabase>
#include <QStringList>

namespace hk {

// All SQL touching the event log and its words (EventWords: each distinct message once, which every event
// with those words points at).
class EventLogRepository
{
public:
    explicit EventLogRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    // Only inside an edit (Campaign::logEvent): the event's words are reused when the file has them already.
    bool append(const CampaignEvent& event, QString* error);
    // Newest first, optionally one kind only; includeGmOnly=false for anything a player sees.
    QList<CampaignEvent> recent(int limit, bool includeGmOnly, const QString& kind, QString* error) const;
    QList<CampaignEvent> query(const EventFilter& filter, QString* error) const;
    // One page of the same list for a view that fetches as it scrolls: the next `count` events older than
    // `beforeId` (0: from the newest), by the id index, so a page costs the same at the end as at the start.
    QList<CampaignEvent> page(const EventFilter& filter, qint64 beforeId, int count, QString* error) const;
    // The events of one kind whose data names `id` under `key` (say every "money" event with "lab": 3), oldest first
    // (by day, then as written).
    QList<CampaignEvent> about(const QString& kind, const QString& key, qint64 id, bool includeGmOnly, QString* error) const;
    // How many events the filter lists (at most filter.limit).
    int count(const EventFilter& filter, QString* error) const;
    // The kinds and subjects that occur, sorted, for filter lists (GM-only rows only when asked).
    QStringList kinds(bool includeGmOnly, QString* error) const;
    QStringList subjects(bool includeGmOnly, QString* error) const;

private:
    // The id of the words' row, written first when the file does not have them yet; 0 with *error on failure.
    qint64 wordsId(const QString& message, QString* error);
    QStringList distinct(const char* column, bool includeGmOnly, QString* error) const;
    QSqlDatabase m_db;
};

} // namespace hk
