#pragma once

#include "research/Research.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace hk {

class Campaign;

// Starts research for a character: the kind (new or seen spell, new or seen magic item, new potion), a library
// spell or a title and level, the dice of the weekly roll, the laboratory, and — for items and potions — the
// GM's secret count of successful weeks. The plan (weeks, weekly costs) and every reason it cannot start are
// shown live, in red, before Start.
class NewResearchDialog : public QDialog
{
    Q_OBJECT
public:
    NewResearchDialog(Campaign& campaign, QWidget* parent = nullptr);

    // For tests: fill the form as a GM would.
    void setRequest(qint64 characterId, const ResearchRequest& request);
    QString planText() const;
    QString problemsText() const;
    bool canStart() const;
    void start();
    qint64 startedId() const { return m_started; }

private:
    void fillLists();
    void kindChanged();
    void updatePlan();
    ResearchRequest request() const;
    qint64 character() const;

    Campaign& m_campaign;
    QComboBox* m_who = nullptr;
    QComboBox* m_kind = nullptr;
    QComboBox* m_spell = nullptr;
    QLineEdit* m_title = nullptr;
    QSpinBox* m_level = nullptr;
    QSpinBox* m_dice = nullptr;
    QSpinBox* m_weeks = nullptr;
    QLabel* m_weeksLabel = nullptr;
    QComboBox* m_lab = nullptr;
    QLabel* m_plan = nullptr;
    QLabel* m_problems = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QPushButton* m_ok = nullptr;
    qint64 m_started = 0;
};

} // namespace hk
