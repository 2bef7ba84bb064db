#pragma once

#include <QJsonObject>
#include <QString>

namespace hk {

// One outcome of an advance of the calendar, as written to the event log and printed by the CLI.
struct AdvanceEvent
{
    int day = 0;
    QString kind;    // "time", "workshop", "alchemy", "learning", "money", "recovery", …
    QString subject; // who or what it is about
    QString message;
    QJsonObject data;
    bool gmOnly = false;

    QJsonObject toJson() const;
};

} // namespace hk
