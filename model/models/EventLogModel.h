#pragma once

#include "repositories/EventLogRepository.h"

#include <QAbstractTableModel>

namespace hk {

class Campaign;

// The campaign's event log as a table (newest first), optionally one kind only; GM-only events only when
// asked to.
class EventLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Day, Kind, Subject, Message, Secret, ColumnCount };

    explicit EventLogModel(QObject* parent = nullptr);

    void setCampaign(Campaign* campaign);
    void setIncludeGmOnly(bool include);
    void setKind(const QString& kind);
    void setLimit(int limit) { m_limit = limit; }
    void refresh();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    Campaign* m_campaign = nullptr;
    bool m_includeGmOnly = true;
    QString m_kind;
    int m_limit = 500;
    QList<CampaignEvent> m_rows;
};

} // namespace hk
