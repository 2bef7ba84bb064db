#include "combat/PlayerWindow.h"

#include "audience/CampaignView.h"
#include "campaign/Campaign.h"
#include "combat/CombatHouseRules.h"
#include "combat/CombatFigureTable.h"
#include "combat/CombatLogView.h"
#include "combat/CombatWords.h"
#include "combat/HexMapView.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace hk {

PlayerWindow::PlayerWindow(QWidget* parent) : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("playerWindow"));
    setWindowTitle(tr("Hexkeeper — Players"));
    auto* layout = new QVBoxLayout(this);
    auto* header = new QHBoxLayout;
    m_title = new QLabel(this);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_title->setFont(big);
    m_turn = new QLabel(this);
    QFont turnFont = m_turn->font();
    turnFont.setPointSizeF(turnFont.pointSizeF() * 1.3);
    m_turn->setFont(turnFont);
    m_actor = new QLabel(this);
    m_actor->setFont(turnFont);
    header->addWidget(m_title);
    header->addSpacing(24);
    header->addWidget(m_turn);
    header->addStretch(1);
    header->addWidget(m_actor);
    layout->addLayout(header);

    auto* split = new QSplitter(Qt::Horizontal, this);
    m_map = new HexMapView(split);
    m_map->setPlayerView(true);
    m_map->setMovable(false);
    auto* side = new QSplitter(Qt::Vertical, split);
    m_order = new CombatFigureTable(false, side);
    m_log = new CombatLogView(side);
    m_log->setColumnHidden(2, true); // the GM tag: players only get their own lines anyway
    // Read from across the table: larger type than the GM's screen.
    QFont readable = m_order->font();
    readable.setPointSizeF(readable.pointSizeF() * 1.15);
    m_order->setFont(readable);
    m_log->setFont(readable);
    m_log->setWrapping(true);
    side->setStretchFactor(0, 1);
    side->setStretchFactor(1, 2);
    side->setSizes({260, 500});
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({820, 460});
    layout->addWidget(split, 1);
    resize(1280, 800);
}

void PlayerWindow::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_parameters.reset();
    if (m_campaign) {
        QString error;
        m_parameters = CombatParameters::load(m_campaign->rules(), &error);
        connect(m_campaign, &Campaign::combatChanged, this, &PlayerWindow::refresh);
        connect(m_campaign, &Campaign::restored, this, &PlayerWindow::refresh);
        connect(m_campaign, &Campaign::rulesChanged, this, [this] {
            QString error;
            m_parameters = CombatParameters::load(m_campaign->rules(), &error);
            refresh();
        });
    } else {
        m_encounterId = 0;
    }
    refresh();
}

void PlayerWindow::setEncounter(qint64 encounterId)
{
    m_encounterId = encounterId;
    refresh();
}

void PlayerWindow::refresh()
{
    Encounter e;
    QString error;
    if (!m_campaign || !m_encounterId || !CampaignView(*m_campaign, Audience::Players).encounter(m_encounterId, &e, &error)) {
        m_title->setText(tr("No fight"));
        m_turn->clear();
        m_actor->clear();
        m_map->setState(CombatState{});
        m_map->fitAll();
        m_framedEncounter = -1;
        m_order->setState(CombatState{}, nullptr);
        m_log->setEntries({});
        return;
    }
    const CombatState& s = e.state;
    m_title->setText(e.name);
    m_turn->setText(CombatWords::turnText(s));
    m_actor->setText(CombatWords::nextText(s));
    m_map->setMegahexesShown(!m_campaign || !CombatHouseRules::load(m_campaign->rules()).noMegahexes);
    m_map->setState(s);
    // A new encounter opens fitted to the window, the whole map in view (issue 33); hidden figures are not drawn.
    if (e.id != m_framedEncounter)
        m_map->fitAll();
    m_framedEncounter = e.id;
    m_order->setState(s, m_parameters ? &*m_parameters : nullptr);
    m_log->setEntries(CampaignView(*m_campaign, Audience::Players).combatLog(e.id, &error));
}

} // namespace hk
