#pragma once

#include <QList>
#include <QString>

namespace hk {

// A player's way into the players' server: a random token that stands for him, the characters whose sheets
// it shows and whose figures he may propose moves for, and whether the GM has revoked it.
struct PlayerLink
{
    qint64 id = 0;
    QString name;
    QString token;
    QList<qint64> characterIds;
    int createdDay = 0;
    bool revoked = false;

    bool owns(qint64 characterId) const { return characterId > 0 && characterIds.contains(characterId); }
};

enum class ProposalStatus { Pending, Accepted, Refused };

QString proposalStatusKey(ProposalStatus status);
ProposalStatus proposalStatusFromKey(const QString& key);

// What a player asks the GM to let his figure do this turn: an option of the movement table and, when he wants
// to move, the hex to move to. Nothing happens until the GM accepts it in the tracker.
struct PlayerProposal
{
    qint64 id = 0;
    qint64 linkId = 0;
    QString playerName;  // the link's name, read with the proposal
    qint64 encounterId = 0;
    int turn = 0;
    QString figure;      // figure id in the encounter
    QString option;      // movement-option key
    QString hex;         // "column,row" to move to; empty to stay
    ProposalStatus status = ProposalStatus::Pending;
    QString reason;      // the GM's words when refusing
};

} // namespace hk
