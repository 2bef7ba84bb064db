#include "models/DiceLogModel.h"

#include "repositories/DiceLogRepository.h"

#include "campaign/Campaign.h"

namespace hk {

DiceLogModel::DiceLogModel(QObject* parent) : QAbstractTableModel(parent)
{
}

void DiceLogModel::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (m_campaign)
        connect(m_campaign, &Campaign::diceLogged, this, &DiceLogModel::refresh);
    refresh();
}

void DiceLogModel::setIncludeGmOnly(bool include)
{
    m_includeGmOnly = include;
    refresh();
}

void DiceLogModel::refresh()
{
    beginResetModel();
    m_rows.clear();
    m_more = false;
    if (m_campaign) {
        QString error;
        const int wanted = qMin(m_pageSize, m_limit);
        m_rows = DiceLogRepository(m_campaign->database()).page(0, wanted, m_includeGmOnly, &error);
        m_more = error.isEmpty() && m_rows.size() == wanted && m_rows.size() < m_limit;
    }
    endResetModel();
}

bool DiceLogModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && m_campaign && m_more;
}

void DiceLogModel::fetchMore(const QModelIndex& parent)
{
    if (!canFetchMore(parent))
        return;
    QString error;
    const int wanted = qMin(m_pageSize, m_limit - int(m_rows.size()));
    const qint64 before = m_rows.isEmpty() ? 0 : m_rows.constLast().id;
    const QList<DiceLogEntry> next = DiceLogRepository(m_campaign->database()).page(before, wanted, m_includeGmOnly, &error);
    m_more = error.isEmpty() && next.size() == wanted && m_rows.size() + next.size() < m_limit;
    if (next.isEmpty())
        return;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + next.size()) - 1);
    m_rows.append(next);
    endInsertRows();
}

int DiceLogModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DiceLogModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DiceLogModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || role != Qt::DisplayRole)
        return {};
    const DiceLogEntry& e = m_rows.at(index.row());
    const RollRecord& r = e.roll;
    switch (index.column()) {
    case Day: return e.campaignDay;
    case Who: return r.who;
    case Purpose: return r.purpose;
    case Dice: return r.dice;
    case Faces: {
        QStringList faces;
        for (int f : r.faces)
            faces.append(QString::number(f));
        return faces.join(QLatin1Char(' '));
    }
    case Total: return r.total;
    case Target: return r.target ? QVariant(*r.target) : QVariant();
    case Result: return r.success ? (*r.success ? tr("success") : tr("failure")) : QVariant();
    case Special: return r.special;
    case Secret: return r.gmOnly ? tr("GM only") : QString();
    default: return {};
    }
}

QVariant DiceLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Day: return tr("Day");
    case Who: return tr("Who");
    case Purpose: return tr("For");
    case Dice: return tr("Dice");
    case Faces: return tr("Faces");
    case Total: return tr("Total");
    case Target: return tr("Target");
    case Result: return tr("Result");
    case Special: return tr("Special");
    case Secret: return tr("Secret");
    default: return {};
    }
}

} // namespace hk
