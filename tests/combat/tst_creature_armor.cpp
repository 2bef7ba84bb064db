// Creatures' natural armour in every ruleset whose beasts have it (issue 34). The Wizard: fur and scales stop
// hits like armour (seed 000 l.449, l.494). Advanced Wizard's summons print no armour and refer back to the
// Wizard's beasts, so the tracker takes the Wizard's number. Warrior & Wizard's bestiary gives "natural
// defense" (004 l.1861 on); the mass-combat sheets print fur and skin (003 l.832 on).
#include "CombatTestSupport.h"

#include "combat/CreatureStats.h"
#include "StrictTest.h"

using namespace hk;

class TestCreatureArmor : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void armor_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("creature");
        QTest::addColumn<int>("armor");
        const QString wizard = QStringLiteral("tft-wizard-1978");
        const QString advanced = QStringLiteral("tft-advanced-wizard-1980");
        const QString ww = QStringLiteral("warrior-and-wizard-0.10");
        const QString mass = QStringLiteral("mass-combat-miller-2.0");
        QTest::newRow("000 l.449 Wizard: a wolf's fur stops 1") << wizard << QStringLiteral("wolf") << 1;
        QTest::newRow("000 l.494 Wizard: small dragon's scales stop 3") << wizard << QStringLiteral("small-dragon") << 3;
        QTest::newRow("000 l.494 Wizard: dragon's scales stop 5") << wizard << QStringLiteral("dragon") << 5;
        QTest::newRow("000 l.597 Wizard: myrmidon, no armour") << wizard << QStringLiteral("myrmidon") << 0;
        QTest::newRow("002 l.509 -> 000 l.449 Advanced Wizard: wolf") << advanced << QStringLiteral("wolf") << 1;
        QTest::newRow("002 l.569 -> 000 l.810 Advanced Wizard: bear") << advanced << QStringLiteral("bear") << 2;
        QTest::newRow("002 l.643 -> 000 l.815 Advanced Wizard: gargoyle") << advanced << QStringLiteral("gargoyle") << 3;
        QTest::newRow("002 l.735 -> 000 l.494 Advanced Wizard: small dragon") << advanced << QStringLiteral("small-dragon") << 3;
        QTest::newRow("002 l.787 -> 000 l.494 Advanced Wizard: dragon") << advanced << QStringLiteral("dragon") << 5;
        QTest::newRow("002 l.537 Advanced Wizard: myrmidon, no armour printed") << advanced << QStringLiteral("myrmidon") << 0;
        QTest::newRow("002 l.589 Advanced Wizard: staff snake, none in either book") << advanced << QStringLiteral("staff-snake") << 0;
        QTest::newRow("004 l.1869 W&W: bear, 2 natural defense") << ww << QStringLiteral("bear") << 2;
        QTest::newRow("004 l.1980 W&W: wolf") << ww << QStringLiteral("wolf") << 1;
        QTest::newRow("004 l.1909 W&W: large dragon") << ww << QStringLiteral("large-dragon") << 4;
        QTest::newRow("003 l.832 mass combat: wolf's fur stops 1") << mass << QStringLiteral("wolf") << 1;
        QTest::newRow("003 l.852 mass combat: bear's fur stops 2") << mass << QStringLiteral("bear") << 2;
        QTest::newRow("003 l.879 mass combat: gargoyle's stony skin 3") << mass << QStringLiteral("gargoyle") << 3;
    }
    void armor()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, creature);
        QFETCH(int, armor);
        const Ruleset rules = test::registry().ruleset(ruleset);
        QString error;
        const std::optional<CreatureStats> c = CreatureStats::read(rules, creature, &error);
        if (!c)
            QFAIL(qPrintable(error));
        QCOMPARE(c->armor, armor);
        // The builder's list shows the same number as the tracker puts on the figure.
        const QList<CreatureStats> all = CreatureStats::all(rules);
        const auto it = std::find_if(all.cbegin(), all.cend(), [&](const CreatureStats& s) { return s.id == creature; });
        QVERIFY(it != all.cend());
        QCOMPARE(it->armor, armor);
    }
};

QTEST_APPLESS_MAIN(TestCreatureArmor)
#include "tst_creature_armor.moc"
