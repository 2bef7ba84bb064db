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
// "dazzle 2" or "rope (−3 DX)": a condition as the tracker lists it.
// The words for a condition the tracker sets itself (hand-to-hand, wounded last turn); others by their key.
QString conditionName(const QString& key);
QString conditionText(const FigureCondition& c);
// Posture, vitality, engaged and conditions in one line ("engaged · fallen · dazzle 2"). gmView adds what
// only the GM may see: hidden, and what a creation really is.
QString stateText(const CombatState& state, const EncounterFigure& f, const CombatParameters* p, bool gmView);
// What kind of figure it is for the GM ("character", "illusion of Yzor").
QString kindText(const CombatState& state, const EncounterFigure& f);

} // namespace CombatText
} // namespace hk
