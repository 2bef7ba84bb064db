#pragma once

#include "time/AdvanceEvent.h"
#include "treasury/MoneyEntry.h"

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

    // The money the advance moves. Every ledger row an advance writes goes through Treasury::charge(AdvanceContext&…),
    // which notes it here: a purse's balance is summed from the ledger once and then kept (it was summed again for
    // every payment), and the day's money report takes the day's rows from here instead of reading them back.
    // begin() looks once whether the ledger already holds rows dated after the advance's first day (no tool of ours
    // writes such rows); if it does, ledgerRowsOn() says so and the report reads the day from the ledger as before.
    bool begin(QString* error);
    bool balance(qint64 purse, int* dollars, QString* error);
    void noteLedgerRow(const MoneyEntry& row);
    // The rows written on `day`, in the order written (the ledger's id order); false when the day must be read from
    // the ledger because it held rows dated on it before the advance.
    bool ledgerRowsOn(int day, QList<MoneyEntry>* rows) const;

    // What the day's money report has read once and that no advance changes: purses' owners' names and whether
    // an activity is the GM's secret.
    QHash<qint64, QString>& purseNames() { return m_purseNames; }
    QHash<qint64, bool>& gmOnlyActivities() { return m_gmOnlyActivities; }

private:
    Campaign& m_campaign;
    int m_fromDay;
    int m_toDay;
    int m_day;
    QList<AdvanceEvent> m_events;
    QHash<qint64, qint64> m_labCharges; // ledger row → lab
    QHash<qint64, int> m_balances;      // purse → dollars, for the purses read or charged so far
    QHash<int, QList<MoneyEntry>> m_ledgerRows; // day → the rows the advance wrote on it
    int m_ledgerAheadTo = 0;            // the last day of a ledger row dated after fromDay before the advance, or 0
    QHash<qint64, QString> m_purseNames;
    QHash<qint64, bool> m_gmOnlyActivities;
};

} // namespace hk
