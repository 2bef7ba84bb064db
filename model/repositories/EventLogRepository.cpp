#include "repositories/EventLogRepository.h"

#include "db/SqlQueries.h"
#include "db/SqlStatement.h"

#include <QJsonDocument>
#include <QSqlQuery>

namespace hk {

bool EventLogRepository::append(const CampaignEvent& event, QString* error)
{
    return Sql::exec(m_db,
                     QStringLiteral("INSERT INTO event_log (logged_at, campaign_day, kind, subject, message, data, gm_only) "
                                    "VALUES (?, ?, ?, ?, ?, ?, ?)"),
                     {QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs), event.campaignDay, Sql::text(event.kind),
                      Sql::text(event.subject), Sql::text(event.message),
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
    SqlStatement statement(m_db, QStringLiteral("SELECT id, logged_at, campaign_day, kind, subject, message, data, gm_only FROM event_log "
                                                "WHERE kind = ? AND json_extract(data, '$.' || ?) = ? AND (gm_only = 0 OR ?) "
                                                "ORDER BY campaign_day, id"));
    if (!statement.exec({Sql::text(kind), Sql::text(key), id, int(includeGmOnly)}, error))
        return {};
    return readEvents(statement.query());
}

QList<CampaignEvent> EventLogRepository::page(const EventFilter& f, qint64 beforeId, int count, QString* error) const
{
    QList<CampaignEvent> out;
    const QString like = QLatin1Char('%') + f.text + QLatin1Char('%');
    SqlStatement statement(m_db, QStringLiteral("SELECT id, logged_at, campaign_day, kind, subject, message, data, gm_only FROM event_log "
                                  "WHERE (? = 0 OR id < ?) AND (gm_only = 0 OR ?) AND (? = '' OR kind = ?) AND (? = '' OR subject = ?) "
                                  "AND (? = '' OR message LIKE ? OR subject LIKE ?) ORDER BY id DESC LIMIT ?"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({beforeId, beforeId, int(f.includeGmOnly), Sql::text(f.kind), Sql::text(f.kind), Sql::text(f.subject),
                    Sql::text(f.subject), Sql::text(f.text), like, like, count}, error))
        return out;
    return readEvents(q);
}

int EventLogRepository::count(const EventFilter& f, QString* error) const
{
    const QString like = QLatin1Char('%') + f.text + QLatin1Char('%');
    SqlStatement statement(m_db, QStringLiteral("SELECT COUNT(*) FROM (SELECT 1 FROM event_log "
                                  "WHERE (gm_only = 0 OR ?) AND (? = '' OR kind = ?) AND (? = '' OR subject = ?) "
                                  "AND (? = '' OR message LIKE ? OR subject LIKE ?) LIMIT ?)"));
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

} // namespace hk
