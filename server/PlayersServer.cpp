#include "PlayersServer.h"

#include "GuardedTcpServer.h"
#include "PlayerActions.h"
#include "LocalNetwork.h"
#include "PlayerRequest.h"
#include "PlayerSnapshot.h"
#include "RateLimiter.h"

#include "campaign/Campaign.h"
#include "players/PlayerLinks.h"

#include <QAbstractHttpServer>
#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTimer>
#include <QWebSocket>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::PlayersServer", text);
}

// WebSocket close codes of our own (4000–4999 are the application's): the page stops retrying on 4403.
constexpr int CloseNoAccess = 4403;
constexpr int CloseTooMany = 4429;
constexpr int MaxClients = 64;

QByteArray asset(const QString& name)
{
    QFile file(QStringLiteral(":/players/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
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

// Qt's HTTP server with our one handler for every request (no router: the few paths are matched in respond()).
class PlayersServer::Http : public QAbstractHttpServer
{
public:
    explicit Http(PlayersServer& owner) : QAbstractHttpServer(&owner), m_owner(owner) {}

protected:
    bool handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) override
    {
        // Qt 6.4 hands a WebSocket upgrade over (newWebSocketConnection) once the handler has taken the request
        // without answering it; the token is checked when the WebSocket arrives.
        if (request.value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0)
            return true;
        QHttpServerResponder responder = makeResponder(request, socket);
        m_owner.respond(request, responder);
        return true;
    }
    void missingHandler(const QHttpServerRequest& request, QTcpSocket* socket) override
    {
        makeResponder(request, socket).write(QHttpServerResponder::StatusCode::NotFound);
    }

private:
    PlayersServer& m_owner;
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
};

PlayersServer::PlayersServer(Campaign& campaign, QObject* parent)
    : QObject(parent), m_campaign(campaign), m_requestLimiter(std::make_unique<RateLimiter>(8, 2))
{
    for (auto signal : {&Campaign::combatChanged, &Campaign::downtimeChanged, &Campaign::charactersChanged, &Campaign::diceLogged,
                        &Campaign::infoChanged, &Campaign::restored, &Campaign::rulesChanged, &Campaign::playersChanged})
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
    m_options = options;
    m_httpLimiter = std::make_unique<RateLimiter>(options.requestBurst, options.requestsPerSecond);
    m_http = std::make_unique<Http>(*this);
    auto* tcp = new GuardedTcpServer({16, 32 * 1024, options.localPeersOnly}, m_http.get());
    connect(tcp, &GuardedTcpServer::refused, this, [this](const QHostAddress& peer, const QString& why) {
        Q_EMIT refused(tr("%1: %2").arg(peer.toString(), why));
    });
    if (!tcp->listen(options.bind, options.port)) {
        *error = tr("The players' server cannot listen on %1 port %2: %3")
                     .arg(options.bind.toString()).arg(options.port).arg(tcp->errorString());
        m_http.reset();
        return false;
    }
    m_http->bind(tcp);
    connect(m_http.get(), &QAbstractHttpServer::newWebSocketConnection, this, &PlayersServer::acceptWebSocket);
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
    m_http.reset();
    Q_EMIT connectionsChanged();
}

bool PlayersServer::isRunning() const
{
    return bool(m_http);
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
    url.setScheme(QStringLiteral("http"));
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

void PlayersServer::respond(const QHttpServerRequest& request, QHttpServerResponder& responder)
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
    if (!m_httpLimiter->allow(request.remoteAddress().toString())) {
        Q_EMIT refused(tr("%1: too many requests").arg(request.remoteAddress().toString()));
        return text(Status::TooManyRequests, tr("Too many requests; wait a moment."));
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
    QString token;
    QString rest;
    if (!splitPlayerPath(path, &token, &rest))
        return text(Status::NotFound, tr("This is Hexkeeper's players' server. Ask the GM for your link."));
    PlayerLink link;
    QString error;
    if (!PlayerLinks(m_campaign).byToken(token, &link, &error)) {
        Q_EMIT refused(tr("%1: a link that does not work").arg(request.remoteAddress().toString()));
        return text(Status::Forbidden, tr("This link does not work. Ask the GM for a new one."));
    }
    if (rest.isEmpty())
        return send(Status::Ok, "text/html; charset=utf-8", asset(QStringLiteral("index.html")));
    if (rest == QLatin1String("snapshot")) {
        QJsonObject snapshot;
        if (!snapshotFor(link, &snapshot, &error))
            return text(Status::InternalServerError, error);
        return send(Status::Ok, "application/json", QJsonDocument(snapshot).toJson(QJsonDocument::Compact));
    }
    return text(Status::NotFound, tr("There is nothing here."));
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
        if (!known || int(m_clients.size()) >= MaxClients) {
            Q_EMIT refused(tr("%1: a link that does not work").arg(socket->peerAddress().toString()));
            // Closed once the handshake that brought it has finished reading from the socket.
            const int code = known ? CloseTooMany : CloseNoAccess;
            const QString why = known ? tr("Too many pages are open.") : tr("This link does not work.");
            QTimer::singleShot(0, socket, [socket, code, why] {
                socket->close(QWebSocketProtocol::CloseCode(code), why);
                socket->deleteLater();
            });
            continue;
        }
        socket->setMaxAllowedIncomingMessageSize(PlayerRequest::MaxBytes);
        socket->setMaxAllowedIncomingFrameSize(PlayerRequest::MaxBytes);
        auto client = std::make_unique<Client>();
        client->socket = socket;
        client->linkId = link.id;
        client->token = token;
        client->player = link.name;
        client->peer = socket->peerAddress();
        client->since = QDateTime::currentDateTime();
        Client* raw = client.get();
        m_clients.push_back(std::move(client));
        connect(socket, &QWebSocket::textMessageReceived, this, [this, raw](const QString& text) { onMessage(raw, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, raw](const QByteArray&) {
            reply(raw, {{QStringLiteral("type"), QStringLiteral("error")}, {QStringLiteral("message"), tr("The page sends text only.")}});
        });
        connect(socket, &QWebSocket::disconnected, this, [this, raw] { drop(raw, -1, {}); });
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
    QString result;
    if (!PlayerActions::perform(m_campaign, link, *request, shownEncounter(), &result, &error))
        return answer(id, QStringLiteral("error"), QStringLiteral("message"), error);
    answer(id, QStringLiteral("result"), QStringLiteral("text"), result);
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
