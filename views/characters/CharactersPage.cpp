#include "characters/CharactersPage.h"

#include "main/PageIcon.h"

#include "main/FlowLayout.h"
#include "main/UnsavedWork.h"

#include "campaign/Campaign.h"
#include "characters/CharacterEditor.h"
#include "characters/CharacterSheet.h"
#include "characters/ExperiencePanel.h"
#include "characters/FoundryExchange.h"
#include "characters/Roster.h"
#include "characters/StudiesPanel.h"
#include "characters/TeamPanel.h"
#include "models/RosterModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace hk {

CharactersPage::CharactersPage(QWidget* parent)
    : CampaignPage(parent), m_model(new RosterModel(this)), m_proxy(new QSortFilterProxyModel(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("characterTabs"));
    m_editor = new CharacterEditor(m_tabs);
    m_experience = new ExperiencePanel(m_tabs);
    m_experience->setObjectName(QStringLiteral("experience"));
    m_studies = new StudiesPanel(m_tabs);
    m_studies->setObjectName(QStringLiteral("studies"));
    m_team = new TeamPanel(m_tabs);
    m_sheet = new QTextBrowser(m_tabs);
    m_sheet->setObjectName(QStringLiteral("sheet"));
    m_tabs->addTab(m_editor, tr("Builder"));
    m_tabs->addTab(m_experience, tr("Experience"));
    m_tabs->addTab(m_studies, tr("Learning"));
    m_tabs->addTab(m_team, tr("Team"));
    m_tabs->addTab(m_sheet, tr("Sheet"));

    auto* splitter = new QSplitter(this);
    splitter->addWidget(buildRosterPane());
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({470, 610});
    splitter->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildToolbar());
    layout->addWidget(splitter, 1);

    connect(m_proxy, &QAbstractItemModel::modelAboutToBeReset, this, &CharactersPage::rememberSelection);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &CharactersPage::restoreSelection);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &CharactersPage::onCurrentChanged);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &CharactersPage::updateActions);
    connect(m_table, &QTableView::doubleClicked, this, [this] { m_tabs->setCurrentWidget(m_editor); });
    connect(m_tabs, &QTabWidget::currentChanged, this, &CharactersPage::refreshSheet);
    connect(m_editor, &CharacterEditor::edited, this, &CampaignPage::unsavedWorkChanged);
    connect(m_editor, &CharacterEditor::saved, this, [this](qint64 id) {
        Q_EMIT unsavedWorkChanged();
        m_currentId = id;
        selectCharacter(id);
        m_experience->setCharacter(id);
        m_studies->setCharacter(id);
        m_team->setCharacter(id);
    });
    updateActions();
}

