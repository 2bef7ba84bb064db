#include "CliCommand.h"
#include "i18n/Translate.h"

#include "CharacterLookup.h"
#include "activities/ActivityControl.h"
#include "audience/CampaignView.h"
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

QString line(const Activity& a)
{
    const QString status = ActivityControl::statusText(a);
    return QStringLiteral("#%1  %2  %3  %4 → %5  %6%7")
        .arg(a.id)
        .arg(a.kind, a.title, Calendar::formatShort(a.startDay), Calendar::formatShort(a.dueDay), status,
             a.gmOnly ? tr("  [GM only]") : QString());
}

int listActivities(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    qint64 who = 0;
    if (ctx.parser.isSet(QStringLiteral("character"))) {
        Character c;
        if (!CharacterLookup::find(*campaign, ctx.parser.value(QStringLiteral("character")), &c, &error))
            return ctx.fail(error);
        who = c.id;
    }
    const CampaignView view(*campaign, ctx.audience());
    const QList<Activity> list = view.activities(who, ctx.parser.value(QStringLiteral("kind")), ctx.parser.isSet(QStringLiteral("all")), &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    QJsonArray out;
    for (const Activity& a : list) {
        out.append(view.activityJson(a));
        if (!ctx.json())
            ctx.print(line(a));
    }
    if (ctx.json())
        ctx.printJson(out);
    else if (list.isEmpty())
        ctx.print(tr("Nothing under way."));
    return ExitOk;
}

int showActivity(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE ACTIVITY")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    Activity a;
    const CampaignView view(*campaign, ctx.audience());
    qint64 id = 0;
    if (!ctx.idArgument(1, QStringLiteral("ACTIVITY"), &id))
        return ExitUsage;
    if (!view.activity(id, &a, &error))
        return ctx.fail(error);
    if (ctx.json()) {
        ctx.printJson(view.activityJson(a));
        return ExitOk;
    }
    ctx.print(line(a));
    for (const QJsonValue& v : view.history(a)) {
        const QJsonObject w = v.toObject();
        QStringList faces;
        for (const QJsonValue& f : w.value(QLatin1String("roll")).toArray())
            faces.append(QString::number(f.toInt()));
        QString roll;
        if (!faces.isEmpty())
            roll = tr("%1 dice [%2] = %3 vs %4").arg(w.value(QLatin1String("dice")).toInt()).arg(faces.join(QLatin1Char(' ')))
                       .arg(w.value(QLatin1String("total")).toInt()).arg(w.value(QLatin1String("target")).toInt());
        ctx.print(QStringLiteral("  %1  %2  %3  %4%5")
                      .arg(Calendar::formatShort(w.value(QLatin1String("day")).toInt()),
                           w.value(QLatin1String("week")).isUndefined() ? QString()
                                                                        : tr("week %1").arg(w.value(QLatin1String("week")).toInt()),
                           roll, w.value(QLatin1String("outcome")).toString(),
                           w.value(QLatin1String("note")).toString().isEmpty()
                               ? QString()
                               : QStringLiteral(" — ") + w.value(QLatin1String("note")).toString()));
    }
    return ExitOk;
}

int control(CliContext& ctx, const QString& verb)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE ACTIVITY")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    ActivityControl control(*campaign);
    bool ok = false;
    const qint64 id = ctx.args.at(1).toLongLong(&ok);
    if (!ok || id <= 0)
        return ctx.usage(tr("ACTIVITY must be an activity id (see 'activity list')"));
    if (verb == QLatin1String("pause"))
        ok = control.pause(id, &error);
    else if (verb == QLatin1String("resume"))
        ok = control.resume(id, &error);
    else
        ok = control.cancel(id, &error);
    if (!ok)
        return ctx.fail(error);
    Activity a;
    if (!ActivityControl(*campaign).find(id, &a, false, &error))
        return ctx.fail(error);
    if (ctx.json())
        ctx.printJson(ActivityControl::toJson(a, false));
    else
        ctx.print(line(a));
    return ExitOk;
}

} // namespace

QList<CliCommand> activityCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption player(QStringLiteral("player"), tr("Only what the players may see."));
    const auto jsonOnly = [json](QCommandLineParser& p) { p.addOption(json); };
    const auto verb = [](const QString& v) { return [v](CliContext& ctx) { return control(ctx, v); }; };
    return {
        {{QStringLiteral("activity"), QStringLiteral("list")}, QStringLiteral("FILE [--kind K] [--character ID] [--all] [--player] [--json]"),
         tr("Everything under way on the calendar: projects, batches, studies, research, searches (with --all, ended ones too)."),
         [json, player](QCommandLineParser& p) {
             p.addOption({QStringLiteral("kind"), tr("Only this kind (workshop, alchemy, learning, research, …)."), tr("K")});
             p.addOption({QStringLiteral("character"), tr("Only this character's."), tr("ID")});
             p.addOption({QStringLiteral("all"), tr("Include ended activities.")});
             p.addOption(player);
             p.addOption(json);
         },
         listActivities},
        {{QStringLiteral("activity"), QStringLiteral("show")}, QStringLiteral("FILE ACTIVITY [--player] [--json]"),
         tr("One activity with its week-by-week history of rolls."),
         [json, player](QCommandLineParser& p) {
             p.addOption(player);
             p.addOption(json);
         },
         showActivity},
        {{QStringLiteral("activity"), QStringLiteral("pause")}, QStringLiteral("FILE ACTIVITY [--json]"),
         tr("Set an activity aside; the calendar skips it until it is resumed."), jsonOnly, verb(QStringLiteral("pause"))},
        {{QStringLiteral("activity"), QStringLiteral("resume")}, QStringLiteral("FILE ACTIVITY [--json]"),
         tr("Take up a paused or halted activity again; its end moves back by the days lost."), jsonOnly,
         verb(QStringLiteral("resume"))},
        {{QStringLiteral("activity"), QStringLiteral("cancel")}, QStringLiteral("FILE ACTIVITY [--json]"),
         tr("Give an activity up for good."), jsonOnly, verb(QStringLiteral("cancel"))},
    };
}

} // namespace hk
