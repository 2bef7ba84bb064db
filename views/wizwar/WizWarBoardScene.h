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
// a scene position is turned back into a square.
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

Q_SIGNALS:
    // A wizard was dragged and let go over a square (emitted after the event, so the scene may be redrawn).
    void wizardDropped(int seat, wizwar::Square to);

private:
    void drawSquares(const WizWarSnapshot& game, const wizwar::Board& board);
    void drawEdges(const wizwar::Board& board);
    void drawEdge(const wizwar::Board& board, const wizwar::EdgeKey& edge);
    void drawColumns(const wizwar::Board& board);
    void drawLabels(const wizwar::Board& board);
    void drawObjects(const WizWarSnapshot& game, const wizwar::Board& board);
    void drawTreasures(const WizWarSnapshot& game);
    void drawWizards(const WizWarSnapshot& game, int draggableSeat);
    QLineF line(const wizwar::EdgeKey& edge) const;

    int m_width = 0;
    int m_height = 0;
};

} // namespace hk
