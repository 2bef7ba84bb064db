#pragma once

#include <QColor>
#include <QString>

namespace hk {

// The colours of problem text (red) and of "all good" text (green), chosen for the application's palette so
// both read on a light and on a dark window. Every view takes them from here instead of fixed colours.
namespace StatusColors {

bool darkPalette();
QColor problem();
QColor good();
// Style sheets for a QLabel: "color: …;" (with bold when asked).
QString problemStyle(bool bold = false);
QString goodStyle();
// A framed message strip (the combat page's status line): red for an error, green otherwise.
QString bannerStyle(bool error);

} // namespace StatusColors
} // namespace hk
