// Mass-combat team building (option pack mass-combat-miller-2.0): one figure's checks (McCharacterRules)
// and the whole team's (TeamRules) against the shipped data — five figures, 200 points.
#include "CharacterTestSupport.h"

#include "characters/CharacterRules.h"
#include "characters/McCharacterRules.h"
#include "characters/TeamRules.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;
using namespace hk::test;

namespace {

const Ruleset& massCombat()
{
    static const Ruleset r =
        registry().ruleset(QStringLiteral("tft-advanced-wizard-1980"), {QStringLiteral("mass-combat-miller-2.0")});
    return r;
}

Character mc(const QString& name, const QString& race, int st, int dx, int iq, const QList<Gear>& items = {})
{
    Character c = figure(name, race, st, dx, iq, {}, QStringLiteral("hero"));
    c.system = QStringLiteral("mc");
    c.gear = items;
    return c;
}

Character man(const QString& name, const QList<Gear>& items = {})
{
    return mc(name, QStringLiteral("men"), 14, 14, 12, items); // 40: 8 extra + 8 bonus
}

Character dwarf(const QString& name)
{
    return mc(name, QStringLiteral("dwarves"), 16, 12, 12); // 40
}

QList<Character> legalTeam()
{
    return {man(QStringLiteral("Ann")), man(QStringLiteral("Bert")), man(QStringLiteral("Cyr")),
            dwarf(QStringLiteral("Dorn")), dwarf(QStringLiteral("Eik"))};
}

QString describe(const TeamReport& r)
{
    QStringList out;
    for (const CharacterProblem& p : r.problems)
        out << p.field + QStringLiteral(": ") + p.message;
    return out.join(QLatin1Char('\n'));
}

Gear finePlate()
{
    return gear(QStringLiteral("armor"), QStringLiteral("Fine Plate"), -4, 6, {}, QStringLiteral("steel"));
}

} // namespace

