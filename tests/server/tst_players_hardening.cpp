// The players' server under the attacks issue 32 found on the loopback, as a stranger on the same network would
// make them: idle and half-sent connections, a flood of 2,000 idle connections against a linked player, one
// link opening page after page, wrong-link guessing (rate, lockout, and a summary instead of a line a guess),
// a Host or Origin of another site, pipelined and oversized requests, and pages that fall silent. Every loop is
// bounded and talks to 127.0.0.0/8 only.
#include "LoopbackServer.h"
#include "PlayersTable.h"
#include "ServerTestSupport.h"

#include "PlayersServer.h"
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

#include <QRandomGenerator>
#include <QTcpSocket>

#include <sys/resource.h>

using namespace hk;
using namespace hk::test;

namespace {

// A loopback address of its own for each part of the test, so one part's lockout or limits do not touch another.
QHostAddress loopback(int a, int b)
{
    return QHostAddress(QStringLiteral("127.0.%1.%2").arg(a).arg(b));
}

// A raw connection from a chosen loopback address: what it sends is exactly what the test wrote.
struct RawClient
{
    QTcpSocket socket;
    QByteArray received;

    bool connectFrom(const QHostAddress& from, quint16 port)
    {
        if (!socket.bind(from, 0))
            return false;
        socket.connectToHost(QHostAddress(QHostAddress::LocalHost), port);
        return socket.waitForConnected(3000);
    }
    // Sends, then reads until the answer holds `until` (or the connection closes, or the time is up).
    QByteArray exchange(const QByteArray& bytes, const QByteArray& until = "\r\n\r\n", int timeoutMs = 3000)
    {
        if (!bytes.isEmpty())
            socket.write(bytes);
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < timeoutMs && !received.contains(until) && socket.state() == QAbstractSocket::ConnectedState) {
            QTest::qWait(5);
            received += socket.readAll();
        }
        received += socket.readAll();
        return received;
    }
    bool closedWithin(int ms)
    {
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < ms && socket.state() == QAbstractSocket::ConnectedState) {
            QTest::qWait(10);
            received += socket.readAll();
        }
        return socket.state() != QAbstractSocket::ConnectedState;
    }
};

QByteArray upgradeRequest(quint16 port, const QString& token, const QByteArray& origin = {})
{
    QByteArray r = "GET /p/" + token.toLatin1() + "/live HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port)
                   + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                     "Sec-WebSocket-Version: 13\r\n";
    if (!origin.isEmpty())
        r += "Origin: " + origin + "\r\n";
    return r + "\r\n";
}

QByteArray getRequest(quint16 port, const QByteArray& path, const QByteArray& host = "127.0.0.1")
{
    return "GET " + path + " HTTP/1.1\r\nHost: " + host + ":" + QByteArray::number(port) + "\r\n\r\n";
}

QString randomToken()
{
    QString t;
    for (int i = 0; i < 22; ++i)
        t += QLatin1Char("abcdefghijklmnopqrstuvwxyz0123456789"[QRandomGenerator::global()->bounded(36)]);
    return t;
}

} // namespace

class TestPlayersHardening : public hk::test::StrictTest
{
    Q_OBJECT
    PlayersTable m_table;

    std::unique_ptr<PlayersServer> startServer(PlayersServer::Options options) { return startOnLoopback(*m_table.campaign, options); }
    static QUrl live(PlayersServer& server, const PlayerLink& link)
    {
        QUrl u = server.linkUrl(link);
        u.setPath(u.path() + QStringLiteral("/live"));
        u.setScheme(QStringLiteral("ws"));
        return u;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Room for 2,000 connections at both ends in this one process.
        rlimit limit{};
        QVERIFY(::getrlimit(RLIMIT_NOFILE, &limit) == 0);
        limit.rlim_cur = std::min<rlim_t>(limit.rlim_max, 8192);
        QVERIFY(::setrlimit(RLIMIT_NOFILE, &limit) == 0);
        QCOMPARE(m_table.build(), QString());
    }

