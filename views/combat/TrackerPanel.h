#pragma once

#include "combat/CombatActions.h"
#include "combat/CombatParameters.h"
#include "combat/Encounter.h"

#include <QWidget>

#include <functional>
#include <optional>

class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QToolButton;
class QVBoxLayout;

namespace hk {

class Campaign;
class CombatFigureTable;
class ProposalsPanel;

// The right column of the Combat page while a fight runs: the turn and phase, whose side moves or who acts
// next, the players' proposals waiting for the GM (ProposalsPanel), every figure in action order, and the
// controls of the phase for the selected figure — the initiative roll and the winner's choice, renewing or
// letting go each continuing spell, the movement option, attacks, spells, disbelief and passing, forced
// retreats — with the GM's overrides, the next phase and the end of the fight. It proposes, the GM confirms:
// each button is one undoable step of CombatTurn, CombatActions or CombatOverrides, and a refused step is
// reported and changes nothing.
class TrackerPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TrackerPanel(QWidget* parent = nullptr);

    void setCampaign(Campaign* campaign);
    void setEncounter(const Encounter& encounter, const CombatParameters* parameters);
    void setSelected(const QString& figureId);
    QString selected() const { return m_selected; }

    // The map's gestures while the fight runs (called by the page).
    void figureDropped(const QString& figureId, const HexCoord& hex);
    void faceFigure(const QString& figureId, int facing);
    bool hasPendingHex() const { return bool(m_pendingHex); }
    // Completes a "click a hex" request (a spell's hex, a retreat's hex); false when none was pending.
    bool hexClicked(const HexCoord& hex);
    void cancelPendingHex();

    // The controls' work without their dialogs (tests and scripts); false when refused (reported).
    bool rollInitiative();
    bool setFirstSide(int side);
    bool renew(int spellSerial, bool pay);
    bool chooseOption(const QString& option);
    bool nextPhase();
    bool attack(const AttackRequest& request);
    bool cast(CastRequest request, const std::optional<HexCoord>& hex);
    bool disbelieve(const QString& targetId);
    bool breakFree(const QString& boundId);
    bool disengage(const HexCoord& to);
    bool breather();
    // The selected figure's weapons (Warrior & Wizard): ready a carried one, drop the one in hand, pick up a
    // dropped one (empty: the last one dropped).
    bool readyWeapon(const QString& weapon);
    bool dropWeapon();
    bool pickUpWeapon(const QString& weapon);
    bool pass();
    bool retreat(const QString& winner, const QString& loser, const HexCoord& to, bool advance);

    CombatFigureTable* orderTable() const { return m_order; }
    // The players' proposals for this encounter (hidden while none waits).
    ProposalsPanel* proposals() const { return m_proposals; }
    QString headline() const;

Q_SIGNALS:
    void figureSelected(const QString& figureId);
    void message(const QString& text, bool error);
    // The page highlights these hexes and sends the next map click here; an empty prompt ends the request.
    void hexPickRequested(const QString& prompt, const QList<HexCoord>& highlight);
    // Hexes to light up on the map without waiting for a click (an attack's line of fire); empty clears.
    void highlightRequested(const QList<HexCoord>& hexes);
    void endFightRequested();

private:
    void buildPhaseBoxes();
    void refresh();
    void refreshInitiative();
    void refreshRenewals();
    void refreshMovement(const EncounterFigure* f);
    void refreshActions(const EncounterFigure* f);
    QString figureSummary(const EncounterFigure& f) const;
    const EncounterFigure* selectedFigure() const;
    bool report(bool ok, const QString& error, const QString& done = {});
    void askDisengage();
    void askHex(const QString& prompt, const QList<HexCoord>& highlight, std::function<void(const HexCoord&)> then);

    void askAttack();
    void askCast();
    void askDisbelieve();
    void askBreakFree();
    void askReadyWeapon();
    void askPickUpWeapon();
    // The names of the selected figure's weapons in this state; the GM picks one when there are several.
    QStringList weaponNames(const EncounterFigure& f, WeaponState state) const;
    QString pickWeapon(const EncounterFigure& f, WeaponState state, const QString& title, bool* ok);
    void refreshWeapons(const EncounterFigure* f, bool may);
    // Figures this one could free, while it has not moved: itself or a neighbour under a Rope, or a sleeping
    // neighbour.
    QStringList boundNear(const EncounterFigure& f) const;
    void askRetreat();
    void showGmMenu();
    void askWhoWins();

    Campaign* m_campaign = nullptr;
    Encounter m_encounter;
    const CombatParameters* m_p = nullptr;
    QString m_selected;
    std::function<void(const HexCoord&)> m_pendingHex;

    QLabel* m_turn = nullptr;
    QLabel* m_who = nullptr;
    ProposalsPanel* m_proposals = nullptr;
    CombatFigureTable* m_order = nullptr;
    QGroupBox* m_figureBox = nullptr;
    QLabel* m_figureSummary = nullptr;
    QWidget* m_initiativeBox = nullptr;
    QPushButton* m_rollInitiative = nullptr;
    QComboBox* m_firstSide = nullptr;
    QPushButton* m_setFirst = nullptr;
    QWidget* m_renewBox = nullptr;
    QVBoxLayout* m_renewRows = nullptr;
    QWidget* m_moveBox = nullptr;
    QComboBox* m_option = nullptr;
    QLabel* m_moveHint = nullptr;
    QWidget* m_actionBox = nullptr;
    QPushButton* m_attack = nullptr;
    QPushButton* m_cast = nullptr;
    QPushButton* m_disbelieve = nullptr;
    QPushButton* m_breakFree = nullptr;
    QPushButton* m_disengage = nullptr;
    QPushButton* m_breather = nullptr;
    QPushButton* m_pass = nullptr;
    QPushButton* m_readyWeapon = nullptr;
    QPushButton* m_dropWeapon = nullptr;
    QPushButton* m_pickUpWeapon = nullptr;
    QWidget* m_retreatBox = nullptr;
    QWidget* m_pickBox = nullptr;
    QLabel* m_pickPrompt = nullptr;
    QToolButton* m_gm = nullptr;
    QToolButton* m_whoWins = nullptr;
    QPushButton* m_end = nullptr;
    QPushButton* m_next = nullptr;
};

} // namespace hk
