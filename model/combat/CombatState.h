#pragma once

#include "characters/FigureNumbers.h"
#include "combat/CombatFigure.h"
#include "combat/CombatWeapon.h"
#include "combat/HexMap.h"
#include "text/EnumKeys.h"

#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace hk {

// Where the fight stands in the turn sequence (l.99–113). Setup is before the first turn (building the
// encounter, placing figures); Ended after the GM closes the fight.
enum class CombatPhase { Setup, Initiative, RenewSpells, Movement, Actions, ForcedRetreats, Ended };

QString phaseKey(CombatPhase phase);
CombatPhase phaseFromKey(const QString& key);
// The phase's name for the GM (tr()).
QString phaseName(CombatPhase phase);

// What a figure of the encounter is: a roster character, a bestiary creature, or a being a caster's spell made
// (a summons, an image, an illusion). The encounter's JSON, the players' view and the CLI name it by key.
enum class FigureKind { Character, Creature, Summoned, Image, Illusion };

inline constexpr auto kFigureKindKeys = enumKeys<FigureKind>({{FigureKind::Character, "character"},
                                                              {FigureKind::Creature, "creature"},
                                                              {FigureKind::Summoned, "summoned"},
                                                              {FigureKind::Image, "image"},
                                                              {FigureKind::Illusion, "illusion"}});
static_assert(kFigureKindKeys.distinct());

inline QString figureKindKey(FigureKind kind)
{
    return kFigureKindKeys.toKey(kind);
}

// One figure of the encounter: the rules' CombatFigure plus what the tracker must remember about where it
// came from and what only the GM may know.
struct EncounterFigure
{
    CombatFigure body;
    FigureKind kind = FigureKind::Creature; // stored by its key (kFigureKindKeys)
    qint64 characterId = 0; // roster character it was taken from (wounds and fatigue go back to it)
    QString creature;       // bestiary entry id, for creatures and summoned beings
    QString master;         // figure id of the caster who created it (summons, images, illusions)
    QString damage;         // dice of its usual attack ("1d6", a wolf's "1d6+1")
    QString weapon;         // the name of the weapon in hand, as the character's gear names it; empty for none
    // The weapons it carries (a character's gear weapons), one at most Ready. damage, weapon and the body's
    // armed/weaponDropped/weaponBreaks follow the ready one (FigureWeapons). Empty: only damage counts.
    QList<CombatWeapon> weapons;
    int straightRun = 0;    // hexes moved this turn in a straight line without turning (a pole arm's charge)
    int shieldFront = 0;    // hits a ready shield stops from the front hexes, a slung one from the rear hex (W&W;
    int shieldRear = 0;     // FigureProtection); not in body.armor, which stops hits from every side
    QStringList spells;     // spell ids it may cast
    QStringList skills;     // skills the combat rules look at (Acrobatics, Fencing, Tactics…), by id
    bool placed = false;    // on the map
    bool hidden = false;    // the GM keeps its place secret (invisible, hidden movement): players don't see it
    int wounds = 0;         // real hits taken in this fight (a roster character's wounds grow by this)
    int fatigue = 0;        // ST spent on spells in this fight
    int actions = 0;        // actions taken in this fight (the courtesy rule looks at the first)
    int magicalSt = -1;     // a wizard's magical ST under the "Wizards STR" house rule; -1 = not kept
    int castingDx = 0;      // DX change on spells only, as the builder works it out (iron worn, a hero's
                            // memorised spell, mass combat's metal): the builder's "DX for spells" less its adjusted DX
    // Race specials from FigureNumbers (000 l.486; 003 l.101): more DX on missile spells, more DX and damage
    // with thrown and missile weapons, DX for larger foes striking at it (a hobbit's -2); and whether its
    // shield is ready (a wizard cannot cast then, 000 l.543).
    int missileSpellDx = 0;
    int rangedDx = 0;
    int rangedDamage = 0;
    int dxFromLarger = 0;
    bool shieldReady = false;
    CastingLimits castingLimits; // what stops it casting while in hand (FigureWeapons::castingRefusal)
    // This turn:
    bool engagedAtStart = false; // engaged when its movement began (options and their limits depend on it)
    bool moved = false;          // has had its movement this turn
    int hexesMoved = 0;
    QStringList hurtThisTurn;    // enemies it put hits on physically (or with a missile while adjacent)
    QStringList disengagedFrom;  // W&W: the foes whose threat zones it stepped out of with its action (l.542) …
    HexCoord leftHex;            // … the hex it left, where they may still strike at it …
    int disengageDex = 0;        // … and its adjusted DEX then (theirs lower: −1 per point)
    bool hitAdjacentWithMissile = false;

