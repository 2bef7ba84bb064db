#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace hk {

// Doses of one potion (or gas bombs made of it) held by a character or the party (characterId 0), one row per
// batch or per share given away. faulty and faultyEffect are the GM's secret until the fault is found.
struct PotionStock
{
    qint64 id = 0;
    qint64 characterId = 0;  // 0 = the party's stock
    QString potion;          // potion entry id
    int doses = 0;
    QString form = QStringLiteral("dose"); // "dose" | "gas-bomb"
    int madeDay = 0;
    qint64 makerId = 0;
    bool faulty = false;
    QString faultyEffect;    // "inactive" | "poisonous" | "opposite"
    bool detected = false;   // the fault has been found (by a detection roll or by using it)
    QJsonArray detectTried;  // ids of characters who made their one detection roll
    qint64 activityId = 0;   // the batch that made it
    QJsonObject data;
    bool operator==(const PotionStock&) const = default;

    bool triedBy(qint64 characterId) const { return detectTried.contains(QJsonValue(characterId)); }
};

} // namespace hk
