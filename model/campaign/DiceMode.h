#pragma once

#include "text/EnumKeys.h"

#include <optional>

namespace hk {

// How a campaign's dice are rolled: from its seed (reproducible), or typed in from the table by the GM. The file
// and `campaign set --dice-mode` name them "seeded" and "table".
enum class DiceMode { Seeded, Table };

inline constexpr auto kDiceModeKeys = enumKeys<DiceMode>({{DiceMode::Seeded, "seeded"}, {DiceMode::Table, "table"}});
static_assert(kDiceModeKeys.distinct());

inline QString diceModeKey(DiceMode mode)
{
    return kDiceModeKeys.toKey(mode);
}

inline std::optional<DiceMode> diceModeFromKey(const QString& key)
{
    return kDiceModeKeys.fromKey(key);
}

} // namespace hk
