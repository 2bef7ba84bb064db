// Engagement and bare hands by ruleset (issue 34). The Wizard's threat zone needs an armed enemy (seed 000
// l.97, l.229): a wizard without a staff engages nobody and cannot strike. Warrior & Wizard gives every
// standing character a threat zone (004 l.458), lets an engaged figure attack "with a ready melee weapon or
// barehanded" (l.502, l.538), and a punch does the damage of the attacker's STR (l.576–626).
#include "CombatTestSupport.h"

#include "combat/Engagement.h"
#include "combat/MovementRules.h"
#include "combat/PhysicalAttack.h"
#include "combat/WeaponStrike.h"
#include "dice/ScriptedDiceRoller.h"
#include "StrictTest.h"

using namespace hk;

namespace {

const CombatParameters& parameters(const QString& ruleset)
{
    static QHash<QString, CombatParameters> loaded;
    if (!loaded.contains(ruleset)) {
        QString error;
        const std::optional<CombatParameters> p = CombatParameters::load(test::registry().ruleset(ruleset), &error);
        if (!p)
            qFatal("%s: %s", qPrintable(ruleset), qPrintable(error));
        loaded.insert(ruleset, *p);
    }
    return loaded[ruleset];
}

// An enemy (side 2) facing south with its foe in its front hex; unarmed unless a staff is in hand.
CombatFigure enemy(bool armed)
{
    CombatFigure e = test::figure(QStringLiteral("enemy"), 2, {0, 0}, 0);
    e.armed = armed;
    e.weaponInHand = armed;
    e.staffIsWeapon = armed;
    return e;
}

CombatFigure victim() { return test::figure(QStringLiteral("victim"), 1, {0, -1}, 3); }

const QString wizard = QStringLiteral("tft-wizard-1978");
const QString advanced = QStringLiteral("tft-advanced-wizard-1980");
const QString ww = QStringLiteral("warrior-and-wizard-0.10");

} // namespace

class TestEngagementByRuleset : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void engages_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<bool>("armed");
        QTest::addColumn<bool>("engaged");
        QTest::newRow("000 l.97, l.229 Wizard: armed enemy engages") << wizard << true << true;
        QTest::newRow("000 l.229 Wizard: a wizard without a staff engages nobody") << wizard << false << false;
        QTest::newRow("000 l.229 Advanced Wizard plays the same") << advanced << false << false;
        QTest::newRow("004 l.458 W&W: an armed fighter engages") << ww << true << true;
        QTest::newRow("004 l.458 W&W: an unarmed fighter engages too") << ww << false << true;
    }
    void engages()
    {
        QFETCH(QString, ruleset);
        QFETCH(bool, armed);
        QFETCH(bool, engaged);
        const CombatParameters& p = parameters(ruleset);
        const CombatFigure e = enemy(armed);
        const CombatFigure v = victim();
        QCOMPARE(Engagement::threatens(e, v, p), engaged);
        QCOMPARE(Engagement::isEngaged(v, {e, v}, p), engaged);
        QCOMPARE(Engagement::threateningEnemies(v, {e, v}, p).size(), engaged ? 1 : 0);
    }

    void downedHasNoThreatZone_data()
    {
        QTest::addColumn<Posture>("posture");
        QTest::addColumn<Vitality>("vitality");
        QTest::newRow("004 l.458 fallen: no threat zone") << Posture::Fallen << Vitality::Active;
        QTest::newRow("004 l.458 prone: no threat zone") << Posture::Prone << Vitality::Active;
        QTest::newRow("004 l.458 unconscious: no threat zone") << Posture::Fallen << Vitality::Unconscious;
    }
    void downedHasNoThreatZone()
    {
        QFETCH(Posture, posture);
        QFETCH(Vitality, vitality);
        CombatFigure e = enemy(false);
        e.posture = posture;
        e.vitality = vitality;
        QVERIFY(!Engagement::threatens(e, victim(), parameters(ww)));
    }

    // An unarmed figure may take the options that strike in W&W, never the parry (l.540 needs a weapon).
    void unarmedOptions_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<bool>("engaged");
        QTest::addColumn<QString>("option");
        QTest::addColumn<bool>("open");
        QTest::newRow("004 l.524, l.538 W&W engaged: shift and attack bare-handed") << ww << true << QStringLiteral("shift-attack") << true;
        QTest::newRow("004 l.516 W&W disengaged: charge and attack bare-handed") << ww << false << QStringLiteral("charge-attack") << true;
        QTest::newRow("004 l.525, l.540 W&W: no defend without a weapon") << ww << true << QStringLiteral("shift-defend") << false;
    }
    void unarmedOptions()
    {
        QFETCH(QString, ruleset);
        QFETCH(bool, engaged);
        QFETCH(QString, option);
        QFETCH(bool, open);
        const QList<MovementOption> options = MovementRules::available(parameters(ruleset), engaged, enemy(false));
        const bool found = std::any_of(options.cbegin(), options.cend(), [&](const MovementOption& o) { return o.key == option; });
        QCOMPARE(found, open);
    }

    void bareHandedBlow_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("000 l.229 Wizard: no blow without a staff") << wizard << false;
        QTest::newRow("004 l.538 W&W: a bare-handed blow") << ww << true;
    }
    void bareHandedBlow()
    {
        QFETCH(QString, ruleset);
        QFETCH(bool, allowed);
        const CombatParameters& p = parameters(ruleset);
        CombatFigure e = enemy(false);
        e.weaponBreaks = 1; // a broken weapon's half damage is not a fist's
        ScriptedDiceRoller dice({1, 1, 1, 6, 6});
        DiceExpression punch;
        QVERIFY(DiceExpression::parse(QStringLiteral("2d6-2"), &punch, nullptr));
        const PhysicalAttackResult r = PhysicalAttack::resolve(dice, p, e, victim(), punch, 0, {e.name, QStringLiteral("punch"), false});
        QCOMPARE(r.allowed, allowed);
        QCOMPARE(PhysicalAttack::bareHanded(p, e), allowed);
        if (allowed) {
            QVERIFY(r.toHit.hit);
            QCOMPARE(r.damage, 10);
            QVERIFY(!r.toHit.weaponDropped && !r.toHit.weaponBroken);
        }
    }

    // W&W's punch: STR read off the damage progression (l.576–626; l.626 gives STR 10 and 14).
    void punchDamage_data()
    {
        QTest::addColumn<int>("st");
        QTest::addColumn<QString>("damage");
        QTest::newRow("004 l.626 STR 10: 2d6-2") << 10 << QStringLiteral("2d6-2");
        QTest::newRow("004 l.626 STR 14: 2d6+2") << 14 << QStringLiteral("2d6+2");
    }
    void punchDamage()
    {
        QFETCH(int, st);
        QFETCH(QString, damage);
        DiceExpression got, expected;
        QVERIFY(DiceExpression::parse(WeaponStrike::punchDamage(test::registry().ruleset(ww), st), &got, nullptr));
        QVERIFY(DiceExpression::parse(damage, &expected, nullptr));
        QCOMPARE(got.toString(), expected.toString());
    }
};

QTEST_APPLESS_MAIN(TestEngagementByRuleset)
#include "tst_engagement_by_ruleset.moc"
