#include "players/RequestsPage.h"

#include "campaign/Campaign.h"
#include "main/FlowLayout.h"
#include "main/PageIcon.h"
#include "main/StatusColors.h"
#include "players/NewCharacterReview.h"
#include "players/PlayerLinks.h"
#include "players/PlayerRequests.h"
#include "players/PlayerSharing.h"
#include "time/Calendar.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace hk {

namespace {

constexpr int DecidedShown = 20; // the newest decisions listed under the waiting requests

QTreeWidget* makeList(const QString& name, const QStringList& headers, QWidget* parent)
{
    auto* list = new QTreeWidget(parent);
    list->setObjectName(name);
    list->setRootIsDecorated(false);
    list->setUniformRowHeights(true);
    list->setHeaderLabels(headers);
    list->header()->setStretchLastSection(false);
    list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    list->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    list->setWordWrap(false);
    list->setTextElideMode(Qt::ElideRight);
    return list;
}

// The reason the player reads, at most PlayerRequests::MaxReason characters; empty when the GM gives none.
bool askReason(QWidget* parent, const QString& what, QString* reason)
{
    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("refuseRequest"));
    dialog.setWindowTitle(RequestsPage::tr("Refuse the Request"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* label = new QLabel(RequestsPage::tr("Refuse “%1”. Why not? (optional; the player sees it on his page)").arg(what), &dialog);
    label->setWordWrap(true);
    layout->addWidget(label);
    auto* edit = new QLineEdit(&dialog);
    edit->setObjectName(QStringLiteral("reason"));
    edit->setMaxLength(PlayerRequests::MaxReason);
    edit->setMinimumWidth(360);
    layout->addWidget(edit);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, &dialog);
    buttons->addButton(RequestsPage::tr("Refuse"), QDialogButtonBox::AcceptRole);
    layout->addWidget(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    *reason = edit->text();
    return true;
}

// The request in words; a note with its own words (the start of them), since that is what the GM decides on.
QString requestText(PlayerRequests& requests, const PlayerAskEntry& e, bool whole)
{
    if (!e.problem.isEmpty())
        return RequestsPage::tr("cannot be read (%1)").arg(e.problem);
    const QString what = requests.describe(e.ask);
    if (e.ask.kind != AskKind::Notes || e.ask.text.trimmed().isEmpty())
        return what;
    QString text = e.ask.text.simplified();
    if (!whole && text.size() > 80)
        text = text.left(79) + QChar(0x2026);
    return RequestsPage::tr("%1: “%2”").arg(what, text);
}

} // namespace

RequestsPage::RequestsPage(QWidget* parent) : CampaignPage(parent)
{
    setObjectName(QStringLiteral("requestsPage"));
    auto* layout = new QVBoxLayout(this);
    auto* heading = new QLabel(tr("Players' requests"), this);
    QFont bold = heading->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    heading->setFont(bold);
    layout->addWidget(heading);
    auto* hint = new QLabel(tr("What your players ask from their pages between game nights. Accepting makes the change "
                               "as one step (Edit > Undo takes it back); the player sees your answer on his page."), this);
    hint->setWordWrap(true);
    layout->addWidget(hint);

    m_pending = makeList(QStringLiteral("pendingRequests"), {tr("Id"), tr("Player"), tr("Request"), tr("Sent")}, this);
    m_pending->setSelectionMode(QAbstractItemView::SingleSelection);
    layout->addWidget(m_pending, 3);
    m_empty = new QLabel(tr("No request is waiting."), this);
    m_empty->setObjectName(QStringLiteral("noRequests"));
    layout->addWidget(m_empty);

    auto* row = new QHBoxLayout;
    m_accept = new QPushButton(tr("Accept"), this);
    m_accept->setObjectName(QStringLiteral("acceptRequest"));
    m_accept->setToolTip(tr("Make the change the player asks for, as one step; the rules check it again now."));
    m_refuse = new QPushButton(tr("Refuse…"), this);
    m_refuse->setObjectName(QStringLiteral("refuseRequest"));
    m_refuse->setToolTip(tr("Turn it down, with a reason the player sees if you give one."));
    m_builder = new QPushButton(tr("Open in Builder…"), this);
    m_builder->setObjectName(QStringLiteral("openInBuilder"));
    m_builder->setToolTip(tr("Look at the new character in the character builder, change him if you like, and accept him."));
    row->addWidget(m_accept);
    row->addWidget(m_refuse);
    row->addWidget(m_builder);
    row->addStretch(1);
    layout->addLayout(row);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("requestsMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(StatusColors::problemStyle());
    m_message->hide();
    layout->addWidget(m_message);

    auto* decidedBox = new QGroupBox(tr("Decided lately"), this);
    m_decided = makeList(QStringLiteral("decidedRequests"), {tr("Id"), tr("Player"), tr("Request"), tr("Answer")}, decidedBox);
    m_decided->setSelectionMode(QAbstractItemView::NoSelection);
    (new QVBoxLayout(decidedBox))->addWidget(m_decided);
    layout->addWidget(decidedBox, 2);
    layout->addWidget(makeAutoAcceptBox());
    layout->addWidget(makeShareBox());

    connect(m_pending, &QTreeWidget::itemSelectionChanged, this, &RequestsPage::updateButtons);
    connect(m_accept, &QPushButton::clicked, this, [this] { accept(selectedId()); });
    connect(m_refuse, &QPushButton::clicked, this, &RequestsPage::askRefuse);
    connect(m_builder, &QPushButton::clicked, this, &RequestsPage::openInBuilder);
    updateButtons();
}

QWidget* RequestsPage::makeAutoAcceptBox()
{
    auto* box = new QGroupBox(tr("Accept at once, without asking me"), this);
    box->setObjectName(QStringLiteral("autoAccept"));
    box->setToolTip(tr("Requests of the kinds ticked here are accepted as they arrive, when the rules allow them."));
    auto* flow = new FlowLayout(box, 10); // wraps in a narrow window or a longer language
    const QList<AskKind> kinds = PlayerAsk::kinds();
    for (int i = 0; i < kinds.size(); ++i) {
        const AskKind kind = kinds.at(i);
        auto* check = new QCheckBox(PlayerAsk::kindName(kind), box);
        check->setObjectName(QStringLiteral("autoAccept-") + PlayerAsk::kindKey(kind));
        flow->addWidget(check);
        m_autoAccept.insert(kind, check);
        connect(check, &QCheckBox::toggled, this, [this, kind](bool on) {
            if (!m_campaign)
                return;
            QString error;
            const bool ok = PlayerRequests(*m_campaign).setAutoAccept(kind, on, &error);
            showMessage(ok ? QString() : error);
            if (!ok)
                refreshAutoAccept();
        });
    }
    return box;
}

QWidget* RequestsPage::makeShareBox()
{
    auto* box = new QGroupBox(tr("What players' pages show"), this);
    box->setObjectName(QStringLiteral("playersSee"));
    auto* flow = new FlowLayout(box, 10);
    m_sharePurse = new QCheckBox(tr("Share the party purse with players"), box);
    m_sharePurse->setObjectName(QStringLiteral("sharePurse"));
    m_sharePurse->setToolTip(tr("Each player's page then shows the party purse's balance and its latest entries "
                                "(never money paid for work you keep secret)."));
    flow->addWidget(m_sharePurse);
    connect(m_sharePurse, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_campaign)
            return;
        QString error;
        const bool ok = PlayerSharing(*m_campaign).setShared(SharedWithPlayers::Purse, on, &error);
        showMessage(ok ? QString() : error);
        if (!ok)
            refreshSharing();
    });
    return box;
}

