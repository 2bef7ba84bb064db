#include "combat/TrackerPanel.h"

#include "campaign/Campaign.h"
#include "combat/CombatActions.h"
#include "combat/CombatFigureTable.h"
#include "combat/CombatText.h"
#include "combat/CombatTurn.h"
#include "combat/CombatView.h"
#include "combat/ProposalsPanel.h"

#include <QComboBox>
#include <QGroupBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

namespace hk {

namespace {

QPushButton* button(const QString& text, const QString& objectName, QWidget* parent)
{
    auto* b = new QPushButton(text, parent);
    b->setObjectName(objectName);
    return b;
}

void clearLayout(QLayout* layout)
{
    while (QLayoutItem* item = layout->takeAt(0)) {
        if (QWidget* w = item->widget()) {
            // A row's button may be the one whose click led here: delete it once its signal returns.
            w->hide();
            w->setParent(nullptr);
            w->deleteLater();
        }
        else if (QLayout* inner = item->layout()) {
            clearLayout(inner);
            delete inner;
        }
        delete item;
    }
}

} // namespace

TrackerPanel::TrackerPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_turn = new QLabel(this);
    m_turn->setObjectName(QStringLiteral("trackerTurn"));
    QFont big = m_turn->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_turn->setFont(big);
    layout->addWidget(m_turn);
    m_who = new QLabel(this);
    m_who->setObjectName(QStringLiteral("trackerWho"));
    m_who->setWordWrap(true);
    layout->addWidget(m_who);
    m_proposals = new ProposalsPanel(this);
    layout->addWidget(m_proposals);
    m_order = new CombatFigureTable(true, this);
    layout->addWidget(m_order, 1);
    connect(m_order, &CombatFigureTable::figureSelected, this, &TrackerPanel::figureSelected);

    m_figureBox = new QGroupBox(this);
    auto* figureLayout = new QVBoxLayout(m_figureBox);
    figureLayout->setContentsMargins(8, 4, 8, 6);
    m_figureSummary = new QLabel(m_figureBox);
    m_figureSummary->setObjectName(QStringLiteral("trackerFigure"));
    m_figureSummary->setWordWrap(true);
    m_figureSummary->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    figureLayout->addWidget(m_figureSummary);
    buildPhaseBoxes();
    figureLayout->addWidget(m_initiativeBox);
    figureLayout->addWidget(m_renewBox);
    figureLayout->addWidget(m_moveBox);
    figureLayout->addWidget(m_actionBox);
    figureLayout->addWidget(m_retreatBox);
    layout->addWidget(m_figureBox);

    m_pickBox = new QWidget(this);
    auto* pick = new QHBoxLayout(m_pickBox);
    pick->setContentsMargins(0, 0, 0, 0);
    m_pickPrompt = new QLabel(m_pickBox);
    m_pickPrompt->setWordWrap(true);
    m_pickPrompt->setStyleSheet(QStringLiteral("QLabel { background: #fff3c4; border: 1px solid #c9a227; padding: 3px; }"));
    auto* cancel = new QPushButton(tr("Cancel"), m_pickBox);
    pick->addWidget(m_pickPrompt, 1);
    pick->addWidget(cancel);
    connect(cancel, &QPushButton::clicked, this, &TrackerPanel::cancelPendingHex);
    m_pickBox->hide();
    layout->addWidget(m_pickBox);

