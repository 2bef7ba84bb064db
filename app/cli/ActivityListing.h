#pragma once

#include "CliCommand.h"
#include "activities/Activity.h"

#include <QList>

#include <functional>

namespace hk {

class CampaignView;

// The shape every "… list FILE [WHO] [--all] [--player] [--json]" command shares (batches, research, market
// searches): open the campaign, name the character if one is given, read the activities of one kind through the
// CampaignView of the command's audience, print one line each or the JSON array. Each command says how to word
// a line, from what the same view shows.
namespace ActivityListing {

using Line = std::function<QString(const Activity& activity, const CampaignView& view)>;

int run(CliContext& ctx, const QString& kind, const Line& line);

} // namespace ActivityListing
} // namespace hk
