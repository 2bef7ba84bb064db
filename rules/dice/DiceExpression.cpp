#include "dice/DiceExpression.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>
#include <cstdio>

namespace hk {

bool DiceExpression::parse(const QString& text, DiceExpression* out, QString* error)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d*)\\s*[dD]\\s*(\\d*)\\s*(?:([+-])\\s*(\\d+))?\\s*$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch()) {
        *error = QCoreApplication::translate("hk::DiceExpression",
                                             "'%1' is not a dice expression (examples: 3d6, 2d6+2, 1d6-3)")
                     .arg(text);
        return false;
    }
    DiceExpression e;
    e.count = m.captured(1).isEmpty() ? 1 : m.captured(1).toInt();
    e.sides = m.captured(2).isEmpty() ? 6 : m.captured(2).toInt();
    if (!m.captured(3).isEmpty())
        e.modifier = (m.captured(3) == QLatin1String("-") ? -1 : 1) * m.captured(4).toInt();
    if (e.count > 100 || e.sides < 2 || e.sides > 1000) {
        *error = QCoreApplication::translate("hk::DiceExpression", "'%1': use 0 to 100 dice of 2 to 1000 sides")
                     .arg(text);
        return false;
    }
    *out = e;
    return true;
}

namespace {

// "3d6", "2d6+2", "1d6-3", written without QString::arg: every roll names its dice, and simulations roll a lot.
QString writtenOut(const DiceExpression& e)
{
    char text[48];
    const int n = e.modifier == 0 ? std::snprintf(text, sizeof text, "%dd%d", e.count, e.sides)
                                  : std::snprintf(text, sizeof text, "%dd%d%+d", e.count, e.sides, e.modifier);
    return QString::fromLatin1(text, n);
}

// The plain d6 rolls (to-hit, saving rolls, ties), spelt once and shared.
constexpr int plainD6Cached = 8;

} // namespace

QString DiceExpression::toString() const
{
    static const std::array<QString, plainD6Cached + 1> plainD6 = [] {
        std::array<QString, plainD6Cached + 1> out;
        for (int i = 0; i <= plainD6Cached; ++i)
            out[i] = writtenOut({i, 6, 0});
        return out;
    }();
    if (sides == 6 && modifier == 0 && count >= 0 && count <= plainD6Cached)
        return plainD6[count];
    return writtenOut(*this);
}

} // namespace hk
