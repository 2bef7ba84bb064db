#pragma once

#include "combat/CombatState.h"

namespace hk {

// Warrior & Wizard's disengage (004 l.542): an engaged figure that has not moved steps one hex out of its
// foes' threat zones with its action. Those foes may still strike at it, whatever the initiative order,
// as if it stood where it was — at −1 per point its adjusted DEX beat theirs. Why apart: the blow, its odds
// and the attack dialog all have to see the target where the foe may strike it.
namespace Disengaging {

// The target as this attacker may strike it: in the hex it left, when it disengaged from the attacker this turn.
EncounterFigure asStruckBy(const EncounterFigure& target, const EncounterFigure& attacker);
// The attacker's to-hit change against a target disengaging from it (0 or less).
int penalty(const EncounterFigure& target, const EncounterFigure& attacker);

} // namespace Disengaging
} // namespace hk
