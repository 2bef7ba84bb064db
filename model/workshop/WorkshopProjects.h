#pragma once

#include "activities/Activity.h"
#include "magic/ItemCreation.h"
#include "workshop/MagicItem.h"

#include <QList>
#include <QStringList>

namespace hk {

class Campaign;

// What the GM asks for when a workshop project starts.
struct WorkshopRequest
{
    qint64 lead = 0;               // the lead wizard (the activity's character)
    QList<qint64> team;            // the other wizards
    qint64 lab = 0;                // the lead's laboratory
    QList<qint64> apprentices;     // roster apprentices
    int hired = 0;                 // apprentices hired at the Guild wage
    ItemCreationOptions options;   // recipe, strength, self-power, hexes (position follows from the item)
    qint64 itemId = 0;             // an existing magic item getting its next spell; 0 = a new item
    QString itemName;              // for a new item
    int baseValue = 0;             // a new item's own worth
    bool partyPays = false;        // the party purse pays, else the lead's
    int charm = 0;                 // a Charm's bonus on the weekly roll (the only aid allowed)
    bool potionsFromStock = false; // potions the recipe uses each week come out of the payer's potion stock
    bool hasBook = false;          // the GM confirms the team has the item's book of instructions (l.1173, l.307)
};

// The checked plan: the rules' arithmetic plus what this campaign forbids (no lab, spell unknown, busy wizard…).
struct WorkshopPlan
{
    ItemCreationPlan plan;
    int position = 1;
    int valueAfter = 0;            // the item's value once this spell is done
    QStringList problems;          // plan.problems and the campaign's own
    QList<QPair<qint64, qint64>> labs; // wizard → lab
    bool ok() const { return problems.isEmpty(); }
};

// Magic-item workshop projects (activity kind "workshop"): checks and starts a project as one undoable step
// (the team's spells, labs and other projects, the apprentices, the item), records a wizard's absence or the
// replacement of a dead team member (the 5-dice roll), and lists projects and magic items. The calendar side
// (weekly money, the DX roll, completion) is WorkshopResolver. Used by the GUI and the CLI alike.
class WorkshopProjects
{
public:
    static const QString Kind; // "workshop"

    explicit WorkshopProjects(Campaign& campaign) : m_campaign(campaign) {}

    WorkshopPlan plan(const WorkshopRequest& request, QString* error) const;
    bool start(const WorkshopRequest& request, qint64* activityId, QString* error);
    // The GM marks a wizard away from his lab for `days` days of the current week, `inARow` when they ran
    // together (undoable). Too many days, or too many in a row, lose the week.
    bool recordAbsence(qint64 projectId, qint64 wizard, int days, bool inARow, QString* error);
    // A dead team member is replaced; the newcomer rolls 5 dice on basic DX. *made tells the result; a miss
    // restarts the spell from week 0 with the new team (undoable; the roll stays in the dice log).
    bool replace(qint64 projectId, qint64 dead, qint64 by, bool* made, QString* error);
    QList<Activity> list(bool includeEnded, QString* error) const;
    bool find(qint64 projectId, Activity* out, QString* error) const;
    QList<MagicItem> items(qint64 ownerId, QString* error) const;

    // Every wizard of a project: the lead first.
    static QList<qint64> wizards(const Activity& project);
    // "3/6 weeks" — successful rolls against those needed.
    static QString progressText(const Activity& project);

private:
    Campaign& m_campaign;
};

} // namespace hk
