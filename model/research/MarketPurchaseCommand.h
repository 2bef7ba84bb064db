#pragma once

#include "activities/Activity.h"
#include "commands/CampaignCommand.h"
#include "treasury/MoneyEntry.h"

namespace hk {

// Undoable purchase of an item a market search found: the search's new state, the payment from a purse and,
// for a magic item, the item's row — written together and taken back together, with the same ids each time.
class MarketPurchaseCommand : public CampaignCommand
{
public:
    // itemId 0 = not a magic item (nothing added to the magic items).
    static bool push(Campaign& campaign, const QString& text, const Activity& before, const Activity& after,
                     const MoneyEntry& payment, qint64 itemId, QString* error);

protected:
    bool apply(bool forward, QString* error) override;

private:
    MarketPurchaseCommand(Campaign& campaign, const QString& text, Activity before, Activity after, MoneyEntry payment,
                          qint64 itemId);
    Activity m_before;
    Activity m_after;
    MoneyEntry m_payment;
    qint64 m_itemId;
};

} // namespace hk
