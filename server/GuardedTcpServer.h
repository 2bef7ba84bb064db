#pragma once

#include "PeerRefusals.h"

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QPointer>
#include <QSslConfiguration>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <functional>
#include <optional>

namespace hk {

// The listening socket of the players' server, with the limits that must hold before any HTTP is read:
// - only peers on the local network are let in (LocalNetwork), unless the server is public; then peers from
//   outside only over TLS, or through the GM's trusted reverse proxy;
// - an address that is locked out (AddressLockout, through isLockedOut) gets nothing;
// - each address may hold a few connections, and all of them together a budget kept well below the process's
//   descriptor limit; when the budget is spent, the oldest connection that has not shown a working link makes
//   room, so idle strangers never keep a linked player out;
// - a new connection must send a whole request in time, and a kept-alive one is closed when idle;
// - a request over the size limit is answered 431 (headers) or 413 (body) and closed.
// Why here: Qt's HTTP server reads a request (and its body) whole before we see it, and keeps idle connections
// for ever, so the limits have to sit below it.
class GuardedTcpServer : public QTcpServer
{
    Q_OBJECT
public:
    struct Limits
    {
        int connectionsPerPeer = 16;
        qint64 bytesPerRequest = 32 * 1024; // one request's line, headers and body
        bool localPeersOnly = true;
        int connectionBudget = 512;    // every connection at once, WebSockets included (see effectiveBudget)
        int reservedForLinked = 128;   // of the budget, kept for connections that showed a working link
        int firstRequestMs = 10000;    // a new connection's time to send its first whole request
        int idleMs = 60000;            // a kept-alive connection's time between requests
        QHostAddress trustedProxy;     // a reverse proxy: it carries every player, so no per-address limit
    };

    explicit GuardedTcpServer(Limits limits, QObject* parent = nullptr);

    // The budget in force: the configured one, lowered to a third of the descriptors this process may open.
    int effectiveBudget() const { return m_budget; }
    int openConnections();
    void setLockoutCheck(std::function<bool(const QHostAddress&)> isLockedOut) { m_isLockedOut = std::move(isLockedOut); }
    // Serve TLS (HTTPS and WSS) with this configuration: a connection is handed to the HTTP server only once its
    // handshake is done, within the first-request time; plain HTTP on the port gets nothing.
    void setTls(const QSslConfiguration& configuration) { m_tls = configuration; }
    bool isSecure() const { return m_tls.has_value(); }

    // What the HTTP layer tells the guard about a connection it has read a whole request from.
    void requestDone(QTcpSocket* socket, bool showedWorkingLink);
    // The connection became a WebSocket: its page's liveness is the WebSocket's (pings), not a request's.
    void becameWebSocket(QTcpSocket* socket);

Q_SIGNALS:
    // A connection was turned away or cut, and why (for the GM's view of the server).
    void refused(const QHostAddress& peer, hk::Refusal why);

protected:
    void incomingConnection(qintptr handle) override;

private:
    struct Guarded
    {
        QPointer<QTcpSocket> socket;
        QHostAddress peer;
        qint64 acceptedAt = 0;
        qint64 deadline = 0;     // ms on m_clock; the connection is cut after it, unless a WebSocket
        // Where the guard is in the stream of requests (it follows them itself: several may come at once).
        bool readingBody = false;
        QByteArray head;         // the request line and headers read so far (at most the limit)
        qint64 bodyLeft = 0;     // of the body being read; -1: chunked, its length unknown
        qint64 requestBytes = 0; // of the request being read
        qint64 leftover = 0;     // bytes already followed, still unread by Qt, when the last request was done
        int requests = 0;        // whole requests read from it
        bool linked = false;     // a request on it carried a working link
        bool webSocket = false;
    };
    bool admit(const QHostAddress& peer, Refusal* why);
    bool evictOldestStranger();
    void watchRequests(QTcpSocket* socket);
    void countArrival(QTcpSocket* socket);
    std::optional<Refusal> follow(Guarded& g, QByteArrayView bytes) const;
    void answerTooLarge(QTcpSocket* socket, Refusal why);
    void sweep();
    void cut(QTcpSocket* socket);
    void prune();
    int openFrom(const QHostAddress& peer) const;

    Limits m_limits;
    int m_budget = 0;
    QElapsedTimer m_clock;
    QTimer m_sweeper;
    QHash<QTcpSocket*, Guarded> m_open;
    std::function<bool(const QHostAddress&)> m_isLockedOut;
    std::optional<QSslConfiguration> m_tls;
};

} // namespace hk
