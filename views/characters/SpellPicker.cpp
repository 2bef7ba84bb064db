#include "characters/SpellPicker.h"

#include "main/StatusColors.h"

#include "packages/FieldFormat.h"
#include "packages/Ruleset.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace hk {

namespace {

// Fantasy Trip spells and the mass-combat battle spells are levelled by IQ; Warrior & Wizard's by INT.
bool usesIq(const QString& kind)
{
    return kind == QLatin1String("spell") || kind == QLatin1String("battle-spell");
}

const QColor ProblemColor(0xb0, 0x00, 0x20);

} // namespace

SpellPicker::SpellPicker(const QString& prefix, QWidget* parent) : QWidget(parent), m_prefix(prefix)
{
    setObjectName(prefix);
    const bool skills = prefix == QLatin1String("skills");
    m_knownView = new QTreeWidget(this);
    m_knownView->setObjectName(prefix + QStringLiteral("Known"));
    m_knownView->setRootIsDecorated(false);
    m_knownView->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_knownView->setHeaderLabels({tr("Name"), skills ? tr("Min INT") : tr("Level"), skills ? tr("Slots") : tr("Cost")});
    m_knownView->header()->setStretchLastSection(true);
    m_knownView->setMinimumHeight(150);
    m_remove = new QPushButton(tr("Remove"), this);
    m_remove->setObjectName(prefix + QStringLiteral("Remove"));
    m_count = new QLabel(this);

    m_search = new QLineEdit(this);
    m_search->setObjectName(prefix + QStringLiteral("Search"));
    m_search->setPlaceholderText(skills ? tr("Find a skill to add…") : tr("Find a spell to add…"));
    m_search->setClearButtonEnabled(true);
    m_learnableView = new QListWidget(this);
    m_learnableView->setObjectName(prefix + QStringLiteral("Learnable"));
    m_learnableView->setMinimumHeight(150);
    m_add = new QPushButton(tr("Add"), this);
    m_add->setObjectName(prefix + QStringLiteral("Add"));

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problem_") + prefix);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(StatusColors::problemStyle());
    m_problem->hide();

    auto* knownBox = new QVBoxLayout;
    knownBox->addWidget(m_knownView, 1);
    auto* knownButtons = new QHBoxLayout;
    knownButtons->addWidget(m_count, 1);
    knownButtons->addWidget(m_remove);
    knownBox->addLayout(knownButtons);
    auto* learnBox = new QVBoxLayout;
    learnBox->addWidget(m_search);
    learnBox->addWidget(m_learnableView, 1);
    auto* addRow = new QHBoxLayout;
    addRow->addStretch(1);
    addRow->addWidget(m_add);
    learnBox->addLayout(addRow);
    auto* lists = new QHBoxLayout;
    lists->addLayout(knownBox, 3);
    lists->addLayout(learnBox, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(lists);
    layout->addWidget(m_problem);

    connect(m_search, &QLineEdit::textChanged, this, &SpellPicker::rebuildLearnable);
    connect(m_search, &QLineEdit::returnPressed, this, &SpellPicker::addSelected);
    connect(m_add, &QPushButton::clicked, this, &SpellPicker::addSelected);
    connect(m_learnableView, &QListWidget::itemDoubleClicked, this, &SpellPicker::addSelected);
    connect(m_remove, &QPushButton::clicked, this, &SpellPicker::removeSelected);
    connect(m_knownView, &QTreeWidget::itemSelectionChanged, this,
            [this] { m_remove->setEnabled(!m_knownView->selectedItems().isEmpty()); });
    connect(m_learnableView, &QListWidget::currentRowChanged, this, [this](int row) { m_add->setEnabled(row >= 0); });
    m_remove->setEnabled(false);
    m_add->setEnabled(false);
}

void SpellPicker::setSource(const Ruleset* rules, const QString& kind)
{
    m_rules = rules;
    m_kind = kind;
    rebuildKnown();
    rebuildLearnable();
}

void SpellPicker::setKnown(const QStringList& ids)
{
    m_known = ids;
    rebuildKnown();
}

void SpellPicker::setLearnable(const QStringList& ids)
{
    if (ids == m_learnable)
        return;
    m_learnable = ids;
    rebuildLearnable();
}

void SpellPicker::setLevelLimit(int level)
{
    if (level == m_levelLimit)
        return;
    m_levelLimit = level;
    rebuildLearnable();
}

// The entries above the character's level, greyed and not selectable, each with the level it needs.
void SpellPicker::addTooHigh(const QString& text)
{
    if (m_levelLimit < 0 || !m_rules)
        return;
    const QString field = usesIq(m_kind) ? QStringLiteral("iq") : QStringLiteral("minInt");
    const QString levelName = usesIq(m_kind) ? tr("IQ") : tr("INT");
    QList<const RuleEntry*> above;
    for (const LocatedEntry& e : m_rules->entries({m_kind})) {
        const int level = e.entry->intField(field);
        if (level > m_levelLimit && !m_known.contains(e.entry->id()) && !m_learnable.contains(e.entry->id())
            && (text.isEmpty() || e.entry->name().contains(text, Qt::CaseInsensitive)))
            above.append(e.entry);
    }
    std::stable_sort(above.begin(), above.end(),
                     [&](const RuleEntry* a, const RuleEntry* b) { return a->intField(field) < b->intField(field); });
    for (const RuleEntry* e : std::as_const(above)) {
        const QString reason = tr("needs %1 %2").arg(levelName).arg(e->intField(field));
        auto* item = new QListWidgetItem(tr("%1 — %2").arg(e->name(), reason), m_learnableView);
        item->setData(Qt::UserRole, e->id());
        item->setData(Qt::UserRole + 1, reason);
        item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable));
        item->setToolTip(tr("%1\nNot yet: %2 (this character has %3 %4).").arg(e->summary(), reason, levelName).arg(m_levelLimit));
    }
}

