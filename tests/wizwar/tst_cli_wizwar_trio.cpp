// A three-player Wiz-War game with the Custom Spellbook played through hexkeeper-cli to a victory (issue 34's
// "Done when"). The board is the L of three sector boards (001 l.188–200, 302) and the GM stands a pair of
// portals on its inner edges (l.107–113), which Bob walks through (l.525–532). Ann and Bob are one group with
// White Cantrip's deck, Cy the other with Black Cantrip's (l.1407–1414); each draws from and discards to his own
// group's deck (l.1416–1417). The companion rolls a random direction for a card (l.1360–1366). Ann steals Bob's
// treasure home (l.455–465) and kills Cy with an attack (l.1321–1328): two victory points win (l.17–21).
#include "app/CliRunner.h"
#include "StrictTest.h"

#include <QTemporaryDir>

namespace {

QJsonObject seatIn(const QJsonObject& show, const QString& name)
{
    for (const QJsonValue& s : show.value(QLatin1String("seats")).toArray())
        if (s.toObject().value(QLatin1String("name")).toString() == name)
            return s.toObject();
    return {};
}

QStringList names(const QJsonValue& v)
{
    return v.toVariant().toStringList();
}

} // namespace

class TestCliWizWarTrio : public hk::test::StrictTest
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_file;

    CliResult wizwar(const QStringList& args) { return runCli(QStringList{QStringLiteral("wizwar")} + args); }
    // A step on game 1: VERB FILE 1 REST…
    QString ok(const QString& verb, const QStringList& rest = {}, const QStringList& before = {})
    {
        const CliResult r = runCli(before + QStringList{QStringLiteral("wizwar"), verb, m_file, QStringLiteral("1")} + rest);
        if (r.exitCode != 0)
            hk::test::setupFailed(QStringLiteral("%1 %2: %3").arg(verb, rest.join(QLatin1Char(' ')), r.err));
        return r.out;
    }
    void refused(const QString& verb, const QStringList& rest, const QString& why)
    {
        const CliResult r = wizwar(QStringList{verb, m_file, QStringLiteral("1")} + rest);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(why), qPrintable(r.err));
    }
    QJsonObject show(const QString& seat = {})
    {
        QStringList args{QStringLiteral("show"), m_file, QStringLiteral("1"), QStringLiteral("--json")};
        if (!seat.isEmpty())
            args << QStringLiteral("--seat") << seat;
        const CliResult r = wizwar(args);
        if (r.exitCode != 0)
            hk::test::setupFailed(QStringLiteral("show: %1").arg(r.err));
        return r.json().object();
    }
    void card(const QStringList& args)
    {
        const CliResult r = wizwar(QStringList{QStringLiteral("card"), m_file} + args);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }
    CliResult newGame(const QString& name, const QStringList& extra, const QString& dice = {})
    {
        QStringList args;
        if (!dice.isEmpty())
            args << QStringLiteral("--dice-script") << dice;
        args << QStringLiteral("wizwar") << QStringLiteral("new") << m_file << name << QStringLiteral("--player")
             << QStringLiteral("Ann:red:1") << QStringLiteral("--player") << QStringLiteral("Bob:blue:1") << QStringLiteral("--player")
             << QStringLiteral("Cy:green:2") << QStringLiteral("--custom-spellbook") << QStringLiteral("--schools")
             << QStringLiteral("alchemy,elemental,mentalism");
        return runCli(args + extra);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("trio.hkc"));
        QCOMPARE(runCli({QStringLiteral("campaign"), QStringLiteral("new"), m_file, QStringLiteral("--ruleset"), QStringLiteral("wiz-war")})
                     .exitCode,
                 0);
    }

    void theTwoGroupsDecks()
    {
        // The players type in their cards, the starter deck off. Group 1: Energy 3 ×2, Dagger ×2, the book's
        // Fireball, Mind Blank ×7 (12 cards); group 2: Dark Energy ×3 (Black Cantrip), Stone Skin ×3 (6 cards).
        QCOMPARE(wizwar({QStringLiteral("deck"), QStringLiteral("starter"), m_file, QStringLiteral("off")}).exitCode, 0);
        card({QStringLiteral("Energy 3"), QStringLiteral("--school"), QStringLiteral("white-cantrip"), QStringLiteral("--type"),
              QStringLiteral("energy"), QStringLiteral("--energy"), QStringLiteral("3"), QStringLiteral("--copies"), QStringLiteral("2")});
        card({QStringLiteral("Dagger"), QStringLiteral("--school"), QStringLiteral("alchemy"), QStringLiteral("--type"),
              QStringLiteral("item"), QStringLiteral("--range"), QStringLiteral("adjacent"), QStringLiteral("--copies"), QStringLiteral("2")});
        card({QStringLiteral("Mind Blank"), QStringLiteral("--school"), QStringLiteral("mentalism"), QStringLiteral("--type"),
              QStringLiteral("neutral-spell"), QStringLiteral("--range"), QStringLiteral("los"), QStringLiteral("--copies"), QStringLiteral("7")});
        card({QStringLiteral("Dark Energy"), QStringLiteral("--school"), QStringLiteral("black-cantrip"), QStringLiteral("--type"),
              QStringLiteral("energy"), QStringLiteral("--energy"), QStringLiteral("2"), QStringLiteral("--copies"), QStringLiteral("3")});
        card({QStringLiteral("Stone Skin"), QStringLiteral("--school"), QStringLiteral("thaumaturgy"), QStringLiteral("--type"),
              QStringLiteral("counter-spell"), QStringLiteral("--range"), QStringLiteral("caster"), QStringLiteral("--reduce"),
              QStringLiteral("1"), QStringLiteral("--copies"), QStringLiteral("3")});
    }

    void aChoiceThatIsNoSpellbookIsRefused()
    {
        const CliResult badGroup = runCli({QStringLiteral("wizwar"), QStringLiteral("new"), m_file, QStringLiteral("Bad"),
                                           QStringLiteral("--player"), QStringLiteral("Ann:red:3")});
        QCOMPARE(badGroup.exitCode, 2);
        QVERIFY2(badGroup.err.contains(QLatin1String("1 or 2")), qPrintable(badGroup.err));
        // A drafted school belongs to one group (l.1409–1411).
        const CliResult both = newGame(QStringLiteral("Bad"), {QStringLiteral("--second-schools"), QStringLiteral("alchemy,mutation,thaumaturgy")});
        QCOMPARE(both.exitCode, 1);
        QVERIFY2(both.err.contains(QLatin1String("both groups")), qPrintable(both.err));
    }

    void setUp()
    {
        // Boards in seat order, unturned (Ann top left, Bob right of her, Cy below her); group 1's deck ordered so
        // Ann holds Energy 3 ×2, Fireball and Mind Blank ×2 and Bob Dagger ×2 and Mind Blank ×3; group 2's in order,
        // so Cy holds Dark Energy ×3 and Stone Skin ×2; Ann goes first.
        const CliResult r = newGame(QStringLiteral("Trio"),
                                    {QStringLiteral("--second-schools"), QStringLiteral("conjuring,mutation,thaumaturgy"), QStringLiteral("--json")},
                                    QStringLiteral("1,2,3,1,1,1,1,2,6,7,3,4,5,8,9,10,11,12,1,2,3,4,5,6,1"));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject s = show(QStringLiteral("Ann"));
        QCOMPARE(names(seatIn(s, QStringLiteral("Ann")).value(QLatin1String("hand"))),
                 QStringList({"Energy 3", "Energy 3", "Fireball", "Mind Blank", "Mind Blank"}));
        QCOMPARE(seatIn(s, QStringLiteral("Cy")).value(QLatin1String("group")).toInt(), 2);
        QCOMPARE(names(seatIn(show(QStringLiteral("Cy")), QStringLiteral("Cy")).value(QLatin1String("hand"))),
                 QStringList({"Dark Energy", "Dark Energy", "Dark Energy", "Stone Skin", "Stone Skin"}));
        QCOMPARE(s.value(QLatin1String("deck")).toInt(), 2);
        QCOMPARE(s.value(QLatin1String("secondDeck")).toObject().value(QLatin1String("deck")).toInt(), 1);
        QCOMPARE(seatIn(s, QStringLiteral("Cy")).value(QLatin1String("at")).toString(), QStringLiteral("C8")); // the L's third board
    }

    void annTakesBobsTreasure()
    {
        ok(QStringLiteral("boost"), {QStringLiteral("Ann"), QStringLiteral("Energy 3")});
        ok(QStringLiteral("move"), {QStringLiteral("Ann"), QStringLiteral("--to"), QStringLiteral("F1")});
        ok(QStringLiteral("pickup"), {QStringLiteral("Ann")});
        ok(QStringLiteral("end-turn"), {QStringLiteral("Ann")});
        QCOMPARE(seatIn(show(), QStringLiteral("Ann")).value(QLatin1String("carries")).toString(), QStringLiteral("Bob"));
    }

    void bobWalksThroughAPortal()
    {
        ok(QStringLiteral("portals"), {QStringLiteral("--add"), QStringLiteral("H5:S=E8:E")});
        QCOMPARE(show().value(QLatin1String("portals")).toArray().size(), 1);
        refused(QStringLiteral("portals"), {QStringLiteral("--add"), QStringLiteral("C3:N=E6:E")}, QStringLiteral("board's edge"));
        const QString moved = ok(QStringLiteral("move"), {QStringLiteral("Bob"), QStringLiteral("--path"), QStringLiteral("S,S,S")});
        QVERIFY2(moved.contains(QStringLiteral("H5 → E8 (portal)")), qPrintable(moved));
        // Bob discards to, and draws from, his group's deck only.
        ok(QStringLiteral("discard"), {QStringLiteral("Bob"), QStringLiteral("Dagger")});
        ok(QStringLiteral("draw"), {QStringLiteral("Bob"), QStringLiteral("1")});
        const QJsonObject s = show();
        QCOMPARE(s.value(QLatin1String("deck")).toInt(), 1);
        QCOMPARE(names(s.value(QLatin1String("discard"))), QStringList({"Energy 3", "Dagger"})); // Ann's boost, Bob's discard
        QCOMPARE(s.value(QLatin1String("secondDeck")).toObject().value(QLatin1String("deck")).toInt(), 1);
        QVERIFY(names(s.value(QLatin1String("secondDeck")).toObject().value(QLatin1String("discard"))).isEmpty());
    }

    void cyRollsADirectionAndKeepsToHisDeck()
    {
        const QString rolled = ok(QStringLiteral("random-direction"), {QStringLiteral("Cy"), QStringLiteral("--card"), QStringLiteral("Dust Cloud")},
                                  {QStringLiteral("--dice-script"), QStringLiteral("2")});
        QVERIFY2(rolled.contains(QStringLiteral("A random direction for Cy (Dust Cloud): south.")), qPrintable(rolled));
        ok(QStringLiteral("discard"), {QStringLiteral("Cy"), QStringLiteral("Dark Energy")});
        ok(QStringLiteral("draw"), {QStringLiteral("Cy"), QStringLiteral("1")});
        const QJsonObject s = show(QStringLiteral("Cy"));
        QCOMPARE(names(s.value(QLatin1String("discard"))), QStringList({"Energy 3", "Dagger"}));
        QCOMPARE(s.value(QLatin1String("deck")).toInt(), 1);
        const QJsonObject second = s.value(QLatin1String("secondDeck")).toObject();
        QCOMPARE(second.value(QLatin1String("deck")).toInt(), 0);
        QCOMPARE(names(second.value(QLatin1String("discard"))), QStringList({"Dark Energy"}));
        QCOMPARE(names(seatIn(s, QStringLiteral("Cy")).value(QLatin1String("hand"))).count(QStringLiteral("Stone Skin")), 3);
    }

    void annWins()
    {
        ok(QStringLiteral("boost"), {QStringLiteral("Ann"), QStringLiteral("Energy 3")});
        ok(QStringLiteral("move"), {QStringLiteral("Ann"), QStringLiteral("--to"), QStringLiteral("C3")});
        ok(QStringLiteral("drop"), {QStringLiteral("Ann")});
        QCOMPARE(seatIn(show(), QStringLiteral("Ann")).value(QLatin1String("victoryPoints")).toInt(), 1);
        ok(QStringLiteral("adjust"), {QStringLiteral("Cy"), QStringLiteral("--life"), QStringLiteral("-12")}); // a card's effect
        ok(QStringLiteral("attack"), {QStringLiteral("Ann"), QStringLiteral("--card"), QStringLiteral("Fireball"), QStringLiteral("--at"), QStringLiteral("Cy")});
        ok(QStringLiteral("counter"), {QStringLiteral("Cy"), QStringLiteral("Stone Skin")});
        const CliResult pass = wizwar({QStringLiteral("pass"), m_file, QStringLiteral("1")});
        QVERIFY2(pass.exitCode == 0, qPrintable(pass.err));
        const QJsonObject s = show();
        QVERIFY(!seatIn(s, QStringLiteral("Cy")).value(QLatin1String("alive")).toBool());
        QCOMPARE(seatIn(s, QStringLiteral("Ann")).value(QLatin1String("victoryPoints")).toInt(), 2);
        QCOMPARE(s.value(QLatin1String("winner")).toString(), QStringLiteral("Ann"));
        QVERIFY2(s.value(QLatin1String("winReason")).toString().contains(QLatin1String("Ann")), qPrintable(s.value(QLatin1String("winReason")).toString()));
        refused(QStringLiteral("end-turn"), {QStringLiteral("Ann")}, QStringLiteral("game is over"));
    }
};

QTEST_GUILESS_MAIN(TestCliWizWarTrio)
#include "tst_cli_wizwar_trio.moc"
