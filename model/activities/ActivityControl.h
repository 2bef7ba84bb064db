#pragma once

#include "activities/Activity.h"

#include <QJsonArray>
#include <QList>

namespace hk {

class Campaign;

// Setting any timed activity aside, picking it up again, or giving it up — projects, batches, studies,
// research, searches — as one undoable step each, with the same rules for every kind: a pause halts it
// (reason "paused"); resuming pushes its end and every scheduled "next…Day" back by the days it stood still
// and records the day, so the kind's resolver can apply its own restart rules (a workshop's 4-dice roll);
// cancelling ends it today. Work whose laboratory the party no longer holds is not resumed: the GM is told
// what to do instead. Kinds with money due on resuming (a teacher's week) hand over to their service.
// Also the one place that turns an activity into what a player may see.
class ActivityControl
{
public:
    explicit ActivityControl(Campaign& campaign) : m_campaign(campaign) {}

    bool pause(qint64 activityId, QString* error);
    bool resume(qint64 activityId, QString* error);
    bool cancel(qint64 activityId, QString* error);

    // What the GM is told on opening a file whose update halted work that could no longer be resolved (schema
    // 15); empty when there is none left halted.
    QString repairNotice(QString* error) const;
    // How many pieces of work that update halted are still halted, and the notice for that many.
    int repairedCount(QString* error) const;
    static QString repairNotice(int halted);

    // One activity; for players, a GM-only activity is not there.
    bool find(qint64 activityId, Activity* out, bool player, QString* error) const;
    // Every activity, newest first; ended ones too when includeEnded. GM-only ones are left out for players.
    QList<Activity> list(qint64 characterId, const QString& kind, bool includeEnded, bool player, QString* error) const;

    // The week-by-week record (data.history): for players without GM-only weeks, for the GM without the
    // players' version of a week he sees in full.
    static QJsonArray history(const Activity& activity, bool player);
    // The activity as JSON; for players without its GM-only data (data.gm and GM-only history entries).
    static QJsonObject toJson(const Activity& activity, bool player);
    // "halted (money)", "active", "cancelled (ruined)": the status with why it stopped or how it ended, in words.
    static QString statusText(const Activity& activity);
    // The words for a status, halt reason or week outcome key as files keep it ("not-found" → "not found");
    // an unknown key as it is.
    static QString keyText(const QString& key);
    // Whether the activity can be paused, resumed or cancelled now.
    static bool canPause(const Activity& activity);
    static bool canResume(const Activity& activity);
    static bool canCancel(const Activity& activity);
    // Why halted work cannot go on now (its laboratory is no longer the party's), with what to do; empty when it can.
    QString resumeProblem(const Activity& activity, QString* error) const;
    // Takes halted work up again on `today`: its end and schedule move on by the days it stood still, and a step
    // that would still fall on or before today starts again from today, so the next advance resolves it.
    static void resumeFrom(int today, Activity* activity);

private:
    Campaign& m_campaign;
};

} // namespace hk
