#pragma once

#include "CliCommand.h"
#include "characters/Character.h"
#include "characters/StatBlock.h"

#include <QList>

namespace hk {

class Campaign;

// `--statblock [foundry]` on `character show` and `character export`: which shape of stat-block text to write
// (the published one by default, or the one Foundry VTT's Fantasy Trip system imports), named by the word
// after the option. One place, so both commands take the same words and give the same usage error.
namespace StatBlockCli {

// The shape named by the positional arguments after the command's own (`fixedArgs` of them): none for the
// published shape, "foundry" for Foundry's. False, with a usage error printed, for anything else.
bool shape(CliContext& ctx, int fixedArgs, StatBlockShape* out);
// The characters' stat blocks in that shape, separated by a blank line, printed.
int print(CliContext& ctx, const Campaign& campaign, const QList<Character>& list, StatBlockShape shape);

} // namespace StatBlockCli

} // namespace hk
