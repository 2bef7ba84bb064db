#pragma once

#include "main/CampaignPage.h"

#include <vector>

class QStackedWidget;
class QTabWidget;

namespace hk {

class DowntimePanel;

// The downtime page: everything that runs between sessions — the timeline of all projects, batches, studies
// and rentals, the labs, the magic-item workshop, alchemy, research and market searches — as tabs, so the GM
// sees and steers the campaign's weeks in one place.
class DowntimePage : public CampaignPage
{
    Q_OBJECT
public:
    explicit DowntimePage(QWidget* parent = nullptr);

    QString title() const override { return tr("Downtime"); }
    QIcon icon() const override;
    QString pageId() const override { return QStringLiteral("downtime"); }
    bool appliesTo(const Campaign& campaign) const override { return !playsBoardGame(campaign); }
    void setCampaign(Campaign* campaign) override;

    // The panel with this id, or nullptr (tests).
    DowntimePanel* panel(const QString& panelId) const;
    bool showPanel(const QString& panelId);
    bool showSection(const QString& section) override { return showPanel(section); }

    // Why this campaign cannot use the panel (its rulesets have none of the panel's entries, and which
    // rulesets would have them); empty when it can.
    static QString unsupportedReason(const Campaign& campaign, const DowntimePanel& panel);

private:
    // Each tab holds its panel and, in front of it when the campaign cannot use it, the reason in words.
    QStackedWidget* tabOf(const DowntimePanel* panel) const;

    QTabWidget* m_tabs = nullptr;
    std::vector<DowntimePanel*> m_panels;
};

} // namespace hk
