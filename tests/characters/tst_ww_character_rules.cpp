// Warrior & Wizard character building against the shipped warrior-and-wizard-0.10 package: which characters
// are legal (points, minimums, skill INT and prerequisites, wizards' doubled slots, slot and spell limits),
// what their gear does to DEX and MOV, and which spells they could still learn.
#include "TestSupport.h"

#include "characters/CharacterRules.h"
#include "characters/WwCharacterRules.h"
#include "characters/WwRulesData.h"
#include "StrictTest.h"

#include <QTest>

Q_DECLARE_METATYPE(hk::Character)
Q_DECLARE_METATYPE(hk::Gear)

using namespace hk;

namespace {

const QString kWw = QStringLiteral("warrior-and-wizard-0.10");

const Ruleset& ww()
{
    static const Ruleset rules = test::registry().ruleset(kWw);
    return rules;
}

Character make(const QString& type, int st, int dx, int iq, const QStringList& skills = {},
               const QStringList& spells = {}, int ma = 10)
{
    Character c;
    c.system = QStringLiteral("ww");
    c.name = QStringLiteral("Mara");
    c.type = type;
    c.st = st;
    c.dx = dx;
    c.iq = iq;
    c.ma = ma;
    c.skills = skills;
    c.spells = spells;
    return c;
}

Gear gear(const QString& slot, const QString& name, int dx, int hits = 0, bool ready = true)
{
    Gear g;
    g.slot = slot;
    g.name = name;
    g.dx = dx;
    g.hitsStopped = hits;
    g.ready = ready;
    return g;
}

QStringList fields(const QList<CharacterProblem>& problems)
{
    QStringList out;
    for (const CharacterProblem& p : problems)
        out << p.field;
    return out;
}

QString messages(const QList<CharacterProblem>& problems)
{
    QStringList out;
    for (const CharacterProblem& p : problems)
        out << p.field + QStringLiteral(": ") + p.message;
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestWwCharacterRules : public hk::test::StrictTest
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(!ww().isEmpty());
        QVERIFY(ww().entry(QStringLiteral("skill"), QStringLiteral("fencing")));
    }

