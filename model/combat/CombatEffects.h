#pragma once

#include "combat/CombatState.h"
#include "combat/Footprint.h"

#include <QString>

#include <optional>

namespace hk {

class CombatStep;

// The consequences every action shares, kept in one place so the turn and the actions agree: hits
// landing on a figure (armor, wounds kept for the roster, falling at 8 hits, unconscious and dead, an
// image bursting when struck), ST spent on spells, a continuing spell ending (its condition lifted, what it
// made vanishing), and a caster's spells ending when he falls (l.103).
namespace CombatEffects {

// Hits from an attack on target (armor applies). Logs what happened. Returns the ST actually lost.
// from: the arc of the target the blow or shot came from, when it has one (a W&W shield covers only some).
// W&W's nonlethal rule (CombatBreather.cpp): at the end of the turn a figure taking a breather, or out
// cold, recovers nonlethal damage; a breather is spoiled by any hurt that turn (l.571–573).
inline const char* breatherKey = "breather";
void catchBreath(CombatStep& step, EncounterFigure& f);
// lethalThirds: W&W's nonlethal rule, the thirds of the hits that are lethal (a punch: 1; see Injury).
// source: the hex the blow came from; a W&W figure that keeps its feet is pushed back away from it (004 l.556).
int applyHits(CombatStep& step, EncounterFigure& target, int hits, const QString& cause, std::optional<Arc> from = std::nullopt,
              int lethalThirds = 3, std::optional<HexCoord> source = std::nullopt);
// Hits that armor does not stop (fire, the GM's override).
int applyDirectHits(CombatStep& step, EncounterFigure& target, int hits, const QString& cause);
// ST paid for a spell (fatigue, not a wound) — from magical ST first under the "Wizards STR" house rule,
// then, where the rules allow casting past it, as wounds at the rule's rate.
void spendSt(CombatStep& step, EncounterFigure& caster, int st, const QString& why, bool gmOnly = false);
// Whether the caster can pay this cost now (the rules' floor, or the magical ST house rules).
bool canPay(CombatStep& step, const EncounterFigure& caster, int cost);
// Ends a running spell: its condition goes, a being or image it made vanishes, hexes it filled clear.
void endSpell(CombatStep& step, int serial, const QString& why);
// After anything that may have felled a figure: its spells end (and so its creations vanish).
void afterHarm(CombatStep& step);
// Removes a figure made by a spell (a summoned being, an image, an illusion) from the fight.
void vanish(CombatStep& step, const QString& figureId, const QString& why);
// The figure's spoken name for log lines the players may read (an illusion's name as it appears).
QString nameOf(const EncounterFigure& f);

} // namespace CombatEffects
} // namespace hk
