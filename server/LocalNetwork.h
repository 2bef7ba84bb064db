#pragma once

#include <QHostAddress>
#include <QList>

namespace hk {

// What "the local network" means to the players' server. Why: it serves a table of players on the GM's own
// network (or a private virtual network for a video-call group), never the open internet, so it answers
// only peers whose address is loopback, private, link-local or in the shared range that VPNs use.
namespace LocalNetwork {

bool isLocalPeer(const QHostAddress& address);
// The address players on the network reach this machine at: its first private IPv4 address that is up, or
// loopback when there is none (then only this machine can open the links).
QHostAddress lanAddress();
// Whether `address` is this machine's loopback (127.0.0.1, ::1): a link on it opens on this computer only.
bool isLoopbackOnly(const QHostAddress& address);

// The machine's addresses on interfaces that are up and not loopback, as lanAddress() reads them. While a
// FakeAddresses lives (tests), they are its list instead: a machine with no network is an empty one.
QList<QHostAddress> machineAddresses();
class FakeAddresses
{
public:
    explicit FakeAddresses(const QList<QHostAddress>& addresses);
    ~FakeAddresses();
    FakeAddresses(const FakeAddresses&) = delete;
    FakeAddresses& operator=(const FakeAddresses&) = delete;
};

} // namespace LocalNetwork
} // namespace hk
