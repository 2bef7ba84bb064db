#pragma once

#include "time/DowntimeResolver.h"

namespace hk {

// Runs last on every day of an advance of time and reports each payment the other resolvers took from a
// purse that day (rent, upkeep, tuition, research, materials) as a "money" event, with the purse and the
// amount. So the advance's report and the event log show where the money went, not only the treasury. The
// event names the activity or laboratory that paid (data "activity", "lab"), so that work's bar on the timeline
// lists its payments, and is GM-only when the work is.
class ChargesReport : public DowntimeResolver
{
public:
    QString id() const override { return QStringLiteral("money"); }
    bool resolveDay(AdvanceContext& context, QString* error) override;
};

} // namespace hk
