#pragma once

#include "combat/HexMap.h"

#include <QGraphicsItem>
#include <QList>
#include <QSet>

namespace hk {

// The ground of the hex map as one scene item: every map hex, tunnel rock, walls, fire and shadow, the
// megahex outlines, the printed hex labels (only when zoomed in far enough to read them), and the
// overlays the view lays on top — the selected figure's front/side/rear hexes and the owner's highlighted
// hexes. One item painting a few hundred polygons is far cheaper to rebuild than one item per hex, and
// setState() rebuilds on every action.
class HexMapBoard : public QGraphicsItem
{
public:
    explicit HexMapBoard(QGraphicsItem* parent = nullptr);

    void setGround(const HexMap& map, const QSet<HexCoord>& fire, const QSet<HexCoord>& shadow);
    void setArcs(const QList<HexCoord>& front, const QList<HexCoord>& side, const QList<HexCoord>& rear);
    void setHighlighted(const QList<HexCoord>& hexes);
    // Off for campaigns played without megahexes (mass combat, 003 l.58): no outlines and one ground shade.
    void setMegahexesShown(bool shown);
    const HexMap& map() const { return m_map; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void paintGround(QPainter* painter, const QRectF& exposed) const;
    void paintOverlays(QPainter* painter) const;
    void paintMegahexes(QPainter* painter, const QRectF& exposed) const;
    void paintLabels(QPainter* painter, const QRectF& exposed) const;

    HexMap m_map;
    QList<HexCoord> m_hexes;
    QSet<HexCoord> m_fire;
    QSet<HexCoord> m_shadow;
    QList<HexCoord> m_front, m_side, m_rear;
    QList<HexCoord> m_highlighted;
    QRectF m_bounds;
    bool m_megahexes = true;
};

} // namespace hk