    auto* bottom = new QHBoxLayout;
    m_gm = new QToolButton(this);
    m_gm->setObjectName(QStringLiteral("gmMenu"));
    m_gm->setText(tr("GM ▾"));
    m_gm->setToolTip(tr("The GM's overrides on the selected figure: hits, posture, conditions, hiding, who acts next."));
    m_gm->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_gm->setMinimumHeight(m_gm->sizeHint().height() + 4);
    m_whoWins = new QToolButton(this);
    m_whoWins->setObjectName(QStringLiteral("whoWins"));
    m_whoWins->setText(tr("Who wins?"));
    m_whoWins->setToolTip(tr("The selected figure against an enemy you pick, as a stand-up fight of blows only."));
    m_whoWins->setMinimumHeight(m_gm->minimumHeight());
    m_end = button(tr("End fight…"), QStringLiteral("endFight"), this);
    m_next = button(tr("Next phase"), QStringLiteral("nextPhase"), this);
    QFont bold = m_next->font();
    bold.setBold(true);
    m_next->setFont(bold);
    bottom->addWidget(m_gm);
    bottom->addWidget(m_whoWins);
    bottom->addWidget(m_end);
    bottom->addStretch(1);
    bottom->addWidget(m_next);
    layout->addLayout(bottom);

    connect(m_gm, &QToolButton::clicked, this, &TrackerPanel::showGmMenu);
    connect(m_whoWins, &QToolButton::clicked, this, &TrackerPanel::askWhoWins);
    connect(m_end, &QPushButton::clicked, this, &TrackerPanel::endFightRequested);
    connect(m_next, &QPushButton::clicked, this, &TrackerPanel::nextPhase);
}

