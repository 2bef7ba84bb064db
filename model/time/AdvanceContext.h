#pragma once

#include "time/AdvanceEvent.h"

#include <QHash>
#include <QList>
#include <QSqlDatabase>

namespace hk {

class Campaign;
class CampaignDice;
class Ruleset;

// What a DowntimeResolver works with while the calendar moves: the campaign's database (inside the
// advance's transaction), its dice and rules, the day being resolved, and the event sink that writes the
// event log and collects the outcomes for the caller.
class AdvanceContext
{
public:
    AdvanceContext(Campaign& campaign, int fromDay, int toDay);
    ~AdvanceContext();
    AdvanceContext(const AdvanceContext&) = delete;
    AdvanceContext& operator=(const AdvanceContext&) = delete;

    Campaign& campaign() const { return m_campaign; }
    QSqlDatabase database() const;
    CampaignDice& dice() const;
    const Ruleset& rules() const;

    int fromDay() const { return m_fromDay; } // the day before the advance
    int toDay() const { return m_toDay; }     // the last day resolved
    int day() const { return m_day; }         // the day being resolved now
    void setDay(int day); // the rolls made from now on are dated on it too

    // Writes an event-log row dated today and remembers it. Returns false with *error on failure.
    bool addEvent(const QString& kind, const QString& subject, const QString& message, const QJsonObject& data,
                  bool gmOnly, QString* error);
    QList<AdvanceEvent> events() const { return m_events; }

    // A laboratory's rent or upkeep was taken as this ledger row (the ledger keeps no lab): the day's money
    // report names the lab in its event, so the lab's bar on the timeline can list what it cost.
    void noteLabCharge(qint64 ledgerRow, qint64 labId) { m_labCharges.insert(ledgerRow, labId); }
    qint64 labCharged(qint64 ledgerRow) const { return m_labCharges.value(ledgerRow); }

private:
    Campaign& m_campaign;
    int m_fromDay;
    int m_toDay;
    int m_day;
    QList<AdvanceEvent> m_events;
    QHash<qint64, qint64> m_labCharges; // ledger row → lab
};

} // namespace hk
