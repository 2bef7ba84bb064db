#pragma once

#include "combat/CombatFigure.h"
#include "combat/CombatParameters.h"
#include "combat/Footprint.h"

#include <optional>

namespace hk {

// What facing decides beyond the body's arcs (l.221–240): where a physical attack lands on its target,
// what that adds to the attacker's DX, which figures an attacker may strike, and where a spell may be
// cast.
namespace Facing {

// The arc of the target that an attack from attackerHex comes from. A target that is not standing (on
// the ground, kneeling, crawling, bending over) counts as all rear (l.223). nullopt when not adjacent.
std::optional<Arc> attackArc(const CombatFigure& target, const HexCoord& attackerHex);
// The same for an attacker farther off (a long weapon two hexes away, a shot): the target's front wedge,
// the wedge behind it, or its side; a fallen target is struck from behind.
Arc arcFrom(const CombatFigure& target, const HexCoord& attackerHex);
// DX added for a physical attack from that arc: 0 front, side-attack, rear-attack (dx-adjustments).
int physicalAttackDx(const CombatParameters& p, Arc arc);
// Whether attacker may strike target physically: standing, with the target in one of its front hexes
// (l.233). Crawlers cannot attack (l.193).
bool mayStrike(const CombatFigure& attacker, const CombatFigure& target);
// The wedge in front of a one-hex figure at `at` facing `facing`: every hex h = at + i·dir(f−1) + j·dir(f+1)
// with i, j ≥ 0 — bounded by the rows running from the front-left and front-right hexes, both rows
// included (l.238, the shaded diagram is lost).
bool inFrontWedge(const HexCoord& at, int facing, const HexCoord& h);
// Whether a figure may cast a spell at a hex: its own hex, an adjacent one, or the wedge in front. Prone
// and kneeling casters keep their normal front for this (l.223). A multi-hex figure (our reading; no
// Wizard dragon casts) uses the wedge of a one-hex figure in its head hex facing direction f.
bool mayCastAt(const CombatFigure& caster, const HexCoord& h);

} // namespace Facing
} // namespace hk