void TrackerPanel::buildPhaseBoxes()
{
    m_initiativeBox = new QWidget(m_figureBox);
    auto* init = new QHBoxLayout(m_initiativeBox);
    init->setContentsMargins(0, 0, 0, 0);
    m_rollInitiative = button(tr("Roll initiative"), QStringLiteral("rollInitiative"), m_initiativeBox);
    m_firstSide = new QComboBox(m_initiativeBox);
    m_firstSide->setObjectName(QStringLiteral("firstSide"));
    m_setFirst = button(tr("moves first"), QStringLiteral("setFirstSide"), m_initiativeBox);
    m_setFirst->setToolTip(tr("The winner of the initiative may let another side move first."));
    init->addWidget(m_rollInitiative);
    init->addStretch(1);
    init->addWidget(m_firstSide);
    init->addWidget(m_setFirst);
    connect(m_rollInitiative, &QPushButton::clicked, this, &TrackerPanel::rollInitiative);
    connect(m_setFirst, &QPushButton::clicked, this, [this] { setFirstSide(m_firstSide->currentData().toInt()); });

    m_renewBox = new QWidget(m_figureBox);
    m_renewRows = new QVBoxLayout(m_renewBox);
    m_renewRows->setContentsMargins(0, 0, 0, 0);
    m_renewRows->setSpacing(2);

    m_moveBox = new QWidget(m_figureBox);
    auto* move = new QVBoxLayout(m_moveBox);
    move->setContentsMargins(0, 0, 0, 0);
    auto* optionRow = new QHBoxLayout;
    optionRow->addWidget(new QLabel(tr("Option:"), m_moveBox));
    m_option = new QComboBox(m_moveBox);
    m_option->setObjectName(QStringLiteral("movementOption"));
    m_option->setToolTip(tr("The figure's option this turn; it may change after moving where the rules allow."));
    optionRow->addWidget(m_option, 1);
    move->addLayout(optionRow);
    m_moveHint = new QLabel(m_moveBox);
    m_moveHint->setWordWrap(true);
    m_moveHint->setForegroundRole(QPalette::PlaceholderText);
    m_moveHint->setMinimumHeight(m_moveHint->fontMetrics().lineSpacing() * 2 + 2);
    move->addWidget(m_moveHint);
    connect(m_option, &QComboBox::activated, this, [this] { chooseOption(m_option->currentData().toString()); });

    m_actionBox = new QWidget(m_figureBox);
    auto* act = new QGridLayout(m_actionBox);
    act->setContentsMargins(0, 0, 0, 0);
    act->setSpacing(4);
    m_attack = button(tr("Attack…"), QStringLiteral("attack"), m_actionBox);
    m_cast = button(tr("Cast…"), QStringLiteral("cast"), m_actionBox);
    m_disbelieve = button(tr("Disbelieve…"), QStringLiteral("disbelieve"), m_actionBox);
    m_breakFree = button(tr("Break free…"), QStringLiteral("breakFree"), m_actionBox);
    m_breakFree->setToolTip(tr("Work at a Rope on this figure or a neighbour (a saving roll on adjusted DX, standing still), "
                               "or shake a sleeping neighbour awake."));
    m_pass = button(tr("Pass"), QStringLiteral("pass"), m_actionBox);
    m_pass->setToolTip(tr("The figure does nothing else this turn (it defends, dodges, stands up or waits)."));
    m_disengage = button(tr("Disengage…"), QStringLiteral("disengage"), m_actionBox);
    m_disengage->setToolTip(tr("Warrior & Wizard: an engaged figure that has not moved steps one hex out of its foes' "
                               "threat zones. They may still strike at it where it stood."));
    m_breather = button(tr("Breather"), QStringLiteral("breather"), m_actionBox);
    m_breather->setToolTip(tr("Warrior & Wizard's optional nonlethal rule: the figure rests this turn and recovers "
                              "nonlethal damage at its end, unless it is hurt."));
    const QList<QPushButton*> actions{m_attack, m_cast, m_disbelieve, m_breakFree, m_disengage, m_pass, m_breather};
    for (int i = 0; i < actions.size(); ++i)
        act->addWidget(actions.at(i), i / 3, i % 3);
    m_readyWeapon = button(tr("Ready weapon…"), QStringLiteral("readyWeapon"), m_actionBox);
    m_readyWeapon->setToolTip(tr("The figure's action: put a carried weapon in hand."));
    m_dropWeapon = button(tr("Drop weapon"), QStringLiteral("dropWeapon"), m_actionBox);
    m_dropWeapon->setToolTip(tr("Drop the weapon in hand."));
    m_pickUpWeapon = button(tr("Pick up…"), QStringLiteral("pickUpWeapon"), m_actionBox);
    m_pickUpWeapon->setToolTip(tr("The figure's action: pick up a weapon it dropped."));
    const QList<QPushButton*> weapons{m_readyWeapon, m_dropWeapon, m_pickUpWeapon};
    for (int i = 0; i < weapons.size(); ++i)
        act->addWidget(weapons.at(i), 4, i);
    connect(m_readyWeapon, &QPushButton::clicked, this, &TrackerPanel::askReadyWeapon);
    connect(m_dropWeapon, &QPushButton::clicked, this, &TrackerPanel::dropWeapon);
    connect(m_pickUpWeapon, &QPushButton::clicked, this, &TrackerPanel::askPickUpWeapon);
    connect(m_attack, &QPushButton::clicked, this, &TrackerPanel::askAttack);
    connect(m_cast, &QPushButton::clicked, this, &TrackerPanel::askCast);
    connect(m_disbelieve, &QPushButton::clicked, this, &TrackerPanel::askDisbelieve);
    connect(m_pass, &QPushButton::clicked, this, &TrackerPanel::pass);
    connect(m_breakFree, &QPushButton::clicked, this, &TrackerPanel::askBreakFree);
    connect(m_disengage, &QPushButton::clicked, this, &TrackerPanel::askDisengage);
    connect(m_breather, &QPushButton::clicked, this, &TrackerPanel::breather);

    m_retreatBox = new QWidget(m_figureBox);
    auto* retreat = new QHBoxLayout(m_retreatBox);
    retreat->setContentsMargins(0, 0, 0, 0);
    auto* force = button(tr("Forced retreat…"), QStringLiteral("retreat"), m_retreatBox);
    force->setToolTip(tr("A figure that hurt an enemy with a blow this turn and took no hits may push it back one hex."));
    retreat->addWidget(force);
    retreat->addStretch(1);
    connect(force, &QPushButton::clicked, this, &TrackerPanel::askRetreat);
}

void TrackerPanel::setCampaign(Campaign* campaign)
{
    m_campaign = campaign;
    m_proposals->setCampaign(campaign);
}

