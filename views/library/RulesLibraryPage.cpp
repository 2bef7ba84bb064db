#include "library/RulesLibraryPage.h"

#include "campaign/Campaign.h"
#include "library/EntryDetails.h"
#include "models/RuleEntryModel.h"
#include "models/RuleFilterProxyModel.h"
#include "packages/PackageRegistry.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace hk {

RulesLibraryPage::RulesLibraryPage(const PackageRegistry& registry, QWidget* parent)
    : CampaignPage(parent), m_registry(registry), m_model(new RuleEntryModel(this)), m_proxy(new RuleFilterProxyModel(this))
{
    m_proxy->setSourceModel(m_model);

    auto* bar = new QHBoxLayout;
    m_scope = new QComboBox(this);
    m_kind = new QComboBox(this);
    m_kind->setMinimumWidth(170);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("libraryFilter"));
    m_filter->setPlaceholderText(tr("Find by name or summary…"));
    m_filter->setClearButtonEnabled(true);
    m_minLevel = new QSpinBox(this);
    m_maxLevel = new QSpinBox(this);
    m_minLevel->setRange(0, 30);
    m_maxLevel->setRange(0, 30);
    m_maxLevel->setValue(30);
    m_minLevel->setToolTip(tr("Lowest IQ / Min INT shown"));
    m_maxLevel->setToolTip(tr("Highest IQ / Min INT shown"));
    m_type = new QComboBox(this);
    m_type->addItem(tr("Any type"), QString());
    m_type->addItem(tr("Missile"), QStringLiteral("missile"));
    m_type->addItem(tr("Thrown"), QStringLiteral("thrown"));
    m_type->addItem(tr("Creation"), QStringLiteral("creation"));
    m_type->addItem(tr("Special"), QStringLiteral("special"));
    bar->addWidget(m_scope);
    bar->addWidget(m_kind);
    bar->addWidget(m_filter, 1);
    bar->addWidget(new QLabel(tr("Level"), this));
    bar->addWidget(m_minLevel);
    bar->addWidget(new QLabel(tr("to"), this));
    bar->addWidget(m_maxLevel);
    bar->addWidget(m_type);

    m_table = new QTableView(this);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(0, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(24);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_details = new QTextBrowser(this);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    m_count = new QLabel(this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_count);
    setFocusProxy(m_filter);

    connect(m_scope, &QComboBox::currentIndexChanged, this, &RulesLibraryPage::rebuildKinds);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &RulesLibraryPage::reloadEntries);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_proxy->setText(text);
        // Type-ahead: the best match is first (see RuleFilterProxyModel); show it at once.
        if (m_proxy->rowCount() > 0 && (!text.isEmpty() || !m_table->currentIndex().isValid())) {
            m_table->selectRow(0);
            m_table->scrollToTop();
        }
        m_count->setText(tr("%1 of %2 entries").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
    });
    auto levels = [this] { m_proxy->setLevelRange(m_minLevel->value(), m_maxLevel->value()); };
    connect(m_minLevel, &QSpinBox::valueChanged, this, levels);
    connect(m_maxLevel, &QSpinBox::valueChanged, this, levels);
    connect(m_type, &QComboBox::currentIndexChanged, this, [this] { m_proxy->setType(m_type->currentData().toString()); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RulesLibraryPage::showCurrent);
    connect(m_filter, &QLineEdit::returnPressed, this, [this] { m_table->setFocus(); });
    auto* find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        m_filter->setFocus();
        m_filter->selectAll();
    });
    rebuildScope();
}

QIcon RulesLibraryPage::icon() const
{
    return style()->standardIcon(QStyle::SP_FileDialogContentsView);
}

void RulesLibraryPage::setCampaign(Campaign* campaign)
{
    m_campaign = campaign;
    rebuildScope();
}

void RulesLibraryPage::rebuildScope()
{
    m_scope->blockSignals(true);
    m_scope->clear();
    if (m_campaign)
        m_scope->addItem(tr("This campaign's rules"), QStringLiteral("campaign"));
    m_scope->addItem(tr("All rulesets"), QStringLiteral("all"));
    for (const RulesetPackage* p : m_registry.packages())
        m_scope->addItem(p->title(), p->id());
    m_scope->blockSignals(false);
    rebuildKinds();
}

QList<LocatedEntry> RulesLibraryPage::scopeEntries(const QStringList& kinds) const
{
    const QString scope = m_scope->currentData().toString();
    if (scope == QLatin1String("campaign") && m_campaign)
        return m_campaign->rules().entries(kinds);
    QList<const RulesetPackage*> packages;
    if (const RulesetPackage* p = m_registry.find(scope))
        packages.append(p);
    else
        packages = m_registry.packages();
    QList<LocatedEntry> out;
    for (const RulesetPackage* p : std::as_const(packages))
        out += Ruleset({p}).entries(kinds);
    return out;
}

void RulesLibraryPage::rebuildKinds()
{
    const QString previous = m_kind->currentData().toString();
    QMap<QString, int> counts;
    QMap<QString, QString> labels;
    for (const LocatedEntry& e : scopeEntries()) {
        counts[e.entry->kind] += 1;
        if (const KindSchema* k = e.package->kind(e.entry->kind))
            labels[e.entry->kind] = k->plural;
    }
    m_kind->blockSignals(true);
    m_kind->clear();
    int total = 0;
    for (int c : std::as_const(counts))
        total += c;
    m_kind->addItem(tr("Everything (%1)").arg(total), QString());
    for (auto it = counts.begin(); it != counts.end(); ++it)
        m_kind->addItem(tr("%1 (%2)").arg(labels.value(it.key(), it.key())).arg(it.value()), it.key());
    const int keep = m_kind->findData(previous);
    m_kind->setCurrentIndex(keep >= 0 ? keep : 0);
    m_kind->blockSignals(false);
    reloadEntries();
}

void RulesLibraryPage::reloadEntries()
{
    const QString kind = m_kind->currentData().toString();
    m_model->setEntries(scopeEntries(kind.isEmpty() ? QStringList() : QStringList{kind}));
    m_table->resizeColumnsToContents();
    m_table->setColumnWidth(0, qMax(m_table->columnWidth(0), 180));
    for (int c = 1; c < m_model->columnCount(); ++c)
        m_table->setColumnWidth(c, qMin(m_table->columnWidth(c), 220));
    m_count->setText(tr("%1 of %2 entries").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
    if (m_proxy->rowCount() > 0)
        m_table->selectRow(0);
    else
        m_details->clear();
}

void RulesLibraryPage::showCurrent()
{
    const QModelIndex current = m_proxy->mapToSource(m_table->currentIndex());
    const RuleEntry* entry = m_model->entryAt(current.row());
    const RulesetPackage* package = m_model->packageAt(current.row());
    if (entry && package)
        m_details->setHtml(EntryDetails::html(*package, *entry));
    else
        m_details->clear();
}

void RulesLibraryPage::setFilterText(const QString& text)
{
    m_filter->setText(text);
}

bool RulesLibraryPage::setKind(const QString& kind)
{
    const int index = m_kind->findData(kind);
    if (index < 0)
        return false;
    m_kind->setCurrentIndex(index);
    return true;
}

bool RulesLibraryPage::selectEntry(const QString& kind, const QString& id)
{
    const int row = m_model->rowOf(kind, id);
    if (row < 0)
        return false;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return false;
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
    return true;
}

QString RulesLibraryPage::detailsText() const
{
    return m_details->toPlainText();
}

} // namespace hk
