#include "characters/GearEditor.h"

#include "main/StatusColors.h"

#include "campaign/Campaign.h"
#include "characters/GearDialogs.h"
#include "characters/GearTables.h"
#include "gear/GearHouseRules.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace hk {

namespace {

enum Column { Slot, Name, Dx, Stops, Ma, Damage, Metal, Ready, Custom, ColumnCount };

QString slotName(const QString& slot)
{
    if (slot == QLatin1String("armor"))
        return GearEditor::tr("Armor");
    if (slot == QLatin1String("shield"))
        return GearEditor::tr("Shield");
    if (slot == QLatin1String("weapon"))
        return GearEditor::tr("Weapon");
    return slot;
}

} // namespace

GearEditor::GearEditor(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("gear"));
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("gearTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Slot"), tr("Name"), tr("DX"), tr("Stops"), tr("MA"), tr("Damage"), tr("Metal"), tr("Ready"), tr("Custom")});
    m_table->horizontalHeaderItem(Dx)->setToolTip(tr("DX change while worn or ready (negative for a penalty)"));
    m_table->horizontalHeaderItem(Stops)->setToolTip(tr("Hits stopped by armor or a shield"));
    m_table->horizontalHeaderItem(Ma)->setToolTip(tr("Armor: the MA its wearer is slowed to (0 for no change)"));
    m_table->horizontalHeaderItem(Metal)->setToolTip(tr("Iron or steel on the body hinders casting; leave empty for none"));
    m_table->horizontalHeaderItem(Ready)->setToolTip(tr("A shield or weapon in hand"));
    m_table->horizontalHeaderItem(Custom)->setToolTip(
        tr("Your own numbers. Otherwise armor and shields the rules' tables know take the book's DX and hits stopped"));
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(24);
    m_table->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    for (int c : {Slot, Dx, Stops, Ma, Ready, Custom})
        m_table->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_table->setColumnWidth(Damage, 70);
    m_table->setColumnWidth(Metal, 70);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setMinimumHeight(110);

    auto* buttons = new QHBoxLayout;
    const QList<std::pair<QString, QString>> slots = {{QStringLiteral("armor"), tr("Add armor")},
                                                      {QStringLiteral("shield"), tr("Add shield")},
                                                      {QStringLiteral("weapon"), tr("Add weapon")}};
    for (const auto& [slot, text] : slots) {
        auto* add = new QPushButton(text, this);
        add->setObjectName(QStringLiteral("gearAdd_") + slot);
        buttons->addWidget(add);
        connect(add, &QPushButton::clicked, this, [this, slot = slot, add] { addFromTable(slot, add); });
    }
    buttons->addStretch(1);
    m_remove = new QPushButton(tr("Remove"), this);
    m_remove->setObjectName(QStringLiteral("gearRemove"));
    m_remove->setEnabled(false);
    buttons->addWidget(m_remove);

    m_tableNote = new QLabel(this);
    m_tableNote->setObjectName(QStringLiteral("gearNoTable"));
    m_tableNote->setWordWrap(true);
    m_tableNote->hide();

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problem_gear"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(StatusColors::problemStyle());
    m_problem->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_tableNote);
    layout->addLayout(buttons);
    layout->addWidget(m_problem);

    connect(m_table, &QTableWidget::itemChanged, this, [this] {
        if (!m_loading)
            Q_EMIT changed();
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_remove->setEnabled(!m_table->selectedItems().isEmpty()); });
    connect(m_remove, &QPushButton::clicked, this, &GearEditor::removeSelected);
}

void GearEditor::setRules(const Ruleset* rules, bool wizard)
{
    m_rules = rules;
    m_wizard = wizard;
    updateTableNote();
}

