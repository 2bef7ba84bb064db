#include "wizwar/WizWarSectorScene.h"

#include "wizwar/WizWarBoardScene.h"
#include "wizwar/WizWarSectorDraft.h"

#include <QApplication>
#include <QFont>
#include <QGraphicsItem>
#include <QGraphicsSceneMouseEvent>
#include <QPalette>
#include <QPen>

#include <cmath>

namespace hk {

using wizwar::Direction;
using wizwar::SectorMap;
using wizwar::Side;

namespace {

constexpr int Size = SectorMap::Size;
constexpr qreal Reach = 0.3; // how near a line or corner a click must be, in squares

QColor paletteColour(QPalette::ColorRole role)
{
    return QApplication::palette().color(role);
}

QLineF lineOf(int x, int y, Direction d)
{
    const qreal c = WizWarSectorScene::Cell;
    const QPointF tl(x * c, y * c);
    switch (d) {
    case Direction::North:
        return {tl, tl + QPointF(c, 0)};
    case Direction::South:
        return {tl + QPointF(0, c), tl + QPointF(c, c)};
    case Direction::West:
        return {tl, tl + QPointF(0, c)};
    case Direction::East:
        return {tl + QPointF(c, 0), tl + QPointF(c, c)};
    }
    return {};
}

QPolygonF diamond(QPointF c, qreal r)
{
    return QPolygonF({c + QPointF(0, -r), c + QPointF(r, 0), c + QPointF(0, r), c + QPointF(-r, 0)});
}

} // namespace

WizWarSectorScene::WizWarSectorScene(QObject* parent) : QGraphicsScene(parent)
{
    setSceneRect(-Margin, -Margin, Size * Cell + 2 * Margin, Size * Cell + 2 * Margin);
}

QPointF WizWarSectorScene::lineCentre(int x, int y, Direction d)
{
    return lineOf(x, y, d).center();
}

std::optional<WizWarSectorScene::Line> WizWarSectorScene::lineAt(QPointF p)
{
    const qreal fx = p.x() / Cell, fy = p.y() / Cell;
    const qreal dx = std::abs(fx - std::round(fx)), dy = std::abs(fy - std::round(fy));
    const int gx = int(std::round(fx)), gy = int(std::round(fy));
    const int col = int(std::floor(fx)), row = int(std::floor(fy));
    if (dx <= dy && dx < Reach && gx >= 0 && gx <= Size && row >= 0 && row < Size) // a line between columns
        return gx < Size ? Line{gx, row, Direction::West} : Line{Size - 1, row, Direction::East};
    if (dy < Reach && gy >= 0 && gy <= Size && col >= 0 && col < Size) // a line between rows
        return gy < Size ? Line{col, gy, Direction::North} : Line{col, Size - 1, Direction::South};
    return std::nullopt;
}

std::optional<std::pair<int, int>> WizWarSectorScene::squareAt(QPointF p)
{
    const int x = int(std::floor(p.x() / Cell)), y = int(std::floor(p.y() / Cell));
    if (x < 0 || y < 0 || x >= Size || y >= Size)
        return std::nullopt;
    return std::pair{x, y};
}

std::optional<std::pair<int, int>> WizWarSectorScene::cornerAt(QPointF p)
{
    const qreal fx = p.x() / Cell, fy = p.y() / Cell;
    const int cx = int(std::round(fx)), cy = int(std::round(fy));
    if (std::abs(fx - cx) > Reach + 0.1 || std::abs(fy - cy) > Reach + 0.1 || cx < 0 || cy < 0 || cx > Size || cy > Size)
        return std::nullopt;
    return std::pair{cx, cy};
}

void WizWarSectorScene::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const QPointF p = event->scenePos();
    switch (m_tool) {
    case Tool::Lines:
        if (const std::optional<Line> l = lineAt(p))
            Q_EMIT lineClicked(l->x, l->y, l->dir);
        break;
    case Tool::Home:
    case Tool::Treasure:
        if (const auto s = squareAt(p))
            Q_EMIT squareClicked(s->first, s->second);
        break;
    case Tool::Column:
        if (const auto c = cornerAt(p))
            Q_EMIT cornerClicked(c->first, c->second);
        break;
    }
    event->accept();
}

void WizWarSectorScene::draw(const WizWarSectorDraft& draft, const QColor& colour)
{
    clear();
    setBackgroundBrush(paletteColour(QPalette::Window)); // the squares in the Base colour stand out
    drawSquares(draft, colour);
    drawLines(draft);
    drawColumns(draft);
    drawLabels();
}

