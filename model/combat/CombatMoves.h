#pragma once

#include "combat/CombatState.h"

#include <QList>
#include <QString>

namespace hk {

class CombatStep;

// Where a figure may stand and what the hexes on its way do to it, shared by a figure's own move and by the
// moves forced on it (Teleport, Avert, a W&W knockdown's push-back), so all of them agree on walls, other
// figures and fire (l.590).
namespace CombatMoves {

// Whether the figure, facing `facing`, may stand with its whole footprint at `to`: open hexes, nobody
// standing there but itself. Otherwise false with the reason in plain words.
bool roomAt(const CombatState& s, const EncounterFigure& f, const HexCoord& to, int facing, QString* why);

// Fire the figure meets on its way: the hexes it passes through (not counting the one it stops in) and
// whether it stops in fire.
struct FireOnWay
{
    int passed = 0;
    bool stops = false;
    bool any() const { return passed > 0 || stops; }
};
FireOnWay fireOnWay(const CombatState& s, const QList<HexCoord>& path, const HexCoord& to);
// The burns of that fire, applied once the figure stands at `to` (and the −DX of standing in it).
void burn(CombatStep& step, EncounterFigure& f, const FireOnWay& fire);

} // namespace CombatMoves
} // namespace hk