void TrackerPanel::setEncounter(const Encounter& encounter, const CombatParameters* parameters)
{
    const bool other = encounter.id != m_encounter.id;
    m_encounter = encounter;
    m_p = parameters;
    if (other)
        cancelPendingHex();
    if (!m_encounter.state.figure(m_selected))
        m_selected.clear();
    m_proposals->setEncounter(encounter.id, parameters);
    refresh();
}

void TrackerPanel::setSelected(const QString& figureId)
{
    m_selected = m_encounter.state.figure(figureId) ? figureId : QString();
    refresh();
}

const EncounterFigure* TrackerPanel::selectedFigure() const { return m_encounter.state.figure(m_selected); }

QString TrackerPanel::headline() const { return m_turn->text() + QLatin1Char('\n') + m_who->text(); }

void TrackerPanel::refresh()
{
    const CombatState& s = m_encounter.state;
    const bool ended = s.phase == CombatPhase::Ended;
    m_turn->setText(ended ? tr("The fight is over") : tr("Turn %1 · %2").arg(s.turn).arg(phaseName(s.phase)));
    QString who;
    switch (s.phase) {
    case CombatPhase::Initiative:
        who = m_p && m_p->figureInitiative() ? tr("Roll initiative: every figure goes in order of effective DEX, ties by a DEX check.")
              : s.initiativeSide < 0          ? tr("Roll initiative: the winning side chooses who moves first.")
                                              : tr("Side %1 won the initiative.").arg(s.initiativeSide);
        break;
    case CombatPhase::RenewSpells:
        who = tr("Each caster renews his continuing spells or lets them go; unpaid spells end before movement.");
        break;
    case CombatPhase::Movement: {
        if (!s.initiativeOrder.isEmpty()) {
            const EncounterFigure* mover = s.figure(s.mover);
            who = mover ? tr("%1 moves (initiative order).").arg(mover->body.name) : tr("Everyone has moved.");
            break;
        }
        QStringList order;
        for (int side : s.movementOrder)
            order.append(QString::number(side));
        who = tr("Side %1 moves (order of sides: %2).").arg(s.movingSide).arg(order.join(QStringLiteral(", ")));
        break;
    }
    case CombatPhase::Actions: {
        const EncounterFigure* actor = s.figure(s.actor);
        who = actor ? tr("Next to act: %1 (adjusted DX %2).").arg(actor->body.name).arg(actor->body.adjustedDx())
              : m_p && !m_p->forcedRetreats ? tr("Everyone has acted: the turn ends.")
                                            : tr("Everyone has acted: go on to the forced retreats.");
        break;
    }
    case CombatPhase::ForcedRetreats:
        who = tr("Winners of a blow may push their enemy back; then the turn ends.");
        break;
    case CombatPhase::Ended:
        who = tr("Wounds and fatigue have gone back to the characters.");
        break;
    case CombatPhase::Setup:
        break;
    }
    m_who->setText(who);
    {
        const QSignalBlocker block(m_order);
        m_order->setState(s, m_p);
        m_order->setSelected(m_selected);
    }

    const EncounterFigure* f = selectedFigure();
    m_figureBox->setTitle(f ? f->body.name : tr("No figure selected"));
    m_figureSummary->setText(f ? figureSummary(*f) : tr("Click a figure on the map or in the list."));
    m_initiativeBox->setVisible(s.phase == CombatPhase::Initiative);
    m_renewBox->setVisible(s.phase == CombatPhase::RenewSpells);
    m_moveBox->setVisible(s.phase == CombatPhase::Movement);
    m_actionBox->setVisible(s.phase == CombatPhase::Actions);
    m_retreatBox->setVisible(s.phase == CombatPhase::ForcedRetreats);
    refreshInitiative();
    refreshRenewals();
    refreshMovement(f);
    refreshActions(f);
    m_next->setEnabled(!ended);
    m_next->setToolTip(s.phase == CombatPhase::Actions && s.figure(s.actor)
                           ? tr("%1 does nothing this turn; the next figure is proposed.").arg(s.figure(s.actor)->body.name)
                           : tr("Ends this phase and begins the next."));
    m_gm->setEnabled(f != nullptr && !ended);
    m_whoWins->setEnabled(f != nullptr && f->placed && m_p && !ended);
    m_end->setText(ended ? tr("Experience…") : tr("End fight…"));
}

