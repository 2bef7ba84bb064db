#include "LocalNetwork.h"

#include <QNetworkInterface>

#include <optional>

namespace hk::LocalNetwork {

bool isLocalPeer(const QHostAddress& given)
{
    bool isV4 = false;
    const quint32 v4 = given.toIPv4Address(&isV4); // also unwraps ::ffff:a.b.c.d
    const QHostAddress address = isV4 ? QHostAddress(v4) : given;
    if (address.isLoopback() || address.isLinkLocal() || address.isUniqueLocalUnicast() || address.isSiteLocal())
        return true;
    if (isV4) {
        // RFC 1918 private ranges and the 100.64.0.0/10 shared range (carrier NAT and VPN meshes).
        for (const auto& [net, bits] : {std::pair{QStringLiteral("10.0.0.0"), 8}, std::pair{QStringLiteral("172.16.0.0"), 12},
                                        std::pair{QStringLiteral("192.168.0.0"), 16}, std::pair{QStringLiteral("100.64.0.0"), 10}}) {
            if (address.isInSubnet(QHostAddress(net), bits))
                return true;
        }
    }
    return false;
}

namespace {

std::optional<QList<QHostAddress>>& fake()
{
    static std::optional<QList<QHostAddress>> addresses;
    return addresses;
}

} // namespace

FakeAddresses::FakeAddresses(const QList<QHostAddress>& addresses) { fake() = addresses; }

FakeAddresses::~FakeAddresses() { fake().reset(); }

QList<QHostAddress> machineAddresses()
{
    if (fake())
        return *fake();
    QList<QHostAddress> out;
    for (const QNetworkInterface& nic : QNetworkInterface::allInterfaces()) {
        if (!nic.flags().testFlag(QNetworkInterface::IsUp) || !nic.flags().testFlag(QNetworkInterface::IsRunning)
            || nic.flags().testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry& entry : nic.addressEntries())
            out.append(entry.ip());
    }
    return out;
}

QHostAddress lanAddress()
{
    for (const QHostAddress& a : machineAddresses()) {
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback() && isLocalPeer(a))
            return a;
    }
    return QHostAddress(QHostAddress::LocalHost);
}

bool isLoopbackOnly(const QHostAddress& address)
{
    bool isV4 = false;
    const quint32 v4 = address.toIPv4Address(&isV4);
    return (isV4 ? QHostAddress(v4) : address).isLoopback();
}

} // namespace hk::LocalNetwork
