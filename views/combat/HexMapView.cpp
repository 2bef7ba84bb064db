#include "combat/HexMapView.h"

#include "combat/FigureItem.h"
#include "combat/Footprint.h"
#include "combat/HexMapBoard.h"
#include "combat/HexMapGeometry.h"
#include "combat/HexMapLabelItem.h"

#include <QApplication>
#include <QGraphicsPathItem>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace hk {

namespace G = HexMapGeometry;

namespace {
constexpr double kMinZoom = 0.15;
constexpr double kMaxZoom = 8.0;
constexpr double kSceneMargin = 24.0;
constexpr int kFigureMarginHexes = 3;    // room around the fight when zoomed to the figures…
constexpr int kMinFigureMarginHexes = 2; // …or a little less on a small view
constexpr double kReadableZoom = 0.8;    // a counter's 12 px name is still easy to read
constexpr double kMaxFitZoom = 1.6;      // counters and hex labels readable without filling the screen
} // namespace

HexMapView::HexMapView(QWidget* parent) : QGraphicsView(parent), m_scene(new QGraphicsScene(this))
{
    m_board = new HexMapBoard;
    m_scene->addItem(m_board);
    setScene(m_scene);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setDragMode(QGraphicsView::NoDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setBackgroundBrush(QColor(0x202328));
    setFrameShape(QFrame::NoFrame);
    setMinimumSize(240, 180);
    setState(CombatState{});
}

HexMapView::~HexMapView() = default;

void HexMapView::setState(const CombatState& state)
{
    if (m_gesture == Gesture::Drag)
        endDrag(false);
    if (m_gesture == Gesture::Press)
        m_gesture = Gesture::None;
    m_state = state;
    m_board->setGround(m_state.map, m_state.fire, m_state.shadow);
    m_scene->setSceneRect(m_board->boundingRect().adjusted(-kSceneMargin, -kSceneMargin, kSceneMargin, kSceneMargin));
    rebuildFigures();
    if (m_autoFit == AutoFit::All)
        fitAll();
}

void HexMapView::rebuildFigures()
{
    for (FigureItem* item : std::as_const(m_items)) {
        m_scene->removeItem(item);
        delete item;
    }
    m_items.clear();
    for (const EncounterFigure& f : std::as_const(m_state.figures)) {
        if (!f.placed || (m_player && f.hidden))
            continue;
        FigureLook look;
        look.gmView = !m_player;
        look.selected = f.body.id == m_selected;
        look.secretConditions = m_secretConditions;
        if (!m_player && !f.master.isEmpty()) {
            const EncounterFigure* master = m_state.figure(f.master);
            look.masterName = master ? master->body.name : f.master;
        }
        auto* item = new FigureItem(f, look);
        m_scene->addItem(item);
        m_items.insert(f.body.id, item);
    }
    if (!m_items.contains(m_selected))
        m_selected.clear();
    updateArcs();
}

void HexMapView::setSelected(const QString& id)
{
    m_selected = m_items.contains(id) ? id : QString();
    for (FigureItem* item : std::as_const(m_items))
        item->setSelectedLook(item->id() == m_selected);
    updateArcs();
}

void HexMapView::updateArcs()
{
    const FigureItem* item = m_items.value(m_selected);
    if (!item) {
        m_board->setArcs({}, {}, {});
        return;
    }
    setArcsFor(item->body(), item->body().position);
}

void HexMapView::setArcsFor(const CombatFigure& b, const HexCoord& anchor)
{
    m_board->setArcs(Footprint::hexesInArc(b.shape, anchor, b.facing, Arc::Front),
                     Footprint::hexesInArc(b.shape, anchor, b.facing, Arc::Side),
                     Footprint::hexesInArc(b.shape, anchor, b.facing, Arc::Rear));
}

void HexMapView::setHighlightedHexes(const QList<HexCoord>& hexes)
{
    m_highlighted = hexes;
    m_board->setHighlighted(hexes);
}

void HexMapView::setMegahexesShown(bool shown)
{
    m_board->setMegahexesShown(shown);
}

void HexMapView::setPlayerView(bool player)
{
    if (m_player == player)
        return;
    if (m_gesture == Gesture::Drag)
        endDrag(false);
    m_player = player;
    rebuildFigures();
}

void HexMapView::setMovementAllowance(const QString& id, int hexes)
{
    if (hexes < 0)
        m_allowance.remove(id);
    else
        m_allowance.insert(id, hexes);
}

void HexMapView::setSecretConditions(const QSet<QString>& keys)
{
    m_secretConditions = keys;
    rebuildFigures();
}

QList<FigureItem*> HexMapView::figureItems() const { return m_items.values(); }

FigureItem* HexMapView::figureItem(const QString& id) const { return m_items.value(id); }

QPoint HexMapView::viewportPointOf(const HexCoord& hex) const { return mapFromScene(G::centre(hex)); }

HexCoord HexMapView::hexAtViewportPoint(const QPoint& point) const { return G::hexAt(mapToScene(point)); }

double HexMapView::zoom() const { return transform().m11(); }

void HexMapView::zoomIn() { zoomBy(1.25); }

void HexMapView::zoomOut() { zoomBy(0.8); }

void HexMapView::fitAll()
{
    fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    // A tiny map in a big window would fill it with hexes the size of a hand: no closer than the readable maximum.
    if (zoom() > kMaxFitZoom) {
        const double factor = kMaxFitZoom / zoom();
        scale(factor, factor);
        centerOn(m_scene->sceneRect().center());
    }
    m_autoFit = AutoFit::All;
}

void HexMapView::fitFigures()
{
    // Only the counters on the map: in the player view a hidden figure is not framed either.
    QRectF figures;
    for (const FigureItem* item : std::as_const(m_items)) {
        for (const HexCoord& h : item->hexes())
            figures |= G::polygon(h).boundingRect();
    }
    if (figures.isEmpty()) {
        fitAll();
        return;
    }
    // Never closer than the readable maximum, where a small map's whole stops too (fitAll).
    const double cap = kMaxFitZoom;
    // Three hexes around the fight; two when three would leave the counters' names too small to read.
    QRectF area;
    for (int margin = kFigureMarginHexes; margin >= kMinFigureMarginHexes; --margin) {
        // Columns are 1.5 radii apart, rows √3 radii.
        const double dx = margin * 1.5 * G::radius;
        const double dy = margin * std::sqrt(3.0) * G::radius;
        area = figures.adjusted(-dx, -dy, dx, dy).intersected(m_scene->sceneRect());
        fitInView(area, Qt::KeepAspectRatio);
        if (zoom() >= kReadableZoom)
            break;
    }
    if (zoom() > cap) {
        const double factor = cap / zoom();
        scale(factor, factor);
        centerOn(area.center());
    }
    m_autoFit = AutoFit::Figures;
}

void HexMapView::zoomBy(double factor)
{
    const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    if (zoom() <= 0)
        return;
    factor = target / zoom();
    scale(factor, factor);
    m_autoFit = AutoFit::None;
}

void HexMapView::wheelEvent(QWheelEvent* event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    zoomBy(std::pow(1.0015, delta));
    event->accept();
}

void HexMapView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    if (m_autoFit == AutoFit::All)
        fitAll();
    else if (m_autoFit == AutoFit::Figures)
        fitFigures();
}

