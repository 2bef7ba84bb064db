// Research arithmetic of Advanced Wizard (l.991–1009 spells, l.1125–1133 potions, l.1738–1770 items):
// weeks needed, weekly costs in dollars, what forbids a start, and what each week's total means.
#include "TestSupport.h"

#include "downtime/ResearchRules.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;

class TestResearchRules : public hk::test::StrictTest
{
    Q_OBJECT
    const Ruleset m_rules = test::registry().ruleset(QStringLiteral("tft-advanced-wizard-1980"));

private Q_SLOTS:
    void weeks_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("level");
        QTest::addColumn<int>("gmWeeks");
        QTest::addColumn<int>("weeks");
        QTest::newRow("new spell IQ 12: twice the level") << "new-spell" << 12 << 0 << 24;
        QTest::newRow("seen spell IQ 13: half, rounded up") << "seen-spell" << 13 << 0 << 13;
        QTest::newRow("new item: the GM's number") << "new-item" << 20 << 40 << 40;
        QTest::newRow("seen item: half of 41, rounded up") << "seen-item" << 20 << 41 << 21;
        QTest::newRow("new potion: the GM's number") << "new-potion" << 12 << 9 << 9;
    }
    void weeks()
    {
        QFETCH(QString, kind);
        QFETCH(int, level);
        QFETCH(int, gmWeeks);
        QFETCH(int, weeks);
        const ResearchRules rules(m_rules);
        QCOMPARE(rules.weeksNeeded(rules.project(kind), level, gmWeeks), weeks);
    }

    void costs()
    {
        const ResearchRules rules(m_rules);
        const ResearchProject spell = rules.project(QStringLiteral("new-spell"));
        // Ten times the spell's IQ in silver before each week ($1 a silver piece), and a die of hundreds.
        QCOMPARE(rules.materialsDollars(spell, 12), 120);
        QCOMPARE(rules.experimentDollars(spell, 4), 400);
        QCOMPARE(spell.experimentDice, QStringLiteral("1d6"));
        // The Guild pays 100 GP a level = $1,000 a level.
        QCOMPARE(rules.rewardDollars(spell, 12), 12000);
        // A spell kept from the Guild: a 3-dice IQ roll each month (28 days), only from one's own lab.
        QCOMPARE(rules.secrecyIntervalDays(spell), 28);
        QCOMPARE(spell.secrecyDice, 3);
        QVERIFY(spell.secrecyNeedsOwnLab);
        QCOMPARE(rules.secrecyIntervalDays(rules.project(QStringLiteral("new-item"))), 0);
        const ResearchProject potion = rules.project(QStringLiteral("new-potion"));
        QCOMPARE(rules.materialsDollars(potion, 10), 100);
        QCOMPARE(potion.explosionMakerDamage, QStringLiteral("2d6"));
        QCOMPARE(potion.explosionLabDamageDice, QStringLiteral("1d6"));
        QCOMPARE(potion.explosionLabDamagePerPoint, 1000);
    }

    void outcomes_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("total");
        QTest::addColumn<int>("target");
        QTest::addColumn<QString>("outcome");
        QTest::newRow("spell made") << "new-spell" << 14 << 16 << "progress";
        QTest::newRow("spell missed") << "new-spell" << 17 << 16 << "restart";
        QTest::newRow("spell 18 even at IQ 20") << "new-spell" << 18 << 20 << "disaster";
        QTest::newRow("spell 16 at IQ 17 is fine") << "new-spell" << 16 << 17 << "progress";
        QTest::newRow("item 4 dice made") << "new-item" << 19 << 20 << "progress";
        QTest::newRow("item 18") << "seen-item" << 18 << 20 << "disaster";
        QTest::newRow("potion 16 at IQ 18") << "new-potion" << 16 << 18 << "failed-experiment";
        QTest::newRow("potion 17") << "new-potion" << 17 << 18 << "explosion";
        QTest::newRow("potion 18") << "new-potion" << 18 << 20 << "explosion";
        QTest::newRow("potion plain miss") << "new-potion" << 15 << 14 << "restart";
        QTest::newRow("potion made") << "new-potion" << 12 << 14 << "progress";
    }
    void outcomes()
    {
        QFETCH(QString, kind);
        QFETCH(int, total);
        QFETCH(int, target);
        QFETCH(QString, outcome);
        const ResearchProject p = ResearchRules(m_rules).project(kind);
        QCOMPARE(ResearchRules::outcomeKey(ResearchRules::classify(p, total, target)), outcome);
    }

    void problems()
    {
        const ResearchRules rules(m_rules);
        const ResearchProject spell = rules.project(QStringLiteral("new-spell"));
        QVERIFY(rules.problems(spell, 16, 12, 3, 0).isEmpty());
        QCOMPARE(rules.problems(spell, 15, 12, 3, 0).size(), 1); // needs IQ 16
        QCOMPARE(rules.problems(spell, 16, 12, 4, 0).size(), 1); // always 3 dice
        const ResearchProject item = rules.project(QStringLiteral("new-item"));
        QVERIFY(rules.problems(item, 14, 20, 4, 40).isEmpty()); // no IQ floor for items
        QCOMPARE(rules.problems(item, 14, 20, 4, 0).size(), 1);  // the GM must set the weeks
        QCOMPARE(rules.problems(item, 14, 0, 5, 40).size(), 2);  // level and dice
        QVERIFY(!rules.project(QStringLiteral("no-such")).valid);
        QVERIFY(item.needsLab && item.weeksGmSets && item.uninterrupted);
        QCOMPARE(item.labUses, QStringList{QStringLiteral("item-research")});
    }
};

QTEST_GUILESS_MAIN(TestResearchRules)
#include "tst_research_rules.moc"