void TrackerPanel::refreshInitiative()
{
    const CombatState& s = m_encounter.state;
    m_rollInitiative->setEnabled(s.initiativeSide < 0 && s.initiativeOrder.isEmpty());
    const bool rolled = s.initiativeSide >= 0; // a side to choose who moves first (not in figure order)
    m_firstSide->setVisible(rolled);
    m_setFirst->setVisible(rolled);
    const QSignalBlocker block(m_firstSide);
    m_firstSide->clear();
    for (int side : s.movementOrder)
        m_firstSide->addItem(tr("Side %1").arg(side), side);
}

void TrackerPanel::refreshRenewals()
{
    clearLayout(m_renewRows);
    const CombatState& s = m_encounter.state;
    int rows = 0;
    for (const ActiveSpell& sp : s.spells) {
        if (sp.upkeep <= 0)
            continue;
        ++rows;
        const EncounterFigure* caster = s.figure(sp.caster);
        const EncounterFigure* target = s.figure(sp.target);
        auto* row = new QWidget(m_renewBox);
        auto* h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        QString text = tr("%1 by %2: %3 ST").arg(sp.name, caster ? caster->body.name : sp.caster).arg(sp.upkeep);
        if (target)
            text = tr("%1 by %2 on %3: %4 ST").arg(sp.name, caster ? caster->body.name : sp.caster, target->body.name).arg(sp.upkeep);
        if (sp.renewedThisTurn)
            text += QStringLiteral(" — ") + tr("paid");
        auto* label = new QLabel(text, row);
        label->setWordWrap(true);
        auto* renew = button(tr("Renew"), QStringLiteral("renew-%1").arg(sp.serial), row);
        auto* let = button(tr("Let go"), QStringLiteral("letGo-%1").arg(sp.serial), row);
        renew->setEnabled(!sp.renewedThisTurn);
        const int serial = sp.serial;
        connect(renew, &QPushButton::clicked, this, [this, serial] { this->renew(serial, true); });
        connect(let, &QPushButton::clicked, this, [this, serial] { this->renew(serial, false); });
        h->addWidget(label, 1);
        h->addWidget(renew);
        h->addWidget(let);
        m_renewRows->addWidget(row);
        row->show();
    }
    if (rows == 0)
        m_renewRows->addWidget(new QLabel(tr("No continuing spell to renew."), m_renewBox));
}

void TrackerPanel::refreshMovement(const EncounterFigure* f)
{
    const CombatState& s = m_encounter.state;
    const QSignalBlocker block(m_option);
    m_option->clear();
    if (s.phase != CombatPhase::Movement || !f || !m_p) {
        m_option->setEnabled(false);
        m_moveHint->clear();
        return;
    }
    for (const MovementOption& o : CombatTurn::options(s, *f, *m_p))
        m_option->addItem(o.label(), o.key);
    if (m_option->findData(f->body.optionKey) < 0 && !f->body.optionKey.isEmpty())
        m_option->addItem(CombatText::optionName(m_p, f->body.optionKey, f->engagedAtStart), f->body.optionKey);
    m_option->setCurrentIndex(f->body.optionKey.isEmpty() ? -1 : m_option->findData(f->body.optionKey));
    m_option->setPlaceholderText(tr("choose an option"));
    const bool moving = s.movesNow(*f) && f->placed && f->body.isActive();
    const EncounterFigure* mover = s.figure(s.mover);
    m_option->setEnabled(f->placed && f->body.isActive());
    m_moveHint->setText(moving ? tr("Drag it on the map (%n hex(es) left); right-click a neighbouring hex to turn it.", nullptr,
                                    CombatTurn::hexesLeft(s, *f, *m_p))
                   : !s.initiativeOrder.isEmpty()
                       ? tr("%1 moves now; %2 moves in its place in the initiative order.").arg(mover ? mover->body.name : QString(), f->body.name)
                       : tr("Side %1 moves now; %2 is on side %3.").arg(s.movingSide).arg(f->body.name).arg(f->body.side));
}

