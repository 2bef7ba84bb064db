#pragma once

#include "time/AdvanceEvent.h"
#include "time/DowntimeResolver.h"

#include <QList>
#include <QString>

#include <memory>
#include <vector>

namespace hk {

class Campaign;

// What one advance did.
struct AdvanceResult
{
    qint64 snapshotId = 0;
    int fromDay = 0;
    int toDay = 0;
    QList<AdvanceEvent> events;
};

// Moves the campaign calendar forward and resolves everything due, day by day, in one transaction: a
// failure anywhere (a resolver, the database, a dice script that runs out) leaves the campaign exactly as
// it was. Before writing anything it captures the campaign, and afterwards records both states, so the
// whole advance can be undone and redone exactly — from the GUI's undo stack or from the CLI.
class AdvanceTime
{
public:
    static constexpr int maxDays = 3650;

    explicit AdvanceTime(Campaign& campaign);
    // Uses these resolvers instead of StandardResolvers (tests).
    AdvanceTime(Campaign& campaign, std::vector<std::unique_ptr<DowntimeResolver>> resolvers);
    ~AdvanceTime();

    bool advance(int days, AdvanceResult* result, QString* error);

    // Restores the campaign to before its newest applied advance. Unless force is set, refuses when the
    // campaign changed after the advance (those changes would be lost).
    static bool undoLast(Campaign& campaign, bool force, AdvanceResult* undone, QString* error);
    // Re-applies the oldest undone advance (its recorded outcome, not new rolls); same check as undoLast.
    static bool redoNext(Campaign& campaign, bool force, AdvanceResult* redone, QString* error);
    // Restores one recorded advance's before (forward=false) or after (forward=true) state.
    static bool restore(Campaign& campaign, qint64 snapshotId, bool forward, bool force, QString* error);

private:
    bool resolveDays(int from, int to, AdvanceResult* result, QString* error);
    Campaign& m_campaign;
    std::vector<std::unique_ptr<DowntimeResolver>> m_resolvers;
};

} // namespace hk
