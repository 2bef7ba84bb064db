#include "combat/Megahex.h"

namespace hk {

namespace {
int mod7(int v) { return ((v % 7) + 7) % 7; }

// Lattice coordinates (a, b) with offset = a·(2,1) + b·(−1,3): a = (3q + r)/7, b = (2r − q)/7.
bool latticeCoords(const HexCoord& offset, int* a, int* b)
{
    const int na = 3 * offset.q + offset.r;
    const int nb = 2 * offset.r - offset.q;
    if (mod7(na) != 0 || mod7(nb) != 0)
        return false;
    *a = na / 7;
    *b = nb / 7;
    return true;
}
} // namespace

bool Megahex::isCentre(const HexCoord& h) const
{
    int a = 0, b = 0;
    return latticeCoords(h - m_origin, &a, &b);
}

HexCoord Megahex::centreOf(const HexCoord& h) const
{
    if (isCentre(h))
        return h;
    for (const HexCoord& n : h.neighbours()) {
        if (isCentre(n))
            return n;
    }
    return h; // unreachable: the clusters tile the plane
}

HexCoord Megahex::indexOf(const HexCoord& h) const
{
    int a = 0, b = 0;
    latticeCoords(centreOf(h) - m_origin, &a, &b);
    // Map the lattice onto a hex grid: A = (2,1) → (1,0) and B = (−1,3) → (1,−1), so that the six
    // neighbouring megahexes (±A, ±B, ±(A−B)) land on the six axial neighbours.
    return {a + b, -b};
}

HexCoord Megahex::centreOfIndex(const HexCoord& index) const
{
    const int b = -index.r;
    const int a = index.q - b;
    return m_origin + latticeA * a + latticeB * b;
}

QList<HexCoord> Megahex::hexesOf(const HexCoord& centre) const
{
    const HexCoord c = centreOf(centre);
    QList<HexCoord> out{c};
    out.append(c.neighbours());
    return out;
}

QList<HexCoord> Megahex::circle(const HexCoord& centre)
{
    QList<HexCoord> out{centre};
    out.append(centre.neighbours());
    return out;
}

int Megahex::distance(const HexCoord& a, const HexCoord& b) const { return indexOf(a).distanceTo(indexOf(b)); }

} // namespace hk
