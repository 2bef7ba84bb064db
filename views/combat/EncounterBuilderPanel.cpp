#include "combat/EncounterBuilderPanel.h"

#include "combat/CombatTurn.h"

#include "campaign/Campaign.h"
#include "combat/BuilderDialogs.h"
#include "combat/CombatText.h"
#include "combat/Encounters.h"
#include "combat/HexMap.h"
#include "combat/HexMapGeometry.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hk {

namespace {
enum Column { NameColumn, SideColumn, HexColumn };
}

EncounterBuilderPanel::EncounterBuilderPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildFiguresBox(), 1);
    layout->addWidget(buildMapBox());

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_start = new QPushButton(tr("Start fight"), this);
    m_start->setObjectName(QStringLiteral("startFight"));
    QFont bold = m_start->font();
    bold.setBold(true);
    m_start->setFont(bold);
    layout->addWidget(m_start);

    connect(m_remove, &QPushButton::clicked, this, &EncounterBuilderPanel::removeFigure);
    connect(m_start, &QPushButton::clicked, this, &EncounterBuilderPanel::startFight);
    connect(m_figures, &QTreeWidget::itemSelectionChanged, this, [this] {
        m_remove->setEnabled(!selected().isEmpty());
        if (!selected().isEmpty())
            Q_EMIT figureSelected(selected());
    });
    m_remove->setEnabled(false);
}

QGroupBox* EncounterBuilderPanel::buildFiguresBox()
{
    auto* add = new QGroupBox(tr("Figures"), this);
    auto* addLayout = new QVBoxLayout(add);
    addLayout->addLayout(buildSideRow(add));

    m_figures = new QTreeWidget(add);
    m_figures->setObjectName(QStringLiteral("builderFigures"));
    m_figures->setHeaderLabels({tr("Figure"), tr("Side"), tr("Hex")});
    m_figures->setRootIsDecorated(false);
    m_figures->setUniformRowHeights(true);
    m_figures->header()->setStretchLastSection(false);
    m_figures->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_figures->header()->setSectionResizeMode(SideColumn, QHeaderView::ResizeToContents);
    m_figures->header()->setSectionResizeMode(HexColumn, QHeaderView::ResizeToContents);
    addLayout->addWidget(m_figures, 1);

    auto* figureRow = new QHBoxLayout;
    figureRow->addWidget(new QLabel(tr("Facing:"), add));
    m_facing = new QComboBox(add);
    m_facing->setObjectName(QStringLiteral("builderFacing"));
    for (int d = 0; d < HexCoord::directionCount; ++d)
        m_facing->addItem(CombatText::facingName(d), d);
    m_facing->setToolTip(tr("How the chosen figure faces: turns a placed figure, and sets how the next one is placed. "
                            "Right-clicking a neighbouring hex turns a placed figure too."));
    connect(m_facing, &QComboBox::activated, this, [this](int direction) {
        const QString figureId = selected();
        if (const EncounterFigure* f = m_encounter.state.figure(figureId); f && f->placed && f->body.facing != direction)
            faceFigure(figureId, direction);
    });
    figureRow->addWidget(m_facing, 1);
    m_remove = new QPushButton(tr("Remove"), add);
    figureRow->addWidget(m_remove);
    addLayout->addLayout(figureRow);
    return add;
}

QHBoxLayout* EncounterBuilderPanel::buildSideRow(QGroupBox* add)
{
    auto* sideRow = new QHBoxLayout;
    sideRow->addWidget(new QLabel(tr("Side:"), add));
    m_side = new QSpinBox(add);
    m_side->setObjectName(QStringLiteral("builderSide"));
    m_side->setRange(1, 9);
    m_side->setToolTip(tr("The side the next characters or creatures join."));
    sideRow->addWidget(m_side);
    auto* addCharacter = new QPushButton(tr("Add character…"), add);
    addCharacter->setObjectName(QStringLiteral("addCharacter"));
    auto* addCreature = new QPushButton(tr("Add creatures…"), add);
    addCreature->setObjectName(QStringLiteral("addCreatures"));
    m_addTeam = new QPushButton(tr("Add team…"), add);
    m_addTeam->setObjectName(QStringLiteral("addTeam"));
    m_addTeam->setToolTip(tr("A whole party of the roster, when it is a legal mass-combat team."));
    m_addTeam->hide();
    sideRow->addWidget(addCharacter);
    sideRow->addWidget(addCreature);
    sideRow->addWidget(m_addTeam);
    connect(addCharacter, &QPushButton::clicked, this, &EncounterBuilderPanel::chooseCharacters);
    connect(addCreature, &QPushButton::clicked, this, &EncounterBuilderPanel::chooseCreatures);
    connect(m_addTeam, &QPushButton::clicked, this, &EncounterBuilderPanel::chooseTeam);
    return sideRow;
}

