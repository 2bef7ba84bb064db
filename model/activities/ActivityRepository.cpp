#include "activities/ActivityRepository.h"

#include "db/SqlQueries.h"
#include "db/SqlStatement.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonArray>
#include <QSqlQuery>

#include <algorithm>

namespace hk {

namespace {

// The halt reason travels in the data column; the status in its own.
QVariantList values(const Activity& a)
{
    QJsonObject data = a.data;
    // The history's lines are rows of activity_history (writeHistory); the data keeps an empty list in their place.
    if (data.contains(QLatin1String("history")))
        data.insert(QStringLiteral("history"), QJsonArray());
    if (a.haltReason != HaltReason::None)
        data.insert(QStringLiteral("haltReason"), haltReasonKey(a.haltReason));
    else
        data.remove(QStringLiteral("haltReason"));
    return {Sql::text(a.kind), a.characterId, Sql::text(a.title), a.startDay, a.dueDay, activityStatusKey(a.status), a.cost,
            ActivityRepository::nextDay(a), QString::fromUtf8(QJsonDocument(data).toJson(QJsonDocument::Compact)), int(a.gmOnly),
            a.endedDay > 0 ? QVariant(a.endedDay) : QVariant(QMetaType(QMetaType::Int))};
}

const QString Columns =
    QStringLiteral("kind, character_id, title, start_day, due_day, status, cost, next_day, data, gm_only, ended_day");
// The same columns as read: the data as its UTF-8 bytes, which the JSON parser takes as they are.
const QString ReadColumns =
    QStringLiteral("kind, character_id, title, start_day, due_day, status, cost, next_day, CAST(data AS BLOB), gm_only, ended_day");

} // namespace

qint64 ActivityRepository::insert(const Activity& a, QString* error)
{
    if (a.historyLinesNotRead > 0) { // a copy would lose the lines never read
        *error = QCoreApplication::translate("hk::ActivityRepository", "An activity read without its history cannot be added again.");
        return 0;
    }
    const qint64 id = Sql::insert(m_db, QStringLiteral("activity"), Columns, values(a), a.id, error);
    return id && writeLabs(id, a, error) && writeHistory(id, a, error) ? id : 0;
}

bool ActivityRepository::update(const Activity& a, QString* error)
{
    QVariantList v = values(a);
    v.append(a.id);
    return Sql::exec(m_db,
                     QStringLiteral("UPDATE activity SET kind = ?, character_id = ?, title = ?, start_day = ?, due_day = ?, "
                                    "status = ?, cost = ?, next_day = ?, data = ?, gm_only = ?, ended_day = ? WHERE id = ?"),
                     v, error)
           && writeLabs(a.id, a, error) && writeHistory(a.id, a, error);
}

namespace {

// One history line as stored: its compact JSON.
QByteArray historyLineText(const QJsonValue& line)
{
    if (line.isObject())
        return QJsonDocument(line.toObject()).toJson(QJsonDocument::Compact);
    const QByteArray inList = QJsonDocument(QJsonArray{line}).toJson(QJsonDocument::Compact);
    return inList.mid(1, inList.size() - 2);
}

} // namespace

bool ActivityRepository::writeHistory(qint64 id, const Activity& a, QString* error)
{
    // The lines from historyLinesNotRead on are the activity's; only those that differ from the rows are written,
    // so a week's update adds its one line.
    const int first = a.historyLinesNotRead;
    QList<QByteArray> stored;
    {
        SqlStatement statement(m_db, QStringLiteral("SELECT CAST(entry AS BLOB) FROM activity_history "
                                                    "WHERE activity_id = ? AND line >= ? ORDER BY line"));
        if (!statement.exec({id, first}, error))
            return false;
        while (statement.query().next())
            stored.append(statement.query().value(0).toByteArray());
    }
    const QJsonArray lines = a.data.value(QLatin1String("history")).toArray();
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray text = historyLineText(lines.at(i));
        if (i < stored.size() && stored.at(i) == text)
            continue;
        const QString sql = i < stored.size()
                                ? QStringLiteral("UPDATE activity_history SET entry = ? WHERE activity_id = ? AND line = ?")
                                : QStringLiteral("INSERT INTO activity_history (entry, activity_id, line) VALUES (?, ?, ?)");
        if (!Sql::exec(m_db, sql, {QString::fromUtf8(text), id, first + int(i)}, error))
            return false;
    }
    return stored.size() <= lines.size()
           || Sql::exec(m_db, QStringLiteral("DELETE FROM activity_history WHERE activity_id = ? AND line >= ?"),
                        {id, first + int(lines.size())}, error);
}

