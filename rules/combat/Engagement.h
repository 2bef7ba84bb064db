#pragma once

#include "combat/CombatFigure.h"
#include "combat/CombatParameters.h"

#include <QList>
#include <QStringList>

namespace hk {

// Who is engaged with whom (l.95, l.225–231). A one-hex figure is engaged when it stands in a front hex of
// an armed, standing enemy (the Wizard, 000 l.97, l.229; in Warrior & Wizard any standing enemy, armed or
// not: CombatParameters::unarmedThreatens, 004 l.458); a giant or small dragon only when two such one-hex enemies (three for a
// dragon, parameter multihex-engagement) have it in front, or one multi-hex enemy does. Engagement
// decides the options a figure may take and where it must stop moving.
namespace Engagement {

// Whether `enemy` threatens `figure`: opposite sides, enemy active, standing, with a ready weapon where the
// ruleset asks for one (a Wizard's wizard without a staff engages nobody) and some hex of figure in enemy's
// front hexes.
bool threatens(const CombatFigure& enemy, const CombatFigure& figure, const CombatParameters& p);
// Ids of the enemies that have the figure in front (whether or not that is enough to engage it).
QStringList threateningEnemies(const CombatFigure& figure, const QList<CombatFigure>& all, const CombatParameters& p);
bool isEngaged(const CombatFigure& figure, const QList<CombatFigure>& all, const CombatParameters& p);
// The number of one-hex enemies needed to engage this shape (1 for a one-hex figure).
int oneHexFoesNeeded(BodyShape shape, const CombatParameters& p);

} // namespace Engagement
} // namespace hk
