#pragma once

#include "treasury/MoneyEntry.h"

#include <QList>
#include <QMap>
#include <QSqlDatabase>
#include <QString>

namespace hk {

class AdvanceContext;
class Campaign;

// A purse and what is in it, for lists of accounts.
struct Purse
{
    qint64 characterId = 0; // 0 = the party's common purse
    QString name;           // the character's name, or "Party purse"
    int balance = 0;        // dollars
};

// A purse's balance at the end of a campaign day on which its money changed.
struct BalancePoint
{
    int day = 0;
    int balance = 0; // dollars
    bool operator==(const BalancePoint&) const = default;
};

// The campaign's money: every purse's balance and history, and every change of money as one undoable step
// (a deposit, a payment, a transfer between purses). Downtime work charges its costs through charge(),
// inside the advance's transaction, and is told when the money has run out. Amounts are whole dollars;
// formatting shows gold pieces too ($10 = 1 GP).
class Treasury
{
public:
    explicit Treasury(Campaign& campaign) : m_campaign(campaign) {}

    int balance(qint64 characterId, QString* error) const;
    QList<Purse> purses(QString* error) const; // the party purse first, then every active character
    QList<MoneyEntry> ledger(qint64 characterId, QString* error) const; // oldest first
    // Each purse's wealth over campaign time (purse id → its balance after each day its money changed, by day;
    // the last point is its balance now). Purses that never held money are left out. Read in one query.
    QMap<qint64, QList<BalancePoint>> wealthOverTime(QString* error) const;

    // Undoable: money coming in (amount > 0) or going out (amount < 0) of one purse, with a reason.
    // Refuses to take out more than the purse holds.
    bool change(qint64 characterId, int amount, const QString& kind, const QString& reason, QString* error);
    // Undoable: moves money from one purse to another in one step.
    bool transfer(qint64 from, qint64 to, int amount, const QString& reason, QString* error);

    // For resolvers and services already inside a transaction (not undoable by itself): takes `amount`
    // dollars from the purse if it holds them; returns false with *shortBy set when it does not (nothing is
    // written then), or with *error on a database failure. *rowId, when asked, is the ledger row written.
    static bool charge(const QSqlDatabase& db, qint64 characterId, int day, int amount, const QString& kind,
                       const QString& reason, qint64 activityId, int* shortBy, QString* error, qint64* rowId = nullptr);
    // The same for a resolver, on the day being resolved: the one way an advance writes the ledger. The context
    // keeps the purse's balance and the row for the day's money report (AdvanceContext::noteLedgerRow).
    static bool charge(AdvanceContext& context, qint64 characterId, int amount, const QString& kind, const QString& reason,
                       qint64 activityId, int* shortBy, QString* error, qint64* rowId = nullptr);

    // "$1,250 (125 GP)"
    static QString format(int dollars);

private:
    Campaign& m_campaign;
};

} // namespace hk
