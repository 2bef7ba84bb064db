#pragma once

#include "combat/HexCoord.h"

#include <QJsonObject>

#include <QByteArray>
#include <QString>

#include <optional>

namespace hk {

// One message from a player's page, read and checked before anything acts on it (docs/players-protocol.md):
// a roll of dice for the dice log, a proposal of an option and move for one of his figures, a question for
// what one of his characters may buy with experience, a request for the GM between game nights (PlayerAsk), a
// character being built to be checked by the builder's rules, the rules' lists the builder offers, or the preview
// of a request (what the planner says of it) before it is sent. Why strict: the
// page runs on the players' devices, so whatever arrives may be anything; a message that is not exactly one of
// these is refused with a clear reason, and nothing is done.
struct PlayerRequest
{
    enum class Kind { Roll, Propose, Offers, Ask, Check, Rules, Preview };
    static constexpr int MaxBytes = 16384; // a new character's whole sheet fits



    Kind kind = Kind::Roll;
    QString id;          // the page's own id for the reply (at most 40 characters)
    // Roll:
    QString dice;        // "3d6", "2d6+1"
    std::optional<int> vs;
    QString why;
    // Propose:
    QString figure;
    QString option;
    std::optional<HexCoord> to;
    // Offers: the character, by id or by a name the player owns.
    qint64 characterId = 0;
    QString characterName;
    // Ask and Preview (a request's plan before it is sent, same fields): the request for the GM as the page sent it; PlayerActions reads it strictly (PlayerAsk::fromJson, in
    // the model — this reader stays free of the model, so that it can be fuzzed on its own).
    QJsonObject ask;
    // Check: a character being built on the page, in the exchange format, to be checked by the builder's rules.
    QJsonObject character;

    // The request in text, or nullopt with *error (and *id when the message had a readable one).
    static std::optional<PlayerRequest> parse(const QByteArray& text, QString* id, QString* error);
};

} // namespace hk