void RequestsPage::refreshSharing()
{
    QString error;
    const QSignalBlocker block(m_sharePurse);
    m_sharePurse->setChecked(m_campaign && PlayerSharing(*m_campaign).shares(SharedWithPlayers::Purse, &error));
    m_sharePurse->setEnabled(m_campaign && !m_campaign->isReadOnly());
    if (!error.isEmpty())
        showMessage(error);
}

QString RequestsPage::sidebarTitle(Campaign& campaign) const
{
    const int waiting = pendingCount(campaign);
    return waiting > 0 ? tr("Requests (%1)").arg(waiting) : title();
}

int RequestsPage::pendingCount(Campaign& campaign)
{
    QString error;
    return int(PlayerRequests(campaign).pending(&error).size());
}

QIcon RequestsPage::icon() const
{
    return PageIcon::make(QStringLiteral("requests"));
}

void RequestsPage::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (m_campaign) {
        connect(m_campaign, &Campaign::playersChanged, this, &RequestsPage::refresh);
        connect(m_campaign, &Campaign::charactersChanged, this, &RequestsPage::refresh); // a character's name in words
        connect(m_campaign, &Campaign::restored, this, &RequestsPage::refresh);
    }
    showMessage(QString());
    refresh();
}

void RequestsPage::refresh()
{
    refreshPending();
    refreshDecided();
    refreshAutoAccept();
    refreshSharing();
}

