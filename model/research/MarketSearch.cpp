#include "research/MarketSearch.h"

#include "activities/ActivityCommand.h"
#include "activities/ActivityControl.h"
#include "activities/ActivityRepository.h"
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "characters/CharacterRepository.h"
#include "db/SqlQueries.h"
#include "db/SqlTransaction.h"
#include "dice/Rolls.h"
#include "repositories/EventLogRepository.h"
#include "research/MarketItemRepository.h"
#include "research/MarketPurchaseCommand.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("hk::MarketSearch", text);
}

bool isOpen(const Activity& a)
{
    return a.status == QLatin1String("active") || a.status == QLatin1String("halted");
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
    if (request.item.trimmed().isEmpty())
        p.problems.append(tr("Name the item being sought."));
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
        fullTimeBusy = fullTimeBusy || a.data.value(QLatin1String("fullTime")).toBool();
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
    QString e;
    const SearchPlan p = plan(characterId, request, &e);
    if (!e.isEmpty()) {
        *error = e;
        return false;
    }
    Character searcher;
    if (!CharacterRepository(m_campaign.database()).find(characterId, &searcher, error))
        return false;
    if (!p.problems.isEmpty()) {
        *error = tr("%1 cannot start this search: %2").arg(searcher.name, p.problems.join(QLatin1Char(' ')));
        return false;
    }
    const MarketRules market(m_campaign.rules());
    QString settlement = request.settlement;
    for (const QString& s : market.settlements()) {
        if (s.compare(request.settlement, Qt::CaseInsensitive) == 0)
            settlement = s;
    }
    Activity a;
    a.id = Sql::scalar(m_campaign.database(), QStringLiteral("SELECT COALESCE(MAX(id), 0) + 1 FROM activity"), {}, error).toLongLong();
    if (!a.id)
        return false;
    a.kind = Kind;
    a.characterId = characterId;
    a.title = tr("Search: %1").arg(request.item.trimmed());
    a.startDay = m_campaign.info().calendarDay;
    a.dueDay = a.startDay + Calendar::daysPerWeek;
    a.data = QJsonObject{{QStringLiteral("item"), request.item.trimmed()},
                         {QStringLiteral("value"), request.value},
                         {QStringLiteral("settlement"), settlement},
                         {QStringLiteral("dice"), p.dice},
                         {QStringLiteral("attribute"), market.attribute()},
                         {QStringLiteral("fullTime"), request.fullTime},
                         {QStringLiteral("gmBonus"), request.gmBonus},
                         {QStringLiteral("magic"), request.magic},
                         {QStringLiteral("merchant"), request.merchant},
                         {QStringLiteral("state"), QStringLiteral("searching")},
                         {QStringLiteral("nextRollDay"), a.dueDay},
                         {QStringLiteral("history"), QJsonArray()}};
    if (!ActivityCommand::push(m_campaign, tr("%1 starts %2").arg(searcher.name, a.title), std::nullopt, a, error))
        return false;
    if (activityId)
        *activityId = a.id;
    return true;
}

QList<Activity> MarketSearch::list(qint64 characterId, bool includeEnded, bool player, QString* error) const
{
    return ActivityControl(m_campaign).list(characterId, Kind, includeEnded, player, error);
}

bool MarketSearch::foundSearch(qint64 activityId, Activity* out, QString* error) const
{
    if (!ActivityRepository(m_campaign.database()).find(activityId, out, error))
        return false;
    if (out->kind != Kind) {
        *error = tr("#%1 is not a market search.").arg(activityId);
        return false;
    }
    const QString state = out->data.value(QLatin1String("state")).toString();
    if (state != QLatin1String("found")) {
        *error = tr("“%1” has no offer waiting (%2).").arg(out->title, state);
        return false;
    }
    return true;
}

