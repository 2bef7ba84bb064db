#include "wizwar/WizWarBoardView.h"

#include "wizwar/WizWarBoardScene.h"

#include <QContextMenuEvent>

namespace hk {

WizWarBoardView::WizWarBoardView(QWidget* parent) : QGraphicsView(parent), m_scene(new WizWarBoardScene(this))
{
    setObjectName(QStringLiteral("wizWarBoard"));
    setScene(m_scene);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(260, 220);
    setFrameShape(QFrame::NoFrame);
}

void WizWarBoardView::fit()
{
    if (!m_scene->sceneRect().isEmpty())
        fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
}

void WizWarBoardView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    fit();
}

void WizWarBoardView::contextMenuEvent(QContextMenuEvent* event)
{
    if (const std::optional<wizwar::Square> s = m_scene->squareAt(mapToScene(event->pos())))
        Q_EMIT squareMenuRequested(*s, event->globalPos());
}

} // namespace hk
