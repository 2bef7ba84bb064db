#include "labs/LabRepository.h"

#include "activities/ActivityRepository.h"
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

QString dataText(const Lab& l)
{
    return QString::fromUtf8(QJsonDocument(l.data).toJson(QJsonDocument::Compact));
}

QVariantList values(const Lab& l)
{
    return {Sql::text(l.name), Sql::text(l.labType), labTenureKey(l.tenure), idOrNull(l.ownerId), l.rentPerWeek, l.upkeepPerWeek,
            l.damage, labStatusKey(l.status), l.sinceDay, l.nextChargeDay, dataText(l)};
}

const QString Columns = QStringLiteral("name, lab_type, tenure, owner_id, rent_per_week, upkeep_per_week, damage, status, "
                                       "since_day, next_charge_day, data");

} // namespace

qint64 LabRepository::insert(const Lab& l, QString* error)
{
    return Sql::insert(m_db, QStringLiteral("lab"), Columns, values(l), l.id, error);
}

bool LabRepository::update(const Lab& l, QString* error)
{
    ReadCache<Lab>::forget(m_db, l.id);
    QVariantList v = values(l);
    v.append(l.id);
    return Sql::exec(m_db,
                     QStringLiteral("UPDATE lab SET name = ?, lab_type = ?, tenure = ?, owner_id = ?, rent_per_week = ?, "
                                    "upkeep_per_week = ?, damage = ?, status = ?, since_day = ?, next_charge_day = ?, data = ? "
                                    "WHERE id = ?"),
                     v, error);
}

bool LabRepository::updateSchedule(const Lab& l, QString* error)
{
    ReadCache<Lab>::forget(m_db, l.id);
    return Sql::exec(m_db, QStringLiteral("UPDATE lab SET next_charge_day = ?, data = ? WHERE id = ?"),
                     {l.nextChargeDay, dataText(l), l.id}, error);
}

bool LabRepository::moveSchedule(qint64 labId, int nextChargeDay, QString* error)
{
    if (!Sql::exec(m_db, QStringLiteral("UPDATE lab SET next_charge_day = ? WHERE id = ?"), {nextChargeDay, labId}, error)) {
        ReadCache<Lab>::forget(m_db, labId);
        return false;
    }
    if (Lab* kept = ReadCache<Lab>::edit(m_db, labId))
        kept->nextChargeDay = nextChargeDay; // the one column written: the kept row stays as the file has it
    return true;
}

bool LabRepository::remove(qint64 id, QString* error)
{
    forgetAllKept(m_db); // its attunements and bookings go with it
    ActivityRepository::forgetAllKept(m_db);
    return Sql::exec(m_db, QStringLiteral("DELETE FROM lab WHERE id = ?"), {id}, error);
}

bool LabRepository::find(qint64 id, Lab* out, QString* error) const
{
    if (const Lab* kept = ReadCache<Lab>::find(m_db, id)) {
        *out = *kept;
        return true;
    }
    const QList<Lab> found = select(QStringLiteral("id = ?"), {id}, error);
    if (found.isEmpty()) {
        if (error && error->isEmpty())
            *error = QCoreApplication::translate("hk::LabRepository", "There is no laboratory with id %1.").arg(id);
        return false;
    }
    *out = found.first();
    ReadCache<Lab>::keep(m_db, id, *out);
    return true;
}

QList<Lab> LabRepository::list(bool includeClosed, QString* error) const
{
    return select(QStringLiteral("(? OR status <> 'closed') ORDER BY name, id"), {int(includeClosed)}, error);
}

QList<Lab> LabRepository::dueOn(int day, QString* error) const
{
    return select(QStringLiteral("status = 'building' OR (status = 'ready' AND next_charge_day > 0 AND next_charge_day <= ?) "
                                 "ORDER BY name, id"),
                  {day}, error);
}

namespace {
using KeptAttunements = ReadCache<KeptAttunement, QPair<qint64, qint64>>;
} // namespace

