// Hex coordinates, the straight line of a missile, megahexes and the map description.
#include "combat/HexCoord.h"
#include "combat/HexLine.h"
#include "combat/HexMap.h"
#include "combat/Megahex.h"
#include "StrictTest.h"

#include <QSet>
#include <QTest>

using namespace hk;

using HexList = QList<HexCoord>;

class TestHexGeometry : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void neighbours()
    {
        const HexCoord o{0, 0};
        // Clockwise from north on flat-topped hexes.
        QCOMPARE(o.neighbours(), (HexList{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}));
        for (int d = 0; d < 6; ++d) {
            QCOMPARE(o.directionTo(o.neighbour(d)), std::optional<int>(d));
            QCOMPARE(o.neighbour(d).distanceTo(o), 1);
            QCOMPARE(HexCoord::direction(d).rotated(1), HexCoord::direction(d + 1));
            QCOMPARE(HexCoord::direction(d) + HexCoord::direction(d + 3), o); // opposite directions cancel
        }
        QCOMPARE(o.directionTo({2, 0}), std::nullopt);
        QVERIFY(o.neighbour(0).centre().y() < 0); // north is up on the screen
        QCOMPARE(o.neighbour(0).centre().x(), 0.0);
    }

    void distance_data()
    {
        QTest::addColumn<HexCoord>("a");
        QTest::addColumn<HexCoord>("b");
        QTest::addColumn<int>("expected");
        QTest::newRow("same") << HexCoord{3, -2} << HexCoord{3, -2} << 0;
        QTest::newRow("straight north 4") << HexCoord{0, 0} << HexCoord{0, -4} << 4;
        QTest::newRow("q and r opposite") << HexCoord{0, 0} << HexCoord{3, -1} << 3;
        QTest::newRow("q and r same sign") << HexCoord{0, 0} << HexCoord{2, 3} << 5;
        QTest::newRow("negative") << HexCoord{-2, 1} << HexCoord{1, -3} << 4;
    }
    void distance()
    {
        QFETCH(HexCoord, a);
        QFETCH(HexCoord, b);
        QFETCH(int, expected);
        QCOMPARE(a.distanceTo(b), expected);
        QCOMPARE(b.distanceTo(a), expected);
    }

    void line_data()
    {
        QTest::addColumn<HexCoord>("from");
        QTest::addColumn<HexCoord>("to");
        QTest::addColumn<HexList>("expected");
        QTest::addColumn<int>("tieStep");  // step with an alternative, -1 for none
        QTest::addColumn<HexCoord>("alternative");
        QTest::newRow("same hex") << HexCoord{1, 1} << HexCoord{1, 1} << HexList{{1, 1}} << -1 << HexCoord{};
        QTest::newRow("straight north") << HexCoord{0, 0} << HexCoord{0, -3}
                                        << HexList{{0, 0}, {0, -1}, {0, -2}, {0, -3}} << -1 << HexCoord{};
        QTest::newRow("straight south-east") << HexCoord{0, 0} << HexCoord{3, 0}
                                             << HexList{{0, 0}, {1, 0}, {2, 0}, {3, 0}} << -1 << HexCoord{};
        // Centre (0,0) to centre (4.5, 0.87): passes below the corner at (1, 0), so through (1,0), then
        // (2,-1) and (3,-1).
        QTest::newRow("oblique") << HexCoord{0, 0} << HexCoord{3, -1}
                                 << HexList{{0, 0}, {1, 0}, {2, -1}, {3, -1}} << -1 << HexCoord{};
        // Due east runs along the edge between (1,-1) and (1,0): the caster's left (north) wins.
        QTest::newRow("edge eastwards") << HexCoord{0, 0} << HexCoord{2, -1}
                                        << HexList{{0, 0}, {1, -1}, {2, -1}} << 1 << HexCoord{1, 0};
        // The same edge flown westwards: the caster's left is now south.
        QTest::newRow("edge westwards") << HexCoord{2, -1} << HexCoord{0, 0}
                                        << HexList{{2, -1}, {1, 0}, {0, 0}} << 1 << HexCoord{1, -1};
    }
    void line()
    {
        QFETCH(HexCoord, from);
        QFETCH(HexCoord, to);
        QFETCH(HexList, expected);
        QFETCH(int, tieStep);
        QFETCH(HexCoord, alternative);
        QCOMPARE(HexLine::hexes(from, to), expected);
        const QList<HexLineStep> steps = HexLine::between(from, to);
        QCOMPARE(steps.size(), expected.size());
        for (int i = 0; i < steps.size(); ++i) {
            QCOMPARE(steps.at(i).hex, expected.at(i));
            if (i == tieStep)
                QCOMPARE(steps.at(i).alternative, std::optional<HexCoord>(alternative));
            else
                QCOMPARE(steps.at(i).alternative, std::nullopt);
        }
    }

    void lineIsConnectedAndOrdered()
    {
        // Every path from the origin to every hex within 8 steps starts and ends right, moves one hex at a
        // time and never comes back closer to the start.
        for (int q = -8; q <= 8; ++q) {
            for (int r = -8; r <= 8; ++r) {
                const HexCoord to{q, r};
                if (to.distanceTo({}) > 8)
                    continue;
                const HexList path = HexLine::hexes({}, to);
                QCOMPARE(path.constFirst(), HexCoord{});
                QCOMPARE(path.constLast(), to);
                QVERIFY(path.size() >= to.distanceTo({}) + 1);
                for (int i = 1; i < path.size(); ++i) {
                    QCOMPARE(path.at(i - 1).distanceTo(path.at(i)), 1);
                    QVERIFY(path.at(i).distanceTo({}) >= path.at(i - 1).distanceTo({}));
                }
            }
        }
    }

    void lineExtended()
    {
        // A missile that misses flies on along the same line.
        const QList<HexLineStep> steps = HexLine::extended({0, 0}, {0, -2}, 5);
        HexList hexes;
        for (const HexLineStep& s : steps)
            hexes.append(s.hex);
        QCOMPARE(hexes, (HexList{{0, 0}, {0, -1}, {0, -2}, {0, -3}, {0, -4}, {0, -5}}));
    }

    void megahexCentres_data()
    {
        QTest::addColumn<HexCoord>("hex");
        QTest::addColumn<HexCoord>("centre");
        QTest::newRow("origin") << HexCoord{0, 0} << HexCoord{0, 0};
        QTest::newRow("origin's neighbour") << HexCoord{1, 0} << HexCoord{0, 0};
        QTest::newRow("lattice A") << HexCoord{2, 1} << HexCoord{2, 1};
        QTest::newRow("lattice B") << HexCoord{-1, 3} << HexCoord{-1, 3};
        QTest::newRow("between two") << HexCoord{1, 1} << HexCoord{2, 1};
        QTest::newRow("A minus B") << HexCoord{3, -2} << HexCoord{3, -2};
        QTest::newRow("next to A minus B") << HexCoord{3, -1} << HexCoord{3, -2};
    }
    void megahexCentres()
    {
        QFETCH(HexCoord, hex);
        QFETCH(HexCoord, centre);
        const Megahex m;
        QCOMPARE(m.centreOf(hex), centre);
        QVERIFY(m.isCentre(centre));
        QVERIFY(m.hexesOf(centre).contains(hex));
    }

    void megahexesTile()
    {
        // Every hex lies in exactly one megahex, and each megahex has its seven hexes.
        const Megahex m;
        QHash<HexCoord, int> members;
        for (int q = -12; q <= 12; ++q) {
            for (int r = -12; r <= 12; ++r) {
                const HexCoord h{q, r};
                int centres = 0;
                for (const HexCoord& c : m.hexesOf(h)) {
                    if (m.isCentre(c))
                        ++centres;
                }
                QVERIFY(m.isCentre(h) || centres == 1);
                ++members[m.centreOf(h)];
            }
        }
        QCOMPARE(members.value({0, 0}), 7);
        QCOMPARE(members.value({2, 1}), 7);
        QCOMPARE(members.value({-1, -4}), 7); // −(2,1) − (−1,3)
    }

    void megahexDistance_data()
    {
        QTest::addColumn<HexCoord>("a");
        QTest::addColumn<HexCoord>("b");
        QTest::addColumn<int>("expected");
        QTest::newRow("same megahex, opposite sides") << HexCoord{1, 0} << HexCoord{-1, 0} << 0;
        QTest::newRow("adjacent hexes, different megahexes") << HexCoord{1, 0} << HexCoord{2, 0} << 1;
        QTest::newRow("next megahex A") << HexCoord{0, 0} << HexCoord{2, 1} << 1;
        QTest::newRow("next megahex B") << HexCoord{0, 0} << HexCoord{-1, 3} << 1;
        QTest::newRow("next megahex A-B") << HexCoord{0, 0} << HexCoord{3, -2} << 1;
        QTest::newRow("two along A") << HexCoord{0, 0} << HexCoord{4, 2} << 2;
        QTest::newRow("A plus B") << HexCoord{0, 0} << HexCoord{1, 4} << 2;
        QTest::newRow("five along B, from a rim hex") << HexCoord{0, -1} << HexCoord{-5, 15} << 5;
    }
    void megahexDistance()
    {
        QFETCH(HexCoord, a);
        QFETCH(HexCoord, b);
        QFETCH(int, expected);
        const Megahex m;
        QCOMPARE(m.distance(a, b), expected);
        QCOMPARE(m.distance(b, a), expected);
        QCOMPARE(m.centreOfIndex(m.indexOf(b)), m.centreOf(b));
    }

    void megahexOrigin()
    {
        // A map whose printed megahexes are centred elsewhere shifts the lattice.
        const Megahex m(HexCoord{1, 0});
        QVERIFY(m.isCentre({1, 0}));
        QVERIFY(!m.isCentre({0, 0}));
        QCOMPARE(m.centreOf({0, 0}), (HexCoord{1, 0}));
        QCOMPARE(m.centreOf({3, 1}), (HexCoord{3, 1}));
    }

    void mapOffsets()
    {
        for (int c = 0; c < 6; ++c) {
            for (int r = 0; r < 6; ++r) {
                int c2 = -1, r2 = -1;
                HexMap::toOffset(HexMap::toAxial(c, r), &c2, &r2);
                QCOMPARE(c2, c);
                QCOMPARE(r2, r);
            }
        }
        // Odd columns sit half a hex lower: column 1 row 0 is south-east of column 0 row 0.
        QCOMPARE(HexMap::toAxial(0, 0).directionTo(HexMap::toAxial(1, 0)), std::optional<int>(2));
        QCOMPARE(HexMap::toAxial(1, 0).directionTo(HexMap::toAxial(2, 0)), std::optional<int>(1));
    }

    void mapOpenHexes()
    {
        HexMap arena(8, 6);
        QVERIFY(arena.contains(HexMap::toAxial(7, 5)));
        QVERIFY(!arena.contains(HexMap::toAxial(8, 0)));
        QCOMPARE(arena.allHexes().size(), 48);
        // The corner hex (0,0) has only its S and SE neighbours inside an 8×6 map.
        QCOMPARE(arena.openNeighbours(HexMap::toAxial(0, 0)).size(), 2);
        arena.setWall(HexMap::toAxial(0, 1), true);
        QVERIFY(arena.isWall(HexMap::toAxial(0, 1)));
        QCOMPARE(arena.openNeighbours(HexMap::toAxial(0, 0)), (HexList{HexMap::toAxial(1, 0)}));
        arena.setWall(HexMap::toAxial(0, 1), false);
        QVERIFY(arena.isOpen(HexMap::toAxial(0, 1)));

        HexMap tunnel(8, 6, HexMap::Kind::Tunnel);
        tunnel.setTunnelHexes({HexMap::toAxial(0, 0), HexMap::toAxial(0, 1)});
        QVERIFY(tunnel.isOpen(HexMap::toAxial(0, 1)));
        QVERIFY(!tunnel.isOpen(HexMap::toAxial(1, 0)));
        QCOMPARE(tunnel.openNeighbours(HexMap::toAxial(0, 0)), (HexList{HexMap::toAxial(0, 1)}));
    }
};

QTEST_APPLESS_MAIN(TestHexGeometry)
#include "tst_hex_geometry.moc"
