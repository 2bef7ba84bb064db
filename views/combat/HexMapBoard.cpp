#include "combat/HexMapBoard.h"

#include "combat/HexMapGeometry.h"

#include <QPainter>
#include <QRadialGradient>
#include <QStyleOptionGraphicsItem>

namespace hk {

namespace G = HexMapGeometry;

namespace {
// Megahexes tinted in three shades (neighbouring megahexes never share one) so they read at any zoom.
const QColor kGround[3] = {QColor(0xf4eddc), QColor(0xebe1c9), QColor(0xe3d7bb)};
const QColor kGridLine(0xc4b695);
const QColor kRock(0x57504a);
const QColor kWall(0x5b5b5b);
const QColor kCreatedWall(0x6e7380);
const QColor kMegahexLine(0x7a6648);
const QColor kShadow(16, 20, 58, 175);
const QColor kFront(70, 170, 90, 110);
const QColor kSide(235, 195, 50, 110);
const QColor kRear(215, 70, 55, 110);
const QColor kHighlightFill(60, 130, 230, 80);
const QColor kHighlightLine(40, 100, 210, 220);

// Zoom (scene-to-device scale) from which the printed labels are legible.
constexpr double kLabelDetail = 1.25;
} // namespace

HexMapBoard::HexMapBoard(QGraphicsItem* parent) : QGraphicsItem(parent)
{
    setFlag(ItemUsesExtendedStyleOption);
    setZValue(-10);
}

void HexMapBoard::setGround(const HexMap& map, const QSet<HexCoord>& fire, const QSet<HexCoord>& shadow)
{
    prepareGeometryChange();
    m_map = map;
    m_hexes = map.allHexes();
    m_fire = fire;
    m_shadow = shadow;
    QRectF bounds;
    for (const HexCoord& h : std::as_const(m_hexes))
        bounds |= G::polygon(h).boundingRect();
    m_bounds = bounds.adjusted(-4, -4, 4, 4);
    update();
}

void HexMapBoard::setArcs(const QList<HexCoord>& front, const QList<HexCoord>& side, const QList<HexCoord>& rear)
{
    m_front = front;
    m_side = side;
    m_rear = rear;
    update();
}

void HexMapBoard::setHighlighted(const QList<HexCoord>& hexes)
{
    m_highlighted = hexes;
    update();
}

void HexMapBoard::setMegahexesShown(bool shown)
{
    m_megahexes = shown;
    update();
}

QRectF HexMapBoard::boundingRect() const { return m_bounds; }

void HexMapBoard::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const QRectF exposed = option->exposedRect.isValid() ? option->exposedRect : m_bounds;
    painter->setRenderHint(QPainter::Antialiasing);
    paintGround(painter, exposed);
    paintOverlays(painter);
    if (m_megahexes)
        paintMegahexes(painter, exposed);
    if (option->levelOfDetailFromTransform(painter->worldTransform()) >= kLabelDetail)
        paintLabels(painter, exposed);
}

