#include "CliCommand.h"
#include "i18n/Translate.h"

#include "ActivityListing.h"
#include "CharacterLookup.h"
#include "activities/PlanJson.h"
#include "activities/ActivityControl.h"
#include "audience/CampaignView.h"
#include "alchemy/Alchemy.h"
#include "alchemy/BatchData.h"
#include "alchemy/Potions.h"
#include "campaign/Campaign.h"
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

// A potion named by id or by its name in any case.
QString potionId(const Campaign& campaign, const QString& text)
{
    if (text.isEmpty() || campaign.rules().entry(QStringLiteral("potion"), text))
        return text;
    for (const LocatedEntry& e : campaign.rules().entries({QStringLiteral("potion")})) {
        if (e.entry->name().compare(text, Qt::CaseInsensitive) == 0)
            return e.entry->id();
    }
    return text;
}

// "party" / "0" = the party; a character by id or name; empty = fallback. Returns false (printed) on error.
bool holderOf(CliContext& ctx, Campaign& campaign, const QString& text, qint64 fallback, qint64* out)
{
    if (text.isEmpty()) {
        *out = fallback;
        return true;
    }
    if (text.compare(QLatin1String("party"), Qt::CaseInsensitive) == 0 || text == QLatin1String("0")) {
        *out = 0;
        return true;
    }
    Character c;
    QString error;
    if (!CharacterLookup::find(campaign, text, &c, &error)) {
        ctx.fail(error);
        return false;
    }
    *out = c.id;
    return true;
}

bool number(CliContext& ctx, const QString& option, int fallback, int* out)
{
    *out = fallback;
    return ctx.intOption(option, out);
}

bool batchRequest(CliContext& ctx, Campaign& campaign, qint64 maker, BatchRequest* r)
{
    r->makerId = maker;
    r->potion = potionId(campaign, ctx.parser.value(QStringLiteral("potion")));
    if (r->potion.isEmpty()) {
        ctx.usage(tr("--potion is required"));
        return false;
    }
    int lab = 0;
    if (!number(ctx, QStringLiteral("doses"), 1, &r->doses) || !number(ctx, QStringLiteral("lab"), 0, &lab))
        return false;
    r->labId = lab;
    if (!holderOf(ctx, campaign, ctx.parser.value(QStringLiteral("holder")), -1, &r->holderId)
        || !holderOf(ctx, campaign, ctx.parser.value(QStringLiteral("payer")), -1, &r->payerId))
        return false;
    const QStringList supplied = ctx.parser.value(QStringLiteral("supplied")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& s : supplied) {
        if (s != QLatin1String("special") && s != QLatin1String("common")) {
            ctx.usage(tr("--supplied takes special, common or both"));
            return false;
        }
    }
    r->suppliedSpecial = supplied.contains(QStringLiteral("special"));
    r->suppliedCommon = supplied.contains(QStringLiteral("common"));
    r->hasBook = ctx.parser.isSet(QStringLiteral("book"));
    r->trained = ctx.parser.isSet(QStringLiteral("trained"));
    r->gmOverride = ctx.parser.isSet(QStringLiteral("gm-override"));
    r->faultyEffect = ctx.parser.value(QStringLiteral("faulty-effect"));
    return true;
}

