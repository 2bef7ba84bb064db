#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QStringList>

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

// Which events to list: every field left empty matches everything.
struct EventFilter
{
    QString kind;
    QString subject;
    QString text; // found in the message or the subject, any case
    bool includeGmOnly = true;
    int limit = 500;
};

// All SQL touching the event log.
class EventLogRepository
{
public:
    explicit EventLogRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    bool append(const CampaignEvent& event, QString* error);
    // Newest first, optionally one kind only; includeGmOnly=false for anything a player sees.
    QList<CampaignEvent> recent(int limit, bool includeGmOnly, const QString& kind, QString* error) const;
    QList<CampaignEvent> query(const EventFilter& filter, QString* error) const;
    // The kinds and subjects that occur, sorted, for filter lists (GM-only rows only when asked).
    QStringList kinds(bool includeGmOnly, QString* error) const;
    QStringList subjects(bool includeGmOnly, QString* error) const;

private:
    QStringList distinct(const char* column, bool includeGmOnly, QString* error) const;
    QSqlDatabase m_db;
};

} // namespace hk
