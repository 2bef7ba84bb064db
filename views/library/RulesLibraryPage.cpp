#include "library/RulesLibraryPage.h"

#include "main/PageIcon.h"

#include "main/FlowLayout.h"

#include "campaign/Campaign.h"
#include "houserules/HouseRules.h"
#include "library/EntryDetails.h"
#include "library/HouseRuleDialog.h"
#include "library/NewEntryDialog.h"
#include "library/SeedFiles.h"
#include "library/SourceViewer.h"
#include "packages/JsonPath.h"
#include "models/RuleEntryModel.h"
#include "models/RuleFilterProxyModel.h"
#include "packages/PackageRegistry.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
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
    FlowLayout* bar = buildFilterBar();
    QSplitter* splitter = buildTableAndDetails();
    m_count = new QLabel(this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_count);
    setFocusProxy(m_filter);

    connectParts();
    rebuildScope();
}

FlowLayout* RulesLibraryPage::buildFilterBar()
{
    auto* bar = new FlowLayout; // the filters wrap in a narrow window
    m_scope = new QComboBox(this);
    m_kind = new QComboBox(this);
    m_scope->setMaximumWidth(240);
    m_scope->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_scope->setMinimumContentsLength(18);
    m_kind->setMinimumWidth(150);
    m_kind->setMaximumWidth(220);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("libraryFilter"));
    m_filter->setPlaceholderText(tr("Find by name or summary…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setMinimumWidth(260);
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
    bar->addWidget(m_filter);
    bar->addWidget(new QLabel(tr("Level"), this));
    bar->addWidget(m_minLevel);
    bar->addWidget(new QLabel(tr("to"), this));
    bar->addWidget(m_maxLevel);
    bar->addWidget(m_type);
    m_newButton = new QPushButton(tr("New entry…"), this);
    m_newButton->setToolTip(tr("Add a spell, potion, item … of your own to this campaign"));
    bar->addWidget(m_newButton);
    return bar;
}

QSplitter* RulesLibraryPage::buildTableAndDetails()
{
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
    auto* detailsPane = new QWidget(this);
    auto* detailsLayout = new QVBoxLayout(detailsPane);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addWidget(m_details, 1);
    auto* buttons = new QHBoxLayout;
    m_sourceButton = new QPushButton(tr("Show in book…"), detailsPane);
    m_changeButton = new QPushButton(tr("Change for this campaign…"), detailsPane);
    m_revertButton = new QPushButton(tr("Revert to book"), detailsPane);
    buttons->addWidget(m_sourceButton);
    buttons->addStretch(1);
    buttons->addWidget(m_changeButton);
    buttons->addWidget(m_revertButton);
    detailsLayout->addLayout(buttons);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(m_table);
    splitter->addWidget(detailsPane);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    return splitter;
}

void RulesLibraryPage::connectParts()
{
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
    connect(m_sourceButton, &QPushButton::clicked, this, &RulesLibraryPage::showSource);
    connect(m_changeButton, &QPushButton::clicked, this, &RulesLibraryPage::changeCurrent);
    connect(m_newButton, &QPushButton::clicked, this, &RulesLibraryPage::newEntry);
    connect(m_revertButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!revertCurrent(&error))
            QMessageBox::warning(this, tr("Revert"), error);
    });
    auto* find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        m_filter->setFocus();
        m_filter->selectAll();
    });
}

QIcon RulesLibraryPage::icon() const
{
    return PageIcon::make(QStringLiteral("library"));
}

void RulesLibraryPage::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (m_campaign) {
        connect(m_campaign, &Campaign::rulesChanged, this, [this] {
            const LocatedEntry current = currentEntry();
            const QString kind = current.entry ? current.entry->kind : QString();
            const QString id = current.entry ? current.entry->id() : QString();
            rebuildKinds();
            if (!kind.isEmpty())
                selectEntry(kind, id);
        });
    }
    rebuildScope();
}

bool RulesLibraryPage::campaignScope() const
{
    return m_campaign && m_scope->currentData().toString() == QLatin1String("campaign");
}

LocatedEntry RulesLibraryPage::currentEntry() const
{
    return m_model->locatedAt(m_proxy->mapToSource(m_table->currentIndex()).row());
}

void RulesLibraryPage::updateButtons()
{
    const LocatedEntry e = currentEntry();
    const bool houseRule = campaignScope() && e.entry && m_campaign->rules().isHouseRule(e);
    const bool added = houseRule && !m_campaign->rules().bookEntry(e.entry->kind, e.entry->id()).entry;
    m_sourceButton->setEnabled(e.entry && !added);
    m_changeButton->setEnabled(campaignScope() && e.entry);
    m_changeButton->setToolTip(campaignScope() ? QString() : tr("Choose “This campaign's rules” to change entries"));
    m_revertButton->setEnabled(houseRule);
    m_revertButton->setText(added ? tr("Remove added entry") : tr("Revert to book"));
    m_newButton->setEnabled(campaignScope());
}

