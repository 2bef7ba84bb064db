// Loading the combat numbers from a ruleset: all present for Wizard, a clear refusal when missing.
#include "CombatTestSupport.h"

#include "packages/Ruleset.h"
#include "StrictTest.h"

using namespace hk;

class TestCombatParameters : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void wizardNumbers()
    {
        const CombatParameters& p = test::combatParameters();
        QCOMPARE(p.toHitDice, 3);
        QCOMPARE(p.dodgeDefendDice, 4);
        QCOMPARE(p.sideAttackDx, 2);
        QCOMPARE(p.rearAttackDx, 4);
        QCOMPARE(p.thrownDxPerHex, -1);
        QCOMPARE(p.failedSpellStCost, 1);
        QCOMPARE(p.minStAfterCasting, 1);
        QCOMPARE(p.unconsciousSt, 1);
        QCOMPARE(p.deadSt, 0);
        QCOMPARE(p.heavyHits, 5);
        QCOMPARE(p.heavyHitsDx, -2);
        QCOMPARE(p.knockdownHits, 8);
        QCOMPARE(p.multihexEngagement.value(QStringLiteral("dragon")), 3);
        QCOMPARE(p.options.size(), 14);
        QCOMPARE(p.option(QStringLiteral("charge-attack"), false)->letter, QStringLiteral("b"));
        QCOMPARE(p.dxAdjustment(QStringLiteral("target-invisible")), std::optional<int>(-6));
        QCOMPARE(p.dxAdjustment(QStringLiteral("hobbit-missile")), std::optional<int>(3));
        QCOMPARE(p.dxAdjustment(QStringLiteral("target-giant-snake")), std::nullopt); // lost from the table
        QCOMPARE(p.spellConsequences.value(QStringLiteral("3:bad-fumble")),
                 (QStringList{QStringLiteral("lose-full-st"), QStringLiteral("spell-fizzles"), QStringLiteral("knocked-down")}));
        QCOMPARE(p.weaponConsequences.value(QStringLiteral("4:broken")), QStringList{QStringLiteral("weapon-broken")});
    }

    void refusedWithoutCombatData()
    {
        // A ruleset without the Wizard package (Wiz-War has no such numbers) is refused, naming what is missing.
        const Ruleset wizWar = test::registry().ruleset(QStringLiteral("wiz-war"));
        QVERIFY(!wizWar.isEmpty());
        QString error;
        QVERIFY(!CombatParameters::load(wizWar, &error));
        QVERIFY2(error.contains(QStringLiteral("to-hit-dice")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("movement-options")), qPrintable(error));
        QString none;
        QVERIFY(!CombatParameters::load(Ruleset(), &none));
        QVERIFY(!none.isEmpty());
    }

    void advancedWizardInheritsThem()
    {
        // Advanced Wizard stacks on Wizard, so its campaigns get the same combat numbers.
        const Ruleset advanced = test::registry().ruleset(QStringLiteral("tft-advanced-wizard-1980"));
        QString error;
        const std::optional<CombatParameters> p = CombatParameters::load(advanced, &error);
        QVERIFY2(p, qPrintable(error));
        QCOMPARE(p->knockdownHits, 8);
    }
};

QTEST_APPLESS_MAIN(TestCombatParameters)
#include "tst_combat_parameters.moc"
