#include "combat/HexMap.h"

namespace hk {

HexMap::HexMap(int columns, int rows, Kind kind) : m_columns(columns), m_rows(rows), m_kind(kind) {}

HexCoord HexMap::toAxial(int column, int row)
{
    // Odd columns sit half a hex lower ("odd-q" layout).
    return {column, row - (column - (column & 1)) / 2};
}

void HexMap::toOffset(const HexCoord& h, int* column, int* row)
{
    *column = h.q;
    *row = h.r + (h.q - (h.q & 1)) / 2;
}

QString HexMap::label(const HexCoord& h)
{
    int column = 0;
    int row = 0;
    toOffset(h, &column, &row);
    return QStringLiteral("%1,%2").arg(column).arg(row);
}

bool HexMap::contains(const HexCoord& h) const
{
    int column = 0, row = 0;
    toOffset(h, &column, &row);
    return column >= 0 && column < m_columns && row >= 0 && row < m_rows;
}

bool HexMap::isOpen(const HexCoord& h) const
{
    if (!contains(h) || m_walls.contains(h))
        return false;
    return m_kind == Kind::Arena || m_tunnel.contains(h);
}

void HexMap::setWall(const HexCoord& h, bool wall, bool created)
{
    m_createdWalls.remove(h);
    if (!wall) {
        m_walls.remove(h);
        return;
    }
    m_walls.insert(h);
    if (created)
        m_createdWalls.insert(h);
}

QList<HexCoord> HexMap::openNeighbours(const HexCoord& h) const
{
    QList<HexCoord> out;
    for (const HexCoord& n : h.neighbours()) {
        if (isOpen(n))
            out.append(n);
    }
    return out;
}

QList<HexCoord> HexMap::allHexes() const
{
    QList<HexCoord> out;
    for (int c = 0; c < m_columns; ++c) {
        for (int r = 0; r < m_rows; ++r)
            out.append(toAxial(c, r));
    }
    return out;
}

} // namespace hk
