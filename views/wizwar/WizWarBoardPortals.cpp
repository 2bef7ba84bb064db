// The board scene's portals: the pairs drawn on the board's edge and the portal editor's clicks on a side.
#include "wizwar/WizWarBoardScene.h"

#include "wizwar/WizWarSnapshot.h"
#include "main/StatusColors.h"

#include <QApplication>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QPalette>
#include <QPen>

namespace hk {

using wizwar::Direction;
using wizwar::Square;

QColor WizWarBoardScene::portalColour(int pair)
{
    // Purple as in the book's example (l.529–530), then orange: two colours that stay apart in light and dark.
    const bool dark = StatusColors::darkPalette();
    if (pair % 2 == 0)
        return dark ? QColor(0xc3, 0x8b, 0xe8) : QColor(0x7b, 0x2c, 0xa8);
    return dark ? QColor(0xf2, 0xa6, 0x4b) : QColor(0xc4, 0x62, 0x0c);
}

QPointF WizWarBoardScene::sideCentre(Square s, Direction d) const
{
    const QPointF c = centre(s);
    switch (d) {
    case Direction::North: return c + QPointF(0, -Cell / 2);
    case Direction::East: return c + QPointF(Cell / 2, 0);
    case Direction::South: return c + QPointF(0, Cell / 2);
    case Direction::West: return c + QPointF(-Cell / 2, 0);
    }
    return c;
}

std::optional<WizWarBoardScene::SquareSide> WizWarBoardScene::sideAt(QPointF p) const
{
    if (m_width <= 0 || m_height <= 0)
        return std::nullopt;
    // In the margin: the outer square beside it, and its side facing the margin.
    if (p.x() < 0 || p.y() < 0 || p.x() >= m_width * Cell || p.y() >= m_height * Cell) {
        const Square s{qBound(0, int(std::floor(p.x() / Cell)), m_width - 1), qBound(0, int(std::floor(p.y() / Cell)), m_height - 1)};
        if (p.x() < 0 && p.y() >= 0 && p.y() < m_height * Cell)
            return SquareSide{s, Direction::West};
        if (p.x() >= m_width * Cell && p.y() >= 0 && p.y() < m_height * Cell)
            return SquareSide{s, Direction::East};
        if (p.y() < 0 && p.x() >= 0 && p.x() < m_width * Cell)
            return SquareSide{s, Direction::North};
        if (p.y() >= m_height * Cell && p.x() >= 0 && p.x() < m_width * Cell)
            return SquareSide{s, Direction::South};
        return std::nullopt;
    }
    const std::optional<Square> s = squareAt(p);
    if (!s)
        return std::nullopt;
    const qreal fx = p.x() / Cell - s->x, fy = p.y() / Cell - s->y;
    const qreal distances[4] = {fy, 1 - fx, 1 - fy, fx}; // north, east, south, west
    int nearest = 0;
    for (int d = 1; d < 4; ++d)
        if (distances[d] < distances[nearest])
            nearest = d;
    if (distances[nearest] > 1.0 / 3)
        return std::nullopt;
    return SquareSide{*s, Direction(nearest)};
}

void WizWarBoardScene::setPortalEditing(bool on)
{
    m_portalEditing = on;
    if (!on)
        setPendingPortal(std::nullopt);
}

void WizWarBoardScene::setPendingPortal(std::optional<SquareSide> end)
{
    m_pendingPortal = end;
    if (m_pendingItem) {
        removeItem(m_pendingItem);
        delete m_pendingItem;
        m_pendingItem = nullptr;
    }
    drawPendingPortal();
}

void WizWarBoardScene::drawPendingPortal()
{
    if (!m_pendingPortal || m_width <= 0)
        return;
    const QPointF c = sideCentre(m_pendingPortal->first, m_pendingPortal->second);
    auto* ring = addEllipse(QRectF(c - QPointF(Cell * 0.3, Cell * 0.3), QSizeF(Cell * 0.6, Cell * 0.6)),
                            QPen(QApplication::palette().color(QPalette::Highlight), 3, Qt::DashLine));
    ring->setZValue(31);
    ring->setToolTip(tr("The first end of a new pair of portals: click the second"));
    m_pendingItem = ring;
}

void WizWarBoardScene::drawPortals(const WizWarSnapshot& game)
{
    const QList<wizwar::PortalLink>& portals = game.state().portals;
    const QColor ink = QApplication::palette().color(QPalette::WindowText);
    for (int pair = 0; pair < portals.size(); ++pair) {
        const wizwar::PortalLink& link = portals.at(pair);
        const QString tip = tr("Portal pair %1: %2 %3 ⇄ %4 %5")
                                .arg(pair + 1)
                                .arg(link.from.name(), wizwar::directionLetter(link.fromSide), link.to.name(),
                                     wizwar::directionLetter(link.toSide));
        for (const auto& [square, side] : {SquareSide{link.from, link.fromSide}, SquareSide{link.to, link.toSide}}) {
            const QPointF c = sideCentre(square, side);
            const bool across = side == Direction::North || side == Direction::South;
            const QSizeF size = across ? QSizeF(Cell * 0.7, 10) : QSizeF(10, Cell * 0.7);
            auto* marker = addRect(QRectF(c - QPointF(size.width() / 2, size.height() / 2), size), QPen(ink, 1),
                                   portalColour(pair));
            marker->setZValue(30);
            marker->setToolTip(tip);
            marker->setData(0, QStringLiteral("portal"));
        }
    }
}

void WizWarBoardScene::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    if (!m_portalEditing || event->button() != Qt::LeftButton) {
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    event->accept();
    if (const std::optional<SquareSide> side = sideAt(event->scenePos()))
        // Told after this event: the page may redraw the scene.
        QMetaObject::invokeMethod(this, [this, side = *side] { Q_EMIT sideClicked(side.first, side.second); },
                                  Qt::QueuedConnection);
}

} // namespace hk
