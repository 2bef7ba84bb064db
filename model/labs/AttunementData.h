#pragma once

#include "activities/Activity.h"

#include <QJsonArray>
#include <QString>

namespace hk {

// The details of a wizard's attunement of a laboratory ("attunement" activity) as the code reads them: the lab,
// the ST spent and the roll at the end of the week, and how it came out. It replaces reading the activity's data
// by key; the keys and value types in the file stay as they were (write() changes only these keys and keeps every
// other one).
struct AttunementData
{
    qint64 lab = 0;
    bool fullTime = false;
    int stSpent = 0;
    int dice = 0;
    QString attribute;   // rolled against ("DX")
    int nextRollDay = 0;
    QString outcome;     // "attuned" or "failed" once rolled
    QJsonArray history;
    bool operator==(const AttunementData&) const = default;

    static AttunementData read(const Activity& activity);
    void write(Activity* activity) const;
};

} // namespace hk
