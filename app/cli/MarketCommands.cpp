#include "CliCommand.h"
#include "i18n/Translate.h"

#include "ActivityListing.h"
#include "CharacterLookup.h"
#include "activities/ActivityControl.h"
#include "audience/CampaignView.h"
#include "campaign/Campaign.h"
#include "research/MarketSearch.h"
#include "research/MarketSearchData.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::cli", text);
}

bool readValue(CliContext& ctx, int* value)
{
    bool ok = false;
    *value = ctx.parser.value(QStringLiteral("value")).toInt(&ok);
    return ok && *value > 0;
}

QString searchLine(const Activity& a)
{
    const MarketSearchData d = MarketSearchData::read(a);
    QString text = QStringLiteral("#%1  %2  %3  %4, %5 dice  %6")
                       .arg(a.id)
                       .arg(a.title, Treasury::format(d.value), d.settlement)
                       .arg(d.dice)
                       .arg(a.status == ActivityStatus::Halted ? activityStatusKey(a.status) : d.state);
    if (d.offer)
        text += tr("  seller %1, asks %2").arg(d.offer->reaction, Treasury::format(d.offer->price));
    return text;
}

int startSearch(CliContext& ctx)
{
    int value = 0;
    if (!ctx.parser.isSet(QStringLiteral("item")) || !ctx.parser.isSet(QStringLiteral("settlement")))
        return ctx.usage(tr("--item, --value and --settlement are required"));
    if (!readValue(ctx, &value))
        return ctx.usage(tr("--value must be a whole number of dollars above 0"));
    bool ok = true;
    const QString bonusText = ctx.parser.value(QStringLiteral("bonus"));
    const int bonus = bonusText.isEmpty() ? 0 : bonusText.toInt(&ok);
    if (!ok)
        return ctx.usage(tr("--bonus must be a whole number"));
    CharacterLookup::Opened opened = CharacterLookup::open(ctx);
    if (!opened)
        return opened.exitCode;
    SearchRequest request;
    request.item = ctx.parser.value(QStringLiteral("item"));
    request.value = value;
    request.settlement = ctx.parser.value(QStringLiteral("settlement"));
    request.fullTime = ctx.parser.isSet(QStringLiteral("full-time"));
    request.gmBonus = bonus;
    request.magic = ctx.parser.isSet(QStringLiteral("magic"));
    request.merchant = ctx.parser.isSet(QStringLiteral("merchant"));
    MarketSearch market(*opened.campaign);
    QString error;
    qint64 id = 0;
    if (!market.start(opened.character.id, request, &id, &error))
        return ctx.fail(error);
    for (const Activity& a : market.list(opened.character.id, false, false, &error)) {
        if (a.id != id)
            continue;
        if (ctx.json())
            ctx.printJson(ActivityControl::toJson(a, false));
        else
            ctx.print(tr("%1 — first roll on %2").arg(searchLine(a), Calendar::formatShort(a.dueDay)));
    }
    return ExitOk;
}

int listSearches(CliContext& ctx)
{
    return ActivityListing::run(
        ctx, MarketSearch::Kind, [](const Activity& a, const CampaignView&) { return searchLine(a); });
}

int buyOrLetGo(CliContext& ctx, bool buy)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE ACTIVITY")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    qint64 id = 0;
    if (!ctx.idArgument(1, QStringLiteral("SEARCH"), &id))
        return ExitUsage;
    MarketSearch market(*campaign);
    if (!buy) {
        if (!market.letGo(id, &error))
            return ctx.fail(error);
        ctx.print(tr("let #%1 go").arg(id));
        return ExitOk;
    }
    qint64 payer = 0;
    const QString pay = ctx.parser.value(QStringLiteral("pay"));
    if (!pay.isEmpty() && pay.compare(QStringLiteral("party"), Qt::CaseInsensitive) != 0) {
        Character c;
        if (!CharacterLookup::find(*campaign, pay, &c, &error))
            return ctx.fail(error);
        payer = c.id;
    }
    if (!market.buy(id, payer, &error))
        return ctx.fail(error);
    ctx.print(tr("bought #%1; %2 now holds %3").arg(id).arg(payer ? pay : tr("the party purse"),
                                                          Treasury::format(Treasury(*campaign).balance(payer, &error))));
    return ExitOk;
}

