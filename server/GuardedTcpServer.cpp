#include "GuardedTcpServer.h"

#include "LocalNetwork.h"

#include <QSslSocket>


#include <algorithm>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

namespace hk {

namespace {

// A third of the descriptors this process may open: the rest are for the campaign file, the window and the
// sockets being accepted and closed.
int descriptorShare()
{
#ifdef Q_OS_UNIX
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
        return int(std::min<rlim_t>(limit.rlim_cur / 3, 1 << 20));
#endif
    return 1 << 20;
}

constexpr qint64 MaxDrainedBytes = 256 * 1024; // what a refused request may still send while its answer goes out

} // namespace

GuardedTcpServer::GuardedTcpServer(Limits limits, QObject* parent) : QTcpServer(parent), m_limits(limits)
{
    m_budget = std::max(8, std::min(m_limits.connectionBudget, descriptorShare()));
    m_limits.reservedForLinked = std::clamp(m_limits.reservedForLinked, 0, m_budget / 2);
    m_clock.start();
    const int shortest = std::min(m_limits.firstRequestMs, m_limits.idleMs);
    m_sweeper.setInterval(std::clamp(shortest / 4, 50, 1000));
    connect(&m_sweeper, &QTimer::timeout, this, &GuardedTcpServer::sweep);
    m_sweeper.start();
    // Qt stops accepting when accept() fails (out of descriptors, for one): try again shortly rather than never.
    connect(this, &QTcpServer::acceptError, this, [this] { QTimer::singleShot(200, this, &QTcpServer::resumeAccepting); });
}

void GuardedTcpServer::incomingConnection(qintptr handle)
{
    QTcpSocket* socket = m_tls ? new QSslSocket(this) : new QTcpSocket(this);
    if (!socket->setSocketDescriptor(handle)) {
        socket->deleteLater();
        return;
    }
    const QHostAddress peer = socket->peerAddress();
    Refusal why = Refusal::NotLocal;
    if (!admit(peer, &why)) {
        Q_EMIT refused(peer, why);
        socket->abort();
        socket->deleteLater();
        return;
    }
    Guarded g;
    g.socket = socket;
    g.peer = peer;
    g.acceptedAt = m_clock.elapsed();
    g.deadline = g.acceptedAt + m_limits.firstRequestMs;
    m_open.insert(socket, g);
    if (m_tls) {
        auto* secure = static_cast<QSslSocket*>(socket);
        secure->setSslConfiguration(*m_tls);
        connect(secure, &QSslSocket::encrypted, this, [this, secure] {
            watchRequests(secure);
            addPendingConnection(secure);
        });
        // A failed handshake (plain HTTP on this port, a client that refused the certificate) ends it.
        connect(secure, &QSslSocket::errorOccurred, this, [this, secure] { cut(secure); });
        secure->startServerEncryption();
        return;
    }
    // Connected before the HTTP server's own handler (added when the socket is taken from the queue), so the
    // count sees each chunk before it is read. Upgrading to a WebSocket disconnects it (the WebSocket then has
    // its own message limit).
    watchRequests(socket);
    addPendingConnection(socket);
}

bool GuardedTcpServer::admit(const QHostAddress& peer, Refusal* why)
{
    prune();
    const bool proxy = !m_limits.trustedProxy.isNull() && peer.isEqual(m_limits.trustedProxy, QHostAddress::TolerantConversion);
    const bool local = LocalNetwork::isLocalPeer(peer);
    if (m_limits.localPeersOnly && !local)
        *why = Refusal::NotLocal;
    else if (!local && !m_tls && !proxy)
        *why = Refusal::PlainFromOutside;
    else if (m_isLockedOut && m_isLockedOut(peer))
        *why = Refusal::LockedOut;
    else if (!proxy && openFrom(peer) >= m_limits.connectionsPerPeer)
        *why = Refusal::TooManyFromPeer;
    else {
        const auto strangers = std::count_if(m_open.cbegin(), m_open.cend(), [](const Guarded& g) { return !g.linked && !g.webSocket; });
        const bool full = m_open.size() >= m_budget || strangers >= m_budget - m_limits.reservedForLinked;
        if (!full || evictOldestStranger())
            return true;
        *why = Refusal::ServerBusy;
    }
    return false;
}

// The oldest connection that has shown no working link is closed to make room for a new one: a linked
// player's page gets in however many idle strangers there are.
bool GuardedTcpServer::evictOldestStranger()
{
    auto oldest = m_open.end();
    for (auto it = m_open.begin(); it != m_open.end(); ++it) {
        if (!it->linked && !it->webSocket && (oldest == m_open.end() || it->acceptedAt < oldest->acceptedAt))
            oldest = it;
    }
    if (oldest == m_open.end())
        return false;
    Q_EMIT refused(oldest->peer, Refusal::ServerBusy);
    QTcpSocket* socket = oldest->socket;
    m_open.erase(oldest);
    cut(socket);
    return true;
}

int GuardedTcpServer::openConnections()
{
    prune();
    return int(m_open.size());
}

int GuardedTcpServer::openFrom(const QHostAddress& peer) const
{
    return int(std::count_if(m_open.cbegin(), m_open.cend(), [&peer](const Guarded& g) { return g.peer == peer; }));
}

// Connections still open. Found from the sockets themselves: the HTTP server disconnects every signal of a
// socket it hands to a WebSocket, so no signal would tell us when it ends.
void GuardedTcpServer::prune()
{
    m_open.removeIf([](const auto& entry) {
        const QTcpSocket* s = entry.value().socket;
        return !s || s->state() == QAbstractSocket::UnconnectedState;
    });
}

void GuardedTcpServer::watchRequests(QTcpSocket* socket)
{
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { countArrival(socket); });
}

