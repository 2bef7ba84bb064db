#pragma once

#include "activities/Activity.h"

#include <QJsonArray>
#include <QString>

#include <optional>

namespace hk {

// What only the GM knows about a batch: that it will come out faulty, and how.
struct BatchSecret
{
    QString faultyEffect; // chosen at the start, or rolled when the batch turns faulty
    bool faulty = false;
    bool operator==(const BatchSecret&) const = default;
};

// The details of a batch of potion ("alchemy" activity) as the code reads them: what is brewed, where and for
// whom, what it cost, the weeks rolled and how it ended. It replaces reading the activity's data by key; the
// keys and value types in the file stay as they were (write() changes only these keys and keeps every other
// one). The secret part stays under data.gm, which player views drop.
struct BatchData
{
    QString potion;         // potion entry id
    int doses = 0;
    qint64 lab = 0;
    qint64 holder = 0;      // who gets the potions (0 = the party)
    qint64 payer = 0;       // who paid the ingredients (0 = the party purse)
    int weeks = 0;
    int weeksDone = 0;
    int target = 0;         // the maker's adjusted DX when the batch started
    int nextRollDay = 0;
    bool fullTime = false;
    bool hasBook = false;
    int specialCost = 0;
    int commonCost = 0;
    bool suppliedSpecial = false;
    bool suppliedCommon = false;
    bool gmOverride = false;
    BatchSecret gm;
    int lastWorkedDay = 0;  // 0 until the first week is rolled
    QString outcome;        // "ruined", "exploded", "finished"; empty while brewing
    qint64 stock = 0;       // the potion stock row the finished batch became
    std::optional<int> haltedOn;
    QJsonArray history;     // the GM's weeks (gmOnly) and what the players are told (playerOnly)
    bool operator==(const BatchData&) const = default;

    static BatchData read(const Activity& activity);
    void write(Activity* activity) const;
};

} // namespace hk