QWidget* CharactersPage::buildToolbar()
{
    auto* bar = new QWidget(this);
    auto* row = new FlowLayout(bar); // wraps onto a second row in a narrow window
    auto button = [bar, row](const QString& name, const QString& text, const QString& tip) {
        auto* b = new QPushButton(text, bar);
        b->setObjectName(name);
        b->setToolTip(tip);
        row->addWidget(b);
        return b;
    };
    auto* add = button(QStringLiteral("newCharacter"), tr("New character"),
                       tr("Build a new character in the builder (Save adds it to the roster)"));
    auto* bestiary = button(QStringLiteral("fromBestiary"), tr("From bestiary…"),
                            tr("Add monsters or a pet from the campaign's bestiary"));
    m_duplicate = button(QStringLiteral("duplicate"), tr("Duplicate"), tr("Add a copy of each selected character"));
    m_archive = button(QStringLiteral("archive"), tr("Archive"), tr("Keep dead or retired characters out of the active roster"));
    m_remove = button(QStringLiteral("remove"), tr("Remove…"), tr("Delete the selected characters and their experience history"));
    m_award = button(QStringLiteral("awardXp"), tr("Award experience…"), tr("Give experience to the selected characters"));
    row->addSpacing(12);
    auto* import = button(QStringLiteral("import"), tr("Import…"),
                          tr("Add characters from a Hexkeeper character file (.json) or stat-block text (.txt)"));
    m_export = button(QStringLiteral("export"), tr("Export…"),
                      tr("Write the selected characters to a character file (.json) or as stat blocks (.txt)"));
    // Foundry VTT's Fantasy Trip system: one menu button for both directions, so the row stays short.
    auto* foundry = button(QStringLiteral("foundry"), tr("Foundry VTT"),
                           tr("Hand characters to Foundry VTT's Fantasy Trip system, or take them back"));
    auto* foundryMenu = new QMenu(foundry);
    m_foundryExport = foundryMenu->addAction(tr("Export to Foundry…"), this, [this] {
        if (m_campaign)
            FoundryExchange::exportDialog(this, *m_campaign, selectedIds());
    });
    m_foundryExport->setObjectName(QStringLiteral("exportFoundry"));
    QAction* foundryImport = foundryMenu->addAction(tr("Import from Foundry…"), this, [this] {
        if (!m_campaign)
            return;
        const QList<qint64> ids = FoundryExchange::importDialog(this, *m_campaign);
        if (!ids.isEmpty())
            selectCharacter(ids.first());
    });
    foundryImport->setObjectName(QStringLiteral("importFoundry"));
    foundry->setMenu(foundryMenu);
    m_pdf = button(QStringLiteral("exportPdf"), tr("Export PDF…"), tr("Write the character sheets of the selection to a PDF"));
    m_print = button(QStringLiteral("print"), tr("Print…"), tr("Print the character sheets of the selection"));

    connect(add, &QPushButton::clicked, this, [this] { newCharacter(); });
    connect(bestiary, &QPushButton::clicked, this, &CharactersPage::addFromBestiary);
    connect(m_duplicate, &QPushButton::clicked, this, &CharactersPage::duplicateSelected);
    connect(m_archive, &QPushButton::clicked, this, &CharactersPage::toggleArchived);
    connect(m_remove, &QPushButton::clicked, this, &CharactersPage::removeSelected);
    connect(m_award, &QPushButton::clicked, this, &CharactersPage::awardXp);
    connect(import, &QPushButton::clicked, this, &CharactersPage::importDialog);
    connect(m_export, &QPushButton::clicked, this, &CharactersPage::exportDialog);
    connect(m_pdf, &QPushButton::clicked, this, &CharactersPage::exportPdf);
    connect(m_print, &QPushButton::clicked, this, &CharactersPage::printSheets);
    return bar;
}

QWidget* CharactersPage::buildRosterPane()
{
    auto* pane = new QWidget(this);
    m_search = new QLineEdit(pane);
    m_search->setObjectName(QStringLiteral("rosterSearch"));
    m_search->setPlaceholderText(tr("Find by name, party or player…"));
    m_search->setClearButtonEnabled(true);
    m_role = new QComboBox(pane);
    m_role->setObjectName(QStringLiteral("roleFilter"));
    m_role->addItem(tr("All roles"), QString());
    for (const char* role : {"pc", "npc", "apprentice", "pet", "monster"})
        m_role->addItem(RosterModel::roleName(QLatin1String(role)), QLatin1String(role));
    m_party = new QComboBox(pane);
    m_party->setObjectName(QStringLiteral("partyFilter"));
    m_party->setMinimumContentsLength(12);
    m_party->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_archived = new QCheckBox(tr("Show archived"), pane);
    m_archived->setObjectName(QStringLiteral("showArchived"));

    m_table = new QTableView(pane);
    m_table->setObjectName(QStringLiteral("roster"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // the model's own order (active first, by name) until a click
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(24);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionsMovable(true);
    m_count = new QLabel(pane);

    auto* filters = new QHBoxLayout;
    filters->addWidget(m_search, 1);
    filters->addWidget(m_archived);
    auto* filters2 = new FlowLayout; // role and party wrap under each other when the roster is narrow
    filters2->addWidget(new QLabel(tr("Role:"), pane));
    filters2->addWidget(m_role);
    filters2->addWidget(new QLabel(tr("Party:"), pane));
    filters2->addWidget(m_party);
    auto* layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addLayout(filters2);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_count);

    connect(m_search, &QLineEdit::textChanged, this, &CharactersPage::applyFilters);
    connect(m_role, &QComboBox::currentIndexChanged, this, &CharactersPage::applyFilters);
    connect(m_party, &QComboBox::currentIndexChanged, this, &CharactersPage::applyFilters);
    connect(m_archived, &QCheckBox::toggled, this, &CharactersPage::applyFilters);
    return pane;
}

QIcon CharactersPage::icon() const
{
    return PageIcon::make(QStringLiteral("characters"));
}

void CharactersPage::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_currentId = 0;
    m_keptSelection.clear();
    m_editor->setCampaign(campaign);
    m_experience->setCampaign(campaign);
    m_studies->setCampaign(campaign);
    m_team->setCampaign(campaign);
    m_experience->setCharacter(0);
    m_studies->setCharacter(0);
    m_team->setCharacter(0);
    // The Team tab belongs to the mass-combat option pack: without its team figures there is nothing to show.
    m_tabs->setTabVisible(m_tabs->indexOf(m_team), m_campaign && !m_campaign->rules().entries({QStringLiteral("team-race")}).isEmpty());
    if (m_campaign) {
        connect(m_campaign, &Campaign::charactersChanged, this, &CharactersPage::refreshParties);
        connect(m_campaign, &Campaign::restored, this, &CharactersPage::refreshParties);
    }
    refreshParties();
    m_model->setCampaign(campaign);
    // Show someone at once: the first player character, else the first of the roster.
    int first = m_proxy->rowCount() > 0 ? 0 : -1;
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const Character* c = m_model->character(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
        if (c && c->role == QLatin1String("pc")) {
            first = row;
            break;
        }
    }
    if (first >= 0)
        selectCharacter(m_proxy->index(first, 0).data(RosterModel::IdRole).toLongLong());
    refreshSheet();
}

