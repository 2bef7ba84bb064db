#pragma once

#include "main/CampaignPage.h"
#include "packages/Ruleset.h"

class QComboBox;
class QPushButton;
class QLabel;
class QLineEdit;
class QSpinBox;
class QSplitter;
class QTableView;
class QTextBrowser;

namespace hk {

class FlowLayout;
class PackageRegistry;
class RuleEntryModel;
class HouseRuleDialog;
class NewEntryDialog;
class RuleFilterProxyModel;
class RulesetPackage;

// The GM's rules reference: every entry of the campaign's rulesets (or of all packages), by kind, with a
// type-ahead filter over names and summaries, level and type filters, sortable columns, and a details pane
// that shows every field and the book line it comes from.
class RulesLibraryPage : public CampaignPage
{
    Q_OBJECT
public:
    explicit RulesLibraryPage(const PackageRegistry& registry, QWidget* parent = nullptr);

    QString title() const override { return tr("Rules library"); }
    QIcon icon() const override;
    QString pageId() const override { return QStringLiteral("library"); }
    bool needsCampaign() const override { return false; }
    void setCampaign(Campaign* campaign) override;

    // For tests and deep links: filter text, kind, and selecting an entry.
    void setFilterText(const QString& text);
    bool setKind(const QString& kind);
    bool selectEntry(const QString& kind, const QString& id);
    QTableView* table() const { return m_table; }
    QString detailsText() const;
    LocatedEntry currentEntry() const;

    // The dialogs behind the buttons, built for the current entry (the caller runs them); tests drive them.
    HouseRuleDialog* makeChangeDialog();
    HouseRuleDialog* makeNewEntryEditor(const QString& kind, const QJsonObject& entry);
    bool revertCurrent(QString* error = nullptr);
    // Shows the current entry's lines in the book; false when the book text cannot be found.
    bool showSource();

private:
    // The page's parts: the bar of filters (wrapping in a narrow window), the table beside an entry's details,
    // then the connections between them.
    FlowLayout* buildFilterBar();
    QSplitter* buildTableAndDetails();
    void connectParts();
    void rebuildScope();
    void rebuildKinds();
    void reloadEntries();
    void showCurrent();
    void updateButtons();
    void changeCurrent();
    void newEntry();
    bool campaignScope() const;
    // Entries in the chosen scope: the campaign's effective rules, every package, or one package.
    QList<LocatedEntry> scopeEntries(const QStringList& kinds = {}) const;

    const PackageRegistry& m_registry;
    Campaign* m_campaign = nullptr;
    QComboBox* m_scope = nullptr;
    QComboBox* m_kind = nullptr;
    QLineEdit* m_filter = nullptr;
    QSpinBox* m_minLevel = nullptr;
    QSpinBox* m_maxLevel = nullptr;
    QComboBox* m_type = nullptr;
    QLabel* m_count = nullptr;
    QTableView* m_table = nullptr;
    QTextBrowser* m_details = nullptr;
    QPushButton* m_sourceButton = nullptr;
    QPushButton* m_changeButton = nullptr;
    QPushButton* m_revertButton = nullptr;
    QPushButton* m_newButton = nullptr;
    RuleEntryModel* m_model = nullptr;
    RuleFilterProxyModel* m_proxy = nullptr;
};

} // namespace hk
