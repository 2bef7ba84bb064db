#pragma once

#include <QString>

namespace hk {

// A dice expression as the books write damage and rolls: "3d6", "2d6+2", "1d6-3", "d6", "3d" (= 3d6),
// and "0d6+2" for a flat amount. Parsing is strict: anything else is refused with a message.
struct DiceExpression
{
    int count = 0;
    int sides = 6;
    int modifier = 0;

    // Bounds that keep absurd expressions out ("1000000000d6", "3d6+99999999999"); no book comes near them.
    static constexpr int MaxDice = 100;
    static constexpr int MaxSides = 1000;
    static constexpr int MaxModifier = 1000;

    static bool parse(const QString& text, DiceExpression* out, QString* error);
    QString toString() const;
    int minimum() const { return count + modifier; }
    int maximum() const { return count * sides + modifier; }
    bool operator==(const DiceExpression&) const = default;
};

} // namespace hk
