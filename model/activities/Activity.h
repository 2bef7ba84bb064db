#pragma once

#include <QJsonObject>
#include <QString>

namespace hk {

// Where an activity stands. Halted work is still the character's (it can be resumed); blocked work cannot go
// on (the GM must act); done and cancelled work has ended.
enum class ActivityStatus { Active, Halted, Blocked, Done, Cancelled };

// Why halted work stopped: set aside by the GM, or the money, the ingredients, the laboratory or the team ran
// out. None while the activity is not halted.
enum class HaltReason { None, Paused, Money, Ingredients, Lab, Team };

// The names files, JSON and the CLI use ("active", "halted", …; "paused", "money", …). Unknown keys read as
// Active and None.
QString activityStatusKey(ActivityStatus status);
ActivityStatus activityStatusFromKey(const QString& key);
QString haltReasonKey(HaltReason reason);
HaltReason haltReasonFromKey(const QString& key);

// A timed activity of one character on the campaign calendar (learning a spell, a workshop project, a potion
// batch, research, a market search, an attunement): when it started, when it falls due, where it stands and
// why, what it costs, and the kind's own details as JSON. Code reads and writes those details through the kind's
// struct (WorkshopProjectData, BatchData, ResearchData, MarketSearchData, SpellStudyData, AttunementData; the
// keys every kind shares through SharedActivityData), never by key.
struct Activity
{
    qint64 id = 0;
    QString kind;          // "learning", "workshop", "alchemy", …
    qint64 characterId = 0;
    QString title;         // "Study: Fireball"
    int startDay = 0;
    int dueDay = 0;
    ActivityStatus status = ActivityStatus::Active;
    HaltReason haltReason = HaltReason::None; // kept in the file as data.haltReason
    int cost = 0;          // dollars
    QJsonObject data;
    bool gmOnly = false;
    int endedDay = 0;      // 0 while not ended
    // How many of the first lines of data.history are in the file but were not read: an advance reads due work
    // without its history (ActivityRepository::activeDue), so data.history holds only the lines added since, and
    // writing the activity adds them after the ones left unread. 0 when data.history is the whole history.
    int historyLinesNotRead = 0;
    bool operator==(const Activity&) const = default;

    // Still the character's work: under way or set aside (halted).
    bool isOpen() const { return status == ActivityStatus::Active || status == ActivityStatus::Halted; }
    bool hasEnded() const { return status == ActivityStatus::Done || status == ActivityStatus::Cancelled; }
    // Stops the work for `reason` (the kind's resolver may resume it).
    void halt(HaltReason reason)
    {
        status = ActivityStatus::Halted;
        haltReason = reason;
    }
    void resume()
    {
        status = ActivityStatus::Active;
        haltReason = HaltReason::None;
    }
};

} // namespace hk
