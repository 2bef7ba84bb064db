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

} // namespace

QList<HexCoord> hexes(BodyShape shape, const HexCoord& anchor, int facing)
{
    QList<HexCoord> out;
    for (const HexCoord& h : localShape(shape))
        out.append(anchor + h.rotated(facing));
    return out;
}

HexCoord head(BodyShape shape, const HexCoord& anchor, int facing) { return hexes(shape, anchor, facing).constLast(); }

QList<HexCoord> adjacent(BodyShape shape, const HexCoord& anchor, int facing)
{
    const QList<HexCoord> body = hexes(shape, anchor, facing);
    const QSet<HexCoord> bodySet(body.cbegin(), body.cend());
    QList<HexCoord> out;
    QSet<HexCoord> seen;
    for (const HexCoord& b : body) {
        for (const HexCoord& n : b.neighbours()) {
            if (!bodySet.contains(n) && !seen.contains(n)) {
                seen.insert(n);
                out.append(n);
            }
        }
    }
    return out;
}

std::optional<Arc> arcOf(BodyShape shape, const HexCoord& anchor, int facing, const HexCoord& h)
{
    const QList<HexCoord> body = hexes(shape, anchor, facing);
    bool touching = false;
    QPointF centroid;
    for (const HexCoord& b : body) {
        if (b == h)
            return std::nullopt;
        touching = touching || b.distanceTo(h) == 1;
        centroid += b.centre();
    }
    if (!touching)
        return std::nullopt;
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

QList<HexCoord> hexesInArc(BodyShape shape, const HexCoord& anchor, int facing, Arc arc)
{
    QList<HexCoord> out;
    for (const HexCoord& h : adjacent(shape, anchor, facing)) {
        if (arcOf(shape, anchor, facing, h) == arc)
            out.append(h);
    }
    return out;
}

} // namespace hk::Footprint
