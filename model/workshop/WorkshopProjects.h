#pragma once

#include "activities/Activity.h"
#include "magic/ItemCreation.h"
#include "workshop/MagicItem.h"

#include <QList>
#include <QSet>
#include <QStringList>

namespace hk {

class Campaign;
struct Character;
struct Lab;
struct RollRecord;
struct WorkshopProjectData;

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
    struct Held; // what the other open projects hold (WorkshopPlanning.cpp)

    // The steps of plan() (WorkshopPlanning.cpp):
    // the item decides the spell's place (false: the item cannot be read);
    bool placeOnItem(const WorkshopRequest& r, WorkshopPlan* w, MagicItem* item, int* underlying, QString* error) const;
    // the rules' plan of the spell, with this campaign's limits on the recipe, the Charm, the book and the hirelings;
    void planTheSpell(const ItemCreation& rules, const WorkshopRequest& r, const MagicItem& item, int underlying, WorkshopPlan* w) const;
    // what the other open projects hold (false: they cannot be read);
    bool heldElsewhere(const WorkshopRequest& r, Held* held, QString* error) const;
    // every wizard: alive, knowing the spells, free, with a usable lab attuned to him;
    void checkWizards(const WorkshopRequest& r, const Held& held, WorkshopPlan* w, QString* error) const;
    void checkWizard(qint64 id, const Character& c, const Held& held, WorkshopPlan* w) const;
    qint64 freeLab(const WorkshopRequest& r, qint64 wizard, const QList<Lab>& allLabs, const Held& held,
                   const QSet<qint64>& chosenLabs) const;
    // every apprentice free, and enough of them named or hired.
    void checkApprentices(const WorkshopRequest& r, const Held& held, WorkshopPlan* w) const;

    // The steps of replace(): the newcomer qualifies like any team member (the project open, the dead one a
    // member but not the lead, the newcomer free, knowing the spells, with a lab); then his roll is recorded.
    bool checkReplacement(const Activity& before, const WorkshopProjectData& d, qint64 dead, qint64 by, Character* newcomer,
                          qint64* labId, QString* error) const;
    // A usable wizard's lab attuned to the wizard and booked by nobody this week, or 0.
    qint64 firstFreeLab(qint64 wizard) const;
    void recordReplacement(qint64 dead, const Character& newcomer, const QString& deadName, qint64 labId, const RollRecord& roll,
                           int dice, WorkshopProjectData* d, Activity* after) const;

    Campaign& m_campaign;
};

} // namespace hk
