#pragma once

#include "characters/XpEntry.h"

#include <QAbstractTableModel>

namespace hk {

class Campaign;

// One character's experience history, oldest first: date, what happened, EP, reason, and the attributes
// and unspent EP after it. Feeds the ledger table and the charts of the character page.
class XpLedgerModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Day, What, Amount, Reason, St, Dx, Iq, Unspent, ColumnCount };

    explicit XpLedgerModel(QObject* parent = nullptr);
    void setCampaign(Campaign* campaign);
    void setCharacter(qint64 id);
    void refresh();
    const QList<XpEntry>& entries() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    Campaign* m_campaign = nullptr;
    qint64 m_character = 0;
    QList<XpEntry> m_rows;
};

} // namespace hk