bool ActivityRepository::readHistory(Activity* a, QString* error) const
{
    SqlStatement statement(m_db, QStringLiteral("SELECT CAST(entry AS BLOB) FROM activity_history WHERE activity_id = ? ORDER BY line"));
    if (!statement.exec({a->id}, error))
        return false;
    QByteArray text("[");
    while (statement.query().next()) {
        if (text.size() > 1)
            text.append(',');
        text.append(statement.query().value(0).toByteArray());
    }
    text.append(']');
    a->data.insert(QStringLiteral("history"), QJsonDocument::fromJson(text).array());
    return true;
}

int ActivityRepository::nextDay(const Activity& a)
{
    int next = 0;
    for (auto it = a.data.constBegin(); it != a.data.constEnd(); ++it) {
        const QString& key = it.key();
        const int day = it.value().toInt();
        if (key.startsWith(QLatin1String("next")) && key.endsWith(QLatin1String("Day")) && day > 0 && (next == 0 || day < next))
            next = day;
    }
    return next > 0 ? next : a.dueDay;
}

// The index is named for SQLite: with `kind` bound, the partial index on research (schema 9) made it plan the
// statement again for every new kind bound (each resolver asks for its own kind every day of an advance), which was
// a tenth of an advance. Named, the plan is the one it always chose and the prepared statement is kept.
QList<Activity> ActivityRepository::activeDue(const QString& kind, int day, QString* error) const
{
    return select(QStringLiteral("kind = ? AND status = 'active' AND next_day <= ? ORDER BY due_day, id"), {kind, day}, error,
                  {}, QStringLiteral("activity_by_next_day"), HistoryRead::LinesCounted);
}

QList<Activity> ActivityRepository::researchSecrecyRollsOn(int day, QString* error) const
{
    // The kind and status are written out, not bound, so SQLite may use the partial index. Same order as the
    // activity list, so the rolls of one day come in the order they always have.
    return select(QStringLiteral("kind = 'research' AND status = 'done' AND json_extract(data, '$.nextSecrecyRollDay') = ? "
                                 "ORDER BY start_day DESC, id DESC"),
                  {day}, error);
}

int ActivityRepository::countRepaired(QString* error) const
{
    return Sql::scalar(m_db,
                       QStringLiteral("SELECT count(*) FROM activity WHERE status = 'halted' "
                                      "AND json_extract(data, '$.repairedIn') IS NOT NULL"),
                       {}, error)
        .toInt();
}

QList<qint64> ActivityRepository::labsOf(const Activity& a)
{
    QList<qint64> labs;
    const auto add = [&labs](qint64 lab) {
        if (lab > 0 && !labs.contains(lab))
            labs.append(lab);
    };
    add(a.data.value(QLatin1String("lab")).toInteger());
    for (const QJsonValue& v : a.data.value(QLatin1String("labs")).toArray())
        add(v.toObject().value(QLatin1String("lab")).toInteger());
    std::sort(labs.begin(), labs.end());
    return labs;
}

bool ActivityRepository::writeLabs(qint64 id, const Activity& a, QString* error)
{
    // Only what differs is written, so a week's update of an activity leaves its bookings' rows alone.
    QList<qint64> stored;
    if (const KeptBookings* kept = Keep::find(m_db, id)) {
        stored = kept->labs;
    } else {
        SqlStatement statement(m_db, QStringLiteral("SELECT lab_id FROM activity_lab WHERE activity_id = ? ORDER BY lab_id"));
        QSqlQuery& q = statement.query();
        if (!statement.exec({id}, error))
            return false;
        while (q.next())
            stored.append(q.value(0).toLongLong());
    }
    const QList<qint64> wanted = labsOf(a);
    Keep::forget(m_db, id);
    for (qint64 lab : stored) {
        if (!wanted.contains(lab)
            && !Sql::exec(m_db, QStringLiteral("DELETE FROM activity_lab WHERE lab_id = ? AND activity_id = ?"), {lab, id}, error))
            return false;
    }
    for (qint64 lab : wanted) {
        if (!stored.contains(lab)
            && !Sql::exec(m_db, QStringLiteral("INSERT INTO activity_lab (lab_id, activity_id) VALUES (?, ?)"), {lab, id}, error))
            return false;
    }
    Keep::keep(m_db, id, {wanted});
    return true;
}

