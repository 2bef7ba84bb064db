#include "CharacterLookup.h"
#include "CliCommand.h"
#include "EncounterLookup.h"
#include "PlayerRequestCommands.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "combat/CombatParameters.h"
#include "players/PlayerLinks.h"
#include "players/PlayerProposals.h"

#include <QJsonArray>
#include <QJsonObject>

namespace hk {

// Why this exists: the GM makes, lists and revokes the players' links and decides their proposals and requests
// from a script or a terminal as from the window — the same PlayerLinks, PlayerProposals and PlayerRequests steps
// (the requests' commands are in PlayerRequestCommands.cpp).

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::cli", text);
}

QJsonObject linkJson(const PlayerLink& link)
{
    QJsonArray characters;
    for (qint64 id : link.characterIds)
        characters.append(id);
    return {{QStringLiteral("id"), link.id},           {QStringLiteral("name"), link.name},
            {QStringLiteral("token"), link.token},     {QStringLiteral("path"), QStringLiteral("/p/") + link.token},
            {QStringLiteral("characters"), characters}, {QStringLiteral("revoked"), link.revoked}};
}

// The characters named by --character (each a name or id, or a comma-separated list).
bool characterOptions(CliContext& ctx, Campaign& campaign, QList<qint64>* ids)
{
    for (const QString& given : ctx.parser.values(QStringLiteral("character"))) {
        for (const QString& one : given.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            Character c;
            QString error;
            if (!CharacterLookup::find(campaign, one.trimmed(), &c, &error)) {
                ctx.fail(error);
                return false;
            }
            ids->append(c.id);
        }
    }
    return true;
}

QString characterNames(Campaign& campaign, const PlayerLink& link)
{
    QStringList names;
    for (qint64 id : link.characterIds) {
        Character c;
        QString error;
        names.append(CharacterLookup::find(campaign, QString::number(id), &c, &error) ? c.name : QString::number(id));
    }
    return names.isEmpty() ? tr("no characters") : names.join(QStringLiteral(", "));
}

int addLink(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE NAME")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QList<qint64> ids;
    if (!characterOptions(ctx, *campaign, &ids))
        return ExitFailed;
    PlayerLink link;
    QString error;
    if (!PlayerLinks(*campaign).create(ctx.args.at(1), ids, &link, &error))
        return ctx.fail(error);
    if (ctx.json())
        ctx.printJson(linkJson(link));
    else
        ctx.print(tr("Link %1 for %2 (%3): /p/%4").arg(link.id).arg(link.name, characterNames(*campaign, link), link.token));
    return ExitOk;
}

