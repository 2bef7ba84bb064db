#pragma once

#include "CliCommand.h"

namespace hk::PlayerRequestCli {

// The players' requests from the terminal (players proposals without an encounter, accept, refuse, request,
// requests, auto-accept): the same PlayerRequests and PlayerProposals steps as the window. Ids are "r12" for a
// request and "p4" (or a plain 4) for a combat proposal. Registered by playerCommands().
int listPending(CliContext& ctx);
int decide(CliContext& ctx, bool accept);
int request(CliContext& ctx);
int history(CliContext& ctx);
int autoAccept(CliContext& ctx);
// `players share-purse FILE [on|off]`: whether the players' pages show the party purse.
int sharePurse(CliContext& ctx);

} // namespace hk::PlayerRequestCli
