#pragma once

#include "main/CampaignPage.h"
#include "packages/Ruleset.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableView;
class QTextBrowser;

namespace hk {

class PackageRegistry;
class RuleEntryModel;
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

private:
    void rebuildScope();
    void rebuildKinds();
    void reloadEntries();
    void showCurrent();
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
    RuleEntryModel* m_model = nullptr;
    RuleFilterProxyModel* m_proxy = nullptr;
};

} // namespace hk
