#include "time/StandardResolvers.h"

#include "activities/LearningResolver.h"
#include "activities/RecoveryResolver.h"
#include "alchemy/AlchemyResolver.h"
#include "labs/LabResolver.h"
#include "research/MarketResolver.h"
#include "research/ResearchResolver.h"
#include "treasury/ChargesReport.h"
#include "workshop/WorkshopResolver.h"

namespace hk::StandardResolvers {

std::vector<std::unique_ptr<DowntimeResolver>> create()
{
    std::vector<std::unique_ptr<DowntimeResolver>> resolvers;
    // Downtime features add their resolvers here, in the order the week resolves: money first, then work,
    // then recovery.
    resolvers.push_back(std::make_unique<LabResolver>());
    resolvers.push_back(std::make_unique<LearningResolver>());
    resolvers.push_back(std::make_unique<ResearchResolver>());
    resolvers.push_back(std::make_unique<MarketResolver>());
    resolvers.push_back(std::make_unique<WorkshopResolver>());
    resolvers.push_back(std::make_unique<AlchemyResolver>());
    resolvers.push_back(std::make_unique<RecoveryResolver>());
    resolvers.push_back(std::make_unique<ChargesReport>()); // last: reports what the others charged that day
    return resolvers;
}

} // namespace hk::StandardResolvers
