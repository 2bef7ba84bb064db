#include "PlayerRequestCommands.h"

#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "combat/CombatParameters.h"
#include "combat/Encounters.h"
#include "players/PlayerLinks.h"
#include "players/PlayerProposals.h"
#include "players/PlayerRequests.h"
#include "players/PlayerSharing.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace hk::PlayerRequestCli {

namespace {

QString tr(const char* text)
{
    return hk::translateIn({"hk::PlayerRequestCli", "hk::cli"}, text);
}

QString statusText(ProposalStatus status)
{
    switch (status) {
    case ProposalStatus::Pending:
        return tr("waiting for the GM");
    case ProposalStatus::Accepted:
        return tr("accepted");
    case ProposalStatus::Refused:
        return tr("refused");
    }
    return {};
}

// The combat proposals waiting in every fight, as lines or JSON objects with "p" ids.
bool proposals(Campaign& campaign, QJsonArray* out, QStringList* lines, QString* error)
{
    const std::optional<CombatParameters> p = CombatParameters::load(campaign.rules(), error);
    error->clear();
    for (qint64 encounterId : PlayerRequests(campaign).proposalEncounters(error)) {
        Encounter e;
        if (!Encounters(campaign).find(encounterId, &e, error))
            return false;
        for (const PlayerProposal& proposal : PlayerProposals(campaign).pending(encounterId, error)) {
            const QString text = PlayerProposals::describe(proposal, e.state, p ? &*p : nullptr);
            out->append(QJsonObject{{QStringLiteral("id"), QStringLiteral("p%1").arg(proposal.id)},
                                    {QStringLiteral("kind"), QStringLiteral("move")},
                                    {QStringLiteral("player"), proposal.playerName},
                                    {QStringLiteral("encounter"), e.name},
                                    {QStringLiteral("figure"), proposal.figure},
                                    {QStringLiteral("option"), proposal.option},
                                    {QStringLiteral("hex"), proposal.hex},
                                    {QStringLiteral("text"), text}});
            lines->append(tr("p%1  %2 proposes %3 (%4)").arg(proposal.id).arg(proposal.playerName, text, e.name));
        }
    }
    return error->isEmpty();
}

// The --data object: JSON text, or "-" to read it from standard input.
bool dataOption(CliContext& ctx, QJsonObject* out)
{
    QByteArray text = ctx.parser.value(QStringLiteral("data")).toUtf8();
    if (text == "-") {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly)) {
            ctx.fail(tr("cannot read standard input"));
            return false;
        }
        text = in.read(64 * 1024);
    }
    if (text.isEmpty())
        return true;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (!doc.isObject()) {
        ctx.usage(tr("--data must be a JSON object (%1)").arg(parseError.errorString()));
        return false;
    }
    *out = doc.object();
    return true;
}

} // namespace

int listPending(CliContext& ctx)
{
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    PlayerRequests requests(*campaign);
    QString error;
    const QList<PlayerAskEntry> pending = requests.pending(&error);
    if (!error.isEmpty())
        return ctx.fail(error);
    QJsonArray out;
    QStringList lines;
    for (const PlayerAskEntry& entry : pending) {
        out.append(requests.toJson(entry));
        lines.append(tr("%1  %2 asks: %3").arg(entry.key(), entry.playerName, requests.describe(entry.ask)));
    }
    if (!proposals(*campaign, &out, &lines, &error))
        return ctx.fail(error);
    if (ctx.json()) {
        ctx.printJson(out);
        return ExitOk;
    }
    if (lines.isEmpty())
        ctx.print(tr("No requests or proposals are waiting."));
    for (const QString& line : lines)
        ctx.print(line);
    return ExitOk;
}

int decide(CliContext& ctx, bool accept)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE ID")))
        return ExitUsage;
    PlayerRequests::IdKind kind;
    qint64 id = 0;
    if (!PlayerRequests::parseId(ctx.args.at(1), &kind, &id))
        return ctx.usage(tr("ID must be a request (r12) or a proposal (p4)"));
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    const QString reason = accept ? QString() : ctx.parser.value(QStringLiteral("reason"));
    QString error;
    bool ok = false;
    if (kind == PlayerRequests::IdKind::Request) {
        PlayerRequests requests(*campaign);
        ok = accept ? requests.accept(id, &error) : requests.refuse(id, reason, &error);
    } else {
        PlayerProposals proposals(*campaign);
        ok = accept ? proposals.accept(id, &error) : proposals.refuse(id, reason, &error);
    }
    if (!ok)
        return ctx.fail(error);
    const QString key = (kind == PlayerRequests::IdKind::Request ? QStringLiteral("r%1") : QStringLiteral("p%1")).arg(id);
    ctx.print(accept ? tr("%1 accepted.").arg(key) : tr("%1 refused.").arg(key));
    return ExitOk;
}

