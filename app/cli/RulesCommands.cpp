#include "CliCommand.h"
#include "i18n/Translate.h"

#include "EntryText.h"
#include "campaign/Campaign.h"
#include "packages/PackageLoader.h"
#include "packages/PackageRegistry.h"

#include <QCoreApplication>

#include <climits>
#include <QJsonArray>
#include <QJsonObject>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::cli", text);
}

QJsonObject packageSummary(const RulesetPackage& p)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), p.id());
    o.insert(QStringLiteral("title"), p.title());
    o.insert(QStringLiteral("version"), p.version());
    o.insert(QStringLiteral("role"), p.role());
    o.insert(QStringLiteral("family"), p.family());
    o.insert(QStringLiteral("appliesTo"), QJsonArray::fromStringList(p.appliesTo()));
    o.insert(QStringLiteral("seed"), p.seed());
    QJsonObject counts;
    for (const QString& kind : p.kindsWithEntries())
        counts.insert(kind, int(p.entries(kind).size()));
    o.insert(QStringLiteral("entries"), counts);
    return o;
}

int rulesList(CliContext& ctx)
{
    const QList<const RulesetPackage*> packages = ctx.registry().packages();
    if (ctx.json()) {
        QJsonArray list;
        for (const RulesetPackage* p : packages)
            list.append(packageSummary(*p));
        ctx.printJson(list);
        return ExitOk;
    }
    for (const RulesetPackage* p : packages) {
        QStringList counts;
        for (const QString& kind : p->kindsWithEntries())
            counts.append(QStringLiteral("%1 %2").arg(p->entries(kind).size()).arg(kind));
        ctx.print(QStringLiteral("%1  %2  [%3]  %4").arg(p->id(), -28).arg(p->title(), p->role(), counts.join(QStringLiteral(", "))));
    }
    return ExitOk;
}

int rulesExport(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("ID")))
        return ExitUsage;
    const RulesetPackage* p = ctx.registry().find(ctx.args.at(0));
    if (!p)
        return ctx.fail(tr("no ruleset package '%1' (see 'hexkeeper-cli rules list')").arg(ctx.args.at(0)));
    ctx.printJson(p->toJson());
    return ExitOk;
}

int rulesShow(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("ID NAME")))
        return ExitUsage;
    const QString packageId = ctx.args.at(0);
    const QString kind = ctx.parser.value(QStringLiteral("kind"));
    std::unique_ptr<Campaign> campaign;
    Ruleset rules;
    if (ctx.parser.isSet(QStringLiteral("campaign"))) {
        campaign = ctx.openCampaign(ctx.parser.value(QStringLiteral("campaign")));
        if (!campaign)
            return ExitFailed;
        bool inCampaign = false;
        for (const RulesetPackage* p : campaign->rules().bookLayers())
            inCampaign = inCampaign || p->id() == packageId;
        if (!inCampaign)
            return ctx.fail(tr("the campaign does not use the ruleset '%1'").arg(packageId));
        rules = campaign->rules();
    } else {
        rules = ctx.registry().ruleset(packageId);
        if (rules.isEmpty())
            return ctx.fail(tr("no ruleset package '%1' (see 'hexkeeper-cli rules list')").arg(packageId));
    }
    const QList<LocatedEntry> found = EntryText::find(rules, ctx.args.at(1), kind);
    if (found.isEmpty())
        return ctx.fail(tr("nothing named '%1' in %2").arg(ctx.args.at(1), packageId));
    // The same name may be a spell, an item and its recipe: prefer the spell, then potion, item, creature …
    static const QStringList preferred = {QStringLiteral("spell"), QStringLiteral("ww-spell"), QStringLiteral("potion"),
                                          QStringLiteral("magic-item"), QStringLiteral("creature"), QStringLiteral("race"),
                                          QStringLiteral("skill"), QStringLiteral("weapon"), QStringLiteral("armor")};
    LocatedEntry chosen = found.first();
    if (found.size() > 1) {
        int best = INT_MAX;
        QStringList others;
        for (const LocatedEntry& e : found) {
            const int rank = preferred.contains(e.entry->kind) ? int(preferred.indexOf(e.entry->kind)) : INT_MAX - 1;
            if (rank < best) {
                best = rank;
                chosen = e;
            }
        }
        for (const LocatedEntry& e : found) {
            if (e.entry != chosen.entry)
                others.append(QStringLiteral("%1 %2").arg(e.entry->kind, e.entry->id()));
        }
        ctx.warn(tr("also named '%1': %2 (choose with --kind)").arg(ctx.args.at(1), others.join(QStringLiteral(", "))));
    }
    if (ctx.json())
        ctx.printJson(EntryText::json(rules, chosen));
    else
        ctx.print(EntryText::text(rules, chosen));
    return ExitOk;
}

int rulesValidate(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("DIR")))
        return ExitUsage;
    int failures = 0;
    for (const QString& dir : std::as_const(ctx.args)) {
        QStringList errors;
        const auto package = PackageLoader::load(dir, &errors, ctx.parser.value(QStringLiteral("kinds")));
        if (!package) {
            ++failures;
            for (const QString& e : std::as_const(errors))
                ctx.fail(e);
            continue;
        }
        QStringList counts;
        for (const QString& kind : package->kindsWithEntries())
            counts.append(QStringLiteral("%1 %2").arg(package->entries(kind).size()).arg(kind));
        ctx.print(tr("%1: valid (%2)").arg(package->id(), counts.join(QStringLiteral(", "))));
    }
    return failures ? ExitFailed : ExitOk;
}

} // namespace

QList<CliCommand> rulesCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    return {
        {{QStringLiteral("rules"), QStringLiteral("list")}, QStringLiteral("[--json]"),
         tr("List the ruleset packages and their entry counts."), [json](QCommandLineParser& p) { p.addOption(json); },
         rulesList},
        {{QStringLiteral("rules"), QStringLiteral("export")}, QStringLiteral("ID --json"),
         tr("Print a whole ruleset package as JSON."), [json](QCommandLineParser& p) { p.addOption(json); }, rulesExport},
        {{QStringLiteral("rules"), QStringLiteral("show")}, QStringLiteral("ID NAME [--kind KIND] [--campaign FILE] [--json]"),
         tr("Show one entry (by name or id) with every field and its source line; with --campaign, as the campaign's "
            "house rules have it."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("kind"), tr("Only entries of this kind (spell, potion, …)."), tr("KIND")});
             p.addOption({QStringLiteral("campaign"), tr("Apply this campaign's house rules."), tr("FILE")});
             p.addOption(json);
         },
         rulesShow},
        {{QStringLiteral("rules"), QStringLiteral("validate")}, QStringLiteral("DIR… [--kinds FILE]"),
         tr("Validate ruleset package folders on disk and report every problem."),
         [](QCommandLineParser& p) {
             p.addOption({QStringLiteral("kinds"), tr("Shared kinds file (default: the folder's ../kinds.json)."),
                          tr("FILE")});
         },
         rulesValidate},
    };
}

} // namespace hk
