#pragma once

#include "alchemy/Alchemy.h"
#include "downtime/PlanningDialog.h"

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace hk {

class Campaign;

// Starts a batch of potion: the maker, whether they brew as a chemist or an alchemist (which filters the
// potion list), the potion and doses, the laboratory, who gets the potions and who pays, which ingredients
// are at hand, and the GM's confirmations (book of instructions, training, the wizard rule waived). The weeks,
// the DX roll and the cost are shown live, and every reason the batch cannot start in red, before Start.
class NewBatchDialog : public PlanningDialog
{
    Q_OBJECT
public:
    NewBatchDialog(Campaign& campaign, QWidget* parent = nullptr);

    // For tests: fill the form as a GM would.
    void setRequest(const BatchRequest& request);
    bool start();

private:
    void fillPotions();
    void updatePlan();
    BatchRequest request() const;

    Campaign& m_campaign;
    QComboBox* m_maker = nullptr;
    QComboBox* m_craft = nullptr;
    QComboBox* m_potion = nullptr;
    QSpinBox* m_doses = nullptr;
    QComboBox* m_lab = nullptr;
    QComboBox* m_holder = nullptr;
    QComboBox* m_payer = nullptr;
    QCheckBox* m_special = nullptr;
    QCheckBox* m_common = nullptr;
    QCheckBox* m_book = nullptr;
    QCheckBox* m_trained = nullptr;
    QCheckBox* m_override = nullptr;
};

} // namespace hk
