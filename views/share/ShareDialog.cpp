#include "share/ShareDialog.h"

#include "LocalNetwork.h"
#include "PlayersServer.h"
#include "campaign/Campaign.h"
#include "main/StatusColors.h"
#include "share/QrCodeWidget.h"
#include "share/ShareSecurity.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTime>
#include <QVBoxLayout>

namespace hk {

namespace {

constexpr int RefusedNotesKept = 3;

QPushButton* button(const QString& text, const QString& objectName, QWidget* parent)
{
    auto* b = new QPushButton(text, parent);
    b->setObjectName(objectName);
    return b;
}

} // namespace

ShareDialog::ShareDialog(Campaign& campaign, PlayersServer* server, QWidget* parent)
    : QDialog(parent), m_campaign(campaign), m_server(server)
{
    setObjectName(QStringLiteral("shareDialog"));
    setWindowTitle(tr("Share with Players"));
    setModal(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildServerRow());
    m_security = new ShareSecurity(this);
    layout->addWidget(m_security);
    auto* middle = new QHBoxLayout;
    middle->addWidget(buildLinks(), 3);
    middle->addWidget(buildSelected(), 2);
    layout->addLayout(middle, 1);
    m_refusedLine = new QLabel(this);
    m_refusedLine->setObjectName(QStringLiteral("refusedNotes"));
    m_refusedLine->setWordWrap(true);
    m_refusedLine->setForegroundRole(QPalette::PlaceholderText);
    m_refusedLine->hide();
    layout->addWidget(m_refusedLine);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("shareMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    layout->addWidget(m_message);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(box);

    connect(m_security, &ShareSecurity::message, this, &ShareDialog::showMessage);
    connect(m_security, &ShareSecurity::changed, this, &ShareDialog::securityChanged);
    connect(&m_campaign, &Campaign::playersChanged, this, &ShareDialog::refresh);
    connect(&m_campaign, &Campaign::charactersChanged, this, &ShareDialog::refresh); // names in the table
    connect(&m_campaign, &Campaign::restored, this, &ShareDialog::refresh);
    if (m_server) {
        connect(m_server, &PlayersServer::connectionsChanged, this, &ShareDialog::refresh);
        connect(m_server, &PlayersServer::refused, this, &ShareDialog::noteRefused);
        connect(m_server, &QObject::destroyed, this, &ShareDialog::refresh);
    }
    // Return in the address fields takes what was typed; it must not press a button too (the first would be
    // Start/Stop, and the server stopped), so no button is the dialog's default.
    for (QPushButton* b : findChildren<QPushButton*>())
        b->setAutoDefault(false);
    resize(820, 600);
    m_security->restore();
    refresh();
}

QWidget* ShareDialog::buildServerRow()
{
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* words = new QVBoxLayout;
    m_state = new QLabel(row);
    m_state->setObjectName(QStringLiteral("serverState"));
    QFont bold = m_state->font();
    bold.setBold(true);
    m_state->setFont(bold);
    m_address = new QLabel(row);
    m_address->setObjectName(QStringLiteral("serverAddress"));
    m_address->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_loopback = new QLabel(row);
    m_loopback->setObjectName(QStringLiteral("loopbackWarning"));
    m_loopback->setWordWrap(true);
    m_loopback->setStyleSheet(StatusColors::problemStyle());
    m_loopback->hide();
    words->addWidget(m_state);
    words->addWidget(m_address);
    words->addWidget(m_loopback);
    layout->addLayout(words, 1);
    m_startStop = button(tr("Start"), QStringLiteral("serverStartStop"), row);
    layout->addWidget(m_startStop, 0, Qt::AlignTop);
    connect(m_startStop, &QPushButton::clicked, this, [this] {
        if (m_server && m_server->isRunning())
            stopServer();
        else
            startServer();
    });
    return row;
}

QWidget* ShareDialog::buildLinks()
{
    auto* panel = new QWidget(this);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableWidget(0, 3, panel);
    m_table->setObjectName(QStringLiteral("playerLinks"));
    m_table->setHorizontalHeaderLabels({tr("Player"), tr("Characters"), tr("Connected now")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->setWordWrap(true);
    layout->addWidget(m_table, 1);
    auto* buttons = new QHBoxLayout;
    m_new = button(tr("New link…"), QStringLiteral("newLink"), panel);
    m_new->setToolTip(tr("A link for one player, showing his characters."));
    m_characters = button(tr("Characters…"), QStringLiteral("linkCharactersButton"), panel);
    m_characters->setToolTip(tr("Change which characters the selected link shows."));
    m_revoke = button(tr("Revoke"), QStringLiteral("revokeLink"), panel);
    m_revoke->setToolTip(tr("The selected link stops working at once; Edit ▸ Undo gives it back."));
    m_copy = button(tr("Copy link"), QStringLiteral("copyLink"), panel);
    for (QPushButton* b : {m_new, m_characters, m_revoke, m_copy})
        buttons->addWidget(b);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ShareDialog::refreshSelected);
    connect(m_new, &QPushButton::clicked, this, &ShareDialog::newLink);
    connect(m_characters, &QPushButton::clicked, this, &ShareDialog::editCharacters);
    connect(m_revoke, &QPushButton::clicked, this, &ShareDialog::revokeLink);
    connect(m_copy, &QPushButton::clicked, this, &ShareDialog::copyLink);
    return panel;
}

QWidget* ShareDialog::buildSelected()
{
    auto* panel = new QWidget(this);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    m_qr = new QrCodeWidget(panel);
    m_qr->setObjectName(QStringLiteral("linkQrCode"));
    m_qr->setMinimumSize(260, 260); // a phone reads it from across the table
    layout->addWidget(m_qr, 1);
    m_url = new QLabel(panel);
    m_url->setObjectName(QStringLiteral("linkUrl"));
    m_url->setWordWrap(true);
    m_url->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    layout->addWidget(m_url);
    m_hint = new QLabel(panel);
    m_hint->setObjectName(QStringLiteral("linkHint"));
    m_hint->setWordWrap(true);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_hint);
    return panel;
}

void ShareDialog::setListenAddress(const QHostAddress& bind, quint16 port)
{
    m_bind = bind;
    m_port = port;
}

bool ShareDialog::startServer()
{
    return startOn(m_port, QString());
}

// Starts the server on `port` with the security chosen; `done` is said when it runs.
bool ShareDialog::startOn(quint16 port, const QString& done)
{
    if (!m_server)
        return false;
    PlayersServer::Options options;
    options.bind = m_bind;
    options.port = port;
    QString error;
    if (!m_security->applyTo(&options, &error)) {
        m_runningBeyond = false;
        showMessage(error, true);
        refresh();
        return false;
    }
    bool ok = m_server->start(options, &error);
    QString note = done;
    if (!ok && port != 0) {
        // The usual port is taken (another program, another Hexkeeper): any free one will do, the links say which.
        options.port = 0;
        QString again;
        ok = m_server->start(options, &again);
        if (ok)
            note = tr("Port %1 is in use, so the server took port %2. The links below carry the new port.")
                       .arg(port).arg(m_server->port());
    }
    m_runningBeyond = ok && !options.localPeersOnly;
    showMessage(ok ? note : error, !ok);
    refresh();
    return ok;
}

// A switch or the certificate changed: a running server takes it at once, on the port it has, so the links
// keep their address (their scheme follows HTTPS).
void ShareDialog::securityChanged()
{
    if (!m_server || !m_server->isRunning()) {
        refresh();
        return;
    }
    const bool wasSecure = m_server->isSecure();
    const quint16 port = m_server->port();
    m_server->stop();
    const bool secure = m_security->settings().secure;
    QString done;
    if (secure != wasSecure)
        done = secure ? tr("The server started again with HTTPS: the links now begin with https. Pages opened on the "
                           "old links stop, so hand out the links again.")
                      : tr("The server started again without HTTPS: the links now begin with http. Pages opened on the "
                           "old links stop, so hand out the links again.");
    else
        done = tr("The server started again with the new choice; open pages reconnect by themselves.");
    startOn(port, done);
}

void ShareDialog::stopServer()
{
    if (m_server)
        m_server->stop();
    showMessage(QString(), false);
    refresh();
}

void ShareDialog::refresh()
{
    refreshServer();
    refreshLinks();
}

void ShareDialog::refreshServer()
{
    const bool running = m_server && m_server->isRunning();
    m_startStop->setEnabled(bool(m_server));
    m_startStop->setText(running ? tr("Stop") : tr("Start"));
    if (!m_server) {
        m_state->setText(tr("No players' server for this campaign."));
        m_address->clear();
    } else if (running) {
        // The address the links carry: the machine's address on the local network when listening on all.
        const QString host = m_server->linkUrl(PlayerLink{}).host();
        if (m_runningBeyond && m_server->isSecure())
            m_state->setText(tr("The players' server is running, secure (HTTPS) and open beyond the local network."));
        else if (m_runningBeyond) // started only with a proxy (PlayersServer::start refuses it otherwise)
            m_state->setText(tr("The players' server is running, open beyond the local network through the reverse "
                                "proxy at %1.").arg(m_security->settings().trustedProxy));
        else if (m_server->isSecure())
            m_state->setText(tr("The players' server is running, secure (HTTPS)."));
        else
            m_state->setText(tr("The players' server is running."));
        const QString publicAddress = m_runningBeyond ? m_security->settings().publicAddress : QString();
        if (publicAddress.isEmpty())
            m_address->setText(tr("Listening on %1, port %2").arg(host).arg(m_server->port()));
        else // the links carry the public address; this computer listens on its own port behind it
            m_address->setText(tr("Listening on port %1 of this computer; players open %2")
                                   .arg(m_server->port())
                                   .arg(publicAddress));
    } else {
        m_state->setText(tr("The players' server is stopped."));
        m_address->setText(tr("Start it, and the players open their links on their phones."));
    }
    refreshLoopbackWarning(running);
    m_security->setPort(running ? m_server->port() : (m_port ? m_port : quint16(DefaultPort)));
    m_hint->setText(m_security->settings().beyondLocalNetwork
                        ? tr("The player opens his phone's camera and points it at the code, then opens the page it "
                             "offers (or types the address). He keeps the page open: it follows the fight as you play. "
                             "Players away from the table can open it too.")
                        : tr("The player opens his phone's camera and points it at the code, then opens the page it "
                             "offers (or types the address). He keeps the page open: it follows the fight as you play. "
                             "Only phones and computers on the same network as this one can open it."));
}

// A link on 127.0.0.1 opens on this computer only: on a phone that address is the phone itself. Said before
// the GM hands the link out (issue 33), with the reason and what to do.
void ShareDialog::refreshLoopbackWarning(bool running)
{
    const bool everywhere = m_bind == QHostAddress(QHostAddress::Any) || m_bind == QHostAddress(QHostAddress::AnyIPv4)
                            || m_bind == QHostAddress(QHostAddress::AnyIPv6);
    const bool publicLinks = m_security->settings().beyondLocalNetwork && !m_security->settings().publicAddress.isEmpty();
    QString text;
    if (m_server && !publicLinks) {
        const QHostAddress host = running ? QHostAddress(m_server->linkUrl(PlayerLink{}).host())
                                          : (everywhere ? LocalNetwork::lanAddress() : m_bind);
        if (LocalNetwork::isLoopbackOnly(host)) {
            text = everywhere
                       ? tr("A phone or another computer cannot open these links. This computer has no network "
                            "address but %1, its own loopback address: it is not connected to a network (Wi-Fi off "
                            "or no cable). On a phone, %1 means the phone itself. Connect this computer to the "
                            "players' network (the same Wi-Fi as their phones), then stop and start the server.")
                             .arg(host.toString())
                       : tr("A phone or another computer cannot open these links. The server listens only on %1, "
                            "this computer's own loopback address; on a phone, %1 means the phone itself. Only "
                            "this computer can open them.")
                             .arg(host.toString());
        }
    }
    m_loopback->setText(text);
    m_loopback->setVisible(!text.isEmpty());
}

QString ShareDialog::loopbackWarning() const
{
    return m_loopback->isHidden() ? QString() : m_loopback->text();
}

void ShareDialog::refreshSelected()
{
    const PlayerLink* link = currentLink();
    const bool running = m_server && m_server->isRunning();
    const bool writable = !m_campaign.isReadOnly();
    m_shownUrl = link && running ? m_server->linkUrl(*link).toString() : QString();
    m_qr->setText(m_shownUrl);
    if (!link)
        m_url->setText(tr("Make a link for each player with New link…"));
    else if (!running)
        m_url->setText(tr("Start the server to show %1's link.").arg(link->name));
    else
        m_url->setText(m_shownUrl);
    m_new->setEnabled(writable);
    m_characters->setEnabled(link && writable);
    m_revoke->setEnabled(link && writable);
    m_copy->setEnabled(!m_shownUrl.isEmpty());
}

const PlayerLink* ShareDialog::currentLink() const
{
    const qint64 id = selectedLink();
    for (const PlayerLink& link : m_links) {
        if (link.id == id)
            return &link;
    }
    return nullptr;
}

qint64 ShareDialog::selectedLink() const
{
    const QList<QTableWidgetItem*> items = m_table->selectedItems();
    if (items.isEmpty())
        return 0;
    const QTableWidgetItem* name = m_table->item(items.first()->row(), 0);
    return name ? name->data(Qt::UserRole).toLongLong() : 0;
}

bool ShareDialog::selectLink(qint64 linkId)
{
    for (int row = 0; row < m_links.size(); ++row) {
        if (m_links.at(row).id == linkId) {
            m_table->selectRow(row);
            return true;
        }
    }
    return false;
}

QString ShareDialog::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

QString ShareDialog::refusedNotes() const
{
    return m_refusedLine->isHidden() ? QString() : m_refusedLine->text();
}

void ShareDialog::showMessage(const QString& text, bool error)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    m_message->setStyleSheet(error ? StatusColors::problemStyle() : QString());
}

// The last few requests the server turned away, so the GM sees why a player's page does not open.
void ShareDialog::noteRefused(const QString& what)
{
    m_refused.append(tr("%1 %2").arg(QTime::currentTime().toString(QStringLiteral("HH:mm")), what));
    while (m_refused.size() > RefusedNotesKept)
        m_refused.removeFirst();
    m_refusedLine->setText(tr("Turned away: %1").arg(m_refused.join(tr(" · "))));
    m_refusedLine->show();
}

} // namespace hk