int offerForSale(CliContext& ctx)
{
    int value = 0;
    if (!ctx.parser.isSet(QStringLiteral("item")))
        return ctx.usage(tr("--item and --value are required"));
    if (!readValue(ctx, &value))
        return ctx.usage(tr("--value must be a whole number of dollars above 0"));
    CharacterLookup::Opened opened = CharacterLookup::open(ctx);
    if (!opened)
        return opened.exitCode;
    SaleOffer offer;
    QString error;
    const QString item = ctx.parser.value(QStringLiteral("item"));
    const bool accept = ctx.parser.isSet(QStringLiteral("accept"));
    if (!MarketSearch(*opened.campaign).offerForSale(opened.character.id, item, value, accept, &offer, &error))
        return ctx.fail(error);
    if (ctx.json()) {
        ctx.printJson(QJsonObject{{QStringLiteral("item"), item},
                                  {QStringLiteral("value"), value},
                                  {QStringLiteral("buyerFound"), offer.buyerFound},
                                  {QStringLiteral("searchTotal"), offer.searchTotal},
                                  {QStringLiteral("target"), offer.target},
                                  {QStringLiteral("reactionRoll"), offer.reaction.roll},
                                  {QStringLiteral("reaction"), offer.reaction.reaction},
                                  {QStringLiteral("price"), offer.reaction.price},
                                  {QStringLiteral("mayTryToTake"), offer.reaction.mayTryToTake},
                                  {QStringLiteral("sold"), accept && offer.buyerFound}});
        return ExitOk;
    }
    if (!offer.buyerFound)
        ctx.print(tr("no keen buyer this week (%1 against %2); at fair value (%3) it sells in any large city")
                      .arg(offer.searchTotal)
                      .arg(offer.target)
                      .arg(Treasury::format(value)));
    else
        ctx.print(tr("buyer found (%1 against %2): %3 (die %4), offers %5%6%7")
                      .arg(offer.searchTotal)
                      .arg(offer.target)
                      .arg(offer.reaction.reaction)
                      .arg(offer.reaction.roll)
                      .arg(Treasury::format(offer.reaction.price),
                           offer.reaction.mayTryToTake ? tr("; he may try to take it") : QString(),
                           accept ? tr("; sold") : QString()));
    return ExitOk;
}

} // namespace

QList<CliCommand> marketCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption player(QStringLiteral("player"), tr("Only what the players may see."));
    return {
        {{QStringLiteral("search"), QStringLiteral("start")},
         QStringLiteral("FILE WHO --item NAME --value N --settlement SIZE [--full-time] [--bonus N] [--magic] [--merchant] [--json]"),
         tr("Start searching the market for an item; the calendar rolls each week."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("item"), tr("The item sought."), tr("NAME")});
             p.addOption({QStringLiteral("value"), tr("Its fair market price in dollars."), tr("N")});
             p.addOption({QStringLiteral("settlement"), tr("Size of the place: village or small town, sizeable town, great city."), tr("SIZE")});
             p.addOption({QStringLiteral("full-time"), tr("Searching all week, doing nothing else.")});
             p.addOption({QStringLiteral("bonus"), tr("The GM's bonus to the roll (negative for a penalty)."), tr("N")});
             p.addOption({QStringLiteral("magic"), tr("A magic item: buying it adds it to the magic items.")});
             p.addOption({QStringLiteral("merchant"), tr("The seller is a merchant (his surcharge).")});
             p.addOption(json);
         },
         startSearch},
        {{QStringLiteral("search"), QStringLiteral("list")}, QStringLiteral("FILE [WHO] [--all] [--player] [--json]"),
         tr("Market searches and the offers they found (with --all, ended ones too)."),
         [json, player](QCommandLineParser& p) {
             p.addOption({QStringLiteral("all"), tr("Include ended searches.")});
             p.addOption(player);
             p.addOption(json);
         },
         listSearches},
        {{QStringLiteral("search"), QStringLiteral("buy")}, QStringLiteral("FILE ACTIVITY [--pay party|WHO]"),
         tr("Buy what a search found at the seller's price."),
         [](QCommandLineParser& p) { p.addOption({QStringLiteral("pay"), tr("Whose purse pays (default: the party)."), tr("WHO")}); },
         [](CliContext& ctx) { return buyOrLetGo(ctx, true); }},
        {{QStringLiteral("search"), QStringLiteral("let-go")}, QStringLiteral("FILE ACTIVITY"), tr("Leave a found item unsold."), {},
         [](CliContext& ctx) { return buyOrLetGo(ctx, false); }},
        {{QStringLiteral("sell"), QStringLiteral("offer")}, QStringLiteral("FILE WHO --item NAME --value N [--accept] [--json]"),
         tr("Look for a buyer who pays over fair value this week and roll his reaction."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("item"), tr("The item offered."), tr("NAME")});
             p.addOption({QStringLiteral("value"), tr("Its fair market value in dollars."), tr("N")});
             p.addOption({QStringLiteral("accept"), tr("Sell at once if a buyer is found (the price goes into the purse).")});
             p.addOption(json);
         },
         offerForSale},
    };
}

} // namespace hk