FigureItem* HexMapView::figureAt(const QPoint& viewportPoint) const
{
    // The top-most counter under the point; labels and badges belong to their counter.
    for (QGraphicsItem* item : items(viewportPoint)) {
        for (QGraphicsItem* up = item; up; up = up->parentItem()) {
            if (up->type() == FigureItem::Type)
                return static_cast<FigureItem*>(up);
        }
    }
    return nullptr;
}

void HexMapView::mousePressEvent(QMouseEvent* event)
{
    const QPoint pos = event->position().toPoint();
    m_pressPoint = pos;
    m_lastPoint = pos;
    if (event->button() == Qt::MiddleButton) {
        m_gesture = Gesture::Pan;
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    if (event->button() == Qt::RightButton) {
        m_gesture = Gesture::RightPress;
        event->accept();
        return;
    }
    if (event->button() != Qt::LeftButton) {
        QGraphicsView::mousePressEvent(event);
        return;
    }
    event->accept();
    m_gesture = Gesture::None;
    if (FigureItem* figure = figureAt(pos)) {
        const QString id = figure->id();
        if (m_movable && !m_player) {
            m_gesture = Gesture::Press;
            m_dragId = id;
            m_dragFromHex = hexAtViewportPoint(pos);
        }
        setSelected(id);
        Q_EMIT figureSelected(id);
        return;
    }
    const HexCoord hex = hexAtViewportPoint(pos);
    if (m_state.map.contains(hex))
        Q_EMIT hexClicked(hex);
}

void HexMapView::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint pos = event->position().toPoint();
    const bool farEnough = (pos - m_pressPoint).manhattanLength() >= QApplication::startDragDistance();
    switch (m_gesture) {
    case Gesture::Press:
        if (farEnough && m_items.contains(m_dragId)) {
            m_gesture = Gesture::Drag;
            updateDrag(pos);
        }
        break;
    case Gesture::Drag:
        updateDrag(pos);
        break;
    case Gesture::RightPress:
        if (!farEnough)
            break;
        m_gesture = Gesture::Pan;
        viewport()->setCursor(Qt::ClosedHandCursor);
        [[fallthrough]];
    case Gesture::Pan: {
        const QPoint delta = pos - m_lastPoint;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        break;
    }
    case Gesture::None:
        QGraphicsView::mouseMoveEvent(event);
        break;
    }
    m_lastPoint = pos;
}

