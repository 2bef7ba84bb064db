#pragma once

#include <QPointer>
#include <QStringList>
#include <QWidget>

class QChartView;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace hk {

class Campaign;
class XpLedgerModel;

// One character's experience: unspent EP, buttons to spend them on ST, DX or IQ (disabled with the reason
// when the EP are not there) and, in Warrior & Wizard, on skills, spells and bonuses; the dated ledger, and a chart of attributes and EP over campaign time.
// Implemented in ExperiencePanel.cpp.
class ExperiencePanel : public QWidget
{
    Q_OBJECT
public:
    explicit ExperiencePanel(QWidget* parent = nullptr);
    void setCampaign(Campaign* campaign);
    void setCharacter(qint64 id); // 0 = none
    qint64 character() const { return m_character; }

private:
    void refresh();
    void refreshChart(const QStringList& labels);
    void raise(const QString& attribute);

    QPointer<Campaign> m_campaign;
    qint64 m_character = 0;
    XpLedgerModel* m_model = nullptr;
    QStackedWidget* m_stack = nullptr;
    QLabel* m_empty = nullptr;
    QLabel* m_name = nullptr;
    QLabel* m_unspent = nullptr;
    QPushButton* m_raise[3] = {};
    QPushButton* m_buy = nullptr; // Warrior & Wizard: skills, spells and bonuses (BuyWithXpDialog)
    QTableView* m_ledger = nullptr;
    QChartView* m_chart = nullptr;   // ST, DX and IQ over campaign time
    QChartView* m_epChart = nullptr; // unspent EP on its own panel below, over the same days
};

} // namespace hk
