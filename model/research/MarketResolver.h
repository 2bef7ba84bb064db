#pragma once

#include "time/DowntimeResolver.h"

namespace hk {

// Rolls each market search once a week while the calendar moves: the search's dice against the searcher's
// IQ (full-time and GM bonuses applied, no automatic success); when the item turns up, the seller's
// reaction is rolled and his asking price offered, and the search waits for the buyer to pay or let it go.
class MarketResolver : public DowntimeResolver
{
public:
    QString id() const override { return QStringLiteral("market"); }
    bool resolveDay(AdvanceContext& context, QString* error) override;
};

} // namespace hk