QGroupBox* EncounterBuilderPanel::buildMapBox()
{
    auto* map = new QGroupBox(tr("Clicking the map"), this);
    auto* mapLayout = new QVBoxLayout(map);
    auto* toolRow = new QHBoxLayout;
    toolRow->setSpacing(3);
    m_tools = new QButtonGroup(this);
    const QList<QPair<Tool, QString>> tools{{Tool::Place, tr("Place")}, {Tool::Wall, tr("Wall")}, {Tool::Fire, tr("Fire")},
                                            {Tool::Shadow, tr("Shadow")}, {Tool::Tunnel, tr("Tunnel")}};
    for (const auto& [tool, label] : tools) {
        auto* button = new QPushButton(label, map);
        button->setCheckable(true);
        button->setChecked(tool == Tool::Place);
        m_tools->addButton(button, int(tool));
        toolRow->addWidget(button);
        if (tool == Tool::Tunnel) {
            m_tunnelTool = button;
            button->setToolTip(tr("Opens or closes a hex of the tunnel."));
        } else if (tool != Tool::Place) {
            button->setToolTip(tr("Each click on a hex adds or clears %1.").arg(label.toLower()));
        }
    }
    mapLayout->addLayout(toolRow);
    auto* hint = new QLabel(tr("Select a figure, then click a hex to put it there. Drag placed figures; right-click next to one "
                               "to turn it."),
                            map);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    mapLayout->addWidget(hint);
    return map;
}

void EncounterBuilderPanel::setEncounter(const Encounter& encounter)
{
    const QString keep = selected();
    m_encounter = encounter;
    m_addTeam->setVisible(m_campaign && BattleResult::appliesTo(m_campaign->rules()));
    const CombatState& s = encounter.state;
    {
        const QSignalBlocker block(m_figures);
        m_figures->clear();
        for (const EncounterFigure& f : s.figures) {
            auto* item = new QTreeWidgetItem(m_figures);
            item->setText(NameColumn, f.body.name);
            item->setData(NameColumn, Qt::UserRole, f.body.id);
            item->setToolTip(NameColumn, tr("%1 — ST %2, DX %3, IQ %4, MA %5")
                                             .arg(CombatText::kindText(s, f))
                                             .arg(f.body.st)
                                             .arg(f.body.adjustedDx())
                                             .arg(f.body.iq)
                                             .arg(f.body.ma));
            item->setText(SideColumn, QString::number(f.body.side));
            item->setForeground(SideColumn, HexMapGeometry::sideColour(f.body.side));
            item->setText(HexColumn, f.placed ? tr("%1 %2").arg(HexMap::label(f.body.position), CombatText::facingShort(f.body.facing))
                                              : tr("not placed"));
        }
    }
    setSelected(keep);
    m_tunnelTool->setVisible(s.map.kind() == HexMap::Kind::Tunnel);
    int placed = 0;
    QSet<int> sides;
    for (const EncounterFigure& f : s.figures) {
        placed += f.placed ? 1 : 0;
        if (f.placed)
            sides.insert(f.body.side);
    }
    m_summary->setText(tr("%1 of %n figure(s) on the map, %2 side(s).", nullptr, int(s.figures.size())).arg(placed).arg(sides.size()));
    m_start->setEnabled(sides.size() >= 2);
    m_start->setToolTip(sides.size() >= 2 ? tr("Turn 1 begins with the initiative roll.")
                                          : tr("Place figures of at least two sides on the map first."));
}

void EncounterBuilderPanel::setSelected(const QString& figureId)
{
    const QSignalBlocker block(m_figures);
    m_figures->clearSelection();
    for (int i = 0; i < m_figures->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_figures->topLevelItem(i);
        if (item->data(NameColumn, Qt::UserRole).toString() == figureId) {
            item->setSelected(true);
            m_figures->setCurrentItem(item);
            if (const EncounterFigure* f = m_encounter.state.figure(figureId); f && f->placed)
                m_facing->setCurrentIndex(f->body.facing);
        }
    }
    m_remove->setEnabled(!selected().isEmpty());
}

QString EncounterBuilderPanel::selected() const
{
    const QList<QTreeWidgetItem*> items = m_figures->selectedItems();
    return items.isEmpty() ? QString() : items.first()->data(NameColumn, Qt::UserRole).toString();
}

EncounterBuilderPanel::Tool EncounterBuilderPanel::tool() const { return Tool(qMax(0, m_tools->checkedId())); }

void EncounterBuilderPanel::setTool(Tool tool) { m_tools->button(int(tool))->setChecked(true); }

int EncounterBuilderPanel::side() const { return m_side->value(); }

void EncounterBuilderPanel::setSide(int side) { m_side->setValue(side); }

int EncounterBuilderPanel::facing() const { return m_facing->currentIndex(); }

void EncounterBuilderPanel::setFacing(int facing) { m_facing->setCurrentIndex(HexCoord::normalizeDirection(facing)); }

bool EncounterBuilderPanel::report(bool ok, const QString& error, const QString& done)
{
    Q_EMIT message(ok ? done : error, !ok);
    return ok;
}

