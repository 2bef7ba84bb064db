#pragma once

#include <QByteArray>
#include <QSet>
#include <QString>
#include <QStringList>

namespace hk {

// The names a request may give as its Host, and a page as its Origin: this machine's host name, localhost and
// its own addresses, and any name the GM adds (the name a reverse proxy serves it under). Why: a page of
// another site must not open a player's WebSocket from his browser, and a name an attacker's DNS points at
// this machine (DNS rebinding) must not reach the campaign.
class ServerNames
{
public:
    // This machine's names and addresses, as they are now, plus the GM's own.
    static ServerNames ofThisMachine(const QStringList& extraNames = {});
    explicit ServerNames(const QStringList& names);

    // A Host header ("192.168.1.5:8421", "[::1]:8421", "gm-laptop") names this server.
    bool acceptsHost(const QByteArray& hostHeader) const;
    // An Origin header is absent, or names this server ("http://192.168.1.5:8421").
    bool acceptsOrigin(const QByteArray& originHeader) const;

private:
    static QString hostPart(const QString& authority);
    QSet<QString> m_names; // lower case, IPv6 without brackets
};

} // namespace hk
