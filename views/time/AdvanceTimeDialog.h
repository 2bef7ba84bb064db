#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace hk {

class Campaign;

// "Advance time": the GM picks a number of days or weeks, sees the date it leads to, advances in one
// undoable step and then reads every outcome (rolls, money, finished work), GM-only ones marked.
class AdvanceTimeDialog : public QDialog
{
    Q_OBJECT
public:
    AdvanceTimeDialog(Campaign& campaign, QWidget* parent = nullptr);

    void setAmount(int amount, bool weeks);
    // Runs the advance as an undoable command; false (with the reason shown) when it did not happen.
    bool advance();
    int eventCount() const;
    // Shows the progress of a long advance after this many ms instead of half a second (tests: 0).
    void setProgressDelayMs(int ms) { m_progressDelayMs = ms; }

private:
    int days() const;
    void updatePreview();

    Campaign& m_campaign;
    QSpinBox* m_amount = nullptr;
    QComboBox* m_unit = nullptr;
    QLabel* m_preview = nullptr;
    QLabel* m_error = nullptr;
    QTreeWidget* m_events = nullptr;
    QPushButton* m_advanceButton = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    int m_progressDelayMs = -1; // -1: the progress dialog's own half second
};

} // namespace hk
