#include "activities/ActivityCommand.h"

#include "activities/ActivityRepository.h"
#include "campaign/Campaign.h"
#include "treasury/MoneyRepository.h"

namespace hk {

ActivityCommand::ActivityCommand(Campaign& campaign, const QString& text, std::optional<Activity> before,
                                 std::optional<Activity> after, QList<MoneyEntry> money)
    : CampaignCommand(campaign, text), m_before(std::move(before)), m_after(std::move(after)), m_money(std::move(money))
{
}

bool ActivityCommand::push(Campaign& campaign, const QString& text, std::optional<Activity> before,
                           std::optional<Activity> after, QString* error, QList<MoneyEntry> money)
{
    return pushApplied(campaign, new ActivityCommand(campaign, text, std::move(before), std::move(after), std::move(money)),
                       error);
}

bool ActivityCommand::apply(bool forward, QString* error)
{
    MoneyRepository money(campaign().database());
    if (!forward) {
        for (const MoneyEntry& e : m_money) {
            if (!money.remove(e.id, error))
                return false;
        }
    }
    if (!(forward ? write(m_before, m_after, error) : write(m_after, m_before, error)))
        return false;
    if (forward) {
        for (MoneyEntry& e : m_money) {
            e.id = money.insert(e, error);
            if (!e.id)
                return false;
        }
    }
    campaign().notifyCharactersChanged();
    campaign().notifyDowntimeChanged();
    if (!m_money.isEmpty())
        campaign().notifyTreasuryChanged();
    return true;
}

bool ActivityCommand::write(const std::optional<Activity>& from, const std::optional<Activity>& to, QString* error)
{
    ActivityRepository repo(campaign().database());
    if (!to)
        return repo.remove(from->id, error);
    if (!from)
        return repo.insert(*to, error) != 0;
    return repo.update(*to, error);
}

} // namespace hk
