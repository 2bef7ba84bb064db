// A players' page written only from the protocol, in Python's standard library (tests/server/players_client.py),
// against `hexkeeper-cli serve --tls` (issue 32): it pins the certificate by the fingerprint serve prints, makes
// every request the protocol knows, checks the answers' shapes and that an id sent again is one request; the GM
// sees those requests in `players proposals`. A client given another fingerprint refuses to talk, and nothing
// reaches the GM. Why: the protocol is a contract a stranger's script can keep without Hexkeeper's code.
#include "app/CliRunner.h"
#include "StrictTest.h"

#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

class TestPlayersPythonClient : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_path;
    QProcess m_serve;
    QString m_fingerprint;
    QString m_live; // wss://127.0.0.1:PORT/p/TOKEN/live

    CliResult cli(std::initializer_list<const char*> verb, std::initializer_list<const char*> more, const QByteArray& input = {})
    {
        const QStringList all = words(verb);
        return runCli(all.mid(0, 2) + QStringList{m_path} + all.mid(2) + words(more), input);
    }

    // What the GM sees waiting: every request and proposal.
    QJsonArray proposals()
    {
        const CliResult r = runCli(words({"players", "proposals"}) + QStringList{m_path, QStringLiteral("--json")});
        return r.exitCode == 0 ? r.json().array() : QJsonArray{QStringLiteral("failed: ") + r.err};
    }

    // Ann plays Yzor (250 EP) and Mara (IQ 12, $5,000, her own wizard's tower attuned to her: lab 1).
    QString buildCampaign()
    {
        const QList<CliResult> steps{
            cli({"campaign", "new"}, {"--ruleset", "tft-advanced-wizard-1980"}),
            cli({"character", "add"}, {"--statblock", "-"}, "Yzor, human wizard. ST 10, DX 12, IQ 10, MA 10; Spells: Staff, Blur.\n"),
            cli({"character", "add"}, {"--statblock", "-"}, "Mara, human wizard. ST 8, DX 12, IQ 12, MA 10; Spells: Staff, Light.\n"),
            cli({"xp", "award"}, {"--ids", "1", "--amount", "250", "--reason", "A hard fight"}),
            cli({"money", "add"}, {"Mara", "--amount", "5000", "--reason", "Savings"}),
            cli({"lab", "add"}, {"Mara's tower", "--type", "wizard", "--owner", "Mara"}),
            cli({"lab", "attune"}, {"1", "Mara"}),
            cli({"advance"}, {"--weeks", "1", "--dice-script", "1,1,1"}), // the attunement roll: 3 against DX 12
            cli({"players", "add"}, {"Ann", "--character", "Yzor", "--character", "Mara"}),
        };
        for (const CliResult& r : steps)
            if (r.exitCode != 0)
                return r.err + r.out;
        return {};
    }

    // Starts `serve --tls` on a free port of the loopback; its fingerprint and Ann's WebSocket address.
    QString startServe()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data"))); // its own certificate here
        m_serve.setProcessEnvironment(env);
        m_serve.start(QStringLiteral(HK_CLI_PATH), words({"serve"}) + QStringList{m_path}
                                                       + words({"--tls", "--port", "0", "--bind", "127.0.0.1", "--no-qr"}));
        if (!m_serve.waitForStarted())
            return m_serve.errorString();
        static const QRegularExpression fingerprint(QStringLiteral("^(?:[0-9A-F]{2}:){31}[0-9A-F]{2}$"), QRegularExpression::MultilineOption);
        static const QRegularExpression link(QStringLiteral("^Ann: https://(127\\.0\\.0\\.1:\\d+/p/[A-Za-z0-9_-]+)$"),
                                             QRegularExpression::MultilineOption);
        QString said;
        for (int waited = 0; waited < 30000 && !link.match(said).hasMatch(); waited += 50) {
            m_serve.waitForReadyRead(50);
            said += QString::fromUtf8(m_serve.readAllStandardOutput());
        }
        if (!said.contains(QLatin1String("Secure (HTTPS)")) || !fingerprint.match(said).hasMatch() || !link.match(said).hasMatch())
            return QStringLiteral("serve --tls said: ") + said + QString::fromUtf8(m_serve.readAllStandardError());
        m_fingerprint = fingerprint.match(said).captured(0);
        m_live = QStringLiteral("wss://%1/live").arg(link.match(said).captured(1));
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
            QFAIL("python3 is missing: scripts/setup.sh installs it");
        m_path = m_dir.filePath(QStringLiteral("table.hkc"));
        const QString built = buildCampaign();
        if (!built.isEmpty())
            QFAIL(qPrintable(QStringLiteral("the campaign: ") + built));
        const QString started = startServe();
        if (!started.isEmpty())
            QFAIL(qPrintable(started));
    }

    void cleanupTestCase()
    {
        m_serve.terminate();
        if (!m_serve.waitForFinished(10000))
            m_serve.kill();
        m_serve.waitForFinished();
    }

    void theProtocolFromPythonAlone_data()
    {
        QTest::addColumn<bool>("rightFingerprint");
        QTest::addColumn<bool>("masked");
        QTest::addColumn<QString>("refusal"); // what the client says when it did not talk; empty: it talked
        QTest::newRow("pinned") << true << true << QString();
        QTest::newRow("wrong fingerprint") << false << true << QStringLiteral("refused to talk");
        QTest::newRow("unmasked frames") << true << false << QStringLiteral("closed");
    }

    void theProtocolFromPythonAlone()
    {
        QFETCH(bool, rightFingerprint);
        QFETCH(bool, masked);
        QFETCH(QString, refusal);
        const QJsonArray before = proposals();
        QVERIFY2(before.isEmpty() || before.first().isObject(), qPrintable(before.isEmpty() ? QString() : before.first().toString()));
        // Another certificate's fingerprint: this one's with its last pair changed.
        const QString pinned = rightFingerprint ? m_fingerprint
                                                : m_fingerprint.left(m_fingerprint.size() - 2)
                                                      + (m_fingerprint.endsWith(QLatin1String("00")) ? QStringLiteral("01") : QStringLiteral("00"));
        QStringList args{QStringLiteral(HK_SOURCE_DIR "/tests/server/players_client.py"), QStringLiteral("--url"), m_live,
                         QStringLiteral("--fingerprint"), pinned, QStringLiteral("--lab"), QStringLiteral("1")};
        if (!masked)
            args << QStringLiteral("--no-mask");
        QProcess client;
        client.start(QStringLiteral("python3"), args);
        QVERIFY2(client.waitForFinished(180000), "the Python client did not finish");
        const QString out = QString::fromUtf8(client.readAllStandardOutput());
        const QString err = QString::fromUtf8(client.readAllStandardError());
        const QJsonArray after = proposals();
        QVERIFY2((client.exitCode() == 0) == refusal.isEmpty(), qPrintable(QStringLiteral("exit code %1: %2").arg(client.exitCode()).arg(err)));
        if (!refusal.isEmpty()) {
            QVERIFY2(err.contains(refusal), qPrintable(err));
            QCOMPARE(after.size(), before.size());
            return;
        }
        QVERIFY2(err.isEmpty(), qPrintable(err));
        checkTheGmSaw(out, after);
    }

