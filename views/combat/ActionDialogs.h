#pragma once

#include "combat/CombatActions.h"
#include "combat/CombatParameters.h"
#include "combat/CombatState.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace hk {

class Ruleset;

// Asks how a figure strikes: at whom, with what damage if not its usual weapon, and any DX the GM adds;
// shows the chance to hit before the GM confirms, and under it who would win a stand-up fight between the
// two (the model's simulation, blows only). A figure with a weapon list (Warrior & Wizard) also picks the
// weapon in hand, a throw, hand-to-hand, damage traded for to-hit and a pole arm set against a charge; the
// odds then count range and every modifier, and a throw or a shot shows its line of fire on the map.
class AttackDialog : public QDialog
{
    Q_OBJECT
public:
    AttackDialog(const CombatState& state, const CombatParameters& p, const QString& attackerId, QWidget* parent = nullptr);
    AttackRequest request() const;
    bool setTarget(const QString& figureId);
    QString oddsText() const;
    QString duelText() const;
    // The weapon controls (only for a figure with a weapon list); false when there is no such weapon in hand.
    bool setWeapon(const QString& name);
    void setThrown(bool thrown);
    void setHandToHand(bool handToHand);
    // The hexes a throw or a shot would cross, attacker to target; empty for a blow.
    QList<HexCoord> lineOfFire() const;

    // The who-wins estimate plays this many fights from a fixed seed, so the GM sees the same number for the
    // same two figures every time.
    static constexpr int duelRuns = 2000;
    static constexpr quint64 duelSeed = 1978;
    // "Stand-up fight: Krait wins 61%, Yzor 36% (2,000 simulated fights, blows only)".
    static QString duelLine(const CombatParameters& p, const EncounterFigure& first, const EncounterFigure& second);

Q_SIGNALS:
    // The line of fire changed (the tracker lights it up on the map while the dialog is open).
    void lineOfFireChanged(const QList<HexCoord>& hexes);

private:
    void addWeaponRows(QFormLayout* form, const EncounterFigure& a);
    void weaponChanged();
    const CombatWeapon* chosenWeapon() const;
    bool hasWeapons() const { return m_weapon != nullptr; }
    bool inReach(const EncounterFigure& target) const;
    void labelTargets();
    QString firstInReach() const;
    void updateOdds();
    void updateDuel();

    const CombatState& m_state;
    const CombatParameters& m_p;
    QString m_attacker;
    QFormLayout* m_form = nullptr;
    QComboBox* m_target = nullptr;
    QLineEdit* m_damage = nullptr;
    QSpinBox* m_extraDx = nullptr;
    QComboBox* m_weapon = nullptr;   // null: the figure has no weapon list (the Wizard's dialog)
    QCheckBox* m_thrown = nullptr;
    QCheckBox* m_handToHand = nullptr;
    QSpinBox* m_traded = nullptr;
    QCheckBox* m_setVsCharge = nullptr;
    QComboBox* m_bodyBlow = nullptr;   // weapon, or a W&W slam / shield rush / throw
    QLabel* m_odds = nullptr;
    QLabel* m_duel = nullptr;
    QList<HexCoord> m_line;
};

// The tracker's "Who wins?": the selected figure against an enemy the GM picks, as a stand-up fight of
// blows only — a rough guide to how a fight is going, never a roll that counts.
class WhoWinsDialog : public QDialog
{
    Q_OBJECT
public:
    WhoWinsDialog(const CombatState& state, const CombatParameters& p, const QString& figureId, QWidget* parent = nullptr);
    bool setOpponent(const QString& figureId);
    QString duelText() const;

private:
    void updateDuel();

    const CombatState& m_state;
    const CombatParameters& m_p;
    QString m_figure;
    QComboBox* m_opponent = nullptr;
    QLabel* m_duel = nullptr;
};

// Asks which spell a figure casts and where: at a figure, at a hex the GM then clicks on the map, or all
// around the caster; the ST put into a per-ST spell, what an image or illusion looks like, and extra DX.
// Shows the chance the spell works (or hits) before the GM confirms.
class CastDialog : public QDialog
{
    Q_OBJECT
public:
    CastDialog(const Ruleset& rules, const CombatState& state, const CombatParameters& p, const QString& casterId,
               QWidget* parent = nullptr);
    CastRequest request() const;
    // The GM chose "a hex on the map": the page asks for the click before casting.
    bool wantsHex() const;
    bool setSpell(const QString& spellId);
    bool setTarget(const QString& figureId);
    void setSt(int st);
    bool setAppearance(const QString& creatureId);
    // Aid's attribute (000 l.584): the dialog asks for it whenever Aid is the spell.
    bool setAttribute(SpellAttribute attribute);
    QString oddsText() const;

private:
    void spellChanged();
    void updateOdds();

    const Ruleset& m_rules;
    const CombatState& m_state;
    const CombatParameters& m_p;
    QString m_caster;
    QComboBox* m_spell = nullptr;
    QComboBox* m_target = nullptr;
    QSpinBox* m_st = nullptr;
    QComboBox* m_appearance = nullptr;
    QComboBox* m_attribute = nullptr;
    QSpinBox* m_extraDx = nullptr;
    QLabel* m_cost = nullptr;
    QLabel* m_odds = nullptr;
};

// Asks which winner pushes which loser in the forced-retreats phase, and whether the winner steps into the
// hex the loser leaves; the hex the loser goes to is then clicked on the map.
class RetreatDialog : public QDialog
{
    Q_OBJECT
public:
    RetreatDialog(const CombatState& state, QWidget* parent = nullptr);
    QString winner() const;
    QString loser() const;
    bool advance() const;

private:
    void fillLosers();

    const CombatState& m_state;
    QComboBox* m_winner = nullptr;
    QComboBox* m_loser = nullptr;
    QCheckBox* m_advance = nullptr;
};

} // namespace hk
