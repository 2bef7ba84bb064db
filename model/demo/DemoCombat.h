#pragma once

#include <QString>

namespace hk {

class Campaign;

// The combat part of the demo campaign: a two-against-two arena bout at the Torea School — Yzor and his
// apprentice Pell against Krait and Vessa, a Torea wizard with Rope and Illusion — set on the map and
// started, so the GM can run the four-wizard fight (summons, an illusion, a Rope, a continuing Blur)
// in the tracker at once. Built through the same services as the GM's own encounters.
namespace DemoCombat {
bool add(Campaign& campaign, QString* error);
} // namespace DemoCombat
} // namespace hk
