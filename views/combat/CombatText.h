#pragma once

#include "combat/CombatParameters.h"
#include "combat/CombatState.h"

#include <QString>

namespace hk {

class Ruleset;

// The words the combat screens share: compass facings, the names of spells and creatures from the rules,
// and one figure's state (posture, engaged, conditions) as a short line (hex labels are HexMap::label, the
// one the log, the CLI and the map all print). GM and player screens both read from here, so a figure is
// described the same way everywhere; the player variant never mentions what players may not know.
namespace CombatText {

// "N", "NE", … for a facing 0–5, and the full names for a combo box.
QString facingShort(int facing);
QString facingName(int facing);
// The ruleset's name for a spell or creature id (the id itself when the rules lack it).
QString spellName(const Ruleset& rules, const QString& id);
QString creatureName(const Ruleset& rules, const QString& id);
// An id-like key ("slow-movement") as plain words ("slow movement"); any other text as it is.
QString words(const QString& key);
// The words for a condition the tracker sets itself (hand-to-hand, wounded last turn); others (a spell's id,
// a GM's name) by their key in words.
QString conditionName(const QString& key);
// "dazzle (2 turns left)" or "rope (−3 DX)": a condition as the tracker lists it.
QString conditionText(const FigureCondition& c);
// The name of a movement option ("Charge attack") as the rules give it, for the figure's engaged state or
// else the other list; the key in words when the rules do not know it.
QString optionName(const CombatParameters* p, const QString& key, bool engaged);
// Posture, vitality, engaged and conditions in one line ("engaged · fallen · dazzle (2 turns left)"). gmView
// adds what only the GM may see: hidden, and what a creation really is.
QString stateText(const CombatState& state, const EncounterFigure& f, const CombatParameters* p, bool gmView);
// What kind of figure it is for the GM ("character", "illusion of Yzor").
QString kindText(const CombatState& state, const EncounterFigure& f);

} // namespace CombatText
} // namespace hk
