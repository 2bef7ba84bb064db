#pragma once

// For the players' server tests: a page's WebSocket as a test sees it (every message kept, in order), and an
// HTTP GET that waits for its answer. Both keep every byte they receive, so a test can look through everything
// the server sent.
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QWebSocket>

#include <functional>

namespace hk::test {

struct HttpAnswer
{
    int status = 0;
    QByteArray body;
    QByteArray contentType;
    QByteArray csp;
};

inline HttpAnswer httpGet(const QUrl& url, const QByteArray& method = "GET", const QByteArray& body = {})
{
    QNetworkAccessManager net;
    QNetworkRequest request(url);
    QNetworkReply* reply = net.sendCustomRequest(request, method, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(5000, &loop, &QEventLoop::quit);
    loop.exec();
    HttpAnswer a;
    a.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    a.body = reply->readAll();
    a.contentType = reply->rawHeader("Content-Type");
    a.csp = reply->rawHeader("Content-Security-Policy");
    reply->deleteLater();
    return a;
}

class PageSocket : public QObject
{
public:
    PageSocket()
    {
        QObject::connect(&m_socket, &QWebSocket::textMessageReceived, this, [this](const QString& text) {
            raw.append(text.toUtf8());
            messages.append(QJsonDocument::fromJson(text.toUtf8()).object());
        });
        QObject::connect(&m_socket, &QWebSocket::disconnected, this, [this] { closeCode = m_socket.closeCode(); closed = true; });
    }

    // Opens ws://…/p/TOKEN/live; true once connected.
    [[nodiscard]] bool open(const QUrl& url)
    {
        QSignalSpy connected(&m_socket, &QWebSocket::connected);
        QSignalSpy gone(&m_socket, &QWebSocket::disconnected);
        m_socket.open(url);
        for (int i = 0; i < 100 && connected.isEmpty() && gone.isEmpty(); ++i)
            QTest::qWait(50);
        return !connected.isEmpty();
    }

    void send(const QByteArray& text) { m_socket.sendTextMessage(QString::fromUtf8(text)); }
    void sendBinary(const QByteArray& data) { m_socket.sendBinaryMessage(data); }
    void close() { m_socket.close(); }

    // Waits for the first message after `from` of this type that the predicate accepts; an empty object when
    // none came within the time.
    QJsonObject waitFor(const QString& type, int from = 0, const std::function<bool(const QJsonObject&)>& accept = {},
                        int timeoutMs = 5000)
    {
        QElapsedTimer clock;
        clock.start();
        for (;;) {
            for (int i = from; i < messages.size(); ++i) {
                const QJsonObject& m = messages.at(i);
                if (m.value(QLatin1String("type")).toString() == type && (!accept || accept(m)))
                    return m;
            }
            if (clock.elapsed() > timeoutMs || closed)
                return {};
            QTest::qWait(10);
        }
    }
    // The newest snapshot received.
    QJsonObject latestSnapshot() const
    {
        for (auto it = messages.crbegin(); it != messages.crend(); ++it)
            if (it->value(QLatin1String("type")).toString() == QLatin1String("snapshot"))
                return *it;
        return {};
    }
    [[nodiscard]] bool waitClosed(int timeoutMs = 5000)
    {
        for (int waited = 0; !closed && waited < timeoutMs; waited += 20)
            QTest::qWait(20);
        return closed;
    }

    QList<QJsonObject> messages;
    QList<QByteArray> raw;
    bool closed = false;
    int closeCode = 0;

private:
    QWebSocket m_socket;
};

} // namespace hk::test
