#pragma once

#include "players/PlayerLink.h"

#include <QJsonObject>
#include <QString>

namespace hk {

class Campaign;
struct PlayerRequest;

// What a player's message does: a roll goes into the dice log under his name, a proposal and a request
// between game nights wait for the GM (a request's kind the GM auto-accepts is carried out at once), and a
// question for offers is answered from the rules. Why apart from the server: the server only carries messages; what a player may do, through which
// of the model's steps, and the words of the answer are decided here.
namespace PlayerActions {

// The message carried out (a change is one step of the campaign), with the fields of the page's "result" answer
// in *result ("text", and what the kind adds); false with *error when it is refused, and then nothing changed.
// encounterId: the fight the pages show (0: none).
bool perform(Campaign& campaign, const PlayerLink& link, const PlayerRequest& request, qint64 encounterId,
             QJsonObject* result, QString* error);

} // namespace PlayerActions
} // namespace hk
