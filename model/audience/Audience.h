#pragma once

namespace hk {

// Who an output is for. The GM sees everything; the players see only what their characters may know.
enum class Audience { Gm, Players };

} // namespace hk