int request(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    if (!ctx.parser.isSet(QStringLiteral("link")) || !ctx.parser.isSet(QStringLiteral("kind")))
        return ctx.usage(tr("--link and --kind are required"));
    QJsonObject o;
    if (!dataOption(ctx, &o))
        return ExitUsage;
    o.insert(QStringLiteral("kind"), ctx.parser.value(QStringLiteral("kind")));
    if (ctx.parser.isSet(QStringLiteral("character"))) {
        const QString who = ctx.parser.value(QStringLiteral("character"));
        bool number = false;
        const qint64 id = who.toLongLong(&number);
        o.insert(QStringLiteral("character"), number ? QJsonValue(double(id)) : QJsonValue(who));
    }
    QString error;
    const std::optional<PlayerAsk> ask = PlayerAsk::fromJson(o, &error);
    if (!ask)
        return ctx.fail(error);
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    PlayerLink link;
    if (!PlayerLinks(*campaign).lookup(ctx.parser.value(QStringLiteral("link")), &link, &error))
        return ctx.fail(error);
    PlayerRequests requests(*campaign);
    qint64 id = 0;
    PlayerAskEntry made;
    if (!requests.submit(link, ctx.parser.value(QStringLiteral("client-id")), *ask, &id, &error) || !requests.find(id, &made, &error))
        return ctx.fail(error);
    if (ctx.json())
        ctx.printJson(requests.toJson(made));
    else
        ctx.print(tr("%1  %2 asks: %3 (%4)").arg(made.key(), made.playerName, requests.describe(made.ask), statusText(made.status)));
    return ExitOk;
}

int history(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE PLAYER")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    PlayerLink link;
    QString error;
    if (!PlayerLinks(*campaign).lookup(ctx.args.at(1), &link, &error))
        return ctx.fail(error);
    PlayerRequests requests(*campaign);
    const QList<PlayerAskEntry> list = requests.ofLink(link.id, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    QJsonArray out;
    for (const PlayerAskEntry& entry : list) {
        out.append(requests.toJson(entry));
        if (!ctx.json())
            ctx.print(tr("%1  %2: %3%4")
                          .arg(entry.key(), requests.describe(entry.ask), statusText(entry.status),
                               entry.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(entry.reason)));
    }
    if (ctx.json())
        ctx.printJson(out);
    else if (list.isEmpty())
        ctx.print(tr("%1 has sent no requests.").arg(link.name));
    return ExitOk;
}

int autoAccept(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE [KIND on|off]")))
        return ExitUsage;
    std::optional<AskKind> kind;
    bool on = false;
    if (ctx.args.size() >= 2) {
        kind = PlayerAsk::kindFromKey(ctx.args.at(1));
        const QString state = ctx.args.value(2);
        if (!kind)
            return ctx.usage(tr("KIND must be spend-xp, learn-spell, brew, item-project, research, market-search, new-character or notes"));
        if (state != QLatin1String("on") && state != QLatin1String("off"))
            return ctx.usage(tr("say on or off"));
        on = state == QLatin1String("on");
    }
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    PlayerRequests requests(*campaign);
    QString error;
    if (kind && !requests.setAutoAccept(*kind, on, &error))
        return ctx.fail(error);
    const QList<AskKind> accepted = requests.autoAccepted(&error);
    if (!error.isEmpty())
        return ctx.fail(error);
    QStringList keys;
    for (AskKind k : accepted)
        keys.append(PlayerAsk::kindKey(k));
    if (ctx.json())
        ctx.printJson(QJsonArray::fromStringList(keys));
    else
        ctx.print(keys.isEmpty() ? tr("Every request waits for the GM.") : tr("Accepted at once: %1").arg(keys.join(QStringLiteral(", "))));
    return ExitOk;
}

int sharePurse(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE [on|off]")))
        return ExitUsage;
    std::optional<bool> on;
    QString error;
    if (ctx.args.size() >= 2) {
        on = PlayerSharing::parseSwitch(ctx.args.at(1), &error);
        if (!on)
            return ctx.usage(error);
    }
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    PlayerSharing sharing(*campaign);
    if (on && !sharing.setShared(SharedWithPlayers::Purse, *on, &error))
        return ctx.fail(error);
    const bool shared = sharing.shares(SharedWithPlayers::Purse, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    if (ctx.json())
        ctx.printJson(QJsonObject{{QStringLiteral("purse"), shared}});
    else
        ctx.print(shared ? tr("The players' pages show the party purse.") : tr("The party purse is not shown to players."));
    return ExitOk;
}

} // namespace hk::PlayerRequestCli
