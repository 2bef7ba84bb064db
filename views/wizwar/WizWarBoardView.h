#pragma once

#include "wizwar/WizWarBoard.h"

#include <QGraphicsView>

namespace hk {

class WizWarBoardScene;

// The board's view: keeps the whole labyrinth in sight as the page is resized, and turns a right click into
// the square it was on, for the page's menu (attack, cast, treasure).
class WizWarBoardView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit WizWarBoardView(QWidget* parent = nullptr);

    WizWarBoardScene* boardScene() const { return m_scene; }
    // Fits the drawing into the view (after the scene was redrawn).
    void fit();

Q_SIGNALS:
    void squareMenuRequested(wizwar::Square square, QPoint globalPos);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    WizWarBoardScene* m_scene;
};

} // namespace hk
