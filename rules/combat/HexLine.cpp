#include "combat/HexLine.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace hk::HexLine {

namespace {

constexpr double kNudge = 1e-6;   // sideways shift that settles ties
constexpr double kEpsilon = 1e-9; // a clipped length below this is only a touch

struct Crossing
{
    HexCoord hex;
    double enter = 0;
};

// Parameter range [enter, exit] of segment a + t(b - a), t in [0, 1], inside the hexagon centred on c
// (corner radius 1, flat-topped). Returns false when the segment misses the interior.
bool clip(QPointF a, QPointF b, QPointF c, double* enter, double* exit)
{
    static const double root3 = std::sqrt(3.0);
    double t0 = 0, t1 = 1;
    const QPointF d = b - a;
    for (int k = 0; k < 6; ++k) {
        // Outward normals of a flat-topped hexagon point at 90° + 60°k; the apothem is √3/2.
        const double angle = (90.0 + 60.0 * k) * M_PI / 180.0;
        const QPointF n(std::cos(angle), -std::sin(angle));
        const double limit = root3 / 2.0;
        const double start = QPointF::dotProduct(a - c, n);
        const double speed = QPointF::dotProduct(d, n);
        if (std::abs(speed) < 1e-15) {
            if (start >= limit - kEpsilon)
                return false;
            continue;
        }
        const double t = (limit - start) / speed;
        if (speed > 0)
            t1 = std::min(t1, t);
        else
            t0 = std::max(t0, t);
    }
    *enter = t0;
    *exit = t1;
    return t1 - t0 > kEpsilon;
}

QList<HexCoord> crossed(const HexCoord& from, const HexCoord& to, double side, double reach)
{
    QPointF a = from.centre();
    QPointF b = to.centre();
    const QPointF dir = b - a;
    const double len = std::hypot(dir.x(), dir.y());
    if (len == 0)
        return {from};
    b = a + dir * reach;
    // Left of the direction of flight on a y-down screen is (dy, -dx).
    const QPointF left(dir.y() / len, -dir.x() / len);
    a += left * (kNudge * side);
    b += left * (kNudge * side);

    // Candidates: every hex no farther from the start than the (extended) line is long.
    const int span = int(std::ceil(from.distanceTo(to) * reach)) + 1;
    QList<Crossing> found;
    for (int dq = -span; dq <= span; ++dq) {
        for (int dr = std::max(-span, -dq - span); dr <= std::min(span, -dq + span); ++dr) {
            const HexCoord h = from + HexCoord{dq, dr};
            double enter = 0, exit = 0;
            if (clip(a, b, h.centre(), &enter, &exit))
                found.append({h, enter});
        }
    }
    std::sort(found.begin(), found.end(), [](const Crossing& x, const Crossing& y) { return x.enter < y.enter; });
    QList<HexCoord> out;
    for (const Crossing& c : found)
        out.append(c.hex);
    return out;
}

QList<HexLineStep> pair(const QList<HexCoord>& left, const QList<HexCoord>& right)
{
    const QSet<HexCoord> leftSet(left.cbegin(), left.cend());
    QList<HexCoord> onlyRight;
    for (const HexCoord& h : right) {
        if (!leftSet.contains(h))
            onlyRight.append(h);
    }
    const QSet<HexCoord> rightSet(right.cbegin(), right.cend());
    QList<HexLineStep> out;
    int next = 0;
    for (const HexCoord& h : left) {
        HexLineStep step{h, std::nullopt};
        if (!rightSet.contains(h) && next < onlyRight.size())
            step.alternative = onlyRight.at(next++);
        out.append(step);
    }
    return out;
}

} // namespace

QList<HexLineStep> between(const HexCoord& from, const HexCoord& to)
{
    return pair(crossed(from, to, 1.0, 1.0), crossed(from, to, -1.0, 1.0));
}

QList<HexCoord> hexes(const HexCoord& from, const HexCoord& to) { return crossed(from, to, 1.0, 1.0); }

QList<HexLineStep> extended(const HexCoord& from, const HexCoord& to, int maxDistance)
{
    const int distance = from.distanceTo(to);
    if (distance == 0)
        return {{from, std::nullopt}};
    const double reach = double(std::max(maxDistance, distance)) / distance;
    const auto trim = [&](QList<HexCoord> list) {
        list.erase(std::remove_if(list.begin(), list.end(),
                                  [&](const HexCoord& h) { return from.distanceTo(h) > maxDistance && h != to; }),
                   list.end());
        return list;
    };
    return pair(trim(crossed(from, to, 1.0, reach)), trim(crossed(from, to, -1.0, reach)));
}

} // namespace hk::HexLine
