#pragma once

#include "dice/DiceExpression.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace hk {

class Ruleset;

// The facts of one spell that casting needs, read from the ruleset's spell entry: its type (missile,
// thrown, creation, special — l.276), what it costs (fixed, or per ST for missiles with the damage each
// ST buys), the upkeep of a continuing spell, and how long a timed one lasts.
struct CombatSpell
{
    QString id;
    QString name;
    QString type; // "missile", "thrown", "creation", "special"
    bool perSt = false;
    int fixedCost = 0;
    int minSt = 1;               // least ST that may go into a per-ST spell
    DiceExpression damagePerSt;  // missile spells: one die and its modifier per ST
    int upkeep = 0;              // ST per turn to keep a continuing spell going (0: not continuing)
    int turns = 0;               // turns a timed spell lasts (0: instant or continuing)
    bool blastsCreatedWalls = false; // spell-effects has a wall-hits-to-destroy row for it (Lightning)
    QStringList tags;
    QString summons;             // creature a summoning spell calls

    // What a creation spell makes, from its data (Wizard and Advanced Wizard tag them differently).
    enum class Creation { None, Summoning, Image, Illusion, Binding, Fire, Shadow, Wall, Other };
    Creation creation(const Ruleset& rules) const;

    bool isMissile() const { return type == QLatin1String("missile"); }
    bool isThrown() const { return type == QLatin1String("thrown"); }
    bool isControl() const { return tags.contains(QLatin1String("control")); }
    // ST the spell costs when it works: the fixed cost, or the ST put into a per-ST spell.
    int costFor(int stPut) const { return perSt ? stPut : fixedCost; }

    static std::optional<CombatSpell> fromRuleset(const Ruleset& rules, const QString& id, QString* error);
};

// The number a spell applies when it works (table spell-effects: Dazzle's DX and turns, Stone Flesh's
// hits stopped, …), nullopt when the ruleset has none.
std::optional<double> spellEffect(const Ruleset& rules, const QString& spell, const QString& effect);
// The dice of a spell-effects row given in dice (Freeze's duration, Blast's damage); empty when none.
QString spellEffectDice(const Ruleset& rules, const QString& spell, const QString& effect);

} // namespace hk
