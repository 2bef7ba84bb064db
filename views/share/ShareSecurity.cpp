#include "share/ShareSecurity.h"

#include "main/FlowLayout.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace hk {

namespace {

QLabel* note(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

} // namespace

ShareSecurity::ShareSecurity(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("shareSecurity"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(buildSwitches());
    m_beyondNote = note(this);
    m_beyondNote->setObjectName(QStringLiteral("beyondNote"));
    layout->addWidget(m_beyondNote);
    layout->addWidget(buildAddresses());
    layout->addWidget(buildFingerprint());
    refresh();
}

QWidget* ShareSecurity::buildSwitches()
{
    auto* row = new QWidget(this);
    auto* flow = new FlowLayout(row);
    flow->setContentsMargins(0, 0, 0, 0);
    m_secure = new QCheckBox(tr("Secure (HTTPS)"), row);
    m_secure->setObjectName(QStringLiteral("secureSwitch"));
    m_secure->setToolTip(tr("Serve the players' pages encrypted, so nobody on the way can read them or the links."));
    m_beyond = new QCheckBox(tr("Open beyond the local network"), row);
    m_beyond->setObjectName(QStringLiteral("beyondSwitch"));
    m_beyond->setToolTip(tr("Let in players who are not on this network, for a game over the internet."));
    m_own = new QPushButton(tr("Own certificate…"), row);
    m_own->setObjectName(QStringLiteral("ownCertificate"));
    m_own->setToolTip(tr("Serve with your own certificate and its private key (PEM files), for instance one for "
                         "your own domain."));
    m_hexkeepers = new QPushButton(tr("Hexkeeper's certificate"), row);
    m_hexkeepers->setObjectName(QStringLiteral("hexkeepersCertificate"));
    m_hexkeepers->setToolTip(tr("Serve again with the certificate Hexkeeper made for this computer."));
    flow->addWidget(m_secure);
    flow->addSpacing(12);
    flow->addWidget(m_beyond);
    flow->addSpacing(12);
    flow->addWidget(m_own);
    flow->addWidget(m_hexkeepers);
    connect(m_secure, &QCheckBox::clicked, this, [this](bool on) { setSecure(on); });
    connect(m_beyond, &QCheckBox::clicked, this, [this](bool on) { setBeyondLocalNetwork(on); });
    connect(m_own, &QPushButton::clicked, this, &ShareSecurity::chooseOwnCertificate);
    connect(m_hexkeepers, &QPushButton::clicked, this, [this] { useHexkeepersCertificate(); });
    return row;
}

// The address players open and the proxy's, side by side: one line less leaves the QR code its room.
QWidget* ShareSecurity::buildAddresses()
{
    m_addressRow = new QWidget(this);
    auto* row = new QHBoxLayout(m_addressRow);
    row->setContentsMargins(0, 0, 0, 0);
    addPublicAddress(row);
    addProxy(row);
    return m_addressRow;
}

void ShareSecurity::addPublicAddress(QHBoxLayout* row)
{
    auto* label = new QLabel(tr("Address players open:"), m_addressRow);
    m_addressLabel = label;
    m_address = new QLineEdit(m_addressRow);
    m_address->setObjectName(QStringLiteral("publicAddress"));
    m_address->setPlaceholderText(tr("like game.example.org:8421"));
    m_address->setToolTip(tr("The address players from outside open: your router's public address or your domain "
                             "name, with the port. Their links carry it, and the server answers to it. Empty: "
                             "the links carry this computer's address on the local network."));
    m_address->setClearButtonEnabled(true);
    label->setBuddy(m_address);
    row->addWidget(label);
    row->addWidget(m_address, 3);
    connect(m_address, &QLineEdit::editingFinished, this, [this] { setPublicAddress(m_address->text()); });
}

void ShareSecurity::addProxy(QHBoxLayout* row)
{
    m_proxyLabel = new QLabel(tr("Reverse proxy address:"), m_addressRow);
    m_proxy = new QLineEdit(m_addressRow);
    m_proxy->setObjectName(QStringLiteral("trustedProxy"));
    m_proxy->setPlaceholderText(tr("none, or like 127.0.0.1"));
    m_proxy->setToolTip(tr("The address of a reverse proxy in front of this computer, such as Caddy on this computer "
                           "or on a small server. Only this address is believed when it says which player a request "
                           "comes from, so the limits fall on the player and not on the proxy. With it, the server "
                           "may open beyond the local network without HTTPS of its own: the proxy encrypts. Empty: "
                           "no proxy."));
    m_proxy->setClearButtonEnabled(true);
    m_proxyLabel->setBuddy(m_proxy);
    row->addWidget(m_proxyLabel);
    row->addWidget(m_proxy, 2);
    connect(m_proxy, &QLineEdit::editingFinished, this, [this] { setTrustedProxy(m_proxy->text()); });
    // A proxy typed but not yet taken already lets the switch be clicked: leaving the field takes it first.
    connect(m_proxy, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_beyond->setEnabled(m_settings.canOpenBeyond() || ShareSettings::proxyAddress(text).has_value());
    });
}

QWidget* ShareSecurity::buildFingerprint()
{
    m_fingerprintBox = new QWidget(this);
    auto* layout = new QVBoxLayout(m_fingerprintBox);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_certificate = new QLabel(m_fingerprintBox);
    m_certificate->setObjectName(QStringLiteral("certificateName"));
    m_certificate->setWordWrap(true);
    m_fingerprint = new QLabel(m_fingerprintBox);
    m_fingerprint->setObjectName(QStringLiteral("tlsFingerprint"));
    m_fingerprint->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_fingerprint->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_fingerprint->setTextFormat(Qt::PlainText);
    QLabel* why = note(m_fingerprintBox);
    why->setObjectName(QStringLiteral("fingerprintNote"));
    why->setText(tr("A player's browser warns that it does not know this certificate. Before he goes on, he checks "
                    "that the fingerprint his browser shows for it is this one."));
    layout->addWidget(m_certificate);
    layout->addWidget(m_fingerprint);
    layout->addWidget(why);
    return m_fingerprintBox;
}

void ShareSecurity::restore()
{
    m_settings = ShareSettings::load();
    m_address->setText(m_settings.publicAddress);
    m_proxy->setText(m_settings.trustedProxy);
    m_identity.reset();
    if (m_settings.secure) {
        QString error;
        m_identity = identityFor(m_settings, &error);
        if (!m_identity)
            Q_EMIT message(error, true);
    }
    refresh();
}

std::optional<TlsIdentity> ShareSecurity::identityFor(const ShareSettings& settings, QString* error)
{
    if (settings.ownCertificate())
        return TlsIdentity::fromFiles(settings.certificateFile, settings.keyFile, error);
    return TlsIdentity::ownOrMake(TlsIdentity::defaultFolder(), error);
}

// Takes a new set of choices (with its certificate), remembers it and tells the dialog.
void ShareSecurity::commit(const ShareSettings& next, std::optional<TlsIdentity> identity)
{
    m_settings = next;
    m_identity = std::move(identity);
    m_settings.save();
    refresh();
    Q_EMIT changed();
}

bool ShareSecurity::setSecure(bool on)
{
    if (on == m_settings.secure) {
        refresh();
        return true;
    }
    ShareSettings next = m_settings;
    next.secure = on;
    next.beyondLocalNetwork = next.canOpenBeyond() && next.beyondLocalNetwork; // never open without encryption
    std::optional<TlsIdentity> identity;
    if (on) {
        QString error;
        identity = identityFor(next, &error);
        if (!identity) {
            refresh();
            Q_EMIT message(error, true);
            return false;
        }
    }
    commit(next, std::move(identity));
    return true;
}

bool ShareSecurity::setBeyondLocalNetwork(bool on)
{
    if (on && !m_settings.canOpenBeyond()) {
        refresh();
        Q_EMIT message(tr("Turn on Secure (HTTPS) first, or give the address of the reverse proxy that encrypts for "
                          "the server: it lets players from outside in only over an encrypted connection."), true);
        return false;
    }
    if (on != m_settings.beyondLocalNetwork) {
        ShareSettings next = m_settings;
        next.beyondLocalNetwork = on;
        commit(next, m_identity);
    }
    return true;
}

bool ShareSecurity::useOwnCertificate(const QString& certificateFile, const QString& keyFile)
{
    ShareSettings next = m_settings;
    next.secure = true;
    next.certificateFile = QFileInfo(certificateFile).absoluteFilePath();
    next.keyFile = QFileInfo(keyFile).absoluteFilePath();
    QString error;
    std::optional<TlsIdentity> identity = identityFor(next, &error);
    if (!identity) {
        Q_EMIT message(error, true);
        return false;
    }
    commit(next, std::move(identity));
    Q_EMIT message(tr("The server serves with your certificate from %1.").arg(QFileInfo(certificateFile).fileName()), false);
    return true;
}

bool ShareSecurity::useHexkeepersCertificate()
{
    if (!m_settings.ownCertificate())
        return true;
    ShareSettings next = m_settings;
    next.certificateFile.clear();
    next.keyFile.clear();
    std::optional<TlsIdentity> identity;
    if (next.secure) {
        QString error;
        identity = identityFor(next, &error);
        if (!identity) {
            Q_EMIT message(error, true);
            return false;
        }
    }
    commit(next, std::move(identity));
    return true;
}

bool ShareSecurity::setPublicAddress(const QString& address)
{
    QString text = address.trimmed();
    if (!text.isEmpty() && !text.contains(QLatin1String("://")))
        text.prepend(QLatin1String("https://"));
    const QUrl url(text, QUrl::StrictMode);
    if (!text.isEmpty() && (!url.isValid() || url.host().isEmpty() || url.scheme() != QLatin1String("https")
                            || !url.query().isEmpty() || !url.fragment().isEmpty())) {
        refresh();
        Q_EMIT message(tr("“%1” is not an address players can open. Give it like game.example.org:8421 or "
                          "https://203.0.113.5:8421 (the secure server takes https only).").arg(address.trimmed()), true);
        return false;
    }
    text = url.toString(QUrl::StripTrailingSlash);
    m_address->setText(text); // as the links will carry it
    if (text != m_settings.publicAddress) {
        ShareSettings next = m_settings;
        next.publicAddress = text;
        commit(next, m_identity);
    } else {
        refresh();
    }
    return true;
}

bool ShareSecurity::setTrustedProxy(const QString& address)
{
    const QString text = address.trimmed();
    const std::optional<QHostAddress> proxy = ShareSettings::proxyAddress(text);
    if (!text.isEmpty() && !proxy) {
        refresh();
        Q_EMIT message(tr("“%1” is not an IP address a proxy can have. Give the address the proxy connects to this "
                          "computer from, like 127.0.0.1 when it runs here, or its VPN address such as 100.64.0.2.")
                           .arg(text), true);
        return false;
    }
    ShareSettings next = m_settings;
    next.trustedProxy = proxy ? proxy->toString() : QString();
    if (next.beyondLocalNetwork && !next.canOpenBeyond()) {
        m_proxy->setText(m_settings.trustedProxy); // the proxy still stands
        refresh();
        Q_EMIT message(tr("The server is open beyond the local network without HTTPS, so it needs the proxy that "
                          "encrypts for it. Turn on Secure (HTTPS) or close the server to the local network first."), true);
        return false;
    }
    m_proxy->setText(next.trustedProxy); // in its usual form, as the server takes it
    if (next.trustedProxy != m_settings.trustedProxy)
        commit(next, m_identity);
    else
        refresh();
    return true;
}

void ShareSecurity::chooseOwnCertificate()
{
    const QString certificate = QFileDialog::getOpenFileName(this, tr("Your certificate (PEM)"), m_settings.certificateFile,
                                                             tr("Certificates (*.pem *.crt *.cer);;All files (*)"));
    if (certificate.isEmpty())
        return;
    const QString key = QFileDialog::getOpenFileName(this, tr("The certificate's private key (PEM)"),
                                                     QFileInfo(certificate).absolutePath(),
                                                     tr("Keys (*.pem *.key);;All files (*)"));
    if (!key.isEmpty())
        useOwnCertificate(certificate, key);
}

QString ShareSecurity::fingerprint() const
{
    return m_fingerprintBox->isHidden() ? QString() : m_fingerprint->text();
}

bool ShareSecurity::applyTo(PlayersServer::Options* options, QString* error)
{
    options->localPeersOnly = !m_settings.beyondLocalNetwork;
    options->tls.reset();
    options->publicUrl.clear();
    options->trustedProxy.clear();
    if (m_settings.beyondLocalNetwork) {
        if (!m_settings.trustedProxy.isEmpty())
            options->trustedProxy = QHostAddress(m_settings.trustedProxy);
        if (!m_settings.publicAddress.isEmpty()) {
            options->publicUrl = QUrl(m_settings.publicAddress);
            options->extraHostNames.append(options->publicUrl.host());
        }
    }
    if (!m_settings.secure)
        return true;
    m_identity = identityFor(m_settings, error);
    refresh();
    if (!m_identity)
        return false;
    options->tls = m_identity->serverConfiguration();
    return true;
}

void ShareSecurity::setPort(quint16 port)
{
    if (port != m_port) {
        m_port = port;
        refresh();
    }
}

QString ShareSecurity::beyondNoteText() const
{
    if (m_settings.beyondLocalNetwork && !m_settings.secure)
        return tr("Players away from the table come in only through the reverse proxy at %1, which encrypts for "
                  "this computer; the server turns away anything else from outside that is not encrypted.")
            .arg(m_settings.trustedProxy);
    if (m_settings.beyondLocalNetwork)
        return tr("Players away from the table reach this computer only when you forward port %1 on your router to "
                  "it, or put a proxy such as Caddy in front of it (the guide explains how).").arg(m_port);
    if (!m_settings.canOpenBeyond())
        return tr("Opening beyond the local network needs Secure (HTTPS), or a reverse proxy such as Caddy that "
                  "encrypts for this computer (its address below): the server lets players from outside in only "
                  "over an encrypted connection.");
    return {};
}

void ShareSecurity::refresh()
{
    {
        const QSignalBlocker secure(m_secure);
        const QSignalBlocker beyond(m_beyond);
        m_secure->setChecked(m_settings.secure);
        m_beyond->setChecked(m_settings.beyondLocalNetwork);
    }
    m_beyond->setEnabled(m_settings.canOpenBeyond());
    m_hexkeepers->setVisible(m_settings.ownCertificate());
    m_beyondNote->setText(beyondNoteText());
    m_beyondNote->setVisible(!m_beyondNote->text().isEmpty());
    m_addressLabel->setVisible(m_settings.beyondLocalNetwork);
    m_address->setVisible(m_settings.beyondLocalNetwork);
    // The proxy matters beyond the local network; without HTTPS it is what lets the server go there at all.
    const bool proxy = m_settings.beyondLocalNetwork || !m_settings.secure;
    m_proxyLabel->setVisible(proxy);
    m_proxyLabel->setContentsMargins(m_settings.beyondLocalNetwork ? 12 : 0, 0, 0, 0); // apart from the address
    m_proxy->setVisible(proxy);
    m_addressRow->setVisible(m_settings.beyondLocalNetwork || proxy);
    m_fingerprintBox->setVisible(m_settings.secure && m_identity.has_value());
    if (m_identity) {
        m_fingerprint->setText(m_identity->fingerprint());
        m_certificate->setText(m_settings.ownCertificate()
                                   ? tr("The SHA-256 fingerprint of your certificate (%1):")
                                         .arg(QFileInfo(m_settings.certificateFile).fileName())
                                   : tr("The SHA-256 fingerprint of Hexkeeper's own certificate for this computer:"));
    }
}

} // namespace hk
