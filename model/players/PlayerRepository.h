#pragma once

#include "db/ModelInternal.h"

#include "players/PlayerLink.h"

#include <QSqlDatabase>

namespace hk {

// All SQL touching the player_link, player_link_character and player_proposal tables.
class PlayerRepository
{
public:
    explicit PlayerRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    qint64 insertLink(const PlayerLink& link, QString* error);
    bool setRevoked(qint64 id, bool revoked, QString* error);
    bool setCharacters(qint64 id, const QList<qint64>& characterIds, QString* error);
    // In the order they were made; revoked ones only when asked.
    QList<PlayerLink> links(bool includeRevoked, QString* error) const;
    bool findLink(qint64 id, PlayerLink* out, QString* error) const;
    // The link with this token, revoked or not; false (no error) when there is none.
    bool findToken(const QString& token, PlayerLink* out, QString* error) const;

    qint64 insertProposal(const PlayerProposal& proposal, QString* error);
    bool removePending(qint64 linkId, qint64 encounterId, const QString& figure, QString* error);
    bool setStatus(qint64 id, ProposalStatus status, const QString& reason, QString* error);
    bool findProposal(qint64 id, PlayerProposal* out, QString* error) const;
    // An encounter's proposals of one turn (turn < 0: every turn), oldest first; linkId 0 = everyone's.
    QList<PlayerProposal> proposals(qint64 encounterId, int turn, qint64 linkId, QString* error) const;

private:
    QList<PlayerLink> selectLinks(const QString& where, const QVariantList& values, QString* error) const;
    QList<PlayerProposal> selectProposals(const QString& where, const QVariantList& values, QString* error) const;
    QSqlDatabase m_db;
};

} // namespace hk
