#pragma once

#include "activities/Activity.h"
#include "characters/CharacterRepository.h"
#include "treasury/MoneyEntry.h"
#include "commands/CampaignCommand.h"

#include <optional>

namespace hk {

// One character's part of an edit: the character before and after (none before = added, none after =
// removed) and the experience-ledger lines the edit writes.
struct CharacterChange
{
    std::optional<Character> before;
    std::optional<Character> after; // an added character carries the id it is to get
    QList<XpEntry> ledger;      // lines added by the edit
    QList<XpEntry> removedLedger; // lines a removal takes with it (restored on undo)
    QList<Activity> removedActivities; // likewise the character's activities
    QList<MoneyEntry> removedMoney;    // and its purse
};

// The one undoable command of the roster: it applies a list of character changes (so "award 100 EP to the
// whole party" is one step in the history) and reverts them exactly, keeping ids so that undo and redo
// restore the same rows.
class CharacterEditCommand : public CampaignCommand
{
public:
    static bool push(Campaign& campaign, const QString& text, QList<CharacterChange> changes, QString* error);

protected:
    bool apply(bool forward, QString* error) override;

private:
    CharacterEditCommand(Campaign& campaign, const QString& text, QList<CharacterChange> changes);
    bool applyOne(CharacterChange& change, bool forward, QString* error);
    QList<CharacterChange> m_changes;
};

} // namespace hk
