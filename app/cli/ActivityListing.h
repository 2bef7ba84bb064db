#pragma once

#include "CliCommand.h"
#include "activities/Activity.h"

#include <QList>

#include <functional>

namespace hk {

class Campaign;

// The shape every "… list FILE [WHO] [--all] [--player] [--json]" command shares (batches, research, market
// searches): open the campaign, name the character if one is given, fetch the activities, print one line each
// or the JSON array (players' JSON without GM-only data). Each command says how to fetch and how to word a line.
namespace ActivityListing {

using Fetch = std::function<QList<Activity>(Campaign& campaign, qint64 who, bool includeEnded, bool player, QString* error)>;
using Line = std::function<QString(const Activity& activity, bool player)>;

int run(CliContext& ctx, const Fetch& fetch, const Line& line);

} // namespace ActivityListing
} // namespace hk
