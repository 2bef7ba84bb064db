#pragma once

#include "time/DowntimeResolver.h"

#include <QList>

#include <optional>

namespace hk {

struct Activity;
struct Character;
class ItemCreation;
struct ItemCreationParameters;
struct ItemCreationPlan;
struct ItemValueStep;
struct MagicItem;
struct WorkshopProjectData;

// Runs workshop projects week by week: at the end of each project week it checks the team (a dead lead loses
// the unfinished spell; a dead member halts the work until replaced) and the labs, pays the apprentices'
// wages and the ingredients (halting when the purse is short), loses the week if a wizard was away too
// long, and otherwise makes the team's DX roll (on 4 dice after a break of a week or more): made counts
// the week, missed loses it, an 18 ruins the spell. When the last week is made the magic item is created
// or gains its spell, valued by the book's rules; an enchantment of a kind that merges joins the earlier one. Every week goes into data.history and the event log.
class WorkshopResolver : public DowntimeResolver
{
public:
    QString id() const override { return QStringLiteral("workshop"); }
    bool resolveDay(AdvanceContext& context, QString* error) override;

private:
    struct Week; // what one project week came to (WorkshopResolverWeek.cpp)
    // Set when the week ends at a step, to what resolveWeek returns; empty when the next step follows.
    using WeekEnd = std::optional<bool>;

    // data: the project's data as read (WorkshopProjectData::read), changed as the week goes.
    bool resolveWeek(AdvanceContext& context, const ItemCreation& creation, Activity& project, WorkshopProjectData& data,
                     QString* error);
    // The steps of a project week (WorkshopResolverWeek.cpp):
    // 1. the team: a dead lead loses the unfinished spell, a dead member halts the work; fills team, lead first;
    static WeekEnd checkTeam(AdvanceContext& context, Activity& project, WorkshopProjectData& data, QList<Character>* team,
                             QString* error);
    // 2. every wizard's laboratory usable, attuned to him and booked by no other activity;
    static WeekEnd checkLabs(AdvanceContext& context, Activity& project, WorkshopProjectData& data, QString* error);
    // 3. the week's wages and ingredients, potions from the payer's stock when asked (a short purse halts);
    static WeekEnd payTheWeek(AdvanceContext& context, Activity& project, WorkshopProjectData& data, const ItemCreationPlan& plan,
                              int* potionDoses, QString* error);
    // 4. the roll: the week lost to a wizard away too long, no roll until a smaller team's turn, else the best DX
    //    rolls (on more dice after a break): made, missed or ruined;
    static void rollTheWeek(AdvanceContext& context, const Activity& project, const ItemCreationParameters& rolls,
                            const ItemCreationPlan& plan, const QList<Character>& team, WorkshopProjectData* data, Week* week);
    // 5. the week in the history and the event log, then the next week, or the finished item.
    bool recordTheWeek(AdvanceContext& context, Activity& project, WorkshopProjectData& data, const ItemCreationPlan& plan,
                       const Character& lead, Week week, QString* error);
    bool complete(AdvanceContext& context, Activity& project, WorkshopProjectData& data, QString* error);
    static bool mergeIntoEarlier(AdvanceContext& context, const WorkshopProjectData& data, const ItemValueStep& step, MagicItem* item);
    static bool finish(AdvanceContext& context, Activity& project, WorkshopProjectData& data, const MagicItem& item, QString* error);
};

} // namespace hk
