#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace hk {

// Who rolls and why: the caller's side of a roll, carried into the dice log.
struct RollContext
{
    QString who;
    QString purpose;
    bool gmOnly = false;
};

// One roll that matters, as the dice log keeps it.
struct RollRecord
{
    QString who;
    QString purpose;
    QString dice;                  // "3d6", "2d6+2"
    QList<int> faces;
    int total = 0;                 // faces + modifier
    std::optional<int> target;     // for rolls against a number
    std::optional<bool> success;
    QString special;               // special outcome key, empty when none
    QString specialLabel;
    QStringList consequences;
    int effectMultiplier = 1;
    bool gmOnly = false;
    QString mode;                  // seeded, scripted, table
};

// Where rolls are recorded. The model implements it with the campaign's dice log; rules stay pure.
class RollLog
{
public:
    virtual ~RollLog() = default;
    virtual void record(const RollRecord& roll) = 0;
};

} // namespace hk
