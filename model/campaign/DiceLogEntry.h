#pragma once

#include "dice/RollRecord.h"

#include <QDateTime>
#include <QString>

namespace hk {

// A dice-log row as read back.
struct DiceLogEntry
{
    qint64 id = 0;
    QDateTime loggedAt;
    int campaignDay = 0;
    RollRecord roll;
    QString context;
};

} // namespace hk
