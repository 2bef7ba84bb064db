#include "combat/CombatCommand.h"

#include "campaign/Campaign.h"
#include "characters/CharacterRepository.h"
#include "combat/EncounterRepository.h"

namespace hk {

CombatCommand::CombatCommand(Campaign& campaign, const QString& text, CombatEdit edit)
    : CampaignCommand(campaign, text), m_edit(std::move(edit))
{
}

bool CombatCommand::push(Campaign& campaign, const QString& text, CombatEdit edit, QString* error, qint64* id)
{
    auto* command = new CombatCommand(campaign, text, std::move(edit));
    // Known before pushApplied: a failed push deletes the command.
    const bool creates = !command->m_edit.before && command->m_edit.after;
    if (!pushApplied(campaign, command, error))
        return false;
    if (id && creates)
        *id = command->m_edit.after->id;
    return true;
}

bool CombatCommand::apply(bool forward, QString* error)
{
    EncounterRepository encounters(campaign().database());
    CharacterRepository characters(campaign().database());
    const std::optional<Encounter>& from = forward ? m_edit.before : m_edit.after;
    std::optional<Encounter>& to = forward ? m_edit.after : m_edit.before;
    if (forward) {
        if (to && !from) {
            const qint64 id = encounters.insert(*to, error);
            if (!id)
                return false;
            to->id = id;
            for (CombatLogEntry& l : m_edit.log)
                l.encounterId = id;
        } else if (to && !encounters.update(*to, error)) {
            return false;
        }
        for (CombatLogEntry& l : m_edit.log) {
            const qint64 id = encounters.appendLog(l, error);
            if (!id)
                return false;
            l.id = id;
        }
        if (!to && from && !encounters.remove(from->id, error))
            return false;
        for (const auto& [before, after] : m_edit.characters) {
            if (!characters.update(after, error))
                return false;
        }
    } else {
        for (const auto& [before, after] : m_edit.characters) {
            if (!characters.update(before, error))
                return false;
        }
        if (to && !from) {
            // Undoing a deletion: the row and its log come back with their ids.
            if (!encounters.insert(*to, error))
                return false;
            for (const CombatLogEntry& l : m_edit.removedLog) {
                if (!encounters.appendLog(l, error))
                    return false;
            }
        }
        for (auto l = m_edit.log.crbegin(); l != m_edit.log.crend(); ++l) {
            if (!encounters.removeLog(l->id, error))
                return false;
        }
        if (to && from && !encounters.update(*to, error))
            return false;
        if (!to && from && !encounters.remove(from->id, error))
            return false;
    }
    campaign().notifyCombatChanged();
    if (!m_edit.characters.isEmpty())
        campaign().notifyCharactersChanged();
    return true;
}

} // namespace hk
