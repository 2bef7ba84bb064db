#pragma once

#include "campaign/CampaignEvent.h"

#include <QAbstractTableModel>

namespace hk {

class Campaign;

// The campaign's event log as a table (newest first), filtered by kind, subject and text; GM-only events
// only when asked to. Re-reads itself whenever the campaign logs, changes or is restored. It reads a page of
// rows at a time (canFetchMore/fetchMore, as the view scrolls), up to the filter's limit: a campaign's years of
// events are not read to show the first screen.
class EventLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Day, Kind, Subject, Message, Secret, ColumnCount };

    explicit EventLogModel(QObject* parent = nullptr);

    void setCampaign(Campaign* campaign);
    void setIncludeGmOnly(bool include);
    void setKind(const QString& kind);
    void setSubject(const QString& subject);
    void setSearchText(const QString& text);
    const EventFilter& filter() const { return m_filter; }
    void setFilter(const EventFilter& filter);
    // True for a row only the GM may see (views mark it).
    static constexpr int GmOnlyRole = Qt::UserRole + 1;
    void setLimit(int limit) { m_filter.limit = limit; }
    // Rows read at a time (the first page on a refresh, then one more at each fetchMore).
    void setPageSize(int rows) { m_pageSize = qMax(1, rows); }
    int pageSize() const { return m_pageSize; }
    void refresh();
    // How many events the filter lists in all (at most its limit), whether read yet or not.
    int totalCount() const;

    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    Campaign* m_campaign = nullptr;
    EventFilter m_filter;
    QList<CampaignEvent> m_rows;
    int m_pageSize = 200;
    bool m_more = false; // rows left to read
};

} // namespace hk
