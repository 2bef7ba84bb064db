#include "downtime/StartProjectDialog.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "labs/Labs.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace hk {

namespace {

QSpinBox* spin(int min, int max, int value, const QString& name, QWidget* parent)
{
    auto* s = new QSpinBox(parent);
    s->setRange(min, max);
    s->setValue(value);
    s->setObjectName(name);
    return s;
}

// The Charm spin box goes as high as the rules let a Charm help (Advanced Wizard l.1704).
int charmMaxBonus(const Ruleset& rules)
{
    const ItemCreation creation(rules);
    return creation.parameters() ? creation.parameters()->charmMaxBonus.value : 0;
}

QListWidget* checkList(const QString& name, QWidget* parent)
{
    auto* l = new QListWidget(parent);
    l->setObjectName(name);
    l->setMaximumHeight(110);
    return l;
}

} // namespace

StartProjectDialog::StartProjectDialog(Campaign& campaign, QWidget* parent) : PlanningDialog(parent), m_campaign(campaign)
{
    setWindowTitle(tr("New workshop project"));
    auto* layout = new QVBoxLayout(this);
    auto* columns = new QHBoxLayout;
    columns->addLayout(buildItemForm(), 1);
    columns->addLayout(buildTeamForm(), 1);
    layout->addLayout(columns);
    QPushButton* start = addPlanFrame(layout, tr("Start"));
    start->setObjectName(QStringLiteral("start"));
    planLabel()->setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(start, &QPushButton::clicked, this, &StartProjectDialog::start);

    fillLists();
    connectParts();
    updatePlan();
}

QFormLayout* StartProjectDialog::buildItemForm()
{
    auto* left = new QFormLayout;
    m_lead = new QComboBox(this);
    m_lead->setObjectName(QStringLiteral("lead"));
    m_lab = new QComboBox(this);
    m_lab->setObjectName(QStringLiteral("lab"));
    m_recipe = new QComboBox(this);
    m_recipe->setObjectName(QStringLiteral("recipe"));
    m_strength = spin(0, 1000, 0, QStringLiteral("strength"), this);
    m_strength->setSpecialValueText(tr("as printed"));
    m_strength->setToolTip(tr("Notes A and B: the strength wanted (DX +5 → 5); Note C: the version (1 or 2)."));
    m_selfPowered = spin(0, 3, 0, QStringLiteral("selfPowered"), this);
    m_hexes = spin(1, 100, 1, QStringLiteral("hexes"), this);
    m_item = new QComboBox(this);
    m_item->setObjectName(QStringLiteral("item"));
    m_itemName = new QLineEdit(this);
    m_itemName->setObjectName(QStringLiteral("itemName"));
    m_baseValue = spin(0, 100000000, 0, QStringLiteral("baseValue"), this);
    m_baseValue->setPrefix(QStringLiteral("$"));
    left->addRow(tr("Lead wizard"), m_lead);
    left->addRow(tr("Lead's laboratory"), m_lab);
    left->addRow(tr("Recipe"), m_recipe);
    left->addRow(tr("Strength / version"), m_strength);
    left->addRow(tr("Self-powered ST/turn"), m_selfPowered);
    left->addRow(tr("Item size (hexes)"), m_hexes);
    left->addRow(tr("Item"), m_item);
    left->addRow(tr("New item's name"), m_itemName);
    left->addRow(tr("New item's own worth"), m_baseValue);
    return left;
}

QFormLayout* StartProjectDialog::buildTeamForm()
{
    auto* right = new QFormLayout;
    m_team = checkList(QStringLiteral("team"), this);
    m_apprentices = checkList(QStringLiteral("apprentices"), this);
    m_hired = spin(0, 100000, 0, QStringLiteral("hired"), this);
    m_payer = new QComboBox(this);
    m_payer->setObjectName(QStringLiteral("payer"));
    m_payer->addItem(tr("The lead's purse"), false);
    m_payer->addItem(tr("The party purse"), true);
    m_charm = spin(0, charmMaxBonus(m_campaign.rules()), 0, QStringLiteral("charm"), this);
    m_potionsFromStock = new QCheckBox(tr("Take potions from the payer's stock"), this);
    m_potionsFromStock->setObjectName(QStringLiteral("potionsFromStock"));
    m_potionsFromStock->setToolTip(tr("The potion doses the recipe uses each week come out of the payer's potion stock instead of "
                                      "being bought; a week the stock cannot cover halts the project."));
    m_hasBook = new QCheckBox(tr("We have the book of instructions"), this);
    m_hasBook->setObjectName(QStringLiteral("hasBook"));
    m_hasBook->setToolTip(tr("Lesser and Greater Magic Item Creation work from the book of instructions for the particular item, "
                             "five pages for each week of work (l.1173, l.307). Tick it once the team has the book."));
    right->addRow(tr("Other wizards"), m_team);
    right->addRow(tr("Apprentices"), m_apprentices);
    right->addRow(tr("Hired apprentices"), m_hired);
    right->addRow(tr("Who pays"), m_payer);
    right->addRow(tr("Charm bonus"), m_charm);
    right->addRow(QString(), m_potionsFromStock);
    right->addRow(QString(), m_hasBook);
    return right;
}

