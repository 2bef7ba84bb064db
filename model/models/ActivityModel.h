#pragma once

#include "activities/Activity.h"

#include <QAbstractTableModel>

namespace hk {

class Campaign;

// One character's timed activities (spell learning for now), newest first: what, from, due, status, fee.
// Re-reads itself when characters change or the campaign is restored (an advance of time or its undo).
class ActivityModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Title, Start, Due, Status, Fee, ColumnCount };
    static constexpr int IdRole = Qt::UserRole + 1;

    explicit ActivityModel(QObject* parent = nullptr);
    void setCampaign(Campaign* campaign);
    void setCharacter(qint64 id);
    void refresh();
    const Activity* activity(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    Campaign* m_campaign = nullptr;
    qint64 m_character = 0;
    QList<Activity> m_rows;
};

} // namespace hk
