#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace hk {

// A magic item the party owns (owner 0 = the party): the plain object's worth, the spells cast on it in
// order ([{recipe, label, position, value, surchargePercent, day}]) and its fair market value by the book.
struct MagicItem
{
    qint64 id = 0;
    qint64 ownerId = 0;
    QString name;
    QString baseItem;
    int baseValue = 0;
    int value = 0;
    QJsonArray spells;
    int madeDay = 0;
    qint64 activityId = 0;
    QString gmNotes;
    QJsonObject data;
    bool operator==(const MagicItem&) const = default;
};

} // namespace hk
