#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace hk {

class Ruleset;

// Every number of Advanced Wizard's magic-item workshop that is not in a table row, read strictly from the
// ruleset's parameters: the weekly roll and its ruin, the restart and replacement rolls, the days a wizard may
// be away, the five spells an item holds, the weapon/armor bonus cap, the ST battery rows, Note C's versions,
// the ST a wizard gives himself and an apprentice at most, and an apprentice's wage. A ruleset without them
// (Wizard alone) cannot make magic items, and load() names what is missing.
struct ItemCreationParameters
{
    int weeklyDice = 0;
    int ruinTotal = 0;
    int resumeDice = 0;
    int replacementDice = 0;
    int maxDaysAwayPerWeek = 0;
    int maxConsecutiveDaysAway = 0;
    int spellsPerItem = 0;
    int weaponArmorBonusMax = 0;
    QStringList stBatteryRows;   // recipe ids cast together for an ST battery, largest first
    int noteCVersions = 0;
    int wizardOwnStPerDay = 0;
    int apprenticeMaxStPerDay = 0;
    int apprenticeWage = 0;      // dollars a week

    static std::optional<ItemCreationParameters> load(const Ruleset& rules, QString* error);
};

} // namespace hk
