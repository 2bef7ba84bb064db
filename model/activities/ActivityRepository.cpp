#include "activities/ActivityRepository.h"

#include "db/SqlQueries.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlQuery>

namespace hk {

namespace {

// The halt reason travels in the data column; the status in its own.
QVariantList values(const Activity& a)
{
    QJsonObject data = a.data;
    if (a.haltReason != HaltReason::None)
        data.insert(QStringLiteral("haltReason"), haltReasonKey(a.haltReason));
    else
        data.remove(QStringLiteral("haltReason"));
    return {Sql::text(a.kind), a.characterId, Sql::text(a.title), a.startDay, a.dueDay, activityStatusKey(a.status), a.cost,
            QString::fromUtf8(QJsonDocument(data).toJson(QJsonDocument::Compact)), int(a.gmOnly),
            a.endedDay > 0 ? QVariant(a.endedDay) : QVariant(QMetaType(QMetaType::Int))};
}

const QString Columns = QStringLiteral("kind, character_id, title, start_day, due_day, status, cost, data, gm_only, ended_day");

} // namespace

qint64 ActivityRepository::insert(const Activity& a, QString* error)
{
    return Sql::insert(m_db, QStringLiteral("activity"), Columns, values(a), a.id, error);
}

bool ActivityRepository::update(const Activity& a, QString* error)
{
    QVariantList v = values(a);
    v.append(a.id);
    return Sql::exec(m_db,
                     QStringLiteral("UPDATE activity SET kind = ?, character_id = ?, title = ?, start_day = ?, due_day = ?, "
                                    "status = ?, cost = ?, data = ?, gm_only = ?, ended_day = ? WHERE id = ?"),
                     v, error);
}

bool ActivityRepository::remove(qint64 id, QString* error)
{
    return Sql::exec(m_db, QStringLiteral("DELETE FROM activity WHERE id = ?"), {id}, error);
}

bool ActivityRepository::find(qint64 id, Activity* out, QString* error) const
{
    const QList<Activity> found = select(QStringLiteral("id = ?"), {id}, error);
    if (found.isEmpty()) {
        if (error && error->isEmpty())
            *error = QCoreApplication::translate("hk::ActivityRepository", "There is no activity with id %1.").arg(id);
        return false;
    }
    *out = found.first();
    return true;
}

QList<Activity> ActivityRepository::list(qint64 characterId, const QString& kind, bool includeEnded, QString* error) const
{
    return select(QStringLiteral("(? = 0 OR character_id = ?) AND (? = '' OR kind = ?) AND (? OR status IN ('active', 'blocked', 'halted')) "
                                 "ORDER BY start_day DESC, id DESC"),
                  {characterId, characterId, Sql::text(kind), Sql::text(kind), int(includeEnded)}, error);
}

QList<Activity> ActivityRepository::active(const QString& kind, QString* error) const
{
    return select(QStringLiteral("kind = ? AND status = 'active' ORDER BY due_day, id"), {kind}, error);
}

QList<Activity> ActivityRepository::due(const QString& kind, int day, QString* error) const
{
    return select(QStringLiteral("kind = ? AND status = 'active' AND due_day <= ? ORDER BY due_day, id"), {kind, day}, error);
}

QList<Activity> ActivityRepository::select(const QString& where, const QVariantList& v, QString* error) const
{
    QList<Activity> out;
    QSqlQuery q(m_db);
    if (!Sql::exec(q, QStringLiteral("SELECT id, %1 FROM activity WHERE %2").arg(Columns, where), v, error))
        return out;
    while (q.next()) {
        Activity a;
        a.id = q.value(0).toLongLong();
        a.kind = q.value(1).toString();
        a.characterId = q.value(2).toLongLong();
        a.title = q.value(3).toString();
        a.startDay = q.value(4).toInt();
        a.dueDay = q.value(5).toInt();
        a.status = activityStatusFromKey(q.value(6).toString());
        a.cost = q.value(7).toInt();
        a.data = QJsonDocument::fromJson(q.value(8).toString().toUtf8()).object();
        a.haltReason = haltReasonFromKey(a.data.take(QLatin1String("haltReason")).toString());
        a.gmOnly = q.value(9).toBool();
        a.endedDay = q.value(10).toInt();
        out.append(a);
    }
    return out;
}

} // namespace hk