// Where a book gives no table, the builder says so where the pieces are chosen.
void GearEditor::updateTableNote()
{
    QStringList missing;
    if (m_rules && !GearTables::hasTable(*m_rules, QStringLiteral("weapon")))
        missing << tr("weapon");
    if (m_rules && !GearTables::hasTable(*m_rules, QStringLiteral("armor")))
        missing << tr("armor");
    m_tableNote->setText(missing.isEmpty() ? QString()
                                           : tr("These rules give no %1 table: Add offers your own list, kept as house "
                                                "rules and shared by every character. Add a piece to it once.")
                                                 .arg(missing.join(tr(" or "))));
    m_tableNote->setVisible(!missing.isEmpty());
}

void GearEditor::fillMenu(QMenu* menu, const QString& slot)
{
    const QList<GearTables::Choice> choices = m_rules ? GearTables::choices(*m_rules, slot, m_wizard) : QList<GearTables::Choice>();
    for (const GearTables::Choice& choice : choices) {
        QString label = choice.label;
        if (choice.table.numbersLost())
            label = tr("%1 — numbers lost in the book (l.%2); you give them once").arg(choice.gear.name).arg(choice.table.line);
        else if (choice.table.gmList)
            label = tr("%1 — your list").arg(choice.label);
        else if (choice.table.gmNumbers)
            label = tr("%1 — your numbers for l.%2").arg(choice.label).arg(choice.table.line);
        QAction* action = menu->addAction(label);
        action->setObjectName(QStringLiteral("gearChoice_") + choice.gear.name);
        connect(action, &QAction::triggered, this, [this, choice] { choose(choice); });
    }
    if (choices.isEmpty()) {
        QAction* none = menu->addAction(tr("No table in these rules, and nothing on your list yet"));
        none->setEnabled(false);
    }
    menu->addSeparator();
    if (m_campaign) {
        QAction* list = menu->addAction(tr("Add to your list for every character…"));
        list->setObjectName(QStringLiteral("gearAddOwn_") + slot);
        connect(list, &QAction::triggered, this, [this, slot] { addToOwnList(slot); });
    }
    QAction* own = menu->addAction(tr("Only for this character, with your numbers…"));
    own->setObjectName(QStringLiteral("gearCustom"));
    connect(own, &QAction::triggered, this, [this, slot] { addCustom(slot); });
}

void GearEditor::addFromTable(const QString& slot, QPushButton* button)
{
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("gearMenu_") + slot);
    fillMenu(&menu, slot);
    menu.exec(button->mapToGlobal(QPoint(0, button->height())));
}

void GearEditor::choose(const GearTables::Choice& choice)
{
    const GearTables::LostRow lost = m_rules && m_campaign && choice.table.numbersLost()
                                         ? GearTables::lostRow(*m_rules, choice.gear.name)
                                         : GearTables::LostRow();
    if (!lost.rowIndexes.isEmpty()) {
        QStringList lines;
        for (int line : lost.lines)
            lines << QStringLiteral("l.%1").arg(line);
        const QString text = tr("The book's table lost what %1 stops and its DX (%2). Give them once for this "
                                "campaign. A wizard's DX is %3 times a fighter's, except where the book prints it.")
                                 .arg(lost.piece, lines.join(QStringLiteral(", ")))
                                 .arg(lost.wizardMultiplier);
        const GearTables::TableNumbers fighter = GearTables::lookUp(*m_rules, choice.gear, false);
        LostNumbersDialog ask(lost.piece, text, fighter.dx, fighter.hasDx, this);
        if (ask.exec() == QDialog::Accepted) {
            QString error;
            if (!GearHouseRules(*m_campaign).supplyLostNumbers(lost.piece, ask.dx(), ask.hitsStopped(), &error))
                QMessageBox::warning(this, tr("Cannot keep the numbers"), error);
        }
    }
    Gear g = choice.gear;
    if (m_rules) {
        Gear named; // the slot and the name only: the tables give the numbers
        named.slot = g.slot;
        named.name = g.name;
        g = GearTables::resolved(*m_rules, named, m_wizard);
    }
    addGear(g);
}

