#pragma once

#include "combat/CombatFigure.h"
#include "combat/HexCoord.h"

#include <QList>

#include <array>
#include <optional>

namespace hk {

// Which way an adjacent hex lies from a figure: the front it attacks and engages into, the sides, the
// rear.
enum class Arc { Front, Side, Rear };

// The hexes a figure's body covers and the arcs around it. Wizard's diagrams of the giant and dragon
// counters are lost, so the multi-hex shapes are our reading of the text (l.225–227):
//   * a giant is a triangle of three hexes, one behind and two ahead;
//   * a small dragon is a four-hex lozenge: tail, two body hexes, head;
//   * a dragon is seven hexes, 1-2-1-2-1 from tail to head.
// On this flat-topped grid those shapes are symmetric about a line through hex corners, so a multi-hex
// figure's facing f points between direction f and direction f+1; a one-hex figure faces direction f.
// The anchor (CombatFigure::position) is a one-hex figure's hex, and the rearmost (tail) hex of the others.
//
// Arcs are one rule for every shape: an adjacent hex is in front when the angle between the facing and
// the line from the body's centre to that hex is at most 60°, behind when it is at least 150°, to the
// side otherwise. For one hex this gives the book's 3 front, 2 side and 1 rear hexes (l.223); a giant gets
// 3/4/2, a small dragon 4/4/2 and a dragon 6/4/4.
namespace Footprint {

// A shape's body and the ring of hexes around it at one facing, as offsets from the anchor. The arc of
// every ring hex is worked out once per shape and facing (the angles above are costly) and then only
// looked up: every blow, engagement and who-wins simulation asks for arcs many times.
struct Outline
{
    static constexpr int maxBody = 7;
    static constexpr int maxRing = 18;
    int bodyCount = 0;
    std::array<HexCoord, maxBody> body{};   // tail first, head last
    int ringCount = 0;
    std::array<HexCoord, maxRing> ring{};   // adjacent hexes, in adjacent()'s order
    std::array<Arc, maxRing> arcs{};

    std::optional<Arc> arcOf(const HexCoord& offset) const;
    bool covers(const HexCoord& offset) const;
};
const Outline& outline(BodyShape shape, int facing);

QList<HexCoord> hexes(BodyShape shape, const HexCoord& anchor, int facing);
// The hex a dragon breathes from (l.490); the anchor for other shapes' purposes is the front-most hex.
HexCoord head(BodyShape shape, const HexCoord& anchor, int facing);
// Hexes next to the body but not part of it.
QList<HexCoord> adjacent(BodyShape shape, const HexCoord& anchor, int facing);
// Arc of an adjacent hex; nullopt when h is not adjacent to the body (or is part of it).
std::optional<Arc> arcOf(BodyShape shape, const HexCoord& anchor, int facing, const HexCoord& h);
QList<HexCoord> hexesInArc(BodyShape shape, const HexCoord& anchor, int facing, Arc arc);

inline QList<HexCoord> hexes(const CombatFigure& f) { return hexes(f.shape, f.position, f.facing); }
inline std::optional<Arc> arcOf(const CombatFigure& f, const HexCoord& h)
{
    return arcOf(f.shape, f.position, f.facing, h);
}
// Whether h is one of the figure's body hexes; whether it is one of its front hexes. Neither allocates.
bool covers(const CombatFigure& f, const HexCoord& h);
bool inFront(const CombatFigure& f, const HexCoord& h);
// Whether any hex of other's body is in f's front (f may strike or engage it).
bool frontTouches(const CombatFigure& f, const CombatFigure& other);
inline QList<HexCoord> frontHexes(const CombatFigure& f)
{
    return hexesInArc(f.shape, f.position, f.facing, Arc::Front);
}

} // namespace Footprint
} // namespace hk
