#pragma once

#include "players/PlayerLink.h"

#include <QString>

namespace hk {

class Campaign;
struct PlayerRequest;

// What a player's request does to the campaign: a roll goes into the dice log under his name, a proposal waits
// for the GM. Why apart from the server: the server only carries messages; what a player may do, through which
// of the model's steps, and the words of the answer are decided here.
namespace PlayerActions {

// The request carried out as one step of the campaign, with the answer for the page in *result; false with
// *error when it is refused, and then nothing changed. encounterId: the fight the pages show (0: none).
bool perform(Campaign& campaign, const PlayerLink& link, const PlayerRequest& request, qint64 encounterId, QString* result,
             QString* error);

} // namespace PlayerActions
} // namespace hk
