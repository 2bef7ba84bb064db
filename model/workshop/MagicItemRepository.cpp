#include "workshop/MagicItemRepository.h"

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

QVariantList values(const MagicItem& m)
{
    return {idOrNull(m.ownerId), Sql::text(m.name), Sql::text(m.baseItem), m.baseValue, m.value, compact(QJsonDocument(m.spells)),
            m.madeDay > 0 ? QVariant(m.madeDay) : QVariant(QMetaType(QMetaType::Int)), idOrNull(m.activityId),
            Sql::text(m.gmNotes), compact(QJsonDocument(m.data))};
}

const QString Columns = QStringLiteral("character_id, name, base_item, base_value, value, spells, made_day, activity_id, gm_notes, data");

} // namespace

qint64 MagicItemRepository::insert(const MagicItem& m, QString* error)
{
    return Sql::insert(m_db, QStringLiteral("magic_item"), Columns, values(m), m.id, error);
}

bool MagicItemRepository::update(const MagicItem& m, QString* error)
{
    QVariantList v = values(m);
    v.append(m.id);
    return Sql::exec(m_db,
                     QStringLiteral("UPDATE magic_item SET character_id = ?, name = ?, base_item = ?, base_value = ?, value = ?, "
                                    "spells = ?, made_day = ?, activity_id = ?, gm_notes = ?, data = ? WHERE id = ?"),
                     v, error);
}

bool MagicItemRepository::find(qint64 id, MagicItem* out, QString* error) const
{
    const QList<MagicItem> found = select(QStringLiteral("id = ?"), {id}, error);
    if (found.isEmpty()) {
        if (error && error->isEmpty())
            *error = QCoreApplication::translate("hk::MagicItemRepository", "There is no magic item with id %1.").arg(id);
        return false;
    }
    *out = found.first();
    return true;
}

QList<MagicItem> MagicItemRepository::list(qint64 ownerId, QString* error) const
{
    if (ownerId < 0)
        return select(QStringLiteral("1 ORDER BY name, id"), {}, error);
    if (ownerId == 0)
        return select(QStringLiteral("character_id IS NULL ORDER BY name, id"), {}, error);
    return select(QStringLiteral("character_id = ? ORDER BY name, id"), {ownerId}, error);
}

QList<MagicItem> MagicItemRepository::select(const QString& where, const QVariantList& v, QString* error) const
{
    QList<MagicItem> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT id, %1 FROM magic_item WHERE %2").arg(Columns, where));
    QSqlQuery& q = statement.query();
    if (!statement.exec(v, error))
        return out;
    while (q.next()) {
        MagicItem m;
        m.id = q.value(0).toLongLong();
        m.ownerId = q.value(1).toLongLong();
        m.name = q.value(2).toString();
        m.baseItem = q.value(3).toString();
        m.baseValue = q.value(4).toInt();
        m.value = q.value(5).toInt();
        m.spells = QJsonDocument::fromJson(q.value(6).toString().toUtf8()).array();
        m.madeDay = q.value(7).toInt();
        m.activityId = q.value(8).toLongLong();
        m.gmNotes = q.value(9).toString();
        m.data = QJsonDocument::fromJson(q.value(10).toString().toUtf8()).object();
        out.append(m);
    }
    return out;
}

} // namespace hk
