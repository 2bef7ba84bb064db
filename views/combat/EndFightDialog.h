#pragma once

#include "combat/Encounters.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QTableWidget;

namespace hk {

class Campaign;

// Ending a fight: the experience each surviving character would earn, proposed by Encounters::proposeXp
// for the kind of combat (to the death, arena, practice) and the winning side (Encounters::likelyWinner),
// with every amount editable. Ending the fight and awarding are one undoable step (Encounters::end); for a
// fight already over, the awards alone are one step.
class EndFightDialog : public QDialog
{
    Q_OBJECT
public:
    EndFightDialog(Campaign& campaign, const Encounter& encounter, QWidget* parent = nullptr);

    void setCombat(CombatKind combat);
    void setWinnerSide(int side);
    QList<XpProposal> awards() const;
    QTableWidget* table() const { return m_table; }
    // Ends the fight (if it is not over yet) with the awards, or without any; false (and the reason shown)
    // when the model refuses.
    bool finish(bool withExperience);

private:
    void propose();

    Campaign& m_campaign;
    Encounter m_encounter;
    bool m_ending;
    QComboBox* m_combat = nullptr;
    QComboBox* m_winner = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_error = nullptr;
    QList<XpProposal> m_proposals;
};

} // namespace hk
