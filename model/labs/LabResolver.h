#pragma once

#include "labs/Lab.h"
#include "time/DowntimeResolver.h"

namespace hk {

// Keeps the laboratories going day by day, before any work in them is rolled: a lab being assembled becomes
// ready on its readyDay; on a lab's nextChargeDay the week's rent and supplies (rented), or upkeep (a chest
// every week, an owned lab for a week someone worked in it, paid at the week's end — the lab-upkeep-when
// parameter; rent is paid a week ahead, the first week when the lab is rented) are taken from
// whoever pays for it. When that purse is short, a rental lapses (the lab is closed), an owned lab keeps
// its owner but its work stops, and every activity booked on it halts with haltReason "money"; the GM is told.
// It also resolves attunement weeks: the roll against DX attunes the lab or the week is lost.
class LabResolver : public DowntimeResolver
{
public:
    QString id() const override { return QStringLiteral("labs"); }
    bool resolveDay(AdvanceContext& context, QString* error) override;

private:
    bool finishBuilding(AdvanceContext& context, Lab& lab, QString* error);
    bool charge(AdvanceContext& context, Lab& lab, QString* error);
    static void skipIdleWeeks(const AdvanceContext& context, Lab* lab);
    bool haltBookings(AdvanceContext& context, const Lab& lab, QString* error);
    bool resolveAttunements(AdvanceContext& context, QString* error);
};

} // namespace hk
