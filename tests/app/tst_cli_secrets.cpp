// GM secrets never reach a player output (issue 15). One campaign holds a hidden figure, an illusion, a secret
// protection, a hidden figure's GM-only line, a GM-only roll and a potion batch that went faulty on a secret
// roll; every `--player` output of the CLI (text and JSON) is checked for each of them by name, and the GM's own
// outputs are checked to hold them (so the test cannot pass because a secret was never made).
#include "CliRunner.h"
#include "TestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

class TestCliSecrets : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_path;
    QString m_advanceForPlayers; // what `advance --player` printed for the week the batch went faulty

    CliResult run(const QStringList& args, const QString& dice = {})
    {
        QStringList all;
        if (!dice.isEmpty())
            all << QStringLiteral("--dice-script") << dice;
        return runCli(all + args);
    }

    CliResult combat(const char* verb, const QStringList& args = {}, const QString& dice = {})
    {
        return run(QStringList{QStringLiteral("combat"), QString::fromUtf8(verb), m_path, QStringLiteral("Ambush")} + args, dice);
    }

    // Every output a player may be shown, text and JSON.
    QList<QPair<QString, CliResult>> playerOutputs()
    {
        QList<QPair<QString, CliResult>> out;
        for (const QStringList& args : {words({"dice", "log"}), words({"campaign", "events"})}) {
            for (const QStringList& format : {QStringList{}, words({"--json"})}) {
                const QStringList all = args + QStringList{m_path, QStringLiteral("--player")} + format;
                out.append({all.join(QLatin1Char(' ')), run(all)});
            }
        }
        for (const char* verb : {"show", "log"}) {
            for (const QStringList& format : {QStringList{}, words({"--json"})}) {
                out.append({QStringLiteral("combat %1 --player %2").arg(QString::fromUtf8(verb), format.join(QLatin1Char(' '))),
                            combat(verb, words({"--player"}) + format)});
            }
        }
        for (const QStringList& args : {words({"potion", "list"}), words({"brew", "list", "--all"}), words({"activity", "list", "--all"})}) {
            for (const QStringList& format : {QStringList{}, words({"--json"})}) {
                const QStringList all = args.mid(0, 2) + QStringList{m_path} + args.mid(2) + words({"--player"}) + format;
                out.append({all.join(QLatin1Char(' ')), run(all)});
            }
        }
        CliResult advance;
        advance.exitCode = 0;
        advance.out = m_advanceForPlayers;
        out.append({QStringLiteral("advance --player"), advance});
        return out;
    }

    // The same outputs for the GM.
    QString gmOutputs()
    {
        QString all;
        all += run({QStringLiteral("dice"), QStringLiteral("log"), m_path, QStringLiteral("--json")}).out;
        all += run({QStringLiteral("campaign"), QStringLiteral("events"), m_path, QStringLiteral("--json")}).out;
        all += combat("show", words({"--json"})).out;
        all += combat("log", words({"--json"})).out;
        all += run(words({"potion", "list"}) + QStringList{m_path, QStringLiteral("--json")}).out;
        all += run(words({"brew", "list"}) + QStringList{m_path} + words({"--all", "--json"})).out;
        return all;
    }

    // Tam brews healing potions; the week's roll is a secret 16, so the batch is faulty (inactive).
    void brewAFaultyBatch()
    {
        const auto ok = [](const CliResult& r) { return r.exitCode == 0 ? QString() : r.err + r.out; };
        const QByteArray tam = QJsonDocument(hk::test::legalWizard(QStringLiteral("Tam")).toJson()).toJson();
        QCOMPARE(ok(runCli({QStringLiteral("character"), QStringLiteral("add"), m_path, QStringLiteral("--json-file"), QStringLiteral("-")}, tam)), QString());
        QCOMPARE(ok(run(words({"money", "add"}) + QStringList{m_path} + words({"Tam", "--amount", "12000", "--reason", "Savings"}))), QString());
        CliResult r = run(words({"lab", "buy"}) + QStringList{m_path} + words({"Tower", "--type", "wizard", "--payer", "Tam", "--json"}));
        QCOMPARE(ok(r), QString());
        const QString lab = QString::number(r.json().object().value(QLatin1String("id")).toInteger());
        QCOMPARE(ok(run(words({"lab", "attune"}) + QStringList{m_path, lab, QStringLiteral("Tam")})), QString());
        QCOMPARE(ok(run(words({"advance"}) + QStringList{m_path} + words({"--weeks", "1"}), QStringLiteral("2,3,4"))), QString());
        QCOMPARE(ok(run(words({"brew", "start"}) + QStringList{m_path} + words({"Tam", "--potion", "Healing", "--doses", "4", "--lab"})
                        + QStringList{lab} + words({"--book", "--trained"}))), QString());
        r = run(words({"advance"}) + QStringList{m_path} + words({"--weeks", "1", "--player"}), QStringLiteral("6,5,5,1"));
        QCOMPARE(ok(r), QString());
        m_advanceForPlayers = r.out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("secrets.hkc"));
        const auto ok = [](const CliResult& r) { return r.exitCode == 0 ? QString() : r.err + r.out; };
        QCOMPARE(ok(run({QStringLiteral("campaign"), QStringLiteral("new"), m_path, QStringLiteral("--ruleset"),
                         QStringLiteral("tft-advanced-wizard-1980"), QStringLiteral("--seed"), QStringLiteral("5")})), QString());
        QCOMPARE(ok(runCli({QStringLiteral("character"), QStringLiteral("add"), m_path, QStringLiteral("--statblock"), QStringLiteral("-")},
                           "Yzor, human wizard. ST 10, DX 12, IQ 10, MA 10; Spells: Staff, Blur.\n")), QString());
        QCOMPARE(ok(run(words({"combat", "new"}) + QStringList{m_path, QStringLiteral("Ambush")} + words({"--columns", "12", "--rows", "10"}))), QString());
        QCOMPARE(ok(combat("add", words({"--character", "Yzor", "--side", "1"}))), QString());
        QCOMPARE(ok(combat("add", words({"--creature", "wolf", "--count", "2", "--side", "2"}))), QString());
        QCOMPARE(ok(combat("place", words({"yzor", "5,9", "--facing", "N"}))), QString());
        QCOMPARE(ok(combat("place", words({"wolf-1", "5,2", "--facing", "S"}))), QString());
        QCOMPARE(ok(combat("place", words({"wolf-2", "9,2", "--facing", "S"}))), QString());
        // The secrets: a hidden wolf, a protection only the GM knows of, …
        QCOMPARE(ok(combat("gm", words({"wolf-2", "--hide"}))), QString());
        QCOMPARE(ok(combat("gm", words({"yzor", "--condition", "warded", "--secret"}))), QString());
        QCOMPARE(ok(combat("start")), QString());
        QCOMPARE(ok(combat("initiative", words({"--first", "1"}), QStringLiteral("2,5"))), QString());
        for (int i = 0; i < 4; ++i) // renew spells, side 1 moves, side 2 moves, actions
            QCOMPARE(ok(combat("next")), QString());
        QCOMPARE(ok(combat("pass", words({"wolf-1"}))), QString());
        // … what the hidden wolf does, …
        QCOMPARE(ok(combat("pass", words({"wolf-2", "--note", "lurks behind the rocks"}))), QString());
        // … an illusion of a bear, and its casting roll, …
        QCOMPARE(ok(combat("cast", words({"yzor", "illusion", "--hex", "6,5", "--as", "bear", "--unknown-ok"}), QStringLiteral("3,3,3"))), QString());
        // … and a roll the GM makes behind the screen.
        QCOMPARE(ok(run(words({"dice", "roll", "3d6", "--campaign"}) + QStringList{m_path}
                        + words({"--who", "Hidden Hand", "--why", "a secret check", "--gm-only"}))), QString());
        brewAFaultyBatch();
    }

    void playersSeeNoSecret_data()
    {
        QTest::addColumn<QString>("secret");
        QTest::newRow("the hidden figure") << QStringLiteral("Wolf 2");
        QTest::newRow("its id") << QStringLiteral("wolf-2");
        QTest::newRow("what it does") << QStringLiteral("lurks");
        QTest::newRow("the secret protection") << QStringLiteral("warded");
        QTest::newRow("the illusion") << QStringLiteral("llusion");
        QTest::newRow("the GM-only roll") << QStringLiteral("Hidden Hand");
        QTest::newRow("its purpose") << QStringLiteral("secret check");
        QTest::newRow("the faulty batch") << QStringLiteral("faulty");
        QTest::newRow("the fault's effect") << QStringLiteral("inactive");
    }

    void playersSeeNoSecret()
    {
        QFETCH(QString, secret);
        const QString gm = gmOutputs();
        QVERIFY2(gm.contains(secret, Qt::CaseInsensitive), qPrintable(QStringLiteral("the GM's outputs lack %1").arg(secret)));
        for (const auto& [command, r] : playerOutputs()) {
            QVERIFY2(r.exitCode == 0, qPrintable(command + QLatin1String(": ") + r.err));
            QVERIFY2(!r.out.contains(secret, Qt::CaseInsensitive),
                     qPrintable(QStringLiteral("%1 shows “%2”:\n%3").arg(command, secret, r.out.left(2000))));
        }
    }

    // By number: the faulty batch's roll (6, 5, 5 = 16) is the GM's, like the GM-only history entry it led to.
    void playersSeeNotTheSecretRoll()
    {
        const auto rolled16 = [&](bool player) {
            QStringList args = words({"dice", "log"}) + QStringList{m_path} + words({"--json"});
            if (player)
                args << QStringLiteral("--player");
            int n = 0;
            for (const QJsonValue& roll : run(args).json().array())
                n += roll.toObject().value(QLatin1String("faces")).toArray() == QJsonArray{6, 5, 5};
            return n;
        };
        QCOMPARE(rolled16(false), 1);
        QCOMPARE(rolled16(true), 0);
    }

    // By number too: the players' view counts only the figures they see (Yzor, Wolf 1 and the "bear").
    void playersCountOnlyWhatTheySee()
    {
        QVERIFY2(combat("show").out.contains(QLatin1String("4 figure")), qPrintable(combat("show").out));
        const CliResult r = combat("show", words({"--player"}));
        QVERIFY2(r.out.contains(QLatin1String("3 figure")), qPrintable(r.out));
        QCOMPARE(combat("show", words({"--player", "--json"})).json().object().value(QLatin1String("figures")).toArray().size(), 3);
    }
};

QTEST_GUILESS_MAIN(TestCliSecrets)
#include "tst_cli_secrets.moc"
