#pragma once

#include "activities/Activity.h"
#include "time/Calendar.h"

#include <QJsonArray>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace hk {

// One wizard of a workshop team and the laboratory he works in.
struct WizardLab
{
    qint64 wizard = 0;
    qint64 lab = 0;
    bool operator==(const WizardLab&) const = default;
};

// Days a wizard spends away from his lab in the current week.
struct WizardAbsence
{
    int days = 0;
    bool inARow = false;
    bool operator==(const WizardAbsence&) const = default;
};

// The details of a workshop project ("workshop" activity) as the code reads them: what is being made and by whom,
// the plan's figures, and where the weekly work stands. It replaces reading the activity's data by key; the keys
// and value types in the file stay as they were (write() changes only these keys and keeps every other one).
struct WorkshopProjectData
{
    // What is made.
    QString recipe;
    QString recipeName;
    int strength = 0;
    int selfPowered = 0;      // ST per turn of a self-powered item
    int hexes = 1;
    int position = 1;         // the spell's place on the item
    qint64 item = 0;          // the item getting the spell; 0 = a new one (set once it exists)
    QString itemName;
    int baseValue = 0;
    qint64 payer = 0;         // 0 = the party purse
    // Who makes it.
    QList<qint64> team;       // the wizards besides the lead
    qint64 lab = 0;           // the lead's laboratory
    QList<WizardLab> labs;    // every wizard's laboratory
    QList<qint64> apprentices;
    int hired = 0;
    int charm = 0;
    bool potionsFromStock = false;
    QList<qint64> dead;       // team members who died (until replaced)
    // The plan.
    QString creationSpell;
    int wizardsRequired = 0;
    int teamWizards = 0;
    int rollEvery = 1;
    int workWeeks = 0;
    int daysPerWeek = Calendar::daysPerWeek;
    int costPerWeek = 0;
    int spellValue = 0;
    int surchargePercent = 0;
    int valueAfter = 0;
    // Where the work stands.
    int weeksMade = 0;
    int subWeeks = 0;
    int weekNumber = 0;
    int nextWeekDay = 0;
    int lastWorkedDay = 0;
    bool needsFourDice = false;
    QMap<qint64, WizardAbsence> away; // wizard → this week's absence
    std::optional<int> haltedOn;
    std::optional<int> resumedOn;
    QJsonArray history;
    bool operator==(const WorkshopProjectData&) const = default;

    static WorkshopProjectData read(const Activity& activity);
    void write(Activity* activity) const;
    // Every wizard of the project: the lead (the activity's character) first.
    QList<qint64> wizards(qint64 lead) const;
};

} // namespace hk
