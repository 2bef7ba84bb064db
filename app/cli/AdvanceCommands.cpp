#include "CliCommand.h"
#include "i18n/Translate.h"

#include "audience/CampaignView.h"
#include "campaign/Campaign.h"
#include "time/AdvanceTime.h"
#include "TerminalProgress.h"
#include "time/Calendar.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::cli", text);
}

QJsonObject resultJson(const AdvanceResult& r, const Campaign& c, const QList<AdvanceEvent>& shown)
{
    QJsonArray events;
    for (const AdvanceEvent& e : shown)
        events.append(e.toJson());
    QJsonObject o;
    o.insert(QStringLiteral("advance"), r.journalId);
    o.insert(QStringLiteral("fromDay"), r.fromDay);
    o.insert(QStringLiteral("toDay"), r.toDay);
    o.insert(QStringLiteral("calendarDay"), c.info().calendarDay);
    o.insert(QStringLiteral("date"), Calendar::format(c.info().calendarDay));
    o.insert(QStringLiteral("events"), events);
    return o;
}

int advance(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    const bool byDays = ctx.parser.isSet(QStringLiteral("days"));
    const bool byWeeks = ctx.parser.isSet(QStringLiteral("weeks"));
    if (byDays == byWeeks)
        return ctx.usage(tr("give either --days N or --weeks N"));
    int count = 0;
    if (!ctx.intOption(byDays ? QStringLiteral("days") : QStringLiteral("weeks"), &count, 1,
                       byDays ? AdvanceTime::maxDays : AdvanceTime::maxDays / Calendar::daysPerWeek))
        return ExitUsage;
    std::unique_ptr<Campaign> campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    AdvanceResult result;
    QString error;
    AdvanceTime time(*campaign);
    TerminalProgress progress;
    time.setProgress(&progress);
    if (!time.advance(byDays ? count : count * Calendar::daysPerWeek, &result, &error))
        return ctx.fail(error);
    const QList<AdvanceEvent> shown = CampaignView(*campaign, ctx.audience()).shown(result.events);
    if (ctx.json()) {
        ctx.printJson(resultJson(result, *campaign, shown));
        return ExitOk;
    }
    for (const AdvanceEvent& e : shown) {
        ctx.print(QStringLiteral("%1  %2  %3%4%5")
                      .arg(Calendar::formatShort(e.day), e.kind,
                           e.subject.isEmpty() ? QString() : e.subject + QStringLiteral(": "), e.message,
                           e.gmOnly ? tr(" [GM only]") : QString()));
    }
    ctx.print(tr("Now %1. Undo with: hexkeeper-cli advance undo %2").arg(Calendar::format(campaign->info().calendarDay), campaign->path()));
    return ExitOk;
}

int undoOrRedo(CliContext& ctx, bool redo)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    // Replaying a kept advance reads no rules: no package is loaded (a fifth of the process's work).
    std::unique_ptr<Campaign> campaign = ctx.openCampaign(ctx.args.at(0), true);
    if (!campaign)
        return ExitFailed;
    AdvanceResult result;
    QString error;
    const bool force = ctx.parser.isSet(QStringLiteral("force"));
    const bool ok = redo ? AdvanceTime::redoNext(*campaign, force, &result, &error)
                         : AdvanceTime::undoLast(*campaign, force, &result, &error);
    if (!ok)
        return ctx.fail(error);
    if (ctx.json()) {
        ctx.printJson(resultJson(result, *campaign, CampaignView(*campaign, Audience::Gm).shown(result.events)));
        return ExitOk;
    }
    ctx.print((redo ? tr("Redid the advance from %1 to %2. Now %3.") : tr("Undid the advance from %1 to %2. Now %3."))
                  .arg(Calendar::formatShort(result.fromDay), Calendar::formatShort(result.toDay),
                       Calendar::format(campaign->info().calendarDay)));
    return ExitOk;
}

int history(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    std::unique_ptr<Campaign> campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    const QList<AdvanceRecord> records = AdvanceTime::history(*campaign, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    QJsonArray list;
    for (const AdvanceRecord& r : records) {
        const QString state = r.undone ? QStringLiteral("undone") : QStringLiteral("applied");
        if (!ctx.json()) {
            ctx.print(QStringLiteral("%1  %2 → %3  %4  %5").arg(r.journalId).arg(Calendar::formatShort(r.fromDay),
                                                                          Calendar::formatShort(r.toDay), r.label, state));
            continue;
        }
        list.append(QJsonObject{{QStringLiteral("id"), r.journalId}, {QStringLiteral("label"), r.label},
                                {QStringLiteral("fromDay"), r.fromDay}, {QStringLiteral("toDay"), r.toDay},
                                {QStringLiteral("state"), state}, {QStringLiteral("createdAt"), r.createdAt}});
    }
    if (ctx.json())
        ctx.printJson(list);
    return ExitOk;
}

} // namespace

QList<CliCommand> advanceCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption force(QStringLiteral("force"), tr("Even if the campaign changed since (those changes are lost)."));
    return {
        {{QStringLiteral("advance")}, QStringLiteral("FILE (--days N | --weeks N) [--player] [--json]"),
         tr("Move the calendar forward, resolving all downtime work due, and print what happened."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("days"), tr("Advance by N days."), tr("N")});
             p.addOption({QStringLiteral("weeks"), tr("Advance by N weeks."), tr("N")});
             p.addOption({QStringLiteral("player"), tr("Leave out GM-only events.")});
             p.addOption(json);
         },
         advance},
        {{QStringLiteral("advance"), QStringLiteral("undo")}, QStringLiteral("FILE [--force] [--json]"),
         tr("Restore the campaign exactly as it was before the last advance of time."),
         [json, force](QCommandLineParser& p) {
             p.addOption(force);
             p.addOption(json);
         },
         [](CliContext& ctx) { return undoOrRedo(ctx, false); }},
        {{QStringLiteral("advance"), QStringLiteral("redo")}, QStringLiteral("FILE [--force] [--json]"),
         tr("Re-apply the last undone advance of time, with the same outcome."),
         [json, force](QCommandLineParser& p) {
             p.addOption(force);
             p.addOption(json);
         },
         [](CliContext& ctx) { return undoOrRedo(ctx, true); }},
        {{QStringLiteral("advance"), QStringLiteral("history")}, QStringLiteral("FILE [--json]"),
         tr("List the recorded advances of time that can be undone or redone."),
         [json](QCommandLineParser& p) { p.addOption(json); }, history},
    };
}

} // namespace hk
