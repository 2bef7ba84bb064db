#include "wizwar/WizWarRepository.h"

#include "db/SqlQueries.h"
#include "db/SqlStatement.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlQuery>

namespace hk {

namespace {

QString stateText(const wizwar::GameState& state)
{
    return QString::fromUtf8(QJsonDocument(state.toJson()).toJson(QJsonDocument::Compact));
}

} // namespace

qint64 WizWarRepository::insert(const WizWarRecord& g, QString* error)
{
    return Sql::insert(m_db, QStringLiteral("wizwar_game"), QStringLiteral("name, created_day, state"),
                       {Sql::text(g.name), g.createdDay, stateText(g.state)}, g.id, error);
}

bool WizWarRepository::update(const WizWarRecord& g, QString* error)
{
    return Sql::exec(m_db, QStringLiteral("UPDATE wizwar_game SET name = ?, state = ? WHERE id = ?"),
                     {Sql::text(g.name), stateText(g.state), g.id}, error);
}

bool WizWarRepository::remove(qint64 id, QString* error)
{
    return Sql::exec(m_db, QStringLiteral("DELETE FROM wizwar_game WHERE id = ?"), {id}, error);
}

bool WizWarRepository::find(qint64 id, WizWarRecord* out, QString* error) const
{
    const QList<WizWarRecord> found = select(QStringLiteral("id = ?"), {id}, error);
    if (found.isEmpty()) {
        if (error && error->isEmpty())
            *error = QCoreApplication::translate("hk::WizWarRepository", "There is no Wiz-War game with id %1.").arg(id);
        return false;
    }
    *out = found.first();
    return true;
}

QList<WizWarRecord> WizWarRepository::list(QString* error) const
{
    return select(QStringLiteral("1 ORDER BY id DESC"), {}, error);
}

QList<WizWarRecord> WizWarRepository::select(const QString& where, const QVariantList& v, QString* error) const
{
    QList<WizWarRecord> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT id, name, created_day, state FROM wizwar_game WHERE %1").arg(where));
    QSqlQuery& q = statement.query();
    if (!statement.exec(v, error))
        return out;
    while (q.next()) {
        WizWarRecord g;
        g.id = q.value(0).toLongLong();
        g.name = q.value(1).toString();
        g.createdDay = q.value(2).toInt();
        g.state = wizwar::GameState::fromJson(QJsonDocument::fromJson(q.value(3).toString().toUtf8()).object());
        out.append(g);
    }
    return out;
}

bool WizWarRepository::appendLog(qint64 gameId, const WizWarLogEntry& l, QString* error)
{
    return Sql::insert(m_db, QStringLiteral("wizwar_log"), QStringLiteral("game_id, turn, message, only_seat"),
                       {gameId, l.turn, Sql::text(l.message), l.onlySeat}, 0, error)
           > 0;
}

QList<WizWarLogEntry> WizWarRepository::log(qint64 gameId, int seat, QString* error) const
{
    QList<WizWarLogEntry> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT id, turn, message, only_seat FROM wizwar_log "
                                                "WHERE game_id = ? AND (only_seat = -1 OR only_seat = ?) ORDER BY id"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({gameId, seat < 0 ? -2 : seat}, error))
        return out;
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toInt(), q.value(2).toString(), q.value(3).toInt()});
    return out;
}

QHash<QString, QString> WizWarRepository::sectorMaps(QString* error) const
{
    QHash<QString, QString> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT sector, side, map FROM wizwar_sector"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({}, error))
        return out;
    while (q.next())
        out.insert(q.value(0).toString() + q.value(1).toString(), q.value(2).toString());
    return out;
}

bool WizWarRepository::setSectorMap(int sector, QChar side, const QString& map, QString* error)
{
    return Sql::exec(m_db, QStringLiteral("INSERT INTO wizwar_sector (sector, side, map) VALUES (?, ?, ?) "
                                          "ON CONFLICT (sector, side) DO UPDATE SET map = excluded.map"),
                     {sector, QString(side), Sql::text(map)}, error);
}

} // namespace hk