void WizWarSectorScene::drawSquares(const WizWarSectorDraft& draft, const QColor& colour)
{
    const QPen grid(paletteColour(QPalette::Mid), 0.8);
    const QBrush floor(paletteColour(QPalette::Base));
    for (int y = 0; y < Size; ++y)
        for (int x = 0; x < Size; ++x)
            addRect(x * Cell, y * Cell, Cell, Cell, grid, floor)->setToolTip(wizwar::Square{x, y}.name());
    QColor tint = colour;
    tint.setAlpha(110);
    const auto [hx, hy] = draft.home();
    auto* home = addRect(hx * Cell, hy * Cell, Cell, Cell, QPen(Qt::NoPen), tint);
    home->setZValue(1);
    home->setToolTip(tr("Home base %1").arg(wizwar::Square{hx, hy}.name()));
    auto* letter = addSimpleText(tr("H", "the home base's mark on the sector editor"));
    QFont f = letter->font();
    f.setBold(true);
    f.setPointSizeF(13);
    letter->setFont(f);
    letter->setBrush(paletteColour(QPalette::Text));
    letter->setPos(squareCentre(hx, hy) - letter->boundingRect().center());
    letter->setZValue(2);
    for (const auto& [tx, ty] : draft.treasureStarts()) {
        auto* mark = addPolygon(diamond(squareCentre(tx, ty), Cell * 0.2), QPen(colour, 2.5), Qt::NoBrush);
        mark->setZValue(2);
        mark->setToolTip(tr("Treasure start square %1").arg(wizwar::Square{tx, ty}.name()));
    }
}

void WizWarSectorScene::drawLines(const WizWarSectorDraft& draft)
{
    const QColor ink = paletteColour(QPalette::WindowText);
    auto drawOne = [&](int x, int y, Direction d) {
        const QLineF l = lineOf(x, y, d);
        const QString name = wizwar::EdgeKey{x, y, d}.name();
        QGraphicsLineItem* item = nullptr;
        if (draft.side(x, y, d) == Side::Wall) {
            item = addLine(l, QPen(ink, 5, Qt::SolidLine, Qt::SquareCap));
            item->setToolTip(tr("Wall %1").arg(name));
        } else if (draft.side(x, y, d) == Side::Door) {
            item = addLine(QLineF(l.pointAt(0.18), l.pointAt(0.82)),
                           QPen(WizWarBoardScene::doorColour(), 6, Qt::SolidLine, Qt::FlatCap));
            item->setToolTip(tr("Door %1").arg(name));
        }
        if (item)
            item->setZValue(3);
    };
    // Every line once: the north and west side of each square, and the south and east edge of the sector.
    for (int y = 0; y < Size; ++y)
        for (int x = 0; x < Size; ++x) {
            drawOne(x, y, Direction::North);
            drawOne(x, y, Direction::West);
        }
    for (int i = 0; i < Size; ++i) {
        drawOne(i, Size - 1, Direction::South);
        drawOne(Size - 1, i, Direction::East);
    }
}

void WizWarSectorScene::drawColumns(const WizWarSectorDraft& draft)
{
    const QBrush ink(paletteColour(QPalette::WindowText));
    for (int cy = 0; cy <= Size; ++cy)
        for (int cx = 0; cx <= Size; ++cx) {
            if (!draft.columnAt(cx, cy))
                continue;
            auto* column = addRect(cx * Cell - 4, cy * Cell - 4, 8, 8, QPen(Qt::NoPen), ink);
            column->setZValue(4);
            if (draft.freeColumn(cx, cy))
                column->setToolTip(tr("Free-standing column"));
        }
}

void WizWarSectorScene::drawLabels()
{
    const QColor ink = paletteColour(QPalette::WindowText);
    auto label = [&](const QString& text, QPointF centre) {
        auto* item = addSimpleText(text);
        item->setBrush(ink);
        item->setPos(centre - item->boundingRect().center());
    };
    for (int i = 0; i < Size; ++i) {
        const QString letter = wizwar::Square{i, 0}.name().left(1);
        const QString number = QString::number(i + 1);
        label(letter, {(i + 0.5) * Cell, -Margin / 2});
        label(letter, {(i + 0.5) * Cell, Size * Cell + Margin / 2});
        label(number, {-Margin / 2, (i + 0.5) * Cell});
        label(number, {Size * Cell + Margin / 2, (i + 0.5) * Cell});
    }
}

} // namespace hk
