#pragma once

#include <QString>
#include <QStringList>

namespace hk {

// The campaign's own row: name, rulesets, calendar, dice seed and counter, notes.
struct CampaignInfo
{
    QString name;
    QString baseRuleset;
    QStringList optionPacks;
    int calendarDay = 1;
    qint64 diceSeed = 0;
    qint64 diceDrawn = 0;
    QString diceMode = QStringLiteral("seeded");
    QString notes;
    QString createdAt;
};

} // namespace hk
