#include "alchemy/DowntimeEditCommand.h"

#include "activities/ActivityRepository.h"
#include "alchemy/PotionStockRepository.h"
#include "campaign/Campaign.h"
#include "characters/CharacterRepository.h"
#include "labs/LabRepository.h"
#include "treasury/MoneyRepository.h"

namespace hk {

namespace {

// Writes one row change in the given direction through a repository with insert/update/remove.
template <typename Repo, typename Row>
bool write(Repo& repo, const std::optional<Row>& from, const std::optional<Row>& to, QString* error)
{
    if (!to)
        return repo.remove(from->id, error);
    if (!from)
        return repo.insert(*to, error) != 0;
    return repo.update(*to, error);
}

template <typename Repo, typename Row>
bool writeAll(Repo repo, QList<std::pair<std::optional<Row>, std::optional<Row>>>& rows, bool forward, QString* error)
{
    if (forward) {
        for (auto& [before, after] : rows) {
            if (!write(repo, before, after, error))
                return false;
        }
        return true;
    }
    for (auto it = rows.rbegin(); it != rows.rend(); ++it) {
        if (!write(repo, it->second, it->first, error))
            return false;
    }
    return true;
}

} // namespace

DowntimeEditCommand::DowntimeEditCommand(Campaign& campaign, const QString& text, DowntimeEdit edit)
    : CampaignCommand(campaign, text), m_edit(std::move(edit))
{
}

bool DowntimeEditCommand::push(Campaign& campaign, const QString& text, DowntimeEdit edit, QString* error)
{
    return pushApplied(campaign, new DowntimeEditCommand(campaign, text, std::move(edit)), error);
}

bool DowntimeEditCommand::apply(bool forward, QString* error)
{
    const QSqlDatabase db = campaign().database();
    MoneyRepository money(db);
    CharacterRepository characters(db);
    if (forward) {
        for (const auto& [before, after] : m_edit.characters) {
            if (!characters.update(after, error))
                return false;
        }
        if (!writeAll(LabRepository(db), m_edit.labs, true, error) || !writeAll(ActivityRepository(db), m_edit.activities, true, error)
            || !writeAll(PotionStockRepository(db), m_edit.potions, true, error))
            return false;
        for (MoneyEntry& e : m_edit.money) {
            e.id = money.insert(e, error);
            if (!e.id)
                return false;
        }
    } else {
        for (const MoneyEntry& e : m_edit.money) {
            if (!money.remove(e.id, error))
                return false;
        }
        if (!writeAll(PotionStockRepository(db), m_edit.potions, false, error)
            || !writeAll(ActivityRepository(db), m_edit.activities, false, error) || !writeAll(LabRepository(db), m_edit.labs, false, error))
            return false;
        for (const auto& [before, after] : m_edit.characters) {
            if (!characters.update(before, error))
                return false;
        }
    }
    if (!m_edit.characters.isEmpty())
        campaign().notifyCharactersChanged();
    if (!m_edit.money.isEmpty())
        campaign().notifyTreasuryChanged();
    campaign().notifyDowntimeChanged();
    return true;
}

} // namespace hk
