#include "downtime/AlchemyPanel.h"
#include "downtime/DowntimePanel.h"
#include "downtime/LabsPanel.h"
#include "downtime/ResearchPanel.h"
#include "downtime/TimelinePanel.h"
#include "downtime/WorkshopPanel.h"

namespace hk {

std::vector<DowntimePanel*> createDowntimePanels(QWidget* parent)
{
    std::vector<DowntimePanel*> panels;
    // Each downtime feature adds its panel here, in tab order.
    panels.push_back(new TimelinePanel(parent));
    panels.push_back(new LabsPanel(parent));
    panels.push_back(new WorkshopPanel(parent));
    panels.push_back(new AlchemyPanel(parent));
    panels.push_back(new ResearchPanel(parent));
    return panels;
}

} // namespace hk
