#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace hk {

class Campaign;
struct Purse;

// Asks for one change of money in a purse: money coming in, money paid out, or a transfer to another purse.
// The amount is typed in dollars or in gold pieces (the two boxes follow each other); a reason is required
// because it is what the ledger will show. It calls the Treasury service itself and, when the treasury
// refuses (not enough money, a database error), shows why inside the dialog and stays open so the GM can
// correct the amount. Implemented in MoneyDialog.cpp.
class MoneyDialog : public QDialog
{
    Q_OBJECT
public:
    enum Mode { AddMoney, PayOut, Transfer };

    MoneyDialog(Campaign& campaign, Mode mode, qint64 purse, QWidget* parent = nullptr);

    Mode mode() const { return m_mode; }
    qint64 purse() const { return m_purse; }
    int amount() const;          // dollars, always positive
    QString reason() const;
    QString kind() const;        // the ledger kind ("deposit", "purchase" …); "transfer" for transfers
    qint64 target() const;       // the purse a transfer goes to, or -1
    QString errorText() const;   // why the last attempt was refused ("" when none)

    // For tests and callers that prefill.
    void setAmount(int dollars);
    void setReason(const QString& reason);
    bool setTarget(qint64 characterId);

    void accept() override;

private:
    // The dialog's parts: the amount in dollars and gold, the other purse (a transfer) or the kind of entry,
    // and the buttons named after the mode.
    QHBoxLayout* buildAmountRow();
    void addTargetOrKind(QFormLayout* form, const QList<Purse>& purses);
    QDialogButtonBox* buildButtons();
    void dollarsChanged(int dollars);
    void goldChanged(double gold);
    void updateOk();
    void showError(const QString& message);

    Campaign& m_campaign;
    Mode m_mode;
    qint64 m_purse;
    QSpinBox* m_dollars = nullptr;
    QDoubleSpinBox* m_gold = nullptr;
    QComboBox* m_kind = nullptr;
    QComboBox* m_target = nullptr;
    QLineEdit* m_reason = nullptr;
    QLabel* m_balance = nullptr;
    QLabel* m_error = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    bool m_syncing = false;
};

} // namespace hk
