#pragma once

#include "activities/Activity.h"
#include "activities/Timeline.h"
#include "alchemy/PotionStock.h"
#include "audience/Audience.h"
#include "campaign/CampaignEvent.h"
#include "campaign/DiceLogEntry.h"
#include "combat/CombatParameters.h"
#include "combat/Encounter.h"
#include "time/AdvanceEvent.h"
#include "treasury/MoneyEntry.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>

namespace hk {

class Campaign;

// A purse as one audience may see it: its balance and its newest ledger lines, newest first.
struct PurseView
{
    int balance = 0; // dollars
    QList<MoneyEntry> lines;
};

// What one audience may see of a campaign. Every output meant for the players reads through here — the
// players' window, the timeline's player view, every CLI `--player` listing and anything built for players —
// and the CLI's listings read through it for the GM too. So the secrecy rules live in one place: GM-only log lines, events, rolls, activities and history weeks
// are left out for the players; hidden figures are removed and images and illusions pass for what they
// pretend to be; a potion's fault shows only once it has been found, and its nature never; the GM's
// secret research weeks stay secret. A roll belongs to the line or event written after it
// (CampaignDice::claimRolls), so it is GM-only exactly when that line or event is.
class CampaignView
{
public:
    CampaignView(Campaign& campaign, Audience audience) : m_campaign(campaign), m_audience(audience) {}

    Audience audience() const { return m_audience; }
    bool forPlayers() const { return m_audience == Audience::Players; }

    // Combat: the encounter with its state as this audience may see it.
    bool encounter(qint64 id, Encounter* out, QString* error) const;
    Encounter shown(Encounter encounter) const;
    QJsonObject encounterJson(const Encounter& encounter, const CombatParameters& p) const;
    // The combat log, oldest first.
    QList<CombatLogEntry> combatLog(qint64 encounterId, QString* error) const;

    // The dice log, newest first.
    QList<DiceLogEntry> rolls(int limit, QString* error) const;
    // The event log; the filter's includeGmOnly is overruled for the players.
    QList<CampaignEvent> events(EventFilter filter, QString* error) const;
    // The money an activity or laboratory (a timeline bar) paid and failed to pay, oldest first: the "money"
    // events that name it.
    QList<CampaignEvent> moneyOf(const TimelineRow& bar, QString* error) const;
    // What an advance of the calendar reported.
    QList<AdvanceEvent> shown(const QList<AdvanceEvent>& events) const;

    // Downtime: the timeline's bars and timed activities (kind empty = every kind; characterId 0 = everyone's).
    QList<TimelineRow> timeline(bool includeEnded, QString* error) const;
    QList<Activity> activities(qint64 characterId, const QString& kind, bool includeEnded, QString* error) const;
    bool activity(qint64 id, Activity* out, QString* error) const;
    // An activity's weeks, and the activity as JSON.
    QJsonArray history(const Activity& activity) const;
    QJsonObject activityJson(const Activity& activity) const;
    // Research: the weeks needed, or -1 when the GM keeps them secret from this audience.
    int researchWeeksNeeded(const Activity& activity) const;

    // Potions on hand (holder < 0 = everyone's, 0 = the party's), and one as JSON.
    QList<PotionStock> potions(qint64 holder, QString* error) const;
    QJsonObject potionJson(const PotionStock& stock) const;
    // Whether this audience knows the stock is faulty.
    bool knowsFault(const PotionStock& stock) const;

    // A purse (0 = the party's) and its newest `limit` ledger lines. For the players a line marked GM-only or paid
    // for GM-only work is as secret as the work: left out, and left out of the balance too, so that the lines and
    // the balance give nothing away.
    PurseView purse(qint64 holder, int limit, QString* error) const;

private:
    Campaign& m_campaign;
    Audience m_audience;
};

} // namespace hk
