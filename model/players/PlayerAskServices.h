#pragma once

#include "alchemy/Alchemy.h"
#include "players/PlayerAsk.h"
#include "research/MarketSearch.h"
#include "research/Research.h"
#include "workshop/WorkshopProjects.h"

namespace hk {

// A player's request in the words of the service that plans and starts it. Why shared: the preview
// (PlayerAskPreview.cpp) must plan exactly what submitting and accepting start (PlayerAskActions.cpp), so both
// build the service's request here.
namespace PlayerAskServices {

BatchRequest batch(const PlayerAsk& ask);
WorkshopRequest project(const PlayerAsk& ask);
ResearchRequest research(const PlayerAsk& ask);
SearchRequest search(const PlayerAsk& ask);

} // namespace PlayerAskServices
} // namespace hk