void HexMapView::mouseReleaseEvent(QMouseEvent* event)
{
    const QPoint pos = event->position().toPoint();
    const Gesture gesture = m_gesture;
    m_gesture = Gesture::None;
    switch (gesture) {
    case Gesture::Drag:
        updateDrag(pos);
        m_gesture = Gesture::Drag;
        endDrag(true);
        break;
    case Gesture::Pan:
        viewport()->unsetCursor();
        break;
    case Gesture::RightPress:
        requestFacing(pos);
        break;
    case Gesture::Press:
    case Gesture::None:
        QGraphicsView::mouseReleaseEvent(event);
        break;
    }
}

void HexMapView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && m_gesture == Gesture::Drag) {
        endDrag(false);
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void HexMapView::updateDrag(const QPoint& viewportPoint)
{
    FigureItem* item = m_items.value(m_dragId);
    if (!item)
        return;
    const CombatFigure& b = item->body();
    // The hex grabbed keeps its place under the cursor: a giant grabbed by its head moves by its head.
    m_dragTarget = b.position + (hexAtViewportPoint(viewportPoint) - m_dragFromHex);
    m_dragValid = true;
    for (const HexCoord& h : Footprint::hexes(b.shape, m_dragTarget, b.facing))
        m_dragValid = m_dragValid && m_state.map.contains(h);
    item->setPos(G::centre(m_dragTarget) - G::centre(b.position));
    item->setZValue(100);
    // The arcs travel with the figure (what it would face there); a ghost marks where it stands.
    if (m_dragId == m_selected)
        setArcsFor(b, m_dragValid ? m_dragTarget : b.position);
    if (!m_dragGhost) {
        m_dragGhost = m_scene->addPath(G::outline(item->hexes()), QPen(QColor(0x1d1d1d), 2.0, Qt::DashLine),
                                       QColor(255, 255, 255, 90));
        m_dragGhost->setZValue(1);
    }

    if (!m_dragLabel) {
        m_dragLabel = new HexMapLabelItem;
        QFont font = m_dragLabel->font();
        font.setPixelSize(13);
        font.setBold(true);
        m_dragLabel->setFont(font);
        m_dragLabel->setZValue(200);
        m_scene->addItem(m_dragLabel);
    }
    const int distance = b.position.distanceTo(m_dragTarget);
    QString text = tr("%n hex(es)", nullptr, distance);
    bool over = false;
    if (!m_dragValid) {
        text = tr("Off the map");
        over = true;
    } else if (m_allowance.contains(m_dragId)) {
        const int left = m_allowance.value(m_dragId) - distance;
        over = left < 0;
        text = over ? tr("%1 · %n over MA", nullptr, -left).arg(text) : tr("%1 · MA left %2").arg(text).arg(left);
    }
    m_dragLabel->setBrush(over ? QColor(Qt::white) : QColor(0x1e1e1e));
    m_dragLabel->setPlate(over ? QColor(0xc0392b) : QColor(0xfffbea), QColor(0x4a3c20));
    const QRectF body = item->sceneBoundingRect();
    m_dragLabel->setTextCentredAt(text, QPointF(body.center().x(), body.top() - 10));
}

void HexMapView::endDrag(bool drop)
{
    const QString id = m_dragId;
    const HexCoord target = m_dragTarget;
    const bool valid = m_dragValid;
    m_gesture = Gesture::None;
    m_dragId.clear();
    m_dragValid = false;
    delete m_dragLabel; // removes it from the scene
    m_dragLabel = nullptr;
    delete m_dragGhost;
    m_dragGhost = nullptr;
    updateArcs();
    FigureItem* item = m_items.value(id);
    if (!item)
        return;
    const HexCoord from = item->body().position;
    item->setPos(0, 0);
    item->updateStacking();
    if (drop && valid && target != from)
        Q_EMIT figureDropped(id, target); // the owner may rebuild the scene in here
}

void HexMapView::requestFacing(const QPoint& viewportPoint)
{
    const FigureItem* item = m_items.value(m_selected);
    if (!item || m_player)
        return;
    const CombatFigure& b = item->body();
    const HexCoord hex = hexAtViewportPoint(viewportPoint);
    if (b.isOneHex()) {
        if (const std::optional<int> d = b.position.directionTo(hex))
            Q_EMIT facingRequested(b.id, *d);
        return;
    }
    if (!Footprint::arcOf(b, hex))
        return;
    // A multi-hex body faces between two directions: pick the facing whose axis points most nearly at the
    // clicked hex from the body's centre.
    QPointF centroid;
    for (const HexCoord& h : item->hexes())
        centroid += h.centre();
    centroid /= double(item->hexes().size());
    const QPointF toward = hex.centre() - centroid;
    int best = b.facing;
    double bestDot = -1e9;
    for (int f = 0; f < HexCoord::directionCount; ++f) {
        const QPointF axis = HexCoord::direction(f).centre() + HexCoord::direction(f + 1).centre();
        const double dot = QPointF::dotProduct(axis, toward) / std::hypot(axis.x(), axis.y());
        if (dot > bestDot) {
            bestDot = dot;
            best = f;
        }
    }
    Q_EMIT facingRequested(b.id, best);
}

} // namespace hk
