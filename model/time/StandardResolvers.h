#pragma once

#include "time/DowntimeResolver.h"

#include <memory>
#include <vector>

namespace hk {

// The resolvers every advance of the calendar runs, in order. Each downtime feature (rent and upkeep,
// workshops, brewing, learning, research, market searches, recovery) registers its resolver here, so the
// GUI, the CLI and the tests all advance time the same way.
namespace StandardResolvers {

std::vector<std::unique_ptr<DowntimeResolver>> create();

} // namespace StandardResolvers
} // namespace hk
