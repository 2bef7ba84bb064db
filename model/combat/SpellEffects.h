#pragma once

#include "combat/CombatFigure.h"
#include "combat/CombatSpell.h"

#include <QString>
#include <optional>

namespace hk {

class Ruleset;

// What a thrown or special spell does to the figure it works on, read from the ruleset's spell-effects
// numbers: a penalty to rolls against the subject (Blur, Invisibility), to its DX (Dazzle, Clumsiness,
// Rope), to its IQ (Confusion; the cast applies it to the figure's IQ), its MA (Slow and Speed Movement,
// Stop, Flight), hits stopped (Stone and Iron Flesh), being held (Freeze, Sleep). A spell the table has no
// numbers for becomes a named condition for the GM to rule on.
struct SpellEffectPlan
{
    FigureCondition condition;     // key = the spell id
    bool continuing = false;       // paid each turn: lasts while renewed (turnsLeft -1)
    QString durationDice;          // roll this for the turns it lasts (Freeze's 2d6)
    bool knocksDown = false;       // Sleep: the victim drops
    bool numbersKnown = false;     // false: only a named condition, the GM applies the effect
};

namespace SpellEffects {
SpellEffectPlan plan(const Ruleset& rules, const CombatSpell& spell, int stPut, const CombatFigure& subject);
// How many hexes an area creation covers: the data's hexes (W&W Shadow, a multihex), else the "3-hex",
// "4-hex", "7-hex" of its id, 1 otherwise.
int areaHexes(const CombatSpell& spell);
} // namespace SpellEffects
} // namespace hk
