#pragma once

#include "combat/CombatState.h"

#include <QList>
#include <QString>

#include <optional>

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

// Warrior & Wizard's fire (004 l.1118–1124, WwFire.cpp), where the ruleset has its burning-hex table:
// wwBurn rolls the burns of crossing and stopping in fire, wwStayingInFire those of a turn spent in it (at
// the end of the turn, for figures that did not move), wwBravesFire the INT check to walk in (false: it
// balks and stays where it is).
bool wwFire(CombatStep& step);
void wwBurn(CombatStep& step, EncounterFigure& f, const FireOnWay& fire);
void wwStayingInFire(CombatStep& step);
bool wwBravesFire(CombatStep& step, const EncounterFigure& f, const FireOnWay& fire);

// Avert (000 l.582, l.682): as movement begins, each figure under it notes how far it stands from the caster;
// as movement ends, one that has not gone the spell's hexes farther is driven on, a hex at a time, to the
// open hex farthest from the caster. Blocked, it rolls 3 dice against adjusted DX or falls.
void noteAvertStart(CombatStep& step);
void driveAverted(CombatStep& step);
// Warrior & Wizard's push-back (004 l.556): the figure goes one hex away from `source` (the hex the blow came
// from; without one, straight back from its facing) into the open hex that takes it farthest. Returns the
// words for the log: where it went, or that there was no room.
QString pushBack(CombatStep& step, EncounterFigure& f, const std::optional<HexCoord>& source);

} // namespace CombatMoves
} // namespace hk