void SpellPicker::setProblems(const QHash<QString, QString>& perEntry, const QString& overall)
{
    m_problem->setText(overall);
    m_problem->setVisible(!overall.isEmpty());
    if (perEntry == m_problems)
        return;
    m_problems = perEntry;
    rebuildKnown();
}

QString SpellPicker::problemText() const
{
    return m_problem->text();
}

QString SpellPicker::describe(const QString& id, QString* level) const
{
    const RuleEntry* e = m_rules ? m_rules->entry(m_kind, id) : nullptr;
    if (!e) {
        *level = QString();
        return QString();
    }
    const bool skills = m_kind == QLatin1String("skill");
    const QJsonValue lv = e->data.value(usesIq(m_kind) ? QLatin1String("iq") : QLatin1String("minInt"));
    *level = lv.isDouble() ? QString::number(lv.toInt()) : tr("—");
    if (!skills)
        return FieldFormat::cost(e->data.value(QLatin1String("cost")).toObject());
    const int slots = e->intField(QStringLiteral("slots"));
    const QJsonValue wizard = e->data.value(QLatin1String("wizardSlots"));
    if (wizard.isDouble() && wizard.toInt() != slots)
        return tr("%1 (wizard %2)").arg(slots).arg(wizard.toInt());
    return QString::number(slots);
}

