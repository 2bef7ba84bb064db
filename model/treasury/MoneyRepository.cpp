#include "treasury/MoneyRepository.h"

#include "db/SqlQueries.h"
#include "db/SqlStatement.h"

#include <QSqlQuery>

namespace hk {

namespace {
QVariant account(qint64 characterId)
{
    return characterId > 0 ? QVariant(characterId) : QVariant(QMetaType(QMetaType::LongLong));
}
} // namespace

qint64 MoneyRepository::insert(const MoneyEntry& e, QString* error)
{
    QVariantList values{account(e.characterId), e.day, e.amount, Sql::text(e.kind), Sql::text(e.reason),
                        e.activityId > 0 ? QVariant(e.activityId) : QVariant(QMetaType(QMetaType::LongLong)), int(e.gmOnly)};
    return Sql::insert(m_db, QStringLiteral("money_ledger"),
                       QStringLiteral("character_id, campaign_day, amount, kind, reason, activity_id, gm_only"), values, e.id, error);
}

bool MoneyRepository::remove(qint64 id, QString* error)
{
    return Sql::exec(m_db, QStringLiteral("DELETE FROM money_ledger WHERE id = ?"), {id}, error);
}

int MoneyRepository::balance(qint64 characterId, QString* error) const
{
    return Sql::scalar(m_db, QStringLiteral("SELECT COALESCE(SUM(amount), 0) FROM money_ledger WHERE character_id IS ?"),
                       {account(characterId)}, error)
        .toInt();
}

int MoneyRepository::lastDay(QString* error) const
{
    return Sql::scalar(m_db, QStringLiteral("SELECT COALESCE(MAX(campaign_day), 0) FROM money_ledger"), {}, error).toInt();
}

QList<MoneyEntry> MoneyRepository::ledger(qint64 characterId, QString* error) const
{
    return select(QStringLiteral("WHERE character_id IS ?"), {account(characterId)}, error);
}

QList<MoneyEntry> MoneyRepository::onDay(int day, QString* error) const
{
    return select(QStringLiteral("WHERE campaign_day = ?"), {day}, error);
}

QList<MoneyEntry> MoneyRepository::dailyTotals(QString* error) const
{
    QList<MoneyEntry> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT character_id, campaign_day, SUM(amount) FROM money_ledger "
                                                "GROUP BY character_id, campaign_day ORDER BY character_id, campaign_day"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({}, error))
        return out;
    while (q.next()) {
        MoneyEntry e;
        e.characterId = q.value(0).toLongLong();
        e.day = q.value(1).toInt();
        e.amount = q.value(2).toInt();
        out.append(e);
    }
    return out;
}

QList<MoneyEntry> MoneyRepository::select(const QString& where, const QVariantList& values, QString* error) const
{
    QList<MoneyEntry> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT id, character_id, campaign_day, amount, kind, reason, activity_id, gm_only "
                                                "FROM money_ledger %1 ORDER BY id").arg(where));
    QSqlQuery& q = statement.query();
    if (!statement.exec(values, error))
        return out;
    while (q.next()) {
        MoneyEntry e;
        e.id = q.value(0).toLongLong();
        e.characterId = q.value(1).toLongLong();
        e.day = q.value(2).toInt();
        e.amount = q.value(3).toInt();
        e.kind = q.value(4).toString();
        e.reason = q.value(5).toString();
        e.activityId = q.value(6).toLongLong();
        e.gmOnly = q.value(7).toBool();
        out.append(e);
    }
    return out;
}

} // namespace hk
