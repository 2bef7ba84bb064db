#include "repositories/EventLogRepository.h"

#include "db/EventWords.h"
#include "db/SqlQueries.h"
#include "db/SqlStatement.h"

#include <QJsonDocument>
#include <QSqlQuery>

namespace hk {

qint64 EventLogRepository::wordsId(const QString& message, QString* error)
{
    // Cleaned as the file would store it, so that the hash and the comparison see the stored text.
    const QString words = Sql::stored(Sql::text(message)).toString();
    const qint64 hash = EventWords::hash(words);
    SqlStatement find(m_db, QStringLiteral("SELECT id FROM event_words WHERE hash = ? AND text = ?"));
    if (!find.exec({hash, words}, error))
        return 0;
    if (find.query().next())
        return find.query().value(0).toLongLong();
    // Written in the edit's transaction, outside its recorded change: see EventWords.h.
    return Sql::insert(m_db, QLatin1String(EventWords::table), QStringLiteral("hash, text"), {hash, words}, 0, error);
}

bool EventLogRepository::append(const CampaignEvent& event, QString* error)
{
    const qint64 words = wordsId(event.message, error);
    if (words <= 0)
        return false;
    return Sql::exec(m_db,
                     QStringLiteral("INSERT INTO event_log (logged_at, campaign_day, kind, subject, message_id, data, gm_only) "
                                    "VALUES (?, ?, ?, ?, ?, ?, ?)"),
                     {QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs), event.campaignDay, Sql::text(event.kind),
                      Sql::text(event.subject), words,
                      QString::fromUtf8(QJsonDocument(event.data).toJson(QJsonDocument::Compact)), int(event.gmOnly)},
                     error);
}

QList<CampaignEvent> EventLogRepository::recent(int limit, bool includeGmOnly, const QString& kind, QString* error) const
{
    EventFilter filter;
    filter.kind = kind;
    filter.includeGmOnly = includeGmOnly;
    filter.limit = limit;
    return query(filter, error);
}

QList<CampaignEvent> EventLogRepository::query(const EventFilter& f, QString* error) const
{
    return page(f, 0, f.limit, error);
}

namespace {

// An event's columns with its words (EventWords), in the order readEvents reads them.
#define HK_EVENT_SELECT                                                                                                \
    "SELECT e.id, e.logged_at, e.campaign_day, e.kind, e.subject, w.text, e.data, e.gm_only "                           \
    "FROM event_log e JOIN event_words w ON w.id = e.message_id "

QList<CampaignEvent> readEvents(QSqlQuery& q)
{
    QList<CampaignEvent> out;
    while (q.next()) {
        CampaignEvent e;
        e.id = q.value(0).toLongLong();
        e.loggedAt = QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs);
        e.campaignDay = q.value(2).toInt();
        e.kind = q.value(3).toString();
        e.subject = q.value(4).toString();
        e.message = q.value(5).toString();
        e.data = QJsonDocument::fromJson(q.value(6).toByteArray()).object();
        e.gmOnly = q.value(7).toBool();
        out.append(e);
    }
    return out;
}

} // namespace

QList<CampaignEvent> EventLogRepository::about(const QString& kind, const QString& key, qint64 id, bool includeGmOnly,
                                               QString* error) const
{
    // The kind's index narrows the rows; the data is looked into only for those.
    SqlStatement statement(m_db, QStringLiteral(HK_EVENT_SELECT
                                                "WHERE e.kind = ? AND json_extract(e.data, '$.' || ?) = ? AND (e.gm_only = 0 OR ?) "
                                                "ORDER BY e.campaign_day, e.id"));
    if (!statement.exec({Sql::text(kind), Sql::text(key), id, int(includeGmOnly)}, error))
        return {};
    return readEvents(statement.query());
}

QList<CampaignEvent> EventLogRepository::page(const EventFilter& f, qint64 beforeId, int count, QString* error) const
{
    QList<CampaignEvent> out;
    const QString like = QLatin1Char('%') + f.text + QLatin1Char('%');
    SqlStatement statement(m_db, QStringLiteral(HK_EVENT_SELECT
                                  "WHERE (? = 0 OR e.id < ?) AND (e.gm_only = 0 OR ?) AND (? = '' OR e.kind = ?) "
                                  "AND (? = '' OR e.subject = ?) AND (? = '' OR w.text LIKE ? OR e.subject LIKE ?) "
                                  "ORDER BY e.id DESC LIMIT ?"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({beforeId, beforeId, int(f.includeGmOnly), Sql::text(f.kind), Sql::text(f.kind), Sql::text(f.subject),
                    Sql::text(f.subject), Sql::text(f.text), like, like, count}, error))
        return out;
    return readEvents(q);
}

int EventLogRepository::count(const EventFilter& f, QString* error) const
{
    const QString like = QLatin1Char('%') + f.text + QLatin1Char('%');
    SqlStatement statement(m_db, QStringLiteral("SELECT COUNT(*) FROM (SELECT 1 FROM event_log e JOIN event_words w ON w.id = e.message_id "
                                  "WHERE (e.gm_only = 0 OR ?) AND (? = '' OR e.kind = ?) AND (? = '' OR e.subject = ?) "
                                  "AND (? = '' OR w.text LIKE ? OR e.subject LIKE ?) LIMIT ?)"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({int(f.includeGmOnly), Sql::text(f.kind), Sql::text(f.kind), Sql::text(f.subject),
                    Sql::text(f.subject), Sql::text(f.text), like, like, f.limit}, error) || !q.next())
        return 0;
    return q.value(0).toInt();
}

QStringList EventLogRepository::distinct(const char* column, bool includeGmOnly, QString* error) const
{
    QStringList out;
    SqlStatement statement(m_db, QStringLiteral("SELECT DISTINCT %1 FROM event_log WHERE %1 <> '' AND (gm_only = 0 OR ?) ORDER BY %1")
                       .arg(QLatin1String(column)));
    QSqlQuery& q = statement.query();
    if (!statement.exec({int(includeGmOnly)}, error))
        return out;
    while (q.next())
        out.append(q.value(0).toString());
    return out;
}

QStringList EventLogRepository::kinds(bool includeGmOnly, QString* error) const
{
    return distinct("kind", includeGmOnly, error);
}

QStringList EventLogRepository::subjects(bool includeGmOnly, QString* error) const
{
    return distinct("subject", includeGmOnly, error);
}

#undef HK_EVENT_SELECT

} // namespace hk
