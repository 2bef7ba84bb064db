#pragma once

#include <QString>

namespace hk {

// The campaign calendar: game time is an integer day number starting at day 1; a week is 7 days.
// Downtime rules count in weeks, so the week and the day within it are what a GM needs to see.
namespace Calendar {

constexpr int daysPerWeek = 7;
// The last day a campaign may reach (about 2,700 years of game time): day numbers stay far from an int's limit.
constexpr int lastDay = 1'000'000;

inline int weekOf(int day) { return (day - 1) / daysPerWeek + 1; }
inline int dayOfWeek(int day) { return (day - 1) % daysPerWeek + 1; }
// "Day 15 · week 3, day 1"
QString format(int day);
QString formatShort(int day); // "Day 15"

} // namespace Calendar
} // namespace hk
