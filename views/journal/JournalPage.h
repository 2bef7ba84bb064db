#pragma once

#include "main/CampaignPage.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace hk {

class EventLogModel;

// The campaign journal: everything that happened (advances of time, workshop weeks, brews, learning,
// money, fights), filterable by kind, by who it is about and by text, with GM-only entries marked and
// hideable so the GM can read out exactly what the players may know.
class JournalPage : public CampaignPage
{
    Q_OBJECT
public:
    explicit JournalPage(QWidget* parent = nullptr);

    QString title() const override { return tr("Journal"); }
    QIcon icon() const override;
    QString pageId() const override { return QStringLiteral("journal"); }
    void setCampaign(Campaign* campaign) override;

    // For tests.
    EventLogModel* model() const { return m_model; }
    void setKind(const QString& kind);
    void setSubject(const QString& subject);
    void setSearchText(const QString& text);
    void setShowGmOnly(bool show);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refreshFiltersWhenShown();
    void refreshFilters();
    void applyFilters();
    void updateCount();

    Campaign* m_campaign = nullptr;
    EventLogModel* m_model = nullptr;
    QComboBox* m_kind = nullptr;
    QComboBox* m_subject = nullptr;
    QLineEdit* m_search = nullptr;
    QCheckBox* m_gmOnly = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_count = nullptr;
    bool m_filtersStale = false; // the kind and subject lists wait for the page to be shown
};

} // namespace hk