    void validate_data()
    {
        QTest::addColumn<Character>("character");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QStringList>("mentions"); // numbers or names the messages must name

        const QString w = QStringLiteral("warrior");
        const QString z = QStringLiteral("wizard");
        QTest::newRow("legal warrior") << make(w, 12, 12, 8, {"swords", "shield", "boating"}) << QStringList() << QStringList();
        QTest::newRow("legal wizard") << make(z, 10, 10, 12, {"literacy", "knife", "missile-spells"}, {"fireball", "light", "aid"})
                                      << QStringList() << QStringList();
        QTest::newRow("MOV bought with a point") << make(w, 11, 12, 8, {}, {}, 11) << QStringList() << QStringList();
        QTest::newRow("too many points") << make(w, 13, 12, 8) << QStringList{"points"} << QStringList{"33", "32"};
        QTest::newRow("points left over") << make(w, 11, 12, 8) << QStringList{"points"} << QStringList{"1", "32"};
        QTest::newRow("MOV counts as points") << make(w, 12, 12, 8, {}, {}, 12) << QStringList{"points"} << QStringList{"34", "32"};
        QTest::newRow("MOV below base") << make(w, 13, 13, 8, {}, {}, 8) << QStringList{"ma"} << QStringList{"MOV 8", "10"};
        QTest::newRow("STR below minimum") << make(w, 7, 17, 8) << QStringList{"st"} << QStringList{"STR 7", "8"};
        QTest::newRow("two attributes low") << make(w, 16, 7, 7, {}, {}, 12) << QStringList{"dx", "iq"} << QStringList{"DEX 7", "INT 7"};
        QTest::newRow("skill above INT") << make(w, 12, 12, 8, {"alertness"}) << QStringList{"skill:alertness"}
                                         << QStringList{"Alertness needs INT 9", "Mara has INT 8"};
        QTest::newRow("missing prerequisite") << make(w, 10, 12, 10, {"remove-traps"}) << QStringList{"skill:remove-traps"}
                                              << QStringList{"Detect Traps"};
        QTest::newRow("prerequisite met") << make(w, 10, 12, 10, {"detect-traps", "remove-traps"}) << QStringList() << QStringList();
        QTest::newRow("prerequisite through a category") << make(w, 8, 14, 10, {"common-melee-weapons", "fencing"})
                                                         << QStringList() << QStringList();
        QTest::newRow("fencing without swords or DEX") << make(w, 9, 13, 10, {"fencing"}) << QStringList{"skill:fencing"}
                                                       << QStringList{"DEX 14", "DEX 13", "Swords"};
        QTest::newRow("STR minimum of a skill") << make(w, 12, 11, 9, {"tough"}) << QStringList{"skill:tough"}
                                                << QStringList{"STR 14", "STR 12"};
        QTest::newRow("one of several needed") << make(w, 10, 11, 11, {"combat-riding"}) << QStringList{"skill:combat-riding"}
                                               << QStringList{"Casual Riding"};
        QTest::newRow("one of several met") << make(w, 10, 11, 11, {"casual-riding", "combat-riding"}) << QStringList() << QStringList();
        QTest::newRow("warrior: 5 slots of skills at INT 10") << make(w, 11, 11, 10, {"running", "will", "boating"})
                                                              << QStringList() << QStringList();
        QTest::newRow("wizard pays double: 10 slots at INT 10") << make(z, 11, 11, 10, {"running", "will", "boating"})
                                                                << QStringList() << QStringList();
        QTest::newRow("wizard pays double: 14 slots at INT 10") << make(z, 11, 11, 10, {"running", "will", "boating", "alertness"})
                                                                << QStringList{"skills"} << QStringList{"14", "INT 10"};
        QTest::newRow("wizard exceptions at regular cost") << make(z, 12, 12, 8, {"knife", "missile-spells", "thrown-spells", "literacy", "boating"})
                                                           << QStringList() << QStringList();
        QTest::newRow("too many slots") << make(w, 12, 12, 8, {"running", "will", "swords", "pole-arms", "shield"})
                                        << QStringList{"skills"} << QStringList{"9", "INT 8"};
        QTest::newRow("spell above INT") << make(z, 11, 11, 10, {}, {"fireball"}) << QStringList{"spell:fireball"}
                                         << QStringList{"Fireball needs INT 12", "INT 10"};
        QTest::newRow("wizard knows INT spells") << make(z, 12, 11, 9, {}, {"blur", "detect-magic", "drop-weapon", "image", "light", "magic-fist", "slow-movement", "staff", "aid"})
                                                 << QStringList() << QStringList();
        QTest::newRow("wizard knows too many spells") << make(z, 12, 11, 9, {}, {"blur", "detect-magic", "drop-weapon", "image", "light", "magic-fist", "slow-movement", "staff", "aid", "avert"})
                                                      << QStringList{"spells"} << QStringList{"10", "9"};
        QTest::newRow("warrior spell takes 3 slots") << make(w, 12, 12, 8, {"swords", "shield"}, {"magic-fist"}) << QStringList() << QStringList();
        QTest::newRow("warrior spells overflow slots") << make(w, 12, 12, 8, {"swords", "shield"}, {"magic-fist", "blur"})
                                                       << QStringList{"skills"} << QStringList{"9", "3"};
        QTest::newRow("unknown skill") << make(w, 12, 12, 8, {"basket-weaving"}) << QStringList{"skill:basket-weaving"} << QStringList();
        QTest::newRow("duplicate skill") << make(w, 12, 12, 8, {"swords", "swords"}) << QStringList{"skill:swords"} << QStringList();
        QTest::newRow("unknown type") << make(QStringLiteral("hero"), 12, 12, 8) << QStringList{"type"} << QStringList{"hero"};
        Character unnamed = make(w, 12, 12, 8);
        unnamed.name.clear();
        QTest::newRow("no name") << unnamed << QStringList{"name"} << QStringList();
        Character veteran = make(w, 13, 12, 8);
        veteran.pointsBought = 1;
        QTest::newRow("points bought with experience") << veteran << QStringList() << QStringList();
    }

    void validate()
    {
        QFETCH(Character, character);
        QFETCH(QStringList, expected);
        QFETCH(QStringList, mentions);
        const QList<CharacterProblem> problems = WwCharacterRules(ww()).validate(character);
        QCOMPARE(fields(problems), expected);
        const QString text = messages(problems);
        for (const QString& m : mentions)
            QVERIFY2(text.contains(m), qPrintable(QStringLiteral("“%1” not in: %2").arg(m, text)));
        // The dispatcher sends "ww" characters here.
        QCOMPARE(CharacterRules(ww()).validate(character), problems);
    }

