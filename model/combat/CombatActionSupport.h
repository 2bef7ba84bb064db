#pragma once

#include "combat/CombatParameters.h"
#include "combat/CombatState.h"
#include "combat/ToHit.h"
#include "dice/RollRecord.h"

#include <QString>

namespace hk {

class CombatStep;

// What every action of the action phase shares (CombatActions and its spell casting): checking the figure
// may act now and switching its option when the rules allow, handing the turn on afterwards, the target's
// penalties, and the printed hex labels and roll texts of log lines.
namespace CombatActionSupport {

QString hexLabel(const HexCoord& h);
QString rollText(const RollRecord& r);
// Whether any option of the ruleset allows this action (the Wizard has none for shooting or readying).
bool verbKnown(const CombatParameters& p, const QString& verb);
// The action phase, an action left, an option allowing `action` (switched to one legal after moving).
bool readyToAct(CombatStep& step, EncounterFigure& f, const QString& action, QString* error);
// Marks the figure as having acted and proposes who goes next.
void finish(CombatStep& step, const QString& figureId);
// Everything about the target that makes it harder to hit: Blur, Invisibility, a shadow hex (l.601).
int targetPenalty(CombatStep& step, const EncounterFigure& target);
// The figure, placed and not dead, or a message.
EncounterFigure* liveTarget(CombatStep& step, const QString& id, QString* error);
// A log line for a special result's effect on the roller (dropped or broken weapon, falling, fizzling).
void logSpecials(CombatStep& step, const EncounterFigure& f, const ToHitResult& r);

} // namespace CombatActionSupport
} // namespace hk
