#include "PlayersServer.h"

#include "FrameMaskGuard.h"
#include "GuardedTcpServer.h"
#include "PlayerActions.h"
#include "LocalNetwork.h"
#include "PlayerRequest.h"
#include "PlayerSnapshot.h"
#include "RateLimiter.h"
#include "ServerNames.h"

#include "campaign/Campaign.h"
#include "players/PlayerLinks.h"

#include <QAbstractHttpServer>
#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QTimer>
#include <QWebSocket>

#include <mutex>

namespace hk {

namespace {

// WebSocket close codes of our own (4000–4999 are the application's): the page stops retrying on 4403.
constexpr int CloseNoAccess = 4403;
constexpr int CloseSilent = 4408;
constexpr int RefusalSummaryMs = 10000; // how often counted refusals are told as one line each

QByteArray asset(const QString& name)
{
    QFile file(QStringLiteral(":/players/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Qt's HTTP server warns on the log for every WebSocket upgrade its handler declines, and the players' server
// declines them on purpose (a stranger's flood, a page of another site): they are counted and told to the GM as
// refusals (PeerRefusals), so Qt's own line about them is switched off — and nothing else of the log.
QLoggingCategory::CategoryFilter s_previousFilter = nullptr;

void quietDeclinedUpgrades(QLoggingCategory* category)
{
    if (s_previousFilter)
        s_previousFilter(category);
    if (qstrcmp(category->categoryName(), "qt.httpserver") == 0)
        category->setEnabled(QtWarningMsg, false);
}

// The page's own scripts and styles by name (nothing else of the resources, and no path in the name).
QByteArray assetType(const QString& name)
{
    static const QRegularExpression plain(QStringLiteral("^[a-z][a-z-]*\\.(js|css)$"));
    if (!plain.match(name).hasMatch())
        return {};
    return name.endsWith(QLatin1String(".js")) ? QByteArrayLiteral("text/javascript; charset=utf-8")
                                                : QByteArrayLiteral("text/css; charset=utf-8");
}

// The token of a page's path "/p/TOKEN[/rest]", and what follows it.
bool splitPlayerPath(const QString& path, QString* token, QString* rest)
{
    if (!path.startsWith(QLatin1String("/p/")))
        return false;
    const QString tail = path.mid(3);
    const qsizetype slash = tail.indexOf(QLatin1Char('/'));
    *token = slash < 0 ? tail : tail.left(slash);
    *rest = slash < 0 ? QString() : tail.mid(slash + 1);
    return true;
}

} // namespace

// What the server makes of a request before it answers it: whether it may be answered, and if not with which
// status and words; whether it carries a working link, and whose.
struct PlayersServer::Screening
{
    bool pass = true;
    Refusal why = Refusal::BadLink;
    QHttpServerResponder::StatusCode status = QHttpServerResponder::StatusCode::Ok;
    QString words;
    bool linked = false; // the path holds a working link
    PlayerLink link;
    QString token;
    QString rest;
    QHostAddress peer; // who sent it (the player behind a trusted proxy)

    static Screening refuse(Refusal why, QHttpServerResponder::StatusCode status, const QString& words)
    {
        Screening s;
        s.pass = false;
        s.why = why;
        s.status = status;
        s.words = words;
        return s;
    }
};

// Qt's HTTP server with our one handler for every request (no router: the few paths are matched in respond()).
// Every request is screened first (PlayersServer::screen); the guard below it is told what became of it.
class PlayersServer::Http : public QAbstractHttpServer
{
public:
    explicit Http(PlayersServer& owner) : QAbstractHttpServer(&owner), m_owner(owner) {}

protected:
    bool handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) override
    {
        // Qt 6.4 hands a WebSocket upgrade over (newWebSocketConnection) once the handler has taken the request
        // without answering it; a refused upgrade goes to missingHandler, which answers with the refusal.
        if (request.value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0) {
            Screening screening = m_owner.screenUpgrade(request, socket);
            screening.peer = m_owner.clientAddress(request, socket);
            if (!screening.pass) {
                m_refusedUpgrades.insert(socket, screening);
                return false;
            }
            m_owner.m_tcp->becameWebSocket(socket);
            m_owner.guardFrames(socket, request);
            return true;
        }
        Screening screening = m_owner.screen(request, socket);
        screening.peer = m_owner.clientAddress(request, socket);
        m_owner.m_tcp->requestDone(socket, screening.linked);
        QHttpServerResponder responder = makeResponder(request, socket);
        m_owner.respond(request, screening, responder);
        return true;
    }
    void missingHandler(const QHttpServerRequest& request, QTcpSocket* socket) override
    {
        const Screening screening = m_refusedUpgrades.take(socket);
        if (screening.pass)
            return makeResponder(request, socket).write(QHttpServerResponder::StatusCode::NotFound);
        makeResponder(request, socket).write(screening.words.toUtf8(), "text/plain; charset=utf-8", screening.status);
    }

private:
    PlayersServer& m_owner;
    QHash<QTcpSocket*, Screening> m_refusedUpgrades; // taken again at once by missingHandler
};

struct PlayersServer::Client
{
    QWebSocket* socket = nullptr;
    qint64 linkId = 0;
    QString token;
    QString player;
    QHostAddress peer;
    QDateTime since;
    int serial = 0;
    QByteArray lastSnapshot; // what was last sent, without its serial
    QElapsedTimer heard;     // since the page last sent anything (a message or a pong)
};

PlayersServer::PlayersServer(Campaign& campaign, QObject* parent)
    : QObject(parent), m_campaign(campaign)
{
    for (auto signal : {&Campaign::combatChanged, &Campaign::downtimeChanged, &Campaign::charactersChanged, &Campaign::diceLogged,
                        &Campaign::infoChanged, &Campaign::restored, &Campaign::rulesChanged, &Campaign::playersChanged,
                        &Campaign::treasuryChanged}) // the party purse, when the GM shares it
        connect(&m_campaign, signal, this, &PlayersServer::schedulePush);
    connect(&m_campaign, &QObject::destroyed, this, [this] {
        m_campaignGone = true;
        stop();
    });
}

PlayersServer::~PlayersServer()
{
    stop();
}

bool PlayersServer::start(const Options& options, QString* error)
{
    stop();
    if (!options.localPeersOnly && !options.tls && options.trustedProxy.isNull()) {
        *error = tr("A players' server open beyond the local network needs encryption (TLS) or a reverse proxy in "
                    "front of it: the links would otherwise cross the internet readable by anyone on the way.");
        return false;
    }
    static std::once_flag quiet;
    std::call_once(quiet, [] { s_previousFilter = QLoggingCategory::installFilter(quietDeclinedUpgrades); });
    m_options = options;
    m_httpLimiter = std::make_unique<RateLimiter>(options.requestBurst, options.requestsPerSecond);
    m_handshakeLimiter = std::make_unique<RateLimiter>(options.handshakeBurst, options.handshakesPerSecond);
    m_requestLimiter = std::make_unique<RateLimiter>(options.linkMessageBurst, options.linkMessagesPerSecond);
    m_lockout = std::make_unique<AddressLockout>(options.lockout);
    m_names = std::make_unique<ServerNames>(ServerNames::ofThisMachine(options.extraHostNames));
    m_http = std::make_unique<Http>(*this);
    GuardedTcpServer::Limits limits = options.connections;
    limits.localPeersOnly = options.localPeersOnly;
    limits.trustedProxy = options.trustedProxy;
    m_tcp = new GuardedTcpServer(limits, m_http.get());
    if (options.tls)
        m_tcp->setTls(*options.tls);
    m_tcp->setLockoutCheck([this](const QHostAddress& peer) { return m_lockout->isLockedOut(peer); });
    connect(m_tcp, &GuardedTcpServer::refused, this, &PlayersServer::noteRefusal);
    if (!m_tcp->listen(options.bind, options.port)) {
        *error = tr("The players' server cannot listen on %1 port %2: %3")
                     .arg(options.bind.toString()).arg(options.port).arg(m_tcp->errorString());
        m_http.reset();
        m_tcp = nullptr;
        return false;
    }
    m_http->bind(m_tcp);
    connect(m_http.get(), &QAbstractHttpServer::newWebSocketConnection, this, &PlayersServer::acceptWebSocket);
    m_refusalFlusher = std::make_unique<QTimer>();
    connect(m_refusalFlusher.get(), &QTimer::timeout, this, &PlayersServer::flushRefusals);
    m_refusalFlusher->start(RefusalSummaryMs);
    m_pinger = std::make_unique<QTimer>();
    connect(m_pinger.get(), &QTimer::timeout, this, &PlayersServer::pingPages);
    m_pinger->start(std::max(50, options.pingIntervalMs));
    return true;
}

void PlayersServer::stop()
{
    if (!m_http)
        return;
    for (const std::unique_ptr<Client>& client : m_clients) {
        client->socket->disconnect(this);
        client->socket->close(QWebSocketProtocol::CloseCodeGoingAway, tr("The GM has stopped the players' server."));
        client->socket->deleteLater();
    }
    m_clients.clear();
    m_pinger.reset();
    m_refusalFlusher.reset();
    m_tcp = nullptr;
    m_http.reset();
    Q_EMIT connectionsChanged();
}

bool PlayersServer::isRunning() const
{
    return bool(m_http);
}

bool PlayersServer::isSecure() const
{
    return m_tcp && m_tcp->isSecure();
}

quint16 PlayersServer::port() const
{
    const QList<QTcpServer*> servers = m_http ? m_http->servers() : QList<QTcpServer*>{};
    return servers.isEmpty() ? 0 : servers.first()->serverPort();
}

QUrl PlayersServer::linkUrl(const PlayerLink& link) const
{
    const QHostAddress any = m_options.bind;
    const bool everywhere = any == QHostAddress(QHostAddress::Any) || any == QHostAddress(QHostAddress::AnyIPv4)
                            || any == QHostAddress(QHostAddress::AnyIPv6);
    QUrl url;
    if (m_options.publicUrl.isValid() && !m_options.publicUrl.host().isEmpty()) {
        url = m_options.publicUrl;
        url.setPath(url.path().chopped(url.path().endsWith(QLatin1Char('/')) ? 1 : 0) + QStringLiteral("/p/") + link.token);
        return url;
    }
    url.setScheme(isSecure() ? QStringLiteral("https") : QStringLiteral("http"));
    url.setHost(everywhere ? LocalNetwork::lanAddress().toString() : any.toString());
    url.setPort(port());
    url.setPath(QStringLiteral("/p/") + link.token);
    return url;
}

void PlayersServer::setEncounter(qint64 encounterId)
{
    if (encounterId == m_encounterId)
        return;
    m_encounterId = encounterId;
    schedulePush();
}

QList<PlayersServer::Connection> PlayersServer::connections() const
{
    QList<Connection> out;
    for (const std::unique_ptr<Client>& c : m_clients)
        out.append({c->linkId, c->player, c->peer, c->since});
    return out;
}

qint64 PlayersServer::shownEncounter()
{
    if (m_encounterId > 0)
        return m_encounterId;
    QString error;
    return PlayerSnapshot::currentEncounter(m_campaign, &error);
}

bool PlayersServer::snapshotFor(const PlayerLink& link, QJsonObject* out, QString* error)
{
    return PlayerSnapshot(m_campaign, link).build(shownEncounter(), out, error);
}

PlayersServer::Screening PlayersServer::screen(const QHttpServerRequest& request, QTcpSocket* socket)
{
    using Status = QHttpServerResponder::StatusCode;
    const QHostAddress peer = clientAddress(request, socket);
    if (m_lockout->isLockedOut(peer))
        return Screening::refuse(Refusal::LockedOut, Status::TooManyRequests, tr("Too many links that do not work came from here; wait a while."));
    if (!m_httpLimiter->allow(peer.toString()))
        return Screening::refuse(Refusal::TooManyRequests, Status::TooManyRequests, tr("Too many requests; wait a moment."));
    if (!m_names->acceptsHost(request.value("host")) || !m_names->acceptsOrigin(request.value("origin")))
        return Screening::refuse(Refusal::WrongHost, Status::Forbidden, tr("This server does not answer for that name."));
    Screening screening;
    if (!splitPlayerPath(request.url().path(), &screening.token, &screening.rest))
        return screening;
    QString error;
    if (!PlayerLinks(m_campaign).byToken(screening.token, &screening.link, &error)) {
        if (m_lockout->strike(peer))
            noteRefusal(peer, Refusal::LockedOut);
        return Screening::refuse(Refusal::BadLink, Status::Forbidden, tr("This link does not work. Ask the GM for a new one."));
    }
    screening.linked = true;
    return screening;
}

// A WebSocket handshake: the same checks as a request, its own rate, and the link's page limit. A link that
// does not work is let through to be closed with the code that tells the page to stop retrying (4403).
PlayersServer::Screening PlayersServer::screenUpgrade(const QHttpServerRequest& request, QTcpSocket* socket)
{
    using Status = QHttpServerResponder::StatusCode;
    const QHostAddress peer = clientAddress(request, socket);
    Screening screening;
    if (m_lockout->isLockedOut(peer))
        screening = Screening::refuse(Refusal::LockedOut, Status::TooManyRequests, tr("Too many links that do not work came from here; wait a while."));
    else if (!m_handshakeLimiter->allow(peer.toString()))
        screening = Screening::refuse(Refusal::TooManyRequests, Status::TooManyRequests, tr("Too many requests; wait a moment."));
    else if (!m_names->acceptsHost(request.value("host")) || !m_names->acceptsOrigin(request.value("origin")))
        screening = Screening::refuse(Refusal::WrongHost, Status::Forbidden, tr("This server does not answer for that name."));
    if (!screening.pass) {
        noteRefusal(peer, screening.why);
        return screening;
    }
    QString error;
    if (splitPlayerPath(request.url().path(), &screening.token, &screening.rest)
        && PlayerLinks(m_campaign).byToken(screening.token, &screening.link, &error)) {
        const qint64 linkId = screening.link.id;
        const auto open = std::count_if(m_clients.begin(), m_clients.end(), [linkId](const auto& c) { return c->linkId == linkId; });
        if (open >= m_options.pagesPerLink) {
            noteRefusal(peer, Refusal::TooManyPages);
            return Screening::refuse(Refusal::TooManyPages, Status::TooManyRequests, tr("Too many pages are open with this link."));
        }
        screening.linked = true;
    } else if (m_lockout->strike(peer)) {
        noteRefusal(peer, Refusal::LockedOut);
    }
    if (m_forwardedFor.size() > 1024) // handshakes that never became WebSockets
        m_forwardedFor.clear();
    m_forwardedFor.insert(socket->peerAddress().toString() + QLatin1Char(':') + QString::number(socket->peerPort()), peer);
    return screening;
}

void PlayersServer::respond(const QHttpServerRequest& request, const Screening& screening, QHttpServerResponder& responder)
{
    using Status = QHttpServerResponder::StatusCode;
    const auto send = [&responder](Status status, const QByteArray& type, const QByteArray& body) {
        responder.writeStatusLine(status);
        responder.writeHeader("Content-Type", type);
        responder.writeHeader("Content-Length", QByteArray::number(body.size()));
        responder.writeHeader("Cache-Control", "no-store");
        responder.writeHeader("X-Content-Type-Options", "nosniff");
        responder.writeHeader("Referrer-Policy", "no-referrer");
        responder.writeHeader("Content-Security-Policy",
                              "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; style-src 'self'; "
                              "frame-ancestors 'none'");
        responder.writeBody(body);
    };
    const auto text = [&send](Status status, const QString& words) { send(status, "text/plain; charset=utf-8", words.toUtf8()); };
    if (!screening.pass) {
        noteRefusal(screening.peer, screening.why);
        return text(screening.status, screening.words);
    }
    if (request.method() != QHttpServerRequest::Method::Get)
        return text(Status::MethodNotAllowed, tr("The players' page only reads."));
    const QString path = request.url().path();
    if (path.startsWith(QLatin1String("/assets/"))) {
        const QString name = path.mid(8);
        const QByteArray type = assetType(name);
        const QByteArray body = type.isEmpty() ? QByteArray() : asset(name);
        return body.isEmpty() ? text(Status::NotFound, tr("There is nothing here.")) : send(Status::Ok, type, body);
    }
    if (screening.token.isEmpty() && !screening.linked)
        return text(Status::NotFound, tr("This is Hexkeeper's players' server. Ask the GM for your link."));
    if (screening.rest.isEmpty())
        return send(Status::Ok, "text/html; charset=utf-8", asset(QStringLiteral("index.html")));
    if (screening.rest == QLatin1String("snapshot")) {
        QJsonObject snapshot;
        QString error;
        if (!snapshotFor(screening.link, &snapshot, &error))
            return text(Status::InternalServerError, error);
        return send(Status::Ok, "application/json", QJsonDocument(snapshot).toJson(QJsonDocument::Compact));
    }
    return text(Status::NotFound, tr("There is nothing here."));
}

QHostAddress PlayersServer::clientAddress(const QHttpServerRequest& request, const QTcpSocket* socket) const
{
    const QHostAddress peer = socket->peerAddress();
    if (m_options.trustedProxy.isNull() || !peer.isEqual(m_options.trustedProxy, QHostAddress::TolerantConversion))
        return peer;
    // The proxy adds the address it took the request from at the end; what comes before is the client's word.
    const QByteArray forwarded = request.value("x-forwarded-for").split(',').last().trimmed();
    const QHostAddress player(QString::fromLatin1(forwarded));
    return player.isNull() ? peer : player;
}

// The frame guard goes on the connection once the HTTP server has handed it to the WebSocket server (which drops
// every earlier connection of the socket's signals) and before that server reads the handshake: both happen by
// queued calls, and this one is queued first.
void PlayersServer::guardFrames(QTcpSocket* socket, const QHttpServerRequest& request)
{
    const QByteArray handshake = "GET " + request.url().path(QUrl::FullyEncoded).toUtf8() + ' ';
    const QString key = socket->peerAddress().toString() + QLatin1Char(':') + QString::number(socket->peerPort());
    QPointer<QTcpSocket> guarded(socket);
    QMetaObject::invokeMethod(
        this,
        [this, guarded, handshake, key] {
            if (!guarded)
                return;
            auto* guard = new FrameMaskGuard(guarded, handshake);
            const QHostAddress peer = guarded->peerAddress();
            connect(guard, &FrameMaskGuard::unmaskedFrame, this, [this, peer] { noteRefusal(peer, Refusal::UnmaskedFrame); });
            if (m_frameGuards.size() > 1024)
                m_frameGuards.removeIf([](const auto& entry) { return !entry.value(); });
            m_frameGuards.insert(key, guard);
        },
        Qt::QueuedConnection);
}

void PlayersServer::noteRefusal(const QHostAddress& peer, Refusal why)
{
    const QString line = m_refusals.note(peer, why);
    if (!line.isEmpty())
        Q_EMIT refused(line);
}

void PlayersServer::flushRefusals()
{
    for (const QString& line : m_refusals.flush())
        Q_EMIT refused(line);
}

// Each open page is pinged (a browser answers by itself); one that has sent nothing, not even a pong, for the
// silence limit is gone (a phone put away, a network that dropped) or is holding a connection for nothing.
void PlayersServer::pingPages()
{
    QList<Client*> silent;
    for (const std::unique_ptr<Client>& c : m_clients) {
        if (c->heard.elapsed() > m_options.silenceLimitMs)
            silent.append(c.get());
        else
            c->socket->ping();
    }
    for (Client* c : silent) {
        noteRefusal(c->peer, Refusal::TimedOut);
        drop(c, CloseSilent, tr("The page fell silent."));
    }
}

int PlayersServer::openConnections() const
{
    return m_tcp ? m_tcp->openConnections() : 0;
}

int PlayersServer::connectionBudget() const
{
    return m_tcp ? m_tcp->effectiveBudget() : 0;
}

void PlayersServer::acceptWebSocket()
{
    while (m_http && m_http->hasPendingWebSocketConnections()) {
        QWebSocket* socket = m_http->nextPendingWebSocketConnection().release();
        socket->setParent(this);
        QString token;
        QString rest;
        PlayerLink link;
        QString error;
        const bool known = splitPlayerPath(socket->requestUrl().path(), &token, &rest) && rest == QLatin1String("live")
                           && PlayerLinks(m_campaign).byToken(token, &link, &error);
        const QHostAddress forwarded = m_forwardedFor.take(socket->peerAddress().toString() + QLatin1Char(':') + QString::number(socket->peerPort()));
        const QHostAddress peer = forwarded.isNull() ? socket->peerAddress() : forwarded;
        if (!known) {
            noteRefusal(peer, Refusal::BadLink);
            // Closed once the handshake that brought it has finished reading from the socket.
            const QString why = tr("This link does not work.");
            QTimer::singleShot(0, socket, [socket, why] {
                socket->close(QWebSocketProtocol::CloseCode(CloseNoAccess), why);
                socket->deleteLater();
            });
            continue;
        }
        if (const QPointer<FrameMaskGuard> guard = m_frameGuards.take(socket->peerAddress().toString() + QLatin1Char(':')
                                                                      + QString::number(socket->peerPort())))
            guard->webSocketTookOver();
        socket->setMaxAllowedIncomingMessageSize(PlayerRequest::MaxBytes);
        socket->setMaxAllowedIncomingFrameSize(PlayerRequest::MaxBytes);
        auto client = std::make_unique<Client>();
        client->socket = socket;
        client->linkId = link.id;
        client->token = token;
        client->player = link.name;
        client->peer = peer;
        client->since = QDateTime::currentDateTime();
        client->heard.start();
        Client* raw = client.get();
        m_clients.push_back(std::move(client));
        connect(socket, &QWebSocket::textMessageReceived, this, [this, raw](const QString& text) { onMessage(raw, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, raw](const QByteArray&) {
            raw->heard.start();
            reply(raw, {{QStringLiteral("type"), QStringLiteral("error")}, {QStringLiteral("message"), tr("The page sends text only.")}});
        });
        connect(socket, &QWebSocket::disconnected, this, [this, raw] { drop(raw, -1, {}); });
        connect(socket, &QWebSocket::pong, this, [raw] { raw->heard.start(); });
        Q_EMIT connectionsChanged();
        push();
    }
}

void PlayersServer::drop(Client* client, int code, const QString& reason)
{
    const auto it = std::find_if(m_clients.begin(), m_clients.end(), [client](const auto& c) { return c.get() == client; });
    if (it == m_clients.end())
        return;
    QWebSocket* socket = client->socket;
    socket->disconnect(this);
    QTimer::singleShot(0, socket, [socket, code, reason] {
        if (code > 0)
            socket->close(QWebSocketProtocol::CloseCode(code), reason);
        socket->deleteLater();
    });
    m_clients.erase(it);
    Q_EMIT connectionsChanged();
}

void PlayersServer::reply(Client* client, const QJsonObject& message)
{
    client->socket->sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void PlayersServer::onMessage(Client* client, const QString& text)
{
    const auto answer = [&](const QString& id, const QString& type, const QString& key, const QString& words) {
        QJsonObject o{{QStringLiteral("type"), type}, {key, words}};
        if (!id.isEmpty())
            o.insert(QStringLiteral("id"), id);
        reply(client, o);
    };
    client->heard.start();
    QString id;
    QString error;
    if (!m_requestLimiter->allow(client->token))
        return answer({}, QStringLiteral("error"), QStringLiteral("message"), tr("Too many requests; wait a moment."));
    const std::optional<PlayerRequest> request = PlayerRequest::parse(text.toUtf8(), &id, &error);
    if (!request)
        return answer(id, QStringLiteral("error"), QStringLiteral("message"), error);
    PlayerLink link;
    if (!PlayerLinks(m_campaign).byToken(client->token, &link, &error))
        return drop(client, CloseNoAccess, tr("This link does not work."));
    QJsonObject result;
    if (!PlayerActions::perform(m_campaign, link, *request, shownEncounter(), &result, &error))
        return answer(id, QStringLiteral("error"), QStringLiteral("message"), error);
    result.insert(QStringLiteral("type"), QStringLiteral("result"));
    if (!id.isEmpty())
        result.insert(QStringLiteral("id"), id);
    reply(client, result);
}

void PlayersServer::schedulePush()
{
    if (m_pushScheduled || m_clients.empty())
        return;
    m_pushScheduled = true;
    QTimer::singleShot(0, this, &PlayersServer::push);
}

void PlayersServer::push()
{
    m_pushScheduled = false;
    if (m_campaignGone)
        return;
    QHash<qint64, QByteArray> built; // one snapshot per link, however many of its pages are open
    for (std::size_t i = 0; i < m_clients.size();) {
        Client* client = m_clients[i].get();
        PlayerLink link;
        QString error;
        if (!PlayerLinks(m_campaign).byToken(client->token, &link, &error)) {
            drop(client, CloseNoAccess, tr("This link no longer works."));
            continue; // the vector lost this client: the same index is the next one
        }
        if (!built.contains(link.id)) {
            QJsonObject snapshot;
            if (!snapshotFor(link, &snapshot, &error)) {
                Q_EMIT refused(error);
                ++i;
                continue;
            }
            built.insert(link.id, QJsonDocument(snapshot).toJson(QJsonDocument::Compact));
        }
        const QByteArray& snapshot = built.value(link.id);
        client->player = link.name;
        if (snapshot != client->lastSnapshot) {
            client->lastSnapshot = snapshot;
            QJsonObject message = QJsonDocument::fromJson(snapshot).object();
            message.insert(QStringLiteral("serial"), ++client->serial);
            client->socket->sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
        }
        ++i;
    }
    Q_EMIT pushed();
}

} // namespace hk
