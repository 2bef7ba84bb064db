// `hexkeeper-cli players …` and `hexkeeper-cli serve` end to end (issue 20): links made, listed and revoked from
// the terminal; the headless server serving a player's page and pushing what another program (the GM's window
// or a script) writes to the file; a player's proposal decided from the terminal; bad arguments refused.
#include "CliRunner.h"
#include "server/ServerTestSupport.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <csignal>

using namespace hk::test;

class TestCliServe : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_path;
    QString m_token;

    CliResult cli(const QStringList& args) { return runCli(args); }

private Q_SLOTS:
    void initTestCase()
    {
        m_path = m_dir.filePath(QStringLiteral("table.hkc"));
        QCOMPARE(cli(words({"campaign", "new"}) + QStringList{m_path} + words({"--ruleset", "tft-wizard-1978"})).exitCode, 0);
        QCOMPARE(runCli(words({"character", "add"}) + QStringList{m_path} + words({"--statblock", "-"}),
                        "Yzor, human wizard. ST 10, DX 12, IQ 10, MA 10; Spells: Staff, Blur.\n")
                     .exitCode,
                 0);
        for (const QStringList& step : {words({"new", "--columns", "10", "--rows", "8"}), words({"add", "--character", "Yzor", "--side", "1"}),
                                        words({"add", "--creature", "wolf", "--side", "2"}), words({"place", "yzor", "4,6", "--facing", "N"}),
                                        words({"place", "wolf-1", "4,1", "--facing", "S"}), words({"start"})})
            QCOMPARE(runCombat(qPrintable(step.first()), m_path, QStringLiteral("Ambush"), step.mid(1)).err, QString());
    }

    void linksFromTheTerminal()
    {
        const CliResult made = cli(words({"players", "add"}) + QStringList{m_path} + words({"Ann", "--character", "Yzor", "--json"}));
        QCOMPARE(made.exitCode, 0);
        m_token = made.json().object().value(QLatin1String("token")).toString();
        QCOMPARE(m_token.size(), 22);
        QCOMPARE(made.json().object().value(QLatin1String("characters")).toArray().size(), 1);
        const CliResult twice = cli(words({"players", "add"}) + QStringList{m_path} + words({"ann"}));
        QCOMPARE(twice.exitCode, 1);
        QVERIFY(twice.err.contains(QLatin1String("already has a link")));
        QCOMPARE(cli(words({"players", "add"}) + QStringList{m_path} + words({"Ben", "--character", "Nobody"})).exitCode, 1);
        const CliResult list = cli(words({"players", "list"}) + QStringList{m_path});
        QVERIFY2(list.out.contains(QLatin1String("Ann (Yzor): /p/") + m_token), qPrintable(list.out));
    }

    void serveAPageAndFollowAnotherProgram()
    {
        QProcess serve;
        serve.start(QStringLiteral(HK_CLI_PATH), words({"serve"}) + QStringList{m_path} + words({"--port", "0", "--bind", "127.0.0.1", "--no-qr"}));
        QVERIFY(serve.waitForStarted());
        QString said;
        static const QRegularExpression listening(QStringLiteral("port (\\d+)"));
        int port = 0;
        for (int waited = 0; waited < 10000 && !said.contains(QLatin1String("/p/")); waited += 50) {
            serve.waitForReadyRead(50);
            said += QString::fromUtf8(serve.readAllStandardOutput());
        }
        port = listening.match(said).captured(1).toInt();
        QVERIFY2(port > 0, qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("Ann: http://127.0.0.1:%1/p/%2").arg(port).arg(m_token)), qPrintable(said));
        const QUrl page(QStringLiteral("http://127.0.0.1:%1/p/%2").arg(port).arg(m_token));
        QCOMPARE(httpGet(page).status, 200);
        QCOMPARE(httpGet(QUrl(QStringLiteral("http://127.0.0.1:%1/p/%2").arg(port).arg(QString(22, QLatin1Char('A'))))).status, 403);
        PageSocket live;
        QVERIFY(live.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/p/%2/live").arg(port).arg(m_token))));
        const QJsonObject first = live.waitFor(QStringLiteral("snapshot"));
        QCOMPARE(first.value(QLatin1String("fight")).toObject().value(QLatin1String("name")).toString(), QStringLiteral("Ambush"));
        // Another program rolls initiative: the headless server notices and pushes it.
        QCOMPARE(runCombat("initiative", m_path, QStringLiteral("Ambush"), words({"--first", "1"}), QStringLiteral("5,2")).err, QString());
        const QJsonObject rolled = live.waitFor(QStringLiteral("snapshot"), 1, [](const QJsonObject& s) {
            return s.value(QLatin1String("rolls")).toArray().size() >= 2;
        });
        QVERIFY2(!rolled.isEmpty(), "the page did not hear of the other program's roll");
        // Revoked from the terminal: the open page is closed.
        QCOMPARE(cli(words({"players", "revoke"}) + QStringList{m_path} + words({"Ann"})).exitCode, 0);
        QVERIFY(live.waitClosed());
        QCOMPARE(live.closeCode, 4403);
        QCOMPARE(httpGet(page).status, 403);
        ::kill(pid_t(serve.processId()), SIGINT);
        QVERIFY(serve.waitForFinished(5000));
        QCOMPARE(serve.exitCode(), 0);
        QVERIFY(QString::fromUtf8(serve.readAllStandardOutput()).contains(QLatin1String("has stopped")));
    }

    void proposalsFromTheTerminal()
    {
        // No proposals wait in a fight nobody proposed in.
        const CliResult none = cli(words({"players", "proposals"}) + QStringList{m_path} + words({"Ambush"}));
        QCOMPARE(none.exitCode, 0);
        QVERIFY(none.out.contains(QLatin1String("No proposals")));
        QCOMPARE(cli(words({"players", "accept"}) + QStringList{m_path} + words({"99"})).exitCode, 1);
        QCOMPARE(cli(words({"players", "accept"}) + QStringList{m_path} + words({"x"})).exitCode, 2);
    }

    void badArgumentsAreRefused()
    {
        QCOMPARE(cli(words({"serve"}) + QStringList{m_path} + words({"--bind", "not-an-address"})).exitCode, 2);
        QCOMPARE(cli(words({"serve"}) + QStringList{m_path} + words({"--port", "70000"})).exitCode, 2);
        QCOMPARE(cli(words({"serve"}) + QStringList{m_dir.filePath(QStringLiteral("missing.hkc"))} + words({"--port", "0"})).exitCode, 1);
        QCOMPARE(cli(words({"players", "revoke"}) + QStringList{m_path} + words({"Nobody"})).exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TestCliServe)
#include "tst_cli_serve.moc"
