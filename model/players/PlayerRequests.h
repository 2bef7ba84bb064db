#pragma once

#include "players/PlayerAsk.h"

#include <QCoreApplication>

namespace hk {

class Campaign;

// Players' requests between game nights (issue 32): a player asks from his page to spend experience, learn a
// spell, brew, research, search the market, add a new character or add a note; the GM accepts or refuses.
// Why one service: the request is checked by the very services the window and the CLI use — when it is sent
// (the change is made and thrown away, so the player hears the rules' own words at once) and again when the GM
// accepts it (the campaign may have changed meanwhile) — and accepting is that same change plus the request
// marked accepted, one undoable step. Kinds the GM chose to auto-accept are accepted as they arrive.
class PlayerRequests
{
    Q_DECLARE_TR_FUNCTIONS(hk::PlayerRequests)
public:
    static constexpr int MaxClientId = 40;
    static constexpr int MaxReason = 200;
    static constexpr int PageHistory = 50; // requests ofLink() gives

    explicit PlayerRequests(Campaign& campaign) : m_campaign(campaign) {}

    // A request from the link (its page's id as clientId; empty: a fresh one). Refused for a revoked link,
    // a character that is not the link's, and anything the rules refuse now, with their words; then nothing is
    // stored. The same clientId again gives the request already made (*id) and makes no second one.
    bool submit(const PlayerLink& link, const QString& clientId, PlayerAsk ask, qint64* id, QString* error);
    // What a request would take, before it is sent: the planner the window and the CLI use (SpellStudies, Alchemy,
    // WorkshopProjects, Research, MarketSearch) on the link's own character, resolved as submit() resolves it
    // (a revoked link and another player's character refused). *preview holds the weeks, the costs in numbers and
    // words, what is needed, the problems in the rules' words and the plan's numbers (PlanJson), nothing the GM
    // keeps secret. Nothing is stored or changed. Other kinds (spend-xp has `offers`) are refused in words.
    bool preview(const PlayerLink& link, PlayerAsk ask, QJsonObject* preview, QString* error) const;
    // Checks again and makes the change, with the request marked accepted, as one step.
    bool accept(qint64 id, QString* error);
    // A new character's request accepted with the GM's edit of him (the builder's "Open in builder…"): the same
    // one step as accept(), the request stored with the edited character; an illegal edit is refused with the
    // builder's own words and nothing changes.
    bool acceptEdited(qint64 id, const Character& edited, QString* error);
    bool refuse(qint64 id, const QString& reason, QString* error);

    // Every request still waiting for the GM, oldest first.
    QList<PlayerAskEntry> pending(QString* error) const;
    // What the player's page shows: his newest requests, pending, accepted or refused with the reason.
    QList<PlayerAskEntry> ofLink(qint64 linkId, QString* error) const;
    bool find(qint64 id, PlayerAskEntry* out, QString* error) const;
    // The encounters with a combat proposal waiting (PlayerProposals::pending lists them).
    QList<qint64> proposalEncounters(QString* error) const;

    // Kinds accepted as they arrive when the rules allow them (none by default).
    QList<AskKind> autoAccepted(QString* error) const;
    bool autoAccept(AskKind kind) const;
    bool setAutoAccept(AskKind kind, bool on, QString* error);

    // "Yzor: raise ST", "a new character: Bran", for the GM's list and the player's page.
    QString describe(const PlayerAsk& ask) const;
    // The request's JSON for the page and the CLI: its id ("r12"), player, kind, status, reason, text (the request
    // in words) and fields; a note's own words are under "note".
    QJsonObject toJson(const PlayerAskEntry& entry) const;

    // An id as the GM types it: "r12" is a request, "p4" (or a plain 4, as before requests existed) a
    // combat proposal. False when it is neither.
    enum class IdKind { Request, Proposal };
    static bool parseId(const QString& text, IdKind* kind, qint64* id);

private:
    // accept() and acceptEdited(): `edited` (may be null) replaces a new character's request.
    bool decide(qint64 id, const Character* edited, QString* error);
    // The link as it is now (revoked: refused) and the character resolved among its own.
    bool resolve(const PlayerLink& given, PlayerLink* link, PlayerAsk* ask, QString* error) const;
    // Inside a change: the change the request asks for; *made is a new character's id.
    bool perform(const PlayerLink& link, const PlayerAsk& ask, qint64* made, QString* error);
    bool dryRun(const PlayerLink& link, const PlayerAsk& ask, QString* error);
    Campaign& m_campaign;
};

} // namespace hk