HouseRuleDialog* RulesLibraryPage::makeChangeDialog()
{
    const LocatedEntry e = currentEntry();
    if (!campaignScope() || !e.entry)
        return nullptr;
    const QString kind = e.entry->kind;
    const QString id = e.entry->id();
    const LocatedEntry book = m_campaign->rules().bookEntry(kind, id);
    Campaign* campaign = m_campaign;
    auto apply = [campaign, kind, id](const QJsonObject& changes, const QString& note, QString* error) {
        return changes.isEmpty() || HouseRules::setValues(*campaign, kind, id, changes, note, error);
    };
    return new HouseRuleDialog(tr("Change %1 for this campaign").arg(e.entry->name()), e.entry->data,
                               book.entry ? book.entry->data : QJsonObject(), apply, this, m_campaign->rules().kind(kind));
}

HouseRuleDialog* RulesLibraryPage::makeNewEntryEditor(const QString& kind, const QJsonObject& entry)
{
    if (!m_campaign)
        return nullptr;
    Campaign* campaign = m_campaign;
    auto apply = [campaign, kind, entry](const QJsonObject& changes, const QString& note, QString* error) {
        QJsonObject result = entry;
        for (auto it = changes.begin(); it != changes.end(); ++it)
            JsonPath::set(result, it.key(), it.value());
        return HouseRules::addEntry(*campaign, kind, result, note, error);
    };
    return new HouseRuleDialog(tr("New: %1").arg(entry.value(QLatin1String("name")).toString()), entry, {}, apply, this,
                               m_campaign->rules().kind(kind));
}

void RulesLibraryPage::changeCurrent()
{
    std::unique_ptr<HouseRuleDialog> dialog(makeChangeDialog());
    if (dialog)
        dialog->exec();
}

void RulesLibraryPage::newEntry()
{
    if (!campaignScope())
        return;
    const LocatedEntry current = currentEntry();
    NewEntryDialog first(m_campaign->rules(), current.entry ? current.entry->kind : QString(), this);
    if (first.exec() != QDialog::Accepted)
        return;
    const QJsonObject entry = first.entry();
    std::unique_ptr<HouseRuleDialog> editor(makeNewEntryEditor(first.kind(), entry));
    if (editor && editor->exec() == QDialog::Accepted) {
        rebuildKinds();
        selectEntry(first.kind(), entry.value(QLatin1String("id")).toString());
    }
}

bool RulesLibraryPage::revertCurrent(QString* error)
{
    const LocatedEntry e = currentEntry();
    if (!campaignScope() || !e.entry || !m_campaign->rules().isHouseRule(e))
        return false;
    if (!m_campaign->rules().bookEntry(e.entry->kind, e.entry->id()).entry)
        return HouseRules::removeEntry(*m_campaign, e.entry->kind, e.entry->id(), error);
    return HouseRules::revert(*m_campaign, e.entry->kind, e.entry->id(), QString(), error);
}

bool RulesLibraryPage::showSource()
{
    const LocatedEntry e = currentEntry();
    if (!e.entry)
        return false;
    const LocatedEntry book = m_campaign ? m_campaign->rules().bookEntry(e.entry->kind, e.entry->id()) : LocatedEntry{};
    const RulesetPackage* package = book.package ? book.package : e.package;
    const SourceRef source = e.entry->source(package->seed());
    const QString path = SeedFiles::findOrAsk(source.file, this);
    if (path.isEmpty())
        return false;
    auto* viewer = new SourceViewer(this);
    viewer->setAttribute(Qt::WA_DeleteOnClose);
    const Ruleset names = m_campaign ? m_campaign->rules() : Ruleset(m_registry.packages());
    const QString title = EntryDetails::bookTitle(source.file, *package, &names);
    if (!viewer->show(path, source.line, source.endLine, e.entry->name(), title)) {
        delete viewer;
        return false;
    }
    viewer->setObjectName(QStringLiteral("sourceViewer"));
    viewer->open();
    return true;
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
    updateButtons();
}

void RulesLibraryPage::showCurrent()
{
    const LocatedEntry e = currentEntry();
    if (!e.entry)
        m_details->clear();
    else if (campaignScope())
        m_details->setHtml(EntryDetails::html(m_campaign->rules(), e));
    else {
        // Every package, for the names of the entries this one refers to and the books' titles.
        const Ruleset all(m_registry.packages());
        m_details->setHtml(EntryDetails::html(*e.package, *e.entry, &all));
    }
    updateButtons();
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
