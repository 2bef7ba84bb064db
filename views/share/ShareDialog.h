#pragma once

#include "players/PlayerLink.h"

#include <QDialog>
#include <QHostAddress>
#include <QPointer>

class QLabel;
class QPushButton;
class QTableWidget;

namespace hk {

class Campaign;
class PlayersServer;
class QrCodeWidget;
class ShareSecurity;

// "Share with players…": where the GM runs the players' server of the open campaign and hands out the
// players' links. It shows whether the server runs and where, every live link with its characters and whether
// a page is open on it now, and the selected link's address with a QR code big enough to scan across the
// table. It owns no server (the main window keeps one per campaign, so closing this dialog keeps the pages
// live) and writes nothing itself: making, changing and revoking links are PlayerLinks' undoable steps. It
// follows the campaign (playersChanged, restored) and the server (connections, refusals). Whether the server
// is secure (HTTPS) and open beyond the local network is ShareSecurity's (remembered for this machine); a
// change of it while the server runs starts the server again at once with the new choice, on the same port.
class ShareDialog : public QDialog
{
    Q_OBJECT
public:
    static constexpr quint16 DefaultPort = 8421;

    ShareDialog(Campaign& campaign, PlayersServer* server, QWidget* parent = nullptr);

    // Where Start listens: every address on port 8421 unless told otherwise (tests take the loopback, port 0).
    void setListenAddress(const QHostAddress& bind, quint16 port);
    // Start and Stop without the button; false with the reason shown in the dialog.
    bool startServer();
    void stopServer();

    bool selectLink(qint64 linkId);
    qint64 selectedLink() const;
    // The selected link's address as shown (empty while the server is stopped or no link is selected).
    QString shownUrl() const { return m_shownUrl; }
    QString message() const;
    QString refusedNotes() const;
    // Why a phone cannot open the links, when the only address they can carry is this computer's loopback
    // (no network, or the server listens on the loopback only); empty otherwise.
    QString loopbackWarning() const;
    QTableWidget* links() const { return m_table; }
    QrCodeWidget* qrCode() const { return m_qr; }
    ShareSecurity* security() const { return m_security; }

    void refresh();

private:
    QWidget* buildServerRow();
    QWidget* buildLinks();
    QWidget* buildSelected();
    bool startOn(quint16 port, const QString& done);
    void securityChanged();
    void refreshServer();
    void refreshLoopbackWarning(bool running);
    void refreshLinks();
    void refreshSelected();
    const PlayerLink* currentLink() const;
    QString connectedText(qint64 linkId) const;
    void showMessage(const QString& text, bool error);
    void noteRefused(const QString& what);

    void newLink();
    void editCharacters();
    void revokeLink();
    void copyLink();

    Campaign& m_campaign;
    QPointer<PlayersServer> m_server;
    QHostAddress m_bind = QHostAddress(QHostAddress::Any);
    quint16 m_port = DefaultPort;
    QList<PlayerLink> m_links;
    QString m_shownUrl;
    QStringList m_refused;
    bool m_runningBeyond = false; // the running server lets in peers from outside

    QLabel* m_state = nullptr;
    QLabel* m_address = nullptr;
    QLabel* m_loopback = nullptr;
    QPushButton* m_startStop = nullptr;
    ShareSecurity* m_security = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_new = nullptr;
    QPushButton* m_characters = nullptr;
    QPushButton* m_revoke = nullptr;
    QPushButton* m_copy = nullptr;
    QrCodeWidget* m_qr = nullptr;
    QLabel* m_url = nullptr;
    QLabel* m_hint = nullptr;
    QLabel* m_refusedLine = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace hk
