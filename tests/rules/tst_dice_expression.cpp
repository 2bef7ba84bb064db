// Dice expressions as the books write them.
#include "dice/DiceExpression.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;

class TestDiceExpression : public hk::test::StrictTest
{
    Q_OBJECT
private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("modifier");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("3d6") << "3d6" << true << 3 << 6 << 0 << "3d6";
        QTest::newRow("2d6+2") << "2d6+2" << true << 2 << 6 << 2 << "2d6+2";
        QTest::newRow("1d6-3") << "1d6-3" << true << 1 << 6 << -3 << "1d6-3";
        QTest::newRow("d6") << "d6" << true << 1 << 6 << 0 << "1d6";
        QTest::newRow("3d") << "3d" << true << 3 << 6 << 0 << "3d6";
        QTest::newRow("spaces") << " 4 d 6 + 1 " << true << 4 << 6 << 1 << "4d6+1";
        QTest::newRow("flat") << "0d6+2" << true << 0 << 6 << 2 << "0d6+2";
        QTest::newRow("d20") << "1d20" << true << 1 << 20 << 0 << "1d20";
        QTest::newRow("garbage") << "fireball" << false << 0 << 0 << 0 << "";
        QTest::newRow("tft plus") << "1+1" << false << 0 << 0 << 0 << "";
        QTest::newRow("one-sided") << "2d1" << false << 0 << 0 << 0 << "";
        QTest::newRow("too many") << "500d6" << false << 0 << 0 << 0 << "";
        // Numbers beyond an int are out of range, not read as 0 (issue 15).
        QTest::newRow("count overflows") << "99999999999d6" << false << 0 << 0 << 0 << "";
        QTest::newRow("sides overflow") << "3d99999999999" << false << 0 << 0 << 0 << "";
        QTest::newRow("modifier overflows") << "3d6+99999999999" << false << 0 << 0 << 0 << "";
        QTest::newRow("modifier too big") << "3d6-1001" << false << 0 << 0 << 0 << "";
        QTest::newRow("modifier at the limit") << "3d6-1000" << true << 3 << 6 << -1000 << "3d6-1000";
    }

    void parse()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        DiceExpression e;
        QString error;
        QCOMPARE(DiceExpression::parse(text, &e, &error), ok);
        if (!ok) {
            QVERIFY(!error.isEmpty());
            return;
        }
        QFETCH(int, count);
        QFETCH(int, sides);
        QFETCH(int, modifier);
        QFETCH(QString, canonical);
        QCOMPARE(e.count, count);
        QCOMPARE(e.sides, sides);
        QCOMPARE(e.modifier, modifier);
        QCOMPARE(e.toString(), canonical);
    }

    void range()
    {
        DiceExpression e;
        QString error;
        QVERIFY(DiceExpression::parse(QStringLiteral("4d6-8"), &e, &error));
        QCOMPARE(e.minimum(), -4);
        QCOMPARE(e.maximum(), 16);
    }
};

QTEST_GUILESS_MAIN(TestDiceExpression)
#include "tst_dice_expression.moc"