bool ActivityRepository::remove(qint64 id, QString* error)
{
    Keep::forget(m_db, id);
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

bool ActivityRepository::isGmOnly(qint64 id, bool* gmOnly, QString* error) const
{
    SqlStatement statement(m_db, QStringLiteral("SELECT gm_only FROM activity WHERE id = ?"));
    if (!statement.exec({id}, error))
        return false;
    if (!statement.query().next()) {
        *error = QCoreApplication::translate("hk::ActivityRepository", "There is no activity with id %1.").arg(id);
        return false;
    }
    *gmOnly = statement.query().value(0).toBool();
    return true;
}

QList<Activity> ActivityRepository::list(qint64 characterId, const QString& kind, bool includeEnded, QString* error) const
{
    return select(QStringLiteral("(? = 0 OR character_id = ?) AND (? = '' OR kind = ?) AND (? OR status IN ('active', 'blocked', 'halted')) "
                                 "ORDER BY start_day DESC, id DESC"),
                  {characterId, characterId, Sql::text(kind), Sql::text(kind), int(includeEnded)}, error);
}

QList<Activity> ActivityRepository::listForTimeline(bool includeEnded, QString* error) const
{
    static const QString columns = QString(Columns).replace(
        QStringLiteral(", data,"),
        QStringLiteral(", CASE WHEN status IN ('active', 'blocked', 'halted', 'cancelled') THEN data ELSE '{}' END,"));
    return select(QStringLiteral("(? OR status IN ('active', 'blocked', 'halted')) ORDER BY start_day DESC, id DESC"),
                  {int(includeEnded)}, error, columns, {}, HistoryRead::LinesCounted);
}

QList<Activity> ActivityRepository::active(const QString& kind, QString* error) const
{
    return select(QStringLiteral("kind = ? AND status = 'active' ORDER BY due_day, id"), {kind}, error);
}

QList<Activity> ActivityRepository::due(const QString& kind, int day, QString* error) const
{
    return select(QStringLiteral("kind = ? AND status = 'active' AND due_day <= ? ORDER BY due_day, id"), {kind, day}, error, {},
                  QStringLiteral("activity_by_due")); // named for the same reason as activeDue's
}

QList<Activity> ActivityRepository::select(const QString& where, const QVariantList& v, QString* error,
                                           const QString& columns, const QString& index, HistoryRead history) const
{
    QList<Activity> out;
    const QString from = index.isEmpty() ? QStringLiteral("activity") : QStringLiteral("activity INDEXED BY ") + index;
    const QString lineCount = history == HistoryRead::LinesCounted
                                  ? QStringLiteral(", (SELECT count(*) FROM activity_history h WHERE h.activity_id = activity.id)")
                                  : QString();
    SqlStatement statement(m_db, QStringLiteral("SELECT id, %1%2 FROM %3 WHERE %4")
                                     .arg(columns.isEmpty() ? ReadColumns : columns, lineCount, from, where));
    QSqlQuery& q = statement.query();
    if (!statement.exec(v, error))
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
        a.data = QJsonDocument::fromJson(q.value(9).toByteArray()).object();
        a.haltReason = haltReasonFromKey(a.data.take(QLatin1String("haltReason")).toString());
        a.gmOnly = q.value(10).toBool();
        a.endedDay = q.value(11).toInt();
        if (history == HistoryRead::LinesCounted)
            a.historyLinesNotRead = q.value(12).toInt();
        out.append(a);
    }
    if (history == HistoryRead::Whole) {
        for (Activity& a : out) {
            // Only an activity that has a history keeps its place in the data (values()).
            if (a.data.contains(QLatin1String("history")) && !readHistory(&a, error))
                return {};
        }
    }
    return out;
}

} // namespace hk
