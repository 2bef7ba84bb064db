#pragma once

#include <QMargins>
#include <QRect>
#include <QSize>

namespace hk {

// The main window's size at start: 1280×800, or less where the screen has less room. Why this exists: a
// 1280×800 window with its title bar is taller than a 1280×800 screen's free area (panels, docks).
namespace WindowSize {

inline constexpr QSize preferred{1280, 800};

// `wanted`, shrunk so that the window with its frame fits in `available` (the screen's free area).
QSize fitted(const QSize& wanted, const QRect& available, const QMargins& frame = {});

} // namespace WindowSize
} // namespace hk
