#pragma once

#include "activities/Activity.h"
#include "alchemy/PotionStock.h"
#include "downtime/DowntimePanel.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace hk {

// The "Alchemy" tab: every potion batch with its maker, lab, progress and next roll (NewBatchDialog starts one),
// and the potions on hand per holder with buttons to use, give, examine for faults or make into gas bombs.
// This is the GM's view: a faulty batch's secret is shown here, marked GM only, and never in player output.
class AlchemyPanel : public DowntimePanel
{
    Q_OBJECT
public:
    explicit AlchemyPanel(QWidget* parent = nullptr);

    QString tabTitle() const override { return tr("Alchemy"); }
    QString panelId() const override { return QStringLiteral("alchemy"); }
    QStringList neededKinds() const override { return {QStringLiteral("potion")}; }

    // For tests.
    QTableWidget* batchTable() const { return m_batches; }
    QTableWidget* stockTable() const { return m_stock; }
    bool selectStock(qint64 stockId);
    QString lastOutcome() const;

private:
    void refresh() override;
    void updateButtons();
    void act(const QString& what);
    const PotionStock* selected() const;

    QList<Activity> m_batchRows;
    QList<PotionStock> m_stockRows;
    QTableWidget* m_batches = nullptr;
    QTableWidget* m_stock = nullptr;
    QCheckBox* m_ended = nullptr;
    QPushButton* m_newBatch = nullptr;
    QComboBox* m_who = nullptr;
    QSpinBox* m_doses = nullptr;
    QCheckBox* m_trained = nullptr;
    QPushButton* m_use = nullptr;
    QPushButton* m_give = nullptr;
    QPushButton* m_detect = nullptr;
    QPushButton* m_bomb = nullptr;
    QLabel* m_outcome = nullptr;
};

} // namespace hk
