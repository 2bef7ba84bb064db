#pragma once

#include "characters/Character.h"
#include "combat/Encounter.h"
#include "commands/CampaignCommand.h"

#include <QList>
#include <optional>
#include <utility>

namespace hk {

// What one tracker action changes: the encounter row before and after (no before = created, no after =
// deleted), the combat-log lines it adds, and roster characters it writes back (wounds and fatigue after
// the fight).
struct CombatEdit
{
    std::optional<Encounter> before;
    std::optional<Encounter> after;
    QList<CombatLogEntry> log;
    QList<CombatLogEntry> removedLog; // the log of a deleted encounter, written back when the deletion is undone
    QList<std::pair<Character, Character>> characters;
};

// Why this exists: every tracker action (a move, an attack, a spell, the end of a phase, a GM override)
// must be one undoable step that restores the encounter exactly. Since an encounter's state is one JSON
// document, the command keeps the whole document before and after and the log rows it wrote (with their
// ids, so redo writes the same rows back), and tells the views.
class CombatCommand : public CampaignCommand
{
public:
    // Applies the edit and pushes it; the new encounter's id is written to *id when it was created.
    static bool push(Campaign& campaign, const QString& text, CombatEdit edit, QString* error, qint64* id = nullptr);

protected:
    bool apply(bool forward, QString* error) override;

private:
    CombatCommand(Campaign& campaign, const QString& text, CombatEdit edit);
    CombatEdit m_edit;
};

} // namespace hk
