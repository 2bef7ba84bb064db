#pragma once

#include "combat/HexCoord.h"
#include "combat/Megahex.h"

#include <QList>
#include <QSet>
#include <QString>

namespace hk {

// The ground a fight is on: a rectangle of hexes printed as columns and rows, played as an open arena or
// as a tunnel where only some hexes may be entered (l.158), plus wall hexes (printed or created by a Wall
// spell) that block movement and missile spells. Only the geometry: fires, shadows and figures are the
// encounter's state, kept by the model.
//
// Printed labels are (column, row) with flat-topped hexes and odd columns shifted half a hex down; the
// conversion to axial coordinates is toAxial/toOffset.
class HexMap
{
public:
    enum class Kind { Arena, Tunnel };

    HexMap() = default;
    HexMap(int columns, int rows, Kind kind = Kind::Arena);

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    Kind kind() const { return m_kind; }

    static HexCoord toAxial(int column, int row);
    static void toOffset(const HexCoord& h, int* column, int* row);
    // The "column,row" label the tracker's log, the CLI and the map all use (both from 0).
    static QString label(const HexCoord& h);

    bool contains(const HexCoord& h) const;
    // In the map, not a wall, and (in a tunnel) one of the open tunnel hexes.
    bool isOpen(const HexCoord& h) const;
    bool isWall(const HexCoord& h) const { return m_walls.contains(h); }
    // created: a wall made by a Wall spell (Lightning can blast it, l.281), not one printed on the map.
    void setWall(const HexCoord& h, bool wall, bool created = false);
    bool isCreatedWall(const HexCoord& h) const { return m_createdWalls.contains(h); }
    // Tunnel hexes: in a tunnel only these may be used (the unshaded hexes, or a GM-chosen subset).
    void setTunnelHexes(const QSet<HexCoord>& open) { m_tunnel = open; }
    const QSet<HexCoord>& tunnelHexes() const { return m_tunnel; }
    const QSet<HexCoord>& walls() const { return m_walls; }

    QList<HexCoord> openNeighbours(const HexCoord& h) const;
    QList<HexCoord> allHexes() const;

    const Megahex& megahexes() const { return m_megahex; }
    void setMegahexOrigin(const HexCoord& origin) { m_megahex = Megahex(origin); }

private:
    int m_columns = 0;
    int m_rows = 0;
    Kind m_kind = Kind::Arena;
    QSet<HexCoord> m_walls;
    QSet<HexCoord> m_tunnel;
    QSet<HexCoord> m_createdWalls;
    Megahex m_megahex;
};

} // namespace hk
