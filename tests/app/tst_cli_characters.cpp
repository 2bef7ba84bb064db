// `hexkeeper-cli character …` and `xp …` end to end: stat-block import with unmatched names reported and
// kept, illegal characters refused with the rules' reasons and nothing written, experience awarded to
// several characters and spent (refused when short), the ledger, export/import round trip between two
// campaigns, archiving, and monsters from the bestiary.
#include "CliRunner.h"
#include "StrictTest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

const QByteArray Party = R"(Yzor, human wizard. ST 10, DX 12, IQ 10, MA 10; Spells: Staff, Magic Fist, Blur, Aid, Trip, Summon Wolf, Dazzle, Light.

Krait, human wizard. ST 11, DX 11, IQ 10; Spells: Staff, Magic Fist, Blur, Aid, Trip, Dazzle, Light, Firebal.
)";


} // namespace

class TestCliCharacters : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString newCampaign(const QString& name)
    {
        const QString path = m_dir.filePath(name);
        const CliResult r = runCli({QStringLiteral("campaign"), QStringLiteral("new"), path, QStringLiteral("--ruleset"),
                                    QStringLiteral("tft-advanced-wizard-1980"), QStringLiteral("--seed"), QStringLiteral("3")});
        if (r.exitCode != 0)
            hk::test::setupFailed(r.err);
        return path;
    }

    static QJsonArray list(const QString& path, const QStringList& extra = {})
    {
        const CliResult r = runCli(QStringList{QStringLiteral("character"), QStringLiteral("list"), path, QStringLiteral("--json")} + extra);
        return r.json().array();
    }

    static QJsonObject show(const QString& path, const QString& who)
    {
        return runCli({QStringLiteral("character"), QStringLiteral("show"), path, who, QStringLiteral("--json")}).json().object();
    }

