#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace hk {

class Campaign;

// Starts learning a spell for one character: pick a spell the character could learn (type-ahead), one of
// the ruleset's learning methods and, for instruction, the teacher's weekly pay; the plan (time, fee, full
// time, DX afterwards) and anything that forbids it are shown live before Start.
class LearnSpellDialog : public QDialog
{
    Q_OBJECT
public:
    LearnSpellDialog(Campaign& campaign, qint64 characterId, QWidget* parent = nullptr);

    // For tests.
    void choose(const QString& spellId, const QString& method, int feePerWeek = 0);
    QString planText() const;
    bool canStart() const;

private:
    void fillSpells();
    void updatePlan();
    void start();
    QString currentSpell() const;
    QString learnerName() const;

    Campaign& m_campaign;
    qint64 m_character;
    QLineEdit* m_filter = nullptr;
    QListWidget* m_spells = nullptr;
    QComboBox* m_method = nullptr;
    QSpinBox* m_fee = nullptr;
    QLabel* m_plan = nullptr;
    QLabel* m_problems = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace hk
