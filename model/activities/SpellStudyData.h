#pragma once

#include "activities/Activity.h"

#include <QString>

#include <optional>

namespace hk {

// The details of a character's spell learning ("learning" activity) as the code reads them: the spell and the
// way of learning it, the teacher's weekly pay and when it is next due, and what the study leaves behind. It
// replaces reading the activity's data by key; the keys and value types in the file stay as they were (write()
// changes only these keys and keeps every other one).
struct SpellStudyData
{
    QString spell;           // spell entry id
    QString method;          // "instruction", "self-study", …
    int feePerWeek = 0;      // a teacher's weekly pay; 0 when nothing is weekly
    int nextChargeDay = 0;
    int days = 0;
    int weeks = 0;
    bool fullTime = false;
    int dxAfter = 0;         // DX adjustment casting the new spell for a while
    int dxAfterDays = 0;
    QString notes;
    std::optional<int> haltedOn;
    std::optional<int> resumedOn;
    bool operator==(const SpellStudyData&) const = default;

    static SpellStudyData read(const Activity& activity);
    void write(Activity* activity) const;
};

} // namespace hk
