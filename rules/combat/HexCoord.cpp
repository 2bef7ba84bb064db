#include "combat/HexCoord.h"

#include <cmath>
#include <cstdlib>

namespace hk {

namespace {
constexpr HexCoord kDirections[HexCoord::directionCount] = {
    {0, -1}, // N
    {1, -1}, // NE
    {1, 0},  // SE
    {0, 1},  // S
    {-1, 1}, // SW
    {-1, 0}, // NW
};
} // namespace

HexCoord HexCoord::direction(int d) { return kDirections[normalizeDirection(d)]; }

QList<HexCoord> HexCoord::neighbours() const
{
    QList<HexCoord> out;
    out.reserve(directionCount);
    for (int d = 0; d < directionCount; ++d)
        out.append(neighbour(d));
    return out;
}

std::optional<int> HexCoord::directionTo(const HexCoord& other) const
{
    const HexCoord delta = other - *this;
    for (int d = 0; d < directionCount; ++d) {
        if (kDirections[d] == delta)
            return d;
    }
    return std::nullopt;
}

int HexCoord::distanceTo(const HexCoord& other) const
{
    const HexCoord d = other - *this;
    return (std::abs(d.q) + std::abs(d.r) + std::abs(d.s())) / 2;
}

HexCoord HexCoord::rotated(int steps) const
{
    // In cube coordinates (x, y, z) = (q, s, r) a clockwise sixth turn maps (x, y, z) to (-z, -x, -y).
    HexCoord h = *this;
    for (int i = 0; i < normalizeDirection(steps); ++i)
        h = HexCoord{-h.r, -h.s()};
    return h;
}

QPointF HexCoord::centre() const
{
    static const double root3 = std::sqrt(3.0);
    return {1.5 * q, root3 * (r + q / 2.0)};
}

} // namespace hk