// Qt's HTTP reader reads a request inside a transaction and, until the request is whole, reads all there is;
// so what is available when new bytes arrive is what arrived, plus what was left over unread after the last
// whole request (followed already, see requestDone).
void GuardedTcpServer::countArrival(QTcpSocket* socket)
{
    const auto it = m_open.find(socket);
    if (it == m_open.end())
        return;
    Guarded& g = it.value();
    const qint64 available = socket->bytesAvailable();
    const qint64 fresh = available - g.leftover;
    g.leftover = 0;
    if (fresh <= 0)
        return;
    if (const std::optional<Refusal> tooLarge = follow(g, socket->peek(available).right(fresh))) {
        m_open.erase(it);
        Q_EMIT refused(socket->peerAddress(), *tooLarge);
        answerTooLarge(socket, *tooLarge);
    }
}

namespace {

// Where the headers end in `bytes`, given the head read before them (its last bytes may start the blank line):
// the number of bytes of `bytes` up to and including the blank line, or -1.
qsizetype headerEnd(const QByteArray& head, QByteArrayView bytes)
{
    const QByteArray joined = head.right(2) + bytes.toByteArray();
    qsizetype end = -1;
    for (const char* blank : {"\n\r\n", "\n\n"}) {
        const qsizetype at = joined.indexOf(blank);
        if (at >= 0) {
            const qsizetype after = at + qsizetype(qstrlen(blank)) - (joined.size() - bytes.size());
            if (end < 0 || after < end)
                end = after;
        }
    }
    return end;
}

// The body's length by the headers: Content-Length, -1 for a chunked body, else 0.
qint64 bodyLength(const QByteArray& head)
{
    qint64 length = 0;
    for (const QByteArray& line : head.split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon < 0)
            continue;
        const QByteArray name = line.left(colon).trimmed().toLower();
        const QByteArray value = line.mid(colon + 1).trimmed().toLower();
        if (name == "transfer-encoding" && value.contains("chunked"))
            return -1;
        if (name == "content-length")
            length = std::max<qint64>(0, value.toLongLong());
    }
    return length;
}

} // namespace

