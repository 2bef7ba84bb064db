#include "players/PlayerProposals.h"

#include "campaign/Campaign.h"
#include "combat/CombatTurn.h"
#include "combat/CombatView.h"
#include "combat/Encounters.h"
#include "players/PlayerRepository.h"

namespace hk {

namespace {

bool proposable(CombatPhase phase)
{
    return phase == CombatPhase::Initiative || phase == CombatPhase::RenewSpells || phase == CombatPhase::Movement;
}

} // namespace

QList<ProposalChoice> PlayerProposals::choices(const CombatState& s, const PlayerLink& link, const CombatParameters& p)
{
    QList<ProposalChoice> out;
    if (!proposable(s.phase))
        return out;
    for (const EncounterFigure& f : s.figures) {
        if (!link.owns(f.characterId) || !f.placed || f.moved || !f.body.isActive())
            continue;
        ProposalChoice choice{f.body.id, f.body.name, CombatTurn::hexesLeft(s, f, p), CombatTurn::options(s, f, p)};
        if (!choice.options.isEmpty())
            out.append(choice);
    }
    return out;
}

QString PlayerProposals::describe(const PlayerProposal& proposal, const CombatState& state, const CombatParameters* p)
{
    const EncounterFigure* f = state.figure(proposal.figure);
    const QString name = f ? f->body.name : proposal.figure;
    QString option = proposal.option;
    if (p && f) {
        if (const MovementOption* o = p->option(proposal.option, f->engagedAtStart))
            option = o->label();
    }
    if (proposal.hex.isEmpty())
        return tr("%1: %2").arg(name, option);
    return tr("%1: %2, to %3").arg(name, option, proposal.hex);
}

bool PlayerProposals::propose(const PlayerLink& link, qint64 encounterId, const QString& figureId, const QString& option,
                              std::optional<HexCoord> to, qint64* id, QString* error)
{
    Encounter encounter;
    if (!Encounters(m_campaign).find(encounterId, &encounter, error))
        return false;
    const std::optional<CombatParameters> p = CombatParameters::load(m_campaign.rules(), error);
    if (!p)
        return false;
    const CombatState seen = CombatView::forPlayers(encounter.state);
    const QList<ProposalChoice> open = choices(seen, link, *p);
    const auto choice = std::find_if(open.begin(), open.end(), [&](const ProposalChoice& c) { return c.figure == figureId; });
    if (choice == open.end()) {
        *error = proposable(seen.phase) ? tr("That is not a figure of yours that may still move this turn.")
                                        : tr("Options and moves are proposed before a figure moves.");
        return false;
    }
    const auto known = std::find_if(choice->options.begin(), choice->options.end(), [&](const MovementOption& o) { return o.key == option; });
    if (known == choice->options.end()) {
        *error = tr("%1 cannot take that option now.").arg(choice->name);
        return false;
    }
    if (to && !seen.map.isOpen(*to)) {
        *error = tr("That hex is not open ground on the map.");
        return false;
    }
    PlayerProposal proposal;
    proposal.linkId = link.id;
    proposal.encounterId = encounterId;
    proposal.turn = seen.turn;
    proposal.figure = figureId;
    proposal.option = option;
    proposal.hex = to ? HexMap::label(*to) : QString();
    return m_campaign.change(tr("%1 proposes: %2").arg(link.name, describe(proposal, seen, &*p)), [&](QString*, QString* e) {
        PlayerRepository proposals(m_campaign.database());
        if (!proposals.removePending(link.id, encounterId, figureId, e))
            return false;
        const qint64 made = proposals.insertProposal(proposal, e);
        if (id)
            *id = made;
        return made > 0;
    }, error);
}

bool PlayerProposals::accept(qint64 proposalId, QString* error)
{
    PlayerProposal proposal;
    if (!find(proposalId, &proposal, error))
        return false;
    if (proposal.status != ProposalStatus::Pending) {
        *error = tr("That proposal has already been decided.");
        return false;
    }
    return m_campaign.change(tr("Accept %1's proposal").arg(proposal.playerName), [&](QString*, QString* e) {
        Encounter encounter;
        if (!Encounters(m_campaign).find(proposal.encounterId, &encounter, e))
            return false;
        const EncounterFigure* f = encounter.state.figure(proposal.figure);
        if (!f) {
            *e = tr("The figure of that proposal is no longer in the fight.");
            return false;
        }
        CombatTurn turn(m_campaign);
        if (!turn.chooseOption(proposal.encounterId, proposal.figure, proposal.option, e))
            return false;
        if (!proposal.hex.isEmpty()) {
            const QStringList parts = proposal.hex.split(QLatin1Char(','));
            const HexCoord to = HexMap::toAxial(parts.value(0).toInt(), parts.value(1).toInt());
            if (to != f->body.position && !turn.move(proposal.encounterId, proposal.figure, to, f->body.facing, e))
                return false;
        }
        return PlayerRepository(m_campaign.database()).setStatus(proposalId, ProposalStatus::Accepted, {}, e);
    }, error);
}

bool PlayerProposals::refuse(qint64 proposalId, const QString& reason, QString* error)
{
    PlayerProposal proposal;
    if (!find(proposalId, &proposal, error))
        return false;
    if (proposal.status != ProposalStatus::Pending) {
        *error = tr("That proposal has already been decided.");
        return false;
    }
    return m_campaign.change(tr("Refuse %1's proposal").arg(proposal.playerName), [&](QString*, QString* e) {
        return PlayerRepository(m_campaign.database()).setStatus(proposalId, ProposalStatus::Refused, reason.simplified().left(200), e);
    }, error);
}

QList<PlayerProposal> PlayerProposals::pending(qint64 encounterId, QString* error) const
{
    Encounter encounter;
    if (!Encounters(m_campaign).find(encounterId, &encounter, error))
        return {};
    QList<PlayerProposal> out = PlayerRepository(m_campaign.database()).proposals(encounterId, encounter.state.turn, 0, error);
    out.removeIf([](const PlayerProposal& p) { return p.status != ProposalStatus::Pending; });
    return out;
}

QList<PlayerProposal> PlayerProposals::ofPlayer(qint64 encounterId, qint64 linkId, QString* error) const
{
    Encounter encounter;
    if (!Encounters(m_campaign).find(encounterId, &encounter, error))
        return {};
    return PlayerRepository(m_campaign.database()).proposals(encounterId, encounter.state.turn, linkId, error);
}

bool PlayerProposals::find(qint64 proposalId, PlayerProposal* out, QString* error) const
{
    error->clear();
    if (PlayerRepository(m_campaign.database()).findProposal(proposalId, out, error))
        return true;
    if (error->isEmpty())
        *error = tr("There is no player's proposal with id %1.").arg(proposalId);
    return false;
}

} // namespace hk
