// The combat hex map: counters for every placed figure (the hidden one only for the GM), nothing in the
// player view betraying an image (not a text, not a tooltip, not a pixel), clicks selecting figures and
// hexes, drags proposing a move with the distance and MA left shown, right-clicks proposing a facing.
#include "combat/CombatState.h"
#include "combat/FigureItem.h"
#include "combat/Injury.h"
#include "combat/Footprint.h"
#include "combat/HexMapGeometry.h"
#include "combat/HexMapView.h"
#include "StrictTest.h"

#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QImage>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace hk;

namespace {

EncounterFigure figure(const QString& id, const QString& name, int side, HexCoord at, int facing,
                       BodyShape shape = BodyShape::OneHex)
{
    EncounterFigure f;
    f.body.id = id;
    f.body.name = name;
    f.body.side = side;
    f.body.stBasic = f.body.st = 12;
    f.body.dx = 12;
    f.body.ma = 10;
    f.body.shape = shape;
    f.body.position = at;
    f.body.facing = facing;
    f.placed = true;
    return f;
}

HexCoord at(int column, int row) { return HexMap::toAxial(column, row); }

// A 16×12 arena with a wall, fire and shadow; Yzor (a wizard), a giant, Yzor's image of a wolf and a
// hidden thief.
CombatState arena(FigureKind wolfKind = FigureKind::Image)
{
    CombatState s;
    s.map = HexMap(16, 12);
    for (int row = 3; row <= 6; ++row)
        s.map.setWall(at(8, row), true);
    s.map.setWall(at(9, 9), true, true);
    s.fire.insert(at(5, 8));
    s.fire.insert(at(6, 8));
    s.shadow.insert(at(12, 2));
    s.shadow.insert(at(13, 2));

    EncounterFigure yzor = figure(QStringLiteral("yzor"), QStringLiteral("Yzor"), 0, at(4, 5), 2);
    yzor.kind = FigureKind::Character;
    yzor.body.conditions.append(FigureCondition{QStringLiteral("blur"), -1, 0, 0, {}});
    yzor.body.conditions.append(FigureCondition{QStringLiteral("stone-flesh"), 3, 0, 2, {}});
    s.figures << yzor;

    EncounterFigure giant = figure(QStringLiteral("giant"), QStringLiteral("Hrungnir the Giant"), 1, at(11, 6), 4,
                                   BodyShape::Giant);
    giant.body.stBasic = giant.body.st = 30;
    s.figures << giant;

    EncounterFigure wolf = figure(QStringLiteral("wolf"), QStringLiteral("Wolf"), 0, at(6, 3), 1);
    wolf.kind = wolfKind;
    wolf.master = QStringLiteral("yzor");
    s.figures << wolf;

    EncounterFigure thief = figure(QStringLiteral("thief"), QStringLiteral("Krait"), 1, at(12, 9), 5);
    thief.hidden = true;
    thief.kind = FigureKind::Character;
    s.figures << thief;

    EncounterFigure goblin = figure(QStringLiteral("goblin"), QStringLiteral("Goblin 2"), 1, at(10, 2), 3);
    goblin.body.posture = Posture::Prone;
    s.figures << goblin;

    EncounterFigure dead = figure(QStringLiteral("dead"), QStringLiteral("Goblin 1"), 1, at(6, 6), 0);
    dead.body.vitality = Vitality::Dead;
    dead.body.posture = Posture::Fallen;
    s.figures << dead;

    EncounterFigure unplaced = figure(QStringLiteral("reserve"), QStringLiteral("Reserve"), 1, at(0, 0), 0);
    unplaced.placed = false;
    s.figures << unplaced;
    return s;
}

QStringList sceneTexts(const QGraphicsScene* scene)
{
    QStringList out;
    for (const QGraphicsItem* item : scene->items()) {
        if (!item->toolTip().isEmpty())
            out << item->toolTip();
        if (const auto* text = qgraphicsitem_cast<const QGraphicsSimpleTextItem*>(item))
            out << text->text();
    }
    return out;
}

} // namespace

class TestHexMapView : public hk::test::StrictTest
{
    Q_OBJECT

