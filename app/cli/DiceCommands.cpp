#include "CliCommand.h"
#include "dice/RollText.h"
#include "i18n/Translate.h"

#include "audience/CampaignView.h"
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "dice/DiceOdds.h"
#include "dice/Rolls.h"
#include "dice/SeededDiceRoller.h"
#include "dice/StandardSpecials.h"
#include "packages/PackageRegistry.h"
#include "time/Calendar.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::cli", text);
}

QJsonObject rollJson(const RollRecord& r)
{
    QJsonObject o;
    o.insert(QStringLiteral("dice"), r.dice);
    QJsonArray faces;
    for (int f : r.faces)
        faces.append(f);
    o.insert(QStringLiteral("faces"), faces);
    o.insert(QStringLiteral("total"), r.total);
    if (r.target)
        o.insert(QStringLiteral("target"), *r.target);
    if (r.success)
        o.insert(QStringLiteral("success"), *r.success);
    if (!r.special.isEmpty()) {
        o.insert(QStringLiteral("special"), r.special);
        o.insert(QStringLiteral("specialLabel"), r.specialLabel);
        o.insert(QStringLiteral("consequences"), QJsonArray::fromStringList(r.consequences));
        o.insert(QStringLiteral("effectMultiplier"), r.effectMultiplier);
    }
    o.insert(QStringLiteral("mode"), r.mode);
    if (!r.who.isEmpty())
        o.insert(QStringLiteral("who"), r.who);
    if (!r.purpose.isEmpty())
        o.insert(QStringLiteral("purpose"), r.purpose);
    o.insert(QStringLiteral("gmOnly"), r.gmOnly);
    return o;
}


int diceRoll(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("EXPR")))
        return ExitUsage;
    DiceExpression expression;
    QString error;
    if (!DiceExpression::parse(ctx.args.at(0), &expression, &error))
        return ctx.usage(error);
    std::optional<int> target;
    if (ctx.parser.isSet(QStringLiteral("vs"))) {
        bool ok = false;
        target = ctx.parser.value(QStringLiteral("vs")).toInt(&ok);
        if (!ok)
            return ctx.usage(tr("--vs needs a whole number"));
        if (expression.sides != 6 || expression.modifier != 0)
            return ctx.usage(tr("--vs rolls plain d6 against a target (like 3d6 or 4d6)"));
    }
    RollContext rollContext{ctx.parser.value(QStringLiteral("who")), ctx.parser.value(QStringLiteral("why")),
                            ctx.parser.isSet(QStringLiteral("gm-only"))};
    RollRecord record;
    try {
        if (ctx.parser.isSet(QStringLiteral("campaign"))) {
            std::unique_ptr<Campaign> campaign = ctx.openCampaign(ctx.parser.value(QStringLiteral("campaign")));
            if (!campaign)
                return ExitFailed;
            QString error;
            if (!campaign->dice().rollStep(ctx.args.at(0), target, rollContext, &record, &error))
                return ctx.fail(error);
        } else {
            std::shared_ptr<DiceRoller> roller = ctx.diceScript();
            if (!roller) {
                quint64 seed = QRandomGenerator::global()->generate64();
                if (ctx.parser.isSet(QStringLiteral("seed"))) {
                    bool ok = false;
                    seed = ctx.parser.value(QStringLiteral("seed")).toULongLong(&ok);
                    if (!ok)
                        return ctx.usage(tr("--seed must be a whole number"));
                }
                roller = std::make_shared<SeededDiceRoller>(seed);
            }
            if (target) {
                const Ruleset rules = ctx.registry().ruleset(ctx.parser.value(QStringLiteral("ruleset")));
                if (rules.isEmpty())
                    return ctx.usage(tr("no ruleset package '%1'").arg(ctx.parser.value(QStringLiteral("ruleset"))));
                const SpecialResults specials = StandardSpecials::toHit(rules);
                record = Rolls::against(*roller, expression.count, *target, &specials, rollContext);
            } else {
                record = Rolls::roll(*roller, expression, rollContext);
            }
        }
    } catch (const DiceError& e) {
        return ctx.fail(e.message());
    }
    if (ctx.json())
        ctx.printJson(rollJson(record));
    else
        ctx.print(RollText::line(record));
    return ExitOk;
}

