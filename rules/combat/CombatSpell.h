#pragma once

#include "dice/DiceExpression.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace hk {

class Ruleset;
struct RuleEntry;

// The facts of one spell that casting needs, read from the ruleset's spell entry: its type (missile,
// thrown, creation, special — l.276), what it costs (fixed, or per ST for missiles with the damage each
// ST buys; more against a strong target), the upkeep of a continuing spell, how long a timed one lasts, and
// what it does to its target that the data states as fields: a saving roll (only where the text gives one),
// the basic ST from which it has no effect, a knock-down, a weapon dropped or broken.
struct CombatSpell
{
    QString id;
    QString name;
    QString type; // "missile", "thrown", "creation", "special"
    bool perSt = false;
    int fixedCost = 0;
    int unitSt = 0;              // a cost per unit (Teleport: per megahex of distance, Darkness: of range); 0: none
    bool variableCost = false;   // worked out when it works (the Death Spell: the lower of two STs, l.689)
    int minSt = 1;               // least ST that may go into a per-ST spell
    DiceExpression damagePerSt;  // missile spells: one die and its modifier per ST
    int upkeep = 0;              // ST per payment to keep a continuing spell going (0: not continuing)
    int upkeepTurns = 1;         // turns one payment keeps it going: 1, or the ruleset's turns per minute for an
                                 // upkeep "per minute" (the parameter turns-per-minute: 002 l.679, 004 l.97)
    int turns = 0;               // turns a timed spell lasts (0: instant or continuing)
    bool blastsCreatedWalls = false; // spell-effects has a wall-hits-to-destroy row for it (Lightning)
    QStringList tags;
    QString summons;             // creature a summoning spell calls
    int saveDice = 0;            // the target's saving roll: this many dice against its IQ (0: none, the spell just works)
    int costIfSaved = -1;        // ST the caster pays when the target saves (-1: the ruleset's failed-spell cost)
    int immuneAtSt = 0;          // no effect on a figure of this basic ST or more (0: no limit)
    int areaImmuneAtSt = 0;      // cast at a megahex: every figure in it below this basic ST (0: not an area spell)
    int hexes = 0;               // hexes a creation fills where the data says (W&W Shadow: a multihex); 0: by its id
    QString actsAs;              // on each figure it works like this spell (Megahex Sleep: Sleep); empty: itself
    QList<std::pair<int, int>> costByTarget; // (from the target's basic ST, the cost), ascending
    QList<std::pair<int, int>> turnsByTarget; // (from the target's basic ST, the turns it lasts), ascending
    bool knocksDown = false;     // the target falls (posture "fallen")
    int tripHits = 0;            // a missile of this many hits before armour trips its target (0: never; Magic Fist 6)
    int tripDice = 0;            // … unless it makes this many dice against the better of ST and DX
    enum class WeaponEffect { None, Drop, Break };
    WeaponEffect weapon = WeaponEffect::None; // acts on the weapon in the target's hand

    // What a creation spell makes, from its data (Wizard and Advanced Wizard tag them differently).
    enum class Creation { None, Summoning, Image, Illusion, Binding, Fire, Shadow, Wall, Other };
    Creation creation(const Ruleset& rules) const;

    bool isMissile() const { return type == QLatin1String("missile"); }
    bool isThrown() const { return type == QLatin1String("thrown"); }
    bool isControl() const { return tags.contains(QLatin1String("control")); }
    bool hasSave() const { return saveDice > 0; }
    // Cast at a megahex: every figure in it, below areaImmuneAtSt where it has one, or as actsAs (Megahex
    // Avert acts as Avert on all of them, l.682).
    bool isMegahexArea() const { return areaImmuneAtSt > 0 || !actsAs.isEmpty(); }
    bool isPerUnit() const { return unitSt > 0; }
    // The spell whose effects it applies to a figure: actsAs, or itself.
    QString effectsId() const { return actsAs.isEmpty() ? id : actsAs; }
    // Whether it can work on a figure of this basic ST at all.
    bool affects(int targetBasicSt) const { return immuneAtSt <= 0 || targetBasicSt < immuneAtSt; }
    // The spell as cast at a figure of this basic ST: its fixed cost raised and its duration cut where the data
    // says so (Clumsiness lasts 1 turn on a victim of ST 30+).
    CombatSpell against(int targetBasicSt) const;
    // The spell as cast on a subject of this many hexes. A spell tagged scales-with-subject-hexes is priced for a
    // one-hex subject: on a larger one its cost and upkeep are that many times as much (002 l.275), and a
    // per-unit one priced by the subject's hexes (Fireproofing, l.659) counts them as its units.
    CombatSpell onSubjectOf(int hexes) const;
    bool scalesWithSubjectHexes() const { return tags.contains(QLatin1String("scales-with-subject-hexes")); }
    // ST the spell costs when it works: the fixed cost, or the ST put into a per-ST spell.
    int costFor(int stPut) const { return perSt ? stPut : fixedCost; }

    static std::optional<CombatSpell> fromRuleset(const Ruleset& rules, const QString& id, QString* error);
};

// The number a spell applies when it works (table spell-effects: Dazzle's DX and turns, Stone Flesh's
// hits stopped, …; the Wizard's table, or Warrior & Wizard's own in its spells.json, under the same effect
// names), nullopt when the ruleset has none.
std::optional<double> spellEffect(const Ruleset& rules, const QString& spell, const QString& effect);
// A spell's entry of either book: the Wizard's kind "spell", or Warrior & Wizard's "ww-spell".
const RuleEntry* spellEntry(const Ruleset& rules, const QString& id);
// The dice of a spell-effects row given in dice (Freeze's duration, Blast's damage); empty when none.
QString spellEffectDice(const Ruleset& rules, const QString& spell, const QString& effect);

} // namespace hk