private Q_SLOTS:
    void statBlocksExperienceAndExchange()
    {
        const QString path = newCampaign(QStringLiteral("party.hkc"));
        // A name not in the library refuses the import (issue 16), naming it; --keep-unread keeps it in the notes.
        CliResult r = runCli(words({"character", "add"}) + QStringList{path} + words({"--statblock", "-", "--party", "Tower"}), Party);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("Firebal")), qPrintable(r.err));
        QCOMPARE(list(path).size(), 0);
        r = runCli({QStringLiteral("character"), QStringLiteral("add"), path, QStringLiteral("--statblock"), QStringLiteral("-"),
                    QStringLiteral("--party"), QStringLiteral("Tower"), QStringLiteral("--keep-unread"), QStringLiteral("--json")},
                   Party);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.json().array().size(), 2);
        QVERIFY2(r.err.contains(QLatin1String("Firebal")), qPrintable(r.err));
        QCOMPARE(list(path).size(), 2);
        const QJsonObject krait = show(path, QStringLiteral("krait"));
        QCOMPARE(krait.value(QStringLiteral("st")).toInt(), 11);
        QCOMPARE(krait.value(QStringLiteral("spells")).toArray().size(), 7);
        QVERIFY(krait.value(QStringLiteral("notes")).toString().contains(QLatin1String("Firebal")));
        QCOMPARE(krait.value(QStringLiteral("derived")).toObject().value(QStringLiteral("ma")).toInt(), 10);
        r = runCli({QStringLiteral("character"), QStringLiteral("show"), path, QStringLiteral("Yzor"), QStringLiteral("--statblock")});
        QVERIFY2(r.out.startsWith(QLatin1String("Yzor")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("Summon Wolf")));

        // Experience: the whole party in one command, then spending, refused when short.
        r = runCli(words({"xp", "award"}) + QStringList{path} + words({"--party", "Tower", "--amount", "100", "--reason", "Won the duel", "--json"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.json().array().size(), 2);
        QCOMPARE(show(path, QStringLiteral("Yzor")).value(QStringLiteral("experience")).toInt(), 100);
        r = runCli(words({"xp", "spend"}) + QStringList{path, QStringLiteral("Krait")} + words({"--attribute", "ST", "--json"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(show(path, QStringLiteral("Krait")).value(QStringLiteral("st")).toInt(), 12);
        r = runCli(words({"xp", "spend"}) + QStringList{path, QStringLiteral("Krait")} + words({"--attribute", "DX"}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("100")), qPrintable(r.err));
        QCOMPARE(show(path, QStringLiteral("Krait")).value(QStringLiteral("dx")).toInt(), 11);
        r = runCli(words({"xp", "award"}) + QStringList{path} + words({"--ids", "Yzor", "--amount", "10"}));
        QCOMPARE(r.exitCode, 1); // no reason
        r = runCli(words({"xp", "combat"}) + QStringList{path} + words({"--ids", "Yzor", "--combat", "arena", "--outcome", "winner", "--json"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(show(path, QStringLiteral("Yzor")).value(QStringLiteral("experience")).toInt(), 130);
        r = runCli(words({"xp", "history"}) + QStringList{path, QStringLiteral("Krait"), QStringLiteral("--json")});
        QCOMPARE(r.json().array().size(), 3);
        QCOMPARE(r.json().array().at(2)[QStringLiteral("kind")].toString(), QStringLiteral("spend"));

        // Export, then import into another campaign.
        r = runCli({QStringLiteral("character"), QStringLiteral("export"), path, QStringLiteral("--party"), QStringLiteral("Tower")});
        QCOMPARE(r.exitCode, 0);
        const QString exchange = m_dir.filePath(QStringLiteral("party.json"));
        QFile f(exchange);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(r.out.toUtf8());
        f.close();
        const QString other = newCampaign(QStringLiteral("other.hkc"));
        r = runCli({QStringLiteral("character"), QStringLiteral("import"), other, QStringLiteral("--json-file"), exchange});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(show(other, QStringLiteral("Krait")).value(QStringLiteral("st")).toInt(), 12);
        QCOMPARE(show(other, QStringLiteral("Krait")).value(QStringLiteral("pointsBought")).toInt(), 1);

        // Archive and list.
        r = runCli({QStringLiteral("character"), QStringLiteral("archive"), path, QStringLiteral("Krait")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(list(path).size(), 1);
        QCOMPARE(list(path, {QStringLiteral("--archived")}).size(), 2);
    }

    // A character who died (here from a character file) comes back only by `character revive` with a reason
    // (issue 16): not by taking it out of the archive.
    void theDeadComeBackOnlyWithAReason()
    {
        const QString path = newCampaign(QStringLiteral("dead.hkc"));
        CliResult r = runCli({QStringLiteral("character"), QStringLiteral("add"), path, QStringLiteral("--statblock"), QStringLiteral("-")},
                             "Mira, human wizard. ST 10, DX 12, IQ 10; Spells: Staff.");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QJsonObject mira = show(path, QStringLiteral("Mira"));
        mira.insert(QStringLiteral("dead"), true);
        mira.insert(QStringLiteral("archived"), true);
        r = runCli(words({"character", "update"}) + QStringList{path, QStringLiteral("Mira"), QStringLiteral("--json-file"), QStringLiteral("-")},
                   QJsonDocument(mira).toJson());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli(words({"character", "list"}) + QStringList{path} + words({"--archived"}));
        QVERIFY2(r.out.contains(QLatin1String("[dead]")), qPrintable(r.out));
        r = runCli(words({"character", "archive"}) + QStringList{path} + words({"Mira", "--restore"}));
        QCOMPARE(r.exitCode, 1);
        r = runCli(words({"character", "revive"}) + QStringList{path} + words({"Mira"}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("why")), qPrintable(r.err));
        r = runCli(words({"character", "revive"}) + QStringList{path} + words({"Mira", "--reason", "a Wish", "--json"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(!show(path, QStringLiteral("Mira")).value(QStringLiteral("dead")).toBool());
        QCOMPARE(list(path, {}).size(), 1);
        r = runCli(words({"character", "revive"}) + QStringList{path} + words({"Mira", "--reason", "again"}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("not dead")), qPrintable(r.err));
    }

    // Stat blocks as published, checked like any other character (issue 16): a paragraph over several lines,
    // the same legality check as a character file, and nothing added when part of the text cannot be read.
    void statBlockImports_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("said");     // in the error, or in the added character's spells
        QTest::addColumn<int>("added");
        QTest::newRow("name, attributes and spells on three lines")
            << QByteArray("Beryl, human wizard\nST 10, DX 12, IQ 10, MA 10\nSpells: Staff, Blur\n") << 0 << "blur" << 1;
        QTest::newRow("90 points with no experience") << QByteArray("Ogre, human wizard. ST 30, DX 30, IQ 30.") << 1 << "32 points" << 0;
        QTest::newRow("a 24-point human") << QByteArray("Wisp, human wizard. ST 8, DX 8, IQ 8.") << 1 << "32 points" << 0;
        QTest::newRow("a 40-point total the block states")
            << QByteArray("Elder, human wizard. ST 12, DX 14, IQ 14; Spells: Staff; Points: 40.") << 0 << "staff" << 1;
        QTest::newRow("one block that cannot be read refuses all")
            << QByteArray("Beryl, human wizard. ST 10, DX 12, IQ 10.\n\nJust a line about the weather.\n") << 1 << "weather" << 0;
    }

    void statBlockImports()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, exitCode);
        QFETCH(QString, said);
        QFETCH(int, added);
        const QString path = newCampaign(QStringLiteral("blocks-%1.hkc").arg(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')));
        const CliResult r = runCli(words({"character", "add"}) + QStringList{path} + words({"--statblock", "-", "--json"}), text);
        QCOMPARE(r.exitCode, exitCode);
        QCOMPARE(list(path).size(), added);
        if (exitCode != 0)
            QVERIFY2(r.err.contains(said), qPrintable(r.err));
        else
            QVERIFY2(r.json().array().first().toObject().value(QStringLiteral("spells")).toArray().contains(said), qPrintable(r.out));
    }

    void illegalCharacterIsRefused()
    {
        const QString path = newCampaign(QStringLiteral("bad.hkc"));
        const QByteArray weak = R"({"name": "Weakling", "race": "human", "st": 7, "dx": 13, "iq": 12, "spells": ["staff"]})";
        CliResult r = runCli({QStringLiteral("character"), QStringLiteral("add"), path, QStringLiteral("--json-file"), QStringLiteral("-")}, weak);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("Weakling")), qPrintable(r.err));
        QCOMPARE(list(path).size(), 0);
        r = runCli({QStringLiteral("character"), QStringLiteral("add"), path, QStringLiteral("--json-file"), QStringLiteral("-")},
                   "{broken");
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QLatin1String("JSON")));
        r = runCli({QStringLiteral("character"), QStringLiteral("add"), path});
        QCOMPARE(r.exitCode, 2);
        r = runCli({QStringLiteral("character"), QStringLiteral("show"), path, QStringLiteral("Nobody")});
        QCOMPARE(r.exitCode, 1);
    }

    void learningASpell()
    {
        const QString path = newCampaign(QStringLiteral("learn.hkc"));
        CliResult r = runCli({QStringLiteral("character"), QStringLiteral("add"), path, QStringLiteral("--statblock"), QStringLiteral("-")},
                             "Mara, human wizard. ST 8, DX 12, IQ 12; Spells: Staff, Light.");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli(words({"learn", "plan"}) + QStringList{path, QStringLiteral("Mara")} + words({"--spell", "Fireball", "--method", "study", "--json"}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().object().value(QStringLiteral("days")).toInt(), 24 * 7);
        // A plan a problem forbids fails in JSON as in text (issue 16), with the problem in the JSON.
        for (const QStringList& format : {QStringList{}, words({"--json"})}) {
            r = runCli(words({"learn", "plan"}) + QStringList{path, QStringLiteral("Mara")}
                       + words({"--spell", "Control Person", "--method", "study"}) + format);
            QCOMPARE(r.exitCode, 1);
        }
        QVERIFY2(!r.json().object().value(QStringLiteral("problems")).toArray().isEmpty(), qPrintable(r.out));
        r = runCli(words({"learn", "start"}) + QStringList{path, QStringLiteral("Mara")} + words({"--spell", "Control Person", "--method", "guild-instruction"}));
        QCOMPARE(r.exitCode, 1); // an IQ 14 spell
        r = runCli(words({"learn", "start"}) + QStringList{path, QStringLiteral("Mara")} + words({"--spell", "Fireball", "--method", "guild-instruction"}));
        QCOMPARE(r.exitCode, 1); // the Guild's fee is due first and Mara's purse is empty
        QVERIFY2(r.err.contains(QLatin1String("360 GP")), qPrintable(r.err));
        r = runCli(words({"money", "add"}) + QStringList{path, QStringLiteral("party")} + words({"--amount", "5000", "--reason", "Hoard"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli(words({"money", "transfer"}) + QStringList{path, QStringLiteral("party"), QStringLiteral("Mara")} + words({"--amount", "4000", "--json"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.json().array().size(), 2);
        r = runCli(words({"money", "pay"}) + QStringList{path, QStringLiteral("party")} + words({"--amount", "1001", "--reason", "Too much"}));
        QCOMPARE(r.exitCode, 1);
        r = runCli(words({"learn", "start"}) + QStringList{path, QStringLiteral("Mara")} + words({"--spell", "Fireball", "--method", "guild-instruction", "--json"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli(words({"money", "balance"}) + QStringList{path, QStringLiteral("Mara"), QStringLiteral("--json")});
        QCOMPARE(r.json().array().at(0)[QStringLiteral("balance")].toInt(), 400);
        r = runCli(words({"money", "ledger"}) + QStringList{path, QStringLiteral("Mara"), QStringLiteral("--json")});
        QCOMPARE(r.json().array().size(), 2);
        QCOMPARE(r.json().array().at(1)[QStringLiteral("kind")].toString(), QStringLiteral("fee"));
        QCOMPARE(runCli(words({"learn", "list"}) + QStringList{path, QStringLiteral("--json")}).json().array().size(), 1);
        r = runCli({QStringLiteral("advance"), path, QStringLiteral("--weeks"), QStringLiteral("1")});
        QVERIFY2(r.out.contains(QLatin1String("Fireball")), qPrintable(r.out));
        QVERIFY(show(path, QStringLiteral("Mara")).value(QStringLiteral("spells")).toArray().contains(QStringLiteral("fireball")));
        QCOMPARE(runCli(words({"learn", "list"}) + QStringList{path, QStringLiteral("--json")}).json().array().size(), 0);
    }

    void bestiaryMonsters()
    {
        const QString path = newCampaign(QStringLiteral("zoo.hkc"));
        CliResult r = runCli({QStringLiteral("character"), QStringLiteral("add"), path, QStringLiteral("--bestiary"), QStringLiteral("wolf"),
                              QStringLiteral("--copies"), QStringLiteral("2"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.json().array().size(), 2);
        QCOMPARE(r.json().array().at(1)[QStringLiteral("name")].toString(), QStringLiteral("Wolf 2"));
        QCOMPARE(list(path, {QStringLiteral("--role"), QStringLiteral("monster")}).size(), 2);
    }

    // Warrior & Wizard experience (004 l.1986–2021): the award table's events, the price list, a skill bought
    // outside the INT slots, a bonus, and a purchase refused when short, all through the CLI.
    void warriorAndWizardExperience()
    {
        const QString path = m_dir.filePath(QStringLiteral("ww.hkc"));
        CliResult r = runCli({QStringLiteral("campaign"), QStringLiteral("new"), path, QStringLiteral("--ruleset"),
                              QStringLiteral("warrior-and-wizard-0.10")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // STR 10 + DEX 12 + INT 10 = 32 points; INT 10 slots, all used.
        r = runCli({QStringLiteral("character"), QStringLiteral("add"), path, QStringLiteral("--json-file"), QStringLiteral("-")},
                   R"({"name": "Bren", "system": "ww", "type": "warrior", "st": 10, "dx": 12, "iq": 10, "ma": 10,
                      "skills": ["literacy", "boating", "will", "swords", "running", "farming", "sailor"]})");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));

        r = runCli(words({"xp", "award"}) + QStringList{path} + words({"--ids", "Bren", "--events", "fought,several-hits,won"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("3 EP each")), qPrintable(r.out));
        r = runCli(words({"xp", "award"}) + QStringList{path} + words({"--ids", "Bren", "--events", "looted"}));
        QCOMPARE(r.exitCode, 1);
        r = runCli(words({"xp", "award"}) + QStringList{path} + words({"--ids", "Bren", "--amount", "100", "--reason", "Training"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));

        // The price list: Acrobatics by DEX, (20 − 12 + 10) × 3 = 54; a first spell, (20 − 10 + 8) × 3 = 54.
        r = runCli(words({"xp", "offers"}) + QStringList{path, QStringLiteral("Bren"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QHash<QString, int> price;
        for (const QJsonValue& v : r.json().array())
            price.insert(v[QStringLiteral("buy")].toString(), v[QStringLiteral("cost")].toInt(-1));
        QCOMPARE(price.value(QStringLiteral("skill:acrobatics")), 54);
        QCOMPARE(price.value(QStringLiteral("spell:blur")), 54);
        QCOMPARE(price.value(QStringLiteral("skill-bonus:boating")), 3);

        r = runCli(words({"xp", "spend"}) + QStringList{path, QStringLiteral("Bren")} + words({"--skill", "Acrobatics"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QJsonObject bren = show(path, QStringLiteral("Bren"));
        QCOMPARE(bren.value(QStringLiteral("experience")).toInt(), 103 - 54);
        QVERIFY(bren.value(QStringLiteral("skills")).toArray().contains(QStringLiteral("acrobatics")));
        QCOMPARE(bren.value(QStringLiteral("skillsBought")).toArray(), QJsonArray{QStringLiteral("acrobatics")});

        r = runCli(words({"xp", "spend"}) + QStringList{path, QStringLiteral("Bren")} + words({"--spell", "Blur"}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("54 EP")), qPrintable(r.err));
        QCOMPARE(show(path, QStringLiteral("Bren")).value(QStringLiteral("experience")).toInt(), 49);

        r = runCli(words({"xp", "spend"}) + QStringList{path, QStringLiteral("Bren")} + words({"--skill-bonus", "boating"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(show(path, QStringLiteral("Bren")).value(QStringLiteral("skillBonuses")).toObject().value(QStringLiteral("boating")).toInt(), 1);

        r = runCli(words({"xp", "spend"}) + QStringList{path, QStringLiteral("Bren")} + words({"--skill", "Will", "--spell", "Blur"}));
        QCOMPARE(r.exitCode, 2);
        r = runCli(words({"xp", "history"}) + QStringList{path, QStringLiteral("Bren"), QStringLiteral("--json")});
        QVERIFY2(r.out.contains(QStringLiteral("skill:acrobatics")) && r.out.contains(QStringLiteral("skill-bonus:boating")), qPrintable(r.out));
    }

    void massCombatTeam()
    {
        const QString path = m_dir.filePath(QStringLiteral("teams.hkc"));
        CliResult r = runCli({QStringLiteral("campaign"), QStringLiteral("new"), path, QStringLiteral("--ruleset"),
                              QStringLiteral("tft-advanced-wizard-1980"), QStringLiteral("--options"),
                              QStringLiteral("mass-combat-miller-2.0")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // 3 men and 2 dwarves, each 8 individual points and 8 bonus points above the start: all 200 points.
        const QByteArray team = R"({"format": 1, "kind": "hexkeeper-characters", "characters": [
            {"name": "Ann", "system": "mc", "race": "men", "type": "hero", "party": "Red", "st": 14, "dx": 14, "iq": 12},
            {"name": "Bert", "system": "mc", "race": "men", "type": "hero", "party": "Red", "st": 14, "dx": 14, "iq": 12},
            {"name": "Cyr", "system": "mc", "race": "men", "type": "hero", "party": "Red", "st": 12, "dx": 16, "iq": 12,
             "gear": [{"slot": "armor", "name": "Leather", "dx": -2, "hitsStopped": 2}]},
            {"name": "Dorn", "system": "mc", "race": "dwarves", "type": "hero", "party": "Red", "st": 16, "dx": 12, "iq": 12},
            {"name": "Eik", "system": "mc", "race": "dwarves", "type": "hero", "party": "Red", "st": 16, "dx": 12, "iq": 12}]})";
        r = runCli({QStringLiteral("character"), QStringLiteral("add"), path, QStringLiteral("--json-file"), QStringLiteral("-")}, team);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli({QStringLiteral("team"), QStringLiteral("check"), path, QStringLiteral("Red")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("40 spent of 40")), qPrintable(r.out));

        // A legal team joins a fight whole, on one side, in one step.
        r = runCli({QStringLiteral("combat"), QStringLiteral("new"), path, QStringLiteral("Field")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const auto addTeam = [&](const char* encounter) {
            return runCli({QStringLiteral("combat"), QStringLiteral("add"), path, QString::fromUtf8(encounter), QStringLiteral("--team"),
                           QStringLiteral("Red"), QStringLiteral("--side"), QStringLiteral("1")});
        };
        r = addTeam("Field");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("Team “Red” joins side 1 with 5 figures.")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Eik joins side 1.")), qPrintable(r.out));
        r = runCli({QStringLiteral("combat"), QStringLiteral("add"), path, QStringLiteral("Field"), QStringLiteral("--team"),
                    QStringLiteral("Red"), QStringLiteral("--count"), QStringLiteral("2"), QStringLiteral("--side"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 2); // --count goes with --creature

        // A giant joins: six figures and more bonus points than the team has.
        r = runCli({QStringLiteral("character"), QStringLiteral("add"), path, QStringLiteral("--json-file"), QStringLiteral("-")},
                   R"({"name": "Og", "system": "mc", "race": "giants", "type": "hero", "party": "Red", "st": 27, "dx": 9, "iq": 7})");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli({QStringLiteral("team"), QStringLiteral("check"), path, QStringLiteral("Red"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject report = r.json().object();
        QCOMPARE(report.value(QStringLiteral("legal")).toBool(true), false);
        QCOMPARE(report.value(QStringLiteral("figures")).toInt(), 6);
        QCOMPARE(report.value(QStringLiteral("bonusSpent")).toInt(), 42);
        QCOMPARE(report.value(QStringLiteral("problems")).toArray().size(), 2);
        // Not a legal team any more: refused, and nobody joins.
        r = runCli({QStringLiteral("combat"), QStringLiteral("new"), path, QStringLiteral("Hill")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = addTeam("Hill");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("not a legal team")), qPrintable(r.err));
        r = runCli({QStringLiteral("combat"), QStringLiteral("show"), path, QStringLiteral("Hill"), QStringLiteral("--json")});
        QCOMPARE(r.json().object().value(QStringLiteral("figures")).toArray().size(), 0);

        // A figure that is illegal on its own is refused when added.
        r = runCli({QStringLiteral("character"), QStringLiteral("add"), path, QStringLiteral("--json-file"), QStringLiteral("-")},
                   R"({"name": "Grk", "system": "mc", "race": "troll", "party": "Red", "st": 23, "dx": 10, "iq": 8,
                      "gear": [{"slot": "weapon", "name": "Broadsword", "damage": "2d6"}]})");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("without weapons")), qPrintable(r.err));
    }
};

QTEST_MAIN(TestCliCharacters)
#include "tst_cli_characters.moc"
