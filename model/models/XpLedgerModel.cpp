#include "models/XpLedgerModel.h"

#include "characters/CharacterRepository.h"

#include "campaign/Campaign.h"
#include "time/Calendar.h"

namespace hk {

XpLedgerModel::XpLedgerModel(QObject* parent) : QAbstractTableModel(parent)
{
}

void XpLedgerModel::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_character = 0;
    if (m_campaign) {
        connect(m_campaign, &Campaign::charactersChanged, this, &XpLedgerModel::refresh);
        connect(m_campaign, &Campaign::restored, this, &XpLedgerModel::refresh);
    }
    refresh();
}

void XpLedgerModel::setCharacter(qint64 id)
{
    m_character = id;
    refresh();
}

void XpLedgerModel::refresh()
{
    beginResetModel();
    m_rows.clear();
    if (m_campaign && m_character) {
        QString error;
        m_rows = CharacterRepository(m_campaign->database()).ledger(m_character, &error);
    }
    endResetModel();
}

int XpLedgerModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int XpLedgerModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant XpLedgerModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    const XpEntry& e = m_rows.at(index.row());
    switch (index.column()) {
    case Day: return Calendar::formatShort(e.day);
    case What:
        if (e.kind == XpKind::Created)
            return tr("Joined");
        if (e.kind == XpKind::Award)
            return e.amount >= 0 ? tr("Award") : tr("Penalty");
        return tr("Raised %1").arg(e.attribute.toUpper());
    case Amount:
        if (e.kind == XpKind::Spend)
            return QStringLiteral("−%1").arg(e.amount);
        return e.amount > 0 ? QStringLiteral("+%1").arg(e.amount) : QString::number(e.amount);
    case Reason: return e.reason;
    case St: return e.st;
    case Dx: return e.dx;
    case Iq: return e.iq;
    case Unspent: return e.experience;
    }
    return {};
}

QVariant XpLedgerModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Day: return tr("Date");
    case What: return tr("What");
    case Amount: return tr("EP");
    case Reason: return tr("Reason");
    case St: return tr("ST");
    case Dx: return tr("DX");
    case Iq: return tr("IQ");
    case Unspent: return tr("Unspent");
    }
    return {};
}

} // namespace hk