void LabRepository::forgetAllKept(const QSqlDatabase& db)
{
    ReadCache<Lab>::forgetAll(db);
    KeptAttunements::forgetAll(db);
}

bool LabRepository::isAttuned(qint64 labId, qint64 characterId, QString* error) const
{
    if (const KeptAttunement* kept = KeptAttunements::find(m_db, {labId, characterId}))
        return kept->attuned;
    QString e;
    const QVariant n = Sql::scalar(m_db, QStringLiteral("SELECT count(*) FROM lab_attunement WHERE lab_id = ? AND character_id = ?"),
                                   {labId, characterId}, &e);
    if (!e.isEmpty()) {
        if (error)
            *error = e;
        return false;
    }
    KeptAttunements::keep(m_db, {labId, characterId}, {n.toInt() > 0});
    return n.toInt() > 0;
}

bool LabRepository::setAttuned(qint64 labId, qint64 characterId, int day, QString* error)
{
    KeptAttunements::forget(m_db, {labId, characterId});
    return Sql::exec(m_db, QStringLiteral("INSERT OR REPLACE INTO lab_attunement (lab_id, character_id, day) VALUES (?, ?, ?)"),
                     {labId, characterId, day}, error);
}

bool LabRepository::removeAttunement(qint64 labId, qint64 characterId, QString* error)
{
    KeptAttunements::forget(m_db, {labId, characterId});
    return Sql::exec(m_db, QStringLiteral("DELETE FROM lab_attunement WHERE lab_id = ? AND character_id = ?"), {labId, characterId},
                     error);
}

QList<QPair<qint64, int>> LabRepository::attunements(qint64 labId, QString* error) const
{
    QList<QPair<qint64, int>> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT character_id, day FROM lab_attunement WHERE lab_id = ? ORDER BY day, character_id"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({labId}, error))
        return out;
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toInt()});
    return out;
}

QList<qint64> LabRepository::bookings(qint64 labId, qint64 exceptActivity, QString* error) const
{
    QList<qint64> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT a.id FROM activity_lab b JOIN activity a ON a.id = b.activity_id "
                                  "WHERE b.lab_id = ? AND a.id <> ? AND a.status IN ('active', 'halted') ORDER BY a.id"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({labId, exceptActivity}, error))
        return out;
    while (q.next())
        out.append(q.value(0).toLongLong());
    return out;
}

bool LabRepository::inUse(qint64 labId, QString* error) const
{
    return Sql::scalar(m_db, QStringLiteral("SELECT EXISTS (SELECT 1 FROM activity_lab b JOIN activity a ON a.id = b.activity_id "
                                            "WHERE b.lab_id = ? AND a.status = 'active')"),
                       {labId}, error)
        .toBool();
}

QList<Lab> LabRepository::select(const QString& where, const QVariantList& v, QString* error) const
{
    QList<Lab> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT id, %1 FROM lab WHERE %2").arg(Columns, where));
    QSqlQuery& q = statement.query();
    if (!statement.exec(v, error))
        return out;
    while (q.next()) {
        Lab l;
        l.id = q.value(0).toLongLong();
        l.name = q.value(1).toString();
        l.labType = q.value(2).toString();
        l.tenure = kLabTenureKeys.fromKey(q.value(3).toString(), LabTenure::Owned);
        l.ownerId = q.value(4).toLongLong();
        l.rentPerWeek = q.value(5).toInt();
        l.upkeepPerWeek = q.value(6).toInt();
        l.damage = q.value(7).toInt();
        l.status = kLabStatusKeys.fromKey(q.value(8).toString(), LabStatus::Ready);
        l.sinceDay = q.value(9).toInt();
        l.nextChargeDay = q.value(10).toInt();
        l.data = QJsonDocument::fromJson(q.value(11).toString().toUtf8()).object();
        out.append(l);
    }
    return out;
}

} // namespace hk