    bool isCreation() const { return !master.isEmpty(); }
    // The DX its spells are cast at now: adjusted DX and the spell-only change.
    int spellDx() const { return body.adjustedDx() + castingDx; }
    // The DX its missile spells are cast at now.
    int missileDx() const { return spellDx() + missileSpellDx; }
    // An illusion or image: its nature is a GM secret; players see what it pretends to be.
    bool isFake() const { return kind == FigureKind::Image || kind == FigureKind::Illusion; }
    // Hidden by the GM or invisible (l.627): not on the players' screen, nor anything that tells of it.
    bool isUnseen() const { return hidden || body.hasCondition(QStringLiteral("invisibility")); }
    // Unchanged figures give back the JSON they last gave (an action changes one or two figures of a fight).
    QJsonObject toJson() const;
    // A figure without a kind is a creature (as it always was); a kind this version does not know is refused,
    // since taking an image for something else would let it strike or tell the players what it is.
    static bool fromJson(const QJsonObject& o, EncounterFigure* out, QString* error);
    bool operator==(const EncounterFigure&) const = default;
};

// A spell that goes on after it is cast: a continuing spell paid each turn (Blur, a summons, Flight) or a
// timed one counting down (Dazzle, Freeze, Stop). What it made or put on a figure ends with it.
struct ActiveSpell
{
    int serial = 0;
    QString spell;       // spell id
    QString name;
    QString caster;      // figure id
    QString target;      // figure id it sits on or created (empty for a hex effect)
    QString condition;   // condition key it put on the target (removed when the spell ends)
    QList<HexCoord> hexes; // hexes it fills (fire, shadow, wall)
    int upkeep = 0;      // ST per payment (0: timed or permanent)
    int upkeepTurns = 1; // turns one payment keeps it going (an upkeep per minute: the minute's turns)
    int paidThrough = 0; // with upkeepTurns > 1: the last turn the last payment covers
    int turnsLeft = -1;  // -1: lasts while paid or until removed
    bool renewedThisTurn = false;
    // Whether the upkeep is due in this turn's renewal (a payment per minute covers the minute's turns).
    bool upkeepDue(int turn) const { return upkeep > 0 && (upkeepTurns <= 1 || turn > paidThrough); }
    // Records a payment made in this turn.
    void paidIn(int turn) { paidThrough = upkeepTurns > 1 ? turn + upkeepTurns - 1 : 0; }
    bool secret = false;  // a secret protection (Stone Flesh, Spell Shield…): the players never learn of it
    int previousSide = 0; // a controlled figure's own side, given back when the control ends (0: none)
    int partOf = 0;       // one casting on many figures (Megahex Avert): the serial of the spell that is paid
                          // for all and ends them all (0: paid for itself)
    QJsonObject toJson() const;
    static ActiveSpell fromJson(const QJsonObject& o);
};

// The whole state of one encounter at one moment, as plain data: the map and its fire and shadow hexes,
// the figures, the turn and phase, who won initiative, who has acted, the spells running. The model
// stores it as JSON in the encounter row; every action replaces it with a new state (so undo restores it
// exactly).
struct CombatState
{
    HexMap map{16, 12};
    QSet<HexCoord> fire;
    QSet<HexCoord> shadow;
    QList<EncounterFigure> figures;
    QList<ActiveSpell> spells;
    int turn = 0;
    CombatPhase phase = CombatPhase::Setup;
    int initiativeSide = -1;   // winner of this turn's initiative
    QList<int> movementOrder;  // sides in the order they move this turn (winner chooses; default loser first)
    int movingSide = -1;       // the side moving now (Movement phase)
    QString actor;             // figure whose action is resolved next (Actions phase), proposed by the tracker
    // Figure-by-figure turns (Warrior & Wizard, 004 l.475–483): every figure in initiative order, fixed for
    // the turn, and the figure moving now. Empty under the Wizard's side initiative.
    QStringList initiativeOrder;
    QString mover;
    int nextSerial = 1;        // for figure ids and spell serials

    EncounterFigure* figure(const QString& id);
    const EncounterFigure* figure(const QString& id) const;
    ActiveSpell* spell(int serial);
    // The spell made the figure it sits on (a summons, an image, an illusion): which spell that was, and what
    // it costs to keep, is the GM's (players must not tell a real creature from a fake one).
    bool madeBeing(const ActiveSpell& sp) const;
    QList<int> sides() const;
    // Figures on the map that are not dead.
    QList<const EncounterFigure*> onMap() const;
    // The rules' view of the figures on the map (for Engagement and the other rule functions).
    QList<CombatFigure> bodiesOnMap() const;
    QString newFigureId(const QString& base);
    // Whether the figure may move now in the Movement phase: its side's turn, or its own in figure order.
    bool movesNow(const EncounterFigure& f) const
    {
        return initiativeOrder.isEmpty() ? f.body.side == movingSide : f.body.id == mover;
    }

    QJsonObject toJson() const;
    // The same as QJsonDocument(toJson()).toJson(Compact), byte for byte, without writing unchanged figures again.
    QByteArray toCompactJson() const;
    static bool fromJson(const QJsonObject& o, CombatState* out, QString* error);
    static constexpr int JsonFormat = 1;
};

QJsonObject hexToJson(const HexCoord& h);
HexCoord hexFromJson(const QJsonValue& v);

} // namespace hk
