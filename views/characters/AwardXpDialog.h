#pragma once

#include <QDialog>
#include <QList>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QRadioButton;
class QSpinBox;
class QWidget;

namespace hk {

class Campaign;

// Awards experience to one or many characters in one undoable step: a checklist of the active roster
// (with "whole party" shortcuts), an amount typed or proposed from the rules' award table (Wizard: by kind
// of fight; Warrior & Wizard: by what happened), and a reason.
// Implemented in AwardXpDialog.cpp.
class AwardXpDialog : public QDialog
{
    Q_OBJECT
public:
    AwardXpDialog(Campaign& campaign, const QList<qint64>& preselected, QWidget* parent = nullptr);

    QList<qint64> checkedIds() const;
    // The EP each ticked character would get: the typed amount, or the proposed combat or event award.
    int amount() const;

    void accept() override;

private:
    // The dialog's parts, built in this order: who gets the award (the roster, ticked), how much (a fixed amount,
    // the Wizard combat award or the award table's events), the reason; then the connections between them.
    QGroupBox* buildWhoBox(const QList<qint64>& preselected);
    void fillRoster(const QList<qint64>& preselected);
    QGroupBox* buildHowBox();
    QWidget* buildFixedBox(QWidget* parent);
    QWidget* buildCombatBox(QWidget* parent);
    QFormLayout* buildReasonRow();
    void connectParts();
    void tickParty(int index);
    void prefillAverages();
    void updateProposal();
    void updateOk();
    QWidget* eventsBox(QWidget* parent);
    QStringList tickedEvents() const;

    Campaign& m_campaign;
    QListWidget* m_characters = nullptr;
    QComboBox* m_party = nullptr;
    QRadioButton* m_fixedMode = nullptr;
    QRadioButton* m_combatMode = nullptr;
    QRadioButton* m_eventsMode = nullptr; // Warrior & Wizard: points for what happened on the adventure
    QWidget* m_eventsBox = nullptr;
    QList<QCheckBox*> m_events;           // one per row of the award table, its key in the object name
    QWidget* m_fixedBox = nullptr;
    QWidget* m_combatBox = nullptr;
    QSpinBox* m_fixed = nullptr;
    QComboBox* m_combat = nullptr;
    QComboBox* m_outcome = nullptr;
    QCheckBox* m_ranAway = nullptr;
    QDoubleSpinBox* m_ownAverage = nullptr;
    QDoubleSpinBox* m_enemyAverage = nullptr;
    QLabel* m_proposed = nullptr;
    QLabel* m_explanation = nullptr;
    int m_proposal = 0;
    QLineEdit* m_reason = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace hk
