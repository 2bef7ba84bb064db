#pragma once

#include "activities/Activity.h"
#include "alchemy/BatchData.h"
#include "characters/Character.h"
#include "downtime/PotionRules.h"
#include "time/DowntimeResolver.h"

#include <QJsonObject>

#include <optional>

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
    // Set when the week ends at a step, to what rollWeek returns; empty when the roll follows.
    using WeekEnd = std::optional<bool>;
    // A brewing week, in the book's order: the maker and the lab still fit to work, the GM's roll for the maker,
    // then what the roll means (made, missed, faulty, explosion), and the work going on or the batch done.
    bool rollWeek(AdvanceContext& context, Activity& a, BatchData& d, QString* error);
    // A maker gone from the roster stops the batch; a lab that cannot be used (or a potion the rules lost) halts it.
    static WeekEnd checkMakerAndLab(AdvanceContext& context, Activity& a, BatchData& d, const Character& maker,
                                    const PotionRecipe& recipe, QString* error);
    // A missed roll: batch and ingredients ruined. `entry` is the week's history entry with its roll.
    static bool ruinBatch(AdvanceContext& context, Activity& a, BatchData& d, const Character& maker, const QJsonObject& entry,
                          QString* error);
    // The faulty total: the work goes on, but the batch will be faulty, which only the GM learns.
    static bool spoilInSecret(AdvanceContext& context, Activity& a, BatchData& d, const Character& maker, const QJsonObject& entry,
                              QString* error);
    // A week made (or secretly faulty) counts; after the potion's weeks the doses are finished.
    bool goOn(AdvanceContext& context, Activity& a, BatchData& d, const Character& maker, const PotionRecipe& recipe, QString* error);
    bool explode(AdvanceContext& context, Activity& a, BatchData& d, Character& maker, QString* note, QString* error);
    bool finish(AdvanceContext& context, Activity& a, BatchData& d, const Character& maker, const PotionRecipe& recipe,
                QString* error);
};

} // namespace hk
