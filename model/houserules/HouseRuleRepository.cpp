#include "houserules/HouseRuleRepository.h"

#include "db/SqlQueries.h"
#include "db/SqlStatement.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSqlQuery>

namespace hk {

namespace {
HouseRule fromRow(const QSqlQuery& q)
{
    HouseRule r;
    r.kind = q.value(0).toString();
    r.entryId = q.value(1).toString();
    r.action = q.value(2).toString() == QLatin1String("add") ? HouseRule::Add : HouseRule::Override;
    r.data = QJsonDocument::fromJson(q.value(3).toByteArray()).object();
    r.note = q.value(4).toString();
    return r;
}
} // namespace

QList<HouseRule> HouseRuleRepository::all(QString* error) const
{
    QList<HouseRule> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT kind, entry_id, action, data, note FROM house_rule ORDER BY kind, entry_id"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({}, error))
        return out;
    while (q.next())
        out.append(fromRow(q));
    return out;
}

std::optional<HouseRule> HouseRuleRepository::find(const QString& kind, const QString& entryId, QString* error) const
{
    SqlStatement statement(m_db, QStringLiteral("SELECT kind, entry_id, action, data, note FROM house_rule WHERE kind = ? AND entry_id = ?"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({kind, entryId}, error)
        || !q.next())
        return std::nullopt;
    return fromRow(q);
}

bool HouseRuleRepository::put(const HouseRule& rule, QString* error)
{
    return Sql::exec(m_db,
                     QStringLiteral("INSERT INTO house_rule (kind, entry_id, action, data, note, updated_at) VALUES (?, ?, ?, ?, ?, ?) "
                                    "ON CONFLICT (kind, entry_id) DO UPDATE SET action = excluded.action, data = excluded.data, "
                                    "note = excluded.note, updated_at = excluded.updated_at"),
                     {rule.kind, rule.entryId,
                      rule.action == HouseRule::Add ? QStringLiteral("add") : QStringLiteral("override"),
                      QString::fromUtf8(QJsonDocument(rule.data).toJson(QJsonDocument::Compact)), Sql::text(rule.note),
                      QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
                     error);
}

bool HouseRuleRepository::remove(const QString& kind, const QString& entryId, QString* error)
{
    return Sql::exec(m_db, QStringLiteral("DELETE FROM house_rule WHERE kind = ? AND entry_id = ?"), {kind, entryId}, error);
}

} // namespace hk
