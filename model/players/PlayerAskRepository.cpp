#include "players/PlayerAskRepository.h"

#include "db/SqlQueries.h"
#include "db/SqlStatement.h"

#include <QJsonDocument>
#include <QSqlQuery>

namespace hk {

namespace {

// The row's data with its kind and character put back: the page's shape, read by the same strict reader.
void readAsk(const QString& kind, const QVariant& character, const QString& data, PlayerAskEntry* entry)
{
    QJsonObject o = QJsonDocument::fromJson(data.toUtf8()).object();
    o.insert(QStringLiteral("kind"), kind);
    const bool newCharacter = kind == PlayerAsk::kindKey(AskKind::NewCharacter);
    const qint64 characterId = character.isNull() ? 0 : character.toLongLong();
    if (!newCharacter)
        o.insert(QStringLiteral("character"), characterId > 0 ? QJsonValue(characterId) : QJsonValue(QStringLiteral("?")));
    QString error;
    const std::optional<PlayerAsk> ask = PlayerAsk::fromJson(o, &error);
    if (!ask) {
        entry->ask.kind = PlayerAsk::kindFromKey(kind).value_or(AskKind::Notes);
        entry->problem = error;
        return;
    }
    entry->ask = *ask;
    entry->ask.characterId = characterId;
    if (!newCharacter)
        entry->ask.characterName.clear();
}

} // namespace

qint64 PlayerAskRepository::insert(const PlayerAskEntry& e, QString* error)
{
    QJsonObject data = e.ask.toJson();
    data.remove(QStringLiteral("kind"));
    if (e.ask.kind != AskKind::NewCharacter)
        data.remove(QStringLiteral("character"));
    const QVariant character = e.ask.kind != AskKind::NewCharacter || e.ask.characterId > 0 ? QVariant(e.ask.characterId) : QVariant();
    return Sql::insert(m_db, QStringLiteral("player_request"),
                       QStringLiteral("link_id, client_id, kind, character_id, data, status, reason, created_day, created_at, decided_day"),
                       {e.linkId, e.clientId, PlayerAsk::kindKey(e.ask.kind), character,
                        QString::fromUtf8(QJsonDocument(data).toJson(QJsonDocument::Compact)), proposalStatusKey(e.status),
                        Sql::text(e.reason), e.createdDay, Sql::text(e.createdAt), e.decidedDay > 0 ? QVariant(e.decidedDay) : QVariant()},
                       e.id, error);
}

bool PlayerAskRepository::setAsk(qint64 id, const PlayerAsk& ask, QString* error)
{
    QJsonObject data = ask.toJson();
    data.remove(QStringLiteral("kind"));
    if (ask.kind != AskKind::NewCharacter)
        data.remove(QStringLiteral("character"));
    return Sql::exec(m_db, QStringLiteral("UPDATE player_request SET data = ? WHERE id = ?"),
                     {QString::fromUtf8(QJsonDocument(data).toJson(QJsonDocument::Compact)), id}, error);
}

bool PlayerAskRepository::setDecided(qint64 id, ProposalStatus status, const QString& reason, int day, qint64 characterId,
                                     QString* error)
{
    if (characterId > 0
        && !Sql::exec(m_db, QStringLiteral("UPDATE player_request SET character_id = ? WHERE id = ?"), {characterId, id}, error))
        return false;
    return Sql::exec(m_db, QStringLiteral("UPDATE player_request SET status = ?, reason = ?, decided_day = ? WHERE id = ?"),
                     {proposalStatusKey(status), Sql::text(reason), day, id}, error);
}

bool PlayerAskRepository::find(qint64 id, PlayerAskEntry* out, QString* error) const
{
    const QList<PlayerAskEntry> found = select(QStringLiteral("r.id = ?"), {id}, error);
    if (found.isEmpty())
        return false;
    *out = found.first();
    return true;
}

bool PlayerAskRepository::findClient(qint64 linkId, const QString& clientId, PlayerAskEntry* out, QString* error) const
{
    const QList<PlayerAskEntry> found = select(QStringLiteral("r.link_id = ? AND r.client_id = ?"), {linkId, clientId}, error);
    if (found.isEmpty())
        return false;
    *out = found.first();
    return true;
}

QList<PlayerAskEntry> PlayerAskRepository::pending(QString* error) const
{
    return select(QStringLiteral("r.status = 'pending'"), {}, error);
}

QList<PlayerAskEntry> PlayerAskRepository::ofLink(qint64 linkId, int limit, QString* error) const
{
    return select(QStringLiteral("r.id IN (SELECT id FROM player_request WHERE link_id = ? ORDER BY id DESC LIMIT ?)"), {linkId, limit},
                  error);
}

QList<PlayerAskEntry> PlayerAskRepository::select(const QString& where, const QVariantList& values, QString* error) const
{
    QList<PlayerAskEntry> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT r.id, r.link_id, l.name, r.client_id, r.kind, r.character_id, r.data, r.status, "
                                                "r.reason, r.created_day, r.created_at, r.decided_day "
                                                "FROM player_request r JOIN player_link l ON l.id = r.link_id WHERE %1 ORDER BY r.id")
                                     .arg(where));
    QSqlQuery& q = statement.query();
    if (!statement.exec(values, error))
        return out;
    while (q.next()) {
        PlayerAskEntry e;
        e.id = q.value(0).toLongLong();
        e.linkId = q.value(1).toLongLong();
        e.playerName = q.value(2).toString();
        e.clientId = q.value(3).toString();
        readAsk(q.value(4).toString(), q.value(5), q.value(6).toString(), &e);
        e.status = proposalStatusFromKey(q.value(7).toString());
        e.reason = q.value(8).toString();
        e.createdDay = q.value(9).toInt();
        e.createdAt = q.value(10).toString();
        e.decidedDay = q.value(11).toInt();
        out.append(e);
    }
    return out;
}

QList<AskKind> PlayerAskRepository::autoAccepted(QString* error) const
{
    QList<AskKind> out;
    QSqlQuery q(m_db);
    if (!Sql::exec(q, QStringLiteral("SELECT kind FROM player_auto_accept ORDER BY kind"), {}, error))
        return out;
    while (q.next()) {
        if (const std::optional<AskKind> kind = PlayerAsk::kindFromKey(q.value(0).toString()))
            out.append(*kind);
    }
    return out;
}

bool PlayerAskRepository::setAutoAccept(AskKind kind, bool on, QString* error)
{
    return Sql::exec(m_db,
                     on ? QStringLiteral("INSERT OR IGNORE INTO player_auto_accept (kind) VALUES (?)")
                        : QStringLiteral("DELETE FROM player_auto_accept WHERE kind = ?"),
                     {PlayerAsk::kindKey(kind)}, error);
}

QList<qint64> PlayerAskRepository::proposalEncounters(QString* error) const
{
    QList<qint64> out;
    QSqlQuery q(m_db);
    if (!Sql::exec(q, QStringLiteral("SELECT DISTINCT encounter_id FROM player_proposal WHERE status = 'pending' ORDER BY encounter_id"),
                   {}, error))
        return out;
    while (q.next())
        out.append(q.value(0).toLongLong());
    return out;
}

} // namespace hk
