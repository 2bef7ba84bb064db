#include "main/StatusColors.h"

#include <QApplication>
#include <QPalette>

namespace hk::StatusColors {

bool darkPalette()
{
    return QApplication::palette().color(QPalette::Window).lightness() < 128;
}

QColor problem()
{
    return darkPalette() ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20);
}

QColor good()
{
    return darkPalette() ? QColor(0x81, 0xc7, 0x84) : QColor(0x1b, 0x6e, 0x20);
}

QString problemStyle(bool bold)
{
    return QStringLiteral("color: %1;%2").arg(problem().name(), bold ? QStringLiteral(" font-weight: bold;") : QString());
}

QString goodStyle()
{
    return QStringLiteral("color: %1;").arg(good().name());
}

QString bannerStyle(bool error)
{
    const bool dark = darkPalette();
    const QString background = error ? (dark ? QStringLiteral("#4a1c19") : QStringLiteral("#fde7e4"))
                                     : (dark ? QStringLiteral("#1f3a22") : QStringLiteral("#e7f3e4"));
    const QString border = error ? (dark ? QStringLiteral("#8c3a33") : QStringLiteral("#e8a49c"))
                                 : (dark ? QStringLiteral("#3f6b43") : QStringLiteral("#a9cfa2"));
    const QString text = error ? (dark ? QStringLiteral("#ffd6d1") : QStringLiteral("#8c1d18"))
                               : (dark ? QStringLiteral("#d4f0d2") : QStringLiteral("#1d3b1f"));
    return QStringLiteral("QLabel { color: %1; background: %2; border: 1px solid %3; padding: 4px; border-radius: 3px; }")
        .arg(text, background, border);
}

} // namespace hk::StatusColors
