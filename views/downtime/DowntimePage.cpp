#include "downtime/DowntimePage.h"

#include "downtime/DowntimePanel.h"

#include <QStyle>
#include <QTabWidget>
#include <QVBoxLayout>

namespace hk {

DowntimePage::DowntimePage(QWidget* parent) : CampaignPage(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("downtimeTabs"));
    m_tabs->setDocumentMode(true);
    layout->addWidget(m_tabs);
    m_panels = createDowntimePanels(this);
    for (DowntimePanel* panel : m_panels) {
        panel->setObjectName(panel->panelId());
        m_tabs->addTab(panel, panel->tabTitle());
    }
}

QIcon DowntimePage::icon() const
{
    return style()->standardIcon(QStyle::SP_MediaSeekForward);
}

void DowntimePage::setCampaign(Campaign* campaign)
{
    for (DowntimePanel* panel : m_panels)
        panel->setCampaign(campaign);
}

DowntimePanel* DowntimePage::panel(const QString& panelId) const
{
    for (DowntimePanel* p : m_panels) {
        if (p->panelId() == panelId)
            return p;
    }
    return nullptr;
}

bool DowntimePage::showPanel(const QString& panelId)
{
    DowntimePanel* p = panel(panelId);
    if (!p)
        return false;
    m_tabs->setCurrentWidget(p);
    return true;
}

} // namespace hk
