// `hexkeeper-cli serve` behind Caddy (issue 32), the documented way to put the players' server on the internet
// with a real certificate: here Caddy with its own internal authority (`tls internal`), on the loopback only.
// The player's page and WebSocket come through it over HTTPS and WSS. With `--trusted-proxy` the lockout falls
// on the guessing player's own address (Caddy's X-Forwarded-For) and another player behind Caddy still gets in;
// without it, the forwarded address is ignored and the lockout falls on Caddy's.
#include "CliRunner.h"
#include "server/ServerTestSupport.h"
#include "StrictTest.h"

#include <QScopeGuard>
#include <QSslSocket>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>

using namespace hk::test;

namespace {

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress(QHostAddress::LocalHost), 0);
    return probe.serverPort();
}

// An HTTPS GET through Caddy from a chosen loopback address; Caddy's internal authority is not trusted here, so
// its certificate error is the only one let pass. The status, or 0 when nothing came.
int getThroughCaddy(const QHostAddress& from, quint16 port, const QString& path)
{
    QSslSocket socket;
    if (!socket.bind(from, 0))
        return -1;
    QObject::connect(&socket, &QSslSocket::sslErrors, &socket, [&socket](const QList<QSslError>& errors) {
        for (const QSslError& e : errors)
            if (e.error() != QSslError::UnableToGetLocalIssuerCertificate && e.error() != QSslError::SelfSignedCertificateInChain
                && e.error() != QSslError::UnableToVerifyFirstCertificate && e.error() != QSslError::CertificateUntrusted)
                return;
        socket.ignoreSslErrors(errors);
    });
    socket.connectToHostEncrypted(QStringLiteral("127.0.0.1"), port);
    if (!socket.waitForEncrypted(5000))
        return 0;
    socket.write("GET " + path.toLatin1() + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port) + "\r\nConnection: close\r\n\r\n");
    QByteArray answer;
    while (!answer.contains("\r\n") && socket.waitForReadyRead(5000))
        answer += socket.readAll();
    return answer.startsWith("HTTP/1.1 ") ? answer.mid(9, 3).toInt() : 0;
}

} // namespace

