#pragma once

#include "campaign/DiceLogEntry.h"

#include <QAbstractTableModel>

namespace hk {

class Campaign;

// The campaign's dice log as a table (newest first). Shows GM-only rolls only when asked to, so a view
// built for players cannot show them by accident. It reads a page of rows at a time as the view scrolls
// (canFetchMore/fetchMore), up to its limit.
class DiceLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Day, Who, Purpose, Dice, Faces, Total, Target, Result, Special, Secret, ColumnCount };

    explicit DiceLogModel(QObject* parent = nullptr);

    void setCampaign(Campaign* campaign);
    void setIncludeGmOnly(bool include);
    void setLimit(int limit) { m_limit = limit; }
    void setPageSize(int rows) { m_pageSize = qMax(1, rows); }
    void refresh();

    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    Campaign* m_campaign = nullptr;
    bool m_includeGmOnly = true;
    int m_limit = 500;
    QList<DiceLogEntry> m_rows;
    int m_pageSize = 200;
    bool m_more = false; // rows left to read
};

} // namespace hk
