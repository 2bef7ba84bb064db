#include "research/MarketSearch.h"
#include "text/UserText.h"
#include "i18n/Translate.h"

#include "activities/ActivityControl.h"
#include "activities/ActivityRepository.h"
#include "activities/ActivityEdits.h"
#include "activities/SharedActivityData.h"
#include "campaign/Campaign.h"
#include "workshop/MagicItemRepository.h"
#include "campaign/CampaignDice.h"
#include "characters/CharacterRepository.h"
#include "dice/Rolls.h"
#include "research/MarketSearchData.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::MarketSearch", text);
}

bool isOpen(const Activity& a)
{
    return a.isOpen();
}

} // namespace

const QString MarketSearch::Kind = QStringLiteral("item-search");

SearchPlan MarketSearch::plan(qint64 characterId, const SearchRequest& request, QString* error) const
{
    SearchPlan p;
    Character searcher;
    if (!CharacterRepository(m_campaign.database()).find(characterId, &searcher, error))
        return p;
    const MarketRules market(m_campaign.rules());
    if (!market.available()) {
        p.problems.append(tr("These rules have no market searches."));
        return p;
    }
    p.target = searcher.iq;
    QString nameProblem;
    if (request.item.trimmed().isEmpty())
        p.problems.append(tr("Name the item being sought."));
    else if (!UserText::checkName(request.item.trimmed(), tr("The item's name"), &nameProblem))
        p.problems.append(nameProblem);
    QString diceError;
    p.dice = market.searchDice(request.value, request.settlement, &diceError);
    if (!diceError.isEmpty())
        p.problems.append(diceError);
    if (searcher.archived)
        p.problems.append(tr("%1 is archived.").arg(searcher.name));
    int open = 0;
    bool fullTimeBusy = false;
    for (const Activity& a : ActivityRepository(m_campaign.database()).list(characterId, {}, false, error)) {
        if (!isOpen(a))
            continue;
        open += a.kind == Kind ? 1 : 0;
        fullTimeBusy = fullTimeBusy || SharedActivityData::read(a).fullTime;
    }
    const int most = market.maxSearchesAtOnce();
    if (most > 0 && open >= most)
        p.problems.append(tr("%1 is already searching for %2 items; no more than %3 at a time.").arg(searcher.name).arg(open).arg(most));
    if (request.fullTime && fullTimeBusy)
        p.problems.append(tr("%1 is already busy full time and cannot search all week.").arg(searcher.name));
    return p;
}

bool MarketSearch::start(qint64 characterId, const SearchRequest& request, qint64* activityId, QString* error)
{
    Activity a;
    const bool ok = m_campaign.change(tr("Start a search"), [&](QString* text, QString* e) {
        const SearchPlan p = plan(characterId, request, e);
        if (!e->isEmpty())
            return false;
        Character searcher;
        if (!CharacterRepository(m_campaign.database()).find(characterId, &searcher, e))
            return false;
        if (!p.problems.isEmpty()) {
            *e = tr("%1 cannot start this search: %2").arg(searcher.name, p.problems.join(QLatin1Char(' ')));
            return false;
        }
        const MarketRules market(m_campaign.rules());
        QString settlement = request.settlement;
        for (const QString& s : market.settlements()) {
            if (s.compare(request.settlement, Qt::CaseInsensitive) == 0)
                settlement = s;
        }
        a.kind = Kind;
        a.characterId = characterId;
        a.title = tr("Search: %1").arg(request.item.trimmed());
        a.startDay = m_campaign.info().calendarDay;
        a.dueDay = a.startDay + Calendar::daysPerWeek;
        MarketSearchData d;
        d.item = request.item.trimmed();
        d.value = request.value;
        d.settlement = settlement;
        d.dice = p.dice;
        d.attribute = market.attribute();
        d.fullTime = request.fullTime;
        d.gmBonus = request.gmBonus;
        d.magic = request.magic;
        d.merchant = request.merchant;
        d.state = QStringLiteral("searching");
        d.nextRollDay = a.dueDay;
        d.write(&a);
        *text = tr("%1 starts %2").arg(searcher.name, a.title);
        return ActivityEdits::insert(m_campaign, &a, e);
    }, error);
    if (ok && activityId)
        *activityId = a.id;
    return ok;
}

QList<Activity> MarketSearch::list(qint64 characterId, bool includeEnded, bool player, QString* error) const
{
    return ActivityControl(m_campaign).list(characterId, Kind, includeEnded, player, error);
}

bool MarketSearch::foundSearch(const Activity& a, QString* error)
{
    if (a.kind != Kind) {
        *error = tr("#%1 is not a market search.").arg(a.id);
        return false;
    }
    const QString state = MarketSearchData::read(a).state;
    if (state != QLatin1String("found")) {
        *error = tr("“%1” has no offer waiting (%2).").arg(a.title, state);
        return false;
    }
    return true;
}

