// The players' server beyond the local network (issue 32): over TLS the page and its WebSocket share one origin
// (https and wss) and plain HTTP on the port gets nothing; a player's client pins the certificate by the
// fingerprint the GM reads out; a public server refuses to start without TLS or a proxy; and behind a trusted
// reverse proxy the player's own address (X-Forwarded-For) is what the limits and the lockout see, while no
// other peer's X-Forwarded-For is believed. Loopback only.
#include "LoopbackServer.h"
#include "PlayersTable.h"
#include "ServerTestSupport.h"

#include "PlayersServer.h"
#include "TlsIdentity.h"
#include "StrictTest.h"

#include <QCryptographicHash>
#include <QSslSocket>
#include <QTcpSocket>

using namespace hk;
using namespace hk::test;

namespace {

QString digestOf(const QSslCertificate& certificate)
{
    const QByteArray hex = certificate.digest(QCryptographicHash::Sha256).toHex().toUpper();
    QStringList pairs;
    for (qsizetype i = 0; i < hex.size(); i += 2)
        pairs.append(QString::fromLatin1(hex.mid(i, 2)));
    return pairs.join(QLatin1Char(':'));
}

// An HTTPS GET by a client that trusts no authority and goes on only when the certificate is the pinned one.
QByteArray pinnedGet(quint16 port, const QByteArray& path, const QString& pinned)
{
    QSslSocket socket;
    QSslConfiguration c = socket.sslConfiguration();
    c.setCaCertificates({});
    socket.setSslConfiguration(c);
    QObject::connect(&socket, &QSslSocket::sslErrors, &socket, [&socket, pinned](const QList<QSslError>& errors) {
        if (digestOf(socket.peerCertificate()) == pinned)
            socket.ignoreSslErrors(errors);
    });
    socket.connectToHostEncrypted(QStringLiteral("127.0.0.1"), port);
    // The server runs in this thread: wait in the event loop, never in a blocking call.
    for (int waited = 0; waited < 3000 && !socket.isEncrypted() && socket.state() != QAbstractSocket::UnconnectedState; waited += 5)
        QTest::qWait(5);
    if (!socket.isEncrypted())
        return {};
    socket.write("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    QByteArray answer;
    for (int waited = 0; waited < 3000 && socket.state() == QAbstractSocket::ConnectedState && !answer.contains("</html>"); waited += 5) {
        QTest::qWait(5);
        answer += socket.readAll();
    }
    return answer + socket.readAll();
}

QByteArray rawExchange(const QHostAddress& from, quint16 port, const QByteArray& request)
{
    QTcpSocket socket;
    if (!socket.bind(from, 0))
        return "bind failed";
    socket.connectToHost(QHostAddress(QHostAddress::LocalHost), port);
    for (int waited = 0; waited < 2000 && socket.state() != QAbstractSocket::ConnectedState; waited += 5)
        QTest::qWait(5);
    if (socket.state() != QAbstractSocket::ConnectedState)
        return {};
    socket.write(request);
    QByteArray answer;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 2000 && !answer.contains("\r\n\r\n") && socket.state() == QAbstractSocket::ConnectedState) {
        QTest::qWait(5);
        answer += socket.readAll();
    }
    return answer + socket.readAll();
}

QByteArray forwardedGet(const QString& token, const QByteArray& forwardedFor)
{
    return "GET /p/" + token.toLatin1() + " HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: " + forwardedFor + "\r\n\r\n";
}

} // namespace

class TestPlayersSecure : public hk::test::StrictTest
{
    Q_OBJECT
    PlayersTable m_table;
    TlsIdentity m_identity;

    std::unique_ptr<PlayersServer> startServer(PlayersServer::Options options) { return startOnLoopback(*m_table.campaign, options); }

private Q_SLOTS:
    void initTestCase()
    {
        QCOMPARE(m_table.build(), QString());
        TlsNames names;
        names.dnsNames = {QStringLiteral("localhost")};
        names.addresses = {QHostAddress(QHostAddress::LocalHost)};
        QString error;
        const std::optional<TlsIdentity> made = TlsIdentity::makeSelfSigned(names, QDateTime::currentDateTimeUtc().addDays(-1),
                                                                             QDateTime::currentDateTimeUtc().addDays(30), &error);
        QVERIFY2(made, qPrintable(error));
        m_identity = *made;
    }

