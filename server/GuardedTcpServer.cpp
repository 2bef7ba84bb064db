#include "GuardedTcpServer.h"

#include "LocalNetwork.h"

#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QPointer>
#include <QTcpSocket>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::GuardedTcpServer", text);
}

} // namespace

void GuardedTcpServer::incomingConnection(qintptr handle)
{
    auto* socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(handle)) {
        socket->deleteLater();
        return;
    }
    const QHostAddress peer = socket->peerAddress();
    QString why;
    if (m_limits.localPeersOnly && !LocalNetwork::isLocalPeer(peer))
        why = tr("not on the local network");
    else if (openFrom(peer) >= m_limits.connectionsPerPeer)
        why = tr("too many connections from one address");
    if (!why.isEmpty()) {
        Q_EMIT refused(peer, why);
        socket->abort();
        socket->deleteLater();
        return;
    }
    m_sockets.append(socket);
    // Connected before the HTTP server's own handler (added when the socket is taken from the queue), so the
    // count sees each chunk before it is read. Upgrading to a WebSocket disconnects it (the WebSocket then has
    // its own message limit).
    watchSize(socket);
    addPendingConnection(socket);
}

int GuardedTcpServer::openFrom(const QHostAddress& peer)
{
    m_sockets.removeIf([](const QPointer<QTcpSocket>& s) { return !s || s->state() == QAbstractSocket::UnconnectedState; });
    return int(std::count_if(m_sockets.begin(), m_sockets.end(), [&peer](const QPointer<QTcpSocket>& s) { return s->peerAddress() == peer; }));
}

void GuardedTcpServer::watchSize(QTcpSocket* socket)
{
    auto received = std::make_shared<qint64>(0);
    connect(socket, &QTcpSocket::readyRead, this, [this, socket, received] {
        *received += socket->bytesAvailable();
        if (*received > m_limits.bytesBeforeUpgrade) {
            Q_EMIT refused(socket->peerAddress(), tr("request too large"));
            // Nothing of it is read: the HTTP server's own handler, connected after this one, is cut off first.
            socket->disconnect();
            socket->abort();
            socket->deleteLater();
        }
    });
}

} // namespace hk
