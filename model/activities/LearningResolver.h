#pragma once

#include "time/DowntimeResolver.h"

namespace hk {

// Runs spell learning day by day: charges a teacher's pay at the start of each week from the learner's purse
// (halting the study, and telling the GM, when the money has run out), and on the day it falls due adds the
// spell to the character's known spells (if there is still room and the character still qualifies;
// otherwise the study is marked blocked), with an event saying when the DX penalty on it ends.
class LearningResolver : public DowntimeResolver
{
public:
    QString id() const override { return QStringLiteral("learning"); }
    bool resolveDay(AdvanceContext& context, QString* error) override;

private:
    bool chargeWeeks(AdvanceContext& context, QString* error);
};

} // namespace hk