void StartProjectDialog::connectParts()
{
    // The lead is never one of the "other" wizards.
    const auto hideLead = [this] {
        const qint64 lead = m_lead->currentData().toLongLong();
        const QSignalBlocker block(m_team);
        for (int i = 0; i < m_team->count(); ++i) {
            QListWidgetItem* item = m_team->item(i);
            const bool isLead = item->data(Qt::UserRole).toLongLong() == lead;
            item->setHidden(isLead);
            if (isLead)
                item->setCheckState(Qt::Unchecked);
        }
    };
    connect(m_lead, &QComboBox::currentIndexChanged, this, hideLead);
    hideLead();
    for (QComboBox* c : {m_lead, m_lab, m_recipe, m_item, m_payer})
        connect(c, &QComboBox::currentIndexChanged, this, &StartProjectDialog::updatePlan);
    for (QSpinBox* s : {m_strength, m_selfPowered, m_hexes, m_baseValue, m_hired, m_charm})
        connect(s, &QSpinBox::valueChanged, this, &StartProjectDialog::updatePlan);
    for (QListWidget* l : {m_team, m_apprentices})
        connect(l, &QListWidget::itemChanged, this, &StartProjectDialog::updatePlan);
    connect(m_itemName, &QLineEdit::textChanged, this, &StartProjectDialog::updatePlan);
    connect(m_potionsFromStock, &QCheckBox::toggled, this, &StartProjectDialog::updatePlan);
    connect(m_hasBook, &QCheckBox::toggled, this, &StartProjectDialog::updatePlan);
}

void StartProjectDialog::fillLists()
{
    m_filling = true;
    QString error;
    RosterFilter filter;
    for (const Character& c : Roster(m_campaign).list(filter, &error)) {
        if (c.role == QLatin1String("apprentice")) {
            auto* item = new QListWidgetItem(c.name, m_apprentices);
            item->setData(Qt::UserRole, c.id);
            item->setCheckState(Qt::Unchecked);
            continue;
        }
        if (c.type != QLatin1String("wizard"))
            continue;
        m_lead->addItem(c.name, c.id);
        auto* item = new QListWidgetItem(c.name, m_team);
        item->setData(Qt::UserRole, c.id);
        item->setCheckState(Qt::Unchecked);
    }
    m_lab->addItem(tr("(choose a laboratory)"), qint64(0));
    for (const Lab& l : Labs(m_campaign).list(false, &error))
        m_lab->addItem(tr("%1 (#%2)").arg(l.name).arg(l.id), l.id);
    ItemCreation rules(m_campaign.rules());
    for (const QString& id : rules.recipes()) {
        const RuleEntry* e = m_campaign.rules().entry(QStringLiteral("magic-item-recipe"), id);
        m_recipe->addItem(e ? e->name() : id, id);
    }
    m_item->addItem(tr("A new item"), qint64(0));
    for (const MagicItem& m : WorkshopProjects(m_campaign).items(-1, &error))
        m_item->addItem(tr("%1 (%2 spells)").arg(m.name).arg(m.spells.size()), m.id);
    m_filling = false;
}

void StartProjectDialog::checkIds(QListWidget* list, const QList<qint64>& ids)
{
    for (int i = 0; i < list->count(); ++i)
        list->item(i)->setCheckState(ids.contains(list->item(i)->data(Qt::UserRole).toLongLong()) ? Qt::Checked : Qt::Unchecked);
}

QList<qint64> StartProjectDialog::checkedIds(const QListWidget* list)
{
    QList<qint64> ids;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked)
            ids.append(list->item(i)->data(Qt::UserRole).toLongLong());
    }
    return ids;
}

