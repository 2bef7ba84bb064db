// Warrior & Wizard's flying in a fight (seed 004): a flyer without the Flying skill is at −2 on blows and
// spells and −4 with missile and thrown weapons; the skill takes 2 off each (l.218); anything attacking a
// flyer is at −4 (the Flight spell, l.1692). The Wizard's own flying adjustment is left as it was.
#include "CampaignTestSupport.h"

#include "combat/CombatOdds.h"
#include "combat/CombatParameters.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;

namespace {

CombatParameters parameters(const QString& ruleset)
{
    QString error;
    const std::optional<CombatParameters> p = CombatParameters::load(test::registry().ruleset(ruleset), &error);
    if (!p)
        qFatal("%s: %s", qPrintable(ruleset), qPrintable(error));
    return *p;
}

EncounterFigure flyer(bool skilled)
{
    EncounterFigure f;
    f.body.id = QStringLiteral("f");
    FigureCondition flight;
    flight.key = QStringLiteral("flight");
    f.body.setCondition(flight);
    if (skilled)
        f.skills.append(QStringLiteral("flying"));
    return f;
}

} // namespace

class TestWwFlying : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void flyerAttacks_data()
    {
        QTest::addColumn<bool>("skilled");
        QTest::addColumn<bool>("ranged");
        QTest::addColumn<int>("dx");
        QTest::newRow("l.218 untrained, blow or spell") << false << false << -2;
        QTest::newRow("l.218 untrained, missile or thrown") << false << true << -4;
        QTest::newRow("l.218 Flying skill, blow or spell") << true << false << 0;
        QTest::newRow("l.218 Flying skill, missile or thrown") << true << true << -2;
    }
    void flyerAttacks()
    {
        QFETCH(bool, skilled);
        QFETCH(bool, ranged);
        QFETCH(int, dx);
        const CombatParameters p = parameters(QStringLiteral("warrior-and-wizard-0.10"));
        QCOMPARE(CombatOdds::actorPenalty(CombatState{}, p, flyer(skilled), ranged), dx);
    }

    void attacksOnAFlyer()
    {
        const CombatParameters p = parameters(QStringLiteral("warrior-and-wizard-0.10"));
        QCOMPARE(CombatOdds::targetPenalty(CombatState{}, p, flyer(true)), -4);
        QCOMPARE(CombatOdds::targetPenalty(CombatState{}, p, EncounterFigure{}), 0);
    }

    void wizardUnchanged()
    {
        const CombatParameters p = parameters(QStringLiteral("tft-advanced-wizard-1980"));
        QCOMPARE(CombatOdds::targetPenalty(CombatState{}, p, flyer(false)), 0);
        QCOMPARE(CombatOdds::actorPenalty(CombatState{}, p, flyer(false), true),
                 p.dxAdjustment(QStringLiteral("flying-strike-or-cast")).value_or(0));
    }
};

QTEST_GUILESS_MAIN(TestWwFlying)
#include "tst_ww_flying.moc"
