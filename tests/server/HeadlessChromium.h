#pragma once

// Debian's Chromium, headless, driven over its DevTools protocol with a QWebSocket: the players' page tests
// open the real page in a real browser, read what it shows (Runtime.evaluate) and take its picture
// (Page.captureScreenshot). Why not a browser-testing framework: this is all the tests need, and it needs no
// download beyond the chromium package that scripts/setup.sh installs.
#include <QDir>
#include <QElapsedTimer>
#include <QTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

#include <functional>

namespace hk::test {

class HeadlessChromium
{
public:
    static QString program() { return QStringLiteral("/usr/bin/chromium"); }

    ~HeadlessChromium() { stop(); }

    // Starts the browser on url with a window of width × height. "" when it worked, else why not.
    // trustedSpki: the base64 SHA-256 of a server key's SubjectPublicKeyInfo the browser takes without an
    // authority (what a player does when he checks the fingerprint and goes on); nothing else is trusted.
    QString start(const QUrl& url, int width, int height, const QByteArray& trustedSpki = {})
    {
        if (!QFile::exists(program()))
            return QStringLiteral("%1 is missing: scripts/setup.sh installs the chromium package").arg(program());
        m_process.setProgram(program());
        m_process.setArguments({QStringLiteral("--headless=new"), QStringLiteral("--no-sandbox"), QStringLiteral("--disable-gpu"),
                                QStringLiteral("--no-first-run"), QStringLiteral("--no-default-browser-check"),
                                QStringLiteral("--disable-extensions"), QStringLiteral("--hide-scrollbars"),
                                QStringLiteral("--remote-debugging-port=0"), QStringLiteral("--remote-allow-origins=*"),
                                QStringLiteral("--user-data-dir=%1").arg(m_profile.path()),
                                QStringLiteral("--window-size=%1,%2").arg(width).arg(height), url.toString()});
        if (!trustedSpki.isEmpty())
            m_process.setArguments(QStringList{QStringLiteral("--ignore-certificate-errors-spki-list=") + QString::fromLatin1(trustedSpki)}
                                   + m_process.arguments());
        m_process.start();
        if (!m_process.waitForStarted(10000))
            return QStringLiteral("chromium did not start: ") + m_process.errorString();
        // It says where its DevTools listen on standard error.
        static const QRegularExpression listening(QStringLiteral("DevTools listening on (ws://[^\\s]+)"));
        QString said;
        for (int waited = 0; waited < 30000 && m_browser.isEmpty(); waited += 50) {
            m_process.waitForReadyRead(50);
            said += QString::fromUtf8(m_process.readAllStandardError());
            const QRegularExpressionMatch m = listening.match(said);
            if (m.hasMatch())
                m_browser = QUrl(m.captured(1));
        }
        if (m_browser.isEmpty())
            return QStringLiteral("chromium gave no DevTools address:\n") + said;
        return attachToPage();
    }

    void stop()
    {
        m_socket.close();
        if (m_process.state() != QProcess::NotRunning) {
            m_process.terminate();
            if (!m_process.waitForFinished(5000))
                m_process.kill();
            m_process.waitForFinished(2000);
        }
    }

