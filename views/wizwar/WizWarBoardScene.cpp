#include "wizwar/WizWarBoardScene.h"

#include "wizwar/WizWarSnapshot.h"
#include "wizwar/WizWarText.h"
#include "main/StatusColors.h"

#include <QApplication>
#include <QFont>
#include <QGraphicsEllipseItem>
#include <QGraphicsSceneMouseEvent>
#include <QPalette>
#include <QPen>
#include <QSet>

namespace hk {

using wizwar::Barrier;
using wizwar::Direction;
using wizwar::EdgeKey;
using wizwar::Square;

namespace {

constexpr int WizardType = QGraphicsItem::UserType + 19;

QColor paletteColour(QPalette::ColorRole role)
{
    return QApplication::palette().color(role);
}

// A wizard's disc. Why its own item: the active wizard is dragged, and where it is let go is a move.
class WizardDisc : public QGraphicsEllipseItem
{
public:
    WizardDisc(WizWarBoardScene* scene, int seat, qreal radius) : QGraphicsEllipseItem(-radius, -radius, 2 * radius, 2 * radius), m_scene(scene), m_seat(seat) {}
    int type() const override { return WizardType; }
    int seat() const { return m_seat; }

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override
    {
        m_start = pos();
        QGraphicsEllipseItem::mousePressEvent(event);
    }
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override
    {
        QGraphicsEllipseItem::mouseReleaseEvent(event);
        if (!(flags() & ItemIsMovable))
            return;
        const std::optional<Square> to = m_scene->squareAt(pos());
        const std::optional<Square> from = m_scene->squareAt(m_start);
        setPos(m_start); // the page redraws the wizard where the engine put him
        if (!to || to == from)
            return;
        // Told after this event: the page redraws the scene, which deletes this item.
        QMetaObject::invokeMethod(m_scene, [scene = m_scene, seat = m_seat, square = *to] {
            Q_EMIT scene->wizardDropped(seat, square);
        }, Qt::QueuedConnection);
    }

private:
    WizWarBoardScene* m_scene;
    int m_seat;
    QPointF m_start;
};

// "Wall of Fire" → "WoF": a marker's label that fits a square; the tooltip carries the whole name.
QString initials(const QString& name)
{
    const QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() == 1)
        return name.left(4);
    QString out;
    for (const QString& w : words)
        out.append(w.at(0));
    return out.left(4);
}

QPolygonF diamond(QPointF c, qreal r)
{
    return QPolygonF({c + QPointF(0, -r), c + QPointF(r, 0), c + QPointF(0, r), c + QPointF(-r, 0)});
}

} // namespace

WizWarBoardScene::WizWarBoardScene(QObject* parent) : QGraphicsScene(parent) {}

QColor WizWarBoardScene::doorColour()
{
    return StatusColors::darkPalette() ? QColor(0xc0, 0x8a, 0x50) : QColor(0x8d, 0x5a, 0x2b);
}

QPointF WizWarBoardScene::centre(Square s) const
{
    return {(s.x + 0.5) * Cell, (s.y + 0.5) * Cell};
}

std::optional<Square> WizWarBoardScene::squareAt(QPointF p) const
{
    if (p.x() < 0 || p.y() < 0)
        return std::nullopt;
    const Square s{int(p.x() / Cell), int(p.y() / Cell)};
    if (s.x >= m_width || s.y >= m_height)
        return std::nullopt;
    return s;
}

std::optional<Square> WizWarBoardScene::wizardSquare(int seat) const
{
    for (QGraphicsItem* item : items())
        if (item->type() == WizardType && static_cast<WizardDisc*>(item)->seat() == seat)
            return squareAt(item->pos());
    return std::nullopt;
}

void WizWarBoardScene::clearBoard()
{
    clear();
    m_pendingItem = nullptr;
    m_width = m_height = 0;
    setSceneRect(QRectF());
}

void WizWarBoardScene::show(const WizWarSnapshot& game, int draggableSeat)
{
    clear();
    const wizwar::Board board = game.board();
    m_width = board.width();
    m_height = board.height();
    setSceneRect(-Margin, -Margin, m_width * Cell + 2 * Margin, m_height * Cell + 2 * Margin);
    drawSquares(game, board);
    drawEdges(board);
    drawColumns(board);
    drawLabels(board);
    drawObjects(game, board);
    drawTreasures(game);
    drawWizards(game, draggableSeat);
    drawPortals(game);
    m_pendingItem = nullptr;
    drawPendingPortal();
}

