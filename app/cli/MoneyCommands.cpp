#include "CliCommand.h"
#include "i18n/Translate.h"

#include "CharacterLookup.h"
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

// A purse named on the command line: "party" (the common purse) or a character's id or name.
bool purseOf(Campaign& campaign, const QString& who, qint64* id, QString* error)
{
    if (who.compare(QLatin1String("party"), Qt::CaseInsensitive) == 0) {
        *id = 0;
        return true;
    }
    Character c;
    if (!CharacterLookup::find(campaign, who, &c, error))
        return false;
    *id = c.id;
    return true;
}

QJsonObject purseJson(const Purse& p)
{
    return {{QStringLiteral("character"), p.characterId ? QJsonValue(p.characterId) : QJsonValue()},
            {QStringLiteral("name"), p.name},
            {QStringLiteral("balance"), p.balance}};
}

int balances(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    QList<Purse> list = Treasury(*campaign).purses(&error);
    if (ctx.args.size() > 1) {
        qint64 id = 0;
        if (!purseOf(*campaign, ctx.args.at(1), &id, &error))
            return ctx.fail(error);
        list.removeIf([id](const Purse& p) { return p.characterId != id; });
    }
    if (!error.isEmpty())
        return ctx.fail(error);
    QJsonArray out;
    for (const Purse& p : list) {
        out.append(purseJson(p));
        if (!ctx.json())
            ctx.print(QStringLiteral("%1  %2").arg(p.name, Treasury::format(p.balance)));
    }
    if (ctx.json())
        ctx.printJson(out);
    return ExitOk;
}

// add / pay / transfer: one undoable change of money, then the purses involved.
int change(CliContext& ctx, const QString& verb)
{
    const bool transfer = verb == QLatin1String("transfer");
    if (!ctx.requireArgs(transfer ? 3 : 2, transfer ? QStringLiteral("FILE FROM TO") : QStringLiteral("FILE WHO")))
        return ExitUsage;
    int amount = 0;
    if (!ctx.parser.isSet(QStringLiteral("amount")))
        return ctx.usage(tr("--amount N is required: a whole number of dollars above 0"));
    if (!ctx.intOption(QStringLiteral("amount"), &amount, 1, 100'000'000))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    qint64 from = 0;
    qint64 to = 0;
    if (!purseOf(*campaign, ctx.args.at(1), &from, &error) || (transfer && !purseOf(*campaign, ctx.args.at(2), &to, &error)))
        return ctx.fail(error);
    Treasury treasury(*campaign);
    const QString reason = ctx.parser.value(QStringLiteral("reason"));
    bool ok = false;
    if (transfer)
        ok = treasury.transfer(from, to, amount, reason, &error);
    else
        ok = treasury.change(from, verb == QLatin1String("add") ? amount : -amount, ctx.parser.value(QStringLiteral("kind")), reason, &error);
    if (!ok)
        return ctx.fail(error);
    QJsonArray out;
    for (const Purse& p : treasury.purses(&error)) {
        if (p.characterId != from && !(transfer && p.characterId == to))
            continue;
        out.append(purseJson(p));
        if (!ctx.json())
            ctx.print(QStringLiteral("%1  %2").arg(p.name, Treasury::format(p.balance)));
    }
    if (ctx.json())
        ctx.printJson(out);
    return ExitOk;
}

int ledger(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE WHO")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    qint64 id = 0;
    if (!purseOf(*campaign, ctx.args.at(1), &id, &error))
        return ctx.fail(error);
    QJsonArray out;
    int running = 0;
    for (const MoneyEntry& e : Treasury(*campaign).ledger(id, &error)) {
        running += e.amount;
        out.append(QJsonObject{{QStringLiteral("day"), e.day}, {QStringLiteral("amount"), e.amount}, {QStringLiteral("kind"), e.kind},
                               {QStringLiteral("reason"), e.reason}, {QStringLiteral("balance"), running}});
        if (!ctx.json())
            ctx.print(QStringLiteral("%1  %2  %3  %4  → %5")
                          .arg(Calendar::formatShort(e.day), e.amount > 0 ? QStringLiteral("+%1").arg(e.amount) : QString::number(e.amount),
                               e.kind, e.reason, Treasury::format(running)));
    }
    if (!error.isEmpty())
        return ctx.fail(error);
    if (ctx.json())
        ctx.printJson(out);
    return ExitOk;
}

} // namespace

QList<CliCommand> moneyCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const auto options = [json](QCommandLineParser& p) {
        p.addOption({QStringLiteral("amount"), tr("Whole dollars ($10 = 1 GP)."), tr("N")});
        p.addOption({QStringLiteral("reason"), tr("What the money is for (goes into the ledger)."), tr("TEXT")});
        p.addOption({QStringLiteral("kind"), tr("deposit, withdrawal, purchase, sale, fee, upkeep …"), tr("KIND")});
        p.addOption(json);
    };
    const auto verb = [](const QString& v) { return [v](CliContext& ctx) { return change(ctx, v); }; };
    return {
        {{QStringLiteral("money"), QStringLiteral("balance")}, QStringLiteral("FILE [WHO] [--json]"),
         tr("Every purse's balance (the party's and each character's), or one (WHO: party, an id or a name)."),
         [json](QCommandLineParser& p) { p.addOption(json); }, balances},
        {{QStringLiteral("money"), QStringLiteral("add")}, QStringLiteral("FILE WHO --amount N --reason TEXT [--kind K] [--json]"),
         tr("Put money into a purse (one undoable step)."), options, verb(QStringLiteral("add"))},
        {{QStringLiteral("money"), QStringLiteral("pay")}, QStringLiteral("FILE WHO --amount N --reason TEXT [--kind K] [--json]"),
         tr("Pay money out of a purse; refused when the purse holds less."), options, verb(QStringLiteral("pay"))},
        {{QStringLiteral("money"), QStringLiteral("transfer")}, QStringLiteral("FILE FROM TO --amount N [--reason TEXT] [--json]"),
         tr("Move money between purses in one step."), options, verb(QStringLiteral("transfer"))},
        {{QStringLiteral("money"), QStringLiteral("ledger")}, QStringLiteral("FILE WHO [--json]"),
         tr("A purse's history with the balance after each line."), [json](QCommandLineParser& p) { p.addOption(json); }, ledger},
    };
}

} // namespace hk