private:
    // Every request the client says passed waits for the GM once, under the client's ids; none more.
    void checkTheGmSaw(const QString& out, const QJsonArray& all)
    {
        static const QRegularExpression ids(QStringLiteral("^ids: (\\S+)$"), QRegularExpression::MultilineOption);
        static const QRegularExpression passed(QStringLiteral("^passed: (.*)$"), QRegularExpression::MultilineOption);
        QVERIFY2(ids.match(out).hasMatch() && passed.match(out).hasMatch(), qPrintable(out));
        const QString prefix = ids.match(out).captured(1) + QLatin1Char('-');
        QStringList kinds = passed.match(out).captured(1).split(QLatin1Char(' '));
        for (const char* kind : {"spend-xp", "learn-spell", "brew", "notes", "new-character"})
            QVERIFY2(kinds.contains(QLatin1String(kind)), kind);
        QStringList seen;
        for (const QJsonValue& v : all) {
            const QJsonObject p = v.toObject();
            if (p.value(QLatin1String("clientId")).toString().startsWith(prefix)) {
                QCOMPARE(p.value(QLatin1String("player")).toString(), QStringLiteral("Ann"));
                QCOMPARE(p.value(QLatin1String("status")).toString(), QStringLiteral("pending"));
                seen.append(p.value(QLatin1String("kind")).toString());
            }
        }
        seen.sort();
        kinds.sort();
        QCOMPARE(seen, kinds); // spend-xp once, though the client sent it twice
    }
};

QTEST_GUILESS_MAIN(TestPlayersPythonClient)
#include "tst_players_python_client.moc"
