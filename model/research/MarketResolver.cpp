#include "research/MarketResolver.h"
#include "i18n/Translate.h"

#include "activities/ActivityRepository.h"
#include "campaign/CampaignDice.h"
#include "characters/CharacterRepository.h"
#include "dice/Rolls.h"
#include "downtime/MarketRules.h"
#include "research/MarketSearch.h"
#include "research/MarketSearchData.h"
#include "time/AdvanceContext.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::MarketResolver", text);
}

} // namespace

bool MarketResolver::resolveDay(AdvanceContext& context, QString* error)
{
    ActivityRepository activities(context.database());
    CharacterRepository characters(context.database());
    const MarketRules market(context.rules());
    const QList<Activity> searches = activities.activeDue(MarketSearch::Kind, context.day(), error);
    if (error && !error->isEmpty())
        return false;
    for (Activity a : searches) {
        MarketSearchData d = MarketSearchData::read(a);
        if (d.nextRollDay > context.day())
            continue;
        Character searcher;
        if (!characters.find(a.characterId, &searcher, error))
            return false;
        const int dice = d.dice;
        const bool fullTime = d.fullTime;
        const int bonus = d.gmBonus;
        const QString item = d.item;
        // Rolled against the target the bonuses amount to, so the dice log shows the real odds.
        const int target = searcher.iq - (fullTime ? market.fullTimeRollMod() : 0) + bonus;
        const RollRecord roll = Rolls::against(context.dice().roller(), dice, target, nullptr,
                                               {searcher.name, tr("searching the market for %1").arg(item), false}, &context.dice());
        const bool found = market.searchSucceeds(roll.total, searcher.iq, fullTime, bonus);
        const int week = a.historyLinesNotRead + int(d.history.size()) + 1; // activeDue left the earlier lines unread
        QJsonObject entry{{QStringLiteral("day"), context.day()}, {QStringLiteral("week"), week}, {QStringLiteral("dice"), int(roll.faces.size())},
                          {QStringLiteral("total"), roll.total}, {QStringLiteral("target"), target},
                          {QStringLiteral("outcome"), found ? QStringLiteral("found") : QStringLiteral("not-found")}};
        QJsonArray faces;
        for (int f : roll.faces)
            faces.append(f);
        entry.insert(QStringLiteral("roll"), faces);
        QJsonObject data{{QStringLiteral("activity"), a.id}, {QStringLiteral("character"), a.characterId},
                         {QStringLiteral("item"), item}, {QStringLiteral("found"), found}};
        QString message;
        if (!found) {
            entry.insert(QStringLiteral("note"), tr("not found"));
            d.nextRollDay = context.day() + Calendar::daysPerWeek;
            a.dueDay = context.day() + Calendar::daysPerWeek;
            message = tr("%1 searches %2 for %3 without luck this week (%4 against %5).")
                          .arg(searcher.name, d.settlement, item)
                          .arg(roll.total)
                          .arg(target);
        } else {
            const RollRecord reactionRoll = context.dice().roll(QStringLiteral("1d6"), {searcher.name, tr("seller's reaction over %1").arg(item), false});
            const SellerReaction seller = market.seller(reactionRoll.total, d.value, d.merchant);
            d.state = QStringLiteral("found");
            d.offer = MarketOffer{seller.roll, seller.reaction, seller.priceNum, seller.priceDen, seller.price, seller.mayRefuse};
            a.status = ActivityStatus::Done;
            a.endedDay = context.day();
            a.dueDay = context.day();
            entry.insert(QStringLiteral("note"), tr("found; seller %1 (die %2), asks %3").arg(seller.reaction).arg(seller.roll).arg(Treasury::format(seller.price)));
            message = tr("%1 finds %2 for sale (%3 against %4). The seller is %5 and asks %6.")
                          .arg(searcher.name, item)
                          .arg(roll.total)
                          .arg(target)
                          .arg(seller.reaction, Treasury::format(seller.price));
            if (seller.mayRefuse)
                message += QLatin1Char(' ') + tr("He may refuse to sell at any price.");
            data.insert(QStringLiteral("price"), seller.price);
            data.insert(QStringLiteral("reaction"), seller.reaction);
        }
        d.history.append(entry);
        d.write(&a);
        if (!activities.update(a, error) || !context.addEvent(QStringLiteral("market"), searcher.name, message, data, false, error))
            return false;
    }
    return true;
}

} // namespace hk
