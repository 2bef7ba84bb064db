#pragma once

#include "combat/Encounters.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QTableWidget;

namespace hk {

class Campaign;

// After a fight: the experience each surviving character would earn, proposed by Encounters::proposeXp
// for the kind of combat (to the death, arena, practice) and the winning side, with every amount editable
// before the GM puts them on the experience ledger in one undoable step.
class EndFightDialog : public QDialog
{
    Q_OBJECT
public:
    EndFightDialog(Campaign& campaign, const Encounter& encounter, QWidget* parent = nullptr);

    void setCombat(const QString& combat);
    void setWinnerSide(int side);
    QList<XpProposal> awards() const;
    QTableWidget* table() const { return m_table; }
    // Puts the awards on the ledger; false (and the reason shown) when the ledger refuses.
    bool award();

private:
    void propose();

    Campaign& m_campaign;
    Encounter m_encounter;
    QComboBox* m_combat = nullptr;
    QComboBox* m_winner = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_error = nullptr;
    QList<XpProposal> m_proposals;
};

} // namespace hk
