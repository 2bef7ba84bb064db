#include "activities/ActivityCommand.h"

#include "activities/ActivityRepository.h"
#include "campaign/Campaign.h"

namespace hk {

ActivityCommand::ActivityCommand(Campaign& campaign, const QString& text, std::optional<Activity> before,
                                 std::optional<Activity> after)
    : CampaignCommand(campaign, text), m_before(std::move(before)), m_after(std::move(after))
{
}

bool ActivityCommand::push(Campaign& campaign, const QString& text, std::optional<Activity> before,
                           std::optional<Activity> after, QString* error)
{
    return pushApplied(campaign, new ActivityCommand(campaign, text, std::move(before), std::move(after)), error);
}

bool ActivityCommand::apply(bool forward, QString* error)
{
    const bool ok = forward ? write(m_before, m_after, error) : write(m_after, m_before, error);
    if (ok)
        campaign().notifyCharactersChanged();
    return ok;
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