int diceOdds(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("EXPR")))
        return ExitUsage;
    DiceExpression expression;
    QString error;
    if (!DiceExpression::parse(ctx.args.at(0), &expression, &error))
        return ctx.usage(error);
    bool ok = false;
    const int target = ctx.parser.value(QStringLiteral("vs")).toInt(&ok);
    if (!ok || expression.sides != 6 || expression.modifier != 0)
        return ctx.usage(tr("give plain d6 dice and a target: dice odds 3d6 --vs 12"));
    const Ruleset rules = ctx.registry().ruleset(ctx.parser.value(QStringLiteral("ruleset")));
    if (rules.isEmpty())
        return ctx.usage(tr("no ruleset package '%1'").arg(ctx.parser.value(QStringLiteral("ruleset"))));
    const SpecialResults specials = StandardSpecials::toHit(rules);
    const double plain = DiceOdds::atMost(expression.count, target);
    const double withSpecials = DiceOdds::success(expression.count, target, &specials);
    if (ctx.json()) {
        QJsonObject o;
        o.insert(QStringLiteral("dice"), expression.toString());
        o.insert(QStringLiteral("target"), target);
        o.insert(QStringLiteral("atMost"), plain);
        o.insert(QStringLiteral("success"), withSpecials);
        ctx.printJson(o);
    } else {
        ctx.print(tr("%1 vs %2: %3% (rolling %2 or less: %4%)")
                      .arg(expression.toString())
                      .arg(target)
                      .arg(withSpecials * 100, 0, 'f', 2)
                      .arg(plain * 100, 0, 'f', 2));
    }
    return ExitOk;
}

int diceLog(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    std::unique_ptr<Campaign> campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    int limit = 50;
    if (!ctx.intOption(QStringLiteral("limit"), &limit, 1, CliContext::NumberLimit))
        return ExitUsage;
    const QList<DiceLogEntry> entries = CampaignView(*campaign, ctx.audience()).rolls(limit, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    if (ctx.json()) {
        QJsonArray list;
        for (const DiceLogEntry& e : entries) {
            QJsonObject o = rollJson(e.roll);
            o.insert(QStringLiteral("id"), e.id);
            o.insert(QStringLiteral("day"), e.campaignDay);
            o.insert(QStringLiteral("context"), e.context);
            list.append(o);
        }
        ctx.printJson(list);
        return ExitOk;
    }
    for (const DiceLogEntry& e : entries)
        ctx.print(QStringLiteral("%1  %2  %3  %4%5")
                      .arg(Calendar::formatShort(e.campaignDay), e.roll.who, e.roll.purpose, RollText::line(e.roll),
                           e.roll.gmOnly ? tr(" [GM only]") : QString()));
    return ExitOk;
}

} // namespace

QList<CliCommand> diceCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption ruleset(QStringLiteral("ruleset"), tr("Ruleset whose special results apply."), tr("ID"),
                                     QStringLiteral("tft-wizard-1978"));
    return {
        {{QStringLiteral("dice"), QStringLiteral("roll")},
         QStringLiteral("EXPR [--vs N] [--seed N] [--campaign FILE [--who W] [--why TEXT] [--gm-only]] [--json]"),
         tr("Roll dice (3d6, 4d6, 2d6+2), optionally against a target; with --campaign the roll is logged."),
         [json, ruleset](QCommandLineParser& p) {
             p.addOption({QStringLiteral("vs"), tr("Target: succeed on this total or less."), tr("N")});
             p.addOption({QStringLiteral("seed"), tr("Seed for reproducible dice (without --campaign)."), tr("N")});
             p.addOption({QStringLiteral("campaign"), tr("Roll with this campaign's dice and log the roll."), tr("FILE")});
             p.addOption({QStringLiteral("who"), tr("Who rolls (for the log)."), tr("NAME")});
             p.addOption({QStringLiteral("why"), tr("What the roll is for (for the log)."), tr("TEXT")});
             p.addOption({QStringLiteral("gm-only"), tr("Mark the roll as secret (GM only).")});
             p.addOption(ruleset);
             p.addOption(json);
         },
         diceRoll},
        {{QStringLiteral("dice"), QStringLiteral("odds")}, QStringLiteral("EXPR --vs N [--ruleset ID] [--json]"),
         tr("Exact chance of success of a roll against a target, with the ruleset's special results."),
         [json, ruleset](QCommandLineParser& p) {
             p.addOption({QStringLiteral("vs"), tr("Target."), tr("N")});
             p.addOption(ruleset);
             p.addOption(json);
         },
         diceOdds},
        {{QStringLiteral("dice"), QStringLiteral("log")}, QStringLiteral("FILE [--limit N] [--player] [--json]"),
         tr("Show a campaign's dice log, newest first."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("limit"), tr("At most N rolls (default 50)."), tr("N"), QStringLiteral("50")});
             p.addOption({QStringLiteral("player"), tr("Leave out GM-only rolls.")});
             p.addOption(json);
         },
         diceLog},
    };
}

} // namespace hk
