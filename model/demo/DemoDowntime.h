#pragma once

#include <QString>

namespace hk {

class Campaign;

// The downtime part of the demo campaign: a master wizard enchanting a cloak in his own laboratory, two
// alchemists brewing in laboratories rented from the Guild, and Yzor's apprentice learning a spell — the
// issue's "done when" scene, ready for the GM to advance eight weeks and undo. Everything goes through the
// same services as the GM's own work (Labs, WorkshopProjects, Alchemy, SpellStudies).
namespace DemoDowntime {

bool add(Campaign& campaign, QString* error);

} // namespace DemoDowntime
} // namespace hk