void SpellPicker::rebuildKnown()
{
    const QString current = m_knownView->currentItem() ? m_knownView->currentItem()->data(0, Qt::UserRole).toString() : QString();
    m_knownView->clear();
    for (const QString& id : std::as_const(m_known)) {
        const RuleEntry* e = m_rules ? m_rules->entry(m_kind, id) : nullptr;
        QString level;
        const QString cost = describe(id, &level);
        auto* item = new QTreeWidgetItem(m_knownView, {e ? e->name() : id, level, cost});
        item->setData(0, Qt::UserRole, id);
        item->setTextAlignment(1, Qt::AlignCenter);
        const QString problem = m_problems.value(id);
        if (!problem.isEmpty()) {
            for (int c = 0; c < 3; ++c) {
                item->setForeground(c, ProblemColor);
                item->setToolTip(c, problem);
            }
            item->setText(0, tr("%1 — not allowed").arg(item->text(0)));
        } else if (e) {
            item->setToolTip(0, e->summary());
            item->setToolTip(2, cost);
        }
        if (id == current)
            m_knownView->setCurrentItem(item);
    }
    m_knownView->resizeColumnToContents(1);
    m_knownView->setColumnWidth(0, qMax(140, m_knownView->width() / 2));
    m_count->setText(m_prefix == QLatin1String("skills") ? tr("%n skill(s)", nullptr, int(m_known.size()))
                                                         : tr("%n spell(s)", nullptr, int(m_known.size())));
}

void SpellPicker::rebuildLearnable()
{
    const QString text = m_search->text().trimmed();
    const QString current = m_learnableView->currentItem() ? m_learnableView->currentItem()->data(Qt::UserRole).toString() : QString();
    m_learnableView->clear();
    const QString levelName = usesIq(m_kind) ? tr("IQ") : tr("INT");
    QListWidgetItem* select = nullptr;
    QListWidgetItem* startsWith = nullptr;
    for (const QString& id : std::as_const(m_learnable)) {
        const RuleEntry* e = m_rules ? m_rules->entry(m_kind, id) : nullptr;
        const QString name = e ? e->name() : id;
        if (!text.isEmpty() && !name.contains(text, Qt::CaseInsensitive))
            continue;
        QString level;
        const QString cost = describe(id, &level);
        auto* item = new QListWidgetItem(tr("%1 (%2 %3)").arg(name, levelName, level), m_learnableView);
        item->setData(Qt::UserRole, id);
        item->setToolTip(e ? tr("%1\nCost: %2").arg(e->summary(), cost) : QString());
        if (id == current)
            select = item;
        if (!startsWith && name.startsWith(text, Qt::CaseInsensitive))
            startsWith = item;
    }
    const bool anyLearnable = m_learnableView->count() > 0;
    addTooHigh(text);
    // Type-ahead: the first name starting with what was typed is ready for Enter.
    if (!text.isEmpty())
        select = startsWith ? startsWith : anyLearnable ? m_learnableView->item(0) : nullptr;
    if (select)
        m_learnableView->setCurrentItem(select);
    m_add->setEnabled(m_learnableView->currentRow() >= 0);
}

bool SpellPicker::addEntry(const QString& id)
{
    if (id.isEmpty() || m_known.contains(id) || !m_learnable.contains(id))
        return false;
    m_known.append(id);
    rebuildKnown();
    Q_EMIT changed();
    return true;
}

bool SpellPicker::removeEntry(const QString& id)
{
    if (!m_known.removeAll(id))
        return false;
    rebuildKnown();
    Q_EMIT changed();
    return true;
}

void SpellPicker::addSelected()
{
    const QList<QListWidgetItem*> items = m_learnableView->selectedItems();
    QStringList ids;
    for (const QListWidgetItem* item : items)
        ids.append(item->data(Qt::UserRole).toString());
    if (ids.isEmpty() && m_learnableView->currentItem())
        ids.append(m_learnableView->currentItem()->data(Qt::UserRole).toString());
    bool any = false;
    for (const QString& id : std::as_const(ids)) {
        if (!m_known.contains(id)) {
            m_known.append(id);
            any = true;
        }
    }
    if (!any)
        return;
    m_search->clear();
    rebuildKnown();
    Q_EMIT changed();
}

void SpellPicker::removeSelected()
{
    bool any = false;
    for (const QTreeWidgetItem* item : m_knownView->selectedItems())
        any = m_known.removeAll(item->data(0, Qt::UserRole).toString()) > 0 || any;
    if (!any)
        return;
    rebuildKnown();
    Q_EMIT changed();
}

} // namespace hk