    // A connection that sends nothing, or only part of a request, is closed once its time is up; one kept
    // alive after a linked request may stay idle longer, then is closed too.
    void idleAndHalfSentConnectionsAreClosed()
    {
        PlayersServer::Options options;
        options.connections.firstRequestMs = 300;
        options.connections.idleMs = 1500;
        auto server = startServer(options);
        RawClient silent;
        QVERIFY(silent.connectFrom(loopback(1, 1), server->port()));
        RawClient slow;
        QVERIFY(slow.connectFrom(loopback(1, 2), server->port()));
        slow.socket.write("GET /p/" + m_table.ann.token.toLatin1() + " HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
        RawClient kept;
        QVERIFY(kept.connectFrom(loopback(1, 3), server->port()));
        QCOMPARE(statusOf(kept.exchange(getRequest(server->port(), "/p/" + m_table.ann.token.toLatin1()), "</html>")), 200);
        QVERIFY2(silent.closedWithin(2000), "a connection that sent nothing stayed open");
        for (int i = 0; i < 10 && slow.socket.state() == QAbstractSocket::ConnectedState; ++i) {
            slow.socket.write("a"); // a byte now and then does not buy more time
            QTest::qWait(50);
        }
        QVERIFY2(slow.closedWithin(2000), "a request sent a byte at a time stayed open");
        QCOMPARE(kept.socket.state(), QAbstractSocket::ConnectedState); // linked: idle up to 1.5 s
        QVERIFY2(kept.closedWithin(5000), "a kept-alive connection stayed open past its idle time");
        QVERIFY(server->refusals(Refusal::TimedOut) >= 2);
    }

    // 2,000 idle connections from 125 addresses (16 each, the most one address may hold) do not keep a linked
    // player out: the server keeps its budget, the oldest stranger makes room, and the player's page and
    // WebSocket get in at once.
    void twoThousandIdleConnectionsDoNotKeepAPlayerOut()
    {
        PlayersServer::Options options;
        options.handshakeBurst = 100;
        auto server = startServer(options);
        const int budget = server->connectionBudget();
        QVERIFY2(budget >= 64 && budget <= 512, qPrintable(QString::number(budget)));
        std::vector<std::unique_ptr<QTcpSocket>> strangers;
        for (int i = 0; i < 2000; ++i) {
            auto s = std::make_unique<QTcpSocket>();
            QVERIFY(s->bind(loopback(10 + i / 16 / 250, (i / 16) % 250 + 1), 0));
            s->connectToHost(QHostAddress(QHostAddress::LocalHost), server->port());
            strangers.push_back(std::move(s));
            if (i % 100 == 99)
                QTest::qWait(20); // let the server accept as they come
        }
        QTest::qWait(300);
        QVERIFY2(server->openConnections() <= budget, qPrintable(QStringLiteral("%1 open, budget %2").arg(server->openConnections()).arg(budget)));
        QVERIFY(server->refusals(Refusal::ServerBusy) > 0);
        QElapsedTimer clock;
        clock.start();
        const HttpAnswer page = httpGet(server->linkUrl(m_table.ann));
        QCOMPARE(page.status, 200);
        PageSocket socket;
        QVERIFY2(socket.open(live(*server, m_table.ann)), "the linked player's WebSocket was kept out");
        QVERIFY(!socket.waitFor(QStringLiteral("snapshot")).isEmpty());
        qInfo("With 2,000 idle connections the player's page and snapshot came in %lld ms (budget %d).", clock.elapsed(), budget);
        QVERIFY(server->openConnections() <= budget);
    }

    // One link may open only a few pages at once, so that one player cannot fill the server; another link
    // still gets in.
    void oneLinkOpensOnlyAFewPages()
    {
        PlayersServer::Options options;
        options.pagesPerLink = 3;
        auto server = startServer(options);
        std::vector<std::unique_ptr<PageSocket>> pages;
        for (int i = 0; i < 3; ++i) {
            pages.push_back(std::make_unique<PageSocket>());
            QVERIFY(pages.back()->open(live(*server, m_table.ann)));
        }
        PageSocket fourth;
        QVERIFY2(!fourth.open(live(*server, m_table.ann)), "a fourth page of one link was let in");
        PageSocket bens;
        QVERIFY2(bens.open(live(*server, m_table.ben)), "another player was kept out by Ann's pages");
        QCOMPARE(server->connections().size(), 4);
        QCOMPARE(server->refusals(Refusal::TooManyPages), 1);
    }

    // Guessing links: each address's handshakes are rate-limited, repeated wrong links lock the address out
    // (a working link from it is refused too, other addresses are not), and the GM is told in a few lines, not
    // a line a guess.
    void guessingLinksLocksTheAddressOutAndIsToldInSummary()
    {
        PlayersServer::Options options;
        options.handshakeBurst = 1000;
        options.lockout.strikes = 20;
        auto server = startServer(options);
        QStringList told;
        connect(server.get(), &PlayersServer::refused, this, [&told](const QString& line) { told.append(line); });
        const QHostAddress guesser = loopback(20, 1);
        int answered = 0;
        int cutAtOnce = 0;
        for (int i = 0; i < 300; ++i) {
            RawClient c;
            if (!c.connectFrom(guesser, server->port()))
                continue;
            const QByteArray answer = c.exchange(upgradeRequest(server->port(), randomToken()), "\r\n\r\n", 3000);
            answered += answer.startsWith("HTTP/1.1 101");
            cutAtOnce += answer.isEmpty();
        }
        QCOMPARE(answered, options.lockout.strikes); // each wrong link until the lockout got the 4403 close
        QVERIFY2(cutAtOnce >= 250, qPrintable(QString::number(cutAtOnce)));
        QVERIFY2(told.size() <= 4, qPrintable(told.join(QLatin1Char('\n'))));
        QVERIFY(server->refusals(Refusal::LockedOut) >= 250);
        RawClient lockedPlayer;
        QVERIFY(!lockedPlayer.connectFrom(guesser, server->port()) || lockedPlayer.exchange(getRequest(server->port(), "/p/" + m_table.ann.token.toLatin1()), "\r\n\r\n", 500).isEmpty());
        RawClient otherAddress;
        QVERIFY(otherAddress.connectFrom(loopback(20, 2), server->port()));
        QCOMPARE(statusOf(otherAddress.exchange(upgradeRequest(server->port(), m_table.ann.token))), 101);
    }

    void handshakesAreRateLimitedPerAddress()
    {
        PlayersServer::Options options;
        options.handshakeBurst = 5;
        options.handshakesPerSecond = 0.01;
        options.pagesPerLink = 100;
        auto server = startServer(options);
        QList<int> statuses;
        std::vector<std::unique_ptr<RawClient>> open;
        for (int i = 0; i < 12; ++i) {
            open.push_back(std::make_unique<RawClient>());
            QVERIFY(open.back()->connectFrom(loopback(21, 1), server->port()));
            statuses.append(statusOf(open.back()->exchange(upgradeRequest(server->port(), m_table.ann.token))));
        }
        QCOMPARE(statuses.count(101), 5);
        QCOMPARE(statuses.count(429), 7);
        RawClient elsewhere;
        QVERIFY(elsewhere.connectFrom(loopback(21, 2), server->port()));
        QCOMPARE(statusOf(elsewhere.exchange(upgradeRequest(server->port(), m_table.ann.token))), 101);
    }

    // DNS rebinding and a page of another site: a Host or an Origin that is not this server's gets nothing.
    void hostAndOriginMustBeTheServers_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<int>("status");
        const quint16 port = 0; // replaced below
        Q_UNUSED(port);
        QTest::newRow("page, own address") << QByteArray("GET|127.0.0.1|") << 200;
        QTest::newRow("page, localhost") << QByteArray("GET|localhost|") << 200;
        QTest::newRow("page, rebinding name") << QByteArray("GET|players.evil.example|") << 403;
        QTest::newRow("page, own origin") << QByteArray("GET|127.0.0.1|http://127.0.0.1") << 200;
        QTest::newRow("page, other origin") << QByteArray("GET|127.0.0.1|https://evil.example") << 403;
        QTest::newRow("websocket, no origin") << QByteArray("WS|127.0.0.1|") << 101;
        QTest::newRow("websocket, own origin") << QByteArray("WS|127.0.0.1|http://127.0.0.1:8421") << 101;
        QTest::newRow("websocket, other origin") << QByteArray("WS|127.0.0.1|http://evil.example") << 403;
        QTest::newRow("websocket, null origin") << QByteArray("WS|127.0.0.1|null") << 403;
        QTest::newRow("websocket, rebinding name") << QByteArray("WS|attacker.example|") << 403;
    }
    void hostAndOriginMustBeTheServers()
    {
        QFETCH(QByteArray, request);
        QFETCH(int, status);
        const QList<QByteArray> parts = request.split('|');
        PlayersServer::Options options;
        auto server = startServer(options);
        const QByteArray port = QByteArray::number(server->port());
        QByteArray bytes = parts[0] == "WS" ? upgradeRequest(server->port(), m_table.ann.token)
                                            : getRequest(server->port(), "/p/" + m_table.ann.token.toLatin1());
        bytes.replace("Host: 127.0.0.1", "Host: " + parts[1]);
        if (!parts[2].isEmpty())
            bytes.replace("\r\n\r\n", "\r\nOrigin: " + parts[2] + "\r\n\r\n");
        RawClient c;
        QVERIFY(c.connectFrom(loopback(30, 1), server->port()));
        const QByteArray answer = c.exchange(bytes);
        QCOMPARE(statusOf(answer), status);
        if (status == 403)
            QVERIFY(!answer.contains("Yzor") && !answer.contains("Ann"));
    }