void WizWarBoardScene::drawSquares(const WizWarSnapshot& game, const wizwar::Board& board)
{
    const QPen grid(paletteColour(QPalette::Mid), 0.8);
    const QBrush floor(paletteColour(QPalette::Base));
    for (int y = 0; y < m_height; ++y)
        for (int x = 0; x < m_width; ++x)
            if (board.contains({x, y}))
                addRect(x * Cell, y * Cell, Cell, Cell, grid, floor)->setZValue(0);
    const QList<wizwar::Seat>& seats = game.state().seats;
    for (int i = 0; i < seats.size(); ++i) {
        const QString& key = seats.at(i).colour;
        QColor tint = WizWarText::colour(key);
        tint.setAlpha(110);
        const Square home = board.homeBase(seats.at(i).placement);
        auto* base = addRect(home.x * Cell, home.y * Cell, Cell, Cell, QPen(Qt::NoPen), tint);
        base->setZValue(1);
        base->setToolTip(tr("%1's home base").arg(seats.at(i).name));
        for (const Square t : board.treasureStarts(seats.at(i).placement)) {
            QPen dotted(WizWarText::colour(key), 1.5, Qt::DotLine);
            auto* mark = addPolygon(diamond(QPointF((t.x + 0.22) * Cell, (t.y + 0.22) * Cell), Cell * 0.14), dotted);
            mark->setZValue(2);
            mark->setToolTip(tr("Treasure start square (%1)").arg(seats.at(i).name));
        }
    }
}

QLineF WizWarBoardScene::line(const EdgeKey& e) const
{
    const qreal x = e.x * Cell;
    const qreal y = e.y * Cell;
    switch (e.dir) {
    case Direction::North:
        return {x, y, x + Cell, y};
    case Direction::South:
        return {x, y + Cell, x + Cell, y + Cell};
    case Direction::West:
        return {x, y, x, y + Cell};
    case Direction::East:
        return {x + Cell, y, x + Cell, y + Cell};
    }
    return {};
}

void WizWarBoardScene::drawEdges(const wizwar::Board& board)
{
    QSet<EdgeKey> seen;
    for (int y = 0; y < m_height; ++y)
        for (int x = 0; x < m_width; ++x) {
            if (!board.contains({x, y}))
                continue;
            for (const Direction d : {Direction::North, Direction::East, Direction::South, Direction::West}) {
                const EdgeKey e = board.edge({x, y}, d);
                if (!seen.contains(e)) {
                    seen.insert(e);
                    drawEdge(board, e);
                }
            }
        }
}

void WizWarBoardScene::drawEdge(const wizwar::Board& board, const EdgeKey& e)
{
    const QLineF l = line(e);
    const QColor ink = paletteColour(QPalette::WindowText);
    QGraphicsLineItem* item = nullptr;
    switch (board.barrier(e)) {
    case Barrier::None:
        break;
    case Barrier::StoneWall:
    case Barrier::OuterWall:
        item = addLine(l, QPen(ink, board.barrier(e) == Barrier::OuterWall ? 6 : 5, Qt::SolidLine, Qt::SquareCap));
        item->setToolTip(tr("Stone wall %1").arg(e.name()));
        break;
    case Barrier::Door: {
        // A door: brown, with a gap at each end where it meets the walls.
        item = addLine(QLineF(l.pointAt(0.18), l.pointAt(0.82)), QPen(doorColour(), 6, Qt::SolidLine, Qt::FlatCap));
        item->setToolTip(tr("Door %1").arg(e.name()));
        break;
    }
    case Barrier::CreatedWall:
        item = addLine(l, QPen(paletteColour(QPalette::Highlight), 5, Qt::SolidLine, Qt::SquareCap));
        item->setToolTip(tr("Wall made by a spell %1").arg(e.name()));
        break;
    case Barrier::DestroyedWall:
        item = addLine(l, QPen(ink, 2, Qt::DashLine, Qt::FlatCap));
        item->setToolTip(tr("Destroyed wall %1").arg(e.name()));
        break;
    }
    if (item)
        item->setZValue(3);
    const int cracks = board.edgeStates().value(e).cracks;
    if (cracks > 0 && !board.edgeStates().value(e).destroyed) {
        auto* text = addSimpleText(QStringLiteral("×%1").arg(cracks));
        text->setBrush(StatusColors::problem());
        QFont f = text->font();
        f.setBold(true);
        f.setPointSizeF(7.5);
        text->setFont(f);
        text->setPos(l.center() + QPointF(3, 1));
        text->setZValue(6);
        text->setToolTip(tr("%n crack(s) in %1", nullptr, cracks).arg(e.name()));
    }
}

void WizWarBoardScene::drawColumns(const wizwar::Board& board)
{
    const QBrush ink(paletteColour(QPalette::WindowText));
    for (int cy = 0; cy <= m_height; ++cy)
        for (int cx = 0; cx <= m_width; ++cx)
            if (board.columnAt(cx, cy))
                addRect(cx * Cell - 4, cy * Cell - 4, 8, 8, QPen(Qt::NoPen), ink)->setZValue(4);
}

void WizWarBoardScene::drawLabels(const wizwar::Board& board)
{
    Q_UNUSED(board);
    const QColor ink = paletteColour(QPalette::WindowText);
    auto label = [&](const QString& text, QPointF centre) {
        auto* item = addSimpleText(text);
        item->setBrush(ink);
        const QRectF r = item->boundingRect();
        item->setPos(centre - QPointF(r.width() / 2, r.height() / 2));
    };
    for (int x = 0; x < m_width; ++x) {
        const QString letter = Square{x, 0}.name().left(1);
        label(letter, {(x + 0.5) * Cell, -Margin / 2});
        label(letter, {(x + 0.5) * Cell, m_height * Cell + Margin / 2});
    }
    for (int y = 0; y < m_height; ++y) {
        const QString number = QString::number(y + 1);
        label(number, {-Margin / 2, (y + 0.5) * Cell});
        label(number, {m_width * Cell + Margin / 2, (y + 0.5) * Cell});
    }
}

