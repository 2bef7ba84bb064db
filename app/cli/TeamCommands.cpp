#include "CliCommand.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hk {

// Why this exists: `team check` lets a GM (or a script) see whether a party is a legal mass-combat team
// without opening the app — the same TeamRules report the Team tab shows.

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::cli", text);
}

QJsonObject reportJson(const QString& party, bool longGame, const TeamReport& r)
{
    QJsonArray problems;
    for (const CharacterProblem& p : r.problems)
        problems.append(QJsonObject{{QStringLiteral("field"), p.field}, {QStringLiteral("message"), p.message}});
    return {{QStringLiteral("party"), party},
            {QStringLiteral("longGame"), longGame},
            {QStringLiteral("legal"), r.legal()},
            {QStringLiteral("figures"), r.figures},
            {QStringLiteral("expectedFigures"), r.expectedFigures},
            {QStringLiteral("beginningPoints"), r.beginningPoints},
            {QStringLiteral("teamPoints"), r.teamPoints},
            {QStringLiteral("bonusPoints"), r.bonusPoints},
            {QStringLiteral("bonusSpent"), r.bonusSpent},
            {QStringLiteral("problems"), problems},
            {QStringLiteral("notes"), QJsonArray::fromStringList(r.notes)}};
}

int check(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE PARTY")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    const QString party = ctx.args.at(1);
    const bool longGame = ctx.parser.isSet(QStringLiteral("long-game"));
    if (campaign->rules().entries({QStringLiteral("team-race")}).isEmpty())
        return ctx.fail(tr("this campaign has no mass-combat option pack (no team races)"));
    QString error;
    const TeamReport r = Roster(*campaign).team(party, longGame, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    if (ctx.json()) {
        ctx.printJson(reportJson(party, longGame, r));
    } else {
        ctx.print(tr("Team “%1”: %2 of %3 figures; beginning points %4; bonus points %5 spent of %6 (budget %7).")
                      .arg(party)
                      .arg(r.figures)
                      .arg(r.expectedFigures)
                      .arg(r.beginningPoints)
                      .arg(r.bonusSpent)
                      .arg(r.bonusPoints)
                      .arg(r.teamPoints));
        for (const CharacterProblem& p : r.problems)
            ctx.print(tr("problem: %1").arg(p.message));
        for (const QString& n : r.notes)
            ctx.print(tr("note: %1").arg(n));
        ctx.print(r.legal() ? tr("The team is legal.") : QCoreApplication::translate("hk::cli", "The team is not legal (%n problem(s)).", nullptr, int(r.problems.size())));
    }
    return r.legal() ? ExitOk : ExitFailed;
}

} // namespace

QList<CliCommand> teamCommands()
{
    return {
        {{QStringLiteral("team"), QStringLiteral("check")},
         QStringLiteral("FILE PARTY [--long-game] [--json]"),
         tr("Check a party as a mass-combat team: figures, bonus points, race limits (exit 1 when not legal)."),
         [](QCommandLineParser& p) {
             p.addOption({QStringLiteral("long-game"), tr("The longer game's team size and point budget.")});
             p.addOption({QStringLiteral("json"), tr("Print JSON.")});
         },
         check},
    };
}

} // namespace hk
