// The "who wins" estimate: repeatable for a seed, even between equals, lopsided when one figure is far
// stronger, and sensitive to armor — each checked against many simulated fights.
#include "CombatTestSupport.h"

#include "combat/DuelOdds.h"
#include "StrictTest.h"

using namespace hk;

class TestDuelOdds : public hk::test::StrictTest
{
    Q_OBJECT

    const CombatParameters& p = test::combatParameters();
    DiceExpression d6{1, 6, 0};

private Q_SLOTS:
    void repeatableForASeed()
    {
        const CombatFigure a = test::figure(QStringLiteral("A"), 1, {0, 0}, 3, 10, 12);
        const CombatFigure b = test::figure(QStringLiteral("B"), 2, {0, 1}, 0, 10, 12);
        const DuelEstimate one = DuelOdds::simulate(p, a, d6, b, d6, 400, 7);
        const DuelEstimate two = DuelOdds::simulate(p, a, d6, b, d6, 400, 7);
        QCOMPARE(one.firstWins, two.firstWins);
        QCOMPARE(one.secondWins, two.secondWins);
        QCOMPARE(one.runs, 400);
        QCOMPARE(one.firstWins + one.secondWins + one.undecided, 400);
        QVERIFY(one.averageTurns > 1);
    }

    void equalsAreEven()
    {
        const CombatFigure a = test::figure(QStringLiteral("A"), 1, {0, 0}, 3, 10, 12);
        const CombatFigure b = test::figure(QStringLiteral("B"), 2, {0, 1}, 0, 10, 12);
        const DuelEstimate e = DuelOdds::simulate(p, a, d6, b, d6, 2000, 11);
        QVERIFY2(qAbs(e.firstChance() - e.secondChance()) < 0.08, qPrintable(QString::number(e.firstChance())));
    }

    void strengthTells_data()
    {
        QTest::addColumn<int>("st");
        QTest::addColumn<int>("dx");
        QTest::addColumn<int>("armor");
        QTest::addColumn<double>("atLeast");
        QTest::newRow("much stronger") << 20 << 14 << 0 << 0.9;
        QTest::newRow("armored") << 10 << 12 << 3 << 0.75;
    }

    void strengthTells()
    {
        QFETCH(int, st);
        QFETCH(int, dx);
        QFETCH(int, armor);
        QFETCH(double, atLeast);
        CombatFigure a = test::figure(QStringLiteral("A"), 1, {0, 0}, 3, st, dx);
        a.armor = armor;
        const CombatFigure b = test::figure(QStringLiteral("B"), 2, {0, 1}, 0, 10, 12);
        const DuelEstimate e = DuelOdds::simulate(p, a, d6, b, d6, 1000, 3);
        QVERIFY2(e.firstChance() >= atLeast, qPrintable(QString::number(e.firstChance())));
    }
};

QTEST_APPLESS_MAIN(TestDuelOdds)
#include "tst_duel_odds.moc"
