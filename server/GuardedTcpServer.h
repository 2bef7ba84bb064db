#pragma once

#include <QHostAddress>
#include <QList>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>

namespace hk {

// The listening socket of the players' server, with the limits that must hold before any HTTP is read:
// only peers on the local network (LocalNetwork) are let in, each address may hold a few connections at a
// time, and a connection that sends more than an HTTP request of ours could need is cut. Why here: Qt's HTTP
// server reads a request (and its body) whole before we see it, so the size limit has to sit below it.
class GuardedTcpServer : public QTcpServer
{
    Q_OBJECT
public:
    struct Limits
    {
        int connectionsPerPeer = 16;
        qint64 bytesBeforeUpgrade = 32 * 1024; // what a connection may send before it becomes a WebSocket
        bool localPeersOnly = true;
    };

    explicit GuardedTcpServer(Limits limits, QObject* parent = nullptr) : QTcpServer(parent), m_limits(limits) {}

Q_SIGNALS:
    // A connection was turned away or cut, and why (for the GM's view of the server).
    void refused(const QHostAddress& peer, const QString& why);

protected:
    void incomingConnection(qintptr handle) override;

private:
    void watchSize(QTcpSocket* socket);
    // Connections still open from this peer. Counted from the sockets themselves: the HTTP server disconnects
    // every signal of a socket it hands to a WebSocket, so no signal would tell us when it ends.
    int openFrom(const QHostAddress& peer);
    Limits m_limits;
    QList<QPointer<QTcpSocket>> m_sockets;
};

} // namespace hk
