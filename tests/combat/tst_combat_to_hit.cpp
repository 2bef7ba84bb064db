// The to-hit roll with every special result, 3 and 4 dice, and physical attacks with side/rear bonuses.
#include "CombatTestSupport.h"

#include "combat/PhysicalAttack.h"
#include "combat/ToHit.h"
#include "dice/ScriptedDiceRoller.h"
#include "StrictTest.h"

using namespace hk;

Q_DECLARE_METATYPE(hk::AttackKind)
Q_DECLARE_METATYPE(hk::Defence)

class TestCombatToHit : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void toHit_data()
    {
        QTest::addColumn<AttackKind>("kind");
        QTest::addColumn<Defence>("defence");
        QTest::addColumn<int>("dx");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("hit");
        QTest::addColumn<int>("multiplier");
        // flags: dropped, broken, fizzles, full ST lost, knocked down
        QTest::addColumn<QList<bool>>("flags");
        const QList<bool> none{false, false, false, false, false};
        const auto P = AttackKind::Physical;
        const auto T = AttackKind::ThrownSpell;
        const auto M = AttackKind::MissileSpell;
        QTest::newRow("3 triple, even at DX 2") << P << Defence::None << 2 << QList<int>{1, 1, 1} << true << 3 << none;
        QTest::newRow("4 double") << T << Defence::None << 2 << QList<int>{1, 1, 2} << true << 2 << none;
        QTest::newRow("5 automatic hit") << M << Defence::None << 3 << QList<int>{1, 2, 2} << true << 1 << none;
        QTest::newRow("exactly adjDX hits") << P << Defence::None << 12 << QList<int>{4, 4, 4} << true << 1 << none;
        QTest::newRow("one over misses") << P << Defence::None << 12 << QList<int>{4, 4, 5} << false << 1 << none;
        QTest::newRow("16 misses at DX 18") << P << Defence::None << 18 << QList<int>{6, 5, 5} << false << 1 << none;
        QTest::newRow("17 drops the staff") << P << Defence::None << 20 << QList<int>{6, 6, 5} << false << 1
                                            << QList<bool>{true, false, false, false, false};
        QTest::newRow("18 breaks the staff") << P << Defence::None << 20 << QList<int>{6, 6, 6} << false << 1
                                             << QList<bool>{false, true, false, false, false};
        QTest::newRow("17 spell fizzles, full ST") << T << Defence::None << 20 << QList<int>{6, 6, 5} << false << 1
                                                   << QList<bool>{false, false, true, true, false};
        QTest::newRow("18 spell knocks caster down") << M << Defence::None << 20 << QList<int>{6, 6, 6} << false << 1
                                                     << QList<bool>{false, false, true, true, true};
        // Against a defender a blow is rolled on 4 dice (l.463).
        QTest::newRow("defending: 4 dice hit") << P << Defence::Defending << 14 << QList<int>{2, 4, 4, 4} << true << 1 << none;
        QTest::newRow("defending: 4 always hits") << P << Defence::Defending << 2 << QList<int>{1, 1, 1, 1} << true << 1 << none;
        QTest::newRow("defending: 5 always hits") << P << Defence::Defending << 2 << QList<int>{1, 1, 1, 2} << true << 1 << none;
        QTest::newRow("defending: 20 misses") << P << Defence::Defending << 25 << QList<int>{5, 5, 5, 5} << false << 1 << none;
        QTest::newRow("defending: 22 drops") << P << Defence::Defending << 25 << QList<int>{6, 6, 5, 5} << false << 1
                                             << QList<bool>{true, false, false, false, false};
        QTest::newRow("defending: 23 breaks") << P << Defence::Defending << 25 << QList<int>{6, 6, 6, 5} << false << 1
                                              << QList<bool>{false, true, false, false, false};
        // A dodger makes a missile spell roll 4 dice; 21 is only a miss for a spell.
        QTest::newRow("dodging: missile on 4 dice") << M << Defence::Dodging << 12 << QList<int>{1, 2, 3, 4} << true << 1 << none;
        QTest::newRow("dodging: 21 vs a spell") << M << Defence::Dodging << 25 << QList<int>{6, 5, 5, 5} << false << 1 << none;
        // Dodging does nothing against blows, defending nothing against spells (l.465–467).
        QTest::newRow("dodging vs a blow: 3 dice") << P << Defence::Dodging << 12 << QList<int>{4, 4, 4} << true << 1 << none;
        QTest::newRow("defending vs a missile: 3 dice") << M << Defence::Defending << 12 << QList<int>{4, 4, 5} << false << 1 << none;
        QTest::newRow("dodging vs a thrown spell: 3 dice") << T << Defence::Dodging << 12 << QList<int>{4, 4, 4} << true << 1 << none;
    }
    void toHit()
    {
        QFETCH(AttackKind, kind);
        QFETCH(Defence, defence);
        QFETCH(int, dx);
        QFETCH(QList<int>, faces);
        QFETCH(bool, hit);
        QFETCH(int, multiplier);
        QFETCH(QList<bool>, flags);
        const CombatParameters& p = test::combatParameters();
        QCOMPARE(ToHit::diceFor(p, kind, defence), int(faces.size()));
        ScriptedDiceRoller dice(faces);
        const ToHitResult r = ToHit::roll(dice, p, kind, defence, dx, {QStringLiteral("x"), QStringLiteral("to hit")});
        QCOMPARE(dice.remaining(), 0);
        QCOMPARE(r.dice, int(faces.size()));
        QCOMPARE(r.target, dx);
        QCOMPARE(r.hit, hit);
        QCOMPARE(r.multiplier, multiplier);
        QCOMPARE((QList<bool>{r.weaponDropped, r.weaponBroken, r.spellFizzles, r.loseFullSt, r.knockedDown}), flags);
    }

    void defenceFromOption()
    {
        CombatFigure f = test::figure(QStringLiteral("f"), 1, {}, 0);
        QCOMPARE(ToHit::defenceOf(f), Defence::None);
        f.optionKey = QStringLiteral("dodge");
        QCOMPARE(ToHit::defenceOf(f), Defence::Dodging);
        f.optionKey = QStringLiteral("shift-defend");
        QCOMPARE(ToHit::defenceOf(f), Defence::Defending);
        f.weaponDropped = true; // nothing to parry with (l.467)
        QCOMPARE(ToHit::defenceOf(f), Defence::None);
    }

    void physicalAttack_data()
    {
        QTest::addColumn<HexCoord>("attackerAt");
        QTest::addColumn<int>("attackerFacing");
        QTest::addColumn<QString>("targetOption");
        QTest::addColumn<int>("weaponBreaks");
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<int>("adjustedDx");
        QTest::addColumn<bool>("hit");
        QTest::addColumn<int>("hits");
        // Target at (0,0) facing north, attacker DX 12.
        QTest::newRow("front, staff 1 die") << HexCoord{0, -1} << 3 << QString() << 0 << "1d6"
                                            << QList<int>{3, 4, 5, 4} << true << 12 << true << 4;
        QTest::newRow("side +2 hits on 14") << HexCoord{1, 0} << 5 << QString() << 0 << "1d6"
                                            << QList<int>{4, 5, 5, 6} << true << 14 << true << 6;
        QTest::newRow("rear +4, triple") << HexCoord{0, 1} << 0 << QString() << 0 << "1d6"
                                         << QList<int>{1, 1, 1, 4} << true << 16 << true << 12;
        QTest::newRow("rear +4, miss on 17") << HexCoord{0, 1} << 0 << QString() << 0 << "1d6"
                                             << QList<int>{6, 6, 5} << true << 16 << false << 0;
        QTest::newRow("wolf bite 1+1, double") << HexCoord{0, -1} << 3 << QString() << 0 << "1d6+1"
                                               << QList<int>{1, 1, 2, 4} << true << 12 << true << 10;
        QTest::newRow("defender: 4 dice") << HexCoord{0, -1} << 3 << "shift-defend" << 0 << "1d6"
                                          << QList<int>{3, 3, 3, 3, 2} << true << 12 << true << 2;
        QTest::newRow("broken sword: half, rounded down") << HexCoord{0, -1} << 3 << QString() << 1 << "2d6"
                                                          << QList<int>{3, 3, 3, 5, 4} << true << 12 << true << 4;
        QTest::newRow("target not in front") << HexCoord{0, -1} << 0 << QString() << 0 << "1d6"
                                             << QList<int>{} << false << 0 << false << 0;
    }
    void physicalAttack()
    {
        QFETCH(HexCoord, attackerAt);
        QFETCH(int, attackerFacing);
        QFETCH(QString, targetOption);
        QFETCH(int, weaponBreaks);
        QFETCH(QString, damage);
        QFETCH(QList<int>, faces);
        QFETCH(bool, allowed);
        QFETCH(int, adjustedDx);
        QFETCH(bool, hit);
        QFETCH(int, hits);
        CombatFigure attacker = test::figure(QStringLiteral("a"), 1, attackerAt, attackerFacing);
        if (weaponBreaks > 0) {
            attacker.staffIsWeapon = false; // a sword
            attacker.weaponBreaks = weaponBreaks;
        }
        CombatFigure target = test::figure(QStringLiteral("t"), 2, {0, 0}, 0);
        target.optionKey = targetOption;
        DiceExpression expression;
        QString error;
        QVERIFY(DiceExpression::parse(damage, &expression, &error));
        ScriptedDiceRoller dice(faces);
        const PhysicalAttackResult r =
            PhysicalAttack::resolve(dice, test::combatParameters(), attacker, target, expression, 0, {});
        QCOMPARE(dice.remaining(), 0);
        QCOMPARE(r.allowed, allowed);
        if (!allowed)
            return;
        QCOMPARE(r.adjustedDx, adjustedDx);
        QCOMPARE(r.toHit.hit, hit);
        QCOMPARE(r.damage, hits);
    }

    void specialResultsChangeTheWeapon()
    {
        CombatFigure attacker = test::figure(QStringLiteral("a"), 1, {}, 0);
        ToHitResult dropped;
        dropped.weaponDropped = true;
        PhysicalAttack::applyToAttacker(&attacker, dropped);
        QVERIFY(attacker.weaponDropped);
        QVERIFY(!attacker.hasReadyWeapon());
        attacker.weaponDropped = false;
        ToHitResult broken;
        broken.weaponBroken = true;
        PhysicalAttack::applyToAttacker(&attacker, broken);
        QCOMPARE(attacker.weaponBreaks, 1);
        QVERIFY(!attacker.hasReadyWeapon()); // a broken staff is useless (l.440)
        attacker.staffIsWeapon = false;
        QVERIFY(attacker.hasReadyWeapon()); // a broken sword still cuts, at half damage
    }
};

QTEST_APPLESS_MAIN(TestCombatToHit)
#include "tst_combat_to_hit.moc"
