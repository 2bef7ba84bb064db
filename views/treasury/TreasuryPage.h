#pragma once

#include "main/CampaignPage.h"
#include "treasury/MoneyDialog.h"
#include "treasury/Treasury.h"

#include <QMap>
#include <QPointer>

class QHBoxLayout;
class QLabel;
class QPushButton;
class QSplitter;
class QTableView;
class QTreeWidget;

namespace hk {

class MoneyLedgerModel;
class WealthChart;

// The treasury: every purse (the party's common purse and each active character's) with its balance, and
// for the chosen one its balance in big type, its ledger, a chart of every purse's wealth over campaign time, and buttons to add money, pay out or move money
// to another purse. It exists so the GM keeps the party's money in the campaign file, with a reason for
// every coin and each change one undoable step, instead of on scraps of paper.
class TreasuryPage : public CampaignPage
{
    Q_OBJECT
public:
    explicit TreasuryPage(QWidget* parent = nullptr);

    QString title() const override { return tr("Treasury"); }
    QIcon icon() const override;
    QString pageId() const override { return QStringLiteral("treasury"); }
    bool appliesTo(const Campaign& campaign) const override { return !playsBoardGame(campaign); }
    void setCampaign(Campaign* campaign) override;

    // For tests.
    MoneyLedgerModel* model() const { return m_model; }
    qint64 currentPurse() const;
    bool selectPurse(qint64 characterId);
    // The dialog a button opened, while it is open.
    MoneyDialog* dialog() const { return m_dialog; }
    WealthChart* wealthChart() const { return m_chart; }

private:
    // The page's parts: the purses (left); the chosen purse's name, balance and money buttons, its ledger above
    // every purse's wealth (right); then the connections between them.
    void buildPurseList(QSplitter* split);
    QHBoxLayout* buildSummaryRow(QWidget* right);
    QSplitter* buildLedgerAndChart(QWidget* right);
    void connectParts();
    void refreshPurses();
    void purseChosen();
    void updateBalance();
    void updateChart();
    void openDialog(MoneyDialog::Mode mode);

    Campaign* m_campaign = nullptr;
    MoneyLedgerModel* m_model = nullptr;
    QTreeWidget* m_purses = nullptr;
    QLabel* m_name = nullptr;
    QLabel* m_balance = nullptr;
    QLabel* m_error = nullptr;
    QLabel* m_empty = nullptr;
    QTableView* m_ledger = nullptr;
    WealthChart* m_chart = nullptr;
    QList<Purse> m_purseList;                    // as last read, for the chart's names and order
    QMap<qint64, QList<BalancePoint>> m_wealth; // as last read
    QPushButton* m_add = nullptr;
    QPushButton* m_pay = nullptr;
    QPushButton* m_transfer = nullptr;
    QPointer<MoneyDialog> m_dialog;
};

} // namespace hk
