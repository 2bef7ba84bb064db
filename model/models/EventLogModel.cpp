#include "models/EventLogModel.h"
#include "campaign/EventKinds.h"

#include "repositories/EventLogRepository.h"

#include "campaign/Campaign.h"
#include "time/Calendar.h"

#include <QFont>

namespace hk {

EventLogModel::EventLogModel(QObject* parent) : QAbstractTableModel(parent)
{
}

void EventLogModel::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (m_campaign) {
        connect(m_campaign, &Campaign::eventLogged, this, &EventLogModel::refresh);
        connect(m_campaign, &Campaign::infoChanged, this, &EventLogModel::refresh);
        connect(m_campaign, &Campaign::restored, this, &EventLogModel::refresh);
    }
    refresh();
}

void EventLogModel::setIncludeGmOnly(bool include)
{
    m_filter.includeGmOnly = include;
    refresh();
}

void EventLogModel::setKind(const QString& kind)
{
    m_filter.kind = kind;
    refresh();
}

void EventLogModel::setFilter(const EventFilter& filter)
{
    m_filter = filter;
    refresh();
}

void EventLogModel::setSubject(const QString& subject)
{
    m_filter.subject = subject;
    refresh();
}

void EventLogModel::setSearchText(const QString& text)
{
    m_filter.text = text;
    refresh();
}

void EventLogModel::refresh()
{
    beginResetModel();
    m_rows.clear();
    m_more = false;
    if (m_campaign) {
        QString error;
        const int wanted = qMin(m_pageSize, m_filter.limit);
        m_rows = EventLogRepository(m_campaign->database()).page(m_filter, 0, wanted, &error);
        m_more = error.isEmpty() && m_rows.size() == wanted && m_rows.size() < m_filter.limit;
    }
    endResetModel();
}

bool EventLogModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && m_campaign && m_more;
}

void EventLogModel::fetchMore(const QModelIndex& parent)
{
    if (!canFetchMore(parent))
        return;
    QString error;
    const int wanted = qMin(m_pageSize, m_filter.limit - int(m_rows.size()));
    const qint64 before = m_rows.isEmpty() ? 0 : m_rows.constLast().id;
    const QList<CampaignEvent> next = EventLogRepository(m_campaign->database()).page(m_filter, before, wanted, &error);
    m_more = error.isEmpty() && next.size() == wanted && m_rows.size() + next.size() < m_filter.limit;
    if (next.isEmpty())
        return;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + next.size()) - 1);
    m_rows.append(next);
    endInsertRows();
}

int EventLogModel::totalCount() const
{
    if (!m_campaign)
        return 0;
    if (!m_more)
        return int(m_rows.size());
    QString error;
    return EventLogRepository(m_campaign->database()).count(m_filter, &error);
}

int EventLogModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int EventLogModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventLogModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const CampaignEvent& e = m_rows.at(index.row());
    if (role == GmOnlyRole)
        return e.gmOnly;
    if (role == Qt::FontRole && e.gmOnly) {
        QFont font;
        font.setItalic(true);
        return font;
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Day: return Calendar::formatShort(e.campaignDay);
    case Kind: return EventKinds::name(e.kind);
    case Subject: return e.subject;
    case Message: return e.message;
    case Secret: return e.gmOnly ? tr("GM only") : QString();
    default: return {};
    }
}

QVariant EventLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Day: return tr("Date");
    case Kind: return tr("Kind");
    case Subject: return tr("About");
    case Message: return tr("What happened");
    case Secret: return tr("Secret");
    default: return {};
    }
}

} // namespace hk