void CharactersPage::refreshParties()
{
    const QSignalBlocker block(m_party);
    const QString current = m_party->currentData().toString();
    m_party->clear();
    m_party->addItem(tr("All parties"), QString());
    if (m_campaign) {
        QString error;
        for (const QString& party : Roster::parties(*m_campaign, &error))
            m_party->addItem(party, party);
    }
    const int index = m_party->findData(current);
    m_party->setCurrentIndex(qMax(0, index));
    if (index < 0 && !current.isEmpty())
        applyFilters(); // the party filtered on is gone
}

void CharactersPage::applyFilters()
{
    RosterFilter filter;
    filter.text = m_search->text().trimmed();
    filter.role = m_role->currentData().toString();
    filter.party = m_party->currentData().toString();
    filter.includeArchived = m_archived->isChecked();
    m_filtering = true;
    m_model->setFilter(filter);
    m_filtering = false;
}

QList<qint64> CharactersPage::selectedIds() const
{
    QList<qint64> ids;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        ids.append(index.data(RosterModel::IdRole).toLongLong());
    return ids;
}

QList<Character> CharactersPage::selectedCharacters() const
{
    QList<Character> out;
    for (qint64 id : selectedIds()) {
        if (const Character* c = m_model->character(m_model->rowOf(id)))
            out.append(*c);
    }
    return out;
}

