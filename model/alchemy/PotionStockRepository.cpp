#include "alchemy/PotionStockRepository.h"

#include "db/SqlQueries.h"
#include "db/SqlStatement.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlQuery>

namespace hk {

namespace {

QVariant idOrNull(qint64 id)
{
    return id > 0 ? QVariant(id) : QVariant(QMetaType(QMetaType::LongLong));
}

QString compact(const QJsonDocument& doc)
{
    return QString::fromUtf8(doc.toJson(QJsonDocument::Compact));
}

QVariantList values(const PotionStock& p)
{
    return {idOrNull(p.characterId), Sql::text(p.potion), p.doses, Sql::text(p.form), p.madeDay, idOrNull(p.makerId),
            int(p.faulty), Sql::text(p.faultyEffect), int(p.detected), compact(QJsonDocument(p.detectTried)),
            idOrNull(p.activityId), compact(QJsonDocument(p.data))};
}

const QString Columns = QStringLiteral("character_id, potion, doses, form, made_day, maker_id, faulty, faulty_effect, detected, "
                                       "detect_tried, activity_id, data");

} // namespace

qint64 PotionStockRepository::insert(const PotionStock& p, QString* error)
{
    QVariantList v = values(p);
    v.prepend(QVariant(QMetaType(QMetaType::LongLong)));
    SqlStatement statement(m_db, QStringLiteral("INSERT INTO potion_stock (id, %1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)").arg(Columns));
    if (!statement.exec(v, error))
        return 0;
    return statement.lastInsertId();
}

bool PotionStockRepository::update(const PotionStock& p, QString* error)
{
    QVariantList v = values(p);
    v.append(p.id);
    return Sql::exec(m_db,
                     QStringLiteral("UPDATE potion_stock SET character_id = ?, potion = ?, doses = ?, form = ?, made_day = ?, "
                                    "maker_id = ?, faulty = ?, faulty_effect = ?, detected = ?, detect_tried = ?, activity_id = ?, "
                                    "data = ? WHERE id = ?"),
                     v, error);
}

bool PotionStockRepository::remove(qint64 id, QString* error)
{
    return Sql::exec(m_db, QStringLiteral("DELETE FROM potion_stock WHERE id = ?"), {id}, error);
}

namespace {

QList<PotionStock> select(const QSqlDatabase& db, const QString& where, const QVariantList& v, QString* error)
{
    QList<PotionStock> out;
    SqlStatement statement(db, QStringLiteral("SELECT id, %1 FROM potion_stock WHERE %2").arg(Columns, where));
    QSqlQuery& q = statement.query();
    if (!statement.exec(v, error))
        return out;
    while (q.next()) {
        PotionStock p;
        p.id = q.value(0).toLongLong();
        p.characterId = q.value(1).toLongLong();
        p.potion = q.value(2).toString();
        p.doses = q.value(3).toInt();
        p.form = q.value(4).toString();
        p.madeDay = q.value(5).toInt();
        p.makerId = q.value(6).toLongLong();
        p.faulty = q.value(7).toInt() != 0;
        p.faultyEffect = q.value(8).toString();
        p.detected = q.value(9).toInt() != 0;
        p.detectTried = QJsonDocument::fromJson(q.value(10).toString().toUtf8()).array();
        p.activityId = q.value(11).toLongLong();
        p.data = QJsonDocument::fromJson(q.value(12).toString().toUtf8()).object();
        out.append(p);
    }
    return out;
}

} // namespace

bool PotionStockRepository::find(qint64 id, PotionStock* out, QString* error) const
{
    const QList<PotionStock> found = select(m_db, QStringLiteral("id = ?"), {id}, error);
    if (found.isEmpty()) {
        if (error && error->isEmpty())
            *error = QCoreApplication::translate("hk::PotionStockRepository", "There is no potion stock #%1.").arg(id);
        return false;
    }
    *out = found.first();
    return true;
}

QList<PotionStock> PotionStockRepository::list(qint64 holder, QString* error) const
{
    if (holder < 0)
        return select(m_db, QStringLiteral("doses > 0 ORDER BY character_id, potion, id"), {}, error);
    if (holder == 0)
        return select(m_db, QStringLiteral("doses > 0 AND character_id IS NULL ORDER BY potion, id"), {}, error);
    return select(m_db, QStringLiteral("doses > 0 AND character_id = ? ORDER BY potion, id"), {holder}, error);
}

} // namespace hk
