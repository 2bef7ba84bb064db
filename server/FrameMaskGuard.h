#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QTcpSocket>

namespace hk {

// Closes a player's WebSocket whose page sends a frame without a mask, as RFC 6455 (5.1) asks of a server. Why
// here: Qt 6.4's WebSocket reads frames masked or not and tells nobody, so the guard reads the frame headers
// itself, from the raw connection, before Qt does. It is attached to the connection before the WebSocket takes
// it (PlayersServer queues that from the upgrade request), so its readyRead comes first; it follows the stream
// frame by frame (what Qt left unread last time is known, so each byte is looked at once) and does not read
// anything itself.
class FrameMaskGuard : public QObject
{
    Q_OBJECT
public:
    // `handshake`: the first bytes of the upgrade request, which stays in the connection until Qt's WebSocket
    // server has read it; frames follow it.
    FrameMaskGuard(QTcpSocket* socket, QByteArray handshake);
    // Once the WebSocket has taken the connection (and read what had come): what it left unread.
    void webSocketTookOver();

Q_SIGNALS:
    // A frame without a mask came; the connection is cut right after this.
    void unmaskedFrame();

private:
    void inspect();
    void follow(QByteArrayView bytes);
    QPointer<QTcpSocket> m_socket;
    QByteArray m_handshake;
    bool m_frames = false;     // the handshake has been read: the connection carries frames
    qint64 m_leftover = 0;     // bytes looked at already, still unread by the WebSocket
    QByteArray m_header;       // the frame header being read (2 to 14 bytes)
    qint64 m_payloadLeft = 0;  // of the frame being passed over
};

} // namespace hk
