#pragma once

#include "combat/CombatFigure.h"
#include "combat/CombatState.h"

#include <QString>

namespace hk {

// The words for the tracker's own keys that a GM reads: conditions (hand-to-hand, wounded last turn, a spell's
// or the GM's own key in words) and postures. They live in the model because the combat log is written here
// (the GM's overrides) and read in the views (the State column, the figure's tooltip): one set of words, so the
// log line and the table say the same, and never "wounded-last-turn".
namespace CombatWords {

// An id-like key ("slow-movement") as plain words ("slow movement"); any other text as it is.
QString words(const QString& key);
// A condition by its key: the tracker's own in our words, any other key in words.
QString conditionName(const QString& key);
// A turn option (the tracker's key: "dodge", "shift-attack", …) in our words; empty for a key we have no
// words for (the ruleset's own name is shown then).
QString optionName(const QString& key);
// "standing", "kneeling", … "bending over".
QString postureName(Posture posture);
// Where a fight stands, as the players' window and page head it: "Turn 2 · Movement", "Getting ready",
// "The fight is over".
QString turnText(const CombatState& state);
// Who moves or acts now: "Yzor moves", "Side 2 moves", "Next: Yzor"; empty when nobody does.
QString nextText(const CombatState& state);
// Who acts in the action phase, as the CLI's `combat show` says it: "Yzor acts next", or for the GM "nobody is
// left to act". The players' view has no actor while a hidden figure acts either, so they read "the turn goes
// on" in both cases: never that nobody is left while the turn does not end.
QString actingText(const CombatState& shown, bool players);

} // namespace CombatWords
} // namespace hk
