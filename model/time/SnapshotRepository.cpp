#include "time/SnapshotRepository.h"

#include "db/SqlQueries.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace hk {

bool SnapshotRepository::insert(SnapshotRecord* r, QString* error)
{
    if (r->createdAt.isEmpty())
        r->createdAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT INTO snapshot (created_at, label, from_day, to_day, before_data, after_data, "
                             "after_digest, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(r->createdAt);
    q.addBindValue(r->label);
    q.addBindValue(r->fromDay);
    q.addBindValue(r->toDay);
    q.addBindValue(r->before);
    q.addBindValue(r->after);
    q.addBindValue(r->afterDigest);
    q.addBindValue(r->state.isEmpty() ? QStringLiteral("applied") : r->state);
    if (!q.exec()) {
        *error = q.lastError().text();
        return false;
    }
    r->id = q.lastInsertId().toLongLong();
    QSqlQuery prune(m_db);
    prune.prepare(QStringLiteral("DELETE FROM snapshot WHERE id NOT IN (SELECT id FROM snapshot ORDER BY id DESC LIMIT ?)"));
    prune.addBindValue(kept);
    if (!prune.exec()) {
        *error = prune.lastError().text();
        return false;
    }
    return true;
}

bool SnapshotRepository::setState(qint64 id, const QString& state, QString* error)
{
    return Sql::exec(m_db, QStringLiteral("UPDATE snapshot SET state = ? WHERE id = ?"), {state, id}, error);
}

SnapshotRecord SnapshotRepository::one(const QString& where, const QString& order, QString* error) const
{
    SnapshotRecord r;
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT id, created_at, label, from_day, to_day, before_data, after_data, after_digest, "
                               "state FROM snapshot WHERE %1 ORDER BY id %2 LIMIT 1")
                    .arg(where, order))) {
        *error = q.lastError().text();
        return r;
    }
    if (!q.next())
        return r;
    r.id = q.value(0).toLongLong();
    r.createdAt = q.value(1).toString();
    r.label = q.value(2).toString();
    r.fromDay = q.value(3).toInt();
    r.toDay = q.value(4).toInt();
    r.before = q.value(5).toByteArray();
    r.after = q.value(6).toByteArray();
    r.afterDigest = q.value(7).toString();
    r.state = q.value(8).toString();
    return r;
}

SnapshotRecord SnapshotRepository::lastApplied(QString* error) const
{
    return one(QStringLiteral("state = 'applied'"), QStringLiteral("DESC"), error);
}

SnapshotRecord SnapshotRepository::nextUndone(QString* error) const
{
    return one(QStringLiteral("state = 'undone' AND id > COALESCE((SELECT MAX(id) FROM snapshot WHERE state = 'applied'), 0)"),
               QStringLiteral("ASC"), error);
}

bool SnapshotRepository::removeUndone(QString* error)
{
    return Sql::exec(m_db, QStringLiteral("DELETE FROM snapshot WHERE state = 'undone'"), {}, error);
}

QList<SnapshotRecord> SnapshotRepository::list(QString* error) const
{
    QList<SnapshotRecord> out;
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT id, created_at, label, from_day, to_day, state FROM snapshot ORDER BY id DESC"))) {
        *error = q.lastError().text();
        return out;
    }
    while (q.next()) {
        SnapshotRecord r;
        r.id = q.value(0).toLongLong();
        r.createdAt = q.value(1).toString();
        r.label = q.value(2).toString();
        r.fromDay = q.value(3).toInt();
        r.toDay = q.value(4).toInt();
        r.state = q.value(5).toString();
        out.append(r);
    }
    return out;
}

} // namespace hk
