#pragma once

#include "combat/CombatState.h"
#include "text/EnumKeys.h"

#include <QJsonObject>
#include <QString>

namespace hk {

// Whether a fight is still being set up, running or over. Not stored twice: it follows the combat state's
// phase (Setup before the first turn, Ended after the GM closes it, Running between). The file's
// encounter.status column keeps the key for older readers; it is written from the phase and never read back.
enum class EncounterStatus { Setup, Running, Ended };

inline constexpr auto kEncounterStatusKeys = enumKeys<EncounterStatus>(
    {{EncounterStatus::Setup, "setup"}, {EncounterStatus::Running, "running"}, {EncounterStatus::Ended, "ended"}});
static_assert(kEncounterStatusKeys.distinct());

inline QString encounterStatusKey(EncounterStatus status)
{
    return kEncounterStatusKeys.toKey(status);
}

// One fight of the campaign as stored: its name, the whole current CombatState, and the status that follows
// from it.
struct Encounter
{
    qint64 id = 0;
    QString name;
    int createdDay = 0;
    CombatState state;
    QString notes;

    EncounterStatus status() const
    {
        switch (state.phase) {
        case CombatPhase::Setup: return EncounterStatus::Setup;
        case CombatPhase::Ended: return EncounterStatus::Ended;
        default: return EncounterStatus::Running;
        }
    }
};

// One line of an encounter's combat log. data holds the numbers (rolls, targets, ST) for the GM's view;
// gmOnly lines (secret rolls, an illusion's nature) never reach the player window.
struct CombatLogEntry
{
    qint64 id = 0;
    qint64 encounterId = 0;
    int turn = 0;
    QString phase;
    QString actor;
    QString kind;
    QString message;
    bool gmOnly = false;
    QJsonObject data;
    QJsonObject toJson() const;
};

} // namespace hk