    void overTlsThePageAndItsWebSocketShareOneOrigin()
    {
        PlayersServer::Options options;
        options.tls = m_identity.serverConfiguration();
        auto server = startServer(options);
        QVERIFY(server->isSecure());
        const QUrl link = server->linkUrl(m_table.ann);
        QCOMPARE(link.scheme(), QStringLiteral("https"));
        const QByteArray page = pinnedGet(server->port(), link.path().toLatin1(), m_identity.fingerprint());
        QCOMPARE(statusOf(page), 200);
        QVERIFY(page.contains("<html"));
        QVERIFY2(pinnedGet(server->port(), link.path().toLatin1(), QString(95, QLatin1Char('0'))).isEmpty(),
                 "a client pinned to another certificate got the page");
        // Plain HTTP on the TLS port gets nothing: no answer, and the connection ends.
        const QByteArray plain = rawExchange(QHostAddress(QStringLiteral("127.0.0.1")), server->port(),
                                             "GET " + link.path().toLatin1() + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        QVERIFY2(!plain.contains("HTTP/1.1") && !plain.contains("html"), plain.constData());
        // wss on the same origin, pinned the same way.
        QWebSocket socket;
        QObject::connect(&socket, &QWebSocket::sslErrors, &socket, [&socket, this](const QList<QSslError>& errors) {
            if (digestOf(socket.sslConfiguration().peerCertificate()) == m_identity.fingerprint())
                socket.ignoreSslErrors(errors);
        });
        QSignalSpy messages(&socket, &QWebSocket::textMessageReceived);
        QUrl live = link;
        live.setScheme(QStringLiteral("wss"));
        live.setPath(live.path() + QStringLiteral("/live"));
        socket.open(live);
        QTRY_VERIFY_WITH_TIMEOUT(!messages.isEmpty(), 5000);
        QVERIFY(messages.first().first().toString().contains(QLatin1String("\"type\":\"snapshot\"")));
        QCOMPARE(server->connections().size(), 1);
        socket.close();
    }

    // A connection that never starts its TLS handshake is cut at the first-request time, and leaves nothing open.
    void aHandshakeNeverBegunIsCut()
    {
        PlayersServer::Options options;
        options.tls = m_identity.serverConfiguration();
        options.connections.firstRequestMs = 300;
        auto server = startServer(options);
        QTcpSocket silent;
        QVERIFY(silent.bind(QHostAddress(QStringLiteral("127.0.92.1")), 0));
        silent.connectToHost(QHostAddress(QHostAddress::LocalHost), server->port());
        QTRY_COMPARE_WITH_TIMEOUT(silent.state(), QAbstractSocket::ConnectedState, 2000);
        QTRY_COMPARE_WITH_TIMEOUT(silent.state(), QAbstractSocket::UnconnectedState, 3000);
        QTRY_COMPARE_WITH_TIMEOUT(server->openConnections(), 0, 2000);
        QCOMPARE(server->refusals(Refusal::TimedOut), 1);
    }

    void aPublicServerNeedsTlsOrAProxy()
    {
        PlayersServer server(*m_table.campaign);
        PlayersServer::Options options;
        options.bind = QHostAddress(QHostAddress::LocalHost);
        options.localPeersOnly = false;
        QString error;
        QVERIFY(!server.start(options, &error));
        QVERIFY2(error.contains(QLatin1String("encryption")), qPrintable(error));
        QVERIFY(!server.isRunning());
        options.tls = m_identity.serverConfiguration();
        QVERIFY2(server.start(options, &error), qPrintable(error));
        server.stop();
        options.tls.reset();
        options.trustedProxy = QHostAddress(QHostAddress::LocalHost);
        QVERIFY2(server.start(options, &error), qPrintable(error));
    }

    // Behind the trusted proxy (here 127.0.0.1, as a Caddy on this machine), the X-Forwarded-For address is the
    // player's: a guesser behind the proxy is locked out alone, and another player behind it gets in.
    void behindTheTrustedProxyTheForwardedAddressCounts()
    {
        PlayersServer::Options options;
        options.trustedProxy = QHostAddress(QHostAddress::LocalHost);
        options.lockout.strikes = 5;
        auto server = startServer(options);
        const QHostAddress proxy(QStringLiteral("127.0.0.1"));
        for (int i = 0; i < 5; ++i)
            QCOMPARE(statusOf(rawExchange(proxy, server->port(), forwardedGet(QStringLiteral("wrong%1").arg(i), "127.0.90.7"))), 403);
        QCOMPARE(statusOf(rawExchange(proxy, server->port(), forwardedGet(m_table.ann.token, "127.0.90.7"))), 429);
        QCOMPARE(statusOf(rawExchange(proxy, server->port(), forwardedGet(m_table.ann.token, "127.0.90.8"))), 200);
        // A client's own claim before the proxy's entry is not the address the proxy saw.
        QCOMPARE(statusOf(rawExchange(proxy, server->port(), forwardedGet(m_table.ann.token, "127.0.90.8, 127.0.90.7"))), 429);
    }

    // Without a trusted proxy, nobody's X-Forwarded-For is believed: a guesser cannot blame another address.
    void anUntrustedForwardedAddressIsIgnored()
    {
        PlayersServer::Options options;
        options.lockout.strikes = 5;
        auto server = startServer(options);
        const QHostAddress guesser(QStringLiteral("127.0.91.1"));
        for (int i = 0; i < 5; ++i)
            QCOMPARE(statusOf(rawExchange(guesser, server->port(), forwardedGet(QStringLiteral("wrong%1").arg(i), "127.0.91.99"))), 403);
        QCOMPARE(statusOf(rawExchange(guesser, server->port(), forwardedGet(m_table.ann.token, "127.0.91.50"))), 0); // locked: cut at once
        QCOMPARE(statusOf(rawExchange(QHostAddress(QStringLiteral("127.0.91.2")), server->port(), forwardedGet(m_table.ann.token, "127.0.91.1"))), 200);
    }
};

QTEST_MAIN(TestPlayersSecure)
#include "tst_players_secure.moc"
