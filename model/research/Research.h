#pragma once

#include "activities/Activity.h"
#include "downtime/ResearchRules.h"

#include <QList>
#include <QStringList>

namespace hk {

class Campaign;

// What the GM and the player settle before research starts.
struct ResearchRequest
{
    QString kind;      // research-project id: new-spell, seen-spell, new-item, seen-item, new-potion
    QString title;     // what is researched ("Skyhook"); defaults from the spell or the kind
    QString spell;     // a spell of the library, when the research is for one (its IQ is the level)
    int level = 0;     // the spell's IQ level, or the research level the GM sets for items and potions
    int dice = 0;      // dice of the weekly roll; 0 = the fewest the rules allow
    int gmWeeks = 0;   // items and potions: the GM's secret count of successful weeks
    qint64 labId = 0;  // the laboratory worked in
};

// Research worked out before it starts.
struct ResearchPlan
{
    ResearchProject project;
    QString title;
    int level = 0;
    int dice = 0;
    int target = 0;         // the researcher's IQ
    int weeksNeeded = 0;    // GM-only when the GM sets the time
    bool secretWeeks = false;
    int materialsPerWeek = 0;
    QString experimentCost; // "1d6 × $100"
    QStringList problems;
};

// Starting a character's research (a new or seen spell, a new or seen magic item, a new potion): checks the
// request against the rules (ResearchRules), the researcher, the laboratory (its kind, its condition,
// attunement, one user a week) and other full-time work, then records a "research" activity and pays the
// first week's materials as one undoable step. The GM's secret number of weeks is kept in data.gm, which
// player listings drop. The calendar rolls the weeks (ResearchResolver). Used by the GUI and the CLI.
class Research
{
public:
    static const QString Kind; // "research"

    explicit Research(Campaign& campaign) : m_campaign(campaign) {}

    ResearchPlan plan(qint64 characterId, const ResearchRequest& request, QString* error) const;
    bool start(qint64 characterId, const ResearchRequest& request, qint64* activityId, QString* error);
    QList<Activity> list(qint64 characterId, bool includeEnded, bool player, QString* error) const;
    // Hands a finished spell to the Wizards' Guild: its reward goes into the researcher's purse (one undoable step).
    bool reveal(qint64 activityId, QString* error);
    // Moves research under way to another laboratory (after its own was wrecked or lost), checked like a start.
    bool moveToLab(qint64 activityId, qint64 labId, QString* error);

private:
    QStringList labProblems(const ResearchProject& project, qint64 characterId, qint64 labId, qint64 exceptActivity,
                            QString* error) const;
    Campaign& m_campaign;
};

} // namespace hk
