#pragma once

#include "db/ModelInternal.h"

#include "players/PlayerAsk.h"

#include <QSqlDatabase>

namespace hk {

// All SQL touching player_request and player_auto_accept (and the one question about player_proposal the
// lists of every pending request need).
class PlayerAskRepository
{
public:
    explicit PlayerAskRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    qint64 insert(const PlayerAskEntry& entry, QString* error);
    // The request's fields replaced (the GM's edit of a new character before he accepts it).
    bool setAsk(qint64 id, const PlayerAsk& ask, QString* error);
    bool setDecided(qint64 id, ProposalStatus status, const QString& reason, int day, qint64 characterId, QString* error);
    bool find(qint64 id, PlayerAskEntry* out, QString* error) const;
    // The link's request with this page id; false (no error) when there is none.
    bool findClient(qint64 linkId, const QString& clientId, PlayerAskEntry* out, QString* error) const;
    QList<PlayerAskEntry> pending(QString* error) const;
    // The link's newest `limit` requests, oldest first.
    QList<PlayerAskEntry> ofLink(qint64 linkId, int limit, QString* error) const;

    QList<AskKind> autoAccepted(QString* error) const;
    bool setAutoAccept(AskKind kind, bool on, QString* error);

    // The encounters that have a combat proposal still pending.
    QList<qint64> proposalEncounters(QString* error) const;

private:
    QList<PlayerAskEntry> select(const QString& where, const QVariantList& values, QString* error) const;
    QSqlDatabase m_db;
};

} // namespace hk
