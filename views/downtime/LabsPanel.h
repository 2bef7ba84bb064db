#pragma once

#include "downtime/DowntimePanel.h"
#include "labs/Lab.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace hk {

// The "Labs" tab: every laboratory and wizard's chest with its type, tenure, who pays, weekly cost, damage,
// the wizards attuned to it and the work booked in it; buttons to buy, assemble, rent or record one
// (AcquireLabDialog), to start an attunement (AttuneLabDialog), and to repair or give up the selected one.
// Rent and upkeep are charged by the calendar (LabResolver); this tab shows where things stand.
class LabsPanel : public DowntimePanel
{
    Q_OBJECT
public:
    explicit LabsPanel(QWidget* parent = nullptr);

    QString tabTitle() const override { return tr("Labs"); }
    QString panelId() const override { return QStringLiteral("labs"); }
    QStringList neededKinds() const override { return {QStringLiteral("lab")}; }

    // For tests.
    QTableWidget* table() const { return m_table; }
    bool selectLab(qint64 labId);
    QString errorText() const;

private:
    void refresh() override;
    void updateButtons();
    void acquire(const QString& how);
    void repair();
    void close();
    const Lab* selected() const;

    QList<Lab> m_rows;
    QTableWidget* m_table = nullptr;
    QCheckBox* m_closed = nullptr;
    QList<QPushButton*> m_acquire;
    QPushButton* m_attune = nullptr;
    QPushButton* m_repair = nullptr;
    QPushButton* m_close = nullptr;
    QComboBox* m_payer = nullptr;
    QLabel* m_hint = nullptr;
    QLabel* m_error = nullptr;
};

} // namespace hk