// Follows the requests in newly arrived bytes, one after the other (a client may send several at once): the
// line and headers up to the blank line, then the body by its length. A request over the limit is refused as
// soon as that is known — a body by its Content-Length, before any of it is read.
std::optional<Refusal> GuardedTcpServer::follow(Guarded& g, QByteArrayView bytes) const
{
    const qint64 limit = m_limits.bytesPerRequest;
    while (!bytes.isEmpty()) {
        if (!g.readingBody) {
            const qsizetype end = headerEnd(g.head, bytes);
            const qsizetype take = end < 0 ? bytes.size() : end;
            if (g.head.size() + take > limit)
                return Refusal::HeadersTooLarge;
            g.head += bytes.first(take).toByteArray();
            bytes = bytes.sliced(take);
            if (end < 0)
                return std::nullopt;
            g.bodyLeft = bodyLength(g.head);
            g.requestBytes = g.head.size();
            g.head.clear();
            if (g.bodyLeft > 0 && g.requestBytes + g.bodyLeft > limit)
                return Refusal::RequestTooLarge;
            g.readingBody = g.bodyLeft != 0;
            if (!g.readingBody)
                g.requestBytes = 0; // whole: what follows is the next request
            continue;
        }
        const qsizetype take = g.bodyLeft < 0 ? bytes.size() : qsizetype(std::min<qint64>(bytes.size(), g.bodyLeft));
        g.requestBytes += take;
        bytes = bytes.sliced(take);
        if (g.requestBytes > limit)
            return Refusal::RequestTooLarge;
        if (g.bodyLeft > 0 && (g.bodyLeft -= take) == 0) {
            g.readingBody = false;
            g.requestBytes = 0;
        }
    }
    return std::nullopt;
}

void GuardedTcpServer::requestDone(QTcpSocket* socket, bool showedWorkingLink)
{
    const auto it = m_open.find(socket);
    if (it == m_open.end())
        return;
    Guarded& g = it.value();
    ++g.requests;
    g.linked = g.linked || showedWorkingLink;
    g.deadline = m_clock.elapsed() + (g.linked ? m_limits.idleMs : m_limits.firstRequestMs);
    // What is left unread belongs to the next requests (pipelined ones): it was followed as it arrived.
    g.leftover = socket->bytesAvailable();
    if (g.readingBody && g.bodyLeft < 0) { // a chunked body ends where Qt says it does
        g.readingBody = false;
        g.requestBytes = 0;
    }
}

void GuardedTcpServer::becameWebSocket(QTcpSocket* socket)
{
    const auto it = m_open.find(socket);
    if (it != m_open.end()) {
        it->webSocket = true;
        it->linked = true;
    }
}

// The answer to a request over the limit, in place of the HTTP server's (which never sees the request): 431
// while the headers are still coming, 413 for a body. What the client still sends is read and dropped for a
// moment, so that closing does not reset the connection before the answer has arrived.
void GuardedTcpServer::answerTooLarge(QTcpSocket* socket, Refusal why)
{
    const bool headersDone = why == Refusal::RequestTooLarge;
    QObject::disconnect(socket, &QTcpSocket::readyRead, nullptr, nullptr);
    const QByteArray words = (headersDone ? tr("The request is too large for the players' server.")
                                          : tr("The request's headers are too large for the players' server."))
                                 .toUtf8();
    const QByteArray status = headersDone ? QByteArrayLiteral("413 Content Too Large") : QByteArrayLiteral("431 Request Header Fields Too Large");
    socket->write("HTTP/1.1 " + status + "\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: "
                  + QByteArray::number(words.size()) + "\r\nConnection: close\r\n\r\n" + words);
    auto drained = std::make_shared<qint64>(0);
    connect(socket, &QTcpSocket::readyRead, socket, [socket, drained] {
        *drained += socket->readAll().size();
        if (*drained > MaxDrainedBytes)
            socket->abort();
    });
    QTimer::singleShot(500, socket, [socket] { socket->disconnectFromHost(); });
    QTimer::singleShot(3000, socket, [socket] {
        socket->abort();
        socket->deleteLater();
    });
}

// Connections past their time are cut: a new one that has not sent a whole request, a kept-alive one idle.
void GuardedTcpServer::sweep()
{
    prune();
    const qint64 now = m_clock.elapsed();
    QList<QTcpSocket*> late;
    for (const Guarded& g : std::as_const(m_open)) {
        if (!g.webSocket && now > g.deadline)
            late.append(g.socket);
    }
    for (QTcpSocket* socket : late) {
        const Guarded g = m_open.take(socket);
        if (g.requests == 0 || !g.head.isEmpty() || g.readingBody) // a kept-alive connection left idle is no refusal
            Q_EMIT refused(g.peer, Refusal::TimedOut);
        cut(socket);
    }
}

// Ends a connection. One the HTTP server has taken is deleted by it when it disconnects; one still in its TLS
// handshake was never handed over, so it is deleted here.
void GuardedTcpServer::cut(QTcpSocket* socket)
{
    socket->abort();
    if (const auto* secure = qobject_cast<QSslSocket*>(socket); secure && !secure->isEncrypted())
        socket->deleteLater();
}

} // namespace hk
