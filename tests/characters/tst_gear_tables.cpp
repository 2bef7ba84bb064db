// The armour, shields and weapons the builder offers from the campaign's tables, with the books' numbers:
// Warrior & Wizard's armor and weapon lists (004 l.1127 on, l.631 on), the Wizard DX table's armour rows
// (000 l.751–774; a wizard's small shield -1, l.543; mail and plate are iron, 002 l.279) and the
// mass-combat chart (003 l.123 on). A rule set without a table for the slot offers nothing.
#include "CharacterTestSupport.h"

#include "characters/GearTables.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;
using namespace hk::test;

class TestGearTables : public hk::test::StrictTest
{
    Q_OBJECT
private Q_SLOTS:
    void choices_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QStringList>("packs");
        QTest::addColumn<QString>("slot");
        QTest::addColumn<bool>("wizard");
        QTest::addColumn<QString>("label"); // one of the offers; empty: none at all
        const QString ww = QStringLiteral("warrior-and-wizard-0.10");
        const QString w78 = QStringLiteral("tft-wizard-1978");
        QTest::newRow("W&W plate armor") << ww << QStringList() << "armor" << false << "Plate Armor (DX -3, stops 5)";
        QTest::newRow("W&W small shield") << ww << QStringList() << "shield" << false << "Small Shield (stops 1)";
        QTest::newRow("W&W broadsword") << ww << QStringList() << "weapon" << false << "Broadsword (2d6)";
        QTest::newRow("Wizard: a wizard's small shield") << w78 << QStringList() << "shield" << true << "Small shield (DX -1)";
        QTest::newRow("Wizard: leather for anyone") << w78 << QStringList() << "armor" << false << "Leather armor (DX -2)";
        QTest::newRow("Wizard: chainmail is iron") << w78 << QStringList() << "armor" << true << "Chainmail (iron)";
        QTest::newRow("Wizard has no weapon table") << w78 << QStringList() << "weapon" << false << "";
        QTest::newRow("mass combat halberd") << w78 << QStringList{QStringLiteral("mass-combat-miller-2.0")} << "weapon" << false
                                             << "2H Halberd (2d6)";
    }

    void choices()
    {
        QFETCH(QString, ruleset);
        QFETCH(QStringList, packs);
        QFETCH(QString, slot);
        QFETCH(bool, wizard);
        QFETCH(QString, label);
        const Ruleset rules = registry().ruleset(ruleset, packs);
        QStringList labels;
        for (const GearTables::Choice& c : GearTables::choices(rules, slot, wizard)) {
            labels << c.label;
            QCOMPARE(c.gear.slot, slot);
            QVERIFY(!c.gear.custom);
        }
        if (label.isEmpty())
            QVERIFY2(labels.isEmpty(), qPrintable(labels.join(QStringLiteral("; "))));
        else
            QVERIFY2(labels.contains(label), qPrintable(labels.join(QStringLiteral("; "))));
    }

    // A weapon named from the tables strikes with the table's dice; the GM's own dice win.
    void weaponDamageFromTheTable()
    {
        const Ruleset rules = registry().ruleset(QStringLiteral("warrior-and-wizard-0.10"));
        Gear sword = gear(QStringLiteral("weapon"), QStringLiteral("broadsword"), 0);
        QCOMPARE(GearTables::resolved(rules, sword, false).damage, QStringLiteral("2d6"));
        sword.damage = QStringLiteral("2d6+1");
        QCOMPARE(GearTables::resolved(rules, sword, false).damage, QStringLiteral("2d6+1"));
    }
};

QTEST_APPLESS_MAIN(TestGearTables)
#include "tst_gear_tables.moc"
