#pragma once

#include "combat/HexCoord.h"

#include <QColor>
#include <QLineF>
#include <QPainterPath>
#include <QPointF>
#include <QPolygonF>
#include <QString>

namespace hk {

// Scene geometry shared by the hex map's items: where a hex sits in scene units, its outline and edges,
// which hex a scene point falls in, and the colours the map uses for sides. HexCoord::centre() is in
// units of the hex's corner radius; the scene scales that by HexMapGeometry::radius so that fonts and
// pen widths can be given in scene pixels at zoom 1.
namespace HexMapGeometry {

inline constexpr double radius = 40.0;

QPointF centre(const HexCoord& h);
// The six corners of a flat-topped hex, clockwise from the east corner.
QPolygonF polygon(const HexCoord& h, double scale = 1.0);
// The edge shared with the neighbour in direction d (0 N … 5 NW).
QLineF edge(const HexCoord& h, int direction);
// The hex containing a scene point (nearest centre).
HexCoord hexAt(const QPointF& scenePoint);
// The hexes' union as one fillable shape; scale < 1 shrinks each hex about its centre first.
QPainterPath outline(const QList<HexCoord>& hexes, double scale = 1.0);
// Label of a map hex as the combat log and the CLI name it: "column,row", both from 0.
QString printedLabel(const HexCoord& h);
// Counter colour of a side (0, 1, … cycle through a fixed palette).
QColor sideColour(int side);

} // namespace HexMapGeometry
} // namespace hk