    static void show(HexMapView& view)
    {
        view.resize(1280, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }

private Q_SLOTS:
    void drawsFiguresForGmAndPlayers()
    {
        HexMapView view;
        view.setState(arena());
        show(view);
        QCOMPARE(view.figureItems().size(), 6); // the unplaced reserve is not on the map
        QVERIFY(view.figureItem(QStringLiteral("thief")));
        QVERIFY(view.figureItem(QStringLiteral("thief"))->opacity() < 1.0);
        QCOMPARE(view.figureItem(QStringLiteral("giant"))->hexes().size(), 3);
        QVERIFY(view.figureItem(QStringLiteral("wolf"))->toolTip().contains(QLatin1String("Image")));
        QVERIFY(view.figureItem(QStringLiteral("wolf"))->toolTip().contains(QLatin1String("Yzor")));
        QVERIFY(view.figureItem(QStringLiteral("thief"))->toolTip().contains(QLatin1String("Hidden")));
        view.setSelected(QStringLiteral("yzor"));
        QVERIFY(view.grab().save(QStringLiteral("/tmp/hexmap-gm.png")));

        view.setPlayerView(true);
        QCOMPARE(view.figureItems().size(), 5);
        QVERIFY(!view.figureItem(QStringLiteral("thief")));
        QCOMPARE(view.selected(), QStringLiteral("yzor"));
        const QStringList texts = sceneTexts(view.scene());
        QVERIFY(texts.join(QLatin1Char('\n')).contains(QLatin1String("Wolf")));
        QVERIFY(texts.join(QLatin1Char('\n')).contains(QLatin1String("Yzor")));
        for (const QString& text : texts) {
            QVERIFY2(!text.contains(QLatin1String("illusion"), Qt::CaseInsensitive), qPrintable(text));
            QVERIFY2(!text.contains(QLatin1String("image"), Qt::CaseInsensitive), qPrintable(text));
            QVERIFY2(!text.contains(QLatin1String("Krait")), qPrintable(text));
        }
        QVERIFY(view.grab().save(QStringLiteral("/tmp/hexmap-player.png")));
    }

    void playersCannotTellAnImageFromTheRealThing()
    {
        // The same scene with the wolf an image and with it a real wolf: identical pixels and tooltip for
        // the players, different for the GM.
        HexMapView fake, real;
        fake.setState(arena(FigureKind::Image));
        real.setState(arena(FigureKind::Creature));
        show(fake);
        show(real);
        QVERIFY(fake.grab().toImage() != real.grab().toImage());
        QVERIFY(fake.figureItem(QStringLiteral("wolf"))->toolTip() != real.figureItem(QStringLiteral("wolf"))->toolTip());
        fake.setPlayerView(true);
        real.setPlayerView(true);
        QCOMPARE(fake.grab().toImage(), real.grab().toImage());
        QCOMPARE(fake.figureItem(QStringLiteral("wolf"))->toolTip(), real.figureItem(QStringLiteral("wolf"))->toolTip());
    }

    void secretConditionsStayWithTheGm()
    {
        HexMapView view;
        view.setState(arena());
        view.setSecretConditions({QStringLiteral("stone-flesh")});
        QVERIFY(view.figureItem(QStringLiteral("yzor"))->toolTip().contains(QLatin1String("stone flesh")));
        view.setPlayerView(true);
        QVERIFY(view.figureItem(QStringLiteral("yzor"))->toolTip().contains(QLatin1String("blur")));
        QVERIFY(!sceneTexts(view.scene()).join(QLatin1Char('\n')).contains(QLatin1String("stone flesh")));
    }

    // Conditions read as words on the map, in the badge and the tooltip: never a key, never a bare number.
    void conditionsInWords()
    {
        CombatState s = arena();
        for (EncounterFigure& f : s.figures) {
            if (f.body.id == QLatin1String("giant"))
                f.body.conditions.append(FigureCondition{QLatin1String(Injury::woundedLastTurn), 1, -2, 0, {}});
        }
        HexMapView view;
        view.setState(s);
        const QString tip = view.figureItem(QStringLiteral("giant"))->toolTip();
        // Without the English plurals loaded, Qt leaves "turn(s)".
        QVERIFY2(tip.contains(QRegularExpression(QStringLiteral("wounded last turn \\(1 turn(\\(s\\))? left, \u22122 DX\\)"))), qPrintable(tip));
        QVERIFY2(view.figureItem(QStringLiteral("yzor"))->toolTip().contains(QRegularExpression(QStringLiteral("stone flesh \\(3 turn(s|\\(s\\)) left\\)"))),
                 qPrintable(view.figureItem(QStringLiteral("yzor"))->toolTip()));
        const QString texts = sceneTexts(view.scene()).join(QLatin1Char('\n'));
        QVERIFY2(!texts.contains(QLatin1String("wounded-last-turn")) && !texts.contains(QLatin1String("stone-flesh")), qPrintable(texts));
        QVERIFY(FigureItem::conditionText(FigureCondition{QLatin1String(Injury::woundedLastTurn), 1, -2, 0, {}})
                    .startsWith(QLatin1String("wounded last turn, 1 turn")));
    }

    void clickSelectsFiguresAndHexes()
    {
        HexMapView view;
        view.setState(arena());
        show(view);
        QSignalSpy selected(&view, &HexMapView::figureSelected);
        QSignalSpy hex(&view, &HexMapView::hexClicked);
        const CombatFigure& giant = arena().figure(QStringLiteral("giant"))->body;
        const HexCoord head = Footprint::head(giant.shape, giant.position, giant.facing);
        QVERIFY(head != giant.position);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.viewportPointOf(head));
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.at(0).at(0).toString(), QStringLiteral("giant")); // a giant's head hex is the giant
        QCOMPARE(view.selected(), QStringLiteral("giant"));
        QVERIFY(view.figureItem(QStringLiteral("giant"))->isSelectedLook());
        QCOMPARE(hex.size(), 0);

        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.viewportPointOf(at(2, 9)));
        QCOMPARE(hex.size(), 1);
        QCOMPARE(qvariant_cast<HexCoord>(hex.at(0).at(0)), at(2, 9));
        QCOMPARE(view.selected(), QStringLiteral("giant")); // clicking ground keeps the selection
        view.setState(arena());
        QCOMPARE(view.selected(), QStringLiteral("giant")); // and so does a new state

        // Players cannot click what they cannot see: the hidden thief's hex is just a hex to them.
        view.setPlayerView(true);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.viewportPointOf(at(12, 9)));
        QCOMPARE(selected.size(), 1);
        QCOMPARE(hex.size(), 2);
    }

    void dragProposesAMove()
    {
        HexMapView view;
        view.setState(arena());
        show(view);
        QSignalSpy dropped(&view, &HexMapView::figureDropped);
        const QString yzor = QStringLiteral("yzor");

        // Not movable: a drag only selects.
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, view.viewportPointOf(at(4, 5)));
        QTest::mouseMove(view.viewport(), view.viewportPointOf(at(4, 7)));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, view.viewportPointOf(at(4, 7)));
        QCOMPARE(dropped.size(), 0);

        view.setMovable(true);
        view.setMovementAllowance(yzor, 10);
        const HexCoord target = at(4, 7);
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, view.viewportPointOf(at(4, 5)));
        QTest::mouseMove(view.viewport(), view.viewportPointOf(at(4, 6)));
        QTest::mouseMove(view.viewport(), view.viewportPointOf(target));
        // (Tests load no translation: "%n hex(es)" stays as written.)
        const QStringList texts = sceneTexts(view.scene());
        QVERIFY2(texts.contains(QStringLiteral("2 hex(es) · MA left 8")), qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY(view.figureItem(yzor)->pos() != QPointF());
        QVERIFY(view.grab().save(QStringLiteral("/tmp/hexmap-drag.png")));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, view.viewportPointOf(target));
        QCOMPARE(dropped.size(), 1);
        QCOMPARE(dropped.at(0).at(0).toString(), yzor);
        QCOMPARE(qvariant_cast<HexCoord>(dropped.at(0).at(1)), target);
        QCOMPARE(view.figureItem(yzor)->pos(), QPointF()); // the owner moves it, not the view
        QVERIFY(!sceneTexts(view.scene()).join(QLatin1Char('|')).contains(QLatin1String("MA left")));

        // A giant grabbed by its head moves its anchor by the same step.
        const CombatFigure giant = arena().figure(QStringLiteral("giant"))->body;
        const HexCoord head = Footprint::head(giant.shape, giant.position, giant.facing);
        const HexCoord step = HexCoord::direction(3) * 2;
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, view.viewportPointOf(head));
        QTest::mouseMove(view.viewport(), view.viewportPointOf(head + HexCoord::direction(3)));
        QTest::mouseMove(view.viewport(), view.viewportPointOf(head + step));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, view.viewportPointOf(head + step));
        QCOMPARE(dropped.size(), 2);
        QCOMPARE(qvariant_cast<HexCoord>(dropped.at(1).at(1)), giant.position + step);

        // Beyond the MA the read-out says so; off the map nothing is proposed.
        view.setMovementAllowance(yzor, 1);
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, view.viewportPointOf(at(4, 5)));
        QTest::mouseMove(view.viewport(), view.viewportPointOf(at(4, 6)));
        QTest::mouseMove(view.viewport(), view.viewportPointOf(at(4, 8)));
        QVERIFY(sceneTexts(view.scene()).contains(QStringLiteral("3 hex(es) · 2 over MA")));
        QTest::mouseMove(view.viewport(), view.viewportPointOf(at(17, 5)));
        QVERIFY(sceneTexts(view.scene()).contains(QStringLiteral("Off the map")));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, view.viewportPointOf(at(17, 5)));
        QCOMPARE(dropped.size(), 2);

        // Players never drag.
        view.setPlayerView(true);
        QTest::mousePress(view.viewport(), Qt::LeftButton, {}, view.viewportPointOf(at(4, 5)));
        QTest::mouseMove(view.viewport(), view.viewportPointOf(at(4, 6)));
        QTest::mouseMove(view.viewport(), view.viewportPointOf(at(4, 7)));
        QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, view.viewportPointOf(at(4, 7)));
        QCOMPARE(dropped.size(), 2);
    }

    void rightClickProposesAFacing()
    {
        HexMapView view;
        view.setState(arena());
        show(view);
        QSignalSpy facing(&view, &HexMapView::facingRequested);
        view.setSelected(QStringLiteral("yzor"));
        const HexCoord yzor = at(4, 5);
        QTest::mouseClick(view.viewport(), Qt::RightButton, {}, view.viewportPointOf(yzor.neighbour(5)));
        QCOMPARE(facing.size(), 1);
        QCOMPARE(facing.at(0).at(0).toString(), QStringLiteral("yzor"));
        QCOMPARE(facing.at(0).at(1).toInt(), 5);
        QTest::mouseClick(view.viewport(), Qt::RightButton, {}, view.viewportPointOf(yzor + HexCoord::direction(5) * 3));
        QCOMPARE(facing.size(), 1); // not adjacent
    }

    void drawsTunnelsDragonsAndHighlights()
    {
        CombatState s;
        s.map = HexMap(20, 14, HexMap::Kind::Tunnel);
        QSet<HexCoord> tunnel;
        for (int column = 1; column < 19; ++column) {
            for (int row = 5; row <= 8; ++row)
                tunnel.insert(at(column, row));
        }
        for (int row = 1; row < 13; ++row) {
            tunnel.insert(at(9, row));
            tunnel.insert(at(10, row));
        }
        s.map.setTunnelHexes(tunnel);
        s.figures << figure(QStringLiteral("dragon"), QStringLiteral("Fafnir"), 1, at(13, 8), 5, BodyShape::Dragon);
        s.figures << figure(QStringLiteral("drake"), QStringLiteral("Drake"), 1, at(9, 10), 0, BodyShape::SmallDragon);
        s.figures << figure(QStringLiteral("hero"), QStringLiteral("Sir Reginald of the Long Name"), 0, at(3, 6), 2);

        HexMapView view;
        view.setState(s);
        show(view);
        QCOMPARE(view.figureItem(QStringLiteral("dragon"))->hexes().size(), 7);
        QCOMPARE(view.figureItem(QStringLiteral("drake"))->hexes().size(), 4);
        // Elided on the counter, whole in the tooltip.
        QStringList names = sceneTexts(view.scene()).filter(QLatin1String("Sir Reg"));
        QCOMPARE(names.size(), 2);
        std::sort(names.begin(), names.end(), [](const QString& a, const QString& b) { return a.size() < b.size(); });
        QVERIFY2(names.first().endsWith(QChar(0x2026)), qPrintable(names.first()));
        QVERIFY(names.last().startsWith(QLatin1String("Sir Reginald of the Long Name\n")));

        QSignalSpy selected(&view, &HexMapView::figureSelected);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.viewportPointOf(at(13, 8)));
        QCOMPARE(selected.value(0).value(0).toString(), QStringLiteral("dragon"));

        const HexCoord reachable = at(5, 6);
        const QPoint p = view.viewportPointOf(reachable) + QPoint(0, 12);
        const QColor before = view.grab().toImage().pixelColor(p);
        view.setHighlightedHexes({reachable, at(6, 6), at(7, 7)});
        const QColor after = view.grab().toImage().pixelColor(p);
        QVERIFY(before != after);
        QVERIFY(after.blue() > before.blue());
        QVERIFY(view.grab().save(QStringLiteral("/tmp/hexmap-tunnel.png")));
        view.zoomIn();
        view.zoomIn();
        view.zoomIn();
        view.centerOn(view.figureItem(QStringLiteral("dragon"))->sceneBoundingRect().center());
        QVERIFY(view.zoom() > 1.25); // printed hex labels show from here
        QVERIFY(view.grab().save(QStringLiteral("/tmp/hexmap-tunnel-zoom.png")));
    }

    // Zoomed to the fight: two figures far apart on a big map are framed with three hexes around them
    // (two when they stand farther apart), closer than the whole map but no farther out; one figure alone
    // stops at a readable maximum; a tiny map stays whole; the players' view does not frame the figure the
    // GM hides. A resize keeps the fight
    // framed until the GM zooms himself; Fit goes back to the whole map.
    void fitFiguresFramesTheFight()
    {
        CombatState s;
        s.map = HexMap(30, 24);
        s.figures << figure(QStringLiteral("a"), QStringLiteral("Aldo"), 1, at(10, 6), 3);
        s.figures << figure(QStringLiteral("b"), QStringLiteral("Bran"), 2, at(12, 11), 0);
        EncounterFigure lurker = figure(QStringLiteral("c"), QStringLiteral("Lurker"), 2, at(27, 21), 5);
        lurker.hidden = true;
        s.figures << lurker;
        s.figures.last().placed = false; // first without the lurker
        HexMapView view;
        view.setState(s);
        show(view);
        const double whole = view.zoom();
        view.fitFigures();
        const double framed = view.zoom();
        QVERIFY2(framed > whole * 1.2, qPrintable(QStringLiteral("%1 vs %2").arg(framed).arg(whole)));
        QVERIFY(framed <= 1.6 + 1e-9);
        const QRect seen = view.viewport()->rect();
        // Every hex within three of the figures is in view; a hex six rows beyond them is not.
        for (const HexCoord& h : s.map.allHexes()) {
            if (std::min(h.distanceTo(at(10, 6)), h.distanceTo(at(12, 11))) <= 3)
                QVERIFY2(seen.contains(view.viewportPointOf(h)), qPrintable(HexMap::label(h)));
        }
        QVERIFY(!seen.contains(view.viewportPointOf(at(12, 17))));
        QVERIFY(!seen.contains(view.viewportPointOf(at(10, 0))));

        // A resize keeps the fight framed; the GM's own zoom ends that; Fit shows the whole map again.
        view.resize(1000, 900);
        QTRY_COMPARE(view.width(), 1000);
        for (const HexCoord& h : {at(10, 3), at(12, 14)})
            QVERIFY(view.viewport()->rect().contains(view.viewportPointOf(h)));
        const double refitted = view.zoom();
        QVERIFY(qAbs(refitted - framed) > 0.01); // the taller view frames the same fight closer
        view.fitFigures();
        QCOMPARE(view.zoom(), refitted);
        view.fitAll();
        const double wholeAgain = view.zoom();
        view.fitFigures();
        QVERIFY(view.zoom() > wholeAgain);
        view.zoomIn();
        const double manual = view.zoom();
        view.resize(1100, 850);
        QTRY_COMPARE(view.width(), 1100);
        QCOMPARE(view.zoom(), manual);

        // The hidden lurker far away: the GM's view frames it too, the players' does not.
        s.figures.last().placed = true;
        view.resize(1280, 800);
        view.setState(s);
        view.fitFigures();
        QVERIFY(view.viewport()->rect().contains(view.viewportPointOf(at(27, 21))));
        view.setPlayerView(true);
        view.fitFigures();
        QVERIFY(!view.viewport()->rect().contains(view.viewportPointOf(at(27, 21))));
        QVERIFY(view.viewport()->rect().contains(view.viewportPointOf(at(12, 11))));

        // Farther apart, three hexes around them would make the names too small: two it is.
        view.setPlayerView(false);
        s.figures.last().placed = false;
        s.figures[1].body.position = at(12, 14);
        view.setState(s);
        view.fitFigures();
        QVERIFY2(view.zoom() >= 0.8 - 1e-9, qPrintable(QString::number(view.zoom())));
        for (const HexCoord& h : s.map.allHexes()) {
            if (std::min(h.distanceTo(at(10, 6)), h.distanceTo(at(12, 14))) <= 2)
                QVERIFY2(view.viewport()->rect().contains(view.viewportPointOf(h)), qPrintable(HexMap::label(h)));
        }

        // One figure alone: no closer than the readable maximum, and centred on it.
        CombatState one;
        one.map = HexMap(30, 24);
        one.figures << figure(QStringLiteral("a"), QStringLiteral("Aldo"), 1, at(15, 12), 0);
        HexMapView single;
        single.setState(one);
        show(single);
        single.fitFigures();
        QVERIFY(qAbs(single.zoom() - 1.6) < 1e-6);
        const QPoint centre = single.viewportPointOf(at(15, 12));
        QVERIFY((centre - single.viewport()->rect().center()).manhattanLength() < 60);

        // A tiny map: the whole of it, never farther out.
        CombatState tiny;
        tiny.map = HexMap(4, 3);
        tiny.figures << figure(QStringLiteral("a"), QStringLiteral("Aldo"), 1, at(1, 1), 0);
        HexMapView small;
        small.setState(tiny);
        show(small);
        const double tinyWhole = small.zoom();
        small.fitFigures();
        QCOMPARE(small.zoom(), tinyWhole);

        // No figure on the map: the whole map.
        CombatState empty;
        empty.map = HexMap(30, 24);
        HexMapView none;
        none.setState(empty);
        show(none);
        const double emptyWhole = none.zoom();
        none.zoomIn();
        none.fitFigures();
        QCOMPARE(none.zoom(), emptyWhole);
    }

    // The tooltip gives the side as the GM numbered it, and the printed hex labels are the log's.
    void sideNumbersAndHexLabelsMatchTheTracker()
    {
        CombatState s;
        s.map = HexMap(10, 8);
        s.figures << figure(QStringLiteral("a"), QStringLiteral("Aldo"), 1, at(2, 3), 0);
        s.figures << figure(QStringLiteral("b"), QStringLiteral("Bran"), 2, at(5, 4), 0);
        HexMapView view;
        view.setState(s);
        const QStringList aldo = view.figureItem(QStringLiteral("a"))->toolTip().split(QLatin1Char('\n'));
        const QStringList bran = view.figureItem(QStringLiteral("b"))->toolTip().split(QLatin1Char('\n'));
        QVERIFY2(aldo.contains(QStringLiteral("Side 1")), qPrintable(aldo.join(QLatin1Char('|'))));
        QVERIFY2(bran.contains(QStringLiteral("Side 2")), qPrintable(bran.join(QLatin1Char('|'))));
        view.setPlayerView(true);
        QVERIFY(view.figureItem(QStringLiteral("b"))->toolTip().split(QLatin1Char('\n')).contains(QStringLiteral("Side 2")));

        QCOMPARE(HexMapGeometry::printedLabel(at(0, 0)), QStringLiteral("0,0"));
        QCOMPARE(HexMapGeometry::printedLabel(at(4, 3)), QStringLiteral("4,3"));
        QCOMPARE(HexMapGeometry::printedLabel(at(7, 5)), QStringLiteral("7,5"));
        for (const HexCoord& h : s.map.allHexes())
            QCOMPARE(HexMapGeometry::printedLabel(h), HexMap::label(h));
    }

    void zoomsAndPans()
    {
        HexMapView view;
        view.setState(arena());
        show(view);
        const double fitted = view.zoom();
        view.zoomIn();
        QVERIFY(view.zoom() > fitted);
        view.zoomOut();
        view.zoomOut();
        QVERIFY(view.zoom() < fitted);
        view.fitAll();
        QCOMPARE(view.zoom(), fitted);
        for (int i = 0; i < 40; ++i)
            view.zoomIn();
        QVERIFY(view.zoom() <= 8.0 + 1e-9);
        QVERIFY(view.grab().save(QStringLiteral("/tmp/hexmap-zoom.png")));
    }
};

QTEST_MAIN(TestHexMapView)
#include "tst_hex_map_view.moc"