class TestTeamRules : public hk::test::StrictTest
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(massCombat().entry(QStringLiteral("team-race"), QStringLiteral("men")));
    }

    void check_data()
    {
        QTest::addColumn<QList<Character>>("team");
        QTest::addColumn<int>("problems");
        QTest::addColumn<QString>("field");   // of the first problem
        QTest::addColumn<QString>("contains"); // in the first problem's message

        QTest::newRow("legal: 3 men, 2 dwarves, all 200 points") << legalTeam() << 0 << QString() << QString();

        QList<Character> over = legalTeam();
        over[0].st += 1;
        QTest::newRow("bonus overspent") << over << 1 << QStringLiteral("team")
                                         << QStringLiteral("use 41 bonus points, but the team has only 40 (200 less 160");

        const Character giant = mc(QStringLiteral("Og"), QStringLiteral("giants"), 25, 9, 7);
        const Character plain = mc(QStringLiteral("Ann"), QStringLiteral("men"), 12, 12, 12); // 36 of 178 + 22 bonus
        QList<Character> giants{giant, giant, plain, plain, plain};
        giants[1].name = QStringLiteral("Ug");
        QTest::newRow("two giants") << giants << 1 << QStringLiteral("team") << QStringLiteral("at most 1 of the giants; this one has 2");

        QList<Character> clumsy = legalTeam();
        clumsy[0] = mc(QStringLiteral("Ann"), QStringLiteral("men"), 10, 12, 10); // 32: no bonus, so 31 is enough
        clumsy[4] = mc(QStringLiteral("Og"), QStringLiteral("giants"), 25, 11, 7);
        QTest::newRow("giant DX 11") << clumsy << 1 << QStringLiteral("figure:4")
                                     << QStringLiteral("Og: Race Giants allows DX up to 10; Og has DX 11.");

        QList<Character> armed = legalTeam();
        armed[0] = clumsy[0];
        armed[4] = mc(QStringLiteral("Grk"), QStringLiteral("troll"), 23, 10, 8,
                      {gear(QStringLiteral("weapon"), QStringLiteral("Broadsword"), 0, 0, QStringLiteral("2d6"))});
        QTest::newRow("troll with a weapon") << armed << 1 << QStringLiteral("figure:4")
                                             << QStringLiteral("Race Troll fights without weapons or shields; Grk has Broadsword");

        QList<Character> elf = legalTeam();
        elf[4] = mc(QStringLiteral("Lir"), QStringLiteral("elves"), 10, 18, 12, {finePlate()});
        QTest::newRow("fine plate on an elf") << elf << 2 << QStringLiteral("figure:4")
                                              << QStringLiteral("Race Elves may not wear Fine Plate.");

        QList<Character> men;
        for (const QString& n : {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D"), QStringLiteral("E")})
            men.append(man(n));
        men[0].gear = {finePlate()};
        QList<Character> twoSuits = men;
        twoSuits[1].gear = {finePlate()};
        QTest::newRow("1 fine plate with 5 men") << men << 0 << QString() << QString();
        QTest::newRow("2 fine plates with 5 men") << twoSuits << 1 << QStringLiteral("team")
                                                  << QStringLiteral("2 suits of fine plate, but 5 men allow 1 (one for every 5)");

        QList<Character> lazy = legalTeam();
        lazy[0] = mc(QStringLiteral("Ann"), QStringLiteral("men"), 8, 8, 8);
        QTest::newRow("individual extra points not spent")
            << lazy << 1 << QStringLiteral("figure:0") << QStringLiteral("must spend all 8 of its own extra points");

        QList<Character> fast = legalTeam();
        fast[0].ma = 12;
        QTest::newRow("MA raised") << fast << 1 << QStringLiteral("figure:0") << QStringLiteral("MA cannot be raised");

        QList<Character> four = legalTeam();
        four.removeLast();
        QTest::newRow("four figures") << four << 1 << QStringLiteral("team") << QStringLiteral("A team has 5 figures; this one has 4.");
    }

    void check()
    {
        QFETCH(QList<Character>, team);
        QFETCH(int, problems);
        QFETCH(QString, field);
        QFETCH(QString, contains);
        const TeamReport r = TeamRules(massCombat()).check(team, false);
        QVERIFY2(r.problems.size() == problems, qPrintable(describe(r)));
        if (problems) {
            QCOMPARE(r.problems.first().field, field);
            QVERIFY2(r.problems.first().message.contains(contains), qPrintable(describe(r)));
        }
    }

    void legalTeamNumbers()
    {
        const TeamReport r = TeamRules(massCombat()).check(legalTeam(), false);
        QCOMPARE(r.figures, 5);
        QCOMPARE(r.expectedFigures, 5);
        QCOMPARE(r.beginningPoints, 160);
        QCOMPARE(r.teamPoints, 200);
        QCOMPARE(r.bonusPoints, 40);
        QCOMPARE(r.bonusSpent, 40);
        QVERIFY(r.notes.isEmpty());
    }

    void longGameAndUnspentNote()
    {
        const TeamReport r = TeamRules(massCombat()).check(legalTeam(), true);
        QCOMPARE(r.expectedFigures, 8);
        QCOMPARE(r.teamPoints, 320);
        QCOMPARE(r.problems.size(), 1); // 5 of 8 figures
        QCOMPARE(r.notes.size(), 1);
        QVERIFY2(r.notes.first().contains(QStringLiteral("120 of 160")), qPrintable(r.notes.first()));
    }

    void deriveFigure()
    {
        Character orc = mc(QStringLiteral("Gash"), QStringLiteral("orcs"), 12, 12, 8,
                           {gear(QStringLiteral("armor"), QStringLiteral("Leather"), -2, 2)});
        orc.type = QStringLiteral("wizard");
        orc.gear.append(gear(QStringLiteral("weapon"), QStringLiteral("Shortsword"), 0, 0, QStringLiteral("2d6-1"),
                             QStringLiteral("steel")));
        const DerivedValues d = CharacterRules(massCombat()).derive(orc);
        QCOMPARE(d.ma, 8);           // 10, leather -2
        QCOMPARE(d.adjustedDx, 6);   // leather -2, and -4 for a wizard with a weapon other than the staff (003 l.85)
        QCOMPARE(d.castingDx, 6);    // leather -2, metal -4
        QCOMPARE(d.hitsStopped, 3);  // leather 2 + hide 1
        QCOMPARE(d.startingPoints, 32);
        QVERIFY(d.notes.join(QLatin1Char('|')).contains(QStringLiteral("metal")));

        const Character fresh = CharacterRules(massCombat()).newCharacter(QStringLiteral("mc"), QStringLiteral("hobbits"));
        QCOMPARE(fresh.system, QStringLiteral("mc"));
        QCOMPARE(fresh.dx, 12);
        QCOMPARE(fresh.st, 4);

        Character wizard = mc(QStringLiteral("Zed"), QStringLiteral("men"), 10, 12, 10);
        wizard.type = QStringLiteral("wizard");
        const QStringList learnable = CharacterRules(massCombat()).learnableSpells(wizard);
        QVERIFY(learnable.contains(QStringLiteral("staff")));
        wizard.spells = learnable.mid(0, 11);
        const QList<CharacterProblem> p = CharacterRules(massCombat()).validate(wizard);
        QCOMPARE(p.size(), 1);
        QCOMPARE(p.first().field, QStringLiteral("spells"));
    }

    void jsonAcceptsMc()
    {
        Character out;
        QString error;
        QVERIFY2(Character::fromJson(QJsonObject{{QStringLiteral("name"), QStringLiteral("A")},
                                                 {QStringLiteral("system"), QStringLiteral("mc")},
                                                 {QStringLiteral("race"), QStringLiteral("men")}},
                                     &out, &error),
                 qPrintable(error));
        QCOMPARE(out.system, QStringLiteral("mc"));
    }
};

QTEST_GUILESS_MAIN(TestTeamRules)
#include "tst_team_rules.moc"