void WizWarBoardScene::drawObjects(const WizWarSnapshot& game, const wizwar::Board& board)
{
    Q_UNUSED(board);
    const QColor ink = paletteColour(QPalette::WindowText);
    const QList<wizwar::Seat>& seats = game.state().seats;
    for (const wizwar::BoardObject& o : game.state().objects) {
        const QString name = game.cardName(o.card);
        const QPointF at = o.onEdge ? line(o.edge).center() : centre(o.square) + QPointF(0, Cell * 0.3);
        auto* text = addSimpleText(initials(name));
        QFont f = text->font();
        f.setPointSizeF(7);
        text->setFont(f);
        text->setBrush(ink);
        const QRectF tb = text->boundingRect();
        const QRectF box(at.x() - tb.width() / 2 - 2, at.y() - tb.height() / 2, tb.width() + 4, tb.height());
        QColor fill = paletteColour(QPalette::AlternateBase);
        auto* marker = o.dropped ? static_cast<QAbstractGraphicsShapeItem*>(addRect(box, QPen(ink, 1), fill))
                                 : addEllipse(box.adjusted(-2, -1, 2, 1), QPen(ink, 1, Qt::DashLine), fill);
        marker->setZValue(7);
        text->setPos(box.topLeft() + QPointF(2, 0));
        text->setZValue(8);
        const QString owner = o.maintainer >= 0 && o.maintainer < seats.size() ? seats.at(o.maintainer).name : QString();
        const QString tip = o.dropped ? tr("%1 (dropped item)").arg(name)
                                      : owner.isEmpty() ? name : tr("%1 (kept up by %2)").arg(name, owner);
        marker->setToolTip(tip);
        text->setToolTip(tip);
    }
}

void WizWarBoardScene::drawTreasures(const WizWarSnapshot& game)
{
    const QList<wizwar::Seat>& seats = game.state().seats;
    const QPen outline(paletteColour(QPalette::WindowText), 1);
    for (const wizwar::Treasure& t : game.state().treasures) {
        if (t.carriedBy >= 0 || t.owner < 0 || t.owner >= seats.size())
            continue; // a carried one is drawn on its carrier's disc
        const QPointF at(t.square.x * Cell + Cell * 0.78, t.square.y * Cell + Cell * 0.22);
        auto* item = addPolygon(diamond(at, Cell * 0.14), outline, WizWarText::colour(seats.at(t.owner).colour));
        item->setZValue(9);
        item->setToolTip(tr("%1's treasure").arg(seats.at(t.owner).name));
    }
}

void WizWarBoardScene::drawWizards(const WizWarSnapshot& game, int draggableSeat)
{
    const QList<wizwar::Seat>& seats = game.state().seats;
    const QColor ink = paletteColour(QPalette::WindowText);
    for (int i = 0; i < seats.size(); ++i) {
        const wizwar::Seat& s = seats.at(i);
        if (!s.alive || !s.at.isValid())
            continue;
        auto* disc = new WizardDisc(this, i, Cell * 0.32);
        disc->setPen(QPen(ink, i == draggableSeat ? 3 : 1.5));
        disc->setBrush(WizWarText::colour(s.colour));
        disc->setPos(centre(s.at));
        disc->setZValue(i == draggableSeat ? 21 : 20);
        disc->setToolTip(i == draggableSeat ? tr("%1: drag to a square to move").arg(s.name) : s.name);
        if (i == draggableSeat) {
            disc->setFlag(QGraphicsItem::ItemIsMovable);
            disc->setCursor(Qt::OpenHandCursor);
        }
        addItem(disc);
        auto* initial = new QGraphicsSimpleTextItem(s.name.left(1).toUpper(), disc);
        QFont f = initial->font();
        f.setBold(true);
        f.setPointSizeF(11);
        initial->setFont(f);
        initial->setBrush(WizWarText::textOn(s.colour));
        const QRectF r = initial->boundingRect();
        initial->setPos(-r.width() / 2, -r.height() / 2);
        for (const wizwar::Treasure& t : game.state().treasures) {
            if (t.carriedBy != i || t.owner < 0 || t.owner >= seats.size())
                continue;
            auto* carried = new QGraphicsPolygonItem(diamond(QPointF(Cell * 0.26, -Cell * 0.26), Cell * 0.12), disc);
            carried->setPen(QPen(ink, 1));
            carried->setBrush(WizWarText::colour(seats.at(t.owner).colour));
            carried->setToolTip(tr("%1 carries %2's treasure").arg(s.name, seats.at(t.owner).name));
        }
    }
}

} // namespace hk
