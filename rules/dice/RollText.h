#pragma once

#include "dice/RollRecord.h"

#include <QString>

namespace hk {

// A logged roll in one line, as the dice log's readers show it: "3d6: [5 6 3] = 14 vs 9: failure (double)".
// Why here: the CLI's dice log and the players' page print the same rolls, so they print them the same way.
namespace RollText {

QString line(const RollRecord& roll);

} // namespace RollText
} // namespace hk
