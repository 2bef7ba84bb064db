#pragma once

#include "activities/Activity.h"

#include <QJsonArray>
#include <QString>

#include <optional>

namespace hk {

// What the seller of a found item asks (the seller's reaction die and the price it makes).
struct MarketOffer
{
    int roll = 0;
    QString reaction;    // "very friendly", …
    int priceNum = 1;
    int priceDen = 1;
    int price = 0;       // dollars asked
    bool mayRefuse = false;
    bool operator==(const MarketOffer&) const = default;
};

// The details of a market search ("item-search" activity) as the code reads them: what is sought and where,
// the weekly roll, and the offer once found and what became of it. It replaces reading the activity's data by
// key; the keys and value types in the file stay as they were (write() changes only these keys and keeps
// every other one).
struct MarketSearchData
{
    QString item;
    int value = 0;            // fair market price in dollars
    QString settlement;
    int dice = 0;
    QString attribute;        // rolled against ("IQ")
    bool fullTime = false;
    int gmBonus = 0;
    bool magic = false;       // bought, it joins the campaign's magic items
    bool merchant = false;
    QString state;            // "searching", "found", "bought", "let-go"
    int nextRollDay = 0;
    QJsonArray history;
    std::optional<MarketOffer> offer;
    std::optional<int> boughtOn;
    std::optional<qint64> paidBy;  // 0 = the party purse
    qint64 magicItem = 0;          // the magic item a bought magic item became
    bool operator==(const MarketSearchData&) const = default;

    static MarketSearchData read(const Activity& activity);
    void write(Activity* activity) const;
};

} // namespace hk
