#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QSqlDatabase>

namespace hk {

// One thing that happened in the campaign, for the event log.
struct CampaignEvent
{
    qint64 id = 0;
    QDateTime loggedAt;
    int campaignDay = 0;
    QString kind;     // "campaign", "time", "workshop", …
    QString subject;  // who or what it is about
    QString message;  // our words, shown to the GM
    QJsonObject data; // structured details
    bool gmOnly = false;
};

// All SQL touching the event log.
class EventLogRepository
{
public:
    explicit EventLogRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    bool append(const CampaignEvent& event, QString* error);
    // Newest first, optionally one kind only; includeGmOnly=false for anything a player sees.
    QList<CampaignEvent> recent(int limit, bool includeGmOnly, const QString& kind, QString* error) const;

private:
    QSqlDatabase m_db;
};

} // namespace hk
