#pragma once

#include <QHostAddress>
#include <QString>

#include <optional>

namespace hk {

// How the GM last chose to share (issue 32): whether the players' server is secure (HTTPS), whether it is open
// beyond the local network, the GM's own certificate files if he gave them, and the reverse proxy in front of
// it if there is one. Why: these belong to this machine and its network, not to a campaign, so they are kept
// with the window's other settings (QSettings) and the Share dialog starts the same way next time, whichever
// campaign is open.
struct ShareSettings
{
    bool secure = false;
    bool beyondLocalNetwork = false; // only with secure or a trusted proxy (canOpenBeyond)
    QString certificateFile;         // the GM's own certificate and key (PEM); empty: Hexkeeper's own
    QString keyFile;
    // Where players from outside open the server (their links carry it and the server answers to its name):
    // the router's public address or the GM's domain, https only; empty: this machine's address.
    QString publicAddress;
    // The reverse proxy in front of the server (Caddy), as an IP address in its usual form; empty: none. Its
    // X-Forwarded-For names the player; it takes effect with beyondLocalNetwork, as `serve --trusted-proxy`.
    QString trustedProxy;

    bool ownCertificate() const { return !certificateFile.isEmpty(); }
    // The server lets players from outside in only encrypted: over its own HTTPS, or through the proxy.
    bool canOpenBeyond() const { return secure || !trustedProxy.isEmpty(); }

    // The proxy's address as typed, when it is one a proxy can have: an IPv4 address in four numbers or an IPv6
    // address, not "any", broadcast or multicast. nullopt otherwise.
    static std::optional<QHostAddress> proxyAddress(const QString& text);

    static ShareSettings load();
    void save() const;
};

} // namespace hk
