// Stat-block text in the shape of Foundry VTT's Fantasy Trip system (issue 35): our own fixtures in each of its
// shapes read field by field, the tolerant forms one row each, the Foundry writer's exact text, and round trips
// through it; bad input keeps its clear messages.
#include "CharacterTestSupport.h"
#include "StrictTest.h"

#include "characters/GearTables.h"
#include "characters/StatBlock.h"

#include <QFile>
#include <QTest>

using namespace hk;
using namespace hk::test;

namespace {

QString fixture(const QString& name)
{
    QFile file(QStringLiteral(HK_SOURCE_DIR "/tests/characters/statblocks/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

Character human(const QString& name, int st, int dx, int iq, const QString& type = QStringLiteral("wizard"))
{
    return figure(name, QStringLiteral("human"), st, dx, iq, {}, type);
}

Character kraitWithGear()
{
    Character c = withGear(figure(QStringLiteral("Krait"), QStringLiteral("human"), 11, 13, 10,
                                  {QStringLiteral("fireball"), QStringLiteral("staff"), QStringLiteral("summon-wolf")}),
                           {gear(QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1")),
                            gear(QStringLiteral("armor"), QStringLiteral("Leather"), -2, 2)});
    c.pointTotal = 34;
    return c;
}

// The gear as the Foundry shape lists it: with the tables' numbers, weapons first, then armor and shields.
Character inFoundryOrder(Character c)
{
    for (Gear& g : c.gear)
        g = GearTables::resolved(advancedWizard(), g, c.type == QLatin1String("wizard"));
    std::stable_sort(c.gear.begin(), c.gear.end(), [](const Gear& a, const Gear& b) {
        return (a.slot == QLatin1String("weapon")) > (b.slot == QLatin1String("weapon"));
    });
    return c;
}

QString problems(const StatBlockImport& read)
{
    return (read.errors + read.unmatched).join(QLatin1Char('\n'));
}

} // namespace

class TestStatBlockFoundry : public StrictTest
{
    Q_OBJECT
private Q_SLOTS:
    void fixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<Character>("expected");
        Character wizard = withGear(human(QStringLiteral("Yselde Marrow"), 9, 13, 15),
                                    {gear(QStringLiteral("weapon"), QStringLiteral("Quarterstaff"), 0, 0, QStringLiteral("1d6+2")),
                                     gear(QStringLiteral("armor"), QStringLiteral("Padded robes"), 0, 1)});
        wizard.spells = {QStringLiteral("blur"), QStringLiteral("staff"), QStringLiteral("light"), QStringLiteral("fireball"),
                         QStringLiteral("lock-knock"), QStringLiteral("summon-wolf"), QStringLiteral("magic-fist"),
                         QStringLiteral("detect-magic")};
        wizard.notes = QStringLiteral("Talents: Literacy, Alchemy, Physicker\n"
                                      "Equipment: Candles (6), Chalk, Sling stones (20)\n"
                                      "Magic Items: \u2022 Ring of Quiet Steps \u2022 Wand of Sparks, 3 charges (copper; cracked)\n"
                                      "Age 41. Owes the guild a favour; never sleeps under a roof.");
        QTest::newRow("wizard: talents, wrapped spells include, (1d+2), stop 1 hit/attack, (qty), bullets, age")
            << QStringLiteral("foundry-wizard.txt") << wizard;
        Character hero = withGear(human(QStringLiteral("Tamsin Reed"), 13, 12, 9, QStringLiteral("hero")),
                                  {gear(QStringLiteral("weapon"), QStringLiteral("Broadsword"), 0, 0, QStringLiteral("2d6")),
                                   gear(QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1")),
                                   gear(QStringLiteral("weapon"), QStringLiteral("Light crossbow"), 0, 0, QStringLiteral("2d6")),
                                   gear(QStringLiteral("armor"), QStringLiteral("Leather armor"), 0, 2),
                                   gear(QStringLiteral("shield"), QStringLiteral("Small shield"), 0, 1)});
        hero.notes = QStringLiteral("Talents: Sword, Shield, Running\nLanguages: Common, Elvish\n"
                                    "Equipment: Arrows (12), Bolts (10), Rope, Lantern");
        QTest::newRow("hero: languages, (2d), armor with a comma before stops, a shield among armor")
            << QStringLiteral("foundry-hero.txt") << hero;
        Character beast = withGear(human(QStringLiteral("Bog Lurker"), 16, 11, 5),
                                   {gear(QStringLiteral("armor"), QStringLiteral("Slick hide"), 0, 2)});
        beast.ma = 6;
        beast.notes = QStringLiteral("Attacks: Crushing bite (2d-2)\nMA 6 (wading or swimming).");
        QTest::newRow("beast: a bare name, MA with its parenthesis, attacks") << QStringLiteral("foundry-beast.txt") << beast;
    }

    void fixtures()
    {
        QFETCH(QString, file);
        QFETCH(Character, expected);
        const QString text = fixture(file);
        if (text.isEmpty())
            QFAIL(qPrintable(QStringLiteral("fixture %1 not found").arg(file)));
        const StatBlockImport read = StatBlock(advancedWizard()).parse(text);
        QVERIFY2(read.errors.isEmpty() && read.unmatched.isEmpty(), qPrintable(problems(read)));
        QCOMPARE(read.characters.size(), 1);
        QCOMPARE(read.characters.first(), expected);
    }

    // All three fixtures pasted one after another, with and without blank lines between them.
    void fixturesTogether_data()
    {
        QTest::addColumn<QString>("separator");
        QTest::newRow("blank line") << QStringLiteral("\n");
        QTest::newRow("none") << QString();
    }

    void fixturesTogether()
    {
        QFETCH(QString, separator);
        const QString text = fixture(QStringLiteral("foundry-wizard.txt")) + separator + fixture(QStringLiteral("foundry-hero.txt"))
                             + separator + fixture(QStringLiteral("foundry-beast.txt"));
        const StatBlockImport read = StatBlock(advancedWizard()).parse(text);
        QVERIFY2(read.errors.isEmpty() && read.unmatched.isEmpty(), qPrintable(problems(read)));
        QStringList names;
        for (const Character& c : read.characters)
            names << c.name;
        QCOMPARE(names, (QStringList{QStringLiteral("Yselde Marrow"), QStringLiteral("Tamsin Reed"), QStringLiteral("Bog Lurker")}));
    }

    void shapes_data()
    {
        QTest::addColumn<QString>("lists");
        QTest::addColumn<QList<Gear>>("gear");
        QTest::addColumn<QString>("notes");
        const auto armor = [](const QString& name, int stops) { return gear(QStringLiteral("armor"), name, 0, stops); };
        const auto weapon = [](const QString& name, const QString& dice) { return gear(QStringLiteral("weapon"), name, 0, 0, dice); };
        QTest::newRow("Armor: chainmail, stops 3") << QStringLiteral("Armor: chainmail, stops 3")
                                                   << QList<Gear>{armor(QStringLiteral("chainmail"), 3)} << QString();
        QTest::newRow("Leather armor, stops 2") << QStringLiteral("Armor: Leather armor, stops 2")
                                                << QList<Gear>{armor(QStringLiteral("Leather armor"), 2)} << QString();
        QTest::newRow("Leather armor stops 2") << QStringLiteral("Armor: Leather armor stops 2")
                                               << QList<Gear>{armor(QStringLiteral("Leather armor"), 2)} << QString();
        QTest::newRow("Armour: stop 5 hits/attack") << QStringLiteral("Armour: Plate stop 5 hits/attack")
                                                    << QList<Gear>{armor(QStringLiteral("Plate"), 5)} << QString();
        QTest::newRow("stops N with our details") << QStringLiteral("Armor: Chainmail stops 3 (-4 DX, iron)")
                                                  << QList<Gear>{gear(QStringLiteral("armor"), QStringLiteral("Chainmail"), -4, 3, {},
                                                                      QStringLiteral("iron"))}
                                                  << QString();
        QTest::newRow("a shield among armor") << QStringLiteral("Armor: Tower Shield stops 3")
                                              << QList<Gear>{gear(QStringLiteral("shield"), QStringLiteral("Tower Shield"), 0, 3)} << QString();
        QTest::newRow("(2d-1)") << QStringLiteral("Weapon: Shortsword (2d-1)") << QList<Gear>{weapon(QStringLiteral("Shortsword"), QStringLiteral("2d6-1"))}
                                << QString();
        QTest::newRow("(1d) and 3d+1 without parentheses")
            << QStringLiteral("Weapons: Club (1d), Great axe 3d+1")
            << QList<Gear>{weapon(QStringLiteral("Club"), QStringLiteral("1d6")), weapon(QStringLiteral("Great axe"), QStringLiteral("3d6+1"))}
            << QString();
        QTest::newRow("the published forms still") << QStringLiteral("Weapons: Dagger (1D6-1, silver), Sling 1d6-2")
                                                   << QList<Gear>{gear(QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1"),
                                                                       QStringLiteral("silver")),
                                                                  weapon(QStringLiteral("Sling"), QStringLiteral("1d6-2"))}
                                                   << QString();
        QTest::newRow("Equipment (qty)") << QStringLiteral("Equipment: Arrows (12), Waterskin") << QList<Gear>{}
                                         << QStringLiteral("Equipment: Arrows (12), Waterskin");
        QTest::newRow("Magic Items with bullets")
            << QStringLiteral("Magic Items:\n\u2022 Amulet of Wards (stops 1)\n\u2022 Boots, worn thin")
            << QList<Gear>{} << QStringLiteral("Magic Items: \u2022 Amulet of Wards (stops 1) \u2022 Boots, worn thin");
        QTest::newRow("Talents: a number is the count") << QStringLiteral("Talents: 2") << QList<Gear>{} << QString();
        QTest::newRow("MA (walking or swimming)") << QStringLiteral("") << QList<Gear>{} << QStringLiteral("MA 10 (walking or swimming).");
    }

    void shapes()
    {
        QFETCH(QString, lists);
        QFETCH(QList<Gear>, gear);
        QFETCH(QString, notes);
        const QString ma = lists.isEmpty() ? QStringLiteral("MA 10 (walking or swimming)") : QStringLiteral("MA 10");
        const QString text = QStringLiteral("Odo Fenn, hero\nST 12, DX 12, IQ 8, %1\n%2").arg(ma, lists);
        const StatBlockImport read = StatBlock(advancedWizard()).parse(text);
        QVERIFY2(read.errors.isEmpty() && read.unmatched.isEmpty(), qPrintable(problems(read)));
        QCOMPARE(read.characters.size(), 1);
        const Character& c = read.characters.first();
        QCOMPARE((QList<int>{c.st, c.dx, c.iq, c.ma}), (QList<int>{12, 12, 8, 0}));
        QCOMPARE(c.gear, gear);
        QCOMPARE(c.notes, notes);
        QCOMPARE(c.talentsAndLanguages, lists == QLatin1String("Talents: 2") ? 2 : 0);
    }

    void wrappedSpells()
    {
        const StatBlockImport read = StatBlock(advancedWizard()).parse(QStringLiteral(
            "Wenna, wizard\nST 10, DX 12, IQ 12, MA 10\nSpells: Slow\nMovement, Dazzle,\nDarkness\nWeapon: Dagger (1d-1)"));
        QVERIFY2(read.errors.isEmpty() && read.unmatched.isEmpty(), qPrintable(problems(read)));
        QCOMPARE(read.characters.first().spells,
                 (QStringList{QStringLiteral("slow-movement"), QStringLiteral("dazzle"), QStringLiteral("darkness")}));
    }

    void format_data()
    {
        QTest::addColumn<Character>("character");
        QTest::addColumn<QString>("expected");
        Character hobbit = withGear(figure(QStringLiteral("Pip"), QStringLiteral("hobbit"), 4, 14, 10, {QStringLiteral("magic-fist")},
                                           QStringLiteral("hero")),
                                    {gear(QStringLiteral("weapon"), QStringLiteral("Sling"), 0, 0, QStringLiteral("1d6-2")),
                                     gear(QStringLiteral("shield"), QStringLiteral("Buckler"), -1, 1, {}, {}, false),
                                     gear(QStringLiteral("armor"), QStringLiteral("Chainmail"), -6, 3, {}, QStringLiteral("iron")),
                                     gear(QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1"))});
        hobbit.talentsAndLanguages = 1;
        hobbit.notes = QStringLiteral("Equipment: Rope (2)\nTalents: Climbing\nFond of mushrooms.");
        QTest::newRow("hobbit hero") << hobbit
                                     << QStringLiteral("Pip, hero\nST 4, DX 14, IQ 10, MA 10\nTalents: Climbing\nSpells: Magic Fist\n"
                                                       "Weapons: Sling (1d-2), Dagger (1d-1)\nArmor: Buckler stops 1, Chainmail stops 3\n"
                                                       "Equipment: Rope (2)\nRace: Hobbit\nTalents and languages: 1\n"
                                                       "Gear details: Buckler (shield, -1 DX, not ready), Chainmail (-6 DX, iron)\n"
                                                       "Notes: Fond of mushrooms.");
        const Character typed = withGear(human(QStringLiteral("Bors"), 12, 12, 8, QStringLiteral("hero")),
                                         {gear(QStringLiteral("armor"), QStringLiteral("Leather armor"), 0, 0)});
        QTest::newRow("armor with the tables' numbers, not the typed ones")
            << typed << QStringLiteral("Bors, hero\nST 12, DX 12, IQ 8, MA 10\nArmor: Leather armor stops 0\n"
                                       "Gear details: Leather armor (-2 DX)");
        Character magic = figure(QStringLiteral("Orla"), QStringLiteral("human"), 10, 12, 10);
        magic.notes = QStringLiteral("Magic Items: \u2022 Ring \u2022 Wand, cracked");
        QTest::newRow("magic items one bullet a line") << magic
                                                       << QStringLiteral("Orla, wizard\nST 10, DX 12, IQ 10, MA 10\nMagic Items:\n"
                                                                         "\u2022 Ring\n\u2022 Wand, cracked");
    }

    void format()
    {
        QFETCH(Character, character);
        QFETCH(QString, expected);
        QCOMPARE(StatBlock(advancedWizard()).format(character, StatBlockShape::Foundry), expected);
    }

    void roundTrip_data()
    {
        QTest::addColumn<Character>("character");
        QTest::newRow("wizard with gear and points") << kraitWithGear();
        Character hobbit = withGear(figure(QStringLiteral("Pip"), QStringLiteral("hobbit"), 4, 14, 10, {QStringLiteral("magic-fist")},
                                           QStringLiteral("hero")),
                                    {gear(QStringLiteral("weapon"), QStringLiteral("Sling"), 0, 0, QStringLiteral("1d6-2")),
                                     gear(QStringLiteral("shield"), QStringLiteral("Small shield"), -1, 1, {}, {}, false),
                                     gear(QStringLiteral("armor"), QStringLiteral("Chainmail"), -6, 3, {}, QStringLiteral("iron")),
                                     gear(QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1"),
                                          QStringLiteral("silver"), false)});
        hobbit.pointsBought = 2;
        QTest::newRow("hobbit hero, mixed gear order") << hobbit;
        Character odd = withGear(human(QStringLiteral("Wat"), 12, 11, 9, QStringLiteral("hero")),
                                 {gear(QStringLiteral("armor"), QStringLiteral("Shield-wall coat"), -3, 3),
                                  gear(QStringLiteral("shield"), QStringLiteral("Buckler"), 0, 1),
                                  gear(QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1")),
                                  gear(QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1"), {}, false),
                                  gear(QStringLiteral("weapon"), QStringLiteral("Morning star"), 0, 0, QStringLiteral("2d8+1")),
                                  gear(QStringLiteral("weapon"), QStringLiteral("Net"), 0, 0)});
        odd.gear[0].maLimit = 8;
        odd.gear[2].custom = true;
        QTest::newRow("armor named shield, two daggers, d8s, a weapon without dice") << odd;
        Character wolf = figure(QStringLiteral("Fang"), QString(), 14, 14, 10);
        wolf.role = QStringLiteral("monster");
        wolf.creature = QStringLiteral("wolf");
        wolf.ma = 12;
        QTest::newRow("pet wolf") << wolf;
        Character dragon = figure(QStringLiteral("Smaug"), QString(), 30, 14, 14, {QStringLiteral("fireball")});
        dragon.role = QStringLiteral("monster");
        dragon.creature = QStringLiteral("small-dragon");
        dragon.ma = 6;
        QTest::newRow("small dragon") << dragon;
        Character archmage = figure(QStringLiteral("Archmage"), QStringLiteral("elf"), 16, 16, 18,
                                    {QStringLiteral("word-of-command-kill"), QStringLiteral("wizards-wrath")});
        archmage.pointTotal = 50;
        archmage.talentsAndLanguages = 3;
        archmage.notes = QStringLiteral("Keeps a lab in Bendwyn; Spells: none of your business. Owes $40.");
        QTest::newRow("50-point elf with notes") << archmage;
        const StatBlockImport read = StatBlock(advancedWizard()).parse(fixture(QStringLiteral("foundry-wizard.txt")));
        QTest::newRow("read from the wizard fixture (kept lists)") << read.characters.value(0);
        const StatBlockImport beast = StatBlock(advancedWizard()).parse(fixture(QStringLiteral("foundry-beast.txt")));
        QTest::newRow("read from the beast fixture") << beast.characters.value(0);
    }

    void roundTrip()
    {
        QFETCH(Character, character);
        if (character.name.isEmpty())
            QFAIL("the fixture gave no character");
        const StatBlock block(advancedWizard());
        const QString text = block.format(character, StatBlockShape::Foundry);
        const StatBlockImport read = block.parse(text);
        QVERIFY2(read.errors.isEmpty() && read.unmatched.isEmpty(), qPrintable(text + QLatin1Char('\n') + problems(read)));
        QCOMPARE(read.characters.size(), 1);
        QCOMPARE(read.characters.first(), inFoundryOrder(character));
        QCOMPARE(block.format(read.characters.first(), StatBlockShape::Foundry), text);
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("lists");
        QTest::addColumn<QString>("message");
        QTest::newRow("stops with no armor") << QStringLiteral("Armor: stops 3") << QStringLiteral("Odo: “stops 3” follows no armor");
        QTest::newRow("details for gear not there") << QStringLiteral("Weapons: Axe (1d+2)\nGear details: Lance (silver)")
                                                    << QStringLiteral("Odo: “Lance” has gear details but is not among the weapons or armor");
        QTest::newRow("a detail not understood") << QStringLiteral("Weapons: Axe (1d+2)\nGear details: Axe (purple)")
                                                 << QStringLiteral("Odo: “purple” on Axe not understood");
        QTest::newRow("dice not understood") << QStringLiteral("Weapon: Shortsword (2d-x)")
                                             << QStringLiteral("Odo: “2d-x” on Shortsword not understood");
        QTest::newRow("an unknown race") << QStringLiteral("Race: Goblinoid") << QStringLiteral("Odo: “Goblinoid” is not a race or creature");
        QTest::newRow("unclosed MA parenthesis") << QStringLiteral("(walking or") << QStringLiteral("Odo: “(walking or” not understood");
        QTest::newRow("an unknown spell in a wrapped list") << QStringLiteral("Spells include: Blur,\nFirebal")
                                                            << QStringLiteral("Odo: spell “Firebal” not in the library");
    }

    void badInput()
    {
        QFETCH(QString, lists);
        QFETCH(QString, message);
        const StatBlockImport read = StatBlock(advancedWizard()).parse(QStringLiteral("Odo, hero\nST 12, DX 12, IQ 8, MA 10\n") + lists);
        QVERIFY(read.errors.isEmpty());
        QCOMPARE(read.characters.size(), 1);
        QCOMPARE(read.unmatched.size(), 1);
        QVERIFY2(read.unmatched.first().startsWith(message), qPrintable(read.unmatched.first()));
        QVERIFY2(!read.characters.first().notes.isEmpty(), "what was not understood is kept in the notes");
    }

    void brokenBlocks_data()
    {
        QTest::addColumn<QString>("block");
        QTest::addColumn<QString>("reason");
        QTest::newRow("a header line alone") << QStringLiteral("Doctor Nobody, wizard, age 30\nTalents: Literacy") << QStringLiteral("no ST, DX or IQ");
        QTest::newRow("an attribute beyond the limit") << QStringLiteral("Odo, hero\nST 99999999999, DX 12, IQ 8")
                                                       << QStringLiteral("beyond the limit");
    }

    void brokenBlocks()
    {
        QFETCH(QString, block);
        QFETCH(QString, reason);
        const StatBlockImport read = StatBlock(advancedWizard()).parse(block);
        QCOMPARE(read.characters.size(), 0);
        QCOMPARE(read.errors.size(), 1);
        QVERIFY2(read.errors.first().contains(reason), qPrintable(read.errors.first()));
    }
};

QTEST_GUILESS_MAIN(TestStatBlockFoundry)
#include "tst_statblock_foundry.moc"
