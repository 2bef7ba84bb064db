#pragma once

#include <QString>
#include <QWidget>

#include <vector>

namespace hk {

class Campaign;

// One tab of the Downtime page (the timeline, labs, the workshop, alchemy, research and market searches).
// Each is told when the open campaign changes and keeps itself current from the campaign's signals.
class DowntimePanel : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;
    virtual QString tabTitle() const = 0;
    // A stable name for tests and --page downtime/<id>.
    virtual QString panelId() const = 0;
    virtual void setCampaign(Campaign* campaign) = 0;
};

// Every panel of the Downtime page in tab order (DowntimePanels.cpp; each feature adds its line there).
std::vector<DowntimePanel*> createDowntimePanels(QWidget* parent);

} // namespace hk
