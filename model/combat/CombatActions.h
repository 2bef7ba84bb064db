#pragma once

#include "combat/HexCoord.h"

#include <optional>

#include <QList>
#include <QString>

namespace hk {

class Campaign;
struct CombatParameters;
struct CombatState;
struct EncounterFigure;

// What the GM (or a script) asks a figure to do in the action phase. Extra DX is every adjustment the
// tracker cannot see (the GM's call); the rest comes from the figures' conditions and the map.
// A blow that knocks down instead of wounding (Warrior & Wizard l.1126): running into the target, leading
// with the shield, or grabbing and tossing it (Martial Arts II).
enum class BodyBlow { None, Slam, ShieldRush, Throw };

struct AttackRequest
{
    AttackRequest() = default;
    AttackRequest(QString attackerId, QString targetId, QString damageDice = {}, int dx = 0)
        : attacker(std::move(attackerId)), target(std::move(targetId)), damage(std::move(damageDice)), extraDx(dx)
    {
    }

    QString attacker;
    QString target;
    QString damage;   // dice, empty = the attacker's usual weapon or attack
    int extraDx = 0;
    QString weapon;   // the weapon to strike, throw or shoot with (it must be in hand); empty = the one in hand
    bool thrown = false;   // throw a hand weapon that can be thrown
    int traded = 0;        // damage added for to-hit (Warrior & Wizard, STR above the weapon's minimum)
    bool setVsCharge = false; // a pole arm set against the target's charge
    bool handToHand = false;  // close with the target and fight hand-to-hand
    BodyBlow bodyBlow = BodyBlow::None; // knock the target down instead of striking with a weapon
};

// The attribute an Aid raises (000 l.584: ST, DX or IQ, the caster's choice).
enum class SpellAttribute { None, St, Dx, Iq };

struct CastRequest
{
    QString caster;
    QString spell;        // spell id
    QString target;       // figure id (thrown, missile, control), may be empty for a hex
    std::optional<HexCoord> hex; // creation or area spells: where it appears
    int st = 0;           // ST put into a per-ST spell (missiles)
    int extraDx = 0;
    QString appearance;   // images and illusions: the creature id it looks like
    bool ignoreKnown = false; // the GM lets a figure cast a spell it does not know (a scroll, a wand)
    SpellAttribute attribute = SpellAttribute::None; // Aid: the attribute it raises
    std::optional<int> facing;   // Teleport: the caster's facing where it lands (unset: as before)
    QList<HexCoord> hexes;       // Darkness: the hexes whose lights it puts out (its range reaches the farthest)
};

// The action phase's actions as undoable steps, each resolved with the rules layer and scripted or live
// dice: physical attacks, the four kinds of spells (missile, thrown, creation, special) with their costs
// and effects, disbelief, and the forced retreats at the end of the turn. Every outcome goes to the
// combat log; GM-only facts (an illusion's nature, disbelief rolls) are marked so players never see them.
class CombatActions
{
public:
    explicit CombatActions(Campaign& campaign) : m_campaign(campaign) {}

    bool attack(qint64 id, const AttackRequest& request, QString* error);
    bool cast(qint64 id, const CastRequest& request, QString* error);
    // The figure tries to disbelieve target (3 dice vs IQ, rolled secretly by the GM).
    bool disbelieve(qint64 id, const QString& figureId, const QString& targetId, QString* error);
    // A bound figure, or a neighbour who has not moved this turn, tries to throw off a Rope: its action and
    // a saving roll against its adjusted DX (l.616). Made, the Rope is gone. A sleeper is shaken awake
    // instead: a neighbour's action for each of the spell's turns-to-shake-awake (l.606).
    bool breakFree(qint64 id, const QString& figureId, const QString& boundId, QString* error);
    // The figure's action: puts a carried weapon in hand (the held one is put away, or dropped when the
    // option is Warrior & Wizard's switch).
    bool readyWeapon(qint64 id, const QString& figureId, const QString& weapon, QString* error);
    // Drops the weapon in hand (free where the rules have no option for it).
    bool dropWeapon(qint64 id, const QString& figureId, QString* error);
    // The figure's action: picks up a weapon it dropped (empty: the last one).
    bool pickUpWeapon(qint64 id, const QString& figureId, const QString& weapon, QString* error);
    // Warrior & Wizard's disengage (l.542): the engaged figure, not yet moved, steps one hex to `to`, out of
    // every threat zone, with its action. The foes it left may still strike at it this turn (Disengaging).
    bool disengage(qint64 id, const QString& figureId, const HexCoord& to, QString* error);
    // W&W's breather under the optional nonlethal rule (l.571): the figure's action; at the end of the turn
    // it recovers nonlethal damage unless it was hurt, and attacks on it meanwhile get a bonus.
    bool breather(qint64 id, const QString& figureId, QString* error);
    // The hexes it could disengage to now (empty: it is not engaged, has moved, or has nowhere to go).
    static QList<HexCoord> disengageHexes(const CombatState& s, const EncounterFigure& f, const CombatParameters& p);
    // Forced-retreats phase: winner pushes loser one hex to `to`, and may advance into the hex it left.
    bool forceRetreat(qint64 id, const QString& winnerId, const QString& loserId, const HexCoord& to, bool advance,
                      QString* error);

private:
    Campaign& m_campaign;
};

} // namespace hk
