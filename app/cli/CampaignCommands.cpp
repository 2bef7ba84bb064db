#include "CliCommand.h"
#include "i18n/Translate.h"

#include "audience/CampaignView.h"
#include "campaign/Campaign.h"
#include "packages/PackageRegistry.h"
#include "time/Calendar.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::cli", text);
}

QJsonObject infoJson(const Campaign& c)
{
    const CampaignInfo& i = c.info();
    QJsonObject o;
    o.insert(QStringLiteral("file"), c.path());
    o.insert(QStringLiteral("name"), i.name);
    o.insert(QStringLiteral("baseRuleset"), i.baseRuleset);
    o.insert(QStringLiteral("optionPacks"), QJsonArray::fromStringList(i.optionPacks));
    o.insert(QStringLiteral("calendarDay"), i.calendarDay);
    o.insert(QStringLiteral("date"), Calendar::format(i.calendarDay));
    o.insert(QStringLiteral("diceSeed"), QString::number(i.diceSeed));
    o.insert(QStringLiteral("diceDrawn"), i.diceDrawn);
    o.insert(QStringLiteral("diceMode"), diceModeKey(i.diceMode));
    o.insert(QStringLiteral("notes"), i.notes);
    o.insert(QStringLiteral("createdAt"), i.createdAt);
    return o;
}

int printInfo(CliContext& ctx, const Campaign& c)
{
    if (ctx.json()) {
        ctx.printJson(infoJson(c));
        return ExitOk;
    }
    const CampaignInfo& i = c.info();
    ctx.print(tr("Campaign:  %1").arg(i.name));
    ctx.print(tr("File:      %1").arg(c.path()));
    ctx.print(tr("Ruleset:   %1 (%2)").arg(c.baseRuleset()->title(), i.baseRuleset));
    for (const RulesetPackage* p : c.optionPacks())
        ctx.print(tr("Option:    %1 (%2)").arg(p->title(), p->id()));
    ctx.print(tr("Date:      %1").arg(Calendar::format(i.calendarDay)));
    ctx.print(tr("Dice:      %1, seed %2, %3 dice drawn").arg(diceModeKey(i.diceMode)).arg(i.diceSeed).arg(i.diceDrawn));
    return ExitOk;
}

int campaignNew(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    if (!ctx.parser.isSet(QStringLiteral("ruleset")))
        return ctx.usage(tr("--ruleset is required (see 'hexkeeper-cli rules list')"));
    NewCampaign spec;
    spec.baseRuleset = ctx.parser.value(QStringLiteral("ruleset"));
    spec.name = ctx.parser.isSet(QStringLiteral("name")) ? ctx.parser.value(QStringLiteral("name"))
                                                         : QFileInfo(ctx.args.at(0)).completeBaseName();
    const QString options = ctx.parser.value(QStringLiteral("options"));
    if (!options.isEmpty())
        spec.optionPacks = options.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (ctx.parser.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        spec.diceSeed = ctx.parser.value(QStringLiteral("seed")).toLongLong(&ok);
        if (!ok || spec.diceSeed <= 0)
            return ctx.usage(tr("--seed must be a positive whole number"));
    }
    if (!ctx.intOption(QStringLiteral("day"), &spec.startDay, 1, Calendar::lastDay))
        return ExitUsage;
    QString error;
    std::unique_ptr<Campaign> campaign = Campaign::create(ctx.args.at(0), spec, ctx.registry(), &error);
    if (!campaign)
        return ctx.fail(error);
    return printInfo(ctx, *campaign);
}

int campaignInfo(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    std::unique_ptr<Campaign> campaign = ctx.openCampaign(ctx.args.at(0));
    return campaign ? printInfo(ctx, *campaign) : ExitFailed;
}

int campaignSet(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    std::unique_ptr<Campaign> campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    if (ctx.parser.isSet(QStringLiteral("name")) && !campaign->rename(ctx.parser.value(QStringLiteral("name")), &error))
        return ctx.fail(error);
    if (ctx.parser.isSet(QStringLiteral("notes")) && !campaign->setNotes(ctx.parser.value(QStringLiteral("notes")), &error))
        return ctx.fail(error);
    if (ctx.parser.isSet(QStringLiteral("dice-mode"))) {
        const std::optional<DiceMode> mode = diceModeFromKey(ctx.parser.value(QStringLiteral("dice-mode")));
        if (!mode)
            return ctx.fail(tr("dice mode must be 'seeded' or 'table'"));
        if (!campaign->setDiceMode(*mode, &error))
            return ctx.fail(error);
    }
    return printInfo(ctx, *campaign);
}