void EncounterBuilderPanel::hexClicked(const HexCoord& hex)
{
    if (!m_campaign || !m_encounter.id)
        return;
    QString error;
    Encounters encounters(*m_campaign);
    const CombatState& s = m_encounter.state;
    switch (tool()) {
    case Tool::Place: {
        const QString id = selected();
        if (id.isEmpty()) {
            Q_EMIT message(tr("Select a figure in the list first, then click the hex it stands on."), true);
            return;
        }
        report(encounters.place(m_encounter.id, id, hex, facing(), &error), error);
        return;
    }
    case Tool::Wall:
        report(encounters.setTerrain(m_encounter.id, QStringLiteral("wall"), {hex}, !s.map.isWall(hex), &error), error);
        return;
    case Tool::Fire:
        report(encounters.setTerrain(m_encounter.id, QStringLiteral("fire"), {hex}, !s.fire.contains(hex), &error), error);
        return;
    case Tool::Shadow:
        report(encounters.setTerrain(m_encounter.id, QStringLiteral("shadow"), {hex}, !s.shadow.contains(hex), &error), error);
        return;
    case Tool::Tunnel:
        report(encounters.setTerrain(m_encounter.id, QStringLiteral("tunnel"), {hex}, !s.map.tunnelHexes().contains(hex), &error),
               error);
        return;
    }
}

void EncounterBuilderPanel::figureDropped(const QString& figureId, const HexCoord& hex)
{
    if (!m_campaign || !m_encounter.id)
        return;
    const EncounterFigure* f = m_encounter.state.figure(figureId);
    QString error;
    report(Encounters(*m_campaign).place(m_encounter.id, figureId, hex, f ? f->body.facing : facing(), &error), error);
}

void EncounterBuilderPanel::faceFigure(const QString& figureId, int direction)
{
    const EncounterFigure* f = m_encounter.state.figure(figureId);
    if (!m_campaign || !f || !f->placed)
        return;
    QString error;
    setFacing(direction);
    // A turn, logged as one ("turns to face"), not a new placement.
    report(CombatTurn(*m_campaign).face(m_encounter.id, figureId, direction, &error), error);
}

bool EncounterBuilderPanel::addCharacters(const QList<qint64>& characterIds, int side)
{
    if (!m_campaign || !m_encounter.id)
        return false;
    Encounters encounters(*m_campaign);
    QString last;
    for (qint64 id : characterIds) {
        QString error;
        if (!encounters.addCharacter(m_encounter.id, id, side, &last, &error))
            return report(false, error);
    }
    if (!last.isEmpty())
        Q_EMIT figureSelected(last);
    return report(true, {}, tr("Added to side %1: select each figure and click its hex.").arg(side));
}

bool EncounterBuilderPanel::addCreatures(const QString& creature, int count, int side)
{
    if (!m_campaign || !m_encounter.id)
        return false;
    QString error;
    QStringList ids;
    if (!Encounters(*m_campaign).addCreature(m_encounter.id, creature, side, count, &ids, &error))
        return report(false, error);
    if (!ids.isEmpty())
        Q_EMIT figureSelected(ids.first());
    return report(true, {}, tr("%n added to side %1: select each and click its hex.", nullptr, int(ids.size())).arg(side));
}

bool EncounterBuilderPanel::addTeam(const QString& party, int side)
{
    if (!m_campaign || !m_encounter.id)
        return false;
    QString error;
    QStringList ids;
    if (!Encounters(*m_campaign).addTeam(m_encounter.id, party, side, false, &ids, &error))
        return report(false, error);
    if (!ids.isEmpty())
        Q_EMIT figureSelected(ids.first());
    return report(true, {}, tr("Team %1 added to side %2: select each figure and click its hex.").arg(party).arg(side));
}

bool EncounterBuilderPanel::startFight()
{
    if (!m_campaign || !m_encounter.id)
        return false;
    QString error;
    return report(Encounters(*m_campaign).start(m_encounter.id, &error), error, tr("The fight begins: roll initiative."));
}

void EncounterBuilderPanel::chooseCharacters()
{
    if (!m_campaign || !m_encounter.id)
        return;
    QSet<qint64> in;
    for (const EncounterFigure& f : m_encounter.state.figures) {
        if (f.characterId)
            in.insert(f.characterId);
    }
    AddCharactersDialog dialog(*m_campaign, in, this);
    if (dialog.exec() == QDialog::Accepted && !dialog.chosen().isEmpty())
        addCharacters(dialog.chosen(), side());
}

void EncounterBuilderPanel::chooseCreatures()
{
    if (!m_campaign || !m_encounter.id)
        return;
    AddCreaturesDialog dialog(m_campaign->rules(), this);
    if (dialog.exec() == QDialog::Accepted)
        addCreatures(dialog.creature(), dialog.count(), side());
}

void EncounterBuilderPanel::chooseTeam()
{
    if (!m_campaign || !m_encounter.id)
        return;
    AddTeamDialog dialog(*m_campaign, this);
    if (dialog.exec() == QDialog::Accepted && !dialog.party().isEmpty())
        addTeam(dialog.party(), side());
}

void EncounterBuilderPanel::removeFigure()
{
    const QString id = selected();
    if (!m_campaign || !m_encounter.id || id.isEmpty())
        return;
    QString error;
    report(Encounters(*m_campaign).removeFigure(m_encounter.id, id, &error), error);
}

} // namespace hk
