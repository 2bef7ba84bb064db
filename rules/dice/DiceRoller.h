#pragma once

#include <QList>
#include <QString>

#include <stdexcept>

namespace hk {

// What a rule asks the dice for: how many dice of how many sides, and why (shown to a GM who types
// physical dice, and written to the dice log).
struct DiceRequest
{
    int count = 3;
    int sides = 6;
    QString purpose;
};

// Raised when dice cannot be produced: a scripted run out of faces, a typed result that is not a legal
// roll, or a GM who cancelled the entry. Whatever was being resolved must be abandoned without writing.
class DiceError : public std::runtime_error
{
public:
    explicit DiceError(const QString& message) : std::runtime_error(message.toStdString()), m_message(message) {}
    QString message() const { return m_message; }

private:
    QString m_message;
};

// The one source of every random number in Hexkeeper. Rules take a DiceRoller& so that every rule can be
// tested with scripted faces, replayed from a seed, or fed by the GM's physical dice.
class DiceRoller
{
public:
    virtual ~DiceRoller() = default;
    // Returns request.count faces, each in 1..request.sides. Throws DiceError when it cannot.
    virtual QList<int> roll(const DiceRequest& request) = 0;
    // Short name for logs and messages ("seeded", "scripted", "table").
    virtual QString mode() const = 0;
};

} // namespace hk