void HexMapBoard::paintGround(QPainter* painter, const QRectF& exposed) const
{
    const bool tunnel = m_map.kind() == HexMap::Kind::Tunnel;
    const QPen grid(kGridLine, 0.9);
    const Megahex& mega = m_map.megahexes();
    for (const HexCoord& h : m_hexes) {
        const QPolygonF poly = G::polygon(h);
        if (!poly.boundingRect().intersects(exposed))
            continue;
        const HexCoord index = mega.indexOf(h);
        QBrush brush(kGround[m_megahexes ? ((index.q - index.r) % 3 + 3) % 3 : 0]);
        if (m_map.isWall(h))
            brush = m_map.isCreatedWall(h) ? QBrush(kCreatedWall) : QBrush(kWall);
        else if (tunnel && !m_map.tunnelHexes().contains(h))
            brush = QBrush(kRock);
        painter->setPen(grid);
        painter->setBrush(brush);
        painter->drawPolygon(poly);
        if (m_map.isWall(h)) {
            // A raised block: a lighter inner rim.
            painter->setPen(QPen(QColor(0x7a7a7a), 2.0));
            painter->setBrush(Qt::NoBrush);
            painter->drawPolygon(G::polygon(h, 0.8));
        }
        if (m_map.isCreatedWall(h)) {
            // A Wall spell's wall: cross-hatched, so the GM sees that Lightning can blast it.
            painter->setPen(Qt::NoPen);
            painter->setBrush(QBrush(QColor(0x4a4d55), Qt::DiagCrossPattern));
            painter->drawPolygon(poly);
        }
        if (m_fire.contains(h)) {
            const QPointF c = G::centre(h);
            QRadialGradient flame(c, G::radius);
            flame.setColorAt(0.0, QColor(255, 214, 80, 235));
            flame.setColorAt(0.55, QColor(242, 120, 30, 225));
            flame.setColorAt(1.0, QColor(196, 40, 24, 225));
            painter->setPen(Qt::NoPen);
            painter->setBrush(flame);
            painter->drawPolygon(G::polygon(h, 0.97));
        }
        if (m_shadow.contains(h)) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(kShadow);
            painter->drawPolygon(poly);
        }
    }
}

void HexMapBoard::paintOverlays(QPainter* painter) const
{
    const auto tint = [&](const QList<HexCoord>& hexes, const QColor& colour) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour);
        for (const HexCoord& h : hexes) {
            if (m_map.contains(h))
                painter->drawPolygon(G::polygon(h, 0.94));
        }
    };
    tint(m_front, kFront);
    tint(m_side, kSide);
    tint(m_rear, kRear);
    if (m_highlighted.isEmpty())
        return;
    painter->setPen(QPen(kHighlightLine, 2.0));
    painter->setBrush(kHighlightFill);
    for (const HexCoord& h : m_highlighted) {
        if (m_map.contains(h))
            painter->drawPolygon(G::polygon(h, 0.86));
    }
}

void HexMapBoard::paintMegahexes(QPainter* painter, const QRectF& exposed) const
{
    // A megahex boundary is any hex edge whose two sides belong to different megahexes; the map's own
    // border is drawn with the same weight so the megahexes cut by it read as closed shapes.
    const Megahex& mega = m_map.megahexes();
    QPen pen(kMegahexLine, 2.4);
    pen.setCapStyle(Qt::RoundCap);
    painter->setPen(pen);
    for (const HexCoord& h : m_hexes) {
        if (!G::polygon(h).boundingRect().intersects(exposed))
            continue;
        const HexCoord centre = mega.centreOf(h);
        for (int d = 0; d < HexCoord::directionCount; ++d) {
            const HexCoord n = h.neighbour(d);
            const bool inside = m_map.contains(n);
            // Draw a shared edge only once: from the hex with the smaller coordinate.
            if (inside && !(h < n))
                continue;
            if (!inside || mega.centreOf(n) != centre)
                painter->drawLine(G::edge(h, d));
        }
    }
}

void HexMapBoard::paintLabels(QPainter* painter, const QRectF& exposed) const
{
    QFont font = painter->font();
    font.setPixelSize(8);
    painter->setFont(font);
    for (const HexCoord& h : m_hexes) {
        const QPolygonF poly = G::polygon(h);
        if (!poly.boundingRect().intersects(exposed))
            continue;
        const bool dark = m_map.isWall(h) || m_shadow.contains(h)
                          || (m_map.kind() == HexMap::Kind::Tunnel && !m_map.tunnelHexes().contains(h));
        painter->setPen(dark ? QColor(210, 205, 195) : QColor(0x8c7c5c));
        const QPointF c = G::centre(h);
        const QRectF box(c.x() - G::radius / 2, c.y() - G::radius * 0.84, G::radius, 10);
        painter->drawText(box, Qt::AlignHCenter | Qt::AlignTop, G::printedLabel(h));
    }
}

} // namespace hk
