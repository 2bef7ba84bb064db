#pragma once

#include "combat/CombatFigure.h"
#include "combat/CombatParameters.h"

#include <QList>
#include <QStringList>

namespace hk {

// Who is engaged with whom (l.95, l.225–231). A one-hex figure is engaged when it stands in a front hex of
// an armed, standing enemy; a giant or small dragon only when two such one-hex enemies (three for a
// dragon, parameter multihex-engagement) have it in front, or one multi-hex enemy does. Engagement
// decides the options a figure may take and where it must stop moving.
namespace Engagement {

// Whether `enemy` threatens `figure`: opposite sides, enemy active, standing, with a ready weapon (a
// wizard without a staff engages nobody) and some hex of figure in enemy's front hexes.
bool threatens(const CombatFigure& enemy, const CombatFigure& figure);
// Ids of the enemies that have the figure in front (whether or not that is enough to engage it).
QStringList threateningEnemies(const CombatFigure& figure, const QList<CombatFigure>& all);
bool isEngaged(const CombatFigure& figure, const QList<CombatFigure>& all, const CombatParameters& p);
// The number of one-hex enemies needed to engage this shape (1 for a one-hex figure).
int oneHexFoesNeeded(BodyShape shape, const CombatParameters& p);

} // namespace Engagement
} // namespace hk
