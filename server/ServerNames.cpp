#include "ServerNames.h"

#include <QHostAddress>
#include <QNetworkInterface>
#include <QSysInfo>
#include <QUrl>

namespace hk {

ServerNames ServerNames::ofThisMachine(const QStringList& extraNames)
{
    QStringList names{QStringLiteral("localhost"), QSysInfo::machineHostName()};
    if (!QSysInfo::machineHostName().contains(QLatin1Char('.')))
        names.append(QSysInfo::machineHostName() + QStringLiteral(".local")); // mDNS, as phones resolve it
    for (const QHostAddress& address : QNetworkInterface::allAddresses())
        names.append(QHostAddress(address.toString().section(QLatin1Char('%'), 0, 0)).toString());
    names.append(QStringLiteral("127.0.0.1"));
    names.append(QStringLiteral("::1"));
    return ServerNames(names + extraNames);
}

ServerNames::ServerNames(const QStringList& names)
{
    for (const QString& name : names) {
        const QString host = hostPart(name);
        if (!host.isEmpty())
            m_names.insert(host);
    }
}

// "Host:port", "[v6]:port", "v6" or "Host" → the host in lower case (an address in its usual form).
QString ServerNames::hostPart(const QString& authority)
{
    QString host = authority.trimmed().toLower();
    if (host.startsWith(QLatin1Char('['))) {
        const qsizetype close = host.indexOf(QLatin1Char(']'));
        host = close < 0 ? QString() : host.mid(1, close - 1);
    } else if (host.count(QLatin1Char(':')) == 1) {
        host = host.section(QLatin1Char(':'), 0, 0);
    }
    if (host.endsWith(QLatin1Char('.')))
        host.chop(1);
    const QHostAddress address(host);
    return address.isNull() ? host : address.toString();
}

bool ServerNames::acceptsHost(const QByteArray& hostHeader) const
{
    const QString host = hostPart(QString::fromLatin1(hostHeader));
    return !host.isEmpty() && (m_names.contains(host) || QHostAddress(host).isLoopback());
}

bool ServerNames::acceptsOrigin(const QByteArray& originHeader) const
{
    if (originHeader.isEmpty())
        return true; // not a browser's cross-site request (curl, the CLI's own clients, a same-site GET)
    const QUrl origin(QString::fromLatin1(originHeader));
    if (!origin.isValid() || (origin.scheme() != QLatin1String("http") && origin.scheme() != QLatin1String("https")))
        return false; // "null" (a sandboxed or local file page) and every other scheme
    const QString host = hostPart(origin.host());
    return m_names.contains(host) || QHostAddress(host).isLoopback();
}

} // namespace hk
