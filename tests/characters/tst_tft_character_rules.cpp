// Fantasy Trip character building against the shipped Wizard and Advanced Wizard data: what is legal, the
// numbers derived for the sheet, new characters, learnable spells, and the character JSON format.
#include "CharacterTestSupport.h"

#include "characters/TftCharacterRules.h"
#include "characters/TftFacts.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace hk;
using namespace hk::test;

namespace {

const QString AW = QStringLiteral("tft-advanced-wizard-1980");
const QString W78 = QStringLiteral("tft-wizard-1978");

QStringList fields(const QList<CharacterProblem>& problems)
{
    QStringList out;
    for (const CharacterProblem& p : problems)
        out << p.field;
    return out;
}

QString describe(const QList<CharacterProblem>& problems)
{
    QStringList out;
    for (const CharacterProblem& p : problems)
        out << p.field + QStringLiteral(": ") + p.message;
    return out.join(QLatin1Char('\n'));
}

int fieldRank(const QString& field)
{
    static const QStringList order{QStringLiteral("name"),  QStringLiteral("race"),   QStringLiteral("type"),
                                   QStringLiteral("st"),    QStringLiteral("dx"),     QStringLiteral("iq"),
                                   QStringLiteral("ma"),    QStringLiteral("points"), QStringLiteral("spells"),
                                   QStringLiteral("spell:"), QStringLiteral("skills"), QStringLiteral("gear"),
                                   QStringLiteral("talents")};
    return int(order.indexOf(field.startsWith(QLatin1String("spell:")) ? QStringLiteral("spell:") : field));
}

const QStringList EightSpells{QStringLiteral("staff"), QStringLiteral("magic-fist"), QStringLiteral("blur"),
                              QStringLiteral("aid"),   QStringLiteral("summon-wolf"), QStringLiteral("trip"),
                              QStringLiteral("shadow"), QStringLiteral("fire")};

} // namespace

class TestTftCharacterRules : public hk::test::StrictTest
{
    Q_OBJECT
private Q_SLOTS:
    // A German GM's demo calls the staff "Stab": gear is known by the word in the interface's language as well as
    // the English one, as whole words (a staff is what lets a wizard cast with a weapon in hand, Wizard l.543).
    void gearKnownInTheInterfaceLanguage()
    {
        struct GermanGearWords : QTranslator
        {
            bool isEmpty() const override { return false; }
            QString translate(const char* context, const char* source, const char*, int) const override
            {
                if (QByteArray(context) != "hk::TftFacts")
                    return {};
                return QByteArray(source) == "staff" ? QStringLiteral("Stab") : QByteArray(source) == "dagger" ? QStringLiteral("Dolch") : QString();
            }
        };
        const auto weapon = [](const char* name) { return gear(QStringLiteral("weapon"), QString::fromUtf8(name), 0, 0, QStringLiteral("1d6")); };
        QVERIFY(TftFacts::isStaff(weapon("Staff")));
        QVERIFY(!TftFacts::isStaff(weapon("Stab")));
        GermanGearWords german;
        QCoreApplication::installTranslator(&german);
        QVERIFY(TftFacts::isStaff(weapon("Stab")));
        QVERIFY(TftFacts::isStaff(weapon("Staff")));
        QVERIFY(!TftFacts::isStaff(weapon("Stabkampfspieß")));
        QVERIFY(TftFacts::isDagger(weapon("Dolch")));
        QVERIFY(!TftFacts::isStaff(gear(QStringLiteral("armor"), QStringLiteral("Stab"), 0, 0)));
        QCoreApplication::removeTranslator(&german);
        QVERIFY(!TftFacts::isStaff(weapon("Stab")));
    }

    void validate_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<Character>("character");
        QTest::addColumn<QStringList>("expectedFields");
        QTest::addColumn<QString>("firstMessage"); // empty: not checked

        const Character krait = figure(QStringLiteral("Krait"), QStringLiteral("human"), 10, 12, 10, EightSpells);
        for (const QString& rules : {AW, W78})
            QTest::addRow("32-point human wizard, 8 spells (%s)", qPrintable(rules)) << rules << krait << QStringList() << QString();

