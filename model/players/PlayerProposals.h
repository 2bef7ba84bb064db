#pragma once

#include "combat/CombatParameters.h"
#include "combat/CombatState.h"
#include "players/PlayerLink.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace hk {

class Campaign;

// What one of a player's figures may be proposed to do now: the options open to it as the players see the
// fight, and how far it may still move.
struct ProposalChoice
{
    QString figure;
    QString name;
    int hexesLeft = 0;
    QList<MovementOption> options;
};

// The players' proposals for their figures' option and move, kept until the GM decides. A player proposes
// (from his device, through the players' server); the GM accepts — the option is chosen and the figure moved
// as one tracker step, refused with the tracker's own words when the rules forbid it — or refuses with a
// reason. Every decision is an undoable step; a player's proposal changes no figure by itself.
class PlayerProposals
{
    Q_DECLARE_TR_FUNCTIONS(hk::PlayerProposals)
public:
    explicit PlayerProposals(Campaign& campaign) : m_campaign(campaign) {}

    // A proposal for one of the link's own figures in this turn of the encounter. It replaces the player's
    // earlier pending proposal for that figure.
    bool propose(const PlayerLink& link, qint64 encounterId, const QString& figureId, const QString& option,
                 std::optional<HexCoord> to, qint64* id, QString* error);
    bool accept(qint64 proposalId, QString* error);
    bool refuse(qint64 proposalId, const QString& reason, QString* error);

    // The encounter's proposals of its current turn still waiting for the GM, oldest first.
    QList<PlayerProposal> pending(qint64 encounterId, QString* error) const;
    // One player's proposals of the encounter's current turn, whatever became of them.
    QList<PlayerProposal> ofPlayer(qint64 encounterId, qint64 linkId, QString* error) const;
    bool find(qint64 proposalId, PlayerProposal* out, QString* error) const;

    // The link's figures that may still be given an option and a move, from the state the players see (so a
    // figure the GM hides, or one only a hidden foe engages, tells the player nothing).
    static QList<ProposalChoice> choices(const CombatState& playersState, const PlayerLink& link, const CombatParameters& p);
    // "Yzor: (a) Move, to 5,6", for the GM's list and the player's page.
    static QString describe(const PlayerProposal& proposal, const CombatState& state, const CombatParameters* p);

private:
    Campaign& m_campaign;
};

} // namespace hk
