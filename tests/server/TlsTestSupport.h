#pragma once

// Helpers for tests of the secure players' server (issue 32): file modes and contents, the openssl command,
// and a TLS client on the loopback that trusts no authority but pins the certificate by its SHA-256
// fingerprint, the way a player checks the fingerprint the GM reads out.
#include "TlsIdentity.h"

#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QSslServer>
#include <QSslSocket>
#include <QTimer>

#include <sys/stat.h>

namespace hk::test {

// The permission bits of `path` (0600 for a private file), or -1.
inline int modeOf(const QString& path)
{
    struct stat info = {};
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? int(info.st_mode & 0777) : -1;
}

inline QString sha256(const QSslCertificate& certificate)
{
    return QString::fromLatin1(certificate.digest(QCryptographicHash::Sha256).toHex(':').toUpper());
}

[[nodiscard]] inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

inline QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Runs the openssl command `command` (words separated by single spaces) in `folder`; its error output when it
// fails.
inline QString openssl(const QString& folder, const char* command)
{
    const QStringList arguments = QString::fromLatin1(command).split(QLatin1Char(' '));
    QProcess process;
    process.setWorkingDirectory(folder);
    process.start(QStringLiteral("openssl"), arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0)
        return QStringLiteral("openssl %1 failed: %2%3")
            .arg(arguments.join(QLatin1Char(' ')), process.errorString(),
                 QString::fromLocal8Bit(process.readAllStandardError()));
    return {};
}

struct Handshake
{
    QList<QSslError::SslError> errors; // what the client saw before it pinned the certificate
    QString seenFingerprint;
    QSsl::SslProtocol protocol = QSsl::UnknownProtocol;
    QByteArray echoed;
};

// A client that trusts no authority connects to a QSslServer serving `identity` on 127.0.0.1, accepts the
// certificate only if its SHA-256 digest is `pinned`, and has the line "roll 3d6" echoed.
inline Handshake handshake(const TlsIdentity& identity, const QString& pinned)
{
    Handshake result;
    QSslServer server;
    server.setSslConfiguration(identity.serverConfiguration());
    // Qt 6.4's QSslServer holds a connection back until its handshake is done, then says
    // pendingConnectionAvailable.
    QObject::connect(&server, &QTcpServer::pendingConnectionAvailable, &server, [&server] {
        while (QTcpSocket* accepted = server.nextPendingConnection())
            QObject::connect(accepted, &QIODevice::readyRead, accepted,
                             [accepted] { accepted->write(accepted->readAll()); });
    });
    if (!server.listen(QHostAddress(QHostAddress::LocalHost)))
        return result;
    QSslSocket client;
    QSslConfiguration trustNothing = QSslConfiguration::defaultConfiguration();
    trustNothing.setCaCertificates({});
    client.setSslConfiguration(trustNothing);
    QObject::connect(&client, &QSslSocket::sslErrors, &client, [&](const QList<QSslError>& errors) {
        for (const QSslError& e : errors)
            result.errors.append(e.error());
        result.seenFingerprint = sha256(client.peerCertificate());
        if (result.seenFingerprint == pinned)
            client.ignoreSslErrors(errors);
    });
    const QByteArray line("roll 3d6\n");
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    QObject::connect(&client, &QSslSocket::encrypted, &loop, &QEventLoop::quit);
    QObject::connect(&client, &QAbstractSocket::errorOccurred, &loop, &QEventLoop::quit);
    QObject::connect(&client, &QIODevice::readyRead, &loop, [&] {
        if (client.bytesAvailable() >= line.size())
            loop.quit();
    });
    timeout.start(10000);
    client.connectToHostEncrypted(QStringLiteral("127.0.0.1"), server.serverPort());
    loop.exec();
    if (!client.isEncrypted())
        return result;
    result.protocol = client.sessionProtocol();
    client.write(line);
    timeout.start(10000);
    loop.exec();
    result.echoed = client.readAll();
    return result;
}

} // namespace hk::test
