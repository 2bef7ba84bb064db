#include "CliCommand.h"
#include "i18n/Translate.h"

#include "CharacterLookup.h"
#include "activities/ActivityControl.h"
#include "campaign/Campaign.h"
#include "labs/Labs.h"
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

// "party" (or empty, or 0) = the party purse; otherwise a character by id or name. -2 on error.
qint64 purseOf(CliContext& ctx, Campaign& campaign, const QString& option, qint64 fallback)
{
    const QString text = ctx.parser.value(option);
    if (text.isEmpty())
        return fallback;
    if (text.compare(QLatin1String("party"), Qt::CaseInsensitive) == 0 || text == QLatin1String("0"))
        return 0;
    Character c;
    QString error;
    if (!CharacterLookup::find(campaign, text, &c, &error)) {
        ctx.fail(error);
        return -2;
    }
    return c.id;
}

QJsonObject labJson(Campaign& campaign, const Lab& lab)
{
    QString error;
    const Labs labs(campaign);
    QJsonArray attuned;
    for (const auto& [who, day] : labs.attunements(lab.id, &error))
        attuned.append(QJsonObject{{QStringLiteral("character"), who}, {QStringLiteral("day"), day}});
    QJsonArray booked;
    for (const Activity& a : labs.bookings(lab.id, &error))
        booked.append(a.id);
    return {{QStringLiteral("id"), lab.id},         {QStringLiteral("name"), lab.name},
            {QStringLiteral("type"), lab.labType},  {QStringLiteral("tenure"), labTenureKey(lab.tenure)},
            {QStringLiteral("status"), labStatusKey(lab.status)}, {QStringLiteral("owner"), lab.ownerId},
            {QStringLiteral("rentPerWeek"), lab.rentPerWeek}, {QStringLiteral("upkeepPerWeek"), lab.upkeepPerWeek},
            {QStringLiteral("weeklyCost"), Labs::weeklyCost(lab)}, {QStringLiteral("damage"), lab.damage},
            {QStringLiteral("sinceDay"), lab.sinceDay}, {QStringLiteral("nextChargeDay"), lab.nextChargeDay},
            {QStringLiteral("usable"), lab.usable()}, {QStringLiteral("attuned"), attuned},
            {QStringLiteral("bookings"), booked}, {QStringLiteral("data"), lab.data}};
}

QString labLine(const Lab& lab)
{
    QString line = QStringLiteral("#%1  %2  %3  %4  %5  %6/week")
                       .arg(lab.id)
                       .arg(lab.name, lab.labType, labTenureKey(lab.tenure), labStatusKey(lab.status), Treasury::format(Labs::weeklyCost(lab)));
    if (lab.damage > 0)
        line += QStringLiteral("  ") + tr("damaged %1").arg(Treasury::format(lab.damage));
    if (lab.status == LabStatus::Building)
        line += QStringLiteral("  ") + tr("ready %1").arg(Calendar::formatShort(lab.data.value(QLatin1String("readyDay")).toInt()));
    return line;
}

int listLabs(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    const QList<Lab> labs = Labs(*campaign).list(ctx.parser.isSet(QStringLiteral("all")), &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    QJsonArray out;
    for (const Lab& lab : labs) {
        out.append(labJson(*campaign, lab));
        if (!ctx.json())
            ctx.print(labLine(lab));
    }
    if (ctx.json())
        ctx.printJson(out);
    return ExitOk;
}

bool labArg(CliContext& ctx, Campaign& campaign, int index, Lab* out)
{
    bool ok = false;
    const qint64 id = ctx.args.value(index).remove(QLatin1Char('#')).toLongLong(&ok);
    QString error;
    if (!ok || !Labs(campaign).find(id, out, &error)) {
        ctx.fail(ok ? error : tr("LAB must be a laboratory id, not “%1”.").arg(ctx.args.value(index)));
        return false;
    }
    return true;
}

int showLab(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE LAB")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    Lab lab;
    if (!labArg(ctx, *campaign, 1, &lab))
        return ExitFailed;
    const QJsonObject o = labJson(*campaign, lab);
    if (ctx.json()) {
        ctx.printJson(o);
        return ExitOk;
    }
    ctx.print(labLine(lab));
    QString error;
    for (const QJsonValue& v : o.value(QLatin1String("attuned")).toArray()) {
        Character c;
        CharacterLookup::find(*campaign, QString::number(v.toObject().value(QLatin1String("character")).toInteger()), &c, &error);
        ctx.print(tr("  attuned to %1 since %2").arg(c.name, Calendar::formatShort(v.toObject().value(QLatin1String("day")).toInt())));
    }
    for (const QJsonValue& v : o.value(QLatin1String("bookings")).toArray()) {
        Activity a;
        if (ActivityControl(*campaign).find(v.toInteger(), &a, false, &error))
            ctx.print(tr("  booked by #%1 %2 (%3)").arg(a.id).arg(a.title, activityStatusKey(a.status)));
    }
    if (lab.nextChargeDay > 0)
        ctx.print(tr("  next charge %1").arg(Calendar::formatShort(lab.nextChargeDay)));
    return ExitOk;
}

// lab buy|build|rent|add FILE NAME --type T
int acquire(CliContext& ctx, const QString& how)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE NAME")))
        return ExitUsage;
    const QString type = ctx.parser.value(QStringLiteral("type"));
    if (type.isEmpty())
        return ctx.usage(tr("--type is required (wizard, chemist or chest)"));
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    const qint64 payer = purseOf(ctx, *campaign, how == QLatin1String("add") ? QStringLiteral("owner") : QStringLiteral("payer"), 0);
    if (payer < -1)
        return ExitFailed;
    Labs labs(*campaign);
    QString error;
    qint64 id = 0;
    const QString name = ctx.args.at(1);
    const bool ok = how == QLatin1String("buy")     ? labs.buy(name, type, payer, &id, &error)
                  : how == QLatin1String("build")   ? labs.build(name, type, payer, &id, &error)
                  : how == QLatin1String("rent")    ? labs.rent(name, type, payer, &id, &error)
                                                    : labs.add(name, type, payer, &id, &error);
    if (!ok)
        return ctx.fail(error);
    Lab lab;
    Labs(*campaign).find(id, &lab, &error);
    if (ctx.json())
        ctx.printJson(labJson(*campaign, lab));
    else
        ctx.print(labLine(lab));
    return ExitOk;
}

