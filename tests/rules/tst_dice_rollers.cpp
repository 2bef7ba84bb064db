// The three dice sources: seeded (reproducible), scripted (ordered, exhaustible) and table (typed by the GM).
#include "dice/ScriptedDiceRoller.h"
#include "dice/SeededDiceRoller.h"
#include "dice/TableDiceRoller.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;

class TestDiceRollers : public hk::test::StrictTest
{
    Q_OBJECT
private Q_SLOTS:
    void seededIsReproducible()
    {
        SeededDiceRoller a(1978), b(1978);
        QCOMPARE(a.roll({3, 6, {}}), b.roll({3, 6, {}}));
        QCOMPARE(a.drawn(), quint64(3));
        // Resuming from a stored counter continues the same sequence.
        SeededDiceRoller whole(42);
        const QList<int> first = whole.roll({5, 6, {}});
        const QList<int> second = whole.roll({5, 6, {}});
        SeededDiceRoller resumed(42, 5);
        QCOMPARE(resumed.roll({5, 6, {}}), second);
        QVERIFY(first != second || first.size() == 5);
        QVERIFY(SeededDiceRoller(1).roll({20, 6, {}}) != SeededDiceRoller(2).roll({20, 6, {}}));
    }

    void seededIsUniform()
    {
        SeededDiceRoller dice(7);
        QList<int> counts(7, 0);
        const int n = 60000;
        for (int face : dice.roll({n, 6, {}})) {
            QVERIFY(face >= 1 && face <= 6);
            ++counts[face];
        }
        double chi = 0;
        for (int f = 1; f <= 6; ++f)
            chi += std::pow(counts[f] - n / 6.0, 2) / (n / 6.0);
        QVERIFY2(chi < 20.5, qPrintable(QStringLiteral("chi-square %1").arg(chi))); // p ≈ 0.001 for 5 dof
    }

    void scriptedConsumesInOrder()
    {
        ScriptedDiceRoller dice({1, 2, 3, 4, 5, 6});
        QCOMPARE(dice.roll({2, 6, {}}), (QList<int>{1, 2}));
        QCOMPARE(dice.roll({3, 6, {}}), (QList<int>{3, 4, 5}));
        QCOMPARE(dice.remaining(), 1);
    }

    void scriptedRunningOutIsAnError()
    {
        ScriptedDiceRoller dice({6, 6});
        try {
            dice.roll({3, 6, QStringLiteral("Krait's Magic Fist")});
            QFAIL("expected DiceError");
        } catch (const DiceError& e) {
            QVERIFY(e.message().contains(QLatin1String("ran out")));
            QVERIFY(e.message().contains(QLatin1String("Krait's Magic Fist")));
        }
        QCOMPARE(dice.remaining(), 2); // nothing consumed by the failed roll
    }

    void scriptedRejectsImpossibleFaces()
    {
        ScriptedDiceRoller dice({7});
        QVERIFY_THROWS_EXCEPTION(DiceError, dice.roll({1, 6, {}}));
    }

    void scriptParsing_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QList<int>>("faces");
        QTest::newRow("commas") << "3,4,5" << true << QList<int>{3, 4, 5};
        QTest::newRow("spaces") << "6 6\n1" << true << QList<int>{6, 6, 1};
        QTest::newRow("empty") << "" << true << QList<int>{};
        QTest::newRow("word") << "3,x" << false << QList<int>{};
        QTest::newRow("zero") << "0" << false << QList<int>{};
    }

    void scriptParsing()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(QList<int>, faces);
        QList<int> parsed;
        QString error;
        QCOMPARE(ScriptedDiceRoller::parse(text, &parsed, &error), ok);
        if (ok)
            QCOMPARE(parsed, faces);
        else
            QVERIFY(!error.isEmpty());
    }

    void tableInterpretation_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("total");
        QTest::newRow("faces") << "3 5 6" << 3 << true << 14;
        QTest::newRow("total") << "14" << 3 << true << 14;
        QTest::newRow("lowest") << "3" << 3 << true << 3;
        QTest::newRow("too high") << "19" << 3 << false << 0;
        QTest::newRow("bad face") << "3 7 2" << 3 << false << 0;
        QTest::newRow("wrong count") << "3 4" << 3 << false << 0;
        QTest::newRow("single die") << "4" << 1 << true << 4;
        QTest::newRow("text") << "six" << 3 << false << 0;
    }

    void tableInterpretation()
    {
        QFETCH(QString, typed);
        QFETCH(int, count);
        QFETCH(bool, ok);
        QFETCH(int, total);
        QList<int> faces;
        QString error;
        QCOMPARE(TableDiceRoller::interpret(typed, {count, 6, {}}, &faces, &error), ok);
        if (ok) {
            QCOMPARE(faces.size(), count);
            QCOMPARE(std::accumulate(faces.begin(), faces.end(), 0), total);
        } else {
            QVERIFY(!error.isEmpty());
        }
    }

    void tableAsksAgainAndCancels()
    {
        QStringList answers{QStringLiteral("99"), QStringLiteral("2 2 2")};
        TableDiceRoller dice([&](const DiceRequest&) -> std::optional<QString> { return answers.takeFirst(); });
        QCOMPARE(dice.roll({3, 6, {}}), (QList<int>{2, 2, 2}));
        TableDiceRoller cancelled([](const DiceRequest&) -> std::optional<QString> { return std::nullopt; });
        QVERIFY_THROWS_EXCEPTION(DiceError, cancelled.roll({3, 6, QStringLiteral("saving roll")}));
    }
};

QTEST_GUILESS_MAIN(TestDiceRollers)
#include "tst_dice_rollers.moc"
