#pragma once

#include "combat/CombatActions.h"
#include "combat/CombatState.h"

namespace hk {

class CombatStep;

// Warrior & Wizard's shield rush, slam and throw (004 l.1126): an attack roll as for a blow, then the target
// checks 3 dice against its unwounded STR, with a bonus for each point it is stronger than the attacker and
// a penalty for each point it is weaker; missed, it is down. Nobody is hurt. A shield rush needs a ready
// shield; a throw needs Martial Arts II (its skill entry), and against a throw the target may check its
// DEX instead (the tracker takes the better). Why apart: no weapon and no damage, but its own check.
namespace BodyBlows {

// The skill that lets a figure throw a foe.
inline const char* throwSkill = "martial-arts-ii";

// Why this figure cannot make this body blow at all (empty when it can).
QString refusal(const CombatParameters& p, const EncounterFigure& a, BodyBlow blow);
// The number the target's check is made against.
int resistTarget(const EncounterFigure& a, const EncounterFigure& t, BodyBlow blow);
// The whole action: the attack roll and, on a hit, the target's check.
bool strike(CombatStep& step, EncounterFigure& a, EncounterFigure& t, const AttackRequest& r, QString* error);
QString name(BodyBlow blow);

} // namespace BodyBlows
} // namespace hk
