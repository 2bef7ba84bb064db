#include "models/ActivityModel.h"

#include "activities/ActivityRepository.h"
#include "activities/SpellStudies.h"
#include "activities/SpellStudyData.h"
#include "campaign/Campaign.h"
#include "time/Calendar.h"

namespace hk {

ActivityModel::ActivityModel(QObject* parent) : QAbstractTableModel(parent)
{
}

void ActivityModel::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_character = 0;
    if (m_campaign) {
        connect(m_campaign, &Campaign::charactersChanged, this, &ActivityModel::refresh);
        connect(m_campaign, &Campaign::restored, this, &ActivityModel::refresh);
    }
    refresh();
}

void ActivityModel::setCharacter(qint64 id)
{
    m_character = id;
    refresh();
}

void ActivityModel::refresh()
{
    beginResetModel();
    m_rows.clear();
    if (m_campaign && m_character) {
        QString error;
        m_rows = ActivityRepository(m_campaign->database()).list(m_character, {}, true, &error);
    }
    endResetModel();
}

const Activity* ActivityModel::activity(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

int ActivityModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ActivityModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ActivityModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const Activity& a = m_rows.at(index.row());
    if (role == IdRole)
        return a.id;
    if (role == Qt::ToolTipRole)
        return a.kind == SpellStudies::Kind ? SpellStudyData::read(a).notes : QString();
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Title: return a.title;
    case Start: return Calendar::formatShort(a.startDay);
    case Due: return Calendar::formatShort(a.dueDay);
    case Status:
        if (a.status == ActivityStatus::Active)
            return tr("under way");
        if (a.status == ActivityStatus::Done)
            return tr("done %1").arg(Calendar::formatShort(a.endedDay));
        if (a.status == ActivityStatus::Blocked)
            return tr("blocked");
        if (a.status == ActivityStatus::Halted)
            return tr("halted: no money");
        return tr("cancelled");
    case Fee: return a.cost ? QStringLiteral("$%1").arg(a.cost) : QString();
    }
    return {};
}

QVariant ActivityModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Title: return tr("Learning");
    case Start: return tr("From");
    case Due: return tr("Due");
    case Status: return tr("Status");
    case Fee: return tr("Fee");
    }
    return {};
}

} // namespace hk
