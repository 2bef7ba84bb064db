#include "downtime/DowntimePanel.h"

#include "campaign/Campaign.h"

namespace hk {

void DowntimePanel::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (m_campaign) {
        for (auto signal : {&Campaign::downtimeChanged, &Campaign::charactersChanged, &Campaign::treasuryChanged,
                            &Campaign::eventLogged, &Campaign::infoChanged, &Campaign::restored})
            connect(m_campaign, signal, this, [this] { refresh(); });
    }
    campaignChanged();
    refresh();
}

} // namespace hk
