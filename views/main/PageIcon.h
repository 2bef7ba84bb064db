#pragma once

#include <QIcon>

namespace hk {

// A sidebar page's icon: one of our line drawings (resources/icons/pages/<name>.svg) drawn in the palette's
// text colour, so it reads on a light and on a dark window alike (the style's stock icons did not, and
// said "folder" and "drive" for characters and treasury).
namespace PageIcon {

QIcon make(const QString& name);

} // namespace PageIcon
} // namespace hk
