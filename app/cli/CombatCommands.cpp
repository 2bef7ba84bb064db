// `combat …` commands that build, show and close an encounter: new, list, show, log, add, remove-figure,
// place, terrain, duplicate, rename, delete, start and end. The fight itself is in CombatTurnCommands.
#include "CliCommand.h"
#include "i18n/Translate.h"

#include "CharacterLookup.h"
#include "EncounterLookup.h"
#include "audience/CampaignView.h"
#include "campaign/Campaign.h"
#include "combat/CombatParameters.h"
#include "combat/CreatureStats.h"
#include "combat/CombatTurn.h"
#include "combat/CombatView.h"
#include "combat/CombatWords.h"
#include "combat/FigureKeys.h"
#include "combat/Encounters.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <optional>

namespace hk {

namespace {

using namespace EncounterLookup;

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::cli", text, disambiguation, n);
}

QString encounterLine(const Encounter& e)
{
    const CombatState& s = e.state;
    QString line = QStringLiteral("#%1  %2  %3").arg(e.id).arg(e.name, encounterStatusKey(e.status()));
    if (s.turn > 0)
        line += QStringLiteral("  ") + tr("turn %1, %2").arg(s.turn).arg(phaseName(s.phase));
    line += QStringLiteral("  ") + tr("%n figure(s)", nullptr, int(s.figures.size()));
    line += QStringLiteral("  ") + tr("map %1×%2 %3")
                                       .arg(s.map.columns())
                                       .arg(s.map.rows())
                                       .arg(s.map.kind() == HexMap::Kind::Tunnel ? tr("tunnel") : tr("arena"));
    return line;
}

QJsonObject encounterSummary(const Encounter& e)
{
    return {{QStringLiteral("id"), e.id},
            {QStringLiteral("name"), e.name},
            {QStringLiteral("status"), encounterStatusKey(e.status())},
            {QStringLiteral("createdDay"), e.createdDay},
            {QStringLiteral("turn"), e.state.turn},
            {QStringLiteral("phase"), phaseKey(e.state.phase)},
            {QStringLiteral("figures"), int(e.state.figures.size())}};
}

QString conditionText(const FigureCondition& c)
{
    QStringList parts;
    if (c.turnsLeft >= 0)
        parts.append(tr("%n turn(s)", nullptr, c.turnsLeft));
    if (c.dx)
        parts.append(tr("DX %1%2").arg(c.dx > 0 ? QStringLiteral("+") : QString()).arg(c.dx));
    return parts.isEmpty() ? c.key : QStringLiteral("%1 (%2)").arg(c.key, parts.join(QStringLiteral(", ")));
}

// One figure on one line: what a GM reads off the table at a glance.
QString figureLine(const CombatState& s, const EncounterFigure& f, const CombatParameters& p, bool player)
{
    const CombatFigure& b = f.body;
    QStringList parts{QStringLiteral("%1  %2").arg(b.id, b.name), tr("side %1").arg(b.side),
                      tr("ST %1/%2").arg(b.st).arg(b.stBasic), tr("DX %1 (adj %2)").arg(b.dx).arg(b.adjustedDx())};
    QString ma = tr("MA %1").arg(b.currentMa());
    if (s.phase == CombatPhase::Movement && b.isActive() && f.placed)
        ma += QStringLiteral(" ") + tr("(%1 left)").arg(CombatTurn::hexesLeft(s, f, p));
    parts.append(ma);
    parts.append(f.placed ? tr("at %1 facing %2").arg(hexLabel(b.position), facingName(b.facing)) : tr("off the map"));
    parts.append(kPostureKeys.toKey(b.posture));
    if (!b.isActive())
        parts.append(kVitalityKeys.toKey(b.vitality));
    else if (f.placed && CombatTurn::isEngaged(s, f, p))
        parts.append(tr("engaged"));
    if (!b.optionKey.isEmpty())
        parts.append(tr("option %1").arg(b.optionKey));
    if (b.actedThisTurn)
        parts.append(tr("acted"));
    if (f.isCreation() && !player)
        parts.append(tr("%1 of %2").arg(figureKindKey(f.kind), f.master));
    if (f.hidden && !player)
        parts.append(tr("hidden"));
    if (!player && (f.wounds || f.fatigue))
        parts.append(tr("wounds %1, fatigue %2").arg(f.wounds).arg(f.fatigue));
    QStringList conditions;
    for (const FigureCondition& c : b.conditions)
        conditions.append(conditionText(c));
    if (!conditions.isEmpty())
        parts.append(QStringLiteral("[%1]").arg(conditions.join(QStringLiteral("; "))));
    return parts.join(QStringLiteral("  "));
}

int listEncounters(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    const QList<Encounter> list = Encounters(*campaign).list(&error);
    if (!error.isEmpty())
        return ctx.fail(error);
    QJsonArray out;
    for (const Encounter& e : list) {
        out.append(encounterSummary(e));
        if (!ctx.json())
            ctx.print(encounterLine(e));
    }
    if (ctx.json())
        ctx.printJson(out);
    return ExitOk;
}

int showEncounter(CliContext& ctx)
{
    Opened o = open(ctx, 2, QStringLiteral("FILE ENC"));
    if (!o)
        return o.exitCode;
    CombatParameters p;
    if (!parameters(ctx, *o.campaign, &p))
        return ExitFailed;
    const CampaignView view(*o.campaign, ctx.audience());
    const Encounter shown = view.shown(o.encounter); // for the players, everything below counts only what they may see
    // A mass-combat battle is scored as the pack says: the last team standing (003 l.64).
    std::optional<BattleResult> battle;
    if (BattleResult::appliesTo(o.campaign->rules()) && shown.state.phase != CombatPhase::Setup) {
        QString error;
        battle = Encounters(*o.campaign).battleResult(shown.state, &error);
        if (!error.isEmpty())
            return ctx.fail(error);
    }
    if (ctx.json()) {
        QJsonObject out = view.encounterJson(o.encounter, p);
        if (battle)
            out.insert(QStringLiteral("battle"), battle->toJson());
        ctx.printJson(out);
        return ExitOk;
    }
    const bool player = view.forPlayers();
    const CombatState& s = shown.state;
    ctx.print(encounterLine(shown));
    if (s.phase != CombatPhase::Setup && s.phase != CombatPhase::Ended) {
        QStringList turn{tr("Turn %1: %2").arg(s.turn).arg(phaseName(s.phase))};
        if (s.initiativeSide >= 0)
            turn.append(tr("initiative to side %1").arg(s.initiativeSide));
        if (!s.movementOrder.isEmpty()) {
            QStringList order;
            for (int side : s.movementOrder)
                order.append(QString::number(side));
            turn.append(tr("sides move in the order %1").arg(order.join(QStringLiteral(", "))));
        }
        if (s.phase == CombatPhase::Movement && s.movingSide >= 0)
            turn.append(tr("side %1 is moving").arg(s.movingSide));
        if (const EncounterFigure* mover = s.figure(s.mover); mover && s.phase == CombatPhase::Movement)
            turn.append(tr("%1 is moving").arg(mover->body.name));
        if (!s.initiativeOrder.isEmpty() && s.phase != CombatPhase::Actions) {
            QStringList order;
            for (const QString& id : s.initiativeOrder) {
                if (const EncounterFigure* f = s.figure(id))
                    order.append(f->body.name);
            }
            turn.append(tr("initiative order: %1").arg(order.join(QStringLiteral(", "))));
        }
        if (s.phase == CombatPhase::Actions) {
            turn.append(CombatWords::actingText(s, player));
            QStringList order;
            for (const EncounterFigure* f : CombatView::actionOrder(s))
                order.append(QStringLiteral("%1 %2").arg(f->body.name).arg(f->body.adjustedDx()));
            if (!order.isEmpty())
                turn.append(tr("order: %1").arg(order.join(QStringLiteral(", "))));
        }
        ctx.print(turn.join(QStringLiteral("; ")));
    }
    if (battle)
        ctx.print(tr("Battle: %1").arg(battle->text()));
    for (const EncounterFigure& f : s.figures)
        ctx.print(QStringLiteral("  ") + figureLine(s, f, p, player));
    if (!player) {
        for (const ActiveSpell& sp : s.spells) {
            QString line = tr("  spell %1: %2 by %3").arg(sp.serial).arg(sp.name, sp.caster);
            if (!sp.target.isEmpty())
                line += QStringLiteral(" ") + tr("on %1").arg(sp.target);
            if (sp.upkeep > 0 && sp.upkeepTurns > 1) // kept up by the minute
                line += QStringLiteral(", ") + tr("%1 ST every %n turn(s)", nullptr, sp.upkeepTurns).arg(sp.upkeep);
            else if (sp.upkeep > 0)
                line += QStringLiteral(", ") + tr("%1 ST a turn%2").arg(sp.upkeep).arg(sp.renewedThisTurn ? tr(", paid") : QString());
            if (sp.turnsLeft >= 0)
                line += QStringLiteral(", ") + tr("%n turn(s) left", nullptr, sp.turnsLeft);
            ctx.print(line);
        }
    }
    return ExitOk;
}

int showLog(CliContext& ctx)
{
    Opened o = open(ctx, 2, QStringLiteral("FILE ENC"));
    if (!o)
        return o.exitCode;
    QString error;
    const QList<CombatLogEntry> log = CampaignView(*o.campaign, ctx.audience()).combatLog(o.encounter.id, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    printLog(ctx, log);
    return ExitOk;
}

int newEncounter(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE NAME")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    const QSize size = Encounters::defaultMapSize(campaign->rules());
    int columns = size.width();
    int rows = size.height();
    if (!intOption(ctx, QStringLiteral("columns"), &columns) || !intOption(ctx, QStringLiteral("rows"), &rows))
        return ExitUsage;
    Encounters encounters(*campaign);
    qint64 id = 0;
    QString error;
    if (!encounters.create(ctx.args.at(1), columns, rows, ctx.parser.isSet(QStringLiteral("tunnel")), &id, &error))
        return ctx.fail(error);
    Encounter e;
    if (!encounters.find(id, &e, &error))
        return ctx.fail(error);
    if (ctx.json())
        ctx.printJson(encounterSummary(e));
    else
        ctx.print(encounterLine(e));
    return ExitOk;
}

int duplicateEncounter(CliContext& ctx)
{
    Opened o = open(ctx, 2, QStringLiteral("FILE ENC"));
    if (!o)
        return o.exitCode;
    Encounters encounters(*o.campaign);
    qint64 id = 0;
    QString error;
    Encounter copy;
    if (!encounters.duplicate(o.encounter.id, ctx.parser.value(QStringLiteral("name")), &id, &error)
        || !encounters.find(id, &copy, &error))
        return ctx.fail(error);
    if (ctx.json())
        ctx.printJson(encounterSummary(copy));
    else
        ctx.print(encounterLine(copy));
    return ExitOk;
}

int renameEncounter(CliContext& ctx)
{
    Opened o = open(ctx, 3, QStringLiteral("FILE ENC NAME"));
    if (!o)
        return o.exitCode;
    QString error;
    if (!Encounters(*o.campaign).rename(o.encounter.id, ctx.args.at(2), &error))
        return ctx.fail(error);
    ctx.print(tr("#%1 is now called %2.").arg(o.encounter.id).arg(ctx.args.at(2).trimmed()));
    return ExitOk;
}

int deleteEncounter(CliContext& ctx)
{
    Opened o = open(ctx, 2, QStringLiteral("FILE ENC"));
    if (!o)
        return o.exitCode;
    QString error;
    if (!Encounters(*o.campaign).remove(o.encounter.id, &error))
        return ctx.fail(error);
    ctx.print(tr("#%1 %2 deleted with its combat log.").arg(o.encounter.id).arg(o.encounter.name));
    return ExitOk;
}

int addFigures(CliContext& ctx)
{
    const bool character = ctx.parser.isSet(QStringLiteral("character"));
    const bool creature = ctx.parser.isSet(QStringLiteral("creature"));
    const bool team = ctx.parser.isSet(QStringLiteral("team"));
    if (int(character) + int(creature) + int(team) != 1)
        return ctx.usage(tr("give one of --character NAME|ID, --creature ID or --team NAME"));
    if (!creature && ctx.parser.isSet(QStringLiteral("count")))
        return ctx.usage(tr("--count goes with --creature: a character joins once"));
    if (!team && ctx.parser.isSet(QStringLiteral("long-game")))
        return ctx.usage(tr("--long-game goes with --team"));
    if (!ctx.parser.isSet(QStringLiteral("side")))
        return ctx.usage(tr("--side is required"));
    int side = 0;
    int count = 1;
    if (!intOption(ctx, QStringLiteral("side"), &side) || !intOption(ctx, QStringLiteral("count"), &count))
        return ExitUsage;
    Opened o = open(ctx, 2, QStringLiteral("FILE ENC"));
    if (!o)
        return o.exitCode;
    Encounters encounters(*o.campaign);
    if (team) {
        const bool longGame = ctx.parser.isSet(QStringLiteral("long-game"));
        return act(ctx, o, [&](QString* e) {
            return encounters.addTeam(o.encounter.id, ctx.parser.value(QStringLiteral("team")), side, longGame, nullptr, e);
        });
    }
    if (character) {
        Character c;
        QString error;
        if (!CharacterLookup::find(*o.campaign, ctx.parser.value(QStringLiteral("character")), &c, &error))
            return ctx.fail(error);
        return act(ctx, o, [&](QString* e) { return encounters.addCharacter(o.encounter.id, c.id, side, nullptr, e); });
    }
    QString id = ctx.parser.value(QStringLiteral("creature"));
    for (const QString& kind : CreatureStats::kinds()) {
        if (const QString found = entryId(*o.campaign, kind, id); o.campaign->rules().entry(kind, found)) {
            id = found;
            break;
        }
    }
    return act(ctx, o, [&](QString* e) { return encounters.addCreature(o.encounter.id, id, side, count, nullptr, e); });
}

int removeFigure(CliContext& ctx)
{
    Opened o = open(ctx, 3, QStringLiteral("FILE ENC FIG"));
    if (!o)
        return o.exitCode;
    QStringList ids;
    if (!figureArgs(ctx, o, 2, 1, &ids))
        return ExitFailed;
    return act(ctx, o, [&](QString* e) { return Encounters(*o.campaign).removeFigure(o.encounter.id, ids.at(0), e); });
}

int placeFigure(CliContext& ctx)
{
    Opened o = open(ctx, 4, QStringLiteral("FILE ENC FIG COL,ROW"));
    if (!o)
        return o.exitCode;
    QStringList ids;
    if (!figureArgs(ctx, o, 2, 1, &ids))
        return ExitFailed;
    HexCoord hex;
    QString error;
    if (!parseHex(ctx.args.at(3), &hex, &error))
        return ctx.usage(error);
    int facing = o.encounter.state.figure(ids.at(0))->body.facing;
    if (ctx.parser.isSet(QStringLiteral("facing")) && !parseFacing(ctx.parser.value(QStringLiteral("facing")), &facing, &error))
        return ctx.usage(error);
    return act(ctx, o, [&](QString* e) { return Encounters(*o.campaign).place(o.encounter.id, ids.at(0), hex, facing, e); });
}

int setTerrain(CliContext& ctx)
{
    Opened o = open(ctx, 4, QStringLiteral("FILE ENC wall|fire|shadow|tunnel COL,ROW"));
    if (!o)
        return o.exitCode;
    QList<HexCoord> hexes;
    for (const QString& label : ctx.args.mid(3)) {
        HexCoord hex;
        QString error;
        if (!parseHex(label, &hex, &error))
            return ctx.usage(error);
        hexes.append(hex);
    }
    const bool on = !ctx.parser.isSet(QStringLiteral("clear"));
    return act(ctx, o, [&](QString* e) { return Encounters(*o.campaign).setTerrain(o.encounter.id, ctx.args.at(2), hexes, on, e); });
}

int startFight(CliContext& ctx)
{
    Opened o = open(ctx, 2, QStringLiteral("FILE ENC"));
    if (!o)
        return o.exitCode;
    return act(ctx, o, [&](QString* e) { return Encounters(*o.campaign).start(o.encounter.id, e); });
}

int endFight(CliContext& ctx)
{
    const QString combat = ctx.parser.value(QStringLiteral("award"));
    CombatKind kind = CombatKind::ToTheDeath;
    if (!combat.isEmpty() && !combatKindFromKey(combat, &kind))
        return ctx.usage(tr("--award must be to-the-death, arena or practice"));
    if (combat.isEmpty() && ctx.parser.isSet(QStringLiteral("winner")))
        return ctx.usage(tr("--winner goes with --award"));
    int winner = -1;
    if (!intOption(ctx, QStringLiteral("winner"), &winner))
        return ExitUsage;
    Opened o = open(ctx, 2, QStringLiteral("FILE ENC"));
    if (!o)
        return o.exitCode;
    if (!combat.isEmpty() && winner < 0) {
        const WinnerGuess guess = Encounters::likelyWinner(o.encounter.state);
        if (!guess.certain)
            return ctx.usage(tr("more than one side is still standing: say who won with --winner SIDE"));
        winner = guess.side;
    }
    Encounters encounters(*o.campaign);
    QList<XpProposal> awards;
    QList<CombatLogEntry> lines;
    const bool ok = run(ctx, o, [&](QString* e) {
        if (!combat.isEmpty()) {
            awards = encounters.proposeXp(o.encounter.id, kind, winner, e);
            if (!e->isEmpty())
                return false;
        }
        return encounters.end(o.encounter.id, awards, e);
    }, &lines);
    if (!ok)
        return ExitFailed;
    if (ctx.json()) {
        QJsonArray log;
        for (const CombatLogEntry& l : lines)
            log.append(l.toJson());
        QJsonArray xp;
        for (const XpProposal& a : awards)
            xp.append(QJsonObject{{QStringLiteral("characterId"), a.characterId}, {QStringLiteral("name"), a.name},
                                  {QStringLiteral("amount"), a.amount}, {QStringLiteral("explanation"), a.explanation}});
        QJsonObject out{{QStringLiteral("log"), log}, {QStringLiteral("awards"), xp}};
        if (BattleResult::appliesTo(o.campaign->rules())) {
            QString error;
            Encounter ended;
            if (!encounters.find(o.encounter.id, &ended, &error))
                return ctx.fail(error);
            const BattleResult battle = encounters.battleResult(ended.state, &error);
            if (!error.isEmpty())
                return ctx.fail(error);
            out.insert(QStringLiteral("battle"), battle.toJson());
        }
        ctx.printJson(out);
        return ExitOk;
    }
    printLog(ctx, lines);
    for (const XpProposal& a : awards)
        ctx.print(tr("%1: %2 EP (%3)").arg(a.name).arg(a.amount).arg(a.explanation));
    return ExitOk;
}

} // namespace

QList<CliCommand> combatCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption player(QStringLiteral("player"), tr("Only what the players may see."));
    const auto jsonOnly = [json](QCommandLineParser& p) { p.addOption(json); };
    const auto w = [](const char* verb) { return QStringList{QStringLiteral("combat"), QLatin1String(verb)}; };
    return {
        {w("new"), QStringLiteral("FILE NAME [--columns N] [--rows N] [--tunnel] [--json]"),
         tr("Create an encounter with an empty map (default 16 columns by 12 rows, an arena; the mass-combat "
            "pack's battlefield, 16 by 16, while that house rule is on)."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("columns"), tr("Columns of hexes (default 16)."), tr("N")});
             p.addOption({QStringLiteral("rows"), tr("Rows of hexes (default 12, or the campaign's battlefield)."), tr("N")});
             p.addOption({QStringLiteral("tunnel"), tr("A tunnel map: only hexes opened with combat terrain … tunnel may be used.")});
             p.addOption(json);
         },
         newEncounter},
        {w("list"), QStringLiteral("FILE [--json]"), tr("The campaign's encounters, newest first."), jsonOnly, listEncounters},
        {w("show"), QStringLiteral("FILE ENC [--player] [--json]"),
         tr("Where the fight stands: turn, phase, who moves or acts, and every figure."),
         [json, player](QCommandLineParser& p) {
             p.addOption(player);
             p.addOption(json);
         },
         showEncounter},
        {w("log"), QStringLiteral("FILE ENC [--player] [--json]"), tr("The encounter's combat log, oldest first."),
         [json, player](QCommandLineParser& p) {
             p.addOption(player);
             p.addOption(json);
         },
         showLog},
        {w("add"), QStringLiteral("FILE ENC (--character NAME|ID | --creature ID [--count N] | --team NAME [--long-game]) --side S [--json]"),
         tr("Add a roster character, numbered copies of a bestiary creature, or a legal mass-combat team, to a side."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("character"), tr("A roster character (id or name)."), tr("WHO")});
             p.addOption({QStringLiteral("creature"), tr("A bestiary creature (id or name)."), tr("ID")});
             p.addOption({QStringLiteral("count"), tr("How many copies of the creature (default 1)."), tr("N")});
             p.addOption({QStringLiteral("team"), tr("A party of the roster, added whole when `team check` finds it legal."), tr("NAME")});
             p.addOption({QStringLiteral("long-game"), tr("Check the team by the longer game's size and budget.")});
             p.addOption({QStringLiteral("side"), tr("The side they fight on (a number)."), tr("S")});
             p.addOption(json);
         },
         addFigures},
        {w("remove-figure"), QStringLiteral("FILE ENC FIG [--json]"), tr("Take a figure out of an encounter being set up."), jsonOnly,
         removeFigure},
        {w("place"), QStringLiteral("FILE ENC FIG COL,ROW [--facing F] [--json]"),
         tr("Put a figure on a hex (or anywhere, as the GM): the hex must be open and free."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("facing"), tr("0–5 or N, NE, SE, S, SW, NW (default: as it was)."), tr("F")});
             p.addOption(json);
         },
         placeFigure},
        {w("terrain"), QStringLiteral("FILE ENC (wall|fire|shadow|tunnel) COL,ROW [COL,ROW…] [--clear] [--json]"),
         tr("Mark hexes as wall, fire, shadow or open tunnel (or clear them)."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("clear"), tr("Remove the terrain from the hexes instead.")});
             p.addOption(json);
         },
         setTerrain},
        {w("duplicate"), QStringLiteral("FILE ENC [--name NAME] [--json]"),
         tr("Copy an encounter as it was set up, with fresh figures from the roster and bestiary."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("name"), tr("Name of the copy (default: “… (copy)”)."), tr("NAME")});
             p.addOption(json);
         },
         duplicateEncounter},
        {w("rename"), QStringLiteral("FILE ENC NAME"), tr("Rename an encounter."), {}, renameEncounter},
        {w("delete"), QStringLiteral("FILE ENC"), tr("Delete an encounter and its combat log."), {}, deleteEncounter},
        {w("start"), QStringLiteral("FILE ENC [--json]"), tr("Begin turn 1 (figures of two sides must be on the map)."), jsonOnly,
         startFight},
        {w("end"), QStringLiteral("FILE ENC [--award to-the-death|arena|practice [--winner SIDE]] [--json]"),
         tr("Close the fight: wounds and fatigue go back to the roster characters; with --award, experience too."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("award"), tr("Award experience for this kind of combat."), tr("COMBAT")});
             p.addOption({QStringLiteral("winner"), tr("The winning side (default: the only side still standing)."), tr("SIDE")});
             p.addOption(json);
         },
         endFight},
    };
}

} // namespace hk
