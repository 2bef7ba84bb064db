#pragma once

#include "wizwar/WizWarBoard.h"

#include <QColor>
#include <QGraphicsScene>

#include <optional>

namespace hk {

class WizWarSectorDraft;

// One sector board drawn large for the sector editor, in the board page's look (thick walls, brown doors with
// a gap, columns at wall ends). Why a scene of its own: the board page's scene draws a whole game, while this
// one draws a draft that may not be a valid map yet, and turns a click into the line, square or corner under
// it, whichever the editor's tool works on.
class WizWarSectorScene : public QGraphicsScene
{
    Q_OBJECT
public:
    static constexpr qreal Cell = 48;
    static constexpr qreal Margin = 22;
    enum class Tool { Lines, Home, Treasure, Column };

    explicit WizWarSectorScene(QObject* parent = nullptr);

    void setTool(Tool tool) { m_tool = tool; }
    Tool tool() const { return m_tool; }
    void draw(const WizWarSectorDraft& draft, const QColor& colour);

    // Where a line, square or corner is drawn, for the tests' clicks.
    static QPointF lineCentre(int x, int y, wizwar::Direction d);
    static QPointF squareCentre(int x, int y) { return {(x + 0.5) * Cell, (y + 0.5) * Cell}; }
    static QPointF corner(int cx, int cy) { return {cx * Cell, cy * Cell}; }

    // What a scene position is near: the line (as a square and its side), square or corner; nullopt for none.
    struct Line
    {
        int x = 0;
        int y = 0;
        wizwar::Direction dir = wizwar::Direction::North;
    };
    static std::optional<Line> lineAt(QPointF p);
    static std::optional<std::pair<int, int>> squareAt(QPointF p);
    static std::optional<std::pair<int, int>> cornerAt(QPointF p);

Q_SIGNALS:
    void lineClicked(int x, int y, wizwar::Direction dir);
    void squareClicked(int x, int y);
    void cornerClicked(int cx, int cy);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;

private:
    void drawSquares(const WizWarSectorDraft& draft, const QColor& colour);
    void drawLines(const WizWarSectorDraft& draft);
    void drawColumns(const WizWarSectorDraft& draft);
    void drawLabels();

    Tool m_tool = Tool::Lines;
};

} // namespace hk