void TrackerPanel::refreshActions(const EncounterFigure* f)
{
    const bool may = f && m_encounter.state.phase == CombatPhase::Actions && CombatTurn::mayAct(*f);
    m_attack->setEnabled(may && f->kind != FigureKind::Image);
    m_cast->setEnabled(may && !f->spells.isEmpty());
    m_disbelieve->setEnabled(may);
    m_breakFree->setEnabled(may && !boundNear(*f).isEmpty());
    m_pass->setEnabled(may);
    // Only rules with a disengage action (W&W) show the button.
    const bool disengages = m_p && std::any_of(m_p->options.cbegin(), m_p->options.cend(),
                                               [](const MovementOption& o) { return o.allows(QStringLiteral("disengage")); });
    m_disengage->setVisible(disengages);
    m_disengage->setEnabled(may && disengages && !CombatActions::disengageHexes(m_encounter.state, *f, *m_p).isEmpty());
    m_breather->setVisible(m_p && m_p->nonlethalRule);
    m_breather->setEnabled(may && m_p && m_p->nonlethalRule);
    const QString why = !f ? tr("Select a figure.") : may ? QString() : tr("%1 has no action left this turn.").arg(f->body.name);
    for (QPushButton* b : {m_attack, m_cast, m_disbelieve, m_breakFree, m_disengage})
        b->setStatusTip(why);
    refreshWeapons(f, may);
}

void TrackerPanel::refreshWeapons(const EncounterFigure* f, bool may)
{
    // Only fights whose figures carry weapon lists (Warrior & Wizard) show the weapon buttons.
    const QList<EncounterFigure>& all = m_encounter.state.figures;
    const bool shown = std::any_of(all.cbegin(), all.cend(), [](const EncounterFigure& o) { return !o.weapons.isEmpty(); });
    const bool actions = f && m_encounter.state.phase == CombatPhase::Actions && f->body.isActive();
    m_readyWeapon->setEnabled(may && !weaponNames(*f, WeaponState::Carried).isEmpty());
    m_dropWeapon->setEnabled(actions && !weaponNames(*f, WeaponState::Ready).isEmpty());
    m_pickUpWeapon->setEnabled(may && !weaponNames(*f, WeaponState::Dropped).isEmpty());
    for (QPushButton* b : {m_readyWeapon, m_dropWeapon, m_pickUpWeapon})
        b->setVisible(shown);
}

QString TrackerPanel::figureSummary(const EncounterFigure& f) const
{
    const CombatState& s = m_encounter.state;
    const CombatFigure& b = f.body;
    QStringList parts{tr("side %1").arg(b.side), tr("ST %1/%2").arg(b.st).arg(b.stBasic),
                      b.adjustedDx() == b.dx ? tr("DX %1").arg(b.dx) : tr("DX %1 (adj. %2)").arg(b.dx).arg(b.adjustedDx()),
                      tr("MA %1").arg(b.currentMa())};
    if (s.phase == CombatPhase::Movement && m_p && f.placed)
        parts.append(tr("%n hex(es) left", nullptr, CombatTurn::hexesLeft(s, f, *m_p)));
    if (!f.damage.isEmpty())
        parts.append(tr("attack %1").arg(f.damage));
    if (b.armor)
        parts.append(tr("stops %1").arg(b.armor));
    QString text = parts.join(QStringLiteral(" · "));
    const QString state = CombatText::stateText(s, f, m_p, true);
    if (!state.isEmpty())
        text += QLatin1Char('\n') + state;
    return text;
}

} // namespace hk
