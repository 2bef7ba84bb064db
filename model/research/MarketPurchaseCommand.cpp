#include "research/MarketPurchaseCommand.h"

#include "activities/ActivityRepository.h"
#include "campaign/Campaign.h"
#include "research/MarketItemRepository.h"
#include "treasury/MoneyRepository.h"
#include "workshop/MagicItemRepository.h"

namespace hk {

MarketPurchaseCommand::MarketPurchaseCommand(Campaign& campaign, const QString& text, Activity before, Activity after,
                                             MoneyEntry payment, qint64 itemId)
    : CampaignCommand(campaign, text), m_before(std::move(before)), m_after(std::move(after)), m_payment(std::move(payment)),
      m_itemId(itemId)
{
}

bool MarketPurchaseCommand::push(Campaign& campaign, const QString& text, const Activity& before, const Activity& after,
                                 const MoneyEntry& payment, qint64 itemId, QString* error)
{
    return pushApplied(campaign, new MarketPurchaseCommand(campaign, text, before, after, payment, itemId), error);
}

bool MarketPurchaseCommand::apply(bool forward, QString* error)
{
    const QSqlDatabase db = campaign().database();
    MoneyRepository money(db);
    MarketItemRepository items(db);
    if (forward) {
        if (!ActivityRepository(db).update(m_after, error))
            return false;
        m_payment.id = money.insert(m_payment, error);
        if (!m_payment.id)
            return false;
        if (m_itemId) {
            MagicItem item;
            item.id = m_itemId;
            item.ownerId = m_after.characterId;
            item.name = m_after.data.value(QLatin1String("item")).toString();
            item.value = m_after.data.value(QLatin1String("value")).toInt();
            item.madeDay = m_payment.day;
            item.activityId = m_after.id;
            item.data = {{QStringLiteral("source"), QStringLiteral("market")}, {QStringLiteral("price"), -m_payment.amount}};
            if (!MagicItemRepository(db).insert(item, error))
                return false;
        }
    } else {
        if ((m_itemId && !items.remove(m_itemId, error)) || !money.remove(m_payment.id, error)
            || !ActivityRepository(db).update(m_before, error))
            return false;
    }
    campaign().notifyDowntimeChanged();
    campaign().notifyTreasuryChanged();
    return true;
}

} // namespace hk
