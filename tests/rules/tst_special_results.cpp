// Rolls against a target with the Wizard special results, table-driven with scripted dice.
#include "TestSupport.h"

#include "dice/Rolls.h"
#include "dice/ScriptedDiceRoller.h"
#include "dice/StandardSpecials.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;

class TestSpecialResults : public hk::test::StrictTest
{
    Q_OBJECT
    SpecialResults m_specials;
    SpecialResults m_toMiss;

private Q_SLOTS:
    void initTestCase()
    {
        const Ruleset rules = test::registry().ruleset(QStringLiteral("tft-wizard-1978"));
        QVERIFY(!rules.isEmpty());
        QString error;
        m_specials = StandardSpecials::toHit(rules, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(m_specials.hasDice(3));
        QVERIFY(m_specials.hasDice(4));
        m_toMiss = StandardSpecials::rollToMiss(rules, &error);
        QVERIFY(m_toMiss.hasDice(3));
    }

    void toHit_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("target");
        QTest::addColumn<bool>("success");
        QTest::addColumn<QString>("special");
        QTest::addColumn<int>("multiplier");
        QTest::addColumn<QStringList>("consequences");
        // Three dice (to hit, saving rolls)
        QTest::newRow("3 is triple even vs 2") << QList<int>{1, 1, 1} << 2 << true << "triple" << 3 << QStringList{};
        QTest::newRow("4 is double") << QList<int>{1, 1, 2} << 1 << true << "double" << 2 << QStringList{};
        QTest::newRow("5 always hits") << QList<int>{1, 2, 2} << 3 << true << "automatic-hit" << 1 << QStringList{};
        QTest::newRow("plain hit") << QList<int>{3, 4, 5} << 12 << true << "" << 1 << QStringList{};
        QTest::newRow("plain miss") << QList<int>{4, 4, 5} << 12 << false << "" << 1 << QStringList{};
        QTest::newRow("exactly the target") << QList<int>{4, 4, 4} << 12 << true << "" << 1 << QStringList{};
        QTest::newRow("16 always misses") << QList<int>{6, 5, 5} << 18 << false << "automatic-miss" << 1 << QStringList{};
        QTest::newRow("17 fumbles") << QList<int>{6, 6, 5} << 20 << false << "fumble" << 1
                                    << QStringList{QStringLiteral("lose-full-st"), QStringLiteral("spell-fizzles"),
                                                   QStringLiteral("weapon-dropped")};
        QTest::newRow("18 knocks down") << QList<int>{6, 6, 6} << 20 << false << "bad-fumble" << 1
                                        << QStringList{QStringLiteral("lose-full-st"), QStringLiteral("spell-fizzles"),
                                                       QStringLiteral("knocked-down"), QStringLiteral("weapon-broken")};
        // Four dice (target dodging or defending)
        QTest::newRow("4d: 4 hits") << QList<int>{1, 1, 1, 1} << 2 << true << "automatic-hit" << 1 << QStringList{};
        QTest::newRow("4d: 5 hits") << QList<int>{1, 1, 1, 2} << 2 << true << "automatic-hit" << 1 << QStringList{};
        QTest::newRow("4d: 14 vs 14") << QList<int>{2, 4, 4, 4} << 14 << true << "" << 1 << QStringList{};
        QTest::newRow("4d: 19 vs 25") << QList<int>{4, 5, 5, 5} << 25 << true << "" << 1 << QStringList{};
        QTest::newRow("4d: 20 misses") << QList<int>{5, 5, 5, 5} << 25 << false << "automatic-miss" << 1 << QStringList{};
        QTest::newRow("4d: 21 drops") << QList<int>{6, 5, 5, 5} << 25 << false << "dropped" << 1
                                      << QStringList{QStringLiteral("weapon-dropped")};
        QTest::newRow("4d: 22 drops") << QList<int>{6, 6, 5, 5} << 25 << false << "dropped" << 1
                                      << QStringList{QStringLiteral("weapon-dropped")};
        QTest::newRow("4d: 23 breaks") << QList<int>{6, 6, 6, 5} << 25 << false << "broken" << 1
                                       << QStringList{QStringLiteral("weapon-broken")};
        QTest::newRow("4d: 24 breaks") << QList<int>{6, 6, 6, 6} << 25 << false << "broken" << 1
                                       << QStringList{QStringLiteral("weapon-broken")};
        // Five dice: a plain saving roll, no specials
        QTest::newRow("5d saving roll made") << QList<int>{1, 1, 1, 1, 1} << 12 << true << "" << 1 << QStringList{};
        QTest::newRow("5d saving roll missed") << QList<int>{6, 6, 6, 6, 6} << 12 << false << "" << 1 << QStringList{};
    }

    void toHit()
    {
        QFETCH(QList<int>, faces);
        QFETCH(int, target);
        QFETCH(bool, success);
        QFETCH(QString, special);
        QFETCH(int, multiplier);
        QFETCH(QStringList, consequences);
        ScriptedDiceRoller dice(faces);
        struct Log : RollLog
        {
            QList<RollRecord> rolls;
            void record(const RollRecord& r) override { rolls.append(r); }
        } log;
        const RollRecord r = Rolls::against(dice, int(faces.size()), target, &m_specials,
                                            {QStringLiteral("Krait"), QStringLiteral("Magic Fist"), true}, &log);
        QCOMPARE(r.faces, faces);
        QCOMPARE(*r.success, success);
        QCOMPARE(r.special, special);
        QCOMPARE(r.effectMultiplier, multiplier);
        QCOMPARE(r.consequences, consequences);
        QCOMPARE(*r.target, target);
        QCOMPARE(dice.remaining(), 0);
        QCOMPARE(log.rolls.size(), 1);
        QCOMPARE(log.rolls.first().who, QStringLiteral("Krait"));
        QVERIFY(log.rolls.first().gmOnly);
    }

    void rollToMiss_data()
    {
        QTest::addColumn<int>("total");
        QTest::addColumn<bool>("missed");
        QTest::addColumn<int>("multiplier");
        QTest::newRow("10 vs 12 gets past") << 10 << true << 1;
        QTest::newRow("14 hits anyway") << 14 << false << 1;
        QTest::newRow("15 double damage") << 15 << false << 2;
        QTest::newRow("16 double damage") << 16 << false << 2;
        QTest::newRow("17 triple damage") << 17 << false << 3;
        QTest::newRow("18 triple damage") << 18 << false << 3;
    }

    void rollToMiss()
    {
        QFETCH(int, total);
        QFETCH(bool, missed);
        QFETCH(int, multiplier);
        QList<int> faces{6, qMin(6, total - 7), 0};
        faces[2] = total - faces[0] - faces[1];
        const RollRecord r = Rolls::classify(3, faces, 20, &m_toMiss);
        QCOMPARE(*r.success, missed);
        QCOMPARE(r.effectMultiplier, multiplier);
        Q_UNUSED(total)
    }

    void plainRollDoesNotClassify()
    {
        ScriptedDiceRoller dice({2, 3});
        DiceExpression e;
        QString error;
        QVERIFY(DiceExpression::parse(QStringLiteral("2d6-2"), &e, &error));
        const RollRecord r = Rolls::roll(dice, e, {});
        QCOMPARE(r.total, 3);
        QVERIFY(!r.success.has_value());
        QCOMPARE(r.dice, QStringLiteral("2d6-2"));
    }
};

QTEST_GUILESS_MAIN(TestSpecialResults)
#include "tst_special_results.moc"