bool MarketSearch::buy(qint64 activityId, qint64 payerId, QString* error)
{
    Activity before;
    if (!foundSearch(activityId, &before, error))
        return false;
    const int price = before.data.value(QLatin1String("offer")).toObject().value(QLatin1String("price")).toInt();
    QString e;
    const int purse = Treasury(m_campaign).balance(payerId, &e);
    if (!e.isEmpty()) {
        *error = e;
        return false;
    }
    if (price > purse) {
        *error = tr("The seller asks %1 and the purse holds %2.").arg(Treasury::format(price), Treasury::format(purse));
        return false;
    }
    Activity after = before;
    const int today = m_campaign.info().calendarDay;
    after.data.insert(QStringLiteral("state"), QStringLiteral("bought"));
    after.data.insert(QStringLiteral("boughtOn"), today);
    after.data.insert(QStringLiteral("paidBy"), payerId);
    after.cost = price;
    qint64 itemId = 0;
    if (before.data.value(QLatin1String("magic")).toBool()) {
        itemId = MarketItemRepository(m_campaign.database()).nextId(error);
        if (!itemId)
            return false;
        after.data.insert(QStringLiteral("magicItem"), itemId);
    }
    const MoneyEntry payment{0, payerId, today, -price, QStringLiteral("purchase"), tr("Bought %1").arg(before.data.value(QLatin1String("item")).toString()),
                             before.id, false};
    return MarketPurchaseCommand::push(m_campaign, tr("Buy %1").arg(before.data.value(QLatin1String("item")).toString()), before, after,
                                       payment, itemId, error);
}

bool MarketSearch::letGo(qint64 activityId, QString* error)
{
    Activity before;
    if (!foundSearch(activityId, &before, error))
        return false;
    Activity after = before;
    after.data.insert(QStringLiteral("state"), QStringLiteral("let-go"));
    return ActivityCommand::push(m_campaign, tr("Let %1 go").arg(before.data.value(QLatin1String("item")).toString()), before, after, error);
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
    if (market.keenBuyerDice() <= 0) {
        *error = tr("These rules have no way of selling above fair value.");
        return false;
    }
    SaleOffer o;
    o.target = seller.iq;
    QString message;
    {
        SqlTransaction tx(m_campaign.database());
        try {
            const RollRecord search = Rolls::against(m_campaign.dice().roller(), market.keenBuyerDice(), seller.iq, nullptr,
                                                     {seller.name, tr("finding a keen buyer for %1").arg(item), false}, &m_campaign.dice());
            o.searchTotal = search.total;
            o.buyerFound = search.success.value_or(false);
            if (o.buyerFound) {
                const RollRecord reaction = m_campaign.dice().roll(QStringLiteral("1d6"), {seller.name, tr("buyer's reaction to %1").arg(item), false});
                o.reaction = market.buyer(reaction.total, value);
            }
        } catch (const DiceError& e) {
            *error = e.message();
            return false;
        }
        if (!o.buyerFound)
            message = tr("%1 finds nobody who pays more than %2 for %3 this week (%4 against %5); fair value always sells in a large city.")
                          .arg(seller.name, Treasury::format(value), item).arg(o.searchTotal).arg(o.target);
        else
            message = tr("%1 finds a buyer for %2 who is %3 and offers %4 (fair value %5).")
                          .arg(seller.name, item, o.reaction.reaction, Treasury::format(o.reaction.price), Treasury::format(value))
                      + (o.reaction.mayTryToTake ? QLatin1Char(' ') + tr("He may try to take it by force.") : QString());
        CampaignEvent event;
        event.campaignDay = m_campaign.info().calendarDay;
        event.kind = QStringLiteral("market");
        event.subject = seller.name;
        event.message = message;
        event.data = {{QStringLiteral("character"), characterId}, {QStringLiteral("item"), item}, {QStringLiteral("value"), value},
                      {QStringLiteral("buyerFound"), o.buyerFound}, {QStringLiteral("price"), o.reaction.price}};
        if (!EventLogRepository(m_campaign.database()).append(event, error) || !tx.commit()) {
            if (error->isEmpty())
                *error = tx.error();
            return false;
        }
    }
    Q_EMIT m_campaign.eventLogged();
    if (offer)
        *offer = o;
    if (accept && o.buyerFound)
        return Treasury(m_campaign).change(characterId, o.reaction.price, QStringLiteral("sale"), tr("Sold %1").arg(item), error);
    return true;
}

} // namespace hk
