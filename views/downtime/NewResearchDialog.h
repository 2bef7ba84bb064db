#pragma once

#include "downtime/PlanningDialog.h"
#include "research/Research.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace hk {

class Campaign;

// Starts research for a character: the kind (new or seen spell, new or seen magic item, new potion), a library
// spell or a title and level, the dice of the weekly roll, the laboratory, and — for items and potions — the
// GM's secret count of successful weeks. The plan (weeks, weekly costs) and every reason it cannot start are
// shown live, in red, before Start.
class NewResearchDialog : public PlanningDialog
{
    Q_OBJECT
public:
    NewResearchDialog(Campaign& campaign, QWidget* parent = nullptr);

    // For tests: fill the form as a GM would.
    void setRequest(qint64 characterId, const ResearchRequest& request);
    // Also refused when the roster has nobody to do the research.
    bool canStart() const override;
    void start();

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
};

} // namespace hk
