#include "CliCommand.h"
#include "i18n/Translate.h"

#include "CharacterLookup.h"
#include "activities/SpellStudies.h"
#include "activities/PlanJson.h"
#include "campaign/Campaign.h"
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

// A spell or learning method named by id or by its name in any case.
QString entryId(const Campaign& campaign, const QString& kind, const QString& text)
{
    if (campaign.rules().entry(kind, text))
        return text;
    for (const LocatedEntry& e : campaign.rules().entries({kind})) {
        if (e.entry->name().compare(text, Qt::CaseInsensitive) == 0)
            return e.entry->id();
    }
    return text;
}

QJsonObject activityJson(const Activity& a)
{
    return {{QStringLiteral("id"), a.id},           {QStringLiteral("character"), a.characterId},
            {QStringLiteral("title"), a.title},     {QStringLiteral("startDay"), a.startDay},
            {QStringLiteral("dueDay"), a.dueDay},   {QStringLiteral("status"), activityStatusKey(a.status)},
            {QStringLiteral("fee"), a.cost},        {QStringLiteral("data"), a.data}};
}

int planOrStart(CliContext& ctx, bool start)
{
    if (!ctx.parser.isSet(QStringLiteral("spell")) || !ctx.parser.isSet(QStringLiteral("method")))
        return ctx.usage(tr("--spell and --method are required"));
    CharacterLookup::Opened opened = CharacterLookup::open(ctx);
    if (!opened)
        return opened.exitCode;
    Campaign* campaign = opened.campaign.get();
    const Character& c = opened.character;
    QString error;
    const QString spell = entryId(*campaign, QStringLiteral("spell"), ctx.parser.value(QStringLiteral("spell")));
    const QString method = entryId(*campaign, QStringLiteral("learning-method"), ctx.parser.value(QStringLiteral("method")));
    int fee = 0;
    if (!ctx.intOption(QStringLiteral("fee-per-week"), &fee, 0, CliContext::NumberLimit))
        return ExitUsage;
    SpellStudies studies(*campaign);
    const LearningPlan plan = studies.plan(c.id, method, spell, fee, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    if (start) {
        qint64 id = 0;
        if (!studies.start(c.id, method, spell, fee, &id, &error))
            return ctx.fail(error);
        Activity a;
        for (const Activity& each : studies.list(c.id, false, &error)) {
            if (each.id == id)
                a = each;
        }
        if (ctx.json())
            ctx.printJson(activityJson(a));
        else
            ctx.print(tr("#%1 %2: %3, from %4 to %5, fee $%6").arg(a.id).arg(c.name, a.title, Calendar::formatShort(a.startDay),
                                                                        Calendar::formatShort(a.dueDay)).arg(a.cost));
        return ExitOk;
    }
    if (ctx.json()) {
        ctx.printJson(PlanJson::learning(plan)); // the problems are in it; the exit code says the plan cannot be made
        return plan.problems.isEmpty() ? ExitOk : ExitFailed;
    }
    ctx.print(tr("%1 learning %2 (IQ %3) by %4: %5 days, fee $%6%7")
                  .arg(c.name, plan.spellName).arg(plan.spellIq).arg(plan.methodName).arg(plan.days).arg(plan.feeDollars)
                  .arg(plan.fullTime ? tr(", full time") : QString()));
    for (const QString& n : plan.notes)
        ctx.print(QStringLiteral("  %1").arg(n));
    for (const QString& p : plan.problems)
        ctx.print(tr("  cannot: %1").arg(p));
    return plan.problems.isEmpty() ? ExitOk : ExitFailed;
}

int listStudies(CliContext& ctx)
{
    CharacterLookup::OpenedList opened = CharacterLookup::openForList(ctx);
    if (!opened)
        return opened.exitCode;
    Campaign* campaign = opened.campaign.get();
    const qint64 who = opened.who;
    QString error;
    const QList<Activity> list = SpellStudies(*campaign).list(who, ctx.parser.isSet(QStringLiteral("all")), &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    QJsonArray out;
    for (const Activity& a : list) {
        out.append(activityJson(a));
        if (!ctx.json())
            ctx.print(QStringLiteral("#%1  %2  %3 → %4  %5  $%6").arg(a.id).arg(a.title, Calendar::formatShort(a.startDay),
                                                                          Calendar::formatShort(a.dueDay), activityStatusKey(a.status)).arg(a.cost));
    }
    if (ctx.json())
        ctx.printJson(out);
    return ExitOk;
}

int resumeOrCancel(CliContext& ctx, bool resume)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE ACTIVITY")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    SpellStudies studies(*campaign);
    qint64 id = 0;
    if (!ctx.idArgument(1, QStringLiteral("STUDY"), &id))
        return ExitUsage;
    if (!(resume ? studies.resume(id, &error) : studies.cancel(id, &error)))
        return ctx.fail(error);
    ctx.print(resume ? tr("resumed #%1").arg(id) : tr("cancelled #%1").arg(id));
    return ExitOk;
}

} // namespace

QList<CliCommand> learnCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const auto options = [json](QCommandLineParser& p) {
        p.addOption({QStringLiteral("spell"), tr("The spell (id or name)."), tr("SPELL")});
        p.addOption({QStringLiteral("method"), tr("apprenticeship, study, instruction or guild-instruction."), tr("METHOD")});
        p.addOption({QStringLiteral("fee-per-week"), tr("Instruction: the teacher's weekly pay in dollars."), tr("N"), QStringLiteral("0")});
        p.addOption(json);
    };
    return {
        {{QStringLiteral("learn"), QStringLiteral("plan")}, QStringLiteral("FILE ID --spell S --method M [--fee-per-week N] [--json]"),
         tr("Show what learning a spell by a method would take, and anything that forbids it."), options,
         [](CliContext& ctx) { return planOrStart(ctx, false); }},
        {{QStringLiteral("learn"), QStringLiteral("start")}, QStringLiteral("FILE ID --spell S --method M [--fee-per-week N] [--json]"),
         tr("Start learning a spell; advancing the calendar completes it."), options,
         [](CliContext& ctx) { return planOrStart(ctx, true); }},
        {{QStringLiteral("learn"), QStringLiteral("list")}, QStringLiteral("FILE [ID] [--all] [--json]"),
         tr("Spell learning under way (with --all, also finished and cancelled)."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("all"), tr("Include ended studies.")});
             p.addOption(json);
         },
         listStudies},
        {{QStringLiteral("learn"), QStringLiteral("cancel")}, QStringLiteral("FILE ACTIVITY"), tr("Cancel a study under way."), {},
         [](CliContext& ctx) { return resumeOrCancel(ctx, false); }},
        {{QStringLiteral("learn"), QStringLiteral("resume")}, QStringLiteral("FILE ACTIVITY"),
         tr("Resume a study halted for want of money (the week is paid now)."), {},
         [](CliContext& ctx) { return resumeOrCancel(ctx, true); }},
    };
}

} // namespace hk