class TestCliServeCaddy : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_path;
    QString m_token;
    QString m_caddy;

    // Starts `serve` on a free port; its port, or 0.
    quint16 startServe(QProcess& serve, const QStringList& extra)
    {
        const quint16 port = freePort();
        serve.setProcessChannelMode(QProcess::MergedChannels);
        serve.start(QStringLiteral(HK_CLI_PATH), words({"serve"}) + QStringList{m_path} + words({"--bind", "127.0.0.1", "--no-qr", "--port"})
                                                     + QStringList{QString::number(port)} + extra);
        QString said;
        for (int waited = 0; waited < 10000 && !said.contains(QLatin1String("/p/")); waited += 50) {
            serve.waitForReadyRead(50);
            said += QString::fromUtf8(serve.readAll());
        }
        return said.contains(QLatin1String("/p/")) ? port : 0;
    }

    // Starts Caddy in front of the server's port, on a free port of its own; that port, or 0.
    quint16 startCaddy(QProcess& caddy, quint16 upstream)
    {
        const quint16 port = freePort();
        const QString folder = m_dir.filePath(QStringLiteral("caddy-%1").arg(port));
        QDir().mkpath(folder);
        QFile config(folder + QStringLiteral("/Caddyfile"));
        if (!config.open(QIODevice::WriteOnly))
            return 0;
        config.write(QStringLiteral("{\n\tadmin off\n\tskip_install_trust\n\tauto_https disable_redirects\n"
                                    "\thttp_port %1\n\tstorage file_system %2\n}\n"
                                    "https://127.0.0.1:%3 {\n\tbind 127.0.0.1\n\ttls internal\n\treverse_proxy 127.0.0.1:%4\n}\n")
                         .arg(freePort()).arg(folder + QStringLiteral("/data")).arg(port).arg(upstream)
                         .toUtf8());
        config.close();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), folder);
        env.insert(QStringLiteral("XDG_DATA_HOME"), folder + QStringLiteral("/xdg-data"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), folder + QStringLiteral("/xdg-config"));
        caddy.setProcessEnvironment(env);
        caddy.setProcessChannelMode(QProcess::MergedChannels);
        caddy.start(m_caddy, {QStringLiteral("run"), QStringLiteral("--config"), config.fileName(), QStringLiteral("--adapter"), QStringLiteral("caddyfile")});
        if (!caddy.waitForStarted(5000))
            return 0;
        for (int waited = 0; waited < 15000; waited += 200) {
            if (getThroughCaddy(QHostAddress(QStringLiteral("127.0.0.1")), port, QStringLiteral("/")) > 0)
                return port;
            if (caddy.state() != QProcess::Running)
                break;
            QThread::msleep(200);
        }
        qInfo("Caddy said: %s", caddy.readAll().constData());
        return 0;
    }

    static void stop(QProcess& p)
    {
        if (p.state() == QProcess::NotRunning)
            return;
        p.terminate();
        if (!p.waitForFinished(5000))
            p.kill();
        p.waitForFinished(2000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_caddy = QStandardPaths::findExecutable(QStringLiteral("caddy"));
        if (m_caddy.isEmpty())
            QFAIL("caddy is not installed: scripts/setup.sh installs it (Debian's caddy package)");
        m_path = m_dir.filePath(QStringLiteral("table.hkc"));
        QCOMPARE(runCli(words({"campaign", "new"}) + QStringList{m_path} + words({"--ruleset", "tft-wizard-1978"})).exitCode, 0);
        const CliResult made = runCli(words({"players", "add"}) + QStringList{m_path} + words({"Ann", "--json"}));
        QCOMPARE(made.exitCode, 0);
        m_token = made.json().object().value(QLatin1String("token")).toString();
        QCOMPARE(runCli(words({"players", "add"}) + QStringList{m_path} + words({"Ben"})).exitCode, 0);
    }

    void behindCaddyTheLockoutFallsOnThePlayer()
    {
        QProcess serve;
        QProcess caddy;
        const auto stopBoth = qScopeGuard([&] {
            stop(caddy);
            stop(serve);
        });
        const quint16 upstream = startServe(serve, words({"--trusted-proxy", "127.0.0.1", "--public-url", "https://127.0.0.1:1"}));
        QVERIFY(upstream > 0);
        const quint16 port = startCaddy(caddy, upstream);
        QVERIFY2(port > 0, "Caddy did not start");
        const QString page = QStringLiteral("/p/") + m_token;
        QCOMPARE(getThroughCaddy(QHostAddress(QStringLiteral("127.0.0.1")), port, page), 200);
        // The WebSocket through Caddy, over WSS.
        QWebSocket socket;
        QObject::connect(&socket, &QWebSocket::sslErrors, &socket, [&socket](const QList<QSslError>& errors) { socket.ignoreSslErrors(errors); });
        QSignalSpy messages(&socket, &QWebSocket::textMessageReceived);
        socket.open(QUrl(QStringLiteral("wss://127.0.0.1:%1/p/%2/live").arg(port).arg(m_token)));
        QTRY_VERIFY_WITH_TIMEOUT(!messages.isEmpty(), 5000);
        QVERIFY(messages.first().first().toString().contains(QLatin1String("\"type\":\"snapshot\"")));
        socket.close();
        // A guesser at 127.0.95.7 behind Caddy: after 20 wrong links, his address is locked out; Ann at
        // 127.0.95.8, behind the same Caddy, still gets her page.
        const QHostAddress guesser(QStringLiteral("127.0.95.7"));
        for (int i = 0; i < 20; ++i)
            QCOMPARE(getThroughCaddy(guesser, port, QStringLiteral("/p/wrong%1").arg(i)), 403);
        QCOMPARE(getThroughCaddy(guesser, port, page), 429);
        QCOMPARE(getThroughCaddy(QHostAddress(QStringLiteral("127.0.95.8")), port, page), 200);
    }

    void withoutTrustTheForwardedAddressIsIgnored()
    {
        QProcess serve;
        QProcess caddy;
        const auto stopBoth = qScopeGuard([&] {
            stop(caddy);
            stop(serve);
        });
        const quint16 upstream = startServe(serve, {});
        QVERIFY(upstream > 0);
        const quint16 port = startCaddy(caddy, upstream);
        QVERIFY2(port > 0, "Caddy did not start");
        const QHostAddress guesser(QStringLiteral("127.0.96.7"));
        for (int i = 0; i < 20; ++i)
            QCOMPARE(getThroughCaddy(guesser, port, QStringLiteral("/p/wrong%1").arg(i)), 403);
        // The lockout fell on Caddy's own address: nobody behind it gets in now (Caddy answers 502).
        const int other = getThroughCaddy(QHostAddress(QStringLiteral("127.0.96.8")), port, QStringLiteral("/p/") + m_token);
        QVERIFY2(other != 200, qPrintable(QString::number(other)));
    }
};

QTEST_MAIN(TestCliServeCaddy)
#include "tst_cli_serve_caddy.moc"