void StartProjectDialog::setRequest(const WorkshopRequest& r)
{
    m_filling = true;
    m_lead->setCurrentIndex(qMax(0, m_lead->findData(r.lead)));
    m_lab->setCurrentIndex(qMax(0, m_lab->findData(r.lab)));
    m_recipe->setCurrentIndex(qMax(0, m_recipe->findData(r.options.recipe)));
    m_strength->setValue(r.options.strength);
    m_selfPowered->setValue(r.options.selfPoweredStPerTurn);
    m_hexes->setValue(qMax(1, r.options.itemHexes));
    m_item->setCurrentIndex(qMax(0, m_item->findData(r.itemId)));
    m_itemName->setText(r.itemName);
    m_baseValue->setValue(r.baseValue);
    checkIds(m_team, r.team);
    checkIds(m_apprentices, r.apprentices);
    m_hired->setValue(r.hired);
    m_payer->setCurrentIndex(r.partyPays ? 1 : 0);
    m_charm->setValue(r.charm);
    m_potionsFromStock->setChecked(r.potionsFromStock);
    m_hasBook->setChecked(r.hasBook);
    m_filling = false;
    updatePlan();
}

WorkshopRequest StartProjectDialog::request() const
{
    WorkshopRequest r;
    r.lead = m_lead->currentData().toLongLong();
    r.lab = m_lab->currentData().toLongLong();
    r.options.recipe = m_recipe->currentData().toString();
    r.options.strength = m_strength->value();
    r.options.selfPoweredStPerTurn = m_selfPowered->value();
    r.options.itemHexes = m_hexes->value();
    r.itemId = m_item->currentData().toLongLong();
    r.itemName = r.itemId > 0 ? QString() : m_itemName->text().trimmed();
    r.baseValue = m_baseValue->value();
    r.team = checkedIds(m_team);
    r.team.removeAll(r.lead);
    r.apprentices = checkedIds(m_apprentices);
    r.hired = m_hired->value();
    r.partyPays = m_payer->currentData().toBool();
    r.charm = m_charm->value();
    r.potionsFromStock = m_potionsFromStock->isChecked();
    r.hasBook = m_hasBook->isChecked();
    return r;
}

void StartProjectDialog::updatePlan()
{
    if (m_filling)
        return;
    m_itemName->setEnabled(m_item->currentData().toLongLong() == 0);
    m_baseValue->setEnabled(m_item->currentData().toLongLong() == 0);
    QString error;
    const WorkshopPlan w = WorkshopProjects(m_campaign).plan(request(), &error);
    const ItemCreationPlan& p = w.plan;
    QStringList lines;
    lines << tr("Spell %1 on the item, made with %2.").arg(w.position).arg(p.creationSpellName)
          << tr("Wizards: %1 required, %2 on the team; %3 weeks of work, %4 on the calendar (a roll every %5 week(s)).")
                 .arg(p.wizardsRequired).arg(p.teamWizards).arg(p.workWeeks).arg(p.calendarWeeks).arg(p.rollEvery)
          << tr("ST/day per wizard: %1; apprentices needed: %2.").arg(p.stPerDay).arg(p.apprentices)
          << tr("Each week up to %1 (wages and ingredients); %2 in all if every roll is made.")
                 .arg(Treasury::format(p.costPerWeek), Treasury::format(p.totalCost));
    QStringList special;
    bool potions = false;
    int potionCost = 0;
    for (const IngredientNeed& i : p.workWeekNeeds.value(0).ingredients) {
        special << tr("%1 × %2").arg(i.quantity).arg(i.name);
        potions = potions || !i.potion.isEmpty();
        potionCost += i.potion.isEmpty() ? 0 : int(std::lround(i.quantity * i.cost));
    }
    // Only a recipe that uses potions has any to take from stock.
    m_potionsFromStock->setEnabled(potions);
    // Only Lesser and Greater work needs the item's book; its length follows the weeks of work.
    m_hasBook->setEnabled(p.needsBook);
    m_hasBook->setText(p.needsBook ? tr("We have the book of instructions (%1 pages)").arg(p.bookPages)
                                   : tr("We have the book of instructions"));
    if (!special.isEmpty())
        lines << tr("Special ingredients each week: %1.").arg(special.join(QStringLiteral(", ")));
    if (potions && m_potionsFromStock->isChecked())
        lines << tr("The first week's potions, worth %1, come from the payer's stock instead; a week it cannot cover halts the work.")
                     .arg(Treasury::format(potionCost));
    if (!p.startingItems.isEmpty())
        lines << tr("Starts from: %1.").arg(p.startingItems.join(QStringLiteral(", ")));
    lines << tr("The spell adds %1; the finished item is worth %2.").arg(Treasury::format(p.spellValue), Treasury::format(w.valueAfter));
    lines += p.notes;
    showPlan(lines.join(QLatin1Char('\n')));
    QStringList problems = w.problems;
    if (!error.isEmpty())
        problems.prepend(error);
    showProblems(problems);
}

void StartProjectDialog::start()
{
    QString error;
    if (!WorkshopProjects(m_campaign).start(request(), &m_started, &error)) {
        showRefusal(error);
        return;
    }
    accept();
}

} // namespace hk
