#include "main/WindowSize.h"

namespace hk::WindowSize {

QSize fitted(const QSize& wanted, const QRect& available, const QMargins& frame)
{
    if (!available.isValid())
        return wanted;
    const QSize room(available.width() - frame.left() - frame.right(), available.height() - frame.top() - frame.bottom());
    return wanted.boundedTo(room.expandedTo(QSize(1, 1)));
}

} // namespace hk::WindowSize
