#pragma once

#include <QJsonObject>
#include <QString>

namespace hk {

// One house rule of a campaign: either overrides of some values of a book entry (`data` maps dot paths to
// new values) or a whole entry the GM added (`data` is the entry).
struct HouseRule
{
    enum Action { Override, Add };

    QString kind;
    QString entryId;
    Action action = Override;
    QJsonObject data;
    QString note;

    bool operator==(const HouseRule& other) const
    {
        return kind == other.kind && entryId == other.entryId && action == other.action && data == other.data
               && note == other.note;
    }
};

} // namespace hk