void GearEditor::addToOwnList(const QString& slot)
{
    if (!m_campaign)
        return;
    OwnGearDialog ask(slot, this);
    if (ask.exec() != QDialog::Accepted)
        return;
    const OwnGear piece = ask.piece();
    QString error;
    if (!GearHouseRules(*m_campaign).addOwn(piece, nullptr, &error)) {
        QMessageBox::warning(this, tr("Cannot add to your list"), error);
        return;
    }
    Gear g;
    g.slot = slot;
    g.name = piece.name.trimmed();
    addGear(m_rules ? GearTables::resolved(*m_rules, g, m_wizard) : g);
}

void GearEditor::addCustom(const QString& slot)
{
    Gear g;
    g.slot = slot;
    g.name = slotName(slot);
    g.custom = true; // the GM's numbers for this piece of this character only
    addGear(g);
    m_table->editItem(m_table->item(m_table->rowCount() - 1, Name));
}

void GearEditor::appendRow(const Gear& g)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto* slot = new QTableWidgetItem(slotName(g.slot));
    slot->setData(Qt::UserRole, g.slot);
    slot->setFlags(slot->flags() & ~Qt::ItemIsEditable);
    m_table->setItem(row, Slot, slot);
    m_table->setItem(row, Name, new QTableWidgetItem(g.name));
    auto* dx = new QTableWidgetItem;
    dx->setData(Qt::EditRole, g.dx);
    m_table->setItem(row, Dx, dx);
    auto* stops = new QTableWidgetItem;
    stops->setData(Qt::EditRole, g.hitsStopped);
    m_table->setItem(row, Stops, stops);
    auto* ma = new QTableWidgetItem;
    ma->setData(Qt::EditRole, g.maLimit);
    m_table->setItem(row, Ma, ma);
    m_table->setItem(row, Damage, new QTableWidgetItem(g.damage));
    m_table->setItem(row, Metal, new QTableWidgetItem(g.metal));
    auto* ready = new QTableWidgetItem;
    ready->setFlags((ready->flags() | Qt::ItemIsUserCheckable) & ~Qt::ItemIsEditable);
    ready->setCheckState(g.ready ? Qt::Checked : Qt::Unchecked);
    m_table->setItem(row, Ready, ready);
    auto* custom = new QTableWidgetItem;
    custom->setFlags((custom->flags() | Qt::ItemIsUserCheckable) & ~Qt::ItemIsEditable);
    custom->setCheckState(g.custom ? Qt::Checked : Qt::Unchecked);
    m_table->setItem(row, Custom, custom);
}

void GearEditor::setGear(const QList<Gear>& gear)
{
    m_loading = true;
    m_table->setRowCount(0);
    for (const Gear& g : gear)
        appendRow(g);
    m_loading = false;
}

void GearEditor::addGear(const Gear& gear)
{
    m_loading = true;
    appendRow(gear);
    m_loading = false;
    Q_EMIT changed();
}

QList<Gear> GearEditor::gear() const
{
    QList<Gear> out;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        Gear g;
        g.slot = m_table->item(row, Slot)->data(Qt::UserRole).toString();
        g.name = m_table->item(row, Name)->text();
        g.dx = m_table->item(row, Dx)->data(Qt::EditRole).toInt();
        g.hitsStopped = m_table->item(row, Stops)->data(Qt::EditRole).toInt();
        g.maLimit = m_table->item(row, Ma)->data(Qt::EditRole).toInt();
        g.damage = m_table->item(row, Damage)->text();
        g.metal = m_table->item(row, Metal)->text();
        g.ready = m_table->item(row, Ready)->checkState() == Qt::Checked;
        g.custom = m_table->item(row, Custom)->checkState() == Qt::Checked;
        out.append(g);
    }
    return out;
}

void GearEditor::setProblem(const QString& message)
{
    m_problem->setText(message);
    m_problem->setVisible(!message.isEmpty());
}

void GearEditor::removeSelected()
{
    QList<int> rows;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        rows.append(index.row());
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    if (rows.isEmpty())
        return;
    for (int row : rows)
        m_table->removeRow(row);
    Q_EMIT changed();
}

} // namespace hk
