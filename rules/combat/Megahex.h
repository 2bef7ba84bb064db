#pragma once

#include "combat/HexCoord.h"

#include <QList>

namespace hk {

// Megahexes: the 7-hex clusters (a hex and its six neighbours) that tile the Wizard map and measure
// missile-spell range (l.279), creation range (l.329) and area spells. Their centres form the lattice
// spanned by (2,1) and (-1,3) in axial coordinates, shifted so that `origin` is a centre; a map whose
// printed megahexes sit elsewhere passes its own origin (HexMap::megahexOrigin).
//
// Megahexes are themselves laid out as a hex grid: the six megahexes around one have centres at ±(2,1),
// ±(-1,3) and ±(3,-2). Distance in megahexes is the hex distance on that coarser grid.
class Megahex
{
public:
    explicit Megahex(HexCoord origin = {}) : m_origin(origin) {}

    HexCoord origin() const { return m_origin; }
    bool isCentre(const HexCoord& h) const;
    // Centre of the megahex containing h.
    HexCoord centreOf(const HexCoord& h) const;
    // The megahex of h on the coarse grid (its own axial coordinates).
    HexCoord indexOf(const HexCoord& h) const;
    HexCoord centreOfIndex(const HexCoord& index) const;
    // The printed megahex that holds centre (its centre and six neighbours): for counting distance.
    QList<HexCoord> hexesOf(const HexCoord& centre) const;
    // The 7-hex circle an area spell is aimed at: any hex and the six around it, printed megahex or not
    // (000 l.296 "Any 7 hex circle may be affected", l.682; 002 l.99, l.743).
    static QList<HexCoord> circle(const HexCoord& centre);
    // Megahexes between the megahexes of two hexes: 0 in the same, 1 next door, and so on.
    int distance(const HexCoord& a, const HexCoord& b) const;

    static constexpr HexCoord latticeA{2, 1};
    static constexpr HexCoord latticeB{-1, 3};

private:
    HexCoord m_origin;
};

} // namespace hk
