#pragma once

#include <QJsonObject>
#include <QString>

namespace hk {

// A timed activity of one character on the campaign calendar (learning a spell, and later workshop and
// alchemy work): when it started, when it falls due, what state it is in, what it costs, and the kind's
// own details as JSON.
struct Activity
{
    qint64 id = 0;
    QString kind;          // "learning"
    qint64 characterId = 0;
    QString title;         // "Study: Fireball"
    int startDay = 0;
    int dueDay = 0;
    QString status = QStringLiteral("active"); // "active" | "done" | "cancelled" | "blocked"
    int cost = 0;          // dollars
    QJsonObject data;
    bool gmOnly = false;
    int endedDay = 0;      // 0 while not ended
    bool operator==(const Activity&) const = default;
};

} // namespace hk
