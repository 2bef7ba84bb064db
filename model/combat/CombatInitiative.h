#pragma once

#include <QList>
#include <QString>

namespace hk {

class CombatStep;
struct CombatState;
struct InitiativeResult;

// The initiative phase's roll, in the shape the ruleset gives the turn: a die per side (Wizard l.101) or
// every figure by effective DEX with DEX-check ties and the party's Tactics or Strategy bonus (Warrior &
// Wizard 004 l.475–479). Used by CombatTurn; split out so the turn's phases stay readable.
namespace CombatInitiative {

// The sides with a figure on the map still able to fight, lowest first.
QList<int> activeSides(const CombatState& s);
// Rolls this turn's initiative into the step's state and logs it; refused when only one side can fight.
bool roll(CombatStep& step, QString* error);
// The side roll in words for the log: "Side 2 wins the initiative, rolling 6 against 3, after a tie at 2."
QString initiativeText(const InitiativeResult& r);

} // namespace CombatInitiative
} // namespace hk