        const QStringList tenSpells{QStringLiteral("staff"),     QStringLiteral("magic-fist"), QStringLiteral("blur"),
                                    QStringLiteral("slow-movement"), QStringLiteral("drop-weapon"), QStringLiteral("image"),
                                    QStringLiteral("clumsiness"), QStringLiteral("confusion"), QStringLiteral("avert"),
                                    QStringLiteral("aid")};
        QTest::newRow("too many spells") << AW << figure(QStringLiteral("Krait"), QStringLiteral("human"), 11, 12, 9, tenSpells)
                                         << QStringList{QStringLiteral("spells")}
                                         << QStringLiteral("IQ 9 allows 9 spells; 10 are chosen.");
        Character talented = krait;
        talented.talentsAndLanguages = 3;
        QTest::newRow("talents take capacity") << AW << talented << QStringList{QStringLiteral("spells")}
                                               << QStringLiteral("IQ 10 less 3 for talents and languages allows 7 spells; 8 are chosen.");
        QTest::newRow("spell above IQ") << AW
                                        << figure(QStringLiteral("Krait"), QStringLiteral("human"), 10, 12, 10,
                                                  {QStringLiteral("fireball")})
                                        << QStringList{QStringLiteral("spell:fireball")}
                                        << QStringLiteral("Fireball needs IQ 12; Krait has IQ 10.");
        QTest::newRow("ST under the human minimum")
            << AW << figure(QStringLiteral("Krait"), QStringLiteral("human"), 7, 14, 11) << QStringList{QStringLiteral("st")}
            << QStringLiteral("The human minimum for ST is 8; Krait has ST 7.");
        QTest::newRow("points not adding to 32")
            << AW << figure(QStringLiteral("Krait"), QStringLiteral("human"), 10, 12, 11) << QStringList{QStringLiteral("points")}
            << QStringLiteral("ST 10 + DX 12 + IQ 11 = 33, but a new human has 32 points.");
        // Wizard l.160: every normal human has MA 10; MA is the race's, not chosen.
        Character fast = krait;
        fast.ma = 14;
        for (const QString& rules : {AW, W78})
            QTest::addRow("l.160 human with MA 14 (%s)", qPrintable(rules))
                << rules << fast << QStringList{QStringLiteral("ma")} << QStringLiteral("MA comes from the race: Human has MA 10, and Krait has MA 14.");
        fast.ma = 10;
        QTest::newRow("l.160 human with MA 10 written out") << W78 << fast << QStringList() << QString();
        Character fifty = figure(QStringLiteral("Archmage"), QStringLiteral("human"), 16, 16, 18, EightSpells);
        fifty.pointTotal = 50;
        QTest::newRow("GM-set 50-point wizard") << AW << fifty << QStringList() << QString();
        fifty.st = 17;
        QTest::newRow("GM-set total still checked") << AW << fifty << QStringList{QStringLiteral("points")}
                                                    << QStringLiteral("ST 17 + DX 16 + IQ 18 = 51, but the point total set for Archmage is 50.");
        Character experienced = krait;
        experienced.iq = 12;
        experienced.pointsBought = 2;
        QTest::newRow("points bought with experience") << AW << experienced << QStringList() << QString();
        QTest::newRow("elf, 32 points") << AW << figure(QStringLiteral("Lirael"), QStringLiteral("elf"), 8, 14, 10)
                                        << QStringList() << QString();
        QTest::newRow("elf under DX 10") << AW << figure(QStringLiteral("Lirael"), QStringLiteral("elf"), 12, 9, 11)
                                         << QStringList{QStringLiteral("dx")}
                                         << QStringLiteral("The elf minimum for DX is 10; Lirael has DX 9.");
        QTest::newRow("hobbit, 28 points") << AW << figure(QStringLiteral("Pip"), QStringLiteral("hobbit"), 4, 14, 10)
                                           << QStringList() << QString();
        QTest::newRow("hobbit with 32 points") << AW << figure(QStringLiteral("Pip"), QStringLiteral("hobbit"), 6, 14, 12)
                                               << QStringList{QStringLiteral("points")}
                                               << QStringLiteral("ST 6 + DX 14 + IQ 12 = 32, but a new hobbit has 28 points.");
        QTest::newRow("goblin, 28 points") << AW << figure(QStringLiteral("Snik"), QStringLiteral("goblin"), 4, 8, 16)
                                           << QStringList() << QString();
        QTest::newRow("goblin under IQ 10") << AW << figure(QStringLiteral("Snik"), QStringLiteral("goblin"), 10, 9, 9)
                                            << QStringList{QStringLiteral("iq")} << QString();
        QTest::newRow("giant IQ ceiling") << AW << figure(QStringLiteral("Og"), QStringLiteral("giant"), 12, 9, 11)
                                          << QStringList{QStringLiteral("iq")}
                                          << QStringLiteral("Giant IQ may not go above 10; Og has IQ 11.");
        QTest::newRow("hero memorises a spell (Advanced Wizard)")
            << AW << figure(QStringLiteral("Bors"), QStringLiteral("human"), 12, 12, 8, {QStringLiteral("blur")}, QStringLiteral("hero"))
            << QStringList() << QString();
        QTest::newRow("hero over 3 IQ per spell")
            << AW
            << figure(QStringLiteral("Bors"), QStringLiteral("human"), 12, 12, 8,
                      {QStringLiteral("blur"), QStringLiteral("staff"), QStringLiteral("image")}, QStringLiteral("hero"))
            << QStringList{QStringLiteral("spells")}
            << QStringLiteral("A hero pays 3 IQ per memorised spell: IQ 8 allows 2 spells; 3 are chosen.");
        QTest::newRow("hero refused spells (Wizard 1978)")
            << W78 << figure(QStringLiteral("Bors"), QStringLiteral("human"), 12, 12, 8, {QStringLiteral("blur")}, QStringLiteral("hero"))
            << QStringList{QStringLiteral("spells")}
            << QStringLiteral("Under these rules only wizards memorise spells; Bors is a hero and lists 1.");
        QTest::newRow("duplicate and unknown spells")
            << AW
            << figure(QStringLiteral("Krait"), QStringLiteral("human"), 10, 12, 10,
                      {QStringLiteral("blur"), QStringLiteral("nonsense"), QStringLiteral("blur"), QStringLiteral("blur")})
            << QStringList{QStringLiteral("spell:nonsense"), QStringLiteral("spell:blur")} << QString();
        QTest::newRow("Advanced Wizard spell under Wizard 1978")
            << W78 << figure(QStringLiteral("Krait"), QStringLiteral("human"), 10, 12, 10, {QStringLiteral("light")})
            << QStringList{QStringLiteral("spell:light")} << QStringLiteral("The spell “light” is not in these rules.");
        QTest::newRow("no name, unknown race, bad type")
            << AW << figure(QString(), QStringLiteral("centaur"), 10, 12, 10, {}, QStringLiteral("warrior"))
            << QStringList{QStringLiteral("name"), QStringLiteral("race"), QStringLiteral("type")} << QString();
        QTest::newRow("field order")
            << AW << figure(QString(), QStringLiteral("human"), 7, 12, 9, {QStringLiteral("fireball")})
            << QStringList{QStringLiteral("name"), QStringLiteral("st"), QStringLiteral("points"), QStringLiteral("spell:fireball")}
            << QString();
        Character wounded = krait;
        wounded.wounds = -1;
        QTest::newRow("negative wounds") << AW << wounded << QStringList{QStringLiteral("st")} << QString();
        QTest::newRow("two suits of armor")
            << AW
            << withGear(krait, {gear(QStringLiteral("armor"), QStringLiteral("Leather"), -2, 2),
                                gear(QStringLiteral("armor"), QStringLiteral("Chainmail"), -6, 3)})
            << QStringList{QStringLiteral("gear")} << QStringLiteral("Only one suit of armor can be worn; 2 are listed.");
        QTest::newRow("wizard with too many weapons")
            << AW
            << withGear(krait, {gear(QStringLiteral("weapon"), QStringLiteral("Staff"), 0),
                                gear(QStringLiteral("weapon"), QStringLiteral("Broadsword"), -4, 0, QStringLiteral("2d6"), {}, false),
                                gear(QStringLiteral("weapon"), QStringLiteral("Axe"), -4, 0, QStringLiteral("2d6"), {}, false),
                                gear(QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1"), {}, false)})
            << QStringList{QStringLiteral("gear")} << QStringLiteral("A wizard carries at most 2 weapons and a dagger; Krait has 4.");
        QTest::newRow("staff, sword and dagger are allowed")
            << AW
            << withGear(krait, {gear(QStringLiteral("weapon"), QStringLiteral("Staff"), 0),
                                gear(QStringLiteral("weapon"), QStringLiteral("Broadsword"), -4, 0, QStringLiteral("2d6"), {}, false),
                                gear(QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1"), {}, false)})
            << QStringList() << QString();
    }

    void validate()
    {
        QFETCH(QString, ruleset);
        QFETCH(Character, character);
        QFETCH(QStringList, expectedFields);
        QFETCH(QString, firstMessage);
        const QList<CharacterProblem> problems = TftCharacterRules(tftRuleset(ruleset)).validate(character);
        QVERIFY2(fields(problems) == expectedFields, qPrintable(describe(problems)));
        if (!firstMessage.isEmpty())
            QCOMPARE(problems.first().message, firstMessage);
        for (qsizetype i = 1; i < problems.size(); ++i)
            QVERIFY2(fieldRank(problems.at(i - 1).field) <= fieldRank(problems.at(i).field), qPrintable(describe(problems)));
        for (const CharacterProblem& p : problems)
            QVERIFY2(p.message.endsWith(QLatin1Char('.')), qPrintable(p.message));
    }

    void derive_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<Character>("character");
        QTest::addColumn<QList<int>>("expected"); // ma, adjustedDx, castingDx, capacity, used, hitsStopped, start
        QTest::addColumn<QStringList>("notes");   // substrings, in order

        const Character krait = figure(QStringLiteral("Krait"), QStringLiteral("human"), 10, 12, 10, EightSpells);
        QTest::newRow("human") << AW << krait << QList<int>{10, 12, 12, 10, 8, 0, 32} << QStringList();
        QTest::newRow("elf MA 12") << AW << figure(QStringLiteral("Lirael"), QStringLiteral("elf"), 8, 14, 10)
                                   << QList<int>{12, 14, 14, 10, 0, 0, 32} << QStringList();
        QTest::newRow("dwarf falls back to human MA") << W78 << figure(QStringLiteral("Thorin"), QStringLiteral("dwarf"), 12, 8, 12)
                                                      << QList<int>{10, 8, 8, 12, 0, 0, 32} << QStringList();
        Character slow = krait;
        slow.ma = 8;
        QTest::newRow("GM-set MA") << AW << slow << QList<int>{8, 12, 12, 10, 8, 0, 32} << QStringList();
        const Character ironclad = withGear(krait, {gear(QStringLiteral("armor"), QStringLiteral("Chainmail"), -6, 3, {}, QStringLiteral("iron"))});
        QTest::newRow("iron armor, Advanced Wizard") << AW << ironclad << QList<int>{10, 6, 2, 10, 8, 3, 32}
                                                     << QStringList{QStringLiteral("-4 DX on spells: Chainmail is iron")};
        QTest::newRow("iron armor, Wizard 1978") << W78 << ironclad << QList<int>{10, 6, 6, 10, 8, 3, 32} << QStringList();
        QTest::newRow("iron and steel count once")
            << AW
            << withGear(krait, {gear(QStringLiteral("armor"), QStringLiteral("Chainmail"), -6, 3, {}, QStringLiteral("iron")),
                                gear(QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1"), QStringLiteral("steel"), false)})
            << QList<int>{10, 6, 2, 10, 8, 3, 32} << QStringList{QStringLiteral("-4 DX on spells")};
        QTest::newRow("silver armor") << AW
                                      << withGear(krait, {gear(QStringLiteral("armor"), QStringLiteral("Chainmail"), -6, 3, {}, QStringLiteral("silver"))})
                                      << QList<int>{10, 6, 6, 10, 8, 3, 32} << QStringList();
        QTest::newRow("hero with a spell") << AW
                                           << figure(QStringLiteral("Bors"), QStringLiteral("human"), 12, 12, 8, {QStringLiteral("blur")}, QStringLiteral("hero"))
                                           << QList<int>{10, 12, 8, 8, 3, 0, 32}
                                           << QStringList{QStringLiteral("-4 DX casting spells from memory")};
        QTest::newRow("ready shield") << AW
                                      << withGear(krait, {gear(QStringLiteral("shield"), QStringLiteral("Small shield"), -1, 1)})
                                      << QList<int>{10, 11, 11, 10, 8, 1, 32} << QStringList{QStringLiteral("cannot cast: shield ready")};
        QTest::newRow("slung shield") << AW
                                      << withGear(krait, {gear(QStringLiteral("shield"), QStringLiteral("Small shield"), -1, 1, {}, {}, false)})
                                      << QList<int>{10, 12, 12, 10, 8, 0, 32} << QStringList();
        QTest::newRow("ready broadsword") << AW
                                          << withGear(krait, {gear(QStringLiteral("weapon"), QStringLiteral("Broadsword"), 0, 0, QStringLiteral("2d6"))})
                                          << QList<int>{10, 8, 8, 10, 8, 0, 32}
                                          << QStringList{QStringLiteral("-4 DX to hit with Broadsword"), QStringLiteral("-4 DX on spells: Broadsword is steel"),
                                                         QStringLiteral("cannot cast: weapon ready")};
        QTest::newRow("ready staff") << AW
                                     << withGear(krait, {gear(QStringLiteral("weapon"), QStringLiteral("Staff"), 0, 0, QStringLiteral("1d6"))})
                                     << QList<int>{10, 12, 12, 10, 8, 0, 32} << QStringList();
        QTest::newRow("ready dagger stops casting, no penalty")
            << AW << withGear(krait, {gear(QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1"))})
            << QList<int>{10, 12, 8, 10, 8, 0, 32}
            << QStringList{QStringLiteral("-4 DX on spells: Dagger is steel"), QStringLiteral("cannot cast: weapon ready")};
        // Issue 16, Wizard l.543 and the DX table's armour rows (l.753, l.762, l.768): a wizard in leather is at
        // -2 DX whatever was typed; a custom piece keeps the GM's numbers; a row whose number the scan lost says so.
        QTest::newRow("l.762 leather armor from the table") << W78 << withGear(krait, {gear(QStringLiteral("armor"), QStringLiteral("Leather armor"), 0, 2)})
                                                            << QList<int>{10, 10, 10, 10, 8, 2, 32}
                                                            << QStringList{QStringLiteral("-2 DX from the book's “Leather armor (anyone)” (l.762)")};
        QTest::newRow("l.753 a wizard's small shield from the table")
            << W78 << withGear(krait, {gear(QStringLiteral("shield"), QStringLiteral("small shield"), 0, 1)})
            << QList<int>{10, 11, 11, 10, 8, 1, 32}
            << QStringList{QStringLiteral("-1 DX from the book's “Small shield (wizard)” (l.753)"), QStringLiteral("cannot cast: shield ready")};
        Gear customLeather = gear(QStringLiteral("armor"), QStringLiteral("Leather armor"), -1, 2);
        customLeather.custom = true;
        QTest::newRow("custom leather keeps its numbers") << W78 << withGear(krait, {customLeather})
                                                          << QList<int>{10, 11, 11, 10, 8, 2, 32} << QStringList();
        QTest::newRow("l.768 chainmail's lost number")
            << W78 << withGear(krait, {gear(QStringLiteral("armor"), QStringLiteral("Chainmail"), 0, 3)})
            << QList<int>{10, 12, 12, 10, 8, 3, 32} << QStringList{QStringLiteral("is lost (l.768)")};
        // Advanced Wizard l.279: ordinary mail and plate are iron; a chainmail with no metal given is iron by
        // the table (l.768), so a wizard casts at -4; silver typed by the GM wins.
        QTest::newRow("l.279 table chainmail is iron") << AW << withGear(krait, {gear(QStringLiteral("armor"), QStringLiteral("Chainmail"), -6, 3)})
                                                       << QList<int>{10, 6, 2, 10, 8, 3, 32}
                                                       << QStringList{QStringLiteral("-4 DX on spells: Chainmail is iron")};
        QTest::newRow("hobbit missile bonus") << AW << figure(QStringLiteral("Pip"), QStringLiteral("hobbit"), 4, 14, 10)
                                              << QList<int>{10, 14, 14, 10, 0, 0, 28} << QStringList{QStringLiteral("+3 DX when")};
        Character armored = withGear(krait, {gear(QStringLiteral("armor"), QStringLiteral("Leather"), -2, 2)});
        armored.gear.first().maLimit = 8;
        QTest::newRow("armor slows to its MA") << AW << armored << QList<int>{8, 10, 10, 10, 8, 2, 32}
                                               << QStringList{QStringLiteral("MA 8 in Leather")};
        Character elfInLeather = withGear(figure(QStringLiteral("Lirael"), QStringLiteral("elf"), 8, 14, 10),
                                          {gear(QStringLiteral("armor"), QStringLiteral("Leather"), -2, 2)});
        elfInLeather.gear.first().maLimit = 12; // no slower than the elf already is
        QTest::newRow("armor MA above own MA") << AW << elfInLeather << QList<int>{12, 12, 12, 10, 0, 2, 32} << QStringList();
        Character talented = krait;
        talented.talentsAndLanguages = 2;
        talented.pointTotal = 50;
        QTest::newRow("talents and a GM total") << AW << talented << QList<int>{10, 12, 12, 8, 8, 0, 50} << QStringList();
    }

    void derive()
    {
        QFETCH(QString, ruleset);
        QFETCH(Character, character);
        QFETCH(QList<int>, expected);
        QFETCH(QStringList, notes);
        const DerivedValues d = CharacterRules(tftRuleset(ruleset)).derive(character);
        const QList<int> actual{d.ma, d.adjustedDx, d.castingDx, d.spellCapacity, d.spellCapacityUsed, d.hitsStopped,
                                d.startingPoints};
        QCOMPARE(actual, expected);
        QVERIFY2(d.notes.size() == notes.size(), qPrintable(d.notes.join(QStringLiteral(" | ")))); // the notes, for a failure
        for (qsizetype i = 0; i < notes.size(); ++i)
            QVERIFY2(d.notes.at(i).contains(notes.at(i)), qPrintable(d.notes.join(QStringLiteral(" | "))));
    }

    void currentStrength()
    {
        Character c = figure(QStringLiteral("Krait"), QStringLiteral("human"), 10, 12, 10);
        c.wounds = 3;
        c.fatigue = 2;
        QCOMPARE(TftCharacterRules(advancedWizard()).derive(c).currentSt, 5);
    }

    void newCharacter_data()
    {
        QTest::addColumn<QString>("race");
        QTest::addColumn<QList<int>>("attributes");
        QTest::newRow("human") << QStringLiteral("human") << QList<int>{8, 8, 8};
        QTest::newRow("elf") << QStringLiteral("elf") << QList<int>{6, 10, 8};
        QTest::newRow("goblin") << QStringLiteral("goblin") << QList<int>{4, 4, 10};
        QTest::newRow("giant (no printed numbers)") << QStringLiteral("giant") << QList<int>{8, 8, 8};
    }

    void newCharacter()
    {
        QFETCH(QString, race);
        QFETCH(QList<int>, attributes);
        const Character c = TftCharacterRules(advancedWizard()).newCharacter(race);
        QCOMPARE((QList<int>{c.st, c.dx, c.iq}), attributes);
        QCOMPARE(c.race, race);
        QCOMPARE(c.system, QStringLiteral("tft"));
        QCOMPARE(c.type, QStringLiteral("wizard"));
        QCOMPARE(c.ma, 0);
    }

    void learnableSpells_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<Character>("character");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("IQ 9, Wizard 1978")
            << W78 << figure(QStringLiteral("Krait"), QStringLiteral("human"), 11, 12, 9, {QStringLiteral("staff"), QStringLiteral("blur")})
            << QStringList{QStringLiteral("drop-weapon"), QStringLiteral("image"),      QStringLiteral("magic-fist"),
                           QStringLiteral("slow-movement"), QStringLiteral("aid"),      QStringLiteral("avert"),
                           QStringLiteral("clumsiness"), QStringLiteral("confusion"), QStringLiteral("fire"),
                           QStringLiteral("reveal-magic"), QStringLiteral("summon-wolf")};
        QTest::newRow("IQ 8, Advanced Wizard")
            << AW << figure(QStringLiteral("Krait"), QStringLiteral("human"), 12, 12, 8, {QStringLiteral("image")})
            << QStringList{QStringLiteral("blur"),       QStringLiteral("detect-magic"), QStringLiteral("drop-weapon"),
                           QStringLiteral("light"),      QStringLiteral("magic-fist"),   QStringLiteral("slow-movement"),
                           QStringLiteral("staff")};
        QTest::newRow("hero, Wizard 1978") << W78
                                           << figure(QStringLiteral("Bors"), QStringLiteral("human"), 12, 12, 8, {}, QStringLiteral("hero"))
                                           << QStringList();
    }

    void learnableSpells()
    {
        QFETCH(QString, ruleset);
        QFETCH(Character, character);
        QFETCH(QStringList, expected);
        QCOMPARE(TftCharacterRules(tftRuleset(ruleset)).learnableSpells(character), expected);
    }

    void learnableSpellsAreLegal()
    {
        // Every spell offered to an IQ 20 wizard passes the IQ check once added.
        const Character c = figure(QStringLiteral("Sage"), QStringLiteral("human"), 8, 8, 20);
        const TftCharacterRules rules(advancedWizard());
        const QStringList spells = rules.learnableSpells(c);
        QCOMPARE(spells.size(), advancedWizard().entries({QStringLiteral("spell")}).size());
        for (const QString& id : spells) {
            Character one = c;
            one.pointTotal = 36;
            one.spells = {id};
            QVERIFY2(rules.validate(one).isEmpty(), qPrintable(describe(rules.validate(one))));
        }
    }

    void jsonRoundTrip_data()
    {
        QTest::addColumn<Character>("character");
        QTest::newRow("fresh") << Character();
        Character full = figure(QStringLiteral("Krait"), QStringLiteral("elf"), 8, 14, 10, EightSpells);
        full.id = 42;
        full.role = QStringLiteral("npc");
        full.player = QStringLiteral("Ann");
        full.party = QStringLiteral("The Lanterns");
        full.ma = 11;
        full.pointTotal = 34;
        full.pointsBought = 3;
        full.talentsAndLanguages = 1;
        full.wounds = 2;
        full.fatigue = 4;
        full.experience = 150;
        full.notes = QStringLiteral("Owes the Guild $200.\nAfraid of bears.");
        full.archived = true;
        full.gear = {gear(QStringLiteral("armor"), QStringLiteral("Chainmail"), -6, 3, {}, QStringLiteral("silver")),
                     gear(QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1"), {}, false)};
        QTest::newRow("everything set") << full;
        Character monster;
        monster.name = QStringLiteral("Wolf");
        monster.role = QStringLiteral("monster");
        monster.race.clear();
        monster.creature = QStringLiteral("wolf");
        monster.type = QStringLiteral("hero");
        QTest::newRow("monster") << monster;
        Character ww = figure(QStringLiteral("Ysolde"), QStringLiteral("human"), 10, 10, 10, {}, QStringLiteral("warrior"));
        ww.system = QStringLiteral("ww");
        ww.skills = {QStringLiteral("sword"), QStringLiteral("shield")};
        QTest::newRow("warrior and wizard") << ww;
    }

    void jsonRoundTrip()
    {
        QFETCH(Character, character);
        if (character.name.isEmpty())
            character.name = QStringLiteral("Nameless");
        const QByteArray bytes = QJsonDocument(character.toJson()).toJson();
        Character back;
        QString error;
        QVERIFY2(Character::fromJson(QJsonDocument::fromJson(bytes).object(), &back, &error), qPrintable(error));
        QCOMPARE(back, character);
        QCOMPARE(back.toJson(), character.toJson());
    }

    void jsonRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("errorContains");
        QTest::newRow("no name") << QByteArray(R"({"format":1,"name":"  "})") << QStringLiteral("needs a name");
        QTest::newRow("newer format") << QByteArray(R"({"format":2,"name":"A"})") << QStringLiteral("newer Hexkeeper");
        QTest::newRow("bad role") << QByteArray(R"({"name":"A","role":"king"})") << QStringLiteral("role");
        QTest::newRow("bad system") << QByteArray(R"({"name":"A","system":"d20"})") << QStringLiteral("rule system");
        QTest::newRow("fractional ST") << QByteArray(R"({"name":"A","st":10.5})") << QStringLiteral("whole number");
        QTest::newRow("spells not a list") << QByteArray(R"({"name":"A","spells":"blur"})") << QStringLiteral("list");
        QTest::newRow("gear without slot") << QByteArray(R"({"name":"A","gear":[{"name":"Rope"}]})") << QStringLiteral("slot");
        QTest::newRow("gear not a list") << QByteArray(R"({"name":"A","gear":{}})") << QStringLiteral("list");
    }

    void jsonRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, errorContains);
        Character out;
        out.name = QStringLiteral("untouched");
        QString error;
        QVERIFY(!Character::fromJson(QJsonDocument::fromJson(json).object(), &out, &error));
        QVERIFY2(error.contains(errorContains), qPrintable(error));
        QCOMPARE(out.name, QStringLiteral("untouched"));
    }

    void jsonNullListsAccepted()
    {
        // Hand-written or other tools' files write null for an empty list; all three lists read it the same.
        Character out;
        QString error;
        QVERIFY2(Character::fromJson(QJsonDocument::fromJson(R"({"name":"A","spells":null,"skills":null,"gear":null})").object(),
                                     &out, &error),
                 qPrintable(error));
        QVERIFY(out.gear.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTftCharacterRules)
#include "tst_tft_character_rules.moc"
