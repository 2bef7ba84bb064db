// The Wiz-War board: sector maps, their turning, the labyrinth put together from them, line of sight (001
// l.801–823: centre to centre; walls and their columns stop it; wrap-around squares adjacent,
// l.735–737) and steps (no diagonals, walls, locked doors unlocked in the home sector, wrap-around and portals,
// l.476–560).
#include "WizWarTestBoard.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk::wizwar;

namespace {

Square sq(const char* name)
{
    return *Square::fromName(QString::fromLatin1(name));
}

Board twoSectors(const QList<PortalLink>& portals = {})
{
    const SectorMap map = *SectorMap::parse(hk::test::wizWarSector(), nullptr);
    return Board({map, map}, {{1, 'A', 0, 0, 0}, {2, 'A', 1, 0, 0}}, portals);
}

} // namespace

class TestWizWarBoard : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void mapTextRoundTrips()
    {
        QString error;
        const auto map = SectorMap::parse(hk::test::wizWarSector(), &error);
        QVERIFY2(map, qPrintable(error));
        QCOMPARE(map->toText(), hk::test::wizWarSector());
        QCOMPARE(map->side(2, 1, Direction::North), Side::Wall);
        QCOMPARE(map->side(2, 0, Direction::South), Side::Wall);
        QCOMPARE(map->side(1, 3, Direction::South), Side::Door);
        QCOMPARE(map->side(0, 2, Direction::West), Side::Open);
        QCOMPARE(map->homeX(), 2);
        QCOMPARE(map->treasureStarts().size(), 2);
    }

    void badMapsAreRefusedWithThePlace_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QString noHome = hk::test::wizWarSector();
        noHome.replace(QLatin1Char('H'), QLatin1Char('.'));
        QString badSquare = hk::test::wizWarSector();
        badSquare[12 + 1] = QLatin1Char('x');
        QTest::newRow("no home base") << noHome << QStringLiteral("no home base");
        QTest::newRow("bad square") << badSquare << QStringLiteral("line 2, column 2");
        QTest::newRow("short") << QStringLiteral("+-+\n") << QStringLiteral("11 lines");
    }
    void badMapsAreRefusedWithThePlace()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!SectorMap::parse(text, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void turningAMapTurnsItsWallsHomeAndTreasures()
    {
        const SectorMap map = *SectorMap::parse(hk::test::wizWarSector(), nullptr);
        const SectorMap turned = map.rotated(1);
        // Clockwise: square (x, y) goes to (4 - y, x), and its north side becomes its east side.
        QCOMPARE(turned.side(3, 2, Direction::East), Side::Wall);
        QCOMPARE(turned.side(1, 1, Direction::West), Side::Door);
        QCOMPARE(turned.homeX(), 2);
        QCOMPARE(turned.homeY(), 2);
        QVERIFY(turned.treasureStarts().contains(std::pair<int, int>(1, 0)));
        QCOMPARE(map.rotated(4).toText(), map.toText());
    }

    void lineOfSight_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<bool>("clear");
        QTest::newRow("along an open row") << "A1" << "E1" << true;
        QTest::newRow("through a wall between columns") << "B2" << "C2" << false;
        QTest::newRow("through a wall between rows") << "C1" << "C2" << false;
        QTest::newRow("through a column at a wall's end") << "B1" << "D3" << false;
        QTest::newRow("through a bare corner") << "D4" << "E5" << true;
        QTest::newRow("through a door") << "B4" << "B5" << false;
        QTest::newRow("the seam's wall between sectors") << "E1" << "F1" << false;
        QTest::newRow("the open row across the seam") << "A3" << "J3" << true;
        QTest::newRow("same square") << "C3" << "C3" << true;
    }
    void lineOfSight()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(bool, clear);
        const Board b = twoSectors();
        QCOMPARE(b.lineOfSight(sq(qPrintable(from)), sq(qPrintable(to))), clear);
        QCOMPARE(b.lineOfSight(sq(qPrintable(to)), sq(qPrintable(from))), clear);
    }

    void wrapAroundSquaresSeeEachOther()
    {
        Board b = twoSectors();
        // Made walls on row 3 between E and F and between B and C: A3 and J3 see each other only across the
        // board's open edge, and C3 and H3 not at all (both ways round are walled).
        QHash<EdgeKey, EdgeState> states;
        states.insert(b.edge(sq("E3"), Direction::East), EdgeState{0, false, 7, true});
        b.setEdgeStates(states);
        QVERIFY(b.lineOfSight(sq("C3"), sq("H3"))); // round the back of the board
        states.insert(b.edge(sq("B3"), Direction::East), EdgeState{0, false, 8, true});
        b.setEdgeStates(states);
        QVERIFY(b.lineOfSight(sq("A3"), sq("J3")));
        QVERIFY(b.adjacent(sq("A3"), sq("J3")));
        QVERIFY(!b.lineOfSight(sq("C3"), sq("H3")));
        QVERIFY(!b.adjacent(sq("E3"), sq("F3")));
    }

    void objectsThatFillASquareBlockSight()
    {
        Board b = twoSectors();
        QVERIFY(b.lineOfSight(sq("A1"), sq("E1")));
        b.setBlockedSquares({sq("C1")}, {});
        QVERIFY(!b.lineOfSight(sq("A1"), sq("E1")));
        QVERIFY(b.lineOfSight(sq("A1"), sq("C1"))); // the object itself can be seen
    }

    void adjacency_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<bool>("adjacent");
        QTest::newRow("side by side") << "A1" << "B1" << true;
        QTest::newRow("same square") << "A1" << "A1" << true;
        QTest::newRow("diagonal") << "A1" << "B2" << false;
        QTest::newRow("across a wall") << "B2" << "C2" << false;
        QTest::newRow("across the board's open edge") << "A3" << "J3" << true;
        QTest::newRow("two apart") << "A1" << "C1" << false;
    }
    void adjacency()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(bool, adjacent);
        QCOMPARE(twoSectors().adjacent(sq(qPrintable(from)), sq(qPrintable(to))), adjacent);
    }

    void steps()
    {
        const Board b = twoSectors();
        Step s = b.step(sq("J3"), Direction::East, 1, false);
        QVERIFY(s.to);
        QCOMPARE(*s.to, sq("A3"));
        QCOMPARE(s.via, Step::Via::WrapAround);
        s = b.step(sq("A1"), Direction::West, 0, false);
        QVERIFY(!s.to);
        QCOMPARE(s.blockedBy, Barrier::OuterWall);
        s = b.step(sq("B2"), Direction::East, 0, false);
        QCOMPARE(s.blockedBy, Barrier::StoneWall);
        // The door under B4 is in sector 0: unlocked for its owner only, or with a card that opens doors.
        QVERIFY(b.step(sq("B4"), Direction::South, 0, false).to);
        QCOMPARE(b.step(sq("B4"), Direction::South, 1, false).blockedBy, Barrier::Door);
        QVERIFY(b.step(sq("B4"), Direction::South, 1, true).to);
        QVERIFY(!b.step(sq("A1"), Direction::North, 0, false).to);
    }

    void portalsLeadToTheirPair()
    {
        const Board b = twoSectors({{sq("A3"), Direction::West, sq("H3"), Direction::East}});
        const Step s = b.step(sq("A3"), Direction::West, 0, false);
        QVERIFY(s.to);
        QCOMPARE(*s.to, sq("H3"));
        QCOMPARE(s.via, Step::Via::Portal);
    }

    void pathsCountMovementPoints()
    {
        const Board b = twoSectors();
        const auto path = b.path(sq("A1"), sq("E1"), 0, false, 4);
        QVERIFY(path);
        QCOMPARE(path->size(), 4);
        QVERIFY(!b.path(sq("A1"), sq("E1"), 0, false, 3));
        // Around the wall: B2 to C2 is not one step but four (B1, … or through row 3).
        const auto around = b.path(sq("B2"), sq("C2"), 0, false, 10);
        QVERIFY(around);
        QVERIFY(around->size() > 1);
        // Across the board's edge: one step.
        QCOMPARE(b.path(sq("J3"), sq("A3"), 1, false, 3)->size(), 1);
    }

    void brokenWallsOpenAndCreatedWallsClose()
    {
        Board b = twoSectors();
        const EdgeKey wall = b.edge(sq("B2"), Direction::East);
        QHash<EdgeKey, EdgeState> states;
        states.insert(wall, EdgeState{5, true, 0, true});
        b.setEdgeStates(states);
        QVERIFY(b.step(sq("B2"), Direction::East, 0, false).to);
        QVERIFY(b.lineOfSight(sq("B2"), sq("C2")));
        states.insert(b.edge(sq("A1"), Direction::East), EdgeState{0, false, 3, true});
        b.setEdgeStates(states);
        QCOMPARE(b.step(sq("A1"), Direction::East, 0, false).blockedBy, Barrier::CreatedWall);
        QVERIFY(!b.lineOfSight(sq("A1"), sq("B1")));
    }
};

QTEST_GUILESS_MAIN(TestWizWarBoard)
#include "tst_wizwar_board.moc"
