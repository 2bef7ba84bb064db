#pragma once

#include "downtime/PlanningDialog.h"
#include "workshop/WorkshopProjects.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace hk {

class Campaign;

// Starts a magic-item workshop project: the lead wizard and his lab, the recipe and its options (strength or
// version, self-power, size), the item (new, or an existing one getting its next spell), the other wizards,
// the apprentices (from the roster and hired), who pays, whether the recipe's potions come from the payer's
// stock, a Charm's bonus, and whether the team has the item's book of instructions. The plan (wizards, weeks,
// ST/day, apprentices, weekly cost, final value) and every reason it cannot start are shown live, in red.
class StartProjectDialog : public PlanningDialog
{
    Q_OBJECT
public:
    StartProjectDialog(Campaign& campaign, QWidget* parent = nullptr);

    // For tests: fill the form as a GM would.
    void setRequest(const WorkshopRequest& request);
    WorkshopRequest request() const;
    void start();

private:
    // The form's two columns: the lead, his lab, the recipe and the item; the other wizards, the apprentices, who
    // pays and the confirmations. Then the connections that keep the plan live.
    QFormLayout* buildItemForm();
    QFormLayout* buildTeamForm();
    void connectParts();
    void fillLists();
    void updatePlan();
    static void checkIds(QListWidget* list, const QList<qint64>& ids);
    static QList<qint64> checkedIds(const QListWidget* list);

    Campaign& m_campaign;
    QComboBox* m_lead = nullptr;
    QComboBox* m_lab = nullptr;
    QComboBox* m_recipe = nullptr;
    QSpinBox* m_strength = nullptr;
    QSpinBox* m_selfPowered = nullptr;
    QSpinBox* m_hexes = nullptr;
    QComboBox* m_item = nullptr;
    QLineEdit* m_itemName = nullptr;
    QSpinBox* m_baseValue = nullptr;
    QListWidget* m_team = nullptr;
    QListWidget* m_apprentices = nullptr;
    QSpinBox* m_hired = nullptr;
    QComboBox* m_payer = nullptr;
    QSpinBox* m_charm = nullptr;
    QCheckBox* m_potionsFromStock = nullptr;
    QCheckBox* m_hasBook = nullptr;
    bool m_filling = false;
};

} // namespace hk
