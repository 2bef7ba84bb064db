#pragma once

#include "combat/HexCoord.h"

#include <QList>
#include <QString>

namespace hk {

// How a figure stands. Anything but Standing has no front for physical attacks: attackers count as
// behind it (l.223), though a prone or kneeling wizard still casts into his normal front.
enum class Posture { Standing, Kneeling, Prone, Crawling, Fallen, BendingOver };

// The body of a figure on the map: one hex, or the multi-hex shapes of giants and dragons (Footprint).
enum class BodyShape { OneHex, Giant, SmallDragon, Dragon };

// Alive and able, knocked out (ST at the unconscious threshold) or dead (ST at or below the dead one).
enum class Vitality { Active, Unconscious, Dead };

// A timed or standing condition on a figure: a spell on it (dazzled, blurred, stone flesh), a wound
// effect (DX penalty next turn) or anything the GM names. turnsLeft counts the turns still to run
// including the current one; -1 means it lasts until removed (a continuing spell while paid for).
struct FigureCondition
{
    QString key;            // "dazzled", "wounded-last-turn", "stone-flesh", a spell id or a GM's name
    int turnsLeft = -1;
    int dx = 0;             // added to adjusted DX while it lasts
    int hitsStopped = 0;    // added to the hits stopped per attack (Stone/Iron Flesh)
    QString source;         // who or what caused it (a figure id, a spell id)
    int dxAgainst = 0;      // added to anyone's roll against this figure (Blur −4, Invisibility −6)
    double maMultiplier = 1;// MA times this while it lasts (Slow Movement, Rope ½; Speed Movement 2)
    int maFixed = -1;       // MA set to this while it lasts (Stop 0, Flight 12); -1 = not set
    int dxPerTurn = 0;      // added to dx at each end of turn while it lasts (Rope's tightening)
    bool noAction = false;  // the figure can neither move nor act (Freeze)
    bool secret = false;    // known to the GM only (a secret protection): never shown to the players
    int progress = 0;       // turns of work done against it so far (shaking a sleeper awake)
    // Aid (000 l.584): ST and IQ it added to the figure itself, taken back when it ends; an Aid to ST takes
    // back only what is left of it, so the figure ends with no more than stWithout, its ST before the Aid.
    int stAdded = 0;
    int stWithout = 0;
    int iqAdded = 0;
    int distanceAtStart = -1; // Avert (000 l.582): hexes from its caster when this turn's movement began

    bool operator==(const FigureCondition&) const = default;
};

// One figure in a fight as the rules layer sees it: plain data that the model stores and the rule
// functions read and update. Nothing here knows about the database or the screen.
struct CombatFigure
{
    QString id;
    QString name;
    int side = 0;

    int stBasic = 0;
    int st = 0; // current ST: basic minus hits and ST spent
    int dx = 0; // basic DX before adjustments
    int iq = 0;
    int ma = 0;

    BodyShape shape = BodyShape::OneHex;
    HexCoord position; // one-hex: its hex; multi-hex: the anchor hex of Footprint
    int facing = 0;    // 0..5, see HexCoord directions and Footprint
    Posture posture = Posture::Standing;
    Vitality vitality = Vitality::Active;

    // Has a physical weapon (staff, sword, club, claws, teeth). A wizard without a staff is unarmed and
    // engages nobody (l.229).
    bool armed = true;
    // The weapon is held in a hand (a character's weapon or staff, a giant's club), so Drop Weapon and Break
    // Weapon can act on it; teeth and claws are not.
    bool weaponInHand = true;
    bool weaponDropped = false;
    int weaponBreaks = 0;       // a broken staff is useless; a broken sword or club hits for half
    bool staffIsWeapon = false; // the weapon is a wizard's staff (useless once broken)

    int armor = 0; // hits stopped per attack by armor, fur or scales
    QList<FigureCondition> conditions;

    QString optionKey; // the movement option chosen this turn (table movement-options), empty before
    int hitsThisTurn = 0; // real hits (not ST spent on spells) taken this turn
    // W&W's optional nonlethal rule: the part of stBasic − st that is nonlethal (recovered by a breather),
    // and the nonlethal each attack loses to worn armour's padding and Tough.
    int nonlethal = 0;
    int nonlethalStopped = 0;
    int lethalDamage() const { return stBasic - st - nonlethal; }
    int hitsRolledThisTurn = 0; // the same before armour (Warrior & Wizard's knockdown check, 004 l.556)
    bool actedThisTurn = false;

    bool hasCondition(const QString& key) const { return condition(key) != nullptr; }
    const FigureCondition* condition(const QString& key) const;
    void removeCondition(const QString& key);
    // Replaces any condition with the same key (spells like Blur or Dazzle do not stack, l.300).
    void setCondition(const FigureCondition& c);

    bool isOneHex() const { return shape == BodyShape::OneHex; }
    bool isActive() const { return vitality == Vitality::Active; }
    bool isDown() const { return posture != Posture::Standing; }
    // A ready, usable weapon: armed, not dropped, and not broken beyond use.
    bool hasReadyWeapon() const;
    // Basic DX plus every condition's DX.
    int adjustedDx() const;
    // Armor plus every condition's hits stopped.
    int hitsStoppedPerAttack() const;
    // Every condition's penalty to rolls against this figure. Invisibility does not add to Blur, shadow or
    // Dazzle (l.627): the single worst penalty counts when the figure is invisible.
    int dxAgainstIt() const;
    // MA after every condition: a fixed MA (Stop, Flight) wins, then multipliers apply.
    int currentMa() const;
    // Frozen or otherwise held: no movement and no action.
    bool isHeld() const;

    bool operator==(const CombatFigure&) const = default;
};

} // namespace hk
