// Initiative and the action order: highest adjusted DX first, ties by die, re-sorted after every action
// as DX changes (l.101, l.109–113).
#include "CombatTestSupport.h"

#include "combat/TurnOrder.h"
#include "dice/ScriptedDiceRoller.h"
#include "StrictTest.h"

using namespace hk;

using Candidates = QList<ActorCandidate>;
Q_DECLARE_METATYPE(hk::ActorCandidate)

class TestTurnOrder : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void initiative_data()
    {
        QTest::addColumn<QList<int>>("sides");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("winner");
        QTest::addColumn<int>("rounds");
        QTest::newRow("second side wins") << QList<int>{1, 2} << QList<int>{3, 5} << 2 << 1;
        QTest::newRow("tie, then first side") << QList<int>{1, 2} << QList<int>{4, 4, 6, 2} << 1 << 2;
        QTest::newRow("three sides, two tie high") << QList<int>{1, 2, 3} << QList<int>{5, 2, 5, 1, 3} << 3 << 2;
        QTest::newRow("one side only") << QList<int>{7} << QList<int>{} << 7 << 0;
    }
    void initiative()
    {
        QFETCH(QList<int>, sides);
        QFETCH(QList<int>, faces);
        QFETCH(int, winner);
        QFETCH(int, rounds);
        ScriptedDiceRoller dice(faces);
        const InitiativeResult r = TurnOrder::initiative(dice, test::combatParameters(), sides, {});
        QCOMPARE(dice.remaining(), 0);
        QCOMPARE(r.winnerSide, winner);
        QCOMPARE(r.rounds.size(), rounds);
    }

    void next_data()
    {
        QTest::addColumn<Candidates>("candidates");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<QString>("expected");
        QTest::newRow("highest DX, no roll") << Candidates{{"A", 12}, {"B", 15}, {"C", 10}} << QList<int>{} << "B";
        QTest::newRow("tie broken by a die") << Candidates{{"A", 12}, {"B", 12}, {"C", 10}} << QList<int>{2, 5} << "B";
        QTest::newRow("tie, higher die first") << Candidates{{"A", 12}, {"B", 12}} << QList<int>{6, 1} << "A";
        QTest::newRow("three tied, two re-roll") << Candidates{{"A", 9}, {"B", 9}, {"C", 9}}
                                                 << QList<int>{6, 6, 1, 3, 4} << "B";
        QTest::newRow("lower tie ignored") << Candidates{{"A", 14}, {"B", 9}, {"C", 9}} << QList<int>{} << "A";
        QTest::newRow("nobody left") << Candidates{} << QList<int>{} << "";
    }
    void next()
    {
        QFETCH(Candidates, candidates);
        QFETCH(QList<int>, faces);
        QFETCH(QString, expected);
        ScriptedDiceRoller dice(faces);
        const NextActor n = TurnOrder::next(dice, test::combatParameters(), candidates, {});
        QCOMPARE(dice.remaining(), 0);
        QCOMPARE(n.id, expected);
        QCOMPARE(n.tieRolls.size(), faces.size());
    }

    void reSortedAfterEachAction()
    {
        // A (DX 14) acts first and casts Aid on C (DX 11 → 15), so C acts before B (13); then B's DX drops
        // to 8 (wounded), and D (DX 10) goes before him. Nobody who has acted acts again.
        const CombatParameters& p = test::combatParameters();
        QHash<QString, int> dx{{"A", 14}, {"B", 13}, {"C", 11}, {"D", 10}};
        QStringList order;
        ScriptedDiceRoller dice({});
        while (!dx.isEmpty()) {
            Candidates left;
            for (auto it = dx.cbegin(); it != dx.cend(); ++it)
                left.append({it.key(), it.value()});
            const QString who = TurnOrder::next(dice, p, left, {}).id;
            order.append(who);
            dx.remove(who);
            if (who == QLatin1String("A"))
                dx[QStringLiteral("C")] += 4;
            if (who == QLatin1String("C"))
                dx[QStringLiteral("B")] -= 5;
        }
        QCOMPARE(order, (QStringList{"A", "C", "D", "B"}));
    }
};

QTEST_APPLESS_MAIN(TestTurnOrder)
#include "tst_turn_order.moc"
