// Casting arithmetic: the ST floor, thrown-spell range, the cost of success and failure, the control
// victim's save and disbelief (l.59, l.245–252, l.294–298, l.314, l.374).
#include "CombatTestSupport.h"

#include "combat/CombatSpell.h"
#include "combat/SpellCasting.h"
#include "dice/ScriptedDiceRoller.h"
#include "StrictTest.h"

using namespace hk;

namespace {
CombatSpell spell(const QString& id)
{
    QString error;
    const std::optional<CombatSpell> s = CombatSpell::fromRuleset(test::wizardRules(), id, &error);
    if (!s)
        qFatal("%s", qPrintable(error));
    return *s;
}
} // namespace

class TestSpellCasting : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void spellFacts()
    {
        const CombatSpell wolf = spell(QStringLiteral("summon-wolf"));
        QCOMPARE(wolf.type, QStringLiteral("creation"));
        QCOMPARE(wolf.costFor(1), 2);
        QCOMPARE(wolf.upkeep, 1);
        const CombatSpell dazzle = spell(QStringLiteral("dazzle"));
        QCOMPARE(dazzle.type, QStringLiteral("special"));
        QCOMPARE(dazzle.costFor(1), 3);
        QCOMPARE(dazzle.turns, 3);
        QCOMPARE(spellEffect(test::wizardRules(), QStringLiteral("dazzle"), QStringLiteral("dx")), std::optional<double>(-3));
        QCOMPARE(spellEffect(test::wizardRules(), QStringLiteral("stone-flesh"), QStringLiteral("hits-stopped")),
                 std::optional<double>(4));
        QCOMPARE(spellEffect(test::wizardRules(), QStringLiteral("iron-flesh"), QStringLiteral("hits-stopped")),
                 std::optional<double>(6));
        QVERIFY(spell(QStringLiteral("control-person")).isControl());
        QVERIFY(spell(QStringLiteral("magic-fist")).perSt);
        QCOMPARE(spell(QStringLiteral("magic-fist")).costFor(4), 4);
        QString error;
        QVERIFY(!CombatSpell::fromRuleset(test::wizardRules(), QStringLiteral("no-such-spell"), &error));
        QVERIFY(error.contains(QStringLiteral("no-such-spell")));
    }

    void canAfford_data()
    {
        QTest::addColumn<int>("st");
        QTest::addColumn<int>("cost");
        QTest::addColumn<bool>("allowed");
        // May cast down to 1 ST, never to 0 or less (l.59).
        QTest::newRow("leaves 1") << 4 << 3 << true;
        QTest::newRow("would leave 0") << 3 << 3 << false;
        QTest::newRow("would leave -1") << 2 << 3 << false;
        QTest::newRow("1-die fist at ST 2 (the duel)") << 2 << 1 << true;
        QTest::newRow("plenty") << 10 << 2 << true;
    }
    void canAfford()
    {
        QFETCH(int, st);
        QFETCH(int, cost);
        QFETCH(bool, allowed);
        QCOMPARE(SpellCasting::canAfford(test::combatParameters(), st, cost), allowed);
    }

    void thrownRange_data()
    {
        QTest::addColumn<HexCoord>("target");
        QTest::addColumn<int>("dx");
        QTest::newRow("on himself") << HexCoord{0, 0} << 0;
        QTest::newRow("adjacent") << HexCoord{1, 0} << -1;
        QTest::newRow("3 hexes") << HexCoord{0, -3} << -3;
        QTest::newRow("5 hexes oblique") << HexCoord{3, -5} << -5;
    }
    void thrownRange()
    {
        QFETCH(HexCoord, target);
        QFETCH(int, dx);
        QCOMPARE(SpellCasting::thrownRangeDx(test::combatParameters(), {0, 0}, target), dx);
    }

    void creationRange_data()
    {
        QTest::addColumn<HexCoord>("hex");
        QTest::addColumn<bool>("inRange");
        // Caster at a megahex centre: his megahex and the six around it (l.329).
        QTest::newRow("own hex") << HexCoord{0, 0} << true;
        QTest::newRow("own megahex") << HexCoord{1, -1} << true;
        QTest::newRow("next megahex's far rim") << HexCoord{3, 1} << true;
        QTest::newRow("next megahex along B") << HexCoord{-1, 4} << true;
        QTest::newRow("two megahexes away") << HexCoord{4, 2} << false;
        QTest::newRow("straight north, 4 hexes (2 MH)") << HexCoord{0, -4} << false;
    }
    void creationRange()
    {
        QFETCH(HexCoord, hex);
        QFETCH(bool, inRange);
        QCOMPARE(SpellCasting::inCreationRange(test::combatParameters(), Megahex(), {0, 0}, hex), inRange);
    }

    void attempt_data()
    {
        QTest::addColumn<QString>("spell");
        QTest::addColumn<int>("casterSt");
        QTest::addColumn<int>("rangeDx");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<bool>("works");
        QTest::addColumn<int>("stCost");
        QTest::addColumn<bool>("knockedDown");
        // Caster adjDX 12.
        QTest::newRow("thrown, adjacent, works") << "stone-flesh" << 10 << -1 << QList<int>{3, 4, 4} << true << true << 2 << false;
        QTest::newRow("thrown, 4 hexes, 9 > 8 fails for 1 ST") << "stone-flesh" << 10 << -4 << QList<int>{3, 3, 3} << true << false << 1 << false;
        QTest::newRow("creation, no range penalty") << "summon-wolf" << 8 << 0 << QList<int>{4, 4, 4} << true << true << 2 << false;
        QTest::newRow("special fails for 1 ST") << "dazzle" << 9 << 0 << QList<int>{5, 5, 3} << true << false << 1 << false;
        QTest::newRow("17 costs the full ST") << "dazzle" << 9 << 0 << QList<int>{6, 6, 5} << true << false << 3 << false;
        QTest::newRow("18 costs full ST and knocks down") << "dazzle" << 9 << 0 << QList<int>{6, 6, 6} << true << false << 3 << true;
        QTest::newRow("3 works even at long range") << "stone-flesh" << 10 << -12 << QList<int>{1, 1, 1} << true << true << 2 << false;
        QTest::newRow("too weak: nothing rolled") << "dazzle" << 3 << 0 << QList<int>{} << false << false << 0 << false;
        QTest::newRow("control hit: cost waits for the save") << "control-person" << 10 << -2 << QList<int>{3, 3, 3} << true << true << 0 << false;
    }
    void attempt()
    {
        QFETCH(QString, spell);
        QFETCH(int, casterSt);
        QFETCH(int, rangeDx);
        QFETCH(QList<int>, faces);
        QFETCH(bool, allowed);
        QFETCH(bool, works);
        QFETCH(int, stCost);
        QFETCH(bool, knockedDown);
        ScriptedDiceRoller dice(faces);
        const SpellAttempt a =
            SpellCasting::attempt(dice, test::combatParameters(), ::spell(spell), 1, casterSt, 12, rangeDx, 0, {});
        QCOMPARE(dice.remaining(), 0);
        QCOMPARE(a.allowed, allowed);
        QCOMPARE(a.works, works);
        QCOMPARE(a.stCost, stCost);
        QCOMPARE(a.toHit.knockedDown, knockedDown);
        if (allowed)
            QCOMPARE(a.adjustedDx, 12 + rangeDx);
    }

    void controlSave_data()
    {
        QTest::addColumn<int>("iq");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("controlled");
        QTest::addColumn<int>("stCost");
        QTest::newRow("victim makes IQ 9 with 9: free, caster pays 1") << 9 << QList<int>{3, 3, 3} << false << 1;
        QTest::newRow("victim misses with 10: controlled, full cost") << 9 << QList<int>{3, 3, 4} << true << 3;
    }
    void controlSave()
    {
        QFETCH(int, iq);
        QFETCH(QList<int>, faces);
        QFETCH(bool, controlled);
        QFETCH(int, stCost);
        ScriptedDiceRoller dice(faces);
        const ControlOutcome o = SpellCasting::controlSave(dice, test::combatParameters(),
                                                           spell(QStringLiteral("control-person")), iq, {});
        QCOMPARE(o.controlled, controlled);
        QCOMPARE(o.stCost, stCost);
        QCOMPARE(o.save.faces.size(), 3);
    }

    // Advanced Wizard l.969: Possession's victim saves on 4 dice against IQ; a made roll still costs the caster
    // 5 ST (the spell's costIfSaved), a missed one the full 20.
    void possessionSave_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("controlled");
        QTest::addColumn<int>("stCost");
        QTest::newRow("made with 8 against IQ 10: 5 ST") << QList<int>{2, 2, 2, 2} << false << 5;
        QTest::newRow("missed with 16: 20 ST") << QList<int>{4, 4, 4, 4} << true << 20;
    }
    void possessionSave()
    {
        QFETCH(QList<int>, faces);
        QFETCH(bool, controlled);
        QFETCH(int, stCost);
        static const Ruleset rules = test::registry().ruleset(QStringLiteral("tft-advanced-wizard-1980"));
        QString error;
        const std::optional<CombatSpell> possession = CombatSpell::fromRuleset(rules, QStringLiteral("possession"), &error);
        QVERIFY2(possession, qPrintable(error));
        QCOMPARE(possession->saveDice, 4);
        ScriptedDiceRoller dice(faces);
        const ControlOutcome o = SpellCasting::controlSave(dice, test::combatParameters(), *possession, 10, {});
        QCOMPARE(dice.remaining(), 0);
        QCOMPARE(o.controlled, controlled);
        QCOMPARE(o.stCost, stCost);
    }

    // A duration printed in minutes lasts the ruleset's turns per minute (the parameter turns-per-minute): W&W's
    // turn is about a second (004 l.97), so its one-minute creations last 60 turns; Advanced Wizard's minute is
    // 12 turns (002 l.679), and its creations' 12 turns are printed in turns already.
    void minuteDurations_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("spell");
        QTest::addColumn<int>("turns");
        QTest::newRow("004 l.97, l.1506 W&W Create Wall: a minute") << "warrior-and-wizard-0.10" << "create-wall" << 60;
        QTest::newRow("004 l.97, l.1331 W&W Image: a minute") << "warrior-and-wizard-0.10" << "image" << 60;
        QTest::newRow("004 l.97, l.1661 W&W 4-hex Image: a minute") << "warrior-and-wizard-0.10" << "4-hex-image" << 60;
        QTest::newRow("002 Create Wall: 12 turns as printed") << "tft-advanced-wizard-1980" << "create-wall" << 12;
    }
    void minuteDurations()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, spell);
        QFETCH(int, turns);
        const Ruleset rules = test::registry().ruleset(ruleset);
        QString error;
        const std::optional<CombatSpell> s = CombatSpell::fromRuleset(rules, spell, &error);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(s->turns, turns);
    }

    void disbelief()
    {
        // The duel, turn 3: Krait (IQ 9) tries to disbelieve; Yzor's player rolls 11 in secret.
        ScriptedDiceRoller dice({5, 4, 2});
        const RollRecord r = SpellCasting::disbelief(dice, test::combatParameters(), 9, {QStringLiteral("Krait"), QString(), false});
        QCOMPARE(r.total, 11);
        QCOMPARE(r.success, std::optional<bool>(false));
        QVERIFY(r.gmOnly);
        ScriptedDiceRoller lucky({3, 3, 3});
        QCOMPARE(SpellCasting::disbelief(lucky, test::combatParameters(), 9, {}).success, std::optional<bool>(true));
    }
};

QTEST_APPLESS_MAIN(TestSpellCasting)
#include "tst_spell_casting.moc"
