#pragma once

#include "CliCommand.h"
#include "characters/Character.h"

#include <QList>
#include <QStringList>

namespace hk {

class Campaign;

// `character add --foundry` and `character export --format foundry`: the CLI's side of FoundryActor.
namespace FoundryCli {

// Reads every actor file; false (with the reason printed) when one cannot be read, or names a talent or spell
// the campaign's rules do not know and --keep-unread is not given. Nothing is added then.
bool readActors(CliContext& ctx, const Campaign& campaign, const QStringList& files, QList<Character>* out);
// Writes one actor document per character into --out DIR (default: the current folder) and prints the paths.
int exportActors(CliContext& ctx, const Campaign& campaign, const QList<Character>& list);

} // namespace FoundryCli

} // namespace hk