void CharactersPage::selectCharacter(qint64 id)
{
    const int row = m_model->rowOf(id);
    if (row < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    // Choosing may have saved the builder first, which re-reads the roster: `index` is stale by then.
    m_table->scrollTo(m_table->currentIndex());
}

void CharactersPage::rememberSelection()
{
    if (!m_restoring)
        m_keptSelection = selectedIds();
}

// After the roster is re-read (an edit, an undo, a filter) the same characters stay selected, and the
// builder follows what happened to the one it shows.
void CharactersPage::restoreSelection()
{
    m_restoring = true;
    QItemSelection selection;
    for (qint64 id : std::as_const(m_keptSelection)) {
        const int row = m_model->rowOf(id);
        if (row >= 0) {
            const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
            selection.select(index, index.siblingAtColumn(m_proxy->columnCount() - 1));
        }
    }
    QItemSelectionModel* model = m_table->selectionModel();
    model->select(selection, QItemSelectionModel::ClearAndSelect);
    const int row = m_model->rowOf(m_currentId);
    if (row >= 0)
        model->setCurrentIndex(m_proxy->mapFromSource(m_model->index(row, 0)), QItemSelectionModel::NoUpdate);
    // The character in the builder stays selected when it comes back into view (after a search is cleared).
    if (model->selectedRows().isEmpty() && row >= 0)
        model->select(m_proxy->mapFromSource(m_model->index(row, 0)), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    m_restoring = false;
    m_count->setText(tr("%n character(s)", nullptr, m_model->rowCount()));
    // A key typed in the search only filters again: the columns keep their widths and the builder has nothing new.
    if (!m_filtering) {
        m_table->resizeColumnsToContents();
        syncEditor();
    }
    updateActions();
}

void CharactersPage::syncEditor()
{
    if (!m_campaign || !m_editor->hasCharacter() || m_editor->character().id == 0)
        return;
    const qint64 id = m_editor->character().id;
    Character stored;
    QString error;
    if (!Roster(*m_campaign).find(id, &stored, &error)) {
        m_editor->clear(); // undone or removed
        m_experience->setCharacter(0);
        m_studies->setCharacter(0);
        m_team->setCharacter(0);
        m_currentId = 0;
    } else if (!m_editor->isModified() && !(stored == m_editor->character())) {
        m_editor->setCharacter(stored);
    }
    refreshSheet();
}

void CharactersPage::onCurrentChanged()
{
    updateActions();
    if (m_restoring)
        return;
    const QModelIndex current = m_table->currentIndex();
    const qint64 id = current.isValid() ? current.data(RosterModel::IdRole).toLongLong() : 0;
    if (!id || (m_editor->hasCharacter() && m_editor->character().id == id)) {
        m_currentId = id ? id : m_currentId;
        return;
    }
    const qint64 leaving = m_currentId;
    if (m_editor->isModified() && !settleEdits(tr("choosing another character"))) {
        m_restoring = true;
        selectCharacter(leaving);
        m_restoring = false;
        return;
    }
    m_currentId = id;
    m_restoring = true; // saving re-read the roster and selected the saved character again
    selectCharacter(id);
    m_restoring = false;
    loadCharacter(id);
}

void CharactersPage::loadCharacter(qint64 id)
{
    if (const Character* c = m_model->character(m_model->rowOf(id)))
        m_editor->setCharacter(*c);
    Q_EMIT unsavedWorkChanged();
    m_experience->setCharacter(id);
    m_studies->setCharacter(id);
    m_team->setCharacter(id);
    refreshSheet();
}

bool CharactersPage::settleEdits(const QString& leaving)
{
    switch (UnsavedWork::ask(this, {unsavedWork()}, leaving)) {
    case UnsavedWork::Answer::Save:
        return saveUnsavedWork();
    case UnsavedWork::Answer::Discard:
        discardUnsavedWork();
        return true;
    case UnsavedWork::Answer::Cancel:
        break;
    }
    return false;
}

bool CharactersPage::showSection(const QString& section)
{
    const QHash<QString, QWidget*> tabs{{QStringLiteral("builder"), m_editor}, {QStringLiteral("experience"), m_experience},
                                        {QStringLiteral("learning"), m_studies}, {QStringLiteral("team"), m_team},
                                        {QStringLiteral("sheet"), m_sheet}};
    QWidget* tab = tabs.value(section);
    if (!tab || !m_tabs->isTabVisible(m_tabs->indexOf(tab)))
        return false;
    // The tab shows the first character in the roster, so there is something to see.
    if (!m_editor->hasCharacter() && m_model->rowCount() > 0)
        selectCharacter(m_model->character(0)->id);
    m_tabs->setCurrentWidget(tab);
    return true;
}

QString CharactersPage::unsavedWork() const
{
    if (!m_editor->isModified())
        return {};
    const Character& c = m_editor->character();
    const QString name = c.name.trimmed();
    if (c.id == 0)
        return name.isEmpty() ? tr("the new character") : tr("the new character %1").arg(name);
    return tr("the changes to %1").arg(name.isEmpty() ? tr("this character") : name);
}

bool CharactersPage::saveUnsavedWork()
{
    QString error;
    if (m_editor->isModified() && !m_editor->save(&error)) {
        showError(tr("Cannot save"), error);
        return false;
    }
    return true;
}

void CharactersPage::discardUnsavedWork()
{
    if (m_editor->character().id == 0)
        m_editor->clear();
    else
        m_editor->revert();
    Q_EMIT unsavedWorkChanged();
}

void CharactersPage::updateActions()
{
    const QList<qint64> ids = selectedIds();
    const bool any = m_campaign && !ids.isEmpty();
    for (QPushButton* b : {m_duplicate, m_archive, m_remove, m_award, m_export, m_pdf, m_print})
        b->setEnabled(any);
    m_foundryExport->setEnabled(any);
    bool allArchived = any;
    bool oneDead = ids.size() == 1;
    for (qint64 id : ids) {
        const Character* c = m_model->character(m_model->rowOf(id));
        allArchived = allArchived && c && c->archived;
        oneDead = oneDead && c && c->dead;
    }
    m_archive->setText(oneDead ? tr("Bring back to life…") : allArchived ? tr("Bring back") : tr("Archive"));
}

void CharactersPage::refreshSheet()
{
    if (m_tabs->currentWidget() != m_sheet)
        return;
    if (!m_campaign || !m_editor->hasCharacter()) {
        m_sheet->setHtml(tr("<p>Choose a character to see the sheet.</p>"));
        return;
    }
    m_sheet->setHtml(CharacterSheet::html(*m_campaign, m_editor->character()));
}

void CharactersPage::showError(const QString& title, const QString& message)
{
    QMessageBox::warning(this, title, message);
}

} // namespace hk