    // Runs a DevTools method on the page and waits for its answer (an empty object after 10 s).
    QJsonObject call(const QString& method, const QJsonObject& params = {})
    {
        const int id = ++m_lastId;
        m_socket.sendTextMessage(QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("id"), id},
                                                                             {QStringLiteral("method"), method},
                                                                             {QStringLiteral("params"), params}})
                                                       .toJson(QJsonDocument::Compact)));
        for (int waited = 0; waited < 10000; waited += 5) {
            if (m_answers.contains(id))
                return m_answers.take(id);
            QTest::qWait(5);
        }
        return {};
    }

    // The value of a script expression in the page (JSON values only).
    QJsonValue evaluate(const QString& expression)
    {
        const QJsonObject answer = call(QStringLiteral("Runtime.evaluate"),
                                        {{QStringLiteral("expression"), expression}, {QStringLiteral("returnByValue"), true}});
        return answer.value(QLatin1String("result")).toObject().value(QLatin1String("result")).toObject().value(QLatin1String("value"));
    }

    // Waits until the expression is true in the page; false after timeoutMs.
    [[nodiscard]] bool waitUntil(const QString& expression, int timeoutMs)
    {
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < timeoutMs) {
            if (evaluate(expression).toBool())
                return true;
            QTest::qWait(10);
        }
        return false;
    }

    void setViewport(int width, int height, bool phone)
    {
        call(QStringLiteral("Emulation.setDeviceMetricsOverride"), {{QStringLiteral("width"), width},
                                                                      {QStringLiteral("height"), height},
                                                                      {QStringLiteral("deviceScaleFactor"), 1},
                                                                      {QStringLiteral("mobile"), phone}});
    }

    void setDark(bool dark)
    {
        call(QStringLiteral("Emulation.setEmulatedMedia"),
             {{QStringLiteral("features"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("prefers-color-scheme")},
                                                                  {QStringLiteral("value"), dark ? QStringLiteral("dark") : QStringLiteral("light")}}}}});
    }

    // A PNG of what the page shows now.
    [[nodiscard]] bool screenshot(const QString& path)
    {
        const QJsonObject answer = call(QStringLiteral("Page.captureScreenshot"), {{QStringLiteral("format"), QStringLiteral("png")}});
        const QByteArray png = QByteArray::fromBase64(answer.value(QLatin1String("result")).toObject().value(QLatin1String("data")).toString().toLatin1());
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        return !png.isEmpty() && file.open(QIODevice::WriteOnly) && file.write(png) == png.size();
    }

    // Messages the page wrote to its console and errors it threw (Runtime events).
    const QStringList& consoleProblems() const { return m_problems; }

private:
    QString attachToPage()
    {
        QNetworkAccessManager net;
        QUrl list = m_browser;
        list.setScheme(QStringLiteral("http"));
        list.setPath(QStringLiteral("/json/list"));
        QJsonArray targets;
        for (int attempt = 0; attempt < 100 && targets.isEmpty(); ++attempt) {
            QNetworkReply* reply = net.get(QNetworkRequest(list));
            QEventLoop loop;
            QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
            loop.exec();
            for (const QJsonValue& t : QJsonDocument::fromJson(reply->readAll()).array())
                if (t.toObject().value(QLatin1String("type")).toString() == QLatin1String("page"))
                    targets.append(t);
            reply->deleteLater();
            if (targets.isEmpty())
                QTest::qWait(50);
        }
        if (targets.isEmpty())
            return QStringLiteral("chromium shows no page");
        QObject::connect(&m_socket, &QWebSocket::textMessageReceived, [this](const QString& text) {
            const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
            if (o.contains(QLatin1String("id")))
                m_answers.insert(o.value(QLatin1String("id")).toInt(), o);
            const QString method = o.value(QLatin1String("method")).toString();
            if (method == QLatin1String("Runtime.exceptionThrown"))
                m_problems.append(QString::fromUtf8(QJsonDocument(o.value(QLatin1String("params")).toObject()).toJson()));
            if (method == QLatin1String("Runtime.consoleAPICalled")
                && o.value(QLatin1String("params")).toObject().value(QLatin1String("type")).toString() == QLatin1String("error"))
                m_problems.append(QString::fromUtf8(QJsonDocument(o.value(QLatin1String("params")).toObject()).toJson()));
        });
        QEventLoop loop;
        QObject::connect(&m_socket, &QWebSocket::connected, &loop, &QEventLoop::quit);
        m_socket.open(QUrl(targets.first().toObject().value(QLatin1String("webSocketDebuggerUrl")).toString()));
        QTimer::singleShot(10000, &loop, &QEventLoop::quit);
        loop.exec();
        if (m_socket.state() != QAbstractSocket::ConnectedState)
            return QStringLiteral("cannot reach the page's DevTools");
        call(QStringLiteral("Runtime.enable"));
        return {};
    }

    QProcess m_process;
    QTemporaryDir m_profile;
    QUrl m_browser;
    QWebSocket m_socket;
    int m_lastId = 0;
    QHash<int, QJsonObject> m_answers;
    QStringList m_problems;
};

} // namespace hk::test
