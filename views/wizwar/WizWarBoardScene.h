#pragma once

#include "wizwar/WizWarBoard.h"

#include <QGraphicsScene>

#include <functional>
#include <optional>

namespace hk {

class WizWarSnapshot;

// The labyrinth drawn from a game's state: squares, home bases in their owners' colours, treasure start
// squares, walls, doors, outer walls, columns, broken walls and cracks, objects and dropped items, treasures
// and the living wizards, with column letters and row numbers around it. Why a scene of its own: the page
// redraws it whole after every step (the state is small), and the drag of the active wizard ends here, where
// a scene position is turned back into a square. The portal pairs are drawn on the board's edge in their
// markers' two colours; in the portal editor's mode a click on a side at the edge is told, not dragged.
class WizWarBoardScene : public QGraphicsScene
{
    Q_OBJECT
public:
    static constexpr qreal Cell = 48;
    static constexpr qreal Margin = 22; // room for the letters and numbers around the board

    explicit WizWarBoardScene(QObject* parent = nullptr);

    // The printed door's brown, lighter on a dark palette (the sector editor draws doors the same way).
    static QColor doorColour();

    // Draws the game; the wizard of `draggableSeat` (-1: none) may be dragged.
    void show(const WizWarSnapshot& game, int draggableSeat);
    void clearBoard();

    std::optional<wizwar::Square> squareAt(QPointF scenePos) const;
    // Where the drawn wizard of a seat stands, read back from its disc (nullopt: not drawn).
    std::optional<wizwar::Square> wizardSquare(int seat) const;
    QPointF centre(wizwar::Square square) const;

    // The portal editor (WizWarBoardPortals.cpp): in this mode a press near a square's side is told as
    // sideClicked and moves nobody; the pending end of a pair is drawn until the pair is made.
    using SquareSide = std::pair<wizwar::Square, wizwar::Direction>;
    void setPortalEditing(bool on);
    bool portalEditing() const { return m_portalEditing; }
    void setPendingPortal(std::optional<SquareSide> end);
    // The side of a square nearest a scene position: within a third of a cell of the side, or in the margin
    // beside the board's outer squares.
    std::optional<SquareSide> sideAt(QPointF scenePos) const;
    QPointF sideCentre(wizwar::Square square, wizwar::Direction side) const;
    // The colour of a pair of portal markers (the book's pairs share a colour, l.528–530).
    static QColor portalColour(int pair);

Q_SIGNALS:
    // A wizard was dragged and let go over a square (emitted after the event, so the scene may be redrawn).
    void wizardDropped(int seat, wizwar::Square to);
    // In the portal editor's mode: a side of a square was clicked.
    void sideClicked(wizwar::Square square, wizwar::Direction side);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;

private:
    void drawSquares(const WizWarSnapshot& game, const wizwar::Board& board);
    void drawEdges(const wizwar::Board& board);
    void drawEdge(const wizwar::Board& board, const wizwar::EdgeKey& edge);
    void drawColumns(const wizwar::Board& board);
    void drawLabels(const wizwar::Board& board);
    void drawObjects(const WizWarSnapshot& game, const wizwar::Board& board);
    void drawTreasures(const WizWarSnapshot& game);
    void drawWizards(const WizWarSnapshot& game, int draggableSeat);
    void drawPortals(const WizWarSnapshot& game);
    void drawPendingPortal();
    QLineF line(const wizwar::EdgeKey& edge) const;

    int m_width = 0;
    int m_height = 0;
    bool m_portalEditing = false;
    std::optional<SquareSide> m_pendingPortal;
    QGraphicsItem* m_pendingItem = nullptr;
};

} // namespace hk