bool MarketSearch::buy(qint64 activityId, qint64 payerId, QString* error)
{
    return ActivityEdits::edit(m_campaign, activityId, tr("Buy"), [&](Activity& a, QString* text, QString* e) {
        if (!foundSearch(a, e))
            return false;
        MarketSearchData d = MarketSearchData::read(a);
        const QString item = d.item;
        const int price = d.offer ? d.offer->price : 0;
        const int purse = Treasury(m_campaign).balance(payerId, e);
        if (!e->isEmpty())
            return false;
        if (price > purse) {
            *e = tr("The seller asks %1 and the purse holds %2.").arg(Treasury::format(price), Treasury::format(purse));
            return false;
        }
        *text = tr("Buy %1").arg(item);
        const int today = m_campaign.info().calendarDay;
        d.state = QStringLiteral("bought");
        d.boughtOn = today;
        d.paidBy = payerId;
        d.write(&a);
        a.cost = price;
        if (!ActivityEdits::pay(m_campaign, payerId, price, QStringLiteral("purchase"), tr("Bought %1").arg(item), a.id, e))
            return false;
        if (!d.magic)
            return true;
        // A magic item bought goes into the buyer's magic items in the same step.
        MagicItem bought;
        bought.ownerId = a.characterId;
        bought.name = item;
        bought.value = d.value;
        bought.madeDay = today;
        bought.activityId = a.id;
        bought.data = {{QStringLiteral("source"), QStringLiteral("market")}, {QStringLiteral("price"), price}};
        const qint64 itemId = MagicItemRepository(m_campaign.database()).insert(bought, e);
        if (!itemId)
            return false;
        d.magicItem = itemId;
        d.write(&a);
        return true;
    }, error);
}

bool MarketSearch::letGo(qint64 activityId, QString* error)
{
    return ActivityEdits::edit(m_campaign, activityId, tr("Let an offer go"), [&](Activity& a, QString* text, QString* e) {
        if (!foundSearch(a, e))
            return false;
        MarketSearchData d = MarketSearchData::read(a);
        *text = tr("Let %1 go").arg(d.item);
        d.state = QStringLiteral("let-go");
        d.write(&a);
        return true;
    }, error);
}

bool MarketSearch::offerForSale(qint64 characterId, const QString& item, int value, bool accept, SaleOffer* offer, QString* error)
{
    Character seller;
    if (!CharacterRepository(m_campaign.database()).find(characterId, &seller, error))
        return false;
    const MarketRules market(m_campaign.rules());
    if (item.trimmed().isEmpty() || value <= 0) {
        *error = tr("Name the item and give its fair value (more than $0).");
        return false;
    }
    if (!UserText::checkName(item.trimmed(), tr("The item's name"), error))
        return false;
    if (market.keenBuyerDice() <= 0) {
        *error = tr("These rules have no way of selling above fair value.");
        return false;
    }
    SaleOffer o;
    o.target = seller.iq;
    // The rolls, the event and the sale's money are one step: undo takes back all of them.
    const bool ok = m_campaign.change(tr("Sell %1").arg(item), [&](QString*, QString* e) {
        const RollRecord search = Rolls::against(m_campaign.dice().roller(), market.keenBuyerDice(), seller.iq, nullptr,
                                                 {seller.name, tr("finding a keen buyer for %1").arg(item), false}, &m_campaign.dice());
        o.searchTotal = search.total;
        o.buyerFound = search.success.value_or(false);
        if (o.buyerFound) {
            const RollRecord reaction = m_campaign.dice().roll(QStringLiteral("1d6"), {seller.name, tr("buyer's reaction to %1").arg(item), false});
            o.reaction = market.buyer(reaction.total, value);
        }
        const QString message = !o.buyerFound
            ? tr("%1 finds nobody who pays more than %2 for %3 this week (%4 against %5); fair value always sells in a large city.")
                  .arg(seller.name, Treasury::format(value), item).arg(o.searchTotal).arg(o.target)
            : tr("%1 finds a buyer for %2 who is %3 and offers %4 (fair value %5).")
                      .arg(seller.name, item, o.reaction.reaction, Treasury::format(o.reaction.price), Treasury::format(value))
                  + (o.reaction.mayTryToTake ? QLatin1Char(' ') + tr("He may try to take it by force.") : QString());
        const QJsonObject data{{QStringLiteral("character"), characterId}, {QStringLiteral("item"), item}, {QStringLiteral("value"), value},
                               {QStringLiteral("buyerFound"), o.buyerFound}, {QStringLiteral("price"), o.reaction.price}};
        if (!m_campaign.logEvent(QStringLiteral("market"), seller.name, message, data, false, e))
            return false;
        return !(accept && o.buyerFound)
               || Treasury(m_campaign).change(characterId, o.reaction.price, QStringLiteral("sale"), tr("Sold %1").arg(item), e);
    }, error);
    if (ok && offer)
        *offer = o;
    return ok;
}

} // namespace hk