    void slotCosts_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QStringList>("owned");
        QTest::addColumn<QString>("skill");
        QTest::addColumn<int>("slots");
        QTest::newRow("warrior swords") << "warrior" << QStringList() << "swords" << 2;
        QTest::newRow("wizard swords doubled") << "wizard" << QStringList() << "swords" << 4;
        QTest::newRow("wizard knife regular") << "wizard" << QStringList() << "knife" << 1;
        QTest::newRow("wizard alchemy regular") << "wizard" << QStringList() << "alchemy" << 3;
        QTest::newRow("wizard flying regular") << "wizard" << QStringList() << "flying" << 2;
        QTest::newRow("detect traps with alertness") << "warrior" << QStringList{"alertness"} << "detect-traps" << 1;
        QTest::newRow("wizard chemist with alchemy") << "wizard" << QStringList{"alchemy"} << "chemist" << 2;
        QTest::newRow("category less owned group") << "warrior" << QStringList{"swords"} << "common-melee-weapons" << 1;
        QTest::newRow("category never below 0") << "warrior" << QStringList{"swords", "pole-arms"} << "common-melee-weapons" << 0;
    }

    void slotCosts()
    {
        QFETCH(QString, type);
        QFETCH(QStringList, owned);
        QFETCH(QString, skill);
        QFETCH(int, slots);
        const Character c = make(type, 10, 10, 14, owned);
        const RuleEntry* e = ww().entry(QStringLiteral("skill"), skill);
        QVERIFY(e);
        QCOMPARE(WwRulesData(ww()).skillSlotCost(c, *e), slots);
    }

    void derive_data()
    {
        QTest::addColumn<int>("st");
        QTest::addColumn<QList<Gear>>("gearList");
        QTest::addColumn<QStringList>("skills");
        QTest::addColumn<int>("adjustedDx");
        QTest::addColumn<int>("castingDx");
        QTest::addColumn<int>("ma");
        QTest::addColumn<int>("hitsStopped");

        const Gear chain = gear("armor", "Chainmail", -1, 3);
        const Gear plate = gear("armor", "Plate Armor", -3, 5);
        const Gear tower = gear("shield", "Tower Shield", -1, 3);
        const Gear slungTower = gear("shield", "Tower Shield", -1, 3, false);
        const Gear broadsword = gear("weapon", "Broadsword", 0);
        QTest::newRow("no gear") << 12 << QList<Gear>{} << QStringList() << 12 << 12 << 10 << 0;
        QTest::newRow("chainmail") << 12 << QList<Gear>{chain} << QStringList() << 11 << 11 << 7 << 3;
        // 25 kg is over 3x STR 8: the encumbrance band adds -1 DEX; armor and load MOV do not add up.
        QTest::newRow("plate on STR 8") << 8 << QList<Gear>{plate} << QStringList() << 8 << 8 << 6 << 5;
        QTest::newRow("plate on STR 12") << 12 << QList<Gear>{plate} << QStringList() << 9 << 9 << 6 << 5;
        QTest::newRow("plate and ready tower shield") << 12 << QList<Gear>{plate, tower} << QStringList() << 7 << 7 << 6 << 8;
        QTest::newRow("slung tower shield") << 12 << QList<Gear>{slungTower} << QStringList() << 12 << 12 << 10 << 0;
        QTest::newRow("sword without skill") << 12 << QList<Gear>{broadsword} << QStringList() << 8 << 12 << 10 << 0;
        QTest::newRow("sword with Swords") << 12 << QList<Gear>{broadsword} << QStringList{"swords"} << 12 << 12 << 10 << 0;
        QTest::newRow("sword with the category") << 12 << QList<Gear>{broadsword} << QStringList{"common-melee-weapons"} << 12 << 12 << 10 << 0;
        QTest::newRow("sword below STR minimum") << 10 << QList<Gear>{broadsword} << QStringList{"swords"} << 10 << 12 << 10 << 0;
        QTest::newRow("club needs no skill") << 12 << QList<Gear>{gear("weapon", "club", 0)} << QStringList() << 12 << 12 << 10 << 0;
        // Issue 16: armour named in the table takes the table's DEX penalty and defense (l.1154 Plate Armor -3,
        // defense 5; l.1168 Chainmail -1, 3), whatever was typed; custom gear keeps the GM's numbers.
        QTest::newRow("l.1154 plate typed as nothing") << 12 << QList<Gear>{gear("armor", "Plate Armor", 0, 0)} << QStringList() << 9 << 9 << 6 << 5;
        QTest::newRow("l.1168 chainmail by its name in any case") << 12 << QList<Gear>{gear("armor", "chainmail", 0, 0)} << QStringList() << 11 << 11 << 7 << 3;
        Gear customPlate = gear("armor", "Plate Armor", -1, 7);
        customPlate.custom = true;
        QTest::newRow("custom plate keeps its numbers") << 12 << QList<Gear>{customPlate} << QStringList() << 11 << 11 << 6 << 7;
    }

    void derive()
    {
        QFETCH(int, st);
        QFETCH(QList<Gear>, gearList);
        QFETCH(QStringList, skills);
        Character c = make(QStringLiteral("warrior"), st, 12, 8, skills);
        c.gear = gearList;
        const DerivedValues d = WwCharacterRules(ww()).derive(c);
        QTEST(d.adjustedDx, "adjustedDx");
        QTEST(d.castingDx, "castingDx");
        QTEST(d.ma, "ma");
        QTEST(d.hitsStopped, "hitsStopped");
        QCOMPARE(d.startingPoints, 32);
    }

    void deriveStrengthAndSpells()
    {
        Character wizard = make(QStringLiteral("wizard"), 10, 10, 12, {}, {"light", "blur", "fireball"});
        wizard.wounds = 2;
        wizard.fatigue = 1;
        DerivedValues d = WwCharacterRules(ww()).derive(wizard);
        QCOMPARE(d.currentSt, 7);
        QCOMPARE(d.spellCapacity, 12);
        QCOMPARE(d.spellCapacityUsed, 3);

        // A warrior's spells share the skill slots: 8 slots, Swords 2 + one spell 3 leaves room for one more.
        const Character warrior = make(QStringLiteral("warrior"), 12, 12, 8, {"swords"}, {"light"});
        d = WwCharacterRules(ww()).derive(warrior);
        QCOMPARE(d.spellCapacityUsed, 1);
        QCOMPARE(d.spellCapacity, 2);

        Character fencer = make(QStringLiteral("warrior"), 8, 14, 10, {"swords", "fencing"});
        fencer.gear = {gear("armor", "Chainmail", -1, 3)};
        d = WwCharacterRules(ww()).derive(fencer);
        QVERIFY2(d.notes.join(QLatin1Char(' ')).contains(QLatin1String("Fencing")), qPrintable(d.notes.join(QLatin1Char(' '))));
    }

    void newCharacter()
    {
        const Character c = WwCharacterRules(ww()).newCharacter(QString());
        QCOMPARE(c.system, QStringLiteral("ww"));
        QCOMPARE(c.st, 8);
        QCOMPARE(c.dx, 8);
        QCOMPARE(c.iq, 8);
        QCOMPARE(c.ma, 10);
        QCOMPARE(CharacterRules(ww()).newCharacter(QStringLiteral("ww"), QString()), c);
        // Minimums leave 8 of the 32 points to spend.
        const QList<CharacterProblem> problems = WwCharacterRules(ww()).validate(c);
        QVERIFY(fields(problems).contains(QStringLiteral("points")));
        QVERIFY(messages(problems).contains(QLatin1String("8 of 32")));
    }

    void learnableSpells_data()
    {
        QTest::addColumn<int>("iq");
        QTest::addColumn<QStringList>("known");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("INT 8 knowing Light") << 8 << QStringList{"light"}
                                             << QStringList{"blur", "detect-magic", "drop-weapon", "image", "magic-fist", "slow-movement", "staff"};
        QTest::newRow("INT 9 knowing all of INT 8") << 9
                                                    << QStringList{"blur", "detect-magic", "drop-weapon", "image", "light", "magic-fist", "slow-movement", "staff"}
                                                    << QStringList{"aid", "avert", "clumsiness", "confusion", "dark-vision", "darkness", "detect-life", "fire", "reveal-magic", "summon-wolf"};
    }

    void learnableSpells()
    {
        QFETCH(int, iq);
        QFETCH(QStringList, known);
        const Character c = make(QStringLiteral("wizard"), 12, 12, iq, {}, known);
        QTEST(WwCharacterRules(ww()).learnableSpells(c), "expected");
    }

    void learnableSpellsOrder()
    {
        const Character c = make(QStringLiteral("wizard"), 8, 8, 16);
        const QStringList ids = WwCharacterRules(ww()).learnableSpells(c);
        QCOMPARE(ids.size(), int(ww().entries({QStringLiteral("ww-spell")}).size()));
        int lastLevel = 0;
        for (const QString& id : ids) {
            const int level = ww().entry(QStringLiteral("ww-spell"), id)->intField(QStringLiteral("minInt"));
            QVERIFY(level >= lastLevel);
            lastLevel = level;
        }
    }
};

QTEST_GUILESS_MAIN(TestWwCharacterRules)
#include "tst_ww_character_rules.moc"
