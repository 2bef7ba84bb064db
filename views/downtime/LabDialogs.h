#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace hk {

class Campaign;

// Buys, assembles, rents or records a laboratory: its name, its type (from the rules' lab entries) and who
// pays (or owns it), with the price, the weekly cost and how long assembling takes shown for the chosen type,
// and the reason in red when the Labs service refuses.
class AcquireLabDialog : public QDialog
{
    Q_OBJECT
public:
    // how: "buy" | "build" | "rent" | "add"
    AcquireLabDialog(Campaign& campaign, const QString& how, QWidget* parent = nullptr);

    // For tests.
    void setForm(const QString& name, const QString& labType, qint64 payerId);
    bool submit(QString* error);
    qint64 createdId() const { return m_created; }
    QString errorText() const;

private:
    void updateFacts();
    Campaign& m_campaign;
    QString m_how;
    QLineEdit* m_name = nullptr;
    QComboBox* m_type = nullptr;
    QComboBox* m_payer = nullptr;
    QLabel* m_facts = nullptr;
    QLabel* m_error = nullptr;
    qint64 m_created = 0;
};

// Starts a wizard's attunement week on a laboratory: the wizard is picked from the roster, and every reason
// the attunement cannot start now is shown in red.
class AttuneLabDialog : public QDialog
{
    Q_OBJECT
public:
    AttuneLabDialog(Campaign& campaign, qint64 labId, QWidget* parent = nullptr);
    void setWizard(qint64 characterId);
    bool submit(QString* error);

private:
    void updateProblems();
    Campaign& m_campaign;
    qint64 m_lab;
    QComboBox* m_wizard = nullptr;
    QLabel* m_error = nullptr;
    QPushButton* m_ok = nullptr;
};

} // namespace hk
