// Facing, arcs, the spell-casting front, and engagement (l.95, l.221–240), including the cases the text
// describes around its lost diagram (Tark, Bjorn and Rolf, Karl and Astaroth, Jon and Grath).
#include "CombatTestSupport.h"

#include "combat/Engagement.h"
#include "combat/Facing.h"
#include "combat/Footprint.h"
#include "StrictTest.h"

#include <QSet>

using namespace hk;

using HexList = QList<HexCoord>;

Q_DECLARE_METATYPE(hk::Arc)
Q_DECLARE_METATYPE(hk::BodyShape)

class TestFacingEngagement : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void oneHexArcs_data()
    {
        QTest::addColumn<int>("facing");
        QTest::addColumn<HexCoord>("hex");
        QTest::addColumn<Arc>("arc");
        // Facing north: front N, NE, NW; sides SE, SW; rear S (l.223).
        QTest::newRow("N facing N: front") << 0 << HexCoord{0, -1} << Arc::Front;
        QTest::newRow("NE facing N: front") << 0 << HexCoord{1, -1} << Arc::Front;
        QTest::newRow("NW facing N: front") << 0 << HexCoord{-1, 0} << Arc::Front;
        QTest::newRow("SE facing N: side") << 0 << HexCoord{1, 0} << Arc::Side;
        QTest::newRow("SW facing N: side") << 0 << HexCoord{-1, 1} << Arc::Side;
        QTest::newRow("S facing N: rear") << 0 << HexCoord{0, 1} << Arc::Rear;
        QTest::newRow("NW facing SE: rear") << 2 << HexCoord{-1, 0} << Arc::Rear;
        QTest::newRow("N facing SE: side") << 2 << HexCoord{0, -1} << Arc::Side;
        QTest::newRow("S facing SE: front") << 2 << HexCoord{0, 1} << Arc::Front;
    }
    void oneHexArcs()
    {
        QFETCH(int, facing);
        QFETCH(HexCoord, hex);
        QFETCH(Arc, arc);
        QCOMPARE(Footprint::arcOf(BodyShape::OneHex, {0, 0}, facing, hex), std::optional<Arc>(arc));
    }

    void notAdjacentHasNoArc()
    {
        QCOMPARE(Footprint::arcOf(BodyShape::OneHex, {0, 0}, 0, {0, -2}), std::nullopt);
        QCOMPARE(Footprint::arcOf(BodyShape::OneHex, {0, 0}, 0, {0, 0}), std::nullopt);
    }

    void footprints_data()
    {
        QTest::addColumn<BodyShape>("shape");
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("front");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("rear");
        QTest::newRow("one hex") << BodyShape::OneHex << 1 << 3 << 2 << 1;
        QTest::newRow("giant") << BodyShape::Giant << 3 << 3 << 4 << 2;
        QTest::newRow("small dragon") << BodyShape::SmallDragon << 4 << 4 << 4 << 2;
        QTest::newRow("dragon") << BodyShape::Dragon << 7 << 6 << 4 << 4;
    }
    void footprints()
    {
        QFETCH(BodyShape, shape);
        QFETCH(int, size);
        QFETCH(int, front);
        QFETCH(int, side);
        QFETCH(int, rear);
        for (int facing = 0; facing < 6; ++facing) {
            const HexList body = Footprint::hexes(shape, {2, -1}, facing);
            QCOMPARE(body.size(), size);
            QCOMPARE(QSet<HexCoord>(body.cbegin(), body.cend()).size(), size);
            QCOMPARE(body.constFirst(), (HexCoord{2, -1})); // anchored at the tail
            for (int i = 1; i < body.size(); ++i) {
                bool touches = false;
                for (int j = 0; j < i; ++j)
                    touches = touches || body.at(i).distanceTo(body.at(j)) == 1;
                QVERIFY(touches);
            }
            QCOMPARE(Footprint::hexesInArc(shape, {2, -1}, facing, Arc::Front).size(), front);
            QCOMPARE(Footprint::hexesInArc(shape, {2, -1}, facing, Arc::Side).size(), side);
            QCOMPARE(Footprint::hexesInArc(shape, {2, -1}, facing, Arc::Rear).size(), rear);
        }
        // The head leads: it is the body hex farthest along the facing.
        const HexCoord head = Footprint::head(shape, {0, 0}, 0);
        const HexList front0 = Footprint::hexesInArc(shape, {0, 0}, 0, Arc::Front);
        bool headTouchesFront = false;
        for (const HexCoord& h : front0)
            headTouchesFront = headTouchesFront || head.distanceTo(h) == 1;
        QVERIFY(headTouchesFront);
    }

    void giantShape()
    {
        // Facing 0: the tail hex, then two hexes ahead (north and north-east of it).
        QCOMPARE(Footprint::hexes(BodyShape::Giant, {0, 0}, 0), (HexList{{0, 0}, {0, -1}, {1, -1}}));
        QCOMPARE(Footprint::hexesInArc(BodyShape::Giant, {0, 0}, 0, Arc::Rear).size(), 2);
        QVERIFY(Footprint::hexesInArc(BodyShape::Giant, {0, 0}, 0, Arc::Rear).contains({0, 1}));
        QVERIFY(Footprint::hexesInArc(BodyShape::Giant, {0, 0}, 0, Arc::Front).contains({0, -2}));
    }

    void spellFront_data()
    {
        QTest::addColumn<HexCoord>("hex");
        QTest::addColumn<bool>("mayCast");
        // Tark at (0,0) facing north (l.238): the 120° wedge between the rows running NW and NE.
        QTest::newRow("own hex") << HexCoord{0, 0} << true;
        QTest::newRow("adjacent rear hex") << HexCoord{0, 1} << true;
        QTest::newRow("adjacent side hex") << HexCoord{1, 0} << true;
        QTest::newRow("straight ahead, far") << HexCoord{0, -6} << true;
        QTest::newRow("on the front-left row") << HexCoord{-4, 0} << true;
        QTest::newRow("on the front-right row") << HexCoord{4, -4} << true;
        QTest::newRow("inside the wedge") << HexCoord{2, -5} << true;
        QTest::newRow("just right of the wedge") << HexCoord{3, -1} << false;
        QTest::newRow("just left of the wedge") << HexCoord{-3, 1} << false;
        QTest::newRow("behind, two away") << HexCoord{0, 2} << false;
        QTest::newRow("side, two away") << HexCoord{2, 0} << false;
    }
    void spellFront()
    {
        QFETCH(HexCoord, hex);
        QFETCH(bool, mayCast);
        CombatFigure tark = test::figure(QStringLiteral("Tark"), 1, {0, 0}, 0);
        QCOMPARE(Facing::mayCastAt(tark, hex), mayCast);
        // Prone or kneeling, a wizard keeps his normal front for spells (l.223).
        tark.posture = Posture::Prone;
        QCOMPARE(Facing::mayCastAt(tark, hex), mayCast);
        // Turned to face south, the same hex is in front only if it is within one hex.
        tark.facing = 3;
        if (hex.distanceTo({}) > 1 && mayCast)
            QVERIFY(!Facing::mayCastAt(tark, hex));
    }

    void attackArcAndDx_data()
    {
        QTest::addColumn<HexCoord>("attacker");
        QTest::addColumn<Posture>("targetPosture");
        QTest::addColumn<Arc>("arc");
        QTest::addColumn<int>("dx");
        QTest::newRow("front") << HexCoord{0, -1} << Posture::Standing << Arc::Front << 0;
        QTest::newRow("side +2") << HexCoord{1, 0} << Posture::Standing << Arc::Side << 2;
        QTest::newRow("rear +4") << HexCoord{0, 1} << Posture::Standing << Arc::Rear << 4;
        QTest::newRow("prone target: all rear") << HexCoord{0, -1} << Posture::Prone << Arc::Rear << 4;
        QTest::newRow("kneeling target: all rear") << HexCoord{1, -1} << Posture::Kneeling << Arc::Rear << 4;
        QTest::newRow("crawling target: all rear") << HexCoord{1, 0} << Posture::Crawling << Arc::Rear << 4;
        QTest::newRow("bending over: all rear") << HexCoord{-1, 0} << Posture::BendingOver << Arc::Rear << 4;
    }
    void attackArcAndDx()
    {
        QFETCH(HexCoord, attacker);
        QFETCH(Posture, targetPosture);
        QFETCH(Arc, arc);
        QFETCH(int, dx);
        CombatFigure target = test::figure(QStringLiteral("target"), 2, {0, 0}, 0);
        target.posture = targetPosture;
        QCOMPARE(Facing::attackArc(target, attacker), std::optional<Arc>(arc));
        QCOMPARE(Facing::physicalAttackDx(test::combatParameters(), arc), dx);
    }

    void mayStrikeOnlyInFront()
    {
        const CombatFigure target = test::figure(QStringLiteral("t"), 2, {0, 0}, 0);
        CombatFigure attacker = test::figure(QStringLiteral("a"), 1, {0, 1}, 0);
        QVERIFY(Facing::mayStrike(attacker, target));
        attacker.facing = 3; // turned away
        QVERIFY(!Facing::mayStrike(attacker, target));
        attacker.facing = 1; // facing NE: the target due north is still a front hex
        QVERIFY(Facing::mayStrike(attacker, target));
        attacker.facing = 2; // facing SE: due north is now a side hex
        QVERIFY(!Facing::mayStrike(attacker, target));
        attacker.facing = 0;
        attacker.posture = Posture::Crawling; // crawlers cannot attack (l.193)
        QVERIFY(!Facing::mayStrike(attacker, target));
    }

    void engagementFromTheText()
    {
        const CombatParameters& p = test::combatParameters();
        // Rolf (side 1) faces north; Bjorn (side 2) stands in front of him, facing away.
        const CombatFigure rolf = test::figure(QStringLiteral("Rolf"), 1, {0, 0}, 0);
        const CombatFigure bjorn = test::figure(QStringLiteral("Bjorn"), 2, {0, -1}, 0);
        // Karl and Astaroth face each other.
        const CombatFigure karl = test::figure(QStringLiteral("Karl"), 1, {4, -2}, 0);
        const CombatFigure astaroth = test::figure(QStringLiteral("Astaroth"), 2, {4, -3}, 3);
        // Jon and Grath face each other but are on the same side.
        const CombatFigure jon = test::figure(QStringLiteral("Jon"), 1, {8, -4}, 0);
        const CombatFigure grath = test::figure(QStringLiteral("Grath"), 1, {8, -5}, 3);
        // Tark stands alone.
        const CombatFigure tark = test::figure(QStringLiteral("Tark"), 1, {0, 6}, 0);
        const QList<CombatFigure> all{rolf, bjorn, karl, astaroth, jon, grath, tark};

        QVERIFY(!Engagement::isEngaged(tark, all, p));
        QVERIFY(Engagement::isEngaged(bjorn, all, p));
        QVERIFY(!Engagement::isEngaged(rolf, all, p));
        QCOMPARE(Engagement::threateningEnemies(bjorn, all, p), QStringList{QStringLiteral("Rolf")});
        QVERIFY(Engagement::isEngaged(karl, all, p));
        QVERIFY(Engagement::isEngaged(astaroth, all, p));
        QVERIFY(!Engagement::isEngaged(jon, all, p));
        QVERIFY(!Engagement::isEngaged(grath, all, p));
    }

    void engagementNeedsAnArmedStandingEnemy_data()
    {
        QTest::addColumn<bool>("armed");
        QTest::addColumn<bool>("dropped");
        QTest::addColumn<int>("breaks");
        QTest::addColumn<Posture>("posture");
        QTest::addColumn<Vitality>("vitality");
        QTest::addColumn<bool>("engaged");
        QTest::newRow("wizard with staff") << true << false << 0 << Posture::Standing << Vitality::Active << true;
        QTest::newRow("wizard without staff") << false << false << 0 << Posture::Standing << Vitality::Active << false;
        QTest::newRow("staff dropped") << true << true << 0 << Posture::Standing << Vitality::Active << false;
        QTest::newRow("staff broken") << true << false << 1 << Posture::Standing << Vitality::Active << false;
        QTest::newRow("enemy prone") << true << false << 0 << Posture::Prone << Vitality::Active << false;
        QTest::newRow("enemy unconscious") << true << false << 0 << Posture::Fallen << Vitality::Unconscious << false;
    }
    void engagementNeedsAnArmedStandingEnemy()
    {
        QFETCH(bool, armed);
        QFETCH(bool, dropped);
        QFETCH(int, breaks);
        QFETCH(Posture, posture);
        QFETCH(Vitality, vitality);
        QFETCH(bool, engaged);
        CombatFigure enemy = test::figure(QStringLiteral("enemy"), 2, {0, 0}, 0);
        enemy.armed = armed;
        enemy.weaponDropped = dropped;
        enemy.weaponBreaks = breaks;
        enemy.posture = posture;
        enemy.vitality = vitality;
        const CombatFigure victim = test::figure(QStringLiteral("victim"), 1, {0, -1}, 0);
        QCOMPARE(Engagement::isEngaged(victim, {enemy, victim}, test::combatParameters()), engaged);
    }

    void multiHexEngagement()
    {
        const CombatParameters& p = test::combatParameters();
        CombatFigure giant = test::figure(QStringLiteral("giant"), 2, {0, 0}, 0, 30, 9);
        giant.shape = BodyShape::Giant;
        giant.staffIsWeapon = false;
        // One one-hex foe with the giant in front does not engage it; two do (l.231).
        const CombatFigure a = test::figure(QStringLiteral("a"), 1, {0, -2}, 3);  // faces (0,-1)
        const CombatFigure b = test::figure(QStringLiteral("b"), 1, {2, -2}, 4);  // faces (1,-1)
        QVERIFY(Engagement::threatens(a, giant, p));
        QVERIFY(Engagement::threatens(b, giant, p));
        QVERIFY(!Engagement::isEngaged(giant, {giant, a}, p));
        QVERIFY(Engagement::isEngaged(giant, {giant, a, b}, p));
        // The giant engages a one-hex figure in its front hexes.
        QVERIFY(Engagement::isEngaged(a, {giant, a}, p));

        // A dragon needs three one-hex foes.
        CombatFigure dragon = test::figure(QStringLiteral("dragon"), 2, {0, 0}, 0, 60, 14);
        dragon.shape = BodyShape::Dragon;
        const CombatFigure f1 = test::figure(QStringLiteral("f1"), 1, {-1, 0}, 1);  // faces (0,-1)
        const CombatFigure f2 = test::figure(QStringLiteral("f2"), 1, {1, 0}, 0);   // faces (1,-1)
        const CombatFigure f3 = test::figure(QStringLiteral("f3"), 1, {-1, -1}, 2); // faces (0,-1)
        QVERIFY(!Engagement::isEngaged(dragon, {dragon, f1, f2}, p));
        QVERIFY(Engagement::isEngaged(dragon, {dragon, f1, f2, f3}, p));
        QCOMPARE(Engagement::oneHexFoesNeeded(BodyShape::SmallDragon, p), 2);

        // One multi-hex foe is enough: two giants face to face engage each other.
        CombatFigure other = test::figure(QStringLiteral("other"), 1, {0, -3}, 3, 30, 9);
        other.shape = BodyShape::Giant;
        QVERIFY(Engagement::isEngaged(giant, {giant, other}, p));
        QVERIFY(Engagement::isEngaged(other, {giant, other}, p));
    }
};

QTEST_APPLESS_MAIN(TestFacingEngagement)
#include "tst_facing_engagement.moc"
