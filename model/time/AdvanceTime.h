#pragma once

#include "time/AdvanceEvent.h"
#include "time/DowntimeResolver.h"

#include <QList>
#include <QString>

#include <memory>
#include <vector>

namespace hk {

class Campaign;
class WorkProgress;

// What one advance did.
struct AdvanceResult
{
    qint64 journalId = 0; // the advance's entry in the change journal (what undo and redo name)
    int fromDay = 0;
    int toDay = 0;
    QList<AdvanceEvent> events;
};

// An advance of time as the GM sees it in a list of past advances.
struct AdvanceRecord
{
    qint64 journalId = 0;
    QString label;
    int fromDay = 0;
    int toDay = 0;
    QString createdAt;
    bool undone = false;
};

// Moves the campaign calendar forward and resolves everything due, day by day, as one change of the campaign:
// a failure anywhere (a resolver, the database, a dice script that runs out) leaves the campaign exactly as
// it was. The change's record (the rows it wrote) is kept in the file's change journal, so the whole advance
// can be undone and redone exactly — from the window's undo stack or from the CLI.
class AdvanceTime
{
public:
    static constexpr int maxDays = 3650;

    explicit AdvanceTime(Campaign& campaign);
    // Uses these resolvers instead of StandardResolvers (tests).
    AdvanceTime(Campaign& campaign, std::vector<std::unique_ptr<DowntimeResolver>> resolvers);
    ~AdvanceTime();

    bool advance(int days, AdvanceResult* result, QString* error);
    // Reports each day resolved to progress, which may stop the advance: it then fails and changes nothing.
    void setProgress(WorkProgress* progress) { m_progress = progress; }
    // The last advance failed because progress asked it to stop (not because of an error).
    bool wasStopped() const { return m_stopped; }

    // Takes back the newest applied advance. Unless force is set, refuses when rows it wrote were changed
    // since (those changes would be lost).
    static bool undoLast(Campaign& campaign, bool force, AdvanceResult* undone, QString* error);
    // Puts back the oldest undone advance (its recorded outcome, not new rolls); same check as undoLast.
    static bool redoNext(Campaign& campaign, bool force, AdvanceResult* redone, QString* error);
    // The advances the file keeps for undo and redo, newest first.
    static QList<AdvanceRecord> history(const Campaign& campaign, QString* error);

private:
    bool resolveDays(int from, int to, AdvanceResult* result, QString* error);
    Campaign& m_campaign;
    std::vector<std::unique_ptr<DowntimeResolver>> m_resolvers;
    WorkProgress* m_progress = nullptr;
    bool m_stopped = false;
};

} // namespace hk