    // Many small requests on one kept-alive connection are each counted alone (the 32 KB guard counted the whole
    // connection, and buffered bytes twice); one request over the limit is answered 431 or 413, not cut.
    void pipelinedRequestsAreCountedOneByOne()
    {
        PlayersServer::Options options;
        auto server = startServer(options);
        RawClient c;
        QVERIFY(c.connectFrom(loopback(40, 1), server->port()));
        QByteArray many;
        const QByteArray padding(1000, 'x');
        for (int i = 0; i < 50; ++i)
            many += "GET /assets/players.css HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: " + padding + "\r\n\r\n";
        QVERIFY(many.size() > 48 * 1024);
        c.socket.write(many);
        QElapsedTimer clock;
        clock.start();
        while (c.received.count("HTTP/1.1 200") < 50 && clock.elapsed() < 5000 && c.socket.state() == QAbstractSocket::ConnectedState) {
            QTest::qWait(10);
            c.received += c.socket.readAll();
        }
        QVERIFY2(c.received.count("HTTP/1.1 200") == 50, c.received.left(400).constData());
        QCOMPARE(c.socket.state(), QAbstractSocket::ConnectedState);
    }

    void oversizedRequestsAreAnswered_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<int>("status");
        QTest::newRow("headers of 40 KB") << ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + QByteArray(40 * 1024, 'h') + "\r\n\r\n") << 431;
        QTest::newRow("a line of 40 KB") << ("GET /" + QByteArray(40 * 1024, 'p') + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") << 431;
        QTest::newRow("a body of 40 KB") << ("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 40960\r\n\r\n" + QByteArray(40 * 1024, 'b')) << 413;
    }
    void oversizedRequestsAreAnswered()
    {
        QFETCH(QByteArray, request);
        QFETCH(int, status);
        PlayersServer::Options options;
        auto server = startServer(options);
        RawClient c;
        QVERIFY(c.connectFrom(loopback(41, 1), server->port()));
        QCOMPARE(statusOf(c.exchange(request)), status);
        QVERIFY(c.closedWithin(5000));
    }

    // RFC 6455 (5.1): a client's frame must be masked. An unmasked roll is refused — the connection is cut and
    // nothing reaches the dice log — while the same roll masked, on the same kind of connection, goes through.
    // Rows: the frame sent on its own after the handshake, and sent in the same write as the handshake (no
    // browser does that; Qt reads such a frame before the server can hear it, so only the refusal is tested).
    void unmaskedFramesCloseTheConnection_data()
    {
        QTest::addColumn<bool>("masked");
        QTest::addColumn<bool>("withHandshake");
        QTest::newRow("unmasked, after the handshake") << false << false;
        QTest::newRow("unmasked, with the handshake") << false << true;
        QTest::newRow("masked, after the handshake") << true << false;
    }
    void unmaskedFramesCloseTheConnection()
    {
        QFETCH(bool, masked);
        QFETCH(bool, withHandshake);
        PlayersServer::Options options;
        auto server = startServer(options);
        const QByteArray payload = "{\"type\":\"roll\",\"dice\":\"3d6\",\"why\":\"frame test\"}";
        QByteArray frame;
        frame.append(char(0x81)); // FIN, text
        frame.append(char((masked ? 0x80 : 0) | payload.size()));
        QByteArray body = payload;
        if (masked) {
            const QByteArray mask("\x12\x34\x56\x78", 4);
            frame.append(mask);
            for (int i = 0; i < body.size(); ++i)
                body[i] = char(body[i] ^ mask[i % 4]);
        }
        frame.append(body);
        const QString before = QString::number(m_table.campaign->undoStack()->count());
        RawClient c;
        QVERIFY(c.connectFrom(loopback(60, masked ? 1 : 2), server->port()));
        if (withHandshake) {
            c.socket.write(upgradeRequest(server->port(), m_table.ann.token) + frame);
        } else {
            QCOMPARE(statusOf(c.exchange(upgradeRequest(server->port(), m_table.ann.token))), 101);
            QTest::qWait(100);
            c.socket.write(frame);
        }
        if (masked) {
            QVERIFY2(!c.exchange({}, "Rolled", 3000).isEmpty() && c.received.contains("Rolled"), c.received.right(300).constData());
            QCOMPARE(server->refusals(Refusal::UnmaskedFrame), 0);
        } else {
            QVERIFY2(c.closedWithin(3000), "the server kept a connection that sent an unmasked frame");
            QVERIFY2(!c.received.contains("Rolled"), c.received.right(300).constData());
            QCOMPARE(QString::number(m_table.campaign->undoStack()->count()), before);
            QCOMPARE(server->refusals(Refusal::UnmaskedFrame), 1);
        }
    }

    // A page that answers no ping is closed after the silence limit; a live page (Qt answers pings itself, as
    // browsers do) stays.
    void silentPagesAreClosed()
    {
        PlayersServer::Options options;
        options.pingIntervalMs = 100;
        options.silenceLimitMs = 500;
        auto server = startServer(options);
        RawClient mute; // completes the handshake, then never reads or answers
        QVERIFY(mute.connectFrom(loopback(50, 1), server->port()));
        QCOMPARE(statusOf(mute.exchange(upgradeRequest(server->port(), m_table.ann.token))), 101);
        PageSocket alive;
        QVERIFY(alive.open(live(*server, m_table.ben)));
        QTRY_COMPARE_WITH_TIMEOUT(server->connections().size(), 2, 2000);
        QTest::qWait(100);
        mute.socket.readAll();
        // The raw client reads nothing more and sends no pong.
        QTRY_COMPARE_WITH_TIMEOUT(server->connections().size(), 1, 3000);
        QCOMPARE(server->connections().first().player, QStringLiteral("Ben"));
        QVERIFY(!alive.closed);
        QVERIFY(server->refusals(Refusal::TimedOut) >= 1);
    }
};

QTEST_MAIN(TestPlayersHardening)
#include "tst_players_hardening.moc"