int planBatch(CliContext& ctx)
{
    CharacterLookup::Opened opened = CharacterLookup::open(ctx);
    if (!opened)
        return opened.exitCode;
    BatchRequest r;
    if (!batchRequest(ctx, *opened.campaign, opened.character.id, &r))
        return ExitUsage;
    QString error;
    const BatchPlan p = Alchemy(*opened.campaign).plan(r, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    if (ctx.json()) {
        ctx.printJson(PlanJson::batch(p));
        return p.problems.isEmpty() ? ExitOk : ExitFailed;
    }
    ctx.print(tr("%1 × %2 (%3): %4, rolls against DX %5; ingredients %6 special + %7 common, %8 to pay now; book %9 pages")
                  .arg(p.recipe.name)
                  .arg(p.doses)
                  .arg(p.recipe.maker, QCoreApplication::translate("hk::cli", "%n week(s)", nullptr, p.weeks))
                  .arg(p.target)
                  .arg(Treasury::format(p.specialCost), Treasury::format(p.commonCost), Treasury::format(p.payNow))
                  .arg(p.bookPages));
    for (const QString& problem : p.problems)
        ctx.print(tr("  cannot start: %1").arg(problem));
    return p.problems.isEmpty() ? ExitOk : ExitFailed;
}

QString progress(const Activity& a)
{
    const BatchData d = BatchData::read(a);
    return tr("%1 of %2 weeks").arg(d.weeksDone).arg(d.weeks);
}

int startBatch(CliContext& ctx)
{
    CharacterLookup::Opened opened = CharacterLookup::open(ctx);
    if (!opened)
        return opened.exitCode;
    BatchRequest r;
    if (!batchRequest(ctx, *opened.campaign, opened.character.id, &r))
        return ExitUsage;
    QString error;
    Alchemy alchemy(*opened.campaign);
    qint64 id = 0;
    if (!alchemy.start(r, &id, &error))
        return ctx.fail(error);
    for (const Activity& a : alchemy.list(opened.character.id, false, false, &error)) {
        if (a.id != id)
            continue;
        if (ctx.json())
            ctx.printJson(ActivityControl::toJson(a, false));
        else
            ctx.print(tr("#%1 %2: %3, from %4, due %5; %6 paid for ingredients")
                          .arg(a.id)
                          .arg(opened.character.name, a.title, Calendar::formatShort(a.startDay), Calendar::formatShort(a.dueDay),
                               Treasury::format(a.cost)));
    }
    return ExitOk;
}

int listBatches(CliContext& ctx)
{
    return ActivityListing::run(
        ctx, Alchemy::Kind,
        [](const Activity& a, const CampaignView&) {
            QString next;
            if (a.status == ActivityStatus::Active)
                next = tr("next roll %1").arg(Calendar::formatShort(BatchData::read(a).nextRollDay));
            return QStringLiteral("#%1  %2  %3  %4  %5  %6")
                .arg(a.id)
                .arg(a.title, Calendar::formatShort(a.startDay), ActivityControl::statusText(a), progress(a), next);
        });
}

int listPotions(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    qint64 holder = -1;
    if (!holderOf(ctx, *campaign, ctx.parser.value(QStringLiteral("holder")), -1, &holder))
        return ExitFailed;
    const CampaignView view(*campaign, ctx.audience());
    QString error;
    const QList<PotionStock> stock = view.potions(holder, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    QJsonArray out;
    for (const PotionStock& p : stock) {
        const QJsonObject o = view.potionJson(p);
        out.append(o);
        if (ctx.json())
            continue;
        Character c;
        QString who = tr("party");
        if (p.characterId > 0 && CharacterLookup::find(*campaign, QString::number(p.characterId), &c, &error))
            who = c.name;
        QString line = QStringLiteral("#%1  %2  %3 × %4  %5  %6")
                           .arg(p.id)
                           .arg(who, o.value(QLatin1String("name")).toString())
                           .arg(p.doses)
                           .arg(p.form, Calendar::formatShort(p.madeDay));
        if (view.forPlayers() && view.knowsFault(p))
            line += QStringLiteral("  ") + tr("FAULTY (found)");
        else if (view.knowsFault(p))
            line += QStringLiteral("  ") + tr("FAULTY (%1)%2").arg(p.faultyEffect, p.detected ? tr(", found") : tr(", GM only"));
        ctx.print(line);
    }
    if (ctx.json())
        ctx.printJson(out);
    return ExitOk;
}

bool stockArg(CliContext& ctx, Campaign& campaign, PotionStock* out)
{
    bool ok = false;
    const qint64 id = QString(ctx.args.value(1)).remove(QLatin1Char('#')).toLongLong(&ok);
    QString error;
    if (!ok || !Potions(campaign).find(id, out, &error)) {
        ctx.fail(ok ? error : tr("STOCK must be a potion stock id, not “%1”.").arg(ctx.args.value(1)));
        return false;
    }
    return true;
}

int usePotion(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE STOCK")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    PotionStock p;
    int doses = 1;
    qint64 by = 0;
    if (!stockArg(ctx, *campaign, &p) || !holderOf(ctx, *campaign, ctx.parser.value(QStringLiteral("by")), 0, &by))
        return ExitFailed;
    if (!number(ctx, QStringLiteral("doses"), 1, &doses))
        return ExitUsage;
    QString outcome, error;
    if (!Potions(*campaign).use(p.id, doses, by, &outcome, &error))
        return ctx.fail(error);
    ctx.print(outcome);
    return ExitOk;
}

int givePotion(CliContext& ctx)
{
    if (!ctx.requireArgs(3, QStringLiteral("FILE STOCK TO")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    PotionStock p;
    qint64 to = 0;
    int doses = 0;
    if (!stockArg(ctx, *campaign, &p) || !holderOf(ctx, *campaign, ctx.args.at(2), 0, &to))
        return ExitFailed;
    if (!number(ctx, QStringLiteral("doses"), p.doses, &doses))
        return ExitUsage;
    QString error;
    if (!Potions(*campaign).give(p.id, doses, to, &error))
        return ctx.fail(error);
    ctx.print(QCoreApplication::translate("hk::cli", "%n dose(s) handed over.", nullptr, doses));
    return ExitOk;
}

int detectPotion(CliContext& ctx)
{
    if (!ctx.requireArgs(3, QStringLiteral("FILE STOCK WHO")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    PotionStock p;
    Character c;
    QString error;
    if (!stockArg(ctx, *campaign, &p))
        return ExitFailed;
    if (!CharacterLookup::find(*campaign, ctx.args.at(2), &c, &error))
        return ctx.fail(error);
    bool found = false;
    QString outcome;
    if (!Potions(*campaign).detect(p.id, c.id, ctx.parser.isSet(QStringLiteral("trained")), &found, &outcome, &error))
        return ctx.fail(error);
    ctx.print(outcome);
    return ExitOk;
}

int bombPotion(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE STOCK")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    PotionStock p;
    qint64 payer = -1;
    int count = 1;
    if (!stockArg(ctx, *campaign, &p) || !holderOf(ctx, *campaign, ctx.parser.value(QStringLiteral("payer")), -1, &payer))
        return ExitFailed;
    if (!number(ctx, QStringLiteral("count"), 1, &count))
        return ExitUsage;
    QString error;
    qint64 id = 0;
    if (!Potions(*campaign).bomb(p.id, count, payer, &id, &error))
        return ctx.fail(error);
    ctx.print(QCoreApplication::translate("hk::cli", "%n gas bomb(s) made: stock #%1.", nullptr, count).arg(id));
    return ExitOk;
}

} // namespace

QList<CliCommand> alchemyCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const auto batchOptions = [json](QCommandLineParser& p) {
        p.addOption({QStringLiteral("potion"), tr("The potion (id or name)."), tr("POTION")});
        p.addOption({QStringLiteral("doses"), tr("Doses in the batch (default 1)."), tr("N")});
        p.addOption({QStringLiteral("lab"), tr("The laboratory's id."), tr("ID")});
        p.addOption({QStringLiteral("holder"), tr("Who gets the potions: a character or party (default: the maker)."), tr("WHO")});
        p.addOption({QStringLiteral("payer"), tr("Who buys the ingredients: a character or party (default: the maker)."), tr("WHO")});
        p.addOption({QStringLiteral("supplied"), tr("Ingredients already at hand: special, common or both (comma-separated)."), tr("WHAT")});
        p.addOption({QStringLiteral("book"), tr("The GM confirms the maker has the book of instructions.")});
        p.addOption({QStringLiteral("trained"), tr("The GM confirms the maker is a trained chemist / alchemist.")});
        p.addOption({QStringLiteral("gm-override"), tr("The GM lets a non-wizard brew alchemists' potions.")});
        p.addOption({QStringLiteral("faulty-effect"), tr("GM only: what a faulty batch does (inactive, poisonous, opposite)."), tr("E")});
        p.addOption(json);
    };
    const QString batchSynopsis = QStringLiteral("FILE WHO --potion P [--doses N] --lab ID [--holder WHO|party] [--payer WHO|party] "
                                                 "[--supplied special,common] [--book] [--trained] [--gm-override] "
                                                 "[--faulty-effect E] [--json]");
    return {
        {{QStringLiteral("brew"), QStringLiteral("plan")}, batchSynopsis,
         tr("Work out a batch of potion: weeks, costs, the DX roll, and anything that stops it."), batchOptions, planBatch},
        {{QStringLiteral("brew"), QStringLiteral("start")}, batchSynopsis,
         tr("Start a batch: ingredients are bought now; the calendar rolls each week."), batchOptions, startBatch},
        {{QStringLiteral("brew"), QStringLiteral("list")}, QStringLiteral("FILE [WHO] [--all] [--player] [--json]"),
         tr("Batches under way (with --all, ended too); --player hides the GM's rolls."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("all"), tr("Include ended batches.")});
             p.addOption({QStringLiteral("player"), tr("Only what the players may see.")});
             p.addOption(json);
         },
         listBatches},
        {{QStringLiteral("potion"), QStringLiteral("list")}, QStringLiteral("FILE [--holder WHO|party] [--player] [--json]"),
         tr("Potions on hand; --player shows a fault only once found, and never what it does."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("holder"), tr("Only this holder's (a character or party)."), tr("WHO")});
             p.addOption({QStringLiteral("player"), tr("Only what the players may see.")});
             p.addOption(json);
         },
         listPotions},
        {{QStringLiteral("potion"), QStringLiteral("use")}, QStringLiteral("FILE STOCK [--doses N] [--by WHO]"),
         tr("Use doses (a healing potion heals the drinker 1 hit a dose)."),
         [](QCommandLineParser& p) {
             p.addOption({QStringLiteral("doses"), tr("Doses used (default 1)."), tr("N")});
             p.addOption({QStringLiteral("by"), tr("Who drinks it (default: the holder)."), tr("WHO")});
         },
         usePotion},
        {{QStringLiteral("potion"), QStringLiteral("give")}, QStringLiteral("FILE STOCK TO [--doses N]"),
         tr("Hand doses to another character or to the party (default: all of them)."),
         [](QCommandLineParser& p) { p.addOption({QStringLiteral("doses"), tr("Doses given."), tr("N")}); }, givePotion},
        {{QStringLiteral("potion"), QStringLiteral("detect")}, QStringLiteral("FILE STOCK WHO [--trained]"),
         tr("A chemist's or alchemist's one try at spotting a faulty potion (4 dice against IQ; not its maker)."),
         [](QCommandLineParser& p) {
             p.addOption({QStringLiteral("trained"), tr("The GM confirms the examiner is a chemist / alchemist of the potion's kind.")});
         },
         detectPotion},
        {{QStringLiteral("potion"), QStringLiteral("bomb")}, QStringLiteral("FILE STOCK [--count N] [--payer WHO|party]"),
         tr("Have doses of an asterisked potion made into gas bombs, for the fee."),
         [](QCommandLineParser& p) {
             p.addOption({QStringLiteral("count"), tr("Bombs to make (default 1)."), tr("N")});
             p.addOption({QStringLiteral("payer"), tr("Who pays the fee (default: the holder)."), tr("WHO")});
         },
         bombPotion},
    };
}

} // namespace hk
