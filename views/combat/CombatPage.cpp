#include "combat/CombatPage.h"

#include "main/PageIcon.h"

#include "main/StatusColors.h"

#include "main/FlowLayout.h"

#include "combat/CombatRulesDialog.h"

#include "campaign/Campaign.h"
#include "combat/CombatHouseRules.h"
#include "combat/CombatLogView.h"
#include "combat/CombatTurn.h"
#include "combat/EncounterBuilderPanel.h"
#include "combat/EncounterListPanel.h"
#include "combat/Encounters.h"
#include "combat/EndFightDialog.h"
#include "combat/HexMapView.h"
#include "combat/PlayerWindow.h"
#include "combat/TrackerPanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QScreen>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace hk {

CombatPage::CombatPage(QWidget* parent) : CampaignPage(parent)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->setChildrenCollapsible(false);
    layout->addWidget(split);

    m_list = new EncounterListPanel(split);
    m_list->setMinimumWidth(qMax(160, m_list->minimumSizeHint().width())); // its buttons stay readable
    buildCentre(split);
    buildRight(split);

    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setStretchFactor(2, 0);
    split->setSizes({180, 520, 400});
    connectParts();
    showEncounter();
}

QWidget* CombatPage::buildCentre(QSplitter* split)
{
    auto* centre = new QWidget(split);
    auto* centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(4, 6, 4, 4);
    centreLayout->setSpacing(4);
    m_mapTitle = new QLabel(centre);
    m_mapTitle->setObjectName(QStringLiteral("encounterTitle"));
    QFont bold = m_mapTitle->font();
    bold.setBold(true);
    m_mapTitle->setFont(bold);
    // On its own line above the map tools, wrapping, so a long encounter name is never cut off.
    m_mapTitle->setWordWrap(true);
    m_mapTitle->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // a long name must not widen the page
    centreLayout->addWidget(m_mapTitle);
    const QList<QToolButton*> zoom = addMapTools(centre, centreLayout);
    m_status = new QLabel(centre);
    m_status->setObjectName(QStringLiteral("combatStatus"));
    m_status->setWordWrap(true);
    m_status->hide();
    centreLayout->addWidget(m_status);
    auto* mapAndLog = new QSplitter(Qt::Vertical, centre);
    mapAndLog->setChildrenCollapsible(false);
    m_map = new HexMapView(mapAndLog);
    m_map->setObjectName(QStringLiteral("combatMap"));
    m_log = new CombatLogView(mapAndLog);
    m_log->setMinimumHeight(90);
    m_log->setWrapping(true); // whole lines in a narrow pane (German at 1024 px), never "Vessa tritt Se…"
    mapAndLog->setStretchFactor(0, 3);
    mapAndLog->setStretchFactor(1, 1);
    mapAndLog->setSizes({520, 170});
    centreLayout->addWidget(mapAndLog, 1);

    connect(zoom.at(0), &QToolButton::clicked, m_map, &HexMapView::zoomIn);
    connect(zoom.at(1), &QToolButton::clicked, m_map, &HexMapView::zoomOut);
    connect(zoom.at(2), &QToolButton::clicked, m_map, &HexMapView::fitAll);
    connect(zoom.at(3), &QToolButton::clicked, m_map, &HexMapView::fitFigures);
    return centre;
}

