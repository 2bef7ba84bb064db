#include "combat/Footprint.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace hk::Footprint {

namespace {

// Body hexes for facing 0 (the axis between north and north-east), tail first, head last.
QList<HexCoord> localShape(BodyShape shape)
{
    switch (shape) {
    case BodyShape::OneHex: return {{0, 0}};
    case BodyShape::Giant: return {{0, 0}, {0, -1}, {1, -1}};
    case BodyShape::SmallDragon: return {{0, 0}, {0, -1}, {1, -1}, {1, -2}};
    case BodyShape::Dragon: return {{0, 0}, {0, -1}, {1, -1}, {1, -2}, {1, -3}, {2, -3}, {2, -4}};
    }
    return {{0, 0}};
}

QPointF axis(BodyShape shape, int facing)
{
    QPointF v = HexCoord::direction(facing).centre();
    if (shape != BodyShape::OneHex)
        v += HexCoord::direction(facing + 1).centre();
    const double len = std::hypot(v.x(), v.y());
    return v / len;
}

// The arc rule of the header, for a hex next to the body (offsets from the anchor).
Arc arcByAngle(BodyShape shape, int facing, const QList<HexCoord>& body, const HexCoord& h)
{
    QPointF centroid;
    for (const HexCoord& b : body)
        centroid += b.centre();
    centroid /= body.size();
    const QPointF v = h.centre() - centroid;
    const double cosine = QPointF::dotProduct(v, axis(shape, facing)) / std::hypot(v.x(), v.y());
    const double degrees = std::acos(std::clamp(cosine, -1.0, 1.0)) * 180.0 / M_PI;
    constexpr double slack = 1e-6;
    if (degrees <= 60.0 + slack)
        return Arc::Front;
    if (degrees >= 150.0 - slack)
        return Arc::Rear;
    return Arc::Side;
}

// Works out a shape's outline at one facing around the anchor (0, 0): the body, then the ring of
// neighbours in the order the body's hexes and their directions meet them, each with its arc.
Outline workOut(BodyShape shape, int facing)
{
    Outline o;
    QList<HexCoord> body;
    for (const HexCoord& h : localShape(shape))
        body.append(h.rotated(facing));
    for (const HexCoord& b : body)
        o.body[o.bodyCount++] = b;
    QSet<HexCoord> seen(body.cbegin(), body.cend());
    for (const HexCoord& b : body) {
        for (const HexCoord& n : b.neighbours()) {
            if (seen.contains(n))
                continue;
            seen.insert(n);
            Q_ASSERT(o.ringCount < Outline::maxRing);
            o.ring[o.ringCount] = n;
            o.arcs[o.ringCount] = arcByAngle(shape, facing, body, n);
            ++o.ringCount;
        }
    }
    return o;
}

constexpr int shapeCount = int(BodyShape::Dragon) + 1;

struct Outlines
{
    Outline at[shapeCount][HexCoord::directionCount];
    Outlines()
    {
        for (int s = 0; s < shapeCount; ++s) {
            for (int f = 0; f < HexCoord::directionCount; ++f)
                at[s][f] = workOut(BodyShape(s), f);
        }
    }
};

} // namespace

const Outline& outline(BodyShape shape, int facing)
{
    static const Outlines all;
    return all.at[int(shape)][HexCoord::normalizeDirection(facing)];
}

std::optional<Arc> Outline::arcOf(const HexCoord& offset) const
{
    for (int i = 0; i < ringCount; ++i) {
        if (ring[i] == offset)
            return arcs[i];
    }
    return std::nullopt;
}

bool Outline::covers(const HexCoord& offset) const
{
    return std::find(body.cbegin(), body.cbegin() + bodyCount, offset) != body.cbegin() + bodyCount;
}

QList<HexCoord> hexes(BodyShape shape, const HexCoord& anchor, int facing)
{
    const Outline& o = outline(shape, facing);
    QList<HexCoord> out;
    out.reserve(o.bodyCount);
    for (int i = 0; i < o.bodyCount; ++i)
        out.append(anchor + o.body[i]);
    return out;
}

HexCoord head(BodyShape shape, const HexCoord& anchor, int facing)
{
    const Outline& o = outline(shape, facing);
    return anchor + o.body[o.bodyCount - 1];
}

QList<HexCoord> adjacent(BodyShape shape, const HexCoord& anchor, int facing)
{
    const Outline& o = outline(shape, facing);
    QList<HexCoord> out;
    out.reserve(o.ringCount);
    for (int i = 0; i < o.ringCount; ++i)
        out.append(anchor + o.ring[i]);
    return out;
}

std::optional<Arc> arcOf(BodyShape shape, const HexCoord& anchor, int facing, const HexCoord& h)
{
    return outline(shape, facing).arcOf(h - anchor);
}

QList<HexCoord> hexesInArc(BodyShape shape, const HexCoord& anchor, int facing, Arc arc)
{
    const Outline& o = outline(shape, facing);
    QList<HexCoord> out;
    for (int i = 0; i < o.ringCount; ++i) {
        if (o.arcs[i] == arc)
            out.append(anchor + o.ring[i]);
    }
    return out;
}

bool covers(const CombatFigure& f, const HexCoord& h)
{
    return outline(f.shape, f.facing).covers(h - f.position);
}

bool inFront(const CombatFigure& f, const HexCoord& h)
{
    return arcOf(f, h) == Arc::Front;
}

bool frontTouches(const CombatFigure& f, const CombatFigure& other)
{
    const Outline& o = outline(other.shape, other.facing);
    for (int i = 0; i < o.bodyCount; ++i) {
        if (inFront(f, other.position + o.body[i]))
            return true;
    }
    return false;
}

} // namespace hk::Footprint
