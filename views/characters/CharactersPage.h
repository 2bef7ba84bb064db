#pragma once

#include "main/CampaignPage.h"

#include <QList>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QAction;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace hk {

class CharacterEditor;
class ExperiencePanel;
class StudiesPanel;
class TeamPanel;
class RosterModel;
struct Character;

// The roster: every character of the campaign (player characters, NPCs, apprentices, pets, monsters),
// filterable and sortable, with the builder, the experience history and the printable sheet of the one
// selected. Every change goes through the Roster service, so each is one undoable step and refused with
// the rules' own words; this page only shows, asks and reports.
class CharactersPage : public CampaignPage
{
    Q_OBJECT
public:
    explicit CharactersPage(QWidget* parent = nullptr);

    QString title() const override { return tr("Characters"); }
    QIcon icon() const override;
    QString pageId() const override { return QStringLiteral("characters"); }
    bool appliesTo(const Campaign& campaign) const override { return !playsBoardGame(campaign); }
    void setCampaign(Campaign* campaign) override;
    // Tabs for --page characters/<builder|experience|learning|team|sheet>.
    bool showSection(const QString& section) override;
    QString unsavedWork() const override;
    bool saveUnsavedWork() override;
    void discardUnsavedWork() override;

    // For tests and the toolbar.
    RosterModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    CharacterEditor* editor() const { return m_editor; }
    TeamPanel* teamPanel() const { return m_team; }
    QList<qint64> selectedIds() const;
    void selectCharacter(qint64 id);
    // Starts a new character of the campaign's system in the builder. With the mass-combat option pack,
    // system "mc" starts a team figure, "tft" a character, and an empty system asks which.
    void newCharacter(const QString& system = QString());
    // Reads a .json character file or .txt stat blocks and adds every character in one undoable step;
    // *report lists names the reader could not match.
    bool importFile(const QString& path, bool keepUnread, QStringList* report, QString* error);
    bool exportFile(const QString& path, const QList<qint64>& ids, QString* error);

private:
    QWidget* buildRosterPane();
    QWidget* buildToolbar();
    void applyFilters();
    void refreshParties();
    void rememberSelection();
    void restoreSelection();
    void onCurrentChanged();
    void loadCharacter(qint64 id);
    void syncEditor();
    void updateActions();
    void refreshSheet();
    QList<Character> selectedCharacters() const;
    // Asks Save / Discard / Cancel about the builder's unsaved edits before `leaving`; true to go on.
    bool settleEdits(const QString& leaving);
    void showError(const QString& title, const QString& message);

    // Toolbar actions.
    void addFromBestiary();
    void duplicateSelected();
    void toggleArchived();
    // Asks the GM why a dead character lives again, then brings them back (Roster::revive).
    void reviveDialog(const Character& c);
    void removeSelected();
    void awardXp();
    void importDialog();
    void exportDialog();
    void exportPdf();
    void printSheets();

    Campaign* m_campaign = nullptr;
    RosterModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QLineEdit* m_search = nullptr;
    QComboBox* m_role = nullptr;
    QComboBox* m_party = nullptr;
    QCheckBox* m_archived = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_count = nullptr;
    QTabWidget* m_tabs = nullptr;
    CharacterEditor* m_editor = nullptr;
    ExperiencePanel* m_experience = nullptr;
    StudiesPanel* m_studies = nullptr;
    TeamPanel* m_team = nullptr;
    QTextBrowser* m_sheet = nullptr;
    QPushButton* m_duplicate = nullptr;
    QPushButton* m_archive = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_award = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_pdf = nullptr;
    QAction* m_foundryExport = nullptr; // the Foundry VTT menu's export, enabled with a selection
    QPushButton* m_print = nullptr;
    qint64 m_currentId = 0;
    QList<qint64> m_keptSelection;
    bool m_restoring = false;
    bool m_filtering = false; // the roster is only filtered again (not re-read): no character changed
};

} // namespace hk
