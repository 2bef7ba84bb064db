// The command-line tool in German, run as a German user's scripts run it (LANG=de_DE.UTF-8): messages
// written in a free function of the tool (the campaign summary), in a namespace's functions (finding an
// encounter) and in a rules class (a character the Warrior & Wizard rules refuse) all come out translated.
// Each is run in English too, so the check is that the translation is found, not what it says.
#include "CliRunner.h"
#include "StrictTest.h"

#include <QFile>
#include <QTemporaryDir>

class TestCliGerman : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_path;

    static void useLanguage(const char* lang)
    {
        qputenv("LANG", lang);
        qputenv("LC_ALL", lang);
        qputenv("LANGUAGE", "");
    }
    // The command's output and error text in English and in German.
    static QPair<QString, QString> both(const QStringList& args)
    {
        useLanguage("C.UTF-8");
        const CliResult en = runCli(args);
        useLanguage("de_DE.UTF-8");
        const CliResult de = runCli(args);
        return {en.out + en.err, de.out + de.err};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("ww.hkc"));
        useLanguage("de_DE.UTF-8");
        const CliResult made = runCli({QStringLiteral("campaign"), QStringLiteral("new"), m_path, QStringLiteral("--ruleset"),
                                       QStringLiteral("warrior-and-wizard-0.10")});
        QCOMPARE(made.exitCode, 0);
        QVERIFY2(made.out.contains(QStringLiteral("Kampagne:")) && made.out.contains(QStringLiteral("Regelwerk:")), qPrintable(made.out));
    }
    void cleanupTestCase() { useLanguage("C.UTF-8"); }

    void summary()
    {
        const auto [en, de] = both({QStringLiteral("campaign"), QStringLiteral("info"), m_path});
        QVERIFY2(en.contains(QStringLiteral("Ruleset:")), qPrintable(en));
        QVERIFY2(de.contains(QStringLiteral("Regelwerk:")) && !de.contains(QStringLiteral("Ruleset:")), qPrintable(de));
    }

    void encounterNotFound()
    {
        const auto [en, de] = both({QStringLiteral("combat"), QStringLiteral("show"), m_path, QStringLiteral("Nowhere")});
        QVERIFY2(en.contains(QStringLiteral("no encounter is called")), qPrintable(en));
        QVERIFY2(!de.contains(QStringLiteral("no encounter is called")) && de.contains(QStringLiteral("Nowhere")), qPrintable(de));
    }

    void wizWarMessages()
    {
        // Wiz-War's engine: a refusal from a free function (the schools), one from the Game (the first turn),
        // and the phase's name in `show`.
        const QString file = m_dir.filePath(QStringLiteral("wizwar.hkc"));
        useLanguage("C.UTF-8");
        QCOMPARE(runCli({QStringLiteral("campaign"), QStringLiteral("new"), file, QStringLiteral("--ruleset"), QStringLiteral("wiz-war")}).exitCode, 0);
        QCOMPARE(runCli({QStringLiteral("wizwar"), QStringLiteral("deck"), QStringLiteral("starter"), file, QStringLiteral("off")}).exitCode, 0);
        QCOMPARE(runCli({QStringLiteral("wizwar"), QStringLiteral("card"), file, QStringLiteral("Spark"), QStringLiteral("--school"),
                         QStringLiteral("white-cantrip"), QStringLiteral("--type"), QStringLiteral("energy"), QStringLiteral("--energy"),
                         QStringLiteral("2"), QStringLiteral("--copies"), QStringLiteral("12")})
                     .exitCode,
                 0);
        const QStringList players{QStringLiteral("--player"), QStringLiteral("Ann"), QStringLiteral("--player"), QStringLiteral("Bob")};
        auto [en, de] = both(QStringList{QStringLiteral("wizwar"), QStringLiteral("new"), file, QStringLiteral("Bad")} + players
                             + QStringList{QStringLiteral("--schools"), QStringLiteral("alchemy")});
        QVERIFY2(en.contains(QStringLiteral("schools besides White Cantrip")), qPrintable(en));
        QVERIFY2(!de.contains(QStringLiteral("schools besides")), qPrintable(de));
        useLanguage("C.UTF-8");
        QCOMPARE(runCli(QStringList{QStringLiteral("wizwar"), QStringLiteral("new"), file, QStringLiteral("Duel")} + players
                        + QStringList{QStringLiteral("--schools"), QStringLiteral("alchemy,elemental,mentalism")})
                     .exitCode,
                 0);
        const QString active = runCli({QStringLiteral("wizwar"), QStringLiteral("show"), file, QStringLiteral("1"), QStringLiteral("--json")})
                                   .json().object().value(QLatin1String("turn")).toObject().value(QLatin1String("active")).toString();
        const QString idle = active == QLatin1String("Ann") ? QStringLiteral("Bob") : QStringLiteral("Ann");
        std::tie(en, de) = both({QStringLiteral("wizwar"), QStringLiteral("attack"), file, QStringLiteral("1"), active, QStringLiteral("--punch"),
                                 QStringLiteral("--at"), idle});
        QVERIFY2(en.contains(QStringLiteral("first turn")), qPrintable(en));
        QVERIFY2(!de.contains(QStringLiteral("first turn")), qPrintable(de));
        std::tie(en, de) = both({QStringLiteral("wizwar"), QStringLiteral("show"), file, QStringLiteral("1")});
        QVERIFY2(en.contains(QStringLiteral("Move and Cast")), qPrintable(en));
        QVERIFY2(!de.contains(QStringLiteral("Move and Cast")), qPrintable(de));
    }

    void refusedCharacter()
    {
        QFile hero(m_dir.filePath(QStringLiteral("hero.json")));
        QVERIFY(hero.open(QIODevice::WriteOnly));
        hero.write(R"({"name":"Hulk","system":"ww","type":"warrior","race":"human","st":20,"dx":20,"iq":8,"ma":10})");
        hero.close();
        const auto [en, de] = both({QStringLiteral("character"), QStringLiteral("add"), m_path, QStringLiteral("--json-file"), hero.fileName()});
        QVERIFY2(en.contains(QStringLiteral("points")), qPrintable(en));
        QVERIFY2(en != de && !de.contains(QStringLiteral(" points ")), qPrintable(de));
    }
};

QTEST_GUILESS_MAIN(TestCliGerman)
#include "tst_cli_german.moc"
