#pragma once

#include <QString>
#include <QWidget>

#include <vector>

namespace hk {

class Campaign;

// One tab of the Downtime page (the timeline, labs, the workshop, alchemy, research and market searches).
// Each is told when the open campaign changes; this base keeps it current by calling refresh() whenever the
// campaign's work, people, money or calendar change, or an advance of time (or its undo) replaced everything.
// A panel put away (another tab, another page) only notes that it is out of date and reads again when shown:
// a campaign's change does not re-read six panels nobody looks at.
class DowntimePanel : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;
    virtual QString tabTitle() const = 0;
    // A stable name for tests and --page downtime/<id>.
    virtual QString panelId() const = 0;
    // The kinds of rules entries this panel works with ("lab", "potion", …): a campaign whose rulesets have
    // none of them cannot use it, and the page says so instead of showing a panel that would only fail.
    virtual QStringList neededKinds() const = 0;
    void setCampaign(Campaign* campaign);

protected:
    void showEvent(QShowEvent* event) override;
    // Re-reads everything the panel shows from m_campaign (which may be null).
    virtual void refresh() = 0;
    // Called after the campaign changed, before refresh (to forget a selection, for instance).
    virtual void campaignChanged() {}

    Campaign* m_campaign = nullptr;

private:
    void refreshWhenShown();
    bool m_stale = false;
};

// Every panel of the Downtime page in tab order (DowntimePanels.cpp; each feature adds its line there).
std::vector<DowntimePanel*> createDowntimePanels(QWidget* parent);

} // namespace hk
