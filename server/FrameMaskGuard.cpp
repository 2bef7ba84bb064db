#include "FrameMaskGuard.h"

namespace hk {

FrameMaskGuard::FrameMaskGuard(QTcpSocket* socket, QByteArray handshake)
    : QObject(socket), m_socket(socket), m_handshake(std::move(handshake))
{
    connect(socket, &QTcpSocket::readyRead, this, &FrameMaskGuard::inspect);
}

void FrameMaskGuard::webSocketTookOver()
{
    if (!m_socket)
        return;
    // Frames that came with the upgrade were looked at (inspect ran before the WebSocket read them); what the
    // WebSocket left of them is known now.
    m_frames = true;
    m_leftover = m_socket->bytesAvailable();
    // After the WebSocket's own reading, each time: what it left is known for the next look.
    connect(m_socket, &QTcpSocket::readyRead, this, [this] {
        if (m_socket)
            m_leftover = m_socket->bytesAvailable();
    });
}

void FrameMaskGuard::inspect()
{
    if (!m_socket)
        return;
    const qint64 available = m_socket->bytesAvailable();
    if (!m_frames) {
        // Until Qt's WebSocket server has read the handshake, it is what the connection starts with.
        if (m_socket->peek(m_handshake.size()) == m_handshake)
            return;
        m_frames = true;
    }
    const qint64 fresh = available - m_leftover;
    if (fresh > 0)
        follow(m_socket->peek(available).right(fresh));
}

// Frame headers (RFC 6455 5.2): two bytes, the second's high bit the mask, then 2 or 8 bytes of length for 126
// and 127, then the 4-byte mask, then the payload, passed over.
void FrameMaskGuard::follow(QByteArrayView bytes)
{
    while (!bytes.isEmpty() && m_socket) {
        if (m_payloadLeft > 0) {
            const qint64 skip = std::min<qint64>(m_payloadLeft, bytes.size());
            m_payloadLeft -= skip;
            bytes = bytes.sliced(skip);
            continue;
        }
        m_header.append(bytes.first(1).toByteArray());
        bytes = bytes.sliced(1);
        if (m_header.size() == 2 && !(quint8(m_header[1]) & 0x80)) {
            // Nothing of it is left for the WebSocket to read, and the connection is cut once the current
            // signal is done (Qt's own handlers of this signal still run, on an open connection).
            QPointer<QTcpSocket> socket = m_socket;
            m_socket = nullptr;
            socket->read(socket->bytesAvailable());
            Q_EMIT unmaskedFrame();
            QMetaObject::invokeMethod(socket, [socket] { if (socket) socket->abort(); }, Qt::QueuedConnection);
            return;
        }
        if (m_header.size() < 2)
            continue;
        const int length7 = quint8(m_header[1]) & 0x7f;
        const int lengthBytes = length7 == 126 ? 2 : length7 == 127 ? 8 : 0;
        if (m_header.size() < 2 + lengthBytes + 4)
            continue;
        qint64 length = length7;
        if (lengthBytes > 0) {
            length = 0;
            for (int i = 0; i < lengthBytes; ++i)
                length = (length << 8) | quint8(m_header[2 + i]);
        }
        m_payloadLeft = std::max<qint64>(0, length);
        m_header.clear();
    }
}

} // namespace hk
