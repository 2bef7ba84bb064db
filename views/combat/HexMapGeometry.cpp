#include "combat/HexMapGeometry.h"

#include "combat/HexMap.h"

#include <array>
#include <cmath>

namespace hk::HexMapGeometry {

namespace {
QPointF corner(const QPointF& c, int i, double r)
{
    const double a = M_PI / 3.0 * i; // 0 = east corner, clockwise on screen (y down)
    return {c.x() + r * std::cos(a), c.y() + r * std::sin(a)};
}
} // namespace

QPointF centre(const HexCoord& h) { return h.centre() * radius; }

QPolygonF polygon(const HexCoord& h, double scale)
{
    const QPointF c = centre(h);
    QPolygonF p;
    for (int i = 0; i < 6; ++i)
        p << corner(c, i, radius * scale);
    p << p.first();
    return p;
}

QLineF edge(const HexCoord& h, int direction)
{
    // Direction d's edge midpoint lies at −90° + 60°·d; its corners are 30° either side, i.e. corners
    // (d + 4) mod 6 and (d + 5) mod 6 counted from the east corner.
    const QPointF c = centre(h);
    const int d = HexCoord::normalizeDirection(direction);
    return {corner(c, (d + 4) % 6, radius), corner(c, (d + 5) % 6, radius)};
}

HexCoord hexAt(const QPointF& p)
{
    const double fq = (2.0 / 3.0 * p.x()) / radius;
    const double fr = (-1.0 / 3.0 * p.x() + std::sqrt(3.0) / 3.0 * p.y()) / radius;
    const double fs = -fq - fr;
    double q = std::round(fq), r = std::round(fr), s = std::round(fs);
    const double dq = std::abs(q - fq), dr = std::abs(r - fr), ds = std::abs(s - fs);
    if (dq > dr && dq > ds)
        q = -r - s;
    else if (dr > ds)
        r = -q - s;
    return {int(q), int(r)};
}

QPainterPath outline(const QList<HexCoord>& hexes, double scale)
{
    // Slightly enlarged hexes overlap, so the union has no hairline seams between body hexes.
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    for (const HexCoord& h : hexes)
        path.addPolygon(polygon(h, scale * 1.002));
    return path.simplified();
}

QString printedLabel(const HexCoord& h)
{
    // The one label of a hex: the same "column,row" the combat log and the CLI print.
    return HexMap::label(h);
}

QColor sideColour(int side)
{
    static const std::array<QColor, 6> palette{QColor(0x2f6fb5), QColor(0xb83a32), QColor(0x3d8f45),
                                               QColor(0x7d4fa8), QColor(0x2a9190), QColor(0x9a6a2b)};
    const int n = int(palette.size());
    return palette[((side % n) + n) % n];
}

} // namespace hk::HexMapGeometry
