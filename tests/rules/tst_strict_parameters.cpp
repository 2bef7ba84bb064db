// The rule parameters of combat, the magic-item workshop, brewing and the downtime calendar are read strictly:
// from Advanced Wizard every number loads; from rules that lack them (Wizard alone has no workshop, no brewing
// and no months) loading fails with a message naming the missing parameters, and the rule that needs them
// refuses with that message instead of playing on an invented number.
#include "TestSupport.h"

#include "characters/SpellLearning.h"
#include "combat/CombatParameters.h"
#include "downtime/DowntimeParameters.h"
#include "downtime/PotionRules.h"
#include "downtime/ResearchRules.h"
#include "magic/ItemCreation.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;

class TestStrictParameters : public hk::test::StrictTest
{
    Q_OBJECT
    const Ruleset m_advanced = test::registry().ruleset(QStringLiteral("tft-advanced-wizard-1980"));
    const Ruleset m_wizard = test::registry().ruleset(QStringLiteral("tft-wizard-1978"));

private Q_SLOTS:
    void loaders_data()
    {
        QTest::addColumn<QString>("loader");
        QTest::addColumn<QString>("missing"); // a parameter Wizard (1978) does not have
        QTest::newRow("magic items") << QStringLiteral("item-creation") << QStringLiteral("magic-item-creation-roll-dice");
        QTest::newRow("brewing") << QStringLiteral("potions") << QStringLiteral("potion-weekly-roll-dice");
        QTest::newRow("downtime calendar") << QStringLiteral("downtime") << QStringLiteral("days-per-month");
    }

    void loaders()
    {
        QFETCH(QString, loader);
        QFETCH(QString, missing);
        const auto load = [&loader](const Ruleset& rules, QString* error) {
            if (loader == QLatin1String("item-creation"))
                return ItemCreationParameters::load(rules, error).has_value();
            if (loader == QLatin1String("potions"))
                return PotionParameters::load(rules, error).has_value();
            return DowntimeParameters::load(rules, error).has_value();
        };
        QString error;
        QVERIFY2(load(m_advanced, &error), qPrintable(error));
        QVERIFY(!load(m_wizard, &error));
        QVERIFY2(error.contains(missing), qPrintable(error));
    }

    void downtimeNumbersComeFromTheData()
    {
        QString error;
        const std::optional<DowntimeParameters> units = DowntimeParameters::load(m_advanced, &error);
        QVERIFY2(units, qPrintable(error));
        QCOMPARE(units->daysPerMonth, 28);
        QCOMPARE(units->dollarsPer(QStringLiteral("gp")), 10);
        QCOMPARE(units->dollarsPer(QStringLiteral("silver")), 1);
        QVERIFY(PotionRules(m_advanced).available());
        QCOMPARE(PotionRules(m_advanced).bookPagesPerWeek() > 0, true);
        QVERIFY(CombatParameters::load(m_wizard, &error)); // Wizard has combat
    }

    void rulesWithoutThemRefuse()
    {
        const ItemCreationPlan plan = ItemCreation(m_wizard).plan({QStringLiteral("magic-fist"), 0, 0, 1, 1, 0});
        QVERIFY(!plan.ok());
        QVERIFY2(plan.problems.join(QLatin1Char(' ')).contains(QLatin1String("magic-item")), qPrintable(plan.problems.join(QLatin1Char('|'))));
        QString why;
        QVERIFY(!PotionRules(m_wizard).available(&why));
        QVERIFY2(why.contains(QLatin1String("potion-")), qPrintable(why));
        const ResearchProject seen = ResearchRules(m_advanced).project(QStringLiteral("seen-spell"));
        QVERIFY(seen.valid);
        const QStringList research = ResearchRules(m_wizard).problems(seen, 14, 8, 3, 0);
        QVERIFY2(research.join(QLatin1Char(' ')).contains(QLatin1String("days-per-month")), qPrintable(research.join(QLatin1Char('|'))));
        Character learner = test::legalWizard(QStringLiteral("Pell"));
        const LearningPlan learning = SpellLearning(m_wizard).plan(learner, QStringLiteral("study"), QStringLiteral("blur"), 0);
        QVERIFY(!learning.problems.isEmpty()); // Wizard has no ways of learning either
    }
};

QTEST_GUILESS_MAIN(TestStrictParameters)
#include "tst_strict_parameters.moc"
