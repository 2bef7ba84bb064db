#pragma once

#include "activities/Activity.h"
#include "downtime/MarketRules.h"

#include <QList>
#include <QStringList>

namespace hk {

class Campaign;

// What a character goes looking for.
struct SearchRequest
{
    QString item;        // "Ring of Fire Immunity"
    int value = 0;       // fair market price in dollars
    QString settlement;  // a place size of the ruleset's table
    bool fullTime = false; // doing nothing else all week (a better roll)
    int gmBonus = 0;     // the GM's help (advertising, the right place) or hindrance (negative)
    bool magic = false;  // a magic item: buying it adds it to the campaign's magic items
    bool merchant = false; // the seller will be a merchant (his surcharge)
};

struct SearchPlan
{
    int dice = 0;
    int target = 0; // the searcher's IQ
    QStringList problems;
};

// A buyer found for an item offered above its value.
struct SaleOffer
{
    bool buyerFound = false;
    int searchTotal = 0;
    int target = 0;
    BuyerReaction reaction;
};

// Buying and selling in the market: starting a week-by-week search for an item ("item-search" activities,
// rolled by MarketResolver), buying what was found at the seller's price (paid from a purse, a magic item
// added to the campaign, one undoable step) or letting it go, and looking for a keen buyer for an item
// one wants to sell above its value. Used by the GUI and the CLI alike.
class MarketSearch
{
public:
    static const QString Kind; // "item-search"

    explicit MarketSearch(Campaign& campaign) : m_campaign(campaign) {}

    SearchPlan plan(qint64 characterId, const SearchRequest& request, QString* error) const;
    bool start(qint64 characterId, const SearchRequest& request, qint64* activityId, QString* error);
    QList<Activity> list(qint64 characterId, bool includeEnded, bool player, QString* error) const;

    // Buys what a search found, at the asking price, from the payer's purse (0 = the party purse).
    bool buy(qint64 activityId, qint64 payerId, QString* error);
    // Leaves the found item to its owner.
    bool letGo(qint64 activityId, QString* error);

    // Looks for someone who pays over fair value this week and rolls his reaction (written to the event log
    // and the dice log; not undoable, as dice are not). When accept and a buyer is found, the price goes into
    // the seller's purse as one undoable step.
    bool offerForSale(qint64 characterId, const QString& item, int value, bool accept, SaleOffer* offer, QString* error);

private:
    static bool foundSearch(const Activity& activity, QString* error);
    Campaign& m_campaign;
};

} // namespace hk
