#include "characters/CharacterEditCommand.h"

#include "activities/ActivityRepository.h"
#include "campaign/Campaign.h"
#include "treasury/MoneyRepository.h"

namespace hk {

CharacterEditCommand::CharacterEditCommand(Campaign& campaign, const QString& text, QList<CharacterChange> changes)
    : CampaignCommand(campaign, text), m_changes(std::move(changes))
{
}

bool CharacterEditCommand::push(Campaign& campaign, const QString& text, QList<CharacterChange> changes, QString* error)
{
    return pushApplied(campaign, new CharacterEditCommand(campaign, text, std::move(changes)), error);
}

bool CharacterEditCommand::apply(bool forward, QString* error)
{
    if (forward) {
        for (CharacterChange& change : m_changes) {
            if (!applyOne(change, true, error))
                return false;
        }
    } else {
        for (auto it = m_changes.rbegin(); it != m_changes.rend(); ++it) {
            if (!applyOne(*it, false, error))
                return false;
        }
    }
    campaign().notifyCharactersChanged();
    campaign().notifyTreasuryChanged(); // purses come and go with their characters
    return true;
}

bool CharacterEditCommand::applyOne(CharacterChange& change, bool forward, QString* error)
{
    CharacterRepository repo(campaign().database());
    if (forward) {
        if (!change.after) {
            return repo.remove(change.before->id, error); // the ledger goes with it (ON DELETE CASCADE)
        }
        if (!change.before) {
            if (!repo.insert(*change.after, error))
                return false;
        } else if (!repo.update(*change.after, error)) {
            return false;
        }
        for (XpEntry& e : change.ledger) {
            e.characterId = change.after->id;
            e.id = repo.addXp(e, error);
            if (!e.id)
                return false;
        }
        return true;
    }
    for (const XpEntry& e : change.ledger) {
        if (!repo.removeXp(e.id, error))
            return false;
    }
    if (!change.before)
        return repo.remove(change.after->id, error);
    if (!change.after) {
        if (!repo.insert(*change.before, error))
            return false;
        for (const XpEntry& e : change.removedLedger) {
            if (!repo.addXp(e, error))
                return false;
        }
        ActivityRepository activities(campaign().database());
        for (const Activity& a : change.removedActivities) {
            if (!activities.insert(a, error))
                return false;
        }
        MoneyRepository money(campaign().database());
        for (const MoneyEntry& e : change.removedMoney) {
            if (!money.insert(e, error))
                return false;
        }
        return true;
    }
    return repo.update(*change.before, error);
}

} // namespace hk
