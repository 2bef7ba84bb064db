#include "downtime/DowntimePanel.h"
#include "downtime/TimelinePanel.h"

namespace hk {

std::vector<DowntimePanel*> createDowntimePanels(QWidget* parent)
{
    std::vector<DowntimePanel*> panels;
    // Each downtime feature adds its panel here, in tab order.
    panels.push_back(new TimelinePanel(parent));
    return panels;
}

} // namespace hk
