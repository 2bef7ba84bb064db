#include "main/CampaignPage.h"

#include "campaign/Campaign.h"
#include "packages/RulesetPackage.h"

namespace hk {

bool CampaignPage::playsBoardGame(const Campaign& campaign)
{
    return campaign.baseRuleset() && campaign.baseRuleset()->family() == QLatin1String("wiz-war");
}

} // namespace hk
