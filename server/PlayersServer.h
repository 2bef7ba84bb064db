#pragma once

#include "AddressLockout.h"
#include "GuardedTcpServer.h"
#include "PeerRefusals.h"
#include "players/PlayerLink.h"

#include <QDateTime>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QSslConfiguration>
#include <QUrl>

#include <memory>
#include <optional>

class QHttpServerRequest;
class QHttpServerResponder;
class QTcpSocket;
class QTimer;

namespace hk {

class Campaign;
class RateLimiter;
class ServerNames;
class FrameMaskGuard;

// The players' server: serves each player's page (docs/players-protocol.md) over HTTP on the local network and
// pushes his snapshot over a WebSocket whenever the campaign changes, so phones and laptops at the table show
// the fight, the timeline and their own sheets live. It reads through the players' view only (PlayerSnapshot)
// and acts only as the player's link allows: a roll into the dice log, a proposal the GM decides on — each one
// step of the campaign's change mechanism. The window runs it on the GM's open campaign; `hexkeeper-cli
// serve` runs it headless. It stops when it is destroyed, and with the campaign.
class PlayersServer : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QHostAddress bind = QHostAddress::Any;
        quint16 port = 0;            // 0: any free port
        // Refuse peers outside the local network (LocalNetwork). When false (public), peers from outside are
        // let in only over TLS or through the trusted proxy.
        bool localPeersOnly = true;
        std::optional<QSslConfiguration> tls; // serve HTTPS and WSS (TlsIdentity::serverConfiguration)
        // A reverse proxy in front of the server (Caddy): its X-Forwarded-For names the player, for the limits
        // and the lockout; no other peer's X-Forwarded-For is believed.
        QHostAddress trustedProxy;
        QUrl publicUrl;              // the address players open when it is not this machine's (the proxy's)
        // HTTP requests one address may make: a burst, then so many a second (a page's load is four or five).
        double requestBurst = 60;
        double requestsPerSecond = 20;
        // WebSocket handshakes one address may start: a burst, then so many a second (a page opens one, and
        // one again after each time its connection drops).
        double handshakeBurst = 30;
        double handshakesPerSecond = 2;
        // Messages one link's pages may send (rolls, proposals, requests, previews): a burst, then so many a
        // second.
        double linkMessageBurst = 8;
        double linkMessagesPerSecond = 2;
        int pagesPerLink = 4;          // a player's phone, laptop and a tablet, and a page reloaded
        int pingIntervalMs = 20000;    // each open page is pinged so often…
        int silenceLimitMs = 60000;    // …and closed when nothing came from it for so long
        GuardedTcpServer::Limits connections;
        AddressLockout::Limits lockout;
        QStringList extraHostNames;    // names the server is reached under besides this machine's own
    };

    struct Connection
    {
        qint64 linkId = 0;
        QString player;
        QHostAddress peer;
        QDateTime since;
    };

    explicit PlayersServer(Campaign& campaign, QObject* parent = nullptr);
    ~PlayersServer() override;

    bool start(const Options& options, QString* error);
    void stop();
    bool isRunning() const;
    bool isSecure() const;
    quint16 port() const;
    // The address a player opens on his device: http://ADDRESS:PORT/p/TOKEN, with the machine's address on
    // the local network when the server listens on all of them.
    QUrl linkUrl(const PlayerLink& link) const;

    // The fight the pages show once it has begun; 0 follows the newest fight under way.
    void setEncounter(qint64 encounterId);
    qint64 encounter() const { return m_encounterId; }

    QList<Connection> connections() const;
    // Refusals since the server was made (all, or of one kind): for the window and the tests.
    qint64 refusals() const { return m_refusals.total(); }
    qint64 refusals(Refusal why) const { return m_refusals.count(why); }
    // Connections open now (pages, requests under way and idle ones), and the most the server takes.
    int openConnections() const;
    int connectionBudget() const;

Q_SIGNALS:
    void connectionsChanged();
    // A request turned away (an outsider, a bad token, too many requests), in words for the GM.
    void refused(const QString& what);
    // Every page that needed it has been sent the campaign as it is now.
    void pushed();

private:
    class Http;
    struct Client;
    struct Screening;
    Screening screen(const QHttpServerRequest& request, QTcpSocket* socket);
    Screening screenUpgrade(const QHttpServerRequest& request, QTcpSocket* socket);
    void respond(const QHttpServerRequest& request, const Screening& screening, QHttpServerResponder& responder);
    void noteRefusal(const QHostAddress& peer, Refusal why);
    void guardFrames(QTcpSocket* socket, const QHttpServerRequest& request);
    // Who sent a request: the peer, or the player behind the trusted proxy as its X-Forwarded-For says.
    QHostAddress clientAddress(const QHttpServerRequest& request, const QTcpSocket* socket) const;
    void flushRefusals();
    void pingPages();
    void acceptWebSocket();
    void onMessage(Client* client, const QString& text);
    void reply(Client* client, const QJsonObject& message);
    void schedulePush();
    void push();
    void drop(Client* client, int code, const QString& reason);
    bool snapshotFor(const PlayerLink& link, QJsonObject* out, QString* error);
    qint64 shownEncounter();

    Campaign& m_campaign;
    std::unique_ptr<Http> m_http;
    std::unique_ptr<RateLimiter> m_httpLimiter;    // requests per peer address
    std::unique_ptr<RateLimiter> m_requestLimiter; // a page's rolls and proposals, per link
    std::unique_ptr<RateLimiter> m_handshakeLimiter; // WebSocket handshakes per peer address
    std::unique_ptr<AddressLockout> m_lockout;     // addresses that sent too many links that do not work
    std::unique_ptr<ServerNames> m_names;
    GuardedTcpServer* m_tcp = nullptr;             // owned by m_http
    PeerRefusals m_refusals;
    std::unique_ptr<QTimer> m_refusalFlusher;
    std::unique_ptr<QTimer> m_pinger;
    QHash<QString, QPointer<FrameMaskGuard>> m_frameGuards; // "peer:port" of a WebSocket being opened
    QHash<QString, QHostAddress> m_forwardedFor; // "peer:port" of a WebSocket being opened → the player behind the proxy
    Options m_options;
    qint64 m_encounterId = 0;
    bool m_pushScheduled = false;
    bool m_campaignGone = false;
    std::vector<std::unique_ptr<Client>> m_clients;
};

} // namespace hk
