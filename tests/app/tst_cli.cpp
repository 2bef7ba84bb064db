// hexkeeper-cli end to end, through QProcess: every foundation command, its JSON, and its errors.
#include "CliRunner.h"
#include "StrictTest.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

class TestCli : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString newCampaign(const QString& name, const QStringList& extra = {})
    {
        const QString path = m_dir.filePath(name);
        const CliResult r = runCli(QStringList{QStringLiteral("campaign"), QStringLiteral("new"), path, QStringLiteral("--ruleset"),
                                               QStringLiteral("tft-wizard-1978"), QStringLiteral("--seed"), QStringLiteral("42")} + extra);
        if (r.exitCode != 0)
            hk::test::setupFailed(r.err);
        return path;
    }

private Q_SLOTS:
    void versionAndHelp()
    {
        CliResult r = runCli({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(QLatin1String("hexkeeper-cli ")));
        r = runCli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        for (const char* command : {"campaign new", "campaign info", "rules list", "rules export", "dice roll"})
            QVERIFY2(r.out.contains(QLatin1String(command)), command);
        r = runCli({QStringLiteral("frobnicate"), QStringLiteral("now")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QLatin1String("unknown command")));
    }

    void campaignNewAndInfo()
    {
        const QString path = m_dir.filePath(QStringLiteral("tower.hkc"));
        CliResult r = runCli({QStringLiteral("campaign"), QStringLiteral("new"), path, QStringLiteral("--ruleset"),
                              QStringLiteral("tft-advanced-wizard-1980"), QStringLiteral("--name"), QStringLiteral("Tower"),
                              QStringLiteral("--seed"), QStringLiteral("99"), QStringLiteral("--day"), QStringLiteral("8"),
                              QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json()[QStringLiteral("name")].toString(), QStringLiteral("Tower"));
        r = runCli({QStringLiteral("campaign"), QStringLiteral("info"), path, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject info = r.json().object();
        QCOMPARE(info[QStringLiteral("baseRuleset")].toString(), QStringLiteral("tft-advanced-wizard-1980"));
        QCOMPARE(info[QStringLiteral("calendarDay")].toInt(), 8);
        QCOMPARE(info[QStringLiteral("diceSeed")].toString(), QStringLiteral("99"));
        QCOMPARE(info[QStringLiteral("diceMode")].toString(), QStringLiteral("seeded"));
        r = runCli({QStringLiteral("campaign"), QStringLiteral("info"), path});
        QVERIFY(r.out.contains(QLatin1String("Advanced Wizard")));
        QVERIFY(r.out.contains(QLatin1String("Day 8")));
    }

    void campaignNewErrors()
    {
        CliResult r = runCli({QStringLiteral("campaign"), QStringLiteral("new"), m_dir.filePath(QStringLiteral("x.hkc"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QLatin1String("--ruleset")));
        r = runCli({QStringLiteral("campaign"), QStringLiteral("new"), m_dir.filePath(QStringLiteral("x.hkc")), QStringLiteral("--ruleset"),
                    QStringLiteral("nope")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QLatin1String("nope")));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.hkc"))));
        const QString existing = newCampaign(QStringLiteral("exists.hkc"));
        r = runCli({QStringLiteral("campaign"), QStringLiteral("new"), existing, QStringLiteral("--ruleset"), QStringLiteral("wiz-war")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QLatin1String("already exists")));
        r = runCli({QStringLiteral("campaign"), QStringLiteral("new"), m_dir.filePath(QStringLiteral("y.hkc")), QStringLiteral("--ruleset"),
                    QStringLiteral("tft-wizard-1978"), QStringLiteral("--options"), QStringLiteral("warrior-and-wizard-0.10")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QLatin1String("not an option pack")));
    }

    void campaignSetAndEvents()
    {
        const QString path = newCampaign(QStringLiteral("set.hkc"));
        CliResult r = runCli({QStringLiteral("campaign"), QStringLiteral("set"), path, QStringLiteral("--name"), QStringLiteral("Renamed"),
                              QStringLiteral("--dice-mode"), QStringLiteral("table"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json()[QStringLiteral("name")].toString(), QStringLiteral("Renamed"));
        QCOMPARE(r.json()[QStringLiteral("diceMode")].toString(), QStringLiteral("table"));
        r = runCli({QStringLiteral("campaign"), QStringLiteral("set"), path, QStringLiteral("--dice-mode"), QStringLiteral("loaded")});
        QCOMPARE(r.exitCode, 1);
        r = runCli({QStringLiteral("campaign"), QStringLiteral("events"), path, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().array().size(), 1);
        QCOMPARE(r.json().array().at(0)[QStringLiteral("kind")].toString(), QStringLiteral("campaign"));
        r = runCli({QStringLiteral("campaign"), QStringLiteral("events"), path, QStringLiteral("--subject"),
                    QStringLiteral("Nobody"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().array().size(), 0);
        r = runCli({QStringLiteral("campaign"), QStringLiteral("events"), path, QStringLiteral("--search"),
                    QStringLiteral("CREATED"), QStringLiteral("--json")});
        QCOMPARE(r.json().array().size(), 1);
        r = runCli({QStringLiteral("campaign"), QStringLiteral("events"), path, QStringLiteral("--search"),
                    QStringLiteral("no such words"), QStringLiteral("--json")});
        QCOMPARE(r.json().array().size(), 0);
    }

    void truncatedCampaignIsRefusedUnchanged()
    {
        const QString path = newCampaign(QStringLiteral("trunc.hkc"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(5000));
        f.close();
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
        f.close();
        const CliResult r = runCli({QStringLiteral("campaign"), QStringLiteral("info"), path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("truncated")), qPrintable(r.err));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256), before);
    }

    void rulesListAndExport()
    {
        CliResult r = runCli({QStringLiteral("rules"), QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QStringList ids;
        for (const QJsonValue& p : r.json().array())
            ids.append(p[QStringLiteral("id")].toString());
        QVERIFY(ids.contains(QStringLiteral("tft-wizard-1978")));
        QVERIFY(ids.contains(QStringLiteral("tft-advanced-wizard-1980")));

        r = runCli({QStringLiteral("rules"), QStringLiteral("export"), QStringLiteral("tft-wizard-1978"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray spells = r.json()[QStringLiteral("entries")][QStringLiteral("spell")].toArray();
        QCOMPARE(spells.size(), 62);
        QMap<int, int> perIq;
        bool sawFireball = false;
        for (const QJsonValue& s : spells) {
            ++perIq[s[QStringLiteral("iq")].toInt()];
            QVERIFY(s[QStringLiteral("cost")].isObject());
            if (s[QStringLiteral("id")].toString() == QLatin1String("fireball")) {
                sawFireball = true;
                QCOMPARE(s[QStringLiteral("iq")].toInt(), 12);
                QCOMPARE(s[QStringLiteral("cost")][QStringLiteral("damagePerSt")].toString(), QStringLiteral("1d6-1"));
            }
        }
        QVERIFY(sawFireball);
        QCOMPARE(perIq.firstKey(), 8);
        QCOMPARE(perIq.lastKey(), 16);
        QCOMPARE(r.json()[QStringLiteral("manifest")][QStringLiteral("seed")].toString(), QStringLiteral("000_0ab6afd9701cf3ee.txt"));

        r = runCli({QStringLiteral("rules"), QStringLiteral("export"), QStringLiteral("no-such"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1);
    }

    void rulesValidateReportsProblems()
    {
        CliResult r = runCli({QStringLiteral("rules"), QStringLiteral("validate"), QStringLiteral(HK_SOURCE_DIR "/rules/data/tft-wizard-1978")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("valid")));
        r = runCli({QStringLiteral("rules"), QStringLiteral("validate"), m_dir.filePath(QStringLiteral("nothing-here"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QLatin1String("package.json")));
    }

    void diceRollWithScript()
    {
        CliResult r = runCli({QStringLiteral("--dice-script"), QStringLiteral("1,1,1"), QStringLiteral("dice"), QStringLiteral("roll"),
                              QStringLiteral("3d6"), QStringLiteral("--vs"), QStringLiteral("2"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject roll = r.json().object();
        QCOMPARE(roll[QStringLiteral("total")].toInt(), 3);
        QCOMPARE(roll[QStringLiteral("success")].toBool(), true);
        QCOMPARE(roll[QStringLiteral("special")].toString(), QStringLiteral("triple"));
        QCOMPARE(roll[QStringLiteral("effectMultiplier")].toInt(), 3);
        r = runCli({QStringLiteral("--dice-script"), QStringLiteral("6,6,6,6"), QStringLiteral("dice"), QStringLiteral("roll"),
                    QStringLiteral("4d6"), QStringLiteral("--vs"), QStringLiteral("30"), QStringLiteral("--json")});
        QCOMPARE(r.json()[QStringLiteral("special")].toString(), QStringLiteral("broken"));
        QCOMPARE(r.json()[QStringLiteral("success")].toBool(), false);
        r = runCli({QStringLiteral("--dice-script"), QStringLiteral("2,5"), QStringLiteral("dice"), QStringLiteral("roll"), QStringLiteral("2d6+2")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("= 9")));
    }

    void diceScriptFromFileAndRunningOut()
    {
        const QString script = m_dir.filePath(QStringLiteral("dice.txt"));
        QFile f(script);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("4\n4\n");
        f.close();
        const CliResult r = runCli({QStringLiteral("--dice-script"), QLatin1Char('@') + script, QStringLiteral("dice"), QStringLiteral("roll"),
                                    QStringLiteral("3d6")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("ran out")), qPrintable(r.err));
        const CliResult bad = runCli({QStringLiteral("--dice-script"), QStringLiteral("1,two"), QStringLiteral("dice"), QStringLiteral("roll"), QStringLiteral("1d6")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(QLatin1String("two")));
    }

    void seededRollsRepeat()
    {
        const QStringList args{QStringLiteral("dice"), QStringLiteral("roll"), QStringLiteral("5d6"), QStringLiteral("--seed"), QStringLiteral("1978"), QStringLiteral("--json")};
        QCOMPARE(runCli(args).json()[QStringLiteral("faces")], runCli(args).json()[QStringLiteral("faces")]);
    }

    void campaignRollsAreLoggedAndSecretsFiltered()
    {
        const QString path = newCampaign(QStringLiteral("log.hkc"));
        CliResult r = runCli({QStringLiteral("--dice-script"), QStringLiteral("3,3,3"), QStringLiteral("dice"), QStringLiteral("roll"),
                              QStringLiteral("3d6"), QStringLiteral("--vs"), QStringLiteral("12"), QStringLiteral("--campaign"), path,
                              QStringLiteral("--who"), QStringLiteral("Yzor"), QStringLiteral("--why"), QStringLiteral("Dazzle")});
        QCOMPARE(r.exitCode, 0);
        r = runCli({QStringLiteral("dice"), QStringLiteral("roll"), QStringLiteral("3d6"), QStringLiteral("--campaign"), path,
                    QStringLiteral("--gm-only"), QStringLiteral("--why"), QStringLiteral("secret")});
        QCOMPARE(r.exitCode, 0);
        r = runCli({QStringLiteral("dice"), QStringLiteral("log"), path, QStringLiteral("--json")});
        QCOMPARE(r.json().array().size(), 2);
        r = runCli({QStringLiteral("dice"), QStringLiteral("log"), path, QStringLiteral("--player"), QStringLiteral("--json")});
        const QJsonArray players = r.json().array();
        QCOMPARE(players.size(), 1);
        QCOMPARE(players.at(0)[QStringLiteral("who")].toString(), QStringLiteral("Yzor"));
        QCOMPARE(players.at(0)[QStringLiteral("faces")].toArray().size(), 3);
        QCOMPARE(players.at(0)[QStringLiteral("mode")].toString(), QStringLiteral("scripted"));
    }

    void rulesShow()
    {
        CliResult r = runCli({QStringLiteral("rules"), QStringLiteral("show"), QStringLiteral("tft-wizard-1978"), QStringLiteral("Summon Wolf")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("Summon Wolf")));
        QVERIFY(r.out.contains(QLatin1String("000_0ab6afd9701cf3ee.txt l.")));
        r = runCli({QStringLiteral("rules"), QStringLiteral("show"), QStringLiteral("tft-advanced-wizard-1980"), QStringLiteral("healing"),
                    QStringLiteral("--kind"), QStringLiteral("potion"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json()[QStringLiteral("kind")].toString(), QStringLiteral("potion"));
        QCOMPARE(r.json()[QStringLiteral("houseRule")].toBool(), false);
        QVERIFY(r.json()[QStringLiteral("entry")][QStringLiteral("price")].isDouble());
        // Advanced Wizard builds on Wizard: Wizard's tables are found through it.
        r = runCli({QStringLiteral("rules"), QStringLiteral("show"), QStringLiteral("tft-advanced-wizard-1980"), QStringLiteral("to-hit-special-rolls"),
                    QStringLiteral("--json")});
        QCOMPARE(r.json()[QStringLiteral("package")].toString(), QStringLiteral("tft-wizard-1978"));
        r = runCli({QStringLiteral("rules"), QStringLiteral("show"), QStringLiteral("tft-wizard-1978"), QStringLiteral("Frost Giant")});
        QCOMPARE(r.exitCode, 1);
    }

    void houseRulesEndToEnd()
    {
        const QString path = m_dir.filePath(QStringLiteral("house.hkc"));
        QCOMPARE(runCli({QStringLiteral("campaign"), QStringLiteral("new"), path, QStringLiteral("--ruleset"), QStringLiteral("tft-advanced-wizard-1980")}).exitCode, 0);
        CliResult r = runCli({QStringLiteral("house-rules"), QStringLiteral("set"), path, QStringLiteral("spell"), QStringLiteral("fireball"),
                              QStringLiteral("cost.damagePerSt"), QStringLiteral("1d6"), QStringLiteral("--note"), QStringLiteral("hotter"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json()[QStringLiteral("changes")][QStringLiteral("cost.damagePerSt")][QStringLiteral("book")].toString(), QStringLiteral("1d6-1"));
        r = runCli({QStringLiteral("rules"), QStringLiteral("show"), QStringLiteral("tft-advanced-wizard-1980"), QStringLiteral("fireball"),
                    QStringLiteral("--kind"), QStringLiteral("spell"), QStringLiteral("--campaign"), path, QStringLiteral("--json")});
        QCOMPARE(r.json()[QStringLiteral("houseRule")].toBool(), true);
        QCOMPARE(r.json()[QStringLiteral("entry")][QStringLiteral("cost")][QStringLiteral("damagePerSt")].toString(), QStringLiteral("1d6"));
        // Without the campaign the book value shows.
        r = runCli({QStringLiteral("rules"), QStringLiteral("show"), QStringLiteral("tft-advanced-wizard-1980"), QStringLiteral("fireball"),
                    QStringLiteral("--kind"), QStringLiteral("spell"), QStringLiteral("--json")});
        QCOMPARE(r.json()[QStringLiteral("entry")][QStringLiteral("cost")][QStringLiteral("damagePerSt")].toString(), QStringLiteral("1d6-1"));
        // A bad value is refused with the validator's words and changes nothing.
        r = runCli({QStringLiteral("house-rules"), QStringLiteral("set"), path, QStringLiteral("spell"), QStringLiteral("fireball"),
                    QStringLiteral("iq"), QStringLiteral("twelve")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QLatin1String("expected int")));
        r = runCli({QStringLiteral("house-rules"), QStringLiteral("list"), path, QStringLiteral("--json")});
        QCOMPARE(r.json().array().size(), 1);
        QCOMPARE(r.json().array().at(0)[QStringLiteral("note")].toString(), QStringLiteral("hotter"));

        // Add a spell from a JSON file, then remove it.
        const QString spellFile = m_dir.filePath(QStringLiteral("frost.json"));
        QFile f(spellFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"id": "frost-bolt", "name": "Frost Bolt", "iq": 13, "type": "missile",
                    "cost": {"kind": "perSt", "damagePerSt": "1d6-1"}, "duration": {"kind": "instant"},
                    "summary": "A bolt of cold."})");
        f.close();
        r = runCli({QStringLiteral("house-rules"), QStringLiteral("add"), path, QStringLiteral("spell"), QStringLiteral("--json-file"), spellFile,
                    QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json()[QStringLiteral("added")].toBool(), true);
        r = runCli({QStringLiteral("house-rules"), QStringLiteral("revert"), path, QStringLiteral("spell"), QStringLiteral("fireball")});
        QCOMPARE(r.exitCode, 0);
        r = runCli({QStringLiteral("house-rules"), QStringLiteral("remove"), path, QStringLiteral("spell"), QStringLiteral("frost-bolt")});
        QCOMPARE(r.exitCode, 0);
        r = runCli({QStringLiteral("house-rules"), QStringLiteral("list"), path, QStringLiteral("--json")});
        QCOMPARE(r.json().array().size(), 0);
    }

    void odds()
    {
        const CliResult r = runCli({QStringLiteral("dice"), QStringLiteral("odds"), QStringLiteral("3d6"), QStringLiteral("--vs"), QStringLiteral("10"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json()[QStringLiteral("atMost")].toDouble(), 0.5);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
