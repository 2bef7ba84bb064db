#include "models/MoneyLedgerModel.h"

#include "campaign/Campaign.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace hk {

MoneyLedgerModel::MoneyLedgerModel(QObject* parent) : QAbstractTableModel(parent)
{
}

void MoneyLedgerModel::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_purse = 0;
    if (m_campaign) {
        for (auto signal : {&Campaign::treasuryChanged, &Campaign::charactersChanged, &Campaign::restored})
            connect(m_campaign, signal, this, &MoneyLedgerModel::refresh);
    }
    refresh();
}

void MoneyLedgerModel::setPurse(qint64 characterId)
{
    m_purse = characterId;
    refresh();
}

void MoneyLedgerModel::refresh()
{
    beginResetModel();
    m_rows.clear();
    m_balances.clear();
    m_error.clear();
    if (m_campaign) {
        m_rows = Treasury(*m_campaign).ledger(m_purse, &m_error);
        int running = 0;
        for (const MoneyEntry& e : std::as_const(m_rows)) {
            running += e.amount;
            m_balances.append(running);
        }
    }
    endResetModel();
}

QString MoneyLedgerModel::kindText(const QString& kind, int amount)
{
    if (kind == QLatin1String("deposit"))
        return tr("Deposit");
    if (kind == QLatin1String("withdrawal"))
        return tr("Payment");
    if (kind == QLatin1String("transfer"))
        return amount >= 0 ? tr("Transfer in") : tr("Transfer out");
    if (kind == QLatin1String("fee"))
        return tr("Fee");
    if (kind == QLatin1String("upkeep"))
        return tr("Upkeep");
    if (kind == QLatin1String("purchase"))
        return tr("Purchase");
    if (kind == QLatin1String("sale"))
        return tr("Sale");
    if (kind == QLatin1String("rent"))
        return tr("Rent");
    if (kind == QLatin1String("research"))
        return tr("Research");
    // A kind given on the command line: its words, capitalised like the others.
    QString words = kind;
    words.replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!words.isEmpty())
        words[0] = words.at(0).toUpper();
    return words;
}

QString MoneyLedgerModel::signedAmount(int dollars)
{
    const QString digits = QLocale(QLocale::English, QLocale::UnitedStates).toString(qAbs(qint64(dollars)));
    return (dollars < 0 ? QStringLiteral("−$") : QStringLiteral("+$")) + digits;
}

int MoneyLedgerModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int MoneyLedgerModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MoneyLedgerModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const MoneyEntry& e = m_rows.at(index.row());
    switch (role) {
    case AmountRole: return e.amount;
    case BalanceRole: return m_balances.at(index.row());
    case KindRole: return e.kind;
    case GmOnlyRole: return e.gmOnly;
    case Qt::TextAlignmentRole:
        if (index.column() == Amount || index.column() == Balance)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (index.column() == Amount)
            return QBrush(e.amount < 0 ? QColor(0xb0, 0x30, 0x20) : QColor(0x20, 0x80, 0x30));
        return {};
    case Qt::DisplayRole:
    case Qt::ToolTipRole: break;
    default: return {};
    }
    switch (index.column()) {
    case Day: return Calendar::formatShort(e.day);
    case What: return e.gmOnly ? tr("%1 (GM only)").arg(kindText(e.kind, e.amount)) : kindText(e.kind, e.amount);
    case Amount: return signedAmount(e.amount);
    case Reason: return e.reason;
    case Balance: return Treasury::format(m_balances.at(index.row()));
    }
    return {};
}

QVariant MoneyLedgerModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Day: return tr("Date");
    case What: return tr("What");
    case Amount: return tr("Amount");
    case Reason: return tr("Reason");
    case Balance: return tr("Balance after");
    }
    return {};
}

} // namespace hk
