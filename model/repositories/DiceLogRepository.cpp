#include "repositories/DiceLogRepository.h"

#include "db/SqlQueries.h"
#include "db/SqlStatement.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

#include <cstdio>

namespace hk {

namespace {

// Now in UTC as Qt::ISODateWithMs writes it ("2024-05-01T12:34:56.789Z"), without QDateTime::toString's
// general formatter: every roll of a fight is stamped.
QString nowStamp()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QDate d = now.date();
    const QTime t = now.time();
    char text[40];
    const int n = std::snprintf(text, sizeof text, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", d.year(), d.month(), d.day(), t.hour(),
                                t.minute(), t.second(), t.msec());
    return QString::fromLatin1(text, n);
}

} // namespace

qint64 DiceLogRepository::append(const RollRecord& roll, int campaignDay, const QString& context, QString* error)
{
    // The faces as compact JSON ("[3,5,1]"), written directly: this runs for every roll of a fight.
    QString faces = QStringLiteral("[");
    for (qsizetype i = 0; i < roll.faces.size(); ++i) {
        if (i)
            faces += QLatin1Char(',');
        faces += QString::number(roll.faces.at(i));
    }
    faces += QLatin1Char(']');
    QString special = roll.special;
    SqlStatement insert(m_db, QStringLiteral("INSERT INTO dice_log (logged_at, campaign_day, who, purpose, dice, faces, total, "
                                             "target, success, special, mode, gm_only, context) "
                                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    if (!insert.exec({nowStamp(), campaignDay, Sql::text(roll.who), Sql::text(roll.purpose), roll.dice, faces, roll.total,
                      roll.target ? QVariant(*roll.target) : QVariant(QMetaType(QMetaType::Int)),
                      roll.success ? QVariant(int(*roll.success)) : QVariant(QMetaType(QMetaType::Int)), Sql::text(special),
                      Sql::text(roll.mode), int(roll.gmOnly), Sql::text(context)},
                     error))
        return 0;
    return insert.lastInsertId();
}

bool DiceLogRepository::markGmOnly(const QList<qint64>& ids, QString* error)
{
    SqlStatement mark(m_db, QStringLiteral("UPDATE dice_log SET gm_only = 1 WHERE id = ? AND gm_only = 0"));
    for (qint64 id : ids) {
        if (!mark.exec({id}, error))
            return false;
    }
    return true;
}

QList<DiceLogEntry> DiceLogRepository::recent(int limit, bool includeGmOnly, QString* error) const
{
    return page(0, limit, includeGmOnly, error);
}

QList<DiceLogEntry> DiceLogRepository::page(qint64 beforeId, int limit, bool includeGmOnly, QString* error) const
{
    QList<DiceLogEntry> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT id, logged_at, campaign_day, who, purpose, dice, faces, total, target, success, "
                                  "special, mode, gm_only, context FROM dice_log WHERE (? = 0 OR id < ?) AND (gm_only = 0 OR ?) "
                                  "ORDER BY id DESC LIMIT ?"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({beforeId, beforeId, int(includeGmOnly), limit}, error))
        return out;
    while (q.next()) {
        DiceLogEntry e;
        e.id = q.value(0).toLongLong();
        e.loggedAt = QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs);
        e.campaignDay = q.value(2).toInt();
        e.roll.who = q.value(3).toString();
        e.roll.purpose = q.value(4).toString();
        e.roll.dice = q.value(5).toString();
        for (const QJsonValue& v : QJsonDocument::fromJson(q.value(6).toByteArray()).array())
            e.roll.faces.append(v.toInt());
        e.roll.total = q.value(7).toInt();
        if (!q.value(8).isNull())
            e.roll.target = q.value(8).toInt();
        if (!q.value(9).isNull())
            e.roll.success = q.value(9).toBool();
        e.roll.special = q.value(10).toString();
        e.roll.mode = q.value(11).toString();
        e.roll.gmOnly = q.value(12).toBool();
        e.context = q.value(13).toString();
        out.append(e);
    }
    return out;
}

int DiceLogRepository::count(bool includeGmOnly, QString* error) const
{
    return Sql::scalar(m_db, QStringLiteral("SELECT count(*) FROM dice_log WHERE gm_only = 0 OR ?"), {int(includeGmOnly)},
                       error)
        .toInt();
}

} // namespace hk
