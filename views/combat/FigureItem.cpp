#include "combat/FigureItem.h"
#include "combat/CombatWords.h"
#include "i18n/Translate.h"

#include "combat/CombatText.h"
#include "combat/Footprint.h"
#include "combat/HexMapGeometry.h"
#include "combat/HexMapLabelItem.h"
#include "combat/WeaponStrike.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPathStroker>
#include <QSet>

#include <cmath>

namespace hk {

namespace G = HexMapGeometry;

namespace {
QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::FigureItem", text, disambiguation, n);
}

constexpr double kInset = 2.5;      // counter edge inside the hex outline
constexpr double kNameWidth = 64.0; // room for a one-hex figure's name
const QColor kFacing(0x1d1d1d);
const QColor kHalo(0xffcc1a);

QPointF unit(const QPointF& v)
{
    const double len = std::hypot(v.x(), v.y());
    return len > 0 ? v / len : QPointF(0, -1);
}
} // namespace

FigureItem::FigureItem(const EncounterFigure& figure, const FigureLook& look, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_id(figure.body.id), m_body(figure.body), m_look(look), m_fake(figure.isFake()),
      m_hidden(figure.hidden)
{
    const CombatFigure& b = m_body;
    m_hexes = Footprint::hexes(b);
    m_bodyPath = G::outline(m_hexes);
    QPainterPathStroker stroker;
    stroker.setWidth(2 * kInset);
    stroker.setJoinStyle(Qt::MiterJoin);
    m_counter = m_bodyPath.subtracted(stroker.createStroke(m_bodyPath)).simplified();

    for (const HexCoord& h : std::as_const(m_hexes))
        m_centre += G::centre(h);
    m_centre /= double(m_hexes.size());

    // Facing: the body's edges toward its front hexes drawn thick, and a pointer out of the head along the
    // facing axis (toward direction f for one hex, between f and f+1 for the multi-hex shapes).
    const QList<HexCoord> front = Footprint::frontHexes(b);
    const QSet<HexCoord> frontSet(front.cbegin(), front.cend());
    for (const HexCoord& h : std::as_const(m_hexes)) {
        for (int d = 0; d < HexCoord::directionCount; ++d) {
            if (frontSet.contains(h.neighbour(d)))
                m_frontEdges.append(G::edge(h, d));
        }
    }
    QPointF axis = HexCoord::direction(b.facing).centre();
    if (!b.isOneHex())
        axis += HexCoord::direction(b.facing + 1).centre();
    axis = unit(axis);
    const QPointF across(-axis.y(), axis.x());
    const QPointF head = G::centre(Footprint::head(b.shape, b.position, b.facing));
    // Slender (taller than wide) so it reads as an arrow, not as a triangle pointing anywhere.
    m_pointer << head + axis * (G::radius * 1.05) << head + axis * (G::radius * 0.5) + across * 6.5
              << head + axis * (G::radius * 0.6) << head + axis * (G::radius * 0.5) - across * 6.5;

    m_bounds = m_bodyPath.boundingRect().united(m_pointer.boundingRect()).adjusted(-5, -5, 5, 5);

    if (m_look.gmView && m_hidden)
        setOpacity(b.vitality == Vitality::Dead ? 0.3 : 0.5);
    else if (b.vitality == Vitality::Dead)
        setOpacity(0.5);
    setToolTip(toolTipFor(figure));
    buildLabels(figure);
    updateStacking();
}

void FigureItem::setSelectedLook(bool selected)
{
    if (m_look.selected == selected)
        return;
    m_look.selected = selected;
    updateStacking();
    update();
}

void FigureItem::updateStacking()
{
    double z = 20;
    if (m_body.vitality != Vitality::Active)
        z = 5;
    else if (m_body.isDown())
        z = 10;
    setZValue(z + (m_look.selected ? 20 : 0));
}

QRectF FigureItem::boundingRect() const { return m_bounds; }

QPainterPath FigureItem::shape() const { return m_bodyPath; }

QString FigureItem::postureText(Posture posture)
{
    return CombatWords::postureName(posture); // the words the combat log uses too
}

QString FigureItem::conditionText(const FigureCondition& c)
{
    const QString name = CombatText::conditionName(c.key);
    return c.turnsLeft >= 0 ? tr("%1, %n turn(s)", nullptr, c.turnsLeft).arg(name) : name;
}

QList<FigureCondition> FigureItem::visibleConditions() const
{
    QList<FigureCondition> out;
    for (const FigureCondition& c : m_body.conditions) {
        if (m_look.gmView || !m_look.secretConditions.contains(c.key))
            out.append(c);
    }
    return out;
}

void FigureItem::buildLabels(const EncounterFigure& figure)
{
    const CombatFigure& b = figure.body;
    const bool active = b.vitality == Vitality::Active;
    const double width = b.isOneHex() ? kNameWidth : kNameWidth * 1.6;

    auto* name = new HexMapLabelItem(this);
    QFont font = name->font();
    font.setPixelSize(12);
    font.setBold(true);
    name->setFont(font);
    name->setBrush(active ? QColor(Qt::white) : QColor(0x1e1e1e));
    // A plate in the counter's own colour keeps a long name readable where it overhangs the body.
    const QColor fill = active ? G::sideColour(b.side) : QColor(0xa3a3a3);
    name->setPlate(fill.darker(125));
    name->setElidedText(b.name, width);
    name->setTextCentredAt(name->text(), m_centre);

    QFont small = font;
    small.setPixelSize(10);
    small.setBold(false);

    // Hand-to-hand has its own badge; the condition badge names the rest.
    QList<FigureCondition> conditions = visibleConditions();
    const qsizetype before = conditions.size();
    conditions.removeIf([](const FigureCondition& c) { return c.key == QLatin1String(WeaponStrike::inHandToHand); });
    const bool handToHand = conditions.size() != before;
    if (!conditions.isEmpty()) {
        QString text = conditionText(conditions.first());
        if (conditions.size() > 1)
            text = tr("%1 +%2").arg(text).arg(conditions.size() - 1);
        auto* badge = new HexMapLabelItem(this);
        badge->setFont(small);
        badge->setBrush(QColor(0x2b2410));
        badge->setPlate(QColor(0xfff1b8), QColor(0x8f7a2e));
        badge->setElidedText(text, width);
        badge->setTextCentredAt(badge->text(), m_centre + QPointF(0, -18));
    }

    QString status;
    QColor plate(0xf08a24);
    if (b.vitality == Vitality::Dead) {
        status = tr("dead");
        plate = QColor(0x9b9b9b);
    } else if (b.vitality == Vitality::Unconscious) {
        status = tr("unconscious");
        plate = QColor(0xc9c9c9);
    } else if (b.isDown()) {
        status = postureText(b.posture);
    }
    if (!status.isEmpty()) {
        auto* marker = new HexMapLabelItem(this);
        marker->setFont(small);
        marker->setBrush(QColor(0x1e1e1e));
        marker->setPlate(plate, QColor(0x5a4a30));
        // Fallen and in a brawl with a condition badge above: no free row for the HTH plate, so it joins here.
        const bool crowded = handToHand && !conditions.isEmpty();
        marker->setElidedText(QStringLiteral("\u25BC ") + status + (crowded ? QStringLiteral(" · ") + handToHandText() : QString()),
                              width);
        marker->setTextCentredAt(marker->text(), m_centre + QPointF(0, 18));
    }
    // The HTH plate goes below the name, or above it when the status marker has that row.
    if (handToHand && (status.isEmpty() || conditions.isEmpty())) {
        auto* hth = new HexMapLabelItem(this);
        QFont bold = small;
        bold.setBold(true);
        hth->setFont(bold);
        hth->setBrush(QColor(Qt::white));
        hth->setPlate(QColor(0xb3261e), QColor(0x5e0f0a));
        hth->setElidedText(handToHandText(), width);
        hth->setTextCentredAt(hth->text(), m_centre + QPointF(0, status.isEmpty() ? 18 : -18));
    }
}

QString FigureItem::handToHandText() { return tr("HTH"); }

QString FigureItem::toolTipFor(const EncounterFigure& figure) const
{
    const CombatFigure& b = figure.body;
    // Sides are numbered by the GM (1 and 2 in practice): the number as the tracker and the log give it.
    QStringList lines{b.name, tr("Side %1").arg(b.side)};
    if (m_look.gmView) {
        QString kind = tr("Creature");
        switch (figure.kind) {
        case FigureKind::Image: kind = tr("Image made by %1 (GM only)"); break;
        case FigureKind::Illusion: kind = tr("Illusion made by %1 (GM only)"); break;
        case FigureKind::Summoned: kind = tr("Summoned by %1"); break;
        case FigureKind::Character: kind = tr("Character"); break;
        case FigureKind::Creature: break;
        }
        lines << (kind.contains(QLatin1String("%1")) ? kind.arg(m_look.masterName.isEmpty() ? figure.master : m_look.masterName)
                                                     : kind);
        if (figure.hidden)
            lines << tr("Hidden from the players");
        lines << tr("ST %1 of %2 · DX %3 · MA %4").arg(b.st).arg(b.stBasic).arg(b.adjustedDx()).arg(b.currentMa());
    }
    if (b.vitality == Vitality::Dead)
        lines << tr("Dead");
    else if (b.vitality == Vitality::Unconscious)
        lines << tr("Unconscious");
    if (b.isDown())
        lines << tr("Posture: %1").arg(postureText(b.posture));
    QStringList conditions;
    for (const FigureCondition& c : visibleConditions())
        conditions << CombatText::conditionText(c);
    if (!conditions.isEmpty())
        lines << tr("Conditions: %1").arg(conditions.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n'));
}

void FigureItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    const CombatFigure& b = m_body;
    painter->setRenderHint(QPainter::Antialiasing);

    if (m_look.selected) {
        painter->setPen(QPen(kHalo, 6.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(m_bodyPath);
    }

    QColor fill = G::sideColour(b.side);
    if (b.vitality != Vitality::Active)
        fill = QColor(0xa3a3a3);
    painter->setPen(QPen(fill.darker(170), 1.5));
    painter->setBrush(fill);
    painter->drawPath(m_counter);
    if (b.vitality == Vitality::Unconscious) {
        // Greyed, with the side's colour kept as a ring so the GM still knows whose it is.
        painter->setPen(QPen(G::sideColour(b.side), 3.0));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(m_counter);
    }

    if (m_look.gmView && m_fake) {
        QPen dashed(QColor(Qt::white), 2.2, Qt::DashLine);
        dashed.setDashPattern({3, 2});
        painter->setPen(dashed);
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(m_counter);
    }

    painter->setPen(QPen(kFacing, 4.5, Qt::SolidLine, Qt::RoundCap));
    for (const QLineF& e : std::as_const(m_frontEdges))
        painter->drawLine(e);
    painter->setPen(QPen(kFacing, 1.2));
    painter->setBrush(b.vitality == Vitality::Active ? QColor(Qt::white) : QColor(0xdddddd));
    painter->drawPolygon(m_pointer);

    if (b.vitality == Vitality::Dead) {
        const double s = G::radius * 0.55;
        painter->setPen(QPen(QColor(0x2a0d0d), 5.0, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(m_centre + QPointF(-s, -s), m_centre + QPointF(s, s));
        painter->drawLine(m_centre + QPointF(-s, s), m_centre + QPointF(s, -s));
    }
}

} // namespace hk
