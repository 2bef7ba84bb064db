// Hits against armor per attack, the 5-hit and 8-hit thresholds, unconsciousness and death, ST spent on
// spells, and conditions counting down at the end of the turn (l.57, l.447–449, l.477–479).
#include "CombatTestSupport.h"

#include "combat/ForcedRetreat.h"
#include "combat/Injury.h"
#include "StrictTest.h"

using namespace hk;

class TestInjury : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void armorPerAttack_data()
    {
        QTest::addColumn<int>("armor");
        QTest::addColumn<int>("spellStops");
        QTest::addColumn<QList<int>>("attacks");
        QTest::addColumn<QList<int>>("taken");
        // l.447: Stone Flesh against 5 then 3 hits takes 1 and 0.
        QTest::newRow("stone flesh, two attacks") << 0 << 4 << QList<int>{5, 3} << QList<int>{1, 0};
        // l.449: a wolf's fur stops 1 of a broadsword's 8; with Stone Flesh as well it takes 3.
        QTest::newRow("wolf fur") << 1 << 0 << QList<int>{8} << QList<int>{7};
        QTest::newRow("wolf fur and stone flesh") << 1 << 4 << QList<int>{8} << QList<int>{3};
        QTest::newRow("iron flesh") << 0 << 6 << QList<int>{7, 6, 12} << QList<int>{1, 0, 6};
        QTest::newRow("no armor") << 0 << 0 << QList<int>{2, 0} << QList<int>{2, 0};
    }
    void armorPerAttack()
    {
        QFETCH(int, armor);
        QFETCH(int, spellStops);
        QFETCH(QList<int>, attacks);
        QFETCH(QList<int>, taken);
        CombatFigure f = test::figure(QStringLiteral("f"), 1, {}, 0, 30);
        f.armor = armor;
        if (spellStops > 0)
            f.setCondition({QStringLiteral("stone-flesh"), -1, 0, spellStops, QString()});
        int total = 0;
        for (int i = 0; i < attacks.size(); ++i) {
            const HitsTaken h = Injury::applyHits(&f, attacks.at(i), test::combatParameters());
            QCOMPARE(h.taken, taken.at(i));
            QCOMPARE(h.stopped, attacks.at(i) - taken.at(i));
            total += taken.at(i);
        }
        QCOMPARE(f.st, 30 - total);
        QCOMPARE(f.hitsThisTurn, total);
    }

    void thresholds_data()
    {
        QTest::addColumn<int>("st");
        QTest::addColumn<QList<int>>("attacks");
        QTest::addColumn<bool>("fell");
        QTest::addColumn<Vitality>("vitality");
        QTest::addColumn<bool>("dxPenaltyNextTurn");
        QTest::newRow("4 hits: nothing") << 12 << QList<int>{4} << false << Vitality::Active << false;
        QTest::newRow("5 hits: -2 DX next turn") << 12 << QList<int>{5} << false << Vitality::Active << true;
        QTest::newRow("3 + 2 in one turn") << 12 << QList<int>{3, 2} << false << Vitality::Active << true;
        QTest::newRow("8 hits: falls") << 20 << QList<int>{8} << true << Vitality::Active << true;
        QTest::newRow("4 + 4: falls on the second") << 20 << QList<int>{4, 4} << true << Vitality::Active << true;
        QTest::newRow("down to ST 1: unconscious") << 4 << QList<int>{3} << false << Vitality::Unconscious << false;
        QTest::newRow("down to ST 0: dead") << 4 << QList<int>{4} << false << Vitality::Dead << false;
        QTest::newRow("below 0: dead") << 2 << QList<int>{5} << false << Vitality::Dead << true;
    }
    void thresholds()
    {
        QFETCH(int, st);
        QFETCH(QList<int>, attacks);
        QFETCH(bool, fell);
        QFETCH(Vitality, vitality);
        QFETCH(bool, dxPenaltyNextTurn);
        const CombatParameters& p = test::combatParameters();
        CombatFigure f = test::figure(QStringLiteral("f"), 1, {}, 0, st, 12);
        bool fellNow = false;
        for (int hits : attacks)
            fellNow = Injury::applyHits(&f, hits, p).fellDown || fellNow;
        QCOMPARE(fellNow, fell);
        QCOMPARE(f.vitality, vitality);
        if (fell || vitality != Vitality::Active)
            QCOMPARE(f.posture, Posture::Fallen);
        Injury::endOfTurn(&f, p);
        QCOMPARE(f.hasCondition(QLatin1String(Injury::woundedLastTurn)), dxPenaltyNextTurn);
        QCOMPARE(f.adjustedDx(), dxPenaltyNextTurn ? 10 : 12);
        QCOMPARE(f.hitsThisTurn, 0);
        // The penalty is for the next turn only.
        Injury::endOfTurn(&f, p);
        QCOMPARE(f.adjustedDx(), 12);
    }

    void spellCostIsNotAWound()
    {
        const CombatParameters& p = test::combatParameters();
        CombatFigure f = test::figure(QStringLiteral("f"), 1, {}, 0, 12);
        QCOMPARE(Injury::spendSt(&f, 6, p), Vitality::Active);
        QCOMPARE(f.hitsThisTurn, 0);
        QCOMPARE(f.st, 6);
        Injury::endOfTurn(&f, p);
        QVERIFY(!f.hasCondition(QLatin1String(Injury::woundedLastTurn)));
        QCOMPARE(Injury::spendSt(&f, 5, p), Vitality::Unconscious); // casting down to 1 knocks him out
        QCOMPARE(f.posture, Posture::Fallen);
    }

    void conditionsCountDown()
    {
        // A 3-turn spell counts the turn it is cast as its first (l.103).
        const CombatParameters& p = test::combatParameters();
        CombatFigure f = test::figure(QStringLiteral("f"), 1, {}, 0, 10, 15);
        f.setCondition({QStringLiteral("dazzled"), 3, -3, 0, QStringLiteral("Yzor")});
        f.setCondition({QStringLiteral("blur"), -1, 0, 0, QString()});
        QCOMPARE(f.adjustedDx(), 12);
        Injury::endOfTurn(&f, p); // end of turn 1
        QCOMPARE(f.condition(QStringLiteral("dazzled"))->turnsLeft, 2);
        Injury::endOfTurn(&f, p); // end of turn 2
        QCOMPARE(f.adjustedDx(), 12);
        Injury::endOfTurn(&f, p); // end of turn 3
        QVERIFY(!f.hasCondition(QStringLiteral("dazzled")));
        QCOMPARE(f.adjustedDx(), 15);
        QVERIFY(f.hasCondition(QStringLiteral("blur"))); // until removed
        // The same condition twice does not stack (l.300).
        f.setCondition({QStringLiteral("dazzled"), 3, -3, 0, QString()});
        f.setCondition({QStringLiteral("dazzled"), 3, -3, 0, QString()});
        QCOMPARE(f.adjustedDx(), 12);
    }

    void forcedRetreat_data()
    {
        QTest::addColumn<bool>("physical");
        QTest::addColumn<bool>("adjacentMissile");
        QTest::addColumn<bool>("tookHits");
        QTest::addColumn<bool>("mayForce");
        QTest::newRow("staff hit, unhurt") << true << false << false << true;
        QTest::newRow("staff hit, but was hit") << true << false << true << false;
        QTest::newRow("missile at an adjacent foe (l.474)") << false << true << false << true;
        QTest::newRow("nothing landed") << false << false << false << false;
    }
    void forcedRetreat()
    {
        QFETCH(bool, physical);
        QFETCH(bool, adjacentMissile);
        QFETCH(bool, tookHits);
        QFETCH(bool, mayForce);
        QCOMPARE(ForcedRetreat::mayForce(test::combatParameters(), {physical, adjacentMissile, tookHits}), mayForce);
        CombatParameters strict = test::combatParameters();
        strict.forcedRetreatByAdjacentMissile = false; // the l.113 reading
        QCOMPARE(ForcedRetreat::mayForce(strict, {physical, adjacentMissile, tookHits}), mayForce && physical);
    }
};

QTEST_APPLESS_MAIN(TestInjury)
#include "tst_injury.moc"
