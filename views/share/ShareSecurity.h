#pragma once

#include "PlayersServer.h"
#include "TlsIdentity.h"
#include "share/ShareSettings.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace hk {

// The Share dialog's part about how far the players' server reaches and how safely (issue 32): a "Secure
// (HTTPS)" switch serving with Hexkeeper's own certificate (made once in the user's data folder) or the GM's
// own files, the certificate's SHA-256 fingerprint for players to check in their browsers, and an "Open beyond
// the local network" switch that only HTTPS or a reverse proxy in front allows (the server refuses to go public
// unencrypted), with the address players from outside open (their links carry it, and the server answers to its
// name) and the proxy's address (whose X-Forwarded-For is then believed, as `serve --trusted-proxy`). Why a part of
// its own: the choices, their rules and their words are one thing, remembered in ShareSettings, and the dialog
// only asks for the server's options and restarts a running server when they change.
class ShareSecurity : public QWidget
{
    Q_OBJECT
public:
    explicit ShareSecurity(QWidget* parent = nullptr);

    // Takes the remembered choices and, when secure, loads the certificate (a problem comes as message()).
    void restore();
    const ShareSettings& settings() const { return m_settings; }

    // What the switches and buttons do, callable without them: false with the reason sent as message(), and
    // then nothing has changed.
    bool setSecure(bool on);
    bool setBeyondLocalNetwork(bool on);
    bool useOwnCertificate(const QString& certificateFile, const QString& keyFile);
    bool useHexkeepersCertificate();
    // The address players from outside open ("game.example.org:8421" reads as https://…); empty: none.
    bool setPublicAddress(const QString& address);
    // The reverse proxy in front of the server (Caddy), as an IP address; empty: none. Refused when it is no
    // address, and when it is cleared while the server is open beyond the local network without HTTPS.
    bool setTrustedProxy(const QString& address);

    // The fingerprint shown (empty while the server is not to be secure).
    QString fingerprint() const;
    // The choices as the server's options: TLS with the certificate (read again, so a changed address of this
    // machine is covered), whether peers from outside come in, and through which proxy. False with the reason.
    bool applyTo(PlayersServer::Options* options, QString* error);
    // The port players from outside must be forwarded to, for the sentence about the router.
    void setPort(quint16 port);

Q_SIGNALS:
    // A choice changed: a running server must start again to take it.
    void changed();
    void message(const QString& text, bool error);

private:
    QWidget* buildSwitches();
    QWidget* buildFingerprint();
    QWidget* buildAddresses();
    void addPublicAddress(QHBoxLayout* row);
    void addProxy(QHBoxLayout* row);
    QString beyondNoteText() const;
    void refresh();
    void chooseOwnCertificate();
    void commit(const ShareSettings& next, std::optional<TlsIdentity> identity);
    static std::optional<TlsIdentity> identityFor(const ShareSettings& settings, QString* error);

    ShareSettings m_settings;
    std::optional<TlsIdentity> m_identity;
    quint16 m_port = 0;

    QCheckBox* m_secure = nullptr;
    QCheckBox* m_beyond = nullptr;
    QPushButton* m_own = nullptr;
    QPushButton* m_hexkeepers = nullptr;
    QWidget* m_fingerprintBox = nullptr;
    QLabel* m_certificate = nullptr;
    QLabel* m_fingerprint = nullptr;
    QLabel* m_beyondNote = nullptr;
    QWidget* m_addressRow = nullptr;
    QLineEdit* m_address = nullptr;
    QLabel* m_addressLabel = nullptr;
    QLabel* m_proxyLabel = nullptr;
    QLineEdit* m_proxy = nullptr;
};

} // namespace hk
