// Stat-block text to and from characters: the written form, exact round trips, and tolerant reading of
// pasted text with unknown names kept in notes and unreadable blocks reported.
#include "CharacterTestSupport.h"

#include "characters/StatBlock.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;
using namespace hk::test;

namespace {

// 34 points, as in a published example: an experienced wizard, so the total is his own.
Character kraitWithGear()
{
    Character c = withGear(figure(QStringLiteral("Krait"), QStringLiteral("human"), 11, 13, 10,
                           {QStringLiteral("fireball"), QStringLiteral("staff"), QStringLiteral("summon-wolf")}),
                    {gear(QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1")),
                     gear(QStringLiteral("armor"), QStringLiteral("Leather"), -2, 2)});
    c.pointTotal = 34;
    return c;
}

} // namespace

class TestStatBlock : public hk::test::StrictTest
{
    Q_OBJECT
private Q_SLOTS:
    void format_data()
    {
        QTest::addColumn<Character>("character");
        QTest::addColumn<QString>("expected");
        QTest::newRow("wizard with gear")
            << kraitWithGear()
            << QStringLiteral("Krait, human wizard. ST 11, DX 13, IQ 10, MA 10; Spells: Fireball, Staff, Summon Wolf; "
                              "Weapon: Dagger (1d6-1); Armor: Leather (stops 2, -2 DX); Points: 34.");
        QTest::newRow("elf, one spell") << figure(QStringLiteral("Lirael"), QStringLiteral("elf"), 8, 14, 10, {QStringLiteral("blur")})
                                        << QStringLiteral("Lirael, elf wizard. ST 8, DX 14, IQ 10, MA 12; Spell: Blur.");
        Character hero = withGear(figure(QStringLiteral("Bors"), QStringLiteral("human"), 12, 12, 8, {}, QStringLiteral("hero")),
                                  {gear(QStringLiteral("weapon"), QStringLiteral("Broadsword"), 0, 0, QStringLiteral("2d6"), QStringLiteral("silver")),
                                   gear(QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1"), {}, false)});
        hero.talentsAndLanguages = 2;
        hero.notes = QStringLiteral("Sworn to the Duke.");
        QTest::newRow("hero") << hero
                              << QStringLiteral("Bors, human hero. ST 12, DX 12, IQ 8, MA 10; Weapons: Broadsword (2d6, silver), "
                                                "Dagger (1d6-1, not ready); Talents and languages: 2; Notes: Sworn to the Duke..");
    }

    void format()
    {
        QFETCH(Character, character);
        QFETCH(QString, expected);
        QCOMPARE(StatBlock(advancedWizard()).format(character), expected);
    }

    void roundTrip_data()
    {
        QTest::addColumn<Character>("character");
        QTest::newRow("human wizard with gear") << kraitWithGear();
        QTest::newRow("elf keeps race MA") << figure(QStringLiteral("Lirael"), QStringLiteral("elf"), 8, 14, 10,
                                                     {QStringLiteral("lock-knock"), QStringLiteral("word-of-command-stop"),
                                                      QStringLiteral("stop")});
        Character dwarf = figure(QStringLiteral("Thorin Oakenfist"), QStringLiteral("dwarf"), 12, 8, 12, {QStringLiteral("3-hex-fire")});
        dwarf.ma = 8;
        QTest::newRow("dwarf with own MA") << dwarf;
        Character hobbit = withGear(figure(QStringLiteral("Pip"), QStringLiteral("hobbit"), 4, 14, 10, {QStringLiteral("magic-fist")},
                                           QStringLiteral("hero")),
                                    {gear(QStringLiteral("weapon"), QStringLiteral("Sling"), 0, 0, QStringLiteral("1d6-2")),
                                     gear(QStringLiteral("shield"), QStringLiteral("Small shield"), -1, 1, {}, {}, false),
                                     gear(QStringLiteral("armor"), QStringLiteral("Chainmail"), -6, 3, {}, QStringLiteral("iron")),
                                     gear(QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1"),
                                          QStringLiteral("silver"), false)});
        QTest::newRow("hobbit hero, mixed gear order") << hobbit;
        Character slowed = kraitWithGear();
        slowed.gear.append(gear(QStringLiteral("armor"), QStringLiteral("Leather"), -2, 2));
        slowed.gear.last().maLimit = 8;
        QTest::newRow("armor with its MA") << slowed;
        Character archmage = figure(QStringLiteral("Archmage"), QStringLiteral("human"), 16, 16, 18,
                                    {QStringLiteral("word-of-command-kill"), QStringLiteral("wizards-wrath")});
        archmage.pointTotal = 50;
        archmage.talentsAndLanguages = 3;
        archmage.notes = QStringLiteral("Keeps a lab in Bendwyn; Spells: none of your business. Owes $40.");
        QTest::newRow("50-point wizard with notes") << archmage;
        QTest::newRow("giant") << figure(QStringLiteral("Og"), QStringLiteral("giant"), 14, 8, 10);
        Character wolf = figure(QStringLiteral("Fang"), QString(), 14, 14, 10);
        wolf.role = QStringLiteral("monster");
        wolf.creature = QStringLiteral("wolf");
        wolf.ma = 12;
        QTest::newRow("pet wolf") << wolf;
        Character dragon = figure(QStringLiteral("Smaug"), QString(), 30, 14, 14, {QStringLiteral("fireball")});
        dragon.role = QStringLiteral("monster");
        dragon.creature = QStringLiteral("small-dragon");
        dragon.ma = 6;
        QTest::newRow("small dragon (two-word creature)") << dragon;
        Character customGear = kraitWithGear();
        customGear.gear.first().custom = true; // the GM's own numbers survive as "custom" (issue 16)
        QTest::newRow("custom gear") << customGear;
    }

    void roundTrip()
    {
        QFETCH(Character, character);
        const StatBlock block(advancedWizard());
        const QString text = block.format(character);
        const StatBlockImport read = block.parse(text);
        QVERIFY2(read.errors.isEmpty() && read.unmatched.isEmpty(),
                 qPrintable(text + QLatin1Char('\n') + read.errors.join(QLatin1Char('\n')) + read.unmatched.join(QLatin1Char('\n'))));
        QCOMPARE(read.characters.size(), 1);
        QCOMPARE(read.characters.first(), character);
        QCOMPARE(block.format(read.characters.first()), text);
    }

    void roundTripMany_data()
    {
        QTest::addColumn<QString>("separator");
        QTest::newRow("one per line") << QStringLiteral("\n");
        QTest::newRow("blank lines") << QStringLiteral("\n\n");
        QTest::newRow("blank lines with spaces, CRLF") << QStringLiteral("\r\n   \r\n");
    }

    void roundTripMany()
    {
        QFETCH(QString, separator);
        const StatBlock block(advancedWizard());
        const QList<Character> characters{kraitWithGear(), figure(QStringLiteral("Lirael"), QStringLiteral("elf"), 8, 14, 10),
                                          figure(QStringLiteral("Bors"), QStringLiteral("orc"), 12, 12, 8, {}, QStringLiteral("hero"))};
        QStringList texts;
        for (const Character& c : characters)
            texts << block.format(c);
        const StatBlockImport read = block.parse(texts.join(separator));
        QVERIFY(read.errors.isEmpty());
        QCOMPARE(read.characters, characters);
    }

    void tolerantReading()
    {
        const QString text = QStringLiteral(
            "  krait ,  Human   WIZARD.  st 11, dx 13, iq 10;  spell: fireball,   STAFF , Firebal\n"
            "Lirael, Elves wizard. ST: 8 DX: 14 IQ: 10 MA 12. Spells: Summon  wolf, lock/knock, word of command: STOP\n"
            "\n"
            "Bors, hero.\n"
            "ST 12, DX 12, IQ 8;\n"
            "Weapons: Broadsword 2d6, Dagger (1D6-1, slung);\n"
            "Shield: Large shield (stops 2, dx -2)\n"
            "Ilse, half-orc wizard. ST 12, DX 12, IQ 12; Armour: Plate (stops 5, -12 DX, mithril)\n");
        const StatBlockImport read = StatBlock(advancedWizard()).parse(text);
        QVERIFY2(read.errors.isEmpty(), qPrintable(read.errors.join(QLatin1Char('\n'))));
        QCOMPARE(read.characters.size(), 4);

        const Character& krait = read.characters.at(0);
        QCOMPARE(krait.name, QStringLiteral("krait"));
        QCOMPARE(krait.race, QStringLiteral("human"));
        QCOMPARE(krait.type, QStringLiteral("wizard"));
        // 34 points with no "Points:" in the block: read as given, for the rules to refuse (issue 16), not made legal.
        QCOMPARE((QList<int>{krait.st, krait.dx, krait.iq, krait.ma, krait.pointTotal}), (QList<int>{11, 13, 10, 0, 0}));
        QCOMPARE(krait.spells, (QStringList{QStringLiteral("fireball"), QStringLiteral("staff")}));
        QVERIFY2(krait.notes.contains(QStringLiteral("Firebal")), qPrintable(krait.notes));

        const Character& lirael = read.characters.at(1);
        QCOMPARE(lirael.race, QStringLiteral("elf"));
        QCOMPARE((QList<int>{lirael.st, lirael.dx, lirael.iq, lirael.ma, lirael.pointTotal}), (QList<int>{8, 14, 10, 0, 0}));
        QCOMPARE(lirael.spells, (QStringList{QStringLiteral("summon-wolf"), QStringLiteral("lock-knock"),
                                            QStringLiteral("word-of-command-stop")}));
        QVERIFY(lirael.notes.isEmpty());

        const Character& bors = read.characters.at(2);
        QCOMPARE(bors.type, QStringLiteral("hero"));
        QCOMPARE(bors.race, QStringLiteral("human"));
        QCOMPARE(bors.gear, (QList<Gear>{gear(QStringLiteral("weapon"), QStringLiteral("Broadsword"), 0, 0, QStringLiteral("2d6")),
                                         gear(QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1"), {}, false),
                                         gear(QStringLiteral("shield"), QStringLiteral("Large shield"), -2, 2)}));

        const Character& ilse = read.characters.at(3);
        QCOMPARE(ilse.race, QStringLiteral("human"));
        QCOMPARE(ilse.pointTotal, 0); // 36 points, not stated in the block: left for the rules to refuse
        QCOMPARE(ilse.gear, (QList<Gear>{gear(QStringLiteral("armor"), QStringLiteral("Plate"), -12, 5)}));
        QVERIFY2(ilse.notes.contains(QStringLiteral("half-orc")) && ilse.notes.contains(QStringLiteral("mithril")),
                 qPrintable(ilse.notes));

        QCOMPARE(read.unmatched.size(), 3);
        QVERIFY2(read.unmatched.at(0).startsWith(QStringLiteral("krait:")) && read.unmatched.at(0).contains(QStringLiteral("Firebal")),
                 qPrintable(read.unmatched.at(0)));
        QVERIFY(read.unmatched.at(1).startsWith(QStringLiteral("Ilse:")) && read.unmatched.at(1).contains(QStringLiteral("half-orc")));
        QVERIFY(read.unmatched.at(2).startsWith(QStringLiteral("Ilse:")) && read.unmatched.at(2).contains(QStringLiteral("mithril")));
    }

    void brokenBlocks_data()
    {
        QTest::addColumn<QString>("block");
        QTest::addColumn<QString>("reason");
        QTest::newRow("no numbers") << QStringLiteral("Krait the Grey, a human wizard of some renown") << QStringLiteral("no ST, DX or IQ");
        QTest::newRow("no name") << QStringLiteral(", human wizard. ST 10, DX 12, IQ 10") << QStringLiteral("no name");
        QTest::newRow("no IQ") << QStringLiteral("Mork, orc wizard. ST 12, DX 12; Spells: Blur") << QStringLiteral("Mork: the block gives no IQ");
        QTest::newRow("only MA") << QStringLiteral("Wisp, wizard. MA 12") << QStringLiteral("no ST, DX, IQ");
    }

    void brokenBlocks()
    {
        QFETCH(QString, block);
        QFETCH(QString, reason);
        const StatBlock statBlock(advancedWizard());
        const QString good = statBlock.format(kraitWithGear());
        const StatBlockImport read = statBlock.parse(good + QStringLiteral("\n\n") + block + QStringLiteral("\n\n") + good);
        QCOMPARE(read.characters.size(), 2);
        QCOMPARE(read.errors.size(), 1);
        QVERIFY2(read.errors.first().contains(reason), qPrintable(read.errors.first()));
    }

    void emptyText()
    {
        const StatBlockImport read = StatBlock(advancedWizard()).parse(QStringLiteral("\n  \n"));
        QVERIFY(read.characters.isEmpty() && read.errors.isEmpty() && read.unmatched.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestStatBlock)
#include "tst_stat_block.moc"
