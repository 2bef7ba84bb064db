#include "combat/ProposalsPanel.h"

#include "campaign/Campaign.h"
#include "combat/Encounters.h"
#include "main/StatusColors.h"
#include "players/PlayerProposals.h"

#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace hk {

namespace {

void clearRows(QLayout* layout)
{
    while (QLayoutItem* item = layout->takeAt(0)) {
        if (QWidget* w = item->widget()) {
            // The row's button may be the one whose click led here: delete it once its signal returns.
            w->hide();
            w->setParent(nullptr);
            w->deleteLater();
        }
        delete item;
    }
}

} // namespace

ProposalsPanel::ProposalsPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("proposalsPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 2, 0, 2);
    layout->setSpacing(2);
    auto* title = new QLabel(tr("The players propose"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    layout->addWidget(title);
    m_rows = new QVBoxLayout;
    m_rows->setSpacing(2);
    layout->addLayout(m_rows);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("proposalsMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(StatusColors::problemStyle());
    m_message->hide();
    layout->addWidget(m_message);
    hide();
}

void ProposalsPanel::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_encounterId = 0;
    m_p = nullptr;
    if (m_campaign) {
        connect(m_campaign, &Campaign::playersChanged, this, &ProposalsPanel::refresh);
        connect(m_campaign, &Campaign::combatChanged, this, &ProposalsPanel::refresh);
        connect(m_campaign, &Campaign::restored, this, &ProposalsPanel::refresh);
    }
    showMessage(QString());
    refresh();
}

void ProposalsPanel::setEncounter(qint64 encounterId, const CombatParameters* parameters)
{
    if (encounterId == m_encounterId && parameters == m_p)
        return; // the campaign's signals refresh the same encounter
    if (encounterId != m_encounterId)
        showMessage(QString());
    m_encounterId = encounterId;
    m_p = parameters;
    refresh();
}

void ProposalsPanel::refresh()
{
    m_pending.clear();
    clearRows(m_rows);
    Encounter encounter;
    QString error;
    if (m_campaign && m_encounterId && Encounters(*m_campaign).find(m_encounterId, &encounter, &error))
        m_pending = PlayerProposals(*m_campaign).pending(m_encounterId, &error);
    for (const PlayerProposal& p : std::as_const(m_pending))
        addRow(p, tr("%1 — %2").arg(p.playerName, PlayerProposals::describe(p, encounter.state, m_p)));
    if (m_pending.isEmpty())
        m_message->hide(); // nothing left that the message could be about
    setVisible(!m_pending.isEmpty());
}

void ProposalsPanel::addRow(const PlayerProposal& proposal, const QString& text)
{
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* label = new QLabel(text, row);
    label->setObjectName(QStringLiteral("proposalText"));
    label->setWordWrap(true);
    label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // a long line wraps, never widens the tracker
    auto* accept = new QPushButton(tr("Accept"), row);
    accept->setObjectName(QStringLiteral("acceptProposal"));
    accept->setToolTip(tr("Choose this option and make this move for the figure, as one step."));
    auto* refuse = new QPushButton(tr("Refuse…"), row);
    refuse->setObjectName(QStringLiteral("refuseProposal"));
    refuse->setToolTip(tr("Turn it down, with a reason the player sees if you give one."));
    layout->addWidget(label, 1);
    layout->addWidget(accept);
    layout->addWidget(refuse);
    const qint64 id = proposal.id;
    row->setProperty("proposalId", id);
    connect(accept, &QPushButton::clicked, this, [this, id] { this->accept(id); });
    connect(refuse, &QPushButton::clicked, this, [this, id] { askRefuse(id); });
    m_rows->addWidget(row);
}

bool ProposalsPanel::accept(qint64 proposalId)
{
    if (!m_campaign)
        return false;
    QString error;
    const bool ok = PlayerProposals(*m_campaign).accept(proposalId, &error);
    showMessage(ok ? QString() : error);
    return ok;
}

void ProposalsPanel::askRefuse(qint64 proposalId)
{
    bool ok = false;
    const QString reason = QInputDialog::getText(this, tr("Refuse the proposal"),
                                                 tr("Why not? (optional; the player sees it)"), QLineEdit::Normal,
                                                 QString(), &ok);
    if (ok)
        refuse(proposalId, reason);
}

bool ProposalsPanel::refuse(qint64 proposalId, const QString& reason)
{
    if (!m_campaign)
        return false;
    QString error;
    const bool ok = PlayerProposals(*m_campaign).refuse(proposalId, reason, &error);
    showMessage(ok ? QString() : error);
    return ok;
}

QString ProposalsPanel::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void ProposalsPanel::showMessage(const QString& text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

} // namespace hk
