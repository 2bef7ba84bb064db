#pragma once

#include "packages/Ruleset.h"

#include <QString>
#include <QStringList>

namespace hk {

// The price a seller asks once an item is found, from one die on the seller's-reaction table.
struct SellerReaction
{
    bool valid = false;
    int roll = 0;
    QString reaction;   // "very friendly", …
    int priceNum = 1;
    int priceDen = 1;
    int price = 0;      // dollars asked (merchant's surcharge included when asked for)
    bool mayRefuse = false;
};

// What a keen buyer pays for an item offered above its fair value, from one die on the buyer's table.
struct BuyerReaction
{
    bool valid = false;
    int roll = 0;
    QString reaction;
    int payNum = 1;
    int payDen = 1;
    int price = 0;      // dollars offered
    bool mayTryToTake = false;
};

// Buying and selling valuable things in Advanced Wizard's market, read from the ruleset: how many dice a
// week's search rolls against IQ (by the item's value and the size of the place), whether a total finds it,
// and the seller's and buyer's reaction tables that set the price. Pure arithmetic; the model rolls.
class MarketRules
{
public:
    explicit MarketRules(const Ruleset& rules) : m_rules(rules) {}

    bool available() const; // the ruleset has the search tables
    // The place sizes of the settlement table, smallest first.
    QStringList settlements() const;
    // Dice for a week's search for an item of this fair value in this place; 0 with *error when the place
    // is unknown or the value is not positive.
    int searchDice(int value, const QString& settlement, QString* error) const;
    // Whether a week's total finds the item: the full-time bonus and the GM's bonus (advertising, the right
    // place) come off the total; there is no automatic success.
    bool searchSucceeds(int total, int iq, bool fullTime, int gmBonus, int* adjustedTotal = nullptr) const;
    int fullTimeRollMod() const;
    int maxSearchesAtOnce() const;
    QString attribute() const;

    SellerReaction seller(int roll, int standardPrice, bool merchant) const;
    // Dice to find a buyer who pays over fair value.
    int keenBuyerDice() const;
    BuyerReaction buyer(int roll, int value) const;

private:
    QJsonValue effect(const QString& rule, const QString& key, const QJsonValue& fallback = {}) const;
    const Ruleset& m_rules;
};

} // namespace hk
