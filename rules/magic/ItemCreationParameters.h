#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace hk {

class Ruleset;

// A number from the ruleset together with the book line it comes from, so that a refusal built on it can
// name both.
struct CitedNumber
{
    int value = 0;
    int line = 0;
};

// Every number of Advanced Wizard's magic-item workshop that is not in a table row, read strictly from the
// ruleset's parameters: the weekly roll and its ruin, the restart and replacement rolls, the days a wizard may
// be away, the five spells an item holds, the weapon/armor bonus cap, the ST battery rows, Note C's versions,
// the ST a wizard gives himself and an apprentice at most, an apprentice's wage, a Charm's largest bonus and
// how many projects an item may have under way at once. A ruleset without them (Wizard alone) cannot make
// magic items, and load() names what is missing.
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
    CitedNumber noteCVersions;
    int wizardOwnStPerDay = 0;
    int apprenticeMaxStPerDay = 0;
    int apprenticeWage = 0;      // dollars a week
    CitedNumber charmMaxBonus;   // the most a Charm adds to the weekly roll
    CitedNumber projectsPerItem; // spells under way on one item at a time (its makers must finish it)
    CitedNumber bookPagesPerWeek; // pages of the item's book of instructions per work week (l.307)

    static std::optional<ItemCreationParameters> load(const Ruleset& rules, QString* error);
};

} // namespace hk
