#pragma once

#include "campaign/DiceMode.h"

#include <QString>
#include <QStringList>

namespace hk {

// The campaign's own row: name, rulesets, calendar, dice seed and counter, notes.
struct CampaignInfo
{
    // The most faces the seeded sequence may have drawn. Why a bound: SQLite turns an integer that overflows
    // into a float, and a float counter read back as an integer stops moving, so every roll would repeat. No
    // campaign comes near it (a million faces a day for a million years is 2^39); a file beyond it is damaged.
    static constexpr qint64 MaxDiceDrawn = qint64(1) << 62;

    QString name;
    QString baseRuleset;
    QStringList optionPacks;
    int calendarDay = 1;
    qint64 diceSeed = 0;
    qint64 diceDrawn = 0;
    DiceMode diceMode = DiceMode::Seeded;
    QString notes;
    QString createdAt;
};

} // namespace hk
