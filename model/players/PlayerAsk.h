#pragma once

#include "characters/Character.h"
#include "characters/XpPurchase.h"
#include "players/PlayerLink.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace hk {

// The kinds of request a player sends from his page between game nights. Their keys ("spend-xp", …) are what
// the page sends, the file stores and the CLI takes.
enum class AskKind { SpendXp, LearnSpell, Brew, ItemProject, Research, MarketSearch, NewCharacter, Notes };

// One request of a player, typed: what he asks for, for which of his characters, with the fields of its kind.
// Why a struct of its own: the page's JSON (docs/players-protocol.md), the stored row and the GM's list all
// read and write it through fromJson()/toJson(), which check every field strictly (unknown fields refused,
// types and bounds checked), so nothing the page sends reaches a service unchecked. Named "ask" so as not to
// clash with the server's wire message (server/PlayerRequest.h). What the rules allow is checked later, by
// the services themselves (PlayerRequests).
struct PlayerAsk
{
    Q_DECLARE_TR_FUNCTIONS(hk::PlayerAsk)
public:
    static constexpr int MaxText = 2000;      // a note, in characters
    static constexpr int MaxName = 200;       // a spell, potion, item, title or settlement as typed
    static constexpr int MaxNumber = 1'000'000; // dollars, doses, levels

    AskKind kind = AskKind::Notes;
    qint64 characterId = 0;  // which of the player's characters (0: named by characterName, or a new character)
    QString characterName;   // the page may name him instead; PlayerRequests resolves it among the link's characters
    // spend-xp
    XpPurchase purchase;
    // learn-spell (spell, method, feePerWeek); research uses spell too
    QString spell;
    QString method;
    int feePerWeek = 0;
    // brew (potion, doses, lab, what is supplied, what the player says he has); research uses lab too
    QString potion;
    int doses = 1;
    qint64 labId = 0;
    bool suppliedSpecial = false;
    bool suppliedCommon = false;
    bool hasBook = false;
    bool trained = false;
    // research
    QString project;         // research-project id: new-spell, seen-spell, new-item, seen-item, new-potion
    QString title;
    int level = 0;
    // market-search (item, value); item-project uses them for the new item's name and its own worth
    QString item;
    int value = 0;
    QString settlement;
    bool fullTime = false;
    bool magic = false;
    // item-project (with item, value, labId, hasBook): the lead is the character
    QString recipe;          // magic-item-recipe id
    int strength = 0;
    int selfPowered = 0;     // ST per turn the item supplies itself
    int hexes = 1;
    QList<qint64> team;      // the other wizards: the player's own characters
    QList<qint64> apprentices;
    int hired = 0;
    int charm = 0;
    bool potionsFromStock = false;
    // new-character: in the exchange format (Roster::parseExchange)
    Character character;
    // notes: added to the character's notes
    QString text;

    static QList<AskKind> kinds();
    static QString kindKey(AskKind kind);
    static std::optional<AskKind> kindFromKey(const QString& key);
    // The kind in words, for the GM's lists ("spend experience").
    static QString kindName(AskKind kind);

    // The page's object minus "type" and "id" (both are tolerated and ignored): {"kind": "spend-xp",
    // "character": 5, "attribute": "ST"}. Refuses unknown fields, wrong types and numbers out of bounds.
    static std::optional<PlayerAsk> fromJson(const QJsonObject& o, QString* error);
    // The same shape back (what the file keeps and the page is shown); fromJson(toJson()) gives it again.
    QJsonObject toJson() const;
};

// A player's request as stored, with what became of it: what the GM's list, the CLI and the player's page show.
struct PlayerAskEntry
{
    qint64 id = 0;
    qint64 linkId = 0;
    QString playerName;    // the link's name, read with the request
    QString clientId;      // the page's own id for it; the same id again is the same request
    PlayerAsk ask;
    QString problem;       // the stored request could not be read back (a damaged file): why
    ProposalStatus status = ProposalStatus::Pending;
    QString reason;        // the GM's words when refusing
    int createdDay = 0;
    QString createdAt;     // UTC, ISO 8601
    int decidedDay = 0;    // 0 while pending

    // "r12": the id the GM types and the page is told; combat proposals are "p4".
    QString key() const { return QStringLiteral("r%1").arg(id); }
};

} // namespace hk
