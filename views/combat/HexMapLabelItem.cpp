#include "combat/HexMapLabelItem.h"

#include <QFontMetricsF>
#include <QPainter>

namespace hk {

HexMapLabelItem::HexMapLabelItem(QGraphicsItem* parent) : QGraphicsSimpleTextItem(parent) {}

void HexMapLabelItem::setPlate(const QBrush& brush, const QColor& border)
{
    m_plate = brush;
    m_border = border;
    update();
}

void HexMapLabelItem::setTextCentredAt(const QString& text, const QPointF& centre)
{
    setText(text);
    const QRectF r = QGraphicsSimpleTextItem::boundingRect();
    setPos(centre - r.center());
}

void HexMapLabelItem::setElidedText(const QString& text, double width)
{
    setText(QFontMetricsF(font()).elidedText(text, Qt::ElideRight, width));
}

QRectF HexMapLabelItem::plateRect() const
{
    return QGraphicsSimpleTextItem::boundingRect().adjusted(-m_padX, -m_padY, m_padX, m_padY);
}

QRectF HexMapLabelItem::boundingRect() const { return plateRect().adjusted(-1, -1, 1, 1); }

QPainterPath HexMapLabelItem::shape() const
{
    QPainterPath p;
    p.addRect(plateRect());
    return p;
}

void HexMapLabelItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget)
{
    if (m_plate.style() != Qt::NoBrush) {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(m_border.alpha() ? QPen(m_border, 1) : Qt::NoPen);
        painter->setBrush(m_plate);
        const QRectF r = plateRect();
        painter->drawRoundedRect(r, r.height() / 3, r.height() / 3);
        painter->restore();
    }
    QGraphicsSimpleTextItem::paint(painter, option, widget);
}

} // namespace hk