int campaignCopy(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE TARGET")))
        return ExitUsage;
    if (QFileInfo::exists(ctx.args.at(1)) && !ctx.parser.isSet(QStringLiteral("force")))
        return ctx.fail(tr("%1 exists already; add --force to replace it").arg(ctx.args.at(1)));
    std::unique_ptr<Campaign> campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    if (!campaign->saveCopy(ctx.args.at(1), &error))
        return ctx.fail(error);
    ctx.print(tr("Copied %1 to %2.").arg(campaign->info().name, QFileInfo(ctx.args.at(1)).absoluteFilePath()));
    return ExitOk;
}

int campaignEvents(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    std::unique_ptr<Campaign> campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    EventFilter filter;
    filter.limit = 100;
    if (!ctx.intOption(QStringLiteral("limit"), &filter.limit, 1, CliContext::NumberLimit))
        return ExitUsage;
    filter.kind = ctx.parser.value(QStringLiteral("kind"));
    filter.subject = ctx.parser.value(QStringLiteral("subject"));
    filter.text = ctx.parser.value(QStringLiteral("search"));
    const QList<CampaignEvent> events = CampaignView(*campaign, ctx.audience()).events(filter, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    if (ctx.json()) {
        QJsonArray list;
        for (const CampaignEvent& e : events) {
            QJsonObject o;
            o.insert(QStringLiteral("id"), e.id);
            o.insert(QStringLiteral("day"), e.campaignDay);
            o.insert(QStringLiteral("kind"), e.kind);
            o.insert(QStringLiteral("subject"), e.subject);
            o.insert(QStringLiteral("message"), e.message);
            o.insert(QStringLiteral("data"), e.data);
            o.insert(QStringLiteral("gmOnly"), e.gmOnly);
            list.append(o);
        }
        ctx.printJson(list);
        return ExitOk;
    }
    for (const CampaignEvent& e : events)
        ctx.print(QStringLiteral("%1  %2  %3%4%5").arg(Calendar::formatShort(e.campaignDay), e.kind,
                                                        e.subject.isEmpty() ? QString() : e.subject + QStringLiteral(": "), e.message,
                                                      e.gmOnly ? tr(" [GM only]") : QString()));
    return ExitOk;
}

} // namespace

QList<CliCommand> campaignCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    return {
        {{QStringLiteral("campaign"), QStringLiteral("new")},
         QStringLiteral("FILE --ruleset ID [--options a,b] [--seed N] [--name NAME] [--day N] [--json]"),
         tr("Create a new campaign file."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("ruleset"), tr("Base ruleset id."), tr("ID")});
             p.addOption({QStringLiteral("options"), tr("Option packs, comma-separated."), tr("IDS")});
             p.addOption({QStringLiteral("seed"), tr("Dice seed (default: random)."), tr("N")});
             p.addOption({QStringLiteral("name"), tr("Campaign name (default: the file name)."), tr("NAME")});
             p.addOption({QStringLiteral("day"), tr("Starting calendar day (default 1)."), tr("N")});
             p.addOption(json);
         },
         campaignNew},
        {{QStringLiteral("campaign"), QStringLiteral("info")}, QStringLiteral("FILE [--json]"),
         tr("Show a campaign's name, rulesets, date and dice."), [json](QCommandLineParser& p) { p.addOption(json); },
         campaignInfo},
        {{QStringLiteral("campaign"), QStringLiteral("set")},
         QStringLiteral("FILE [--name NAME] [--notes TEXT] [--dice-mode seeded|table] [--json]"),
         tr("Change a campaign's name, notes or dice mode."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("name"), tr("New name."), tr("NAME")});
             p.addOption({QStringLiteral("notes"), tr("New notes."), tr("TEXT")});
             p.addOption({QStringLiteral("dice-mode"), tr("seeded or table."), tr("MODE")});
             p.addOption(json);
         },
         campaignSet},
        {{QStringLiteral("campaign"), QStringLiteral("copy")}, QStringLiteral("FILE TARGET [--force]"),
         tr("Write a copy of the campaign to another file (a backup)."),
         [](QCommandLineParser& p) { p.addOption({QStringLiteral("force"), tr("Replace TARGET if it exists.")}); },
         campaignCopy},
        {{QStringLiteral("campaign"), QStringLiteral("events")},
         QStringLiteral("FILE [--kind KIND] [--subject WHO] [--search TEXT] [--limit N] [--player] [--json]"),
         tr("List the campaign's event log, newest first."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("kind"), tr("Only events of this kind."), tr("KIND")});
             p.addOption({QStringLiteral("subject"), tr("Only events about this character or thing."), tr("WHO")});
             p.addOption({QStringLiteral("search"), tr("Only events whose text contains TEXT."), tr("TEXT")});
             p.addOption({QStringLiteral("limit"), tr("At most N events (default 100)."), tr("N"), QStringLiteral("100")});
             p.addOption({QStringLiteral("player"), tr("Leave out GM-only events (what players may see).")});
             p.addOption(json);
         },
         campaignEvents},
    };
}

} // namespace hk
