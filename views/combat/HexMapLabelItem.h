#pragma once

#include <QBrush>
#include <QGraphicsSimpleTextItem>

namespace hk {

// A short text on the hex map with a rounded plate behind it, so that names, badges and the drag read-out
// stay readable over any hex colour. It stays a QGraphicsSimpleTextItem (same type()) so that everything
// the map says can be found by walking the scene's text items — the player-view tests do exactly that.
class HexMapLabelItem : public QGraphicsSimpleTextItem
{
public:
    explicit HexMapLabelItem(QGraphicsItem* parent = nullptr);

    void setPlate(const QBrush& brush, const QColor& border = Qt::transparent);
    // Sets the text and moves the item so that its plate is centred on `centre` (parent coordinates).
    void setTextCentredAt(const QString& text, const QPointF& centre);
    // Sets the text, elided to fit `width` scene units in the item's font.
    void setElidedText(const QString& text, double width);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF plateRect() const;

    QBrush m_plate;
    QColor m_border = Qt::transparent;
    double m_padX = 3.0;
    double m_padY = 1.0;
};

} // namespace hk
