#pragma once

#include "time/DowntimeResolver.h"

namespace hk {

// Completes spell learning on the day it falls due: the spell joins the character's known spells (if there
// is still room and the character still qualifies; otherwise the study is marked blocked and the GM told),
// with an event saying when the learner's DX penalty on it ends.
class LearningResolver : public DowntimeResolver
{
public:
    QString id() const override { return QStringLiteral("learning"); }
    bool resolveDay(AdvanceContext& context, QString* error) override;
};

} // namespace hk
