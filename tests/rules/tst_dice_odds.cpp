// Exact odds of N d6 against a target, with and without the special results.
#include "TestSupport.h"

#include "dice/DiceOdds.h"
#include "dice/StandardSpecials.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;

class TestDiceOdds : public hk::test::StrictTest
{
    Q_OBJECT
private Q_SLOTS:
    void ways()
    {
        const QList<double> ways = DiceOdds::waysByTotal(3);
        QCOMPARE(ways.size(), 19);
        QCOMPARE(ways[3], 1.0);
        QCOMPARE(ways[10], 27.0);
        QCOMPARE(ways[11], 27.0);
        QCOMPARE(ways[18], 1.0);
        double sum = 0;
        for (double w : ways)
            sum += w;
        QCOMPARE(sum, 216.0);
        QCOMPARE(DiceOdds::waysByTotal(4)[14], 146.0);
    }

    void atMost_data()
    {
        QTest::addColumn<int>("dice");
        QTest::addColumn<int>("target");
        QTest::addColumn<double>("expected");
        QTest::newRow("3d6<=10") << 3 << 10 << 0.5;
        QTest::newRow("3d6<=12") << 3 << 12 << 160.0 / 216;
        QTest::newRow("3d6<=2") << 3 << 2 << 0.0;
        QTest::newRow("3d6<=18") << 3 << 18 << 1.0;
        QTest::newRow("4d6<=14") << 4 << 14 << 721.0 / 1296;
        QTest::newRow("1d6<=4") << 1 << 4 << 4.0 / 6;
    }

    void atMost()
    {
        QFETCH(int, dice);
        QFETCH(int, target);
        QFETCH(double, expected);
        QCOMPARE(DiceOdds::atMost(dice, target), expected);
    }

    void withSpecials()
    {
        const SpecialResults s = StandardSpecials::toHit(test::registry().ruleset(QStringLiteral("tft-wizard-1978")));
        // Against an impossible target only 3, 4 and 5 succeed; against 18 or more only 16–18 fail.
        QCOMPARE(DiceOdds::success(3, 0, &s), 10.0 / 216);
        QCOMPARE(DiceOdds::success(3, 30, &s), 1.0 - 10.0 / 216);
        QCOMPARE(DiceOdds::success(3, 12, &s), 160.0 / 216);
        // Four dice: 4–5 always hit, 20+ always miss.
        QCOMPARE(DiceOdds::success(4, 0, &s), 5.0 / 1296);
        QCOMPARE(DiceOdds::success(4, 30, &s), 1.0 - 70.0 / 1296);
        QCOMPARE(DiceOdds::success(3, 12, nullptr), DiceOdds::atMost(3, 12));
    }
};

QTEST_GUILESS_MAIN(TestDiceOdds)
#include "tst_dice_odds.moc"
