#pragma once

#include "activities/Activity.h"
#include "alchemy/PotionStock.h"
#include "characters/Character.h"
#include "commands/CampaignCommand.h"
#include "labs/Lab.h"
#include "treasury/MoneyEntry.h"

#include <QList>

#include <optional>
#include <utility>

namespace hk {

// What one lab or potion edit changes, each row as before/after (no before = created, no after = deleted).
struct DowntimeEdit
{
    QList<std::pair<std::optional<Lab>, std::optional<Lab>>> labs;
    QList<std::pair<std::optional<Activity>, std::optional<Activity>>> activities;
    QList<std::pair<std::optional<PotionStock>, std::optional<PotionStock>>> potions;
    QList<std::pair<Character, Character>> characters;
    QList<MoneyEntry> money; // paid (or received) in the same step

    bool isEmpty() const
    {
        return labs.isEmpty() && activities.isEmpty() && potions.isEmpty() && characters.isEmpty() && money.isEmpty();
    }
};

// Why this exists: buying a lab, starting a batch, using or giving potions each touch several tables at once
// (a lab and the purse; an activity, the purse and a lab booking; stock rows and a character's wounds). This
// command writes such a set of before/after rows as one undoable step, keeping row ids so undo and redo touch
// the same rows, and tells the views.
class DowntimeEditCommand : public CampaignCommand
{
public:
    static bool push(Campaign& campaign, const QString& text, DowntimeEdit edit, QString* error);

protected:
    bool apply(bool forward, QString* error) override;

private:
    DowntimeEditCommand(Campaign& campaign, const QString& text, DowntimeEdit edit);
    DowntimeEdit m_edit;
};

} // namespace hk
