#pragma once

#include "time/DowntimeResolver.h"

namespace hk {

struct Activity;
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
    bool resolveWeek(AdvanceContext& context, Activity& project, QString* error);
    bool complete(AdvanceContext& context, Activity& project, WorkshopProjectData& data, QString* error);
    static bool mergeIntoEarlier(AdvanceContext& context, const WorkshopProjectData& data, const ItemValueStep& step, MagicItem* item);
    static bool finish(AdvanceContext& context, Activity& project, WorkshopProjectData& data, const MagicItem& item, QString* error);
};

} // namespace hk
