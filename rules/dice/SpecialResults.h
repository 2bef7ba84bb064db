#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace hk {

// What a special roll means: forced success or failure regardless of the target, a multiplied effect,
// and named consequences (dropped or broken weapon, knocked down, full ST lost) that the caller applies.
struct SpecialOutcome
{
    QString key;                 // stable key from the ruleset ("triple", "automatic-miss", "dropped", …)
    QString label;               // the table's effect: the rule in our words (the log shows words())
    std::optional<bool> forced;  // true: automatic success, false: automatic failure
    int effectMultiplier = 1;    // 3 for triple, 2 for double
    QStringList consequences;    // e.g. "lose-full-st", "knocked-down", "weapon-dropped", "weapon-broken"
};

// The special-results tables of a ruleset (to-hit on 3 dice, against a dodging or defending target on 4
// dice, rolling to miss). Read from the ruleset's table entries, so a house rule can change them.
class SpecialResults
{
public:
    // Reads a `table` entry whose rows have from, to, outcome, and optionally forced ("success"/"failure"),
    // multiplier and consequences. Returns false with a message when a row is malformed.
    bool addTable(int diceCount, const QJsonObject& table, QString* error);

    const SpecialOutcome* lookup(int diceCount, int total) const;
    // A few words for the log and the dice tray ("automatic miss", "fumble"), translated: the table's
    // `effect` is the whole rule, which a log line must not repeat (issue 33). An outcome we have no words
    // for gives its label when that is short, else its key in words.
    static QString words(const SpecialOutcome& outcome);
    bool hasDice(int diceCount) const { return m_ranges.contains(diceCount); }
    bool isEmpty() const { return m_ranges.isEmpty(); }

private:
    struct Range
    {
        int from = 0;
        int to = 0;
        SpecialOutcome outcome;
    };
    QHash<int, QList<Range>> m_ranges;
};

} // namespace hk
