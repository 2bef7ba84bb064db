#pragma once

#include <QString>

namespace hk {

// One change of money in a purse: a character's (characterId) or the party's common purse (characterId 0).
// Amounts are whole dollars: positive comes in, negative goes out.
struct MoneyEntry
{
    qint64 id = 0;
    qint64 characterId = 0; // 0 = the party's purse
    int day = 0;
    int amount = 0;
    QString kind;           // "deposit" | "withdrawal" | "transfer" | "fee" | "upkeep" | "purchase" | "sale"
    QString reason;
    qint64 activityId = 0;  // the activity that paid it, if any
    bool gmOnly = false;
    bool operator==(const MoneyEntry&) const = default;
};

} // namespace hk
