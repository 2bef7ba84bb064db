#pragma once

#include <QHashFunctions>
#include <QList>
#include <QMetaType>
#include <QPointF>
#include <QString>

#include <optional>

namespace hk {

// One hex of a combat map in axial coordinates (q, r) on a grid of flat-topped hexes, so that every hex
// has a neighbour straight above it as on the Wizard map (a figure "facing the hex directly above him",
// l.223). Axial coordinates make distance and rotation simple integer arithmetic; the map converts
// printed column/row labels to and from them (HexMap).
//
// Directions are numbered clockwise from north: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW. A one-hex figure's
// facing is one of these numbers.
struct HexCoord
{
    int q = 0;
    int r = 0;

    constexpr int s() const { return -q - r; }

    static constexpr int directionCount = 6;
    static HexCoord direction(int d);
    static int normalizeDirection(int d) { return ((d % directionCount) + directionCount) % directionCount; }

    HexCoord neighbour(int d) const { return *this + direction(d); }
    QList<HexCoord> neighbours() const;
    // The direction from this hex to an adjacent one; nullopt when `other` is not adjacent.
    std::optional<int> directionTo(const HexCoord& other) const;
    int distanceTo(const HexCoord& other) const;
    // Rotates the offset from the origin by `steps` sixths of a turn clockwise.
    HexCoord rotated(int steps) const;

    // Centre of the hex in units of the hex's corner radius: x to the east, y to the south.
    QPointF centre() const;

    QString toString() const { return QStringLiteral("(%1,%2)").arg(q).arg(r); }

    friend constexpr HexCoord operator+(HexCoord a, HexCoord b) { return {a.q + b.q, a.r + b.r}; }
    friend constexpr HexCoord operator-(HexCoord a, HexCoord b) { return {a.q - b.q, a.r - b.r}; }
    friend constexpr HexCoord operator*(HexCoord a, int k) { return {a.q * k, a.r * k}; }
    friend constexpr bool operator==(HexCoord a, HexCoord b) { return a.q == b.q && a.r == b.r; }
    friend constexpr bool operator!=(HexCoord a, HexCoord b) { return !(a == b); }
    friend constexpr bool operator<(HexCoord a, HexCoord b) { return a.q != b.q ? a.q < b.q : a.r < b.r; }
};

inline size_t qHash(const HexCoord& h, size_t seed = 0) { return qHashMulti(seed, h.q, h.r); }

} // namespace hk

Q_DECLARE_METATYPE(hk::HexCoord)