QList<QToolButton*> CombatPage::addMapTools(QWidget* centre, QVBoxLayout* centreLayout)
{
    auto* tools = new FlowLayout; // the map tools wrap in a narrow window
    auto* zoomIn = new QToolButton(centre);
    zoomIn->setText(QStringLiteral("+"));
    zoomIn->setToolTip(tr("Zoom in (or the mouse wheel)"));
    auto* zoomOut = new QToolButton(centre);
    zoomOut->setText(QStringLiteral("\u2212"));
    zoomOut->setToolTip(tr("Zoom out"));
    auto* fit = new QToolButton(centre);
    fit->setObjectName(QStringLiteral("fitMap"));
    fit->setText(tr("Fit"));
    fit->setToolTip(tr("Show the whole map. Drag with the middle or right button to pan."));
    auto* fitFigures = new QToolButton(centre);
    fitFigures->setObjectName(QStringLiteral("fitFigures"));
    fitFigures->setText(tr("Figures"));
    fitFigures->setToolTip(tr("Zoom to the fight: every figure on the map with a few hexes around them."));
    m_playerButton = new QPushButton(tr("Player window"), centre);
    m_playerButton->setObjectName(QStringLiteral("playerWindowButton"));
    m_playerButton->setToolTip(tr("A second window for the players' screen: the map and the order, nothing secret."));
    auto* rules = new QPushButton(tr("Rules…"), centre);
    rules->setObjectName(QStringLiteral("combatRulesButton"));
    rules->setToolTip(tr("The optional combat rules this campaign follows (courtesy, practice combat, mass-combat options)."));
    for (QToolButton* b : {zoomIn, zoomOut, fit, fitFigures})
        tools->addWidget(b);
    tools->addSpacing(8);
    tools->addWidget(rules);
    tools->addWidget(m_playerButton);
    connect(rules, &QPushButton::clicked, this, [this] {
        if (!m_campaign)
            return;
        CombatRulesDialog dialog(*m_campaign, this);
        dialog.exec();
    });
    centreLayout->addLayout(tools);
    return {zoomIn, zoomOut, fit, fitFigures};
}

QStackedWidget* CombatPage::buildRight(QSplitter* split)
{
    m_right = new QStackedWidget(split);
    m_right->setContentsMargins(0, 6, 6, 6);
    m_right->setMinimumWidth(320);
    m_empty = new QLabel(tr("Make an encounter with New… on the left, or pick one."), m_right);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_builder = new EncounterBuilderPanel(m_right);
    m_tracker = new TrackerPanel(m_right);
    m_right->addWidget(m_empty);
    m_right->addWidget(m_builder);
    m_right->addWidget(m_tracker);
    return m_right;
}

void CombatPage::connectParts()
{
    connect(m_playerButton, &QPushButton::clicked, this, &CombatPage::openPlayerWindow);
    connect(m_list, &EncounterListPanel::encounterSelected, this, &CombatPage::selectEncounter);
    connect(m_list, &EncounterListPanel::message, this, &CombatPage::showMessage);
    connect(m_builder, &EncounterBuilderPanel::message, this, &CombatPage::showMessage);
    connect(m_builder, &EncounterBuilderPanel::figureSelected, this, &CombatPage::selectFigure);
    connect(m_tracker, &TrackerPanel::message, this, &CombatPage::showMessage);
    connect(m_tracker, &TrackerPanel::figureSelected, this, &CombatPage::selectFigure);
    connect(m_tracker, &TrackerPanel::hexPickRequested, this, &CombatPage::hexPickRequested);
    connect(m_tracker, &TrackerPanel::highlightRequested, m_map, &HexMapView::setHighlightedHexes);
    connect(m_tracker, &TrackerPanel::endFightRequested, this, &CombatPage::endFight);
    connect(m_map, &HexMapView::figureSelected, this, &CombatPage::selectFigure);
    connect(m_map, &HexMapView::hexClicked, this, &CombatPage::hexClicked);
    connect(m_map, &HexMapView::figureDropped, this, &CombatPage::figureDropped);
    connect(m_map, &HexMapView::facingRequested, this, &CombatPage::facingRequested);
}

CombatPage::~CombatPage() = default;

QIcon CombatPage::icon() const
{
    // A red cross: the crossed blades that mark a battle on a map.
    return PageIcon::make(QStringLiteral("combat"));
}

void CombatPage::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_encounter = Encounter{};
    m_selected.clear();
    m_lastActor.clear();
    m_lastMovingSide = -1;
    m_announced = -1;
    m_list->setCampaign(campaign);
    m_builder->setCampaign(campaign);
    m_tracker->setCampaign(campaign);
    showMessage(QString(), false);
    loadParameters();
    if (m_campaign) {
        connect(m_campaign, &Campaign::combatChanged, this, &CombatPage::reload);
        connect(m_campaign, &Campaign::restored, this, &CombatPage::reload);
        connect(m_campaign, &Campaign::rulesChanged, this, [this] {
            loadParameters();
            reload();
        });
    }
    if (m_playerWindow)
        m_playerWindow->setCampaign(campaign);
    reload();
}