int closeLab(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE LAB")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    Lab lab;
    if (!labArg(ctx, *campaign, 1, &lab))
        return ExitFailed;
    QString error;
    if (!Labs(*campaign).close(lab.id, &error))
        return ctx.fail(error);
    ctx.print(tr("%1 given up.").arg(lab.name));
    return ExitOk;
}

int repairLab(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE LAB")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    Lab lab;
    if (!labArg(ctx, *campaign, 1, &lab))
        return ExitFailed;
    const qint64 payer = purseOf(ctx, *campaign, QStringLiteral("payer"), -1);
    if (payer < -1)
        return ExitFailed;
    QString error;
    if (!Labs(*campaign).repair(lab.id, payer, &error))
        return ctx.fail(error);
    ctx.print(tr("%1 repaired for %2.").arg(lab.name, Treasury::format(lab.damage)));
    return ExitOk;
}

int attuneLab(CliContext& ctx)
{
    if (!ctx.requireArgs(3, QStringLiteral("FILE LAB WHO")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    Lab lab;
    if (!labArg(ctx, *campaign, 1, &lab))
        return ExitFailed;
    Character c;
    QString error;
    if (!CharacterLookup::find(*campaign, ctx.args.at(2), &c, &error))
        return ctx.fail(error);
    qint64 id = 0;
    if (!Labs(*campaign).attune(lab.id, c.id, &id, &error))
        return ctx.fail(error);
    Activity a;
    ActivityControl(*campaign).find(id, &a, false, &error);
    ctx.print(tr("#%1 %2: %3 attunes %4; the roll comes %5.").arg(id).arg(a.title, c.name, lab.name, Calendar::formatShort(a.dueDay)));
    return ExitOk;
}

} // namespace

QList<CliCommand> labCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption type(QStringLiteral("type"), tr("Laboratory type: wizard, chemist or chest."), tr("TYPE"));
    const QCommandLineOption payer(QStringLiteral("payer"), tr("Who pays: a character, or party (the default)."), tr("WHO"));
    const auto acquireCommand = [=](const QString& verb, const QString& description) {
        return CliCommand{{QStringLiteral("lab"), verb},
                          QStringLiteral("FILE NAME --type wizard|chemist|chest [--%1 WHO|party] [--json]")
                              .arg(verb == QLatin1String("add") ? QStringLiteral("owner") : QStringLiteral("payer")),
                          description,
                          [=](QCommandLineParser& p) {
                              p.addOption(type);
                              if (verb == QLatin1String("add"))
                                  p.addOption({QStringLiteral("owner"), tr("Who owns it: a character, or party (the default)."), tr("WHO")});
                              else
                                  p.addOption(payer);
                              p.addOption(json);
                          },
                          [verb](CliContext& ctx) { return acquire(ctx, verb); }};
    };
    return {
        {{QStringLiteral("lab"), QStringLiteral("list")}, QStringLiteral("FILE [--all] [--json]"),
         tr("Laboratories and wizard's chests held (with --all, given-up ones too)."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("all"), tr("Include laboratories given up.")});
             p.addOption(json);
         },
         listLabs},
        {{QStringLiteral("lab"), QStringLiteral("show")}, QStringLiteral("FILE LAB [--json]"),
         tr("One laboratory: costs, damage, attuned wizards, bookings."), [json](QCommandLineParser& p) { p.addOption(json); }, showLab},
        acquireCommand(QStringLiteral("buy"), tr("Buy a laboratory or chest at the book's price.")),
        acquireCommand(QStringLiteral("build"), tr("Assemble a laboratory by hand: cheaper, ready after the book's months.")),
        acquireCommand(QStringLiteral("rent"), tr("Rent a Guild laboratory by the week (first week's rent and supplies paid now).")),
        acquireCommand(QStringLiteral("add"), tr("Record a laboratory found or already owned (nothing paid).")),
        {{QStringLiteral("lab"), QStringLiteral("close")}, QStringLiteral("FILE LAB"), tr("Give up a laboratory or end a rental."), {}, closeLab},
        {{QStringLiteral("lab"), QStringLiteral("repair")}, QStringLiteral("FILE LAB [--payer WHO|party]"),
         tr("Pay for the explosion damage so the laboratory can be used again (default payer: whoever pays for it)."),
         [payer](QCommandLineParser& p) { p.addOption(payer); }, repairLab},
        {{QStringLiteral("lab"), QStringLiteral("attune")}, QStringLiteral("FILE LAB WHO"),
         tr("Start a wizard's attunement week; the calendar rolls DX at its end."), {}, attuneLab},
    };
}

} // namespace hk