int listLinks(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    const QList<PlayerLink> links = PlayerLinks(*campaign).list(ctx.parser.isSet(QStringLiteral("all")), &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    if (ctx.json()) {
        QJsonArray out;
        for (const PlayerLink& link : links)
            out.append(linkJson(link));
        ctx.printJson(out);
        return ExitOk;
    }
    if (links.isEmpty())
        ctx.print(tr("No players' links."));
    for (const PlayerLink& link : links)
        ctx.print(tr("%1  %2 (%3): /p/%4%5")
                      .arg(link.id).arg(link.name, characterNames(*campaign, link), link.token, link.revoked ? tr(" [revoked]") : QString()));
    return ExitOk;
}

int linkStep(CliContext& ctx, bool revoke)
{
    if (!ctx.requireArgs(2, revoke ? QStringLiteral("FILE PLAYER") : QStringLiteral("FILE PLAYER --character NAME")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    PlayerLinks links(*campaign);
    PlayerLink link;
    QString error;
    if (!links.lookup(ctx.args.at(1), &link, &error))
        return ctx.fail(error);
    if (revoke) {
        if (!links.revoke(link.id, &error))
            return ctx.fail(error);
        ctx.print(tr("%1's link no longer works.").arg(link.name));
        return ExitOk;
    }
    QList<qint64> ids;
    if (!characterOptions(ctx, *campaign, &ids))
        return ExitFailed;
    if (!links.setCharacters(link.id, ids, &error) || !links.find(link.id, &link, &error))
        return ctx.fail(error);
    ctx.print(tr("%1's link shows %2.").arg(link.name, characterNames(*campaign, link)));
    return ExitOk;
}

int listProposals(CliContext& ctx)
{
    if (ctx.args.size() == 1)
        return PlayerRequestCli::listPending(ctx);
    EncounterLookup::Opened o = EncounterLookup::open(ctx, 2, QStringLiteral("FILE ENCOUNTER"));
    if (!o)
        return o.exitCode;
    QString error;
    const QList<PlayerProposal> pending = PlayerProposals(*o.campaign).pending(o.encounter.id, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    const std::optional<CombatParameters> p = CombatParameters::load(o.campaign->rules(), &error);
    if (ctx.json()) {
        QJsonArray out;
        for (const PlayerProposal& proposal : pending)
            out.append(QJsonObject{{QStringLiteral("id"), proposal.id},
                                   {QStringLiteral("player"), proposal.playerName},
                                   {QStringLiteral("figure"), proposal.figure},
                                   {QStringLiteral("option"), proposal.option},
                                   {QStringLiteral("hex"), proposal.hex},
                                   {QStringLiteral("text"), PlayerProposals::describe(proposal, o.encounter.state, p ? &*p : nullptr)}});
        ctx.printJson(out);
        return ExitOk;
    }
    if (pending.isEmpty())
        ctx.print(tr("No proposals are waiting."));
    for (const PlayerProposal& proposal : pending)
        ctx.print(tr("p%1  %2 proposes %3")
                      .arg(proposal.id)
                      .arg(proposal.playerName, PlayerProposals::describe(proposal, o.encounter.state, p ? &*p : nullptr)));
    return ExitOk;
}

void characterOption(QCommandLineParser& p)
{
    p.addOption({QStringLiteral("character"), tr("A character the link shows (name or id; repeat or separate with commas)."), tr("NAME")});
}

} // namespace

QList<CliCommand> playerCommands()
{
    return {
        {{QStringLiteral("players"), QStringLiteral("add")},
         QStringLiteral("FILE NAME [--character NAME]…"),
         tr("Make a player's link for the players' server (with no --character: the characters he plays)."),
         [](QCommandLineParser& p) {
             characterOption(p);
             p.addOption({QStringLiteral("json"), tr("Print JSON.")});
         },
         addLink},
        {{QStringLiteral("players"), QStringLiteral("list")},
         QStringLiteral("FILE [--all]"),
         tr("List the players' links (with --all also the revoked ones)."),
         [](QCommandLineParser& p) {
             p.addOption({QStringLiteral("all"), tr("Also the revoked links.")});
             p.addOption({QStringLiteral("json"), tr("Print JSON.")});
         },
         listLinks},
        {{QStringLiteral("players"), QStringLiteral("characters")},
         QStringLiteral("FILE PLAYER --character NAME…"),
         tr("Change which characters a player's link shows."),
         characterOption,
         [](CliContext& ctx) { return linkStep(ctx, false); }},
        {{QStringLiteral("players"), QStringLiteral("revoke")},
         QStringLiteral("FILE PLAYER"),
         tr("Revoke a player's link: it stops working at once."),
         {},
         [](CliContext& ctx) { return linkStep(ctx, true); }},
        {{QStringLiteral("players"), QStringLiteral("proposals")},
         QStringLiteral("FILE [ENCOUNTER] [--json]"),
         tr("What the players asked for and the GM has not decided: every request and proposal, or a fight's proposals."),
         [](QCommandLineParser& p) { p.addOption({QStringLiteral("json"), tr("Print JSON.")}); },
         listProposals},
        {{QStringLiteral("players"), QStringLiteral("accept")},
         QStringLiteral("FILE ID"),
         tr("Accept a player's request (r12) or proposal (p4): the change it asks for, checked again, as one step."),
         {},
         [](CliContext& ctx) { return PlayerRequestCli::decide(ctx, true); }},
        {{QStringLiteral("players"), QStringLiteral("refuse")},
         QStringLiteral("FILE ID [--reason TEXT]"),
         tr("Refuse a player's request (r12) or proposal (p4)."),
         [](QCommandLineParser& p) { p.addOption({QStringLiteral("reason"), tr("Why, for the player's page."), tr("TEXT")}); },
         [](CliContext& ctx) { return PlayerRequestCli::decide(ctx, false); }},
        {{QStringLiteral("players"), QStringLiteral("request")},
         QStringLiteral("FILE --link PLAYER --kind KIND [--character NAME] [--data JSON|-] [--client-id ID] [--json]"),
         tr("Send a request as a player's page would (for scripts and tests): checked by the rules now and when accepted."),
         [](QCommandLineParser& p) {
             p.addOption({QStringLiteral("link"), tr("The player's link (name or id)."), tr("PLAYER")});
             p.addOption({QStringLiteral("kind"), tr("spend-xp, learn-spell, brew, item-project, research, market-search, new-character or notes."), tr("KIND")});
             p.addOption({QStringLiteral("character"), tr("Which of his characters (name or id)."), tr("NAME")});
             p.addOption({QStringLiteral("data"), tr("The request's fields as a JSON object; - reads it from standard input."), tr("JSON")});
             p.addOption({QStringLiteral("client-id"), tr("The page's id for the request; the same id again makes no second one."), tr("ID")});
             p.addOption({QStringLiteral("json"), tr("Print JSON.")});
         },
         PlayerRequestCli::request},
        {{QStringLiteral("players"), QStringLiteral("requests")},
         QStringLiteral("FILE PLAYER [--json]"),
         tr("A player's newest requests and what became of them, as his page shows them."),
         [](QCommandLineParser& p) { p.addOption({QStringLiteral("json"), tr("Print JSON.")}); },
         PlayerRequestCli::history},
        {{QStringLiteral("players"), QStringLiteral("auto-accept")},
         QStringLiteral("FILE [KIND on|off] [--json]"),
         tr("Accept a kind of request at once when the rules allow it (off by default); without KIND, list those that are."),
         [](QCommandLineParser& p) { p.addOption({QStringLiteral("json"), tr("Print JSON.")}); },
         PlayerRequestCli::autoAccept},
        {{QStringLiteral("players"), QStringLiteral("share-purse")},
         QStringLiteral("FILE [on|off] [--json]"),
         tr("Show the party purse on the players' pages, or stop (off by default); without on or off, say which."),
         [](QCommandLineParser& p) { p.addOption({QStringLiteral("json"), tr("Print JSON.")}); },
         PlayerRequestCli::sharePurse},
    };
}

} // namespace hk
