#include "dice/DiceExpression.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>
#include <limits>
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
    // Numbers too long for an int read as out of range (not as 0, which would pass as "no dice").
    const auto number = [](const QString& digits, int fallback) {
        bool ok = false;
        const int n = digits.toInt(&ok);
        return digits.isEmpty() ? fallback : ok ? n : std::numeric_limits<int>::max();
    };
    DiceExpression e;
    e.count = number(m.captured(1), 1);
    e.sides = number(m.captured(2), 6);
    if (e.count > MaxDice || e.sides < 2 || e.sides > MaxSides) {
        *error = QCoreApplication::translate("hk::DiceExpression", "'%1': use 0 to %2 dice of 2 to %3 sides")
                     .arg(text)
                     .arg(MaxDice)
                     .arg(MaxSides);
        return false;
    }
    const int modifier = number(m.captured(4), 0);
    if (modifier > MaxModifier) {
        *error = QCoreApplication::translate("hk::DiceExpression", "'%1': the number added or taken away is at most %2")
                     .arg(text)
                     .arg(MaxModifier);
        return false;
    }
    e.modifier = m.captured(3) == QLatin1String("-") ? -modifier : modifier;
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
