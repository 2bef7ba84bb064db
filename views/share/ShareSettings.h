#pragma once

#include <QString>

namespace hk {

// How the GM last chose to share (issue 32): whether the players' server is secure (HTTPS), whether it is open
// beyond the local network, and the GM's own certificate files if he gave them. Why: these belong to this
// machine and its network, not to a campaign, so they are kept with the window's other settings (QSettings)
// and the Share dialog starts the same way next time, whichever campaign is open.
struct ShareSettings
{
    bool secure = false;
    bool beyondLocalNetwork = false; // only with secure
    QString certificateFile;         // the GM's own certificate and key (PEM); empty: Hexkeeper's own
    QString keyFile;
    // Where players from outside open the server (their links carry it and the server answers to its name):
    // the router's public address or the GM's domain, https only; empty: this machine's address.
    QString publicAddress;

    bool ownCertificate() const { return !certificateFile.isEmpty(); }

    static ShareSettings load();
    void save() const;
};

} // namespace hk