void RequestsPage::refreshPending()
{
    const qint64 selected = selectedId();
    m_pending->clear();
    m_shown.clear();
    QString error;
    const QList<PlayerAskEntry> pending = m_campaign ? PlayerRequests(*m_campaign).pending(&error) : QList<PlayerAskEntry>();
    for (const PlayerAskEntry& e : pending) { // oldest first: the newest last, where the GM reads on
        PlayerRequests requests(*m_campaign);
        auto* item = new QTreeWidgetItem(m_pending, {e.key(), e.playerName, requestText(requests, e, false),
                                                     Calendar::formatShort(e.createdDay)});
        item->setData(0, Qt::UserRole, e.id);
        item->setData(1, Qt::UserRole, int(e.ask.kind));
        item->setToolTip(2, requestText(requests, e, true));
        m_shown.append(e.id);
        if (e.id == selected)
            m_pending->setCurrentItem(item);
    }
    if (!m_pending->currentItem() && m_pending->topLevelItemCount() > 0)
        m_pending->setCurrentItem(m_pending->topLevelItem(0));
    m_empty->setVisible(m_shown.isEmpty());
    if (!error.isEmpty())
        showMessage(error);
    updateButtons();
}

void RequestsPage::refreshDecided()
{
    m_decided->clear();
    if (!m_campaign)
        return;
    QString error;
    PlayerRequests requests(*m_campaign);
    QList<PlayerAskEntry> decided;
    for (const PlayerLink& link : PlayerLinks(*m_campaign).list(true, &error)) {
        for (const PlayerAskEntry& e : requests.ofLink(link.id, &error)) {
            if (e.status != ProposalStatus::Pending)
                decided.append(e);
        }
    }
    std::sort(decided.begin(), decided.end(), [](const PlayerAskEntry& a, const PlayerAskEntry& b) { return a.id > b.id; });
    for (const PlayerAskEntry& e : decided.mid(0, DecidedShown)) { // the newest decision first
        const QString answer = e.status == ProposalStatus::Accepted ? tr("accepted")
                               : e.reason.isEmpty()                 ? tr("refused")
                                                                    : tr("refused: %1").arg(e.reason);
        auto* item = new QTreeWidgetItem(m_decided, {e.key(), e.playerName, requestText(requests, e, false), answer});
        item->setData(0, Qt::UserRole, e.id);
        item->setToolTip(2, requestText(requests, e, true));
        item->setToolTip(3, answer);
    }
}

void RequestsPage::refreshAutoAccept()
{
    QString error;
    const QList<AskKind> on = m_campaign ? PlayerRequests(*m_campaign).autoAccepted(&error) : QList<AskKind>();
    for (auto it = m_autoAccept.cbegin(); it != m_autoAccept.cend(); ++it) {
        const QSignalBlocker block(it.value());
        it.value()->setChecked(on.contains(it.key()));
        it.value()->setEnabled(m_campaign && !m_campaign->isReadOnly());
    }
}

qint64 RequestsPage::selectedId() const
{
    const QTreeWidgetItem* item = m_pending->currentItem();
    return item ? item->data(0, Qt::UserRole).toLongLong() : 0;
}

void RequestsPage::updateButtons()
{
    const QTreeWidgetItem* item = m_pending->currentItem();
    const bool writable = m_campaign && !m_campaign->isReadOnly();
    m_accept->setEnabled(item && writable);
    m_refuse->setEnabled(item && writable);
    m_builder->setEnabled(item && writable && item->data(1, Qt::UserRole).toInt() == int(AskKind::NewCharacter));
}

bool RequestsPage::accept(qint64 id)
{
    if (!m_campaign || id <= 0)
        return false;
    QString error;
    const bool ok = PlayerRequests(*m_campaign).accept(id, &error);
    showMessage(ok ? QString() : error);
    return ok;
}

void RequestsPage::askRefuse()
{
    const QTreeWidgetItem* item = m_pending->currentItem();
    QString reason;
    if (item && askReason(this, item->text(2), &reason))
        refuse(selectedId(), reason);
}

bool RequestsPage::refuse(qint64 id, const QString& reason)
{
    if (!m_campaign || id <= 0)
        return false;
    QString error;
    const bool ok = PlayerRequests(*m_campaign).refuse(id, reason, &error);
    showMessage(ok ? QString() : error);
    return ok;
}

void RequestsPage::openInBuilder()
{
    const qint64 id = selectedId();
    PlayerAskEntry entry;
    QString error;
    if (!m_campaign || !PlayerRequests(*m_campaign).find(id, &entry, &error)) {
        showMessage(error);
        return;
    }
    NewCharacterReview review(*m_campaign, id, entry.ask.character, entry.playerName, this);
    if (review.exec() == QDialog::Accepted)
        showMessage(QString());
}

QString RequestsPage::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void RequestsPage::showMessage(const QString& text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

} // namespace hk
