#pragma once

#include "activities/Activity.h"
#include "alchemy/BatchData.h"
#include "characters/Character.h"
#include "downtime/PotionRules.h"
#include "time/DowntimeResolver.h"

namespace hk {

// Rolls each potion batch's week on its nextRollDay (the GM's roll for the maker, 3 dice against adjusted DX):
// made — the work goes on, and after the potion's weeks the doses go into the holder's stock; missed — batch
// and ingredients are ruined; the faulty total — the batch carries on but will be faulty (known to the GM
// only: GM-only history and events, potion_stock.faulty); an explosion — hits to the maker, dollar damage to
// the lab (which stands unusable until repaired) and the batch lost. A lab that cannot be used halts the batch.
class AlchemyResolver : public DowntimeResolver
{
public:
    QString id() const override { return QStringLiteral("alchemy"); }
    bool resolveDay(AdvanceContext& context, QString* error) override;

private:
    // Each works on the batch's details `d`; the caller writes them back into the activity.
    bool rollWeek(AdvanceContext& context, Activity& a, BatchData& d, QString* error);
    bool explode(AdvanceContext& context, Activity& a, BatchData& d, Character& maker, QString* note, QString* error);
    bool finish(AdvanceContext& context, Activity& a, BatchData& d, const Character& maker, const PotionRecipe& recipe,
                QString* error);
};

} // namespace hk
