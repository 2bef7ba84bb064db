#pragma once

#include "db/ModelInternal.h"
#include "db/ReadCache.h"

#include "activities/Activity.h"

#include <QList>
#include <QSqlDatabase>

namespace hk {

// The labs an activity's rows in activity_lab name, as kept by ActivityRepository::Keep.
struct KeptBookings
{
    QList<qint64> labs;
};

// All SQL touching the activity table, and its bookings (activity_lab) and history lines (activity_history, one row
// per line of data.history; every read but activeDue() puts them back in data.history).
class ActivityRepository
{
public:
    explicit ActivityRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    // While one lives, the activity_lab rows update() compares with are kept for the connection (db/ReadCache.h):
    // an advance updates hundreds of activities every week and their labs seldom change.
    using Keep = ReadCache<KeptBookings>;
    static void forgetAllKept(const QSqlDatabase& db) { Keep::forgetAll(db); }

    // Inserts with activity.id when set (undo restores the same row), else a new id; returns the id or 0.
    qint64 insert(const Activity& activity, QString* error);
    bool update(const Activity& activity, QString* error);
    bool remove(qint64 id, QString* error);
    bool find(qint64 id, Activity* out, QString* error) const;
    // Whether the activity is the GM's secret, without reading its data (the day's money report asks it of every
    // payment). False with *error when there is no such activity.
    bool isGmOnly(qint64 id, bool* gmOnly, QString* error) const;
    // characterId 0 = everyone; kind empty = every kind; newest start first.
    QList<Activity> list(qint64 characterId, const QString& kind, bool includeEnded, QString* error) const;
    // The same list for the timeline: the details (data) of an ended activity are left empty unless it was
    // cancelled (its outcome says why), so years of finished work are not parsed to draw their bars; no
    // activity's history is read (historyLinesNotRead counts its lines, as activeDue does).
    QList<Activity> listForTimeline(bool includeEnded, QString* error) const;
    // Every active activity of a kind, oldest due first.
    QList<Activity> active(const QString& kind, QString* error) const;
    // Active activities of a kind whose resolver may act on or before day (next_day, see nextDay()), in the
    // order active() lists them. Read without their history: data.history is empty and historyLinesNotRead counts
    // the lines in the file, so a week adds its line without reading or writing the ones before.
    QList<Activity> activeDue(const QString& kind, int day, QString* error) const;
    // Finished research whose monthly roll to keep it from the Guild falls on `day` (schema 9's index).
    QList<Activity> researchSecrecyRollsOn(int day, QString* error) const;
    // The first day a resolver looks at the activity again: the earliest of its data's next…Day values, else its
    // due day. Kept in the next_day column.
    static int nextDay(const Activity& activity);
    // Active activities of a kind due on or before day, oldest due first.
    QList<Activity> due(const QString& kind, int day, QString* error) const;

    // How many activities a schema step halted because no advance could resolve them (data.repairedIn), and that the
    // GM has not taken up again or given up yet.
    int countRepaired(QString* error) const;

    // The laboratories an activity works in (data.lab, and each team member's in data.labs), sorted.
    static QList<qint64> labsOf(const Activity& activity);

private:
    enum class HistoryRead { Whole, LinesCounted };
    bool writeLabs(qint64 id, const Activity& activity, QString* error);
    // Writes data.history's lines from activity.historyLinesNotRead on, and drops stored lines after them.
    bool writeHistory(qint64 id, const Activity& activity, QString* error);
    bool readHistory(Activity* activity, QString* error) const;
    // index: the index SQLite is told to use (INDEXED BY), for a statement whose plan must not depend on its values.
    QList<Activity> select(const QString& where, const QVariantList& values, QString* error,
                           const QString& columns = {}, const QString& index = {},
                           HistoryRead history = HistoryRead::Whole) const;
    QSqlDatabase m_db;
};

} // namespace hk
