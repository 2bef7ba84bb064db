// The options (a)–(n): which are open to engaged and disengaged figures, how far each moves, and which
// a figure may switch to after moving (l.118–160).
#include "CombatTestSupport.h"

#include "combat/MovementRules.h"
#include "StrictTest.h"

using namespace hk;

namespace {
QStringList letters(const QList<MovementOption>& options)
{
    QStringList out;
    for (const MovementOption& o : options)
        out.append(o.letter);
    return out;
}
} // namespace

class TestMovementOptions : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void available_data()
    {
        QTest::addColumn<bool>("engaged");
        QTest::addColumn<Posture>("posture");
        QTest::addColumn<bool>("armed");
        QTest::addColumn<bool>("dropped");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("disengaged, standing") << false << Posture::Standing << true << false
                                              << QStringList{"a", "b", "c", "d", "e", "f"};
        QTest::newRow("engaged, standing") << true << Posture::Standing << true << false
                                           << QStringList{"h", "i", "j", "k", "m"};
        QTest::newRow("disengaged, no staff: no charge") << false << Posture::Standing << false << false
                                                         << QStringList{"a", "c", "d", "e", "f"};
        QTest::newRow("engaged, staff dropped") << true << Posture::Standing << true << true
                                                << QStringList{"j", "k", "l", "m"};
        QTest::newRow("kneeling: stand, cast or disbelieve") << false << Posture::Kneeling << true << false
                                                             << QStringList{"c", "f", "g"};
        QTest::newRow("prone and engaged: no disengaging") << true << Posture::Prone << true << false
                                                           << QStringList{"j", "m", "n"};
        QTest::newRow("knocked down: only stand up") << false << Posture::Fallen << true << false << QStringList{"g"};
    }
    void available()
    {
        QFETCH(bool, engaged);
        QFETCH(Posture, posture);
        QFETCH(bool, armed);
        QFETCH(bool, dropped);
        QFETCH(QStringList, expected);
        CombatFigure f = test::figure(QStringLiteral("f"), 1, {}, 0);
        f.posture = posture;
        f.armed = armed;
        f.weaponDropped = dropped;
        QCOMPARE(letters(MovementRules::available(test::combatParameters(), engaged, f)), expected);
    }

    void maxHexes_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("engaged");
        QTest::addColumn<int>("ma");
        QTest::addColumn<int>("normalMa");
        QTest::addColumn<int>("hexes");
        QTest::newRow("(a) move, MA 10") << "move" << false << 10 << 10 << 10;
        QTest::newRow("(b) charge, MA 10") << "charge-attack" << false << 10 << 10 << 5;
        QTest::newRow("(b) charge, MA 9: half rounded down") << "charge-attack" << false << 9 << 9 << 4;
        QTest::newRow("(b) charge, wolf MA 12") << "charge-attack" << false << 12 << 12 << 6;
        QTest::newRow("(c) cast") << "cast-spell" << false << 10 << 10 << 1;
        QTest::newRow("(c) cast, MA doubled") << "cast-spell" << false << 20 << 10 << 2;
        QTest::newRow("(c) cast, MA halved: still one") << "cast-spell" << false << 5 << 10 << 1;
        QTest::newRow("(d) dodge") << "dodge" << false << 10 << 10 << 5;
        QTest::newRow("(e) drop") << "drop" << false << 10 << 10 << 5;
        QTest::newRow("(f) disbelieve") << "disbelieve" << false << 10 << 10 << 1;
        QTest::newRow("(g) stand up") << "stand-up" << false << 10 << 10 << 0;
        QTest::newRow("(h) shift and attack") << "shift-attack" << true << 10 << 10 << 1;
        QTest::newRow("(j) cast, engaged, MA doubled") << "cast-spell" << true << 20 << 10 << 1;
        QTest::newRow("(l) pick up") << "pick-up-weapon" << true << 10 << 10 << 0;
    }
    void maxHexes()
    {
        QFETCH(QString, key);
        QFETCH(bool, engaged);
        QFETCH(int, ma);
        QFETCH(int, normalMa);
        QFETCH(int, hexes);
        const CombatParameters& p = test::combatParameters();
        const MovementOption* o = p.option(key, engaged);
        QVERIFY(o);
        QCOMPARE(MovementRules::maxHexes(p, *o, ma, normalMa), hexes);
    }

    void changeAfterMoving_data()
    {
        QTest::addColumn<int>("moved");
        QTest::addColumn<QStringList>("expected");
        // l.155: 0–1 hex: anything; up to half MA: attack, dodge, drop (or just move); more: nothing else.
        QTest::newRow("stood still") << 0 << QStringList{"a", "b", "c", "d", "e", "f"};
        QTest::newRow("one hex") << 1 << QStringList{"a", "b", "c", "d", "e", "f"};
        QTest::newRow("two hexes") << 2 << QStringList{"a", "b", "d", "e"};
        QTest::newRow("half MA") << 5 << QStringList{"a", "b", "d", "e"};
        QTest::newRow("over half MA") << 6 << QStringList{"a"};
        QTest::newRow("full MA") << 10 << QStringList{"a"};
        QTest::newRow("too far for anything") << 11 << QStringList{};
    }
    void changeAfterMoving()
    {
        QFETCH(int, moved);
        QFETCH(QStringList, expected);
        const CombatParameters& p = test::combatParameters();
        const CombatFigure f = test::figure(QStringLiteral("f"), 1, {}, 0);
        QCOMPARE(letters(MovementRules::legalAfterMoving(p, false, f, moved, 10)), expected);
        for (const MovementOption& o : p.options) {
            if (!o.engaged)
                QCOMPARE(MovementRules::mayChangeTo(p, o, false, f, moved, 10), expected.contains(o.letter));
        }
    }

    void engagedFigureCannotTakeDisengagedOptions()
    {
        const CombatParameters& p = test::combatParameters();
        const CombatFigure f = test::figure(QStringLiteral("f"), 1, {}, 0);
        QVERIFY(!MovementRules::mayChangeTo(p, *p.option(QStringLiteral("move"), false), true, f, 0, 10));
        QVERIFY(MovementRules::mayChangeTo(p, *p.option(QStringLiteral("disengage"), true), true, f, 1, 10));
        QVERIFY(!MovementRules::mayChangeTo(p, *p.option(QStringLiteral("shift-defend"), true), true, f, 2, 10));
    }
};

QTEST_APPLESS_MAIN(TestMovementOptions)
#include "tst_movement_options.moc"
