#pragma once

#include "combat/CombatState.h"

#include <QGraphicsItem>
#include <QPainterPath>
#include <QSet>

namespace hk {

class HexMapLabelItem;

// How the map wants a figure drawn: for the GM (fakes and hidden figures marked) or for the players
// (nothing secret), selected or not, and which condition keys are secret from players.
struct FigureLook
{
    bool gmView = true;
    bool selected = false;
    QSet<QString> secretConditions;
    QString masterName; // name of the figure that made it (GM tooltip of summons and fakes)
};

// One figure's counter on the hex map: its body over every hex of its footprint in its side's colour,
// the front edges drawn thick with a pointer showing the facing, its name, a badge for its conditions and
// a marker when it is down, unconscious or dead. In the player view it draws from what players may know
// only — an image or illusion looks exactly like the real thing and nothing in its text or tooltip says
// otherwise. The item is rebuilt from the state on every change; it only draws.
class FigureItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 71 };

    FigureItem(const EncounterFigure& figure, const FigureLook& look, QGraphicsItem* parent = nullptr);

    int type() const override { return Type; }
    const QString& id() const { return m_id; }
    const CombatFigure& body() const { return m_body; }
    const QList<HexCoord>& hexes() const { return m_hexes; }
    void setSelectedLook(bool selected);
    bool isSelectedLook() const { return m_look.selected; }
    // Back to its place in the stack (down and dead figures under standing ones, the selected on top).
    void updateStacking();

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // The texts the item shows (tests and the player-view check).
    static QString postureText(Posture posture);
    static QString conditionText(const FigureCondition& c);
    // The badge on a figure in a hand-to-hand brawl (condition WeaponStrike::inHandToHand).
    static QString handToHandText();

private:
    void buildLabels(const EncounterFigure& figure);
    QString toolTipFor(const EncounterFigure& figure) const;
    QList<FigureCondition> visibleConditions() const;

    QString m_id;
    CombatFigure m_body;
    FigureLook m_look;
    bool m_fake = false;
    bool m_hidden = false;
    QList<HexCoord> m_hexes;
    QList<QLineF> m_frontEdges;
    QPainterPath m_bodyPath;
    QPainterPath m_counter;
    QPointF m_centre;
    QPolygonF m_pointer;
    QRectF m_bounds;
};

} // namespace hk
