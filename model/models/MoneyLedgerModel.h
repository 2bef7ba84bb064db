#pragma once

#include "treasury/MoneyEntry.h"

#include <QAbstractTableModel>
#include <QList>

namespace hk {

class Campaign;

// One purse's money history, oldest first: date, what happened in words, the signed amount, the reason and
// the balance after each line. It exists so the treasury page (and anything else that shows a purse) reads
// the ledger through the Treasury service and follows every change, undo and restore on its own.
class MoneyLedgerModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Day, What, Amount, Reason, Balance, ColumnCount };
    enum Role { AmountRole = Qt::UserRole + 1, BalanceRole, KindRole, GmOnlyRole };

    explicit MoneyLedgerModel(QObject* parent = nullptr);
    void setCampaign(Campaign* campaign);
    // 0 = the party's purse.
    void setPurse(qint64 characterId);
    qint64 purse() const { return m_purse; }
    void refresh();
    const QList<MoneyEntry>& entries() const { return m_rows; }
    // Why the last refresh read nothing, if it failed.
    QString lastError() const { return m_error; }

    // "Deposit", "Transfer in" …: a ledger kind in words (the sign tells the direction of a transfer).
    static QString kindText(const QString& kind, int amount);
    // "+$300", "−$1,250".
    static QString signedAmount(int dollars);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    Campaign* m_campaign = nullptr;
    qint64 m_purse = 0;
    QList<MoneyEntry> m_rows;
    QList<int> m_balances; // running total after each row
    QString m_error;
};

} // namespace hk
