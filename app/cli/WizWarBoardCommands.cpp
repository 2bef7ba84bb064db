#include "CliCommand.h"
#include "WizWarTable.h"
#include "i18n/Translate.h"

#include "wizwar/WizWarSteps.h"

#include <QJsonArray>
#include <QJsonObject>

namespace hk {

// Why this exists: the GM's edits of the board in a game (the portal pairs where the players stood the markers)
// and the random directions the companion rolls for a card, from a script or a terminal, through the same steps
// (WizWarSteps) as the Wiz-War page's portal editor and its Random direction button.

namespace {

using namespace hk::wizwar;
using namespace hk::wizwarcli;

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::cli", text, disambiguation, n);
}

int listPortals(CliContext& ctx, Table& t)
{
    const QJsonArray portals = portalsJson(t.record.state);
    if (ctx.json()) {
        ctx.printJson(portals);
        return ExitOk;
    }
    if (portals.isEmpty())
        ctx.print(tr("No portals stand on this board."));
    for (const QJsonValue& v : portals)
        ctx.print(tr("%1 ⇄ %2").arg(v.toObject().value(QLatin1String("from")).toString(),
                                    v.toObject().value(QLatin1String("to")).toString()));
    return ExitOk;
}

int portalsCommand(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE GAME")))
        return ExitUsage;
    Table t;
    if (!openGame(ctx, 1, &t))
        return ExitFailed;
    const bool adding = ctx.parser.isSet(QStringLiteral("add"));
    const bool removing = ctx.parser.isSet(QStringLiteral("remove"));
    if (adding && removing)
        return ctx.usage(tr("Give --add or --remove, not both."));
    if (adding) {
        const auto link = portalFrom(ctx.parser.value(QStringLiteral("add")));
        if (!link)
            return ctx.usage(tr("--add joins two board edges, like A3:W=H3:E"));
        return playStep(ctx, t, -1, WizWarSteps::addPortal(*link));
    }
    if (removing) {
        const auto end = sideFrom(ctx.parser.value(QStringLiteral("remove")));
        if (!end)
            return ctx.usage(tr("--remove names one end of a pair, like A3:W"));
        return playStep(ctx, t, -1, WizWarSteps::removePortal(end->first, end->second));
    }
    return listPortals(ctx, t);
}

int randomDirectionCommand(CliContext& ctx)
{
    Table t;
    int seat = -1;
    if (!seatArgs(ctx, &t, &seat, 3, QStringLiteral("FILE GAME PLAYER")))
        return ExitFailed;
    return playStep(ctx, t, seat, WizWarSteps::randomDirection(seat, ctx.parser.value(QStringLiteral("card"))));
}

} // namespace

QList<CliCommand> wizWarBoardCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    return {
        {{QStringLiteral("wizwar"), QStringLiteral("portals")},
         QStringLiteral("FILE GAME [--add SQ:SIDE=SQ:SIDE | --remove SQ:SIDE] [--json]"),
         tr("List the game's portal pairs, or add or remove one where the players stood the markers."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("add"), tr("A pair of portals joining two open board edges, like A3:W=H3:E."),
                          QStringLiteral("PAIR")});
             p.addOption({QStringLiteral("remove"), tr("One end of the pair to take away, like A3:W."), QStringLiteral("END")});
             p.addOption(json);
         },
         portalsCommand},
        {{QStringLiteral("wizwar"), QStringLiteral("random-direction")}, QStringLiteral("FILE GAME PLAYER [--card CARD] [--json]"),
         tr("Roll a random direction for a card that calls for one; the log says which way."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("card"), tr("The card that calls for the random direction."), QStringLiteral("CARD")});
             p.addOption(json);
         },
         randomDirectionCommand},
    };
}

} // namespace hk
