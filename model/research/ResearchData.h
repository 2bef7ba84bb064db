#pragma once

#include "activities/Activity.h"

#include <QJsonArray>
#include <QString>

#include <optional>

namespace hk {

// How a finished spell reached the Wizards' Guild: handed over for a reward, or given away by a failed
// secrecy roll (forced, unpaid).
struct ResearchGuild
{
    int revealedOn = 0;
    int reward = 0;
    int wishes = 0;
    bool forced = false;
    bool operator==(const ResearchGuild&) const = default;
};

// A spell worked out, and whether it went on the researcher's sheet.
struct ResearchResult
{
    QString spell;
    int level = 0;
    bool addedToSpells = false;
    bool operator==(const ResearchResult&) const = default;
};

// The written notes of a finished item or potion.
struct ResearchRecipe
{
    QString name;
    int level = 0;
    int day = 0;
    QString by;
    bool operator==(const ResearchRecipe&) const = default;
};

// The details of a character's research ("research" activity) as the code reads them: the project, the weekly
// roll, where the count stands, and what became of a finished spell. It replaces reading the activity's data by
// key; the keys and value types in the file stay as they were (write() changes only these keys and keeps every
// other one). When the GM keeps the number of weeks secret it lives under data.gm (secretWeeksNeeded), which
// player views drop, and weeksNeeded is left out.
struct ResearchData
{
    QString project;             // research-project id
    QString subject;             // "spell", "item", "potion", …
    QString researching;         // what is being worked out ("Skyhook")
    QString spell;               // the library's spell, when there is one
    int level = 0;
    std::optional<int> dice;     // dice of the weekly roll (missing: the fewest the rules allow)
    QString attribute;           // rolled against ("IQ")
    bool fullTime = false;
    int materialsPerWeek = 0;
    std::optional<qint64> lab;   // the laboratory worked in, when there is one
    std::optional<int> weeksNeeded;       // successful weeks needed, when the players may know
    std::optional<int> secretWeeksNeeded; // data.gm.weeksNeeded: the GM's secret count
    int weeksDone = 0;           // successful weeks in a row
    int weeksWorked = 0;
    int nextWeekDay = 0;
    std::optional<int> lastWorkedDay;
    bool materialsUnpaid = false; // next week's materials could not be bought
    std::optional<int> haltedOn;
    std::optional<int> resumedOn;
    QJsonArray history;
    // After a spell is finished.
    std::optional<ResearchResult> result;
    std::optional<ResearchRecipe> recipe;
    std::optional<int> nextSecrecyRollDay; // kept from the Guild: the next monthly roll
    int secrecyRolls = 0;
    bool mustReveal = false;     // worked out in a lab not his own: it cannot be kept secret
    std::optional<ResearchGuild> guild;
    bool operator==(const ResearchData&) const = default;

    static ResearchData read(const Activity& activity);
    void write(Activity* activity) const;
    // Successful weeks needed, or -1 when only the GM may know and `player` asks.
    int weeksNeededFor(bool player) const;
};

} // namespace hk