void CombatPage::loadParameters()
{
    m_parameters.reset();
    if (!m_campaign)
        return;
    QString error;
    m_parameters = CombatParameters::load(m_campaign->rules(), &error);
    if (!m_parameters)
        showMessage(tr("This campaign's rules cannot run a fight: %1").arg(error), true);
}

bool CombatPage::showSection(const QString& section)
{
    if (section == QLatin1String("players")) {
        openPlayerWindow();
        return true;
    }
    return false;
}

void CombatPage::reload()
{
    QList<Encounter> encounters;
    QString error;
    if (m_campaign) {
        encounters = Encounters(*m_campaign).list(&error);
        if (!error.isEmpty())
            showMessage(error, true);
    }
    qint64 current = m_encounter.id;
    const auto has = [&](qint64 id) {
        return std::any_of(encounters.begin(), encounters.end(), [id](const Encounter& e) { return e.id == id; });
    };
    if (!has(current)) {
        // The fight under way, else the newest encounter.
        current = encounters.isEmpty() ? 0 : encounters.last().id;
        for (const Encounter& e : std::as_const(encounters)) {
            if (e.status() == EncounterStatus::Running)
                current = e.id;
        }
    }
    m_list->setEncounters(encounters, current);
    m_encounter = Encounter{};
    for (const Encounter& e : std::as_const(encounters)) {
        if (e.id == current)
            m_encounter = e;
    }
    showEncounter();
}

bool CombatPage::selectEncounter(qint64 id)
{
    if (!m_campaign)
        return false;
    Encounter e;
    QString error;
    if (!Encounters(*m_campaign).find(id, &e, &error)) {
        showMessage(error, true);
        return false;
    }
    if (e.id != m_encounter.id) {
        m_selected.clear();
        m_lastActor.clear();
        m_lastMovingSide = -1;
        m_tracker->cancelPendingHex();
    }
    m_encounter = e;
    m_list->selectEncounter(id);
    showEncounter();
    return true;
}

void CombatPage::showEncounter()
{
    const Encounter& e = m_encounter;
    const CombatState& s = e.state;
    const CombatParameters* p = m_parameters ? &*m_parameters : nullptr;
    m_mapTitle->setText(e.id ? tr("%1 — map %2×%3").arg(e.name).arg(s.map.columns()).arg(s.map.rows()) : QString());
    m_mapTitle->setToolTip(m_mapTitle->text());
    // Propose a figure: the one whose action comes next, or the first of the side that starts moving.
    if (s.phase == CombatPhase::Actions && !s.actor.isEmpty() && s.actor != m_lastActor)
        m_selected = s.actor;
    if (s.phase == CombatPhase::Movement && !s.mover.isEmpty() && s.mover != m_lastMover)
        m_selected = s.mover;
    m_lastMover = s.phase == CombatPhase::Movement ? s.mover : QString();
    if (s.phase == CombatPhase::Movement && s.initiativeOrder.isEmpty() && s.movingSide != m_lastMovingSide) {
        const EncounterFigure* current = s.figure(m_selected);
        if (!current || current->body.side != s.movingSide) {
            for (const EncounterFigure* f : s.onMap()) {
                if (f->body.side == s.movingSide && f->body.isActive()) {
                    m_selected = f->body.id;
                    break;
                }
            }
        }
    }
    m_lastActor = s.actor;
    m_lastMovingSide = s.phase == CombatPhase::Movement ? s.movingSide : -1;
    if (!s.figure(m_selected))
        m_selected.clear();

    m_map->setMegahexesShown(!m_campaign || !CombatHouseRules::load(m_campaign->rules()).noMegahexes);
    m_map->setState(s);
    // A new encounter opens fitted to the window, the whole map in view (issue 33: maps opened zoomed in on the
    // figures, and a GM lost the rest of the field); Figures zooms to the fight.
    if (e.id != m_framedEncounter)
        m_map->fitAll();
    m_framedEncounter = e.id;
    m_map->setMovable(s.phase == CombatPhase::Setup || s.phase == CombatPhase::Movement);
    for (const EncounterFigure& f : s.figures) {
        const bool moving = s.phase == CombatPhase::Movement && s.movesNow(f) && p;
        m_map->setMovementAllowance(f.body.id, moving ? CombatTurn::hexesLeft(s, f, *p) : -1);
    }
    m_map->setSelected(m_selected);
    if (!m_tracker->hasPendingHex())
        m_map->setHighlightedHexes({});

    if (!e.id) {
        m_right->setCurrentWidget(m_empty);
    } else if (s.phase == CombatPhase::Setup) {
        m_builder->setEncounter(e);
        m_builder->setSelected(m_selected);
        m_right->setCurrentWidget(m_builder);
    } else {
        m_tracker->setEncounter(e, p);
        m_tracker->setSelected(m_selected);
        m_right->setCurrentWidget(m_tracker);
    }
    QString error;
    m_log->setEntries(e.id && m_campaign ? Encounters(*m_campaign).log(e.id, false, &error) : QList<CombatLogEntry>{});
    if (!error.isEmpty())
        showMessage(error, true);
    if (m_playerWindow && m_playerWindow->encounterId() != e.id)
        m_playerWindow->setEncounter(e.id);
    if (e.id != m_announced) {
        m_announced = e.id;
        Q_EMIT encounterShown(e.id);
    }
}

