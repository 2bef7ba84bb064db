#include "treasury/TreasuryPage.h"

#include "main/PageIcon.h"

#include "main/StatusColors.h"

#include "campaign/Campaign.h"
#include "models/MoneyLedgerModel.h"
#include "treasury/Treasury.h"
#include "treasury/WealthChart.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hk {

namespace {

constexpr int IdRole = Qt::UserRole;
constexpr int BalanceRole = Qt::UserRole + 1;

} // namespace

TreasuryPage::TreasuryPage(QWidget* parent) : CampaignPage(parent), m_model(new MoneyLedgerModel(this))
{
    auto* layout = new QHBoxLayout(this);
    auto* split = new QSplitter(Qt::Horizontal, this);
    layout->addWidget(split);
    buildPurseList(split);

    auto* right = new QWidget(split);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(8, 0, 0, 0);
    rightLayout->addLayout(buildSummaryRow(right));
    m_error = new QLabel(right);
    m_error->setObjectName(QStringLiteral("loadError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(StatusColors::problemStyle());
    m_error->hide();
    rightLayout->addWidget(m_error);

    rightLayout->addWidget(buildLedgerAndChart(right), 1);

    split->addWidget(m_purses);
    split->addWidget(right);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    split->setSizes({300, 900});

    connectParts();
    setCampaign(nullptr);
}

void TreasuryPage::buildPurseList(QSplitter* split)
{
    m_purses = new QTreeWidget(split);
    m_purses->setObjectName(QStringLiteral("purses"));
    m_purses->setRootIsDecorated(false);
    m_purses->setColumnCount(2);
    m_purses->setHeaderLabels({tr("Purse"), tr("Balance")});
    m_purses->header()->setStretchLastSection(false);
    m_purses->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_purses->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    // A campaign with thousands of purses: the balance column is sized from the first hundred rows, not measured
    // across a thousand at every layout (each page switch).
    m_purses->header()->setResizeContentsPrecision(100);
    m_purses->setMinimumWidth(280);

}

QHBoxLayout* TreasuryPage::buildSummaryRow(QWidget* right)
{
    auto* top = new QHBoxLayout;
    auto* summary = new QVBoxLayout;
    m_name = new QLabel(right);
    m_name->setObjectName(QStringLiteral("purseName"));
    m_name->setTextFormat(Qt::PlainText);
    QFont nameFont = m_name->font();
    nameFont.setBold(true);
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.2);
    m_name->setFont(nameFont);
    m_balance = new QLabel(right);
    m_balance->setObjectName(QStringLiteral("balance"));
    m_balance->setTextFormat(Qt::PlainText);
    QFont big = m_balance->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 2.2);
    m_balance->setFont(big);
    summary->addWidget(m_name);
    summary->addWidget(m_balance);
    top->addLayout(summary, 1); // takes the free width, so a longer balance never waits for a relayout
    m_add = new QPushButton(tr("Add money…"), right);
    m_add->setObjectName(QStringLiteral("addMoney"));
    m_add->setToolTip(tr("Money coming into this purse: loot, pay, a sale."));
    m_pay = new QPushButton(tr("Pay out…"), right);
    m_pay->setObjectName(QStringLiteral("payOut"));
    m_pay->setToolTip(tr("Money leaving this purse: a purchase, a fee, upkeep. Never more than it holds."));
    m_transfer = new QPushButton(tr("Transfer…"), right);
    m_transfer->setObjectName(QStringLiteral("transfer"));
    m_transfer->setToolTip(tr("Move money from this purse to another one in one step."));
    for (QPushButton* button : {m_add, m_pay, m_transfer}) {
        button->setMinimumHeight(button->sizeHint().height() * 3 / 2);
        top->addWidget(button, 0, Qt::AlignBottom);
    }
    return top;
}

QSplitter* TreasuryPage::buildLedgerAndChart(QWidget* right)
{
    // The ledger above, every purse's wealth below; the GM drags the line between them.
    auto* vertical = new QSplitter(Qt::Vertical, right);
    vertical->setChildrenCollapsible(false);
    auto* ledgerBox = new QWidget(vertical);
    auto* ledgerLayout = new QVBoxLayout(ledgerBox);
    ledgerLayout->setContentsMargins(0, 0, 0, 0);
    m_ledger = new QTableView(ledgerBox);
    m_ledger->setObjectName(QStringLiteral("ledger"));
    m_ledger->setModel(m_model);
    m_ledger->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_ledger->setWordWrap(false);
    m_ledger->verticalHeader()->hide();
    m_ledger->horizontalHeader()->setSectionResizeMode(MoneyLedgerModel::Reason, QHeaderView::Stretch);
    m_ledger->setMinimumHeight(90);
    ledgerLayout->addWidget(m_ledger, 1);
    m_empty = new QLabel(tr("Nothing has come into or gone out of this purse yet. Use \"Add money…\" to record "
                            "loot, pay or a sale."),
                         ledgerBox);
    m_empty->setObjectName(QStringLiteral("emptyLedger"));
    m_empty->setWordWrap(true);
    ledgerLayout->addWidget(m_empty);
    m_chart = new WealthChart(vertical);
    vertical->addWidget(ledgerBox);
    vertical->addWidget(m_chart);
    vertical->setStretchFactor(0, 2);
    vertical->setStretchFactor(1, 3);
    vertical->setSizes({200, 300}); // the chart needs the height more than a short ledger does
    return vertical;
}

