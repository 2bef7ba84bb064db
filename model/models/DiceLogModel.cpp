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
    if (m_campaign) {
        QString error;
        m_rows = DiceLogRepository(m_campaign->database()).recent(m_limit, m_includeGmOnly, &error);
    }
    endResetModel();
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
