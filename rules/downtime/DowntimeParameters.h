#pragma once

#include <QString>

#include <optional>

namespace hk {

class Ruleset;

// The calendar and money units that downtime rules (learning, research) count in, read strictly from the
// ruleset: a month of days, and what a gold and a silver piece are worth in dollars. A ruleset without them
// (Wizard alone) has no downtime rules to play, and load() says which entries are missing.
struct DowntimeParameters
{
    int daysPerMonth = 0;
    int goldPieceValue = 0;   // dollars per gold piece
    int silverPieceValue = 0; // dollars per silver piece

    static std::optional<DowntimeParameters> load(const Ruleset& rules, QString* error);
    // Dollars per unit of a price's currency: "gp", "silver", or dollars ("$", "").
    int dollarsPer(const QString& currency) const;
};

} // namespace hk