void TreasuryPage::connectParts()
{
    connect(m_purses, &QTreeWidget::currentItemChanged, this, &TreasuryPage::purseChosen);
    connect(m_add, &QPushButton::clicked, this, [this] { openDialog(MoneyDialog::AddMoney); });
    connect(m_pay, &QPushButton::clicked, this, [this] { openDialog(MoneyDialog::PayOut); });
    connect(m_transfer, &QPushButton::clicked, this, [this] { openDialog(MoneyDialog::Transfer); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        for (int c : {MoneyLedgerModel::Day, MoneyLedgerModel::What, MoneyLedgerModel::Amount, MoneyLedgerModel::Balance})
            m_ledger->resizeColumnToContents(c);
        m_ledger->scrollToBottom();
        m_empty->setVisible(m_campaign && m_model->rowCount() == 0);
    });
}

QIcon TreasuryPage::icon() const
{
    return PageIcon::make(QStringLiteral("treasury"));
}

void TreasuryPage::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    if (m_dialog)
        m_dialog->reject();
    m_campaign = campaign;
    if (m_campaign) {
        for (auto signal : {&Campaign::treasuryChanged, &Campaign::charactersChanged, &Campaign::restored})
            connect(m_campaign, signal, this, &TreasuryPage::refreshPurses);
        connect(m_campaign, &Campaign::infoChanged, this, &TreasuryPage::updateChart); // the lines run on to today
    }
    m_model->setCampaign(campaign);
    {
        const QSignalBlocker block(m_purses);
        m_purses->clear(); // a new campaign starts on its party purse
    }
    refreshPurses();
}

void TreasuryPage::refreshPurses()
{
    const qint64 chosen = currentPurse();
    QList<Purse> purses;
    QString error;
    m_wealth.clear();
    if (m_campaign) {
        purses = Treasury(*m_campaign).purses(&error);
        if (error.isEmpty())
            m_wealth = Treasury(*m_campaign).wealthOverTime(&error);
    }
    m_purseList = purses;
    {
        const QSignalBlocker block(m_purses);
        m_purses->clear();
        for (const Purse& p : std::as_const(purses)) {
            auto* item = new QTreeWidgetItem(m_purses, {p.name, Treasury::format(p.balance)});
            item->setData(0, IdRole, p.characterId);
            item->setData(0, BalanceRole, p.balance);
            item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
            if (p.characterId == 0) {
                QFont bold = item->font(0);
                bold.setBold(true);
                item->setFont(0, bold);
                item->setFont(1, bold);
            }
        }
        QTreeWidgetItem* keep = nullptr;
        for (int i = 0; i < m_purses->topLevelItemCount() && !keep; ++i) {
            if (m_purses->topLevelItem(i)->data(0, IdRole).toLongLong() == chosen)
                keep = m_purses->topLevelItem(i);
        }
        if (!keep && m_purses->topLevelItemCount() > 0)
            keep = m_purses->topLevelItem(0); // the chosen character left: back to the party purse
        m_purses->setCurrentItem(keep);
    }
    m_error->setText(error);
    m_error->setVisible(!error.isEmpty());
    purseChosen();
}

qint64 TreasuryPage::currentPurse() const
{
    const QTreeWidgetItem* item = m_purses->currentItem();
    return item ? item->data(0, IdRole).toLongLong() : 0;
}

bool TreasuryPage::selectPurse(qint64 characterId)
{
    for (int i = 0; i < m_purses->topLevelItemCount(); ++i) {
        if (m_purses->topLevelItem(i)->data(0, IdRole).toLongLong() == characterId) {
            m_purses->setCurrentItem(m_purses->topLevelItem(i));
            return true;
        }
    }
    return false;
}

void TreasuryPage::purseChosen()
{
    const qint64 purse = currentPurse();
    if (m_model->purse() != purse)
        m_model->setPurse(purse);
    updateBalance();
    updateChart();
}

void TreasuryPage::updateChart()
{
    m_chart->setWealth(m_purseList, m_wealth, m_campaign ? m_campaign->info().calendarDay : 1, currentPurse());
    m_chart->setVisible(!m_wealth.isEmpty());
}

void TreasuryPage::updateBalance()
{
    const QTreeWidgetItem* item = m_purses->currentItem();
    const bool have = m_campaign && item;
    m_name->setText(have ? item->text(0) : tr("No campaign open"));
    m_balance->setText(have ? Treasury::format(item->data(0, BalanceRole).toInt()) : QString());
    m_add->setEnabled(have);
    m_pay->setEnabled(have && item->data(0, BalanceRole).toInt() > 0);
    m_transfer->setEnabled(have && item->data(0, BalanceRole).toInt() > 0 && m_purses->topLevelItemCount() > 1);
}

void TreasuryPage::openDialog(MoneyDialog::Mode mode)
{
    if (!m_campaign || (m_dialog && m_dialog->isVisible()))
        return;
    m_dialog = new MoneyDialog(*m_campaign, mode, currentPurse(), this);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->open(); // window-modal, without blocking: the page refreshes from treasuryChanged
}

} // namespace hk
