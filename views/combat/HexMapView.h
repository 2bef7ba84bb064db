#pragma once

#include "combat/CombatState.h"

#include <QGraphicsView>
#include <QHash>
#include <QSet>

class QGraphicsPathItem;

namespace hk {

class FigureItem;
class HexMapBoard;
class HexMapLabelItem;

// The tactical map of a fight: draws a CombatState (ground, fire, shadow, megahexes, figure counters with
// their facing, the selected figure's front/side/rear hexes, the owner's highlighted hexes), zooms and
// pans, and turns mouse gestures into requests — select a figure, click a hex, drop a dragged figure on a
// hex, turn a figure toward a hex. It never changes the state: the owner applies each request through the
// model and calls setState() again. In the player view it shows only what players may know: hidden
// figures are left out and images or illusions look like what they pretend to be.
class HexMapView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit HexMapView(QWidget* parent = nullptr);
    ~HexMapView() override;

    void setState(const CombatState& state);
    const CombatState& state() const { return m_state; }
    void setSelected(const QString& id);
    QString selected() const { return m_selected; }
    void setHighlightedHexes(const QList<HexCoord>& hexes);
    const QList<HexCoord>& highlightedHexes() const { return m_highlighted; }
    void setPlayerView(bool player);
    // Whether the map draws megahexes (a campaign's house rule may play without them).
    void setMegahexesShown(bool shown);
    bool isPlayerView() const { return m_player; }
    // Dragging figures (GM view only).
    void setMovable(bool movable) { m_movable = movable; }
    bool isMovable() const { return m_movable; }
    // Hexes the figure may still move this turn, shown while it is dragged; negative clears it.
    void setMovementAllowance(const QString& id, int hexes);
    // Condition keys players must never see on a counter (secret protections).
    void setSecretConditions(const QSet<QString>& keys);

    // The counters on the map now, and where a hex is on screen (viewport coordinates).
    QList<FigureItem*> figureItems() const;
    FigureItem* figureItem(const QString& id) const;
    QPoint viewportPointOf(const HexCoord& hex) const;
    HexCoord hexAtViewportPoint(const QPoint& point) const;
    double zoom() const;

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    // The whole map in the view.
    void fitAll();
    // The fight in the view: every counter shown with three hexes around them (two on a view too small to
    // read the counters' names otherwise), never closer than a readable maximum nor farther out than the
    // whole map (the whole map when no figure stands on it).
    void fitFigures();

Q_SIGNALS:
    void figureSelected(const QString& id);
    void hexClicked(const hk::HexCoord& hex);
    void figureDropped(const QString& id, const hk::HexCoord& hex);
    void facingRequested(const QString& id, int direction);

protected:
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuildFigures();
    void updateArcs();
    void setArcsFor(const CombatFigure& body, const HexCoord& anchor);
    void zoomBy(double factor);
    FigureItem* figureAt(const QPoint& viewportPoint) const;
    void updateDrag(const QPoint& viewportPoint);
    void endDrag(bool drop);
    void requestFacing(const QPoint& viewportPoint);

    QGraphicsScene* m_scene = nullptr;
    HexMapBoard* m_board = nullptr;
    CombatState m_state;
    QHash<QString, FigureItem*> m_items;
    QString m_selected;
    QList<HexCoord> m_highlighted;
    QSet<QString> m_secretConditions;
    QHash<QString, int> m_allowance;
    bool m_player = false;
    bool m_movable = false;
    // What the view keeps fitted when it is resized (the GM's own zoom or pan turns it off); the whole map
    // is also refitted when the state changes, the figures only when asked, so the view never jumps as
    // they move.
    enum class AutoFit { None, All, Figures };
    AutoFit m_autoFit = AutoFit::All;

    // Mouse gesture in progress.
    enum class Gesture { None, Press, Drag, Pan, RightPress };
    Gesture m_gesture = Gesture::None;
    QPoint m_pressPoint;
    QPoint m_lastPoint;
    QString m_dragId;
    HexCoord m_dragFromHex;  // the hex under the cursor when the drag began
    HexCoord m_dragTarget;   // the anchor the figure would be dropped on
    bool m_dragValid = false;
    HexMapLabelItem* m_dragLabel = nullptr;
    QGraphicsPathItem* m_dragGhost = nullptr; // dashed outline where the dragged figure stands
};

} // namespace hk