void CombatPage::selectFigure(const QString& figureId)
{
    m_selected = m_encounter.state.figure(figureId) ? figureId : QString();
    m_map->setSelected(m_selected);
    m_builder->setSelected(m_selected);
    m_tracker->setSelected(m_selected);
}

QString CombatPage::statusText() const { return m_status->isVisible() ? m_status->text() : QString(); }

void CombatPage::showMessage(const QString& text, bool error)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
    m_status->setStyleSheet(StatusColors::bannerStyle(error));
}

void CombatPage::hexClicked(const HexCoord& hex)
{
    if (m_tracker->hasPendingHex()) {
        m_tracker->hexClicked(hex);
        return;
    }
    if (m_encounter.state.phase == CombatPhase::Setup)
        m_builder->hexClicked(hex);
}

void CombatPage::figureDropped(const QString& figureId, const HexCoord& hex)
{
    if (m_encounter.state.phase == CombatPhase::Setup)
        m_builder->figureDropped(figureId, hex);
    else
        m_tracker->figureDropped(figureId, hex);
}

void CombatPage::facingRequested(const QString& figureId, int facing)
{
    if (m_encounter.state.phase == CombatPhase::Setup)
        m_builder->faceFigure(figureId, facing);
    else if (m_encounter.state.phase != CombatPhase::Ended)
        m_tracker->faceFigure(figureId, facing);
}

void CombatPage::hexPickRequested(const QString& prompt, const QList<HexCoord>& highlight)
{
    m_map->setHighlightedHexes(highlight);
    showMessage(prompt, false);
}

void CombatPage::endFight()
{
    if (!m_campaign || !m_encounter.id)
        return;
    Encounter current;
    QString error;
    if (!Encounters(*m_campaign).find(m_encounter.id, &current, &error)) {
        showMessage(error, true);
        return;
    }
    const bool ending = current.state.phase != CombatPhase::Ended;
    EndFightDialog dialog(*m_campaign, current, this);
    if (dialog.exec() == QDialog::Accepted)
        showMessage(ending ? tr("The fight is over: wounds and fatigue are back on the characters, experience on the "
                                "ledger. Edit ▸ Undo takes it back.")
                           : tr("The experience is on the ledger."),
                    false);
}

PlayerWindow* CombatPage::openPlayerWindow()
{
    if (!m_playerWindow) {
        // A window of its own for the second screen, closed with the page; it never keeps the app running.
        m_playerWindow = new PlayerWindow(this);
        m_playerWindow->setAttribute(Qt::WA_QuitOnClose, false);
        m_playerWindow->setCampaign(m_campaign);
        // Wholly on the screen the GM works on (it can then be dragged to the players' screen).
        const QRect screen = window()->screen()->availableGeometry();
        m_playerWindow->resize(m_playerWindow->size().boundedTo(screen.size() * 9 / 10));
        QRect frame(QPoint(), m_playerWindow->size());
        frame.moveCenter(screen.center());
        m_playerWindow->move(frame.topLeft());
    }
    m_playerWindow->setEncounter(m_encounter.id);
    m_playerWindow->show();
    m_playerWindow->raise();
    return m_playerWindow;
}

} // namespace hk
