#pragma once

#include "combat/HexCoord.h"

#include <QList>

#include <optional>

namespace hk {

// One hex entered by a straight line, in the order the line enters it. When the line runs exactly along
// the edge between two hexes, or through a corner, it touches hexes without entering them; then
// `alternative` names the hex the line would have entered had the tie gone the other way, so the GM can
// overrule the default.
struct HexLineStep
{
    HexCoord hex;
    std::optional<HexCoord> alternative;
};

// The hexes crossed by the straight line between two hex centres — the path of a missile spell
// (l.279–283). Exact geometry, not sampling: a hex counts when the line passes through its interior, so
// a line that clips a hex's corner enters it.
//
// Tie-breaking: a line lying on hex edges (or through corners) is moved by a vanishingly small distance
// to the caster's LEFT (counter-clockwise of the direction of flight), and the hexes that shifted line
// enters are the path. The same line drawn from the other end therefore picks the other side — the
// rule is "the caster's left", which a GM can apply at the table. The hexes the line would enter if
// shifted to the right are reported as alternatives.
namespace HexLine {

QList<HexLineStep> between(const HexCoord& from, const HexCoord& to);
// Just the hexes (default tie-breaking), from `from` to `to` inclusive.
QList<HexCoord> hexes(const HexCoord& from, const HexCoord& to);
// The line extended past `to` until it has covered `maxDistance` hexes from `from` (a missile that
// misses carries on, l.279). Includes `from`.
QList<HexLineStep> extended(const HexCoord& from, const HexCoord& to, int maxDistance);

} // namespace HexLine
} // namespace hk
