#include "downtime/DowntimePanel.h"

#include "campaign/Campaign.h"
#include "main/CampaignPage.h"

namespace hk {

void DowntimePanel::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (m_campaign) {
        for (auto signal : {&Campaign::downtimeChanged, &Campaign::charactersChanged, &Campaign::treasuryChanged,
                            &Campaign::eventLogged, &Campaign::infoChanged, &Campaign::restored})
            connect(m_campaign, signal, this, &DowntimePanel::refreshWhenShown);
    }
    campaignChanged();
    refreshWhenShown();
}

void DowntimePanel::refreshWhenShown()
{
    m_stale = CampaignPage::isPutAway(this);
    if (!m_stale)
        refresh();
}

void DowntimePanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale) {
        m_stale = false;
        refresh();
    }
}

} // namespace hk
