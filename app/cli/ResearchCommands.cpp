#include "CliCommand.h"
#include "i18n/Translate.h"

#include "ActivityListing.h"
#include "CharacterLookup.h"
#include "activities/ActivityControl.h"
#include "audience/CampaignView.h"
#include "campaign/Campaign.h"
#include "research/Research.h"
#include "research/ResearchData.h"
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

// A spell named by id or by its name in any case.
QString spellId(const Campaign& campaign, const QString& text)
{
    if (text.isEmpty() || campaign.rules().entry(QStringLiteral("spell"), text))
        return text;
    for (const LocatedEntry& e : campaign.rules().entries({QStringLiteral("spell")})) {
        if (e.entry->name().compare(text, Qt::CaseInsensitive) == 0)
            return e.entry->id();
    }
    return text;
}

// "3 of 24 weeks", or "3 of ? weeks" when players may not know.
QString progress(const Activity& a, const CampaignView& view)
{
    const int needed = view.researchWeeksNeeded(a);
    const QString of = needed < 0 ? tr("?") : QString::number(needed);
    const ResearchData d = ResearchData::read(a);
    QString text = tr("%1 of %2 weeks").arg(d.weeksDone).arg(of);
    if (!view.forPlayers() && !d.weeksNeeded)
        text += tr(" [GM only]");
    return text;
}

int startResearch(CliContext& ctx)
{
    if (!ctx.parser.isSet(QStringLiteral("kind")))
        return ctx.usage(tr("--kind is required"));
    const auto number = [&ctx](const char* option, int* out) {
        const QString text = ctx.parser.value(QLatin1String(option));
        bool ok = true;
        *out = text.isEmpty() ? 0 : text.toInt(&ok);
        return ok && *out >= 0;
    };
    ResearchRequest request;
    int lab = 0;
    if (!number("level", &request.level) || !number("dice", &request.dice) || !number("weeks-needed", &request.gmWeeks)
        || !number("lab", &lab))
        return ctx.usage(tr("--level, --dice, --weeks-needed and --lab take whole numbers of 0 or more"));
    CharacterLookup::Opened opened = CharacterLookup::open(ctx);
    if (!opened)
        return opened.exitCode;
    Campaign* campaign = opened.campaign.get();
    request.kind = ctx.parser.value(QStringLiteral("kind"));
    request.title = ctx.parser.value(QStringLiteral("title"));
    request.spell = spellId(*campaign, ctx.parser.value(QStringLiteral("spell")));
    request.labId = lab;
    QString error;
    Research research(*campaign);
    qint64 id = 0;
    if (!research.start(opened.character.id, request, &id, &error))
        return ctx.fail(error);
    const CampaignView gm(*opened.campaign, Audience::Gm); // the GM started it: he sees his own secret
    Activity a;
    if (gm.activity(id, &a, &error)) {
        if (ctx.json())
            ctx.printJson(gm.activityJson(a));
        else
            ctx.print(tr("#%1 %2: %3, from %4; %5; first week's materials %6 paid")
                          .arg(a.id)
                          .arg(opened.character.name, a.title, Calendar::formatShort(a.startDay), progress(a, gm),
                               Treasury::format(ResearchData::read(a).materialsPerWeek)));
    }
    return ExitOk;
}

int listResearch(CliContext& ctx)
{
    return ActivityListing::run(
        ctx, Research::Kind,
        [](const Activity& a, const CampaignView& view) {
            return QStringLiteral("#%1  %2  %3  %4  %5  %6")
                .arg(a.id)
                .arg(a.title, Calendar::formatShort(a.startDay), ActivityControl::statusText(a), progress(a, view),
                     Treasury::format(a.cost));
        });
}

int revealOrMove(CliContext& ctx, bool reveal)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE ACTIVITY")))
        return ExitUsage;
    qint64 lab = 0;
    if (!reveal) { // only moving takes --lab
        bool ok = false;
        lab = ctx.parser.value(QStringLiteral("lab")).toLongLong(&ok);
        if (!ok || lab <= 0)
            return ctx.usage(tr("--lab ID is required"));
    }
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    qint64 id = 0;
    if (!ctx.idArgument(1, QStringLiteral("RESEARCH"), &id))
        return ExitUsage;
    Research research(*campaign);
    if (!(reveal ? research.reveal(id, &error) : research.moveToLab(id, lab, &error)))
        return ctx.fail(error);
    ctx.print(reveal ? tr("#%1 revealed to the Wizards' Guild").arg(id) : tr("#%1 now works in laboratory #%2").arg(id).arg(lab));
    return ExitOk;
}

} // namespace

QList<CliCommand> researchCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    return {
        {{QStringLiteral("research"), QStringLiteral("start")},
         QStringLiteral("FILE WHO --kind new-spell|seen-spell|new-item|seen-item|new-potion [--spell S] [--level N] [--dice N] "
                        "[--weeks-needed N] [--lab ID] [--title T] [--json]"),
         tr("Start research in a laboratory; the calendar rolls its weeks. --weeks-needed is the GM's secret for items and potions."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("kind"), tr("The kind of research."), tr("KIND")});
             p.addOption({QStringLiteral("spell"), tr("A spell of the library being researched (its IQ is the level)."), tr("SPELL")});
             p.addOption({QStringLiteral("level"), tr("The spell's IQ level, or the research level the GM sets for an item or potion."), tr("N")});
             p.addOption({QStringLiteral("dice"), tr("Dice of the weekly roll (items and potions: 3 or 4)."), tr("N")});
             p.addOption({QStringLiteral("weeks-needed"), tr("GM only: successful weeks the item or potion needs."), tr("N")});
             p.addOption({QStringLiteral("lab"), tr("The laboratory's id."), tr("ID")});
             p.addOption({QStringLiteral("title"), tr("What is being researched."), tr("T")});
             p.addOption(json);
         },
         startResearch},
        {{QStringLiteral("research"), QStringLiteral("list")}, QStringLiteral("FILE [WHO] [--all] [--player] [--json]"),
         tr("Research under way (with --all, ended too); --player hides the GM's secret weeks."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("all"), tr("Include ended research.")});
             p.addOption({QStringLiteral("player"), tr("Only what the players may see.")});
             p.addOption(json);
         },
         listResearch},
        {{QStringLiteral("research"), QStringLiteral("reveal")}, QStringLiteral("FILE ACTIVITY"),
         tr("Give a finished spell to the Wizards' Guild: its reward goes into the researcher's purse."), {},
         [](CliContext& ctx) { return revealOrMove(ctx, true); }},
        {{QStringLiteral("research"), QStringLiteral("move-lab")}, QStringLiteral("FILE ACTIVITY --lab ID"),
         tr("Move research under way to another laboratory (after its own was wrecked)."),
         [](QCommandLineParser& p) { p.addOption({QStringLiteral("lab"), tr("The laboratory's id."), tr("ID")}); },
         [](CliContext& ctx) { return revealOrMove(ctx, false); }},
    };
}

} // namespace hk
