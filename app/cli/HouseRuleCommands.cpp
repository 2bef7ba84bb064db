#include "CliCommand.h"
#include "i18n/Translate.h"

#include "EntryText.h"
#include "campaign/Campaign.h"
#include "houserules/HouseRules.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::cli", text);
}

// VALUE on the command line: JSON when it parses as JSON (12, true, null, "x", {…}), else plain text.
QJsonValue parseValue(const QString& text)
{
    const QJsonDocument doc = QJsonDocument::fromJson(QStringLiteral("[%1]").arg(text).toUtf8());
    if (doc.isArray() && doc.array().size() == 1)
        return doc.array().at(0);
    return text;
}

QJsonObject ruleJson(const HouseRule& r)
{
    return QJsonObject{{QStringLiteral("kind"), r.kind},
                       {QStringLiteral("id"), r.entryId},
                       {QStringLiteral("action"), r.action == HouseRule::Add ? QStringLiteral("add") : QStringLiteral("override")},
                       {QStringLiteral("data"), r.data},
                       {QStringLiteral("note"), r.note}};
}

int listRules(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    const QList<HouseRule> rules = HouseRules::list(*campaign, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    if (ctx.json()) {
        QJsonArray list;
        for (const HouseRule& r : rules)
            list.append(ruleJson(r));
        ctx.printJson(list);
        return ExitOk;
    }
    for (const HouseRule& r : rules) {
        if (r.action == HouseRule::Add) {
            ctx.print(tr("%1 %2: added").arg(r.kind, r.entryId));
            continue;
        }
        QStringList changes;
        for (auto it = r.data.begin(); it != r.data.end(); ++it)
            changes.append(QStringLiteral("%1 = %2").arg(it.key(), QString::fromUtf8(QJsonDocument(QJsonArray{it.value()}).toJson(QJsonDocument::Compact)).mid(1).chopped(1)));
        ctx.print(QStringLiteral("%1 %2: %3").arg(r.kind, r.entryId, changes.join(QStringLiteral(", "))));
    }
    for (const QString& p : campaign->houseRuleProblems())
        ctx.print(tr("not applied: %1").arg(p));
    return ExitOk;
}

int printEntry(CliContext& ctx, Campaign& campaign, const QString& kind, const QString& id)
{
    const LocatedEntry e = campaign.rules().locate(kind, id);
    if (!e.entry)
        return ExitOk;
    if (ctx.json())
        ctx.printJson(EntryText::json(campaign.rules(), e));
    else
        ctx.print(EntryText::text(campaign.rules(), e));
    return ExitOk;
}

int setRule(CliContext& ctx)
{
    if (!ctx.requireArgs(5, QStringLiteral("FILE KIND ENTRY PATH VALUE")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    const QString note = ctx.parser.isSet(QStringLiteral("note")) ? ctx.parser.value(QStringLiteral("note")) : QString();
    if (!HouseRules::setValue(*campaign, ctx.args.at(1), ctx.args.at(2), ctx.args.at(3), parseValue(ctx.args.at(4)), note, &error))
        return ctx.fail(error);
    return printEntry(ctx, *campaign, ctx.args.at(1), ctx.args.at(2));
}

int revertRule(CliContext& ctx)
{
    if (!ctx.requireArgs(3, QStringLiteral("FILE KIND ENTRY [PATH]")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    if (!HouseRules::revert(*campaign, ctx.args.at(1), ctx.args.at(2), ctx.args.value(3), &error))
        return ctx.fail(error);
    return printEntry(ctx, *campaign, ctx.args.at(1), ctx.args.at(2));
}

int addRule(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE KIND")))
        return ExitUsage;
    if (!ctx.parser.isSet(QStringLiteral("json-file")))
        return ctx.usage(tr("--json-file is required: the new entry as JSON"));
    QFile file(ctx.parser.value(QStringLiteral("json-file")));
    if (!file.open(QIODevice::ReadOnly))
        return ctx.fail(tr("cannot read %1: %2").arg(file.fileName(), file.errorString()));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject())
        return ctx.fail(tr("%1 is not a JSON object: %2").arg(file.fileName(), parseError.errorString()));
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    if (!HouseRules::addEntry(*campaign, ctx.args.at(1), doc.object(), ctx.parser.value(QStringLiteral("note")), &error))
        return ctx.fail(error);
    return printEntry(ctx, *campaign, ctx.args.at(1), doc.object().value(QLatin1String("id")).toString());
}

int removeRule(CliContext& ctx)
{
    if (!ctx.requireArgs(3, QStringLiteral("FILE KIND ENTRY")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    if (!HouseRules::removeEntry(*campaign, ctx.args.at(1), ctx.args.at(2), &error))
        return ctx.fail(error);
    ctx.print(tr("removed %1 %2").arg(ctx.args.at(1), ctx.args.at(2)));
    return ExitOk;
}

} // namespace

QList<CliCommand> houseRuleCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption note(QStringLiteral("note"), tr("Why the GM changed it."), tr("TEXT"));
    return {
        {{QStringLiteral("house-rules"), QStringLiteral("list")}, QStringLiteral("FILE [--json]"),
         tr("List a campaign's house rules (changed and added entries)."), [json](QCommandLineParser& p) { p.addOption(json); },
         listRules},
        {{QStringLiteral("house-rules"), QStringLiteral("set")}, QStringLiteral("FILE KIND ENTRY PATH VALUE [--note TEXT] [--json]"),
         tr("Change one value of an entry for this campaign (PATH like cost.st or rows.2.dx; VALUE as JSON or text; a negative VALUE goes after --, as in: iq -- -5)."),
         [json, note](QCommandLineParser& p) {
             p.addOption(json);
             p.addOption(note);
         },
         setRule},
        {{QStringLiteral("house-rules"), QStringLiteral("revert")}, QStringLiteral("FILE KIND ENTRY [PATH] [--json]"),
         tr("Put one value (or every changed value) of an entry back to the book."), [json](QCommandLineParser& p) { p.addOption(json); },
         revertRule},
        {{QStringLiteral("house-rules"), QStringLiteral("add")}, QStringLiteral("FILE KIND --json-file F [--note TEXT] [--json]"),
         tr("Add a new entry (spell, potion, item …) for this campaign."),
         [json, note](QCommandLineParser& p) {
             p.addOption({QStringLiteral("json-file"), tr("The entry as JSON."), tr("F")});
             p.addOption(json);
             p.addOption(note);
         },
         addRule},
        {{QStringLiteral("house-rules"), QStringLiteral("remove")}, QStringLiteral("FILE KIND ENTRY"),
         tr("Remove an entry that was added for this campaign."), {}, removeRule},
    };
}

} // namespace hk
