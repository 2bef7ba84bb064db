// `combat …` commands that run the fight turn by turn: initiative, renew, option, move, face, attack,
// ready, drop, pick-up, disengage, breather, cast, disbelieve, pass, retreat, next and the GM's overrides (gm). Each is one undoable step of the
// model's CombatTurn, CombatActions or CombatOverrides, rolled with the campaign's dice or --dice-script,
// and prints the combat-log lines it wrote.
#include "CliCommand.h"
#include "i18n/Translate.h"

#include "EncounterLookup.h"
#include "campaign/Campaign.h"
#include "combat/CombatActions.h"
#include "combat/CombatOdds.h"
#include "combat/CombatOverrides.h"
#include "combat/CombatParameters.h"
#include "combat/CombatTurn.h"

#include <QCoreApplication>

namespace hk {

namespace {

using namespace EncounterLookup;

QString tr(const char* text)
{
    return hk::translateIn("hk::cli", text);
}

// Opens FILE ENC and finds the `figures` figures named from the third argument on.
struct FigureCommand
{
    Opened opened;
    QStringList ids;
    int exitCode = ExitOk;
};

FigureCommand openWithFigures(CliContext& ctx, int argsNeeded, const QString& argNames, int figures)
{
    FigureCommand c;
    c.opened = open(ctx, argsNeeded, argNames);
    c.exitCode = c.opened.exitCode;
    if (c.exitCode == ExitOk && !figureArgs(ctx, c.opened, 2, figures, &c.ids))
        c.exitCode = ExitFailed;
    return c;
}

// The odds before a blow: the chance to hit as the tracker would roll it, and who would win a stand-up
// fight between the two by simulation. Nothing is written.
int odds(CliContext& ctx)
{
    int runs = 2000;
    int seed = 1978;
    int extraDx = 0;
    if (!intOption(ctx, QStringLiteral("runs"), &runs) || !intOption(ctx, QStringLiteral("seed"), &seed)
        || !intOption(ctx, QStringLiteral("dx"), &extraDx))
        return ExitUsage;
    if (runs < 1 || runs > 100000)
        return ctx.usage(tr("--runs takes 1 to 100000"));
    FigureCommand c = openWithFigures(ctx, 4, QStringLiteral("FILE ENC ATTACKER TARGET"), 2);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    CombatParameters p;
    if (!parameters(ctx, *c.opened.campaign, &p))
        return ExitFailed;
    const CombatState& s = c.opened.encounter.state;
    const EncounterFigure& a = *s.figure(c.ids.at(0));
    const EncounterFigure& b = *s.figure(c.ids.at(1));
    const OddsEstimate hit = CombatOdds::attack(s, p, a, b, extraDx);
    const DuelEstimate duel = CombatOdds::duel(p, a, b, runs, quint64(seed));
    if (ctx.json()) {
        ctx.printJson(QJsonObject{{QStringLiteral("attacker"), a.body.id},
                                  {QStringLiteral("target"), b.body.id},
                                  {QStringLiteral("hitPossible"), hit.known},
                                  {QStringLiteral("dice"), hit.dice},
                                  {QStringLiteral("against"), hit.target},
                                  {QStringLiteral("hitChance"), hit.chance},
                                  {QStringLiteral("note"), hit.note},
                                  {QStringLiteral("runs"), duel.runs},
                                  {QStringLiteral("attackerWins"), duel.firstChance()},
                                  {QStringLiteral("targetWins"), duel.secondChance()},
                                  {QStringLiteral("undecided"), duel.undecided},
                                  {QStringLiteral("averageTurns"), duel.averageTurns}});
        return ExitOk;
    }
    ctx.print(hit.text(tr("%1 hits %2").arg(a.body.name, b.body.name)));
    ctx.print(tr("Stand-up fight (%1 simulated, blows only): %2 wins %3%, %4 wins %5%, %6 undecided; %7 turns on average.")
                  .arg(duel.runs)
                  .arg(a.body.name)
                  .arg(qRound(duel.firstChance() * 100))
                  .arg(b.body.name)
                  .arg(qRound(duel.secondChance() * 100))
                  .arg(duel.undecided)
                  .arg(duel.averageTurns, 0, 'f', 1));
    return ExitOk;
}

int breakFree(CliContext& ctx)
{
    FigureCommand c = openWithFigures(ctx, 4, QStringLiteral("FILE ENC FIG BOUND"), 2);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    Opened& o = c.opened;
    return act(ctx, o, [&](QString* e) { return CombatActions(*o.campaign).breakFree(o.encounter.id, c.ids.at(0), c.ids.at(1), e); });
}

int initiative(CliContext& ctx)
{
    int first = -1;
    if (!intOption(ctx, QStringLiteral("first"), &first))
        return ExitUsage;
    Opened o = open(ctx, 2, QStringLiteral("FILE ENC"));
    if (!o)
        return o.exitCode;
    return act(ctx, o, [&](QString* e) { return CombatTurn(*o.campaign).rollInitiative(o.encounter.id, first, e); });
}

int renew(CliContext& ctx)
{
    const bool pay = ctx.parser.isSet(QStringLiteral("pay"));
    if (pay == ctx.parser.isSet(QStringLiteral("drop")))
        return ctx.usage(tr("give either --pay or --drop"));
    Opened o = open(ctx, 3, QStringLiteral("FILE ENC SERIAL"));
    if (!o)
        return o.exitCode;
    bool ok = false;
    const int serial = ctx.args.at(2).toInt(&ok);
    if (!ok)
        return ctx.usage(tr("SERIAL must be the running spell's number (see combat show), not “%1”").arg(ctx.args.at(2)));
    return act(ctx, o, [&](QString* e) { return CombatTurn(*o.campaign).renew(o.encounter.id, serial, pay, e); });
}

int chooseOption(CliContext& ctx)
{
    FigureCommand c = openWithFigures(ctx, 4, QStringLiteral("FILE ENC FIG OPTION"), 1);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    Opened& o = c.opened;
    CombatParameters p;
    if (!parameters(ctx, *o.campaign, &p))
        return ExitFailed;
    const CombatState& s = o.encounter.state;
    // A letter of the book's list (a–n) stands for the option of that letter the figure may choose now.
    QString option = ctx.args.at(3);
    for (const MovementOption& m : CombatTurn::options(s, *s.figure(c.ids.at(0)), p)) {
        if (m.letter.compare(option, Qt::CaseInsensitive) == 0)
            option = m.key;
    }
    return act(ctx, o, [&](QString* e) { return CombatTurn(*o.campaign).chooseOption(o.encounter.id, c.ids.at(0), option, e); });
}

int moveFigure(CliContext& ctx)
{
    FigureCommand c = openWithFigures(ctx, 4, QStringLiteral("FILE ENC FIG COL,ROW"), 1);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    Opened& o = c.opened;
    HexCoord to;
    QString error;
    if (!parseHex(ctx.args.at(3), &to, &error))
        return ctx.usage(error);
    int facing = o.encounter.state.figure(c.ids.at(0))->body.facing;
    if (ctx.parser.isSet(QStringLiteral("facing")) && !parseFacing(ctx.parser.value(QStringLiteral("facing")), &facing, &error))
        return ctx.usage(error);
    return act(ctx, o, [&](QString* e) { return CombatTurn(*o.campaign).move(o.encounter.id, c.ids.at(0), to, facing, e); });
}

int disengage(CliContext& ctx)
{
    FigureCommand c = openWithFigures(ctx, 4, QStringLiteral("FILE ENC FIG COL,ROW"), 1);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    HexCoord to;
    QString error;
    if (!parseHex(ctx.args.at(3), &to, &error))
        return ctx.usage(error);
    Opened& o = c.opened;
    return act(ctx, o, [&](QString* e) { return CombatActions(*o.campaign).disengage(o.encounter.id, c.ids.at(0), to, e); });
}

int breather(CliContext& ctx)
{
    FigureCommand c = openWithFigures(ctx, 3, QStringLiteral("FILE ENC FIG"), 1);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    Opened& o = c.opened;
    return act(ctx, o, [&](QString* e) { return CombatActions(*o.campaign).breather(o.encounter.id, c.ids.at(0), e); });
}

int faceFigure(CliContext& ctx)
{
    FigureCommand c = openWithFigures(ctx, 4, QStringLiteral("FILE ENC FIG F"), 1);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    int facing = 0;
    QString error;
    if (!parseFacing(ctx.args.at(3), &facing, &error))
        return ctx.usage(error);
    Opened& o = c.opened;
    return act(ctx, o, [&](QString* e) { return CombatTurn(*o.campaign).face(o.encounter.id, c.ids.at(0), facing, e); });
}

int attack(CliContext& ctx)
{
    AttackRequest request;
    if (!intOption(ctx, QStringLiteral("dx"), &request.extraDx))
        return ExitUsage;
    FigureCommand c = openWithFigures(ctx, 4, QStringLiteral("FILE ENC ATTACKER TARGET"), 2);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    request.attacker = c.ids.at(0);
    request.target = c.ids.at(1);
    request.damage = ctx.parser.value(QStringLiteral("damage"));
    request.weapon = ctx.parser.value(QStringLiteral("weapon"));
    request.thrown = ctx.parser.isSet(QStringLiteral("throw"));
    request.setVsCharge = ctx.parser.isSet(QStringLiteral("set-vs-charge"));
    request.handToHand = ctx.parser.isSet(QStringLiteral("hth"));
    const QList<std::pair<const char*, BodyBlow>> blows{
        {"slam", BodyBlow::Slam}, {"shield-rush", BodyBlow::ShieldRush}, {"body-throw", BodyBlow::Throw}};
    for (const auto& [option, blow] : blows) {
        if (!ctx.parser.isSet(QLatin1String(option)))
            continue;
        if (request.bodyBlow != BodyBlow::None || request.handToHand)
            return ctx.usage(tr("--slam, --shield-rush, --body-throw and --hth are different blows: give one."));
        request.bodyBlow = blow;
    }
    if (!intOption(ctx, QStringLiteral("trade"), &request.traded))
        return ExitUsage;
    Opened& o = c.opened;
    return act(ctx, o, [&](QString* e) { return CombatActions(*o.campaign).attack(o.encounter.id, request, e); });
}

// The cast options that shape one spell: Aid's --attribute, Teleport's --facing, Darkness's --hexes.
bool castShape(CliContext& ctx, CastRequest* request, QString* error)
{
    if (ctx.parser.isSet(QStringLiteral("attribute"))) {
        const QString a = ctx.parser.value(QStringLiteral("attribute")).toLower();
        request->attribute = a == QLatin1String("st")   ? SpellAttribute::St
                             : a == QLatin1String("dx") ? SpellAttribute::Dx
                             : a == QLatin1String("iq") ? SpellAttribute::Iq
                                                        : SpellAttribute::None;
        if (request->attribute == SpellAttribute::None) {
            *error = tr("--attribute takes st, dx or iq.");
            return false;
        }
    }
    if (ctx.parser.isSet(QStringLiteral("facing"))) {
        int facing = 0;
        if (!parseFacing(ctx.parser.value(QStringLiteral("facing")), &facing, error))
            return false;
        request->facing = facing;
    }
    if (ctx.parser.isSet(QStringLiteral("hexes"))) {
        for (const QString& text : ctx.parser.value(QStringLiteral("hexes")).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            HexCoord hex;
            if (!parseHex(text, &hex, error))
                return false;
            request->hexes.append(hex);
        }
    }
    return true;
}

int cast(CliContext& ctx)
{
    CastRequest request;
    if (!intOption(ctx, QStringLiteral("st"), &request.st) || !intOption(ctx, QStringLiteral("dx"), &request.extraDx))
        return ExitUsage;
    FigureCommand c = openWithFigures(ctx, 4, QStringLiteral("FILE ENC CASTER SPELL"), 1);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    Opened& o = c.opened;
    QString error;
    request.caster = c.ids.at(0);
    request.spell = entryId(*o.campaign, QStringLiteral("spell"), ctx.args.at(3));
    if (ctx.parser.isSet(QStringLiteral("target")) && !figureId(o.encounter.state, ctx.parser.value(QStringLiteral("target")), &request.target, &error))
        return ctx.fail(error);
    if (ctx.parser.isSet(QStringLiteral("hex"))) {
        HexCoord hex;
        if (!parseHex(ctx.parser.value(QStringLiteral("hex")), &hex, &error))
            return ctx.usage(error);
        request.hex = hex;
    }
    if (ctx.parser.isSet(QStringLiteral("as")))
        request.appearance = entryId(*o.campaign, QStringLiteral("creature"), ctx.parser.value(QStringLiteral("as")));
    request.ignoreKnown = ctx.parser.isSet(QStringLiteral("unknown-ok"));
    if (!castShape(ctx, &request, &error))
        return ctx.usage(error);
    return act(ctx, o, [&](QString* e) { return CombatActions(*o.campaign).cast(o.encounter.id, request, e); });
}

int disbelieve(CliContext& ctx)
{
    FigureCommand c = openWithFigures(ctx, 4, QStringLiteral("FILE ENC FIG TARGET"), 2);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    Opened& o = c.opened;
    return act(ctx, o, [&](QString* e) { return CombatActions(*o.campaign).disbelieve(o.encounter.id, c.ids.at(0), c.ids.at(1), e); });
}

int readyWeapon(CliContext& ctx)
{
    FigureCommand c = openWithFigures(ctx, 4, QStringLiteral("FILE ENC FIG WEAPON"), 1);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    Opened& o = c.opened;
    const QString weapon = ctx.args.at(3);
    return act(ctx, o, [&](QString* e) { return CombatActions(*o.campaign).readyWeapon(o.encounter.id, c.ids.at(0), weapon, e); });
}

int dropWeapon(CliContext& ctx)
{
    FigureCommand c = openWithFigures(ctx, 3, QStringLiteral("FILE ENC FIG"), 1);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    Opened& o = c.opened;
    return act(ctx, o, [&](QString* e) { return CombatActions(*o.campaign).dropWeapon(o.encounter.id, c.ids.at(0), e); });
}

int pickUpWeapon(CliContext& ctx)
{
    FigureCommand c = openWithFigures(ctx, 3, QStringLiteral("FILE ENC FIG"), 1);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    Opened& o = c.opened;
    const QString weapon = ctx.args.value(3);
    return act(ctx, o, [&](QString* e) { return CombatActions(*o.campaign).pickUpWeapon(o.encounter.id, c.ids.at(0), weapon, e); });
}

int pass(CliContext& ctx)
{
    FigureCommand c = openWithFigures(ctx, 3, QStringLiteral("FILE ENC FIG"), 1);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    Opened& o = c.opened;
    const QString note = ctx.parser.value(QStringLiteral("note"));
    return act(ctx, o, [&](QString* e) { return CombatTurn(*o.campaign).pass(o.encounter.id, c.ids.at(0), note, e); });
}

int retreat(CliContext& ctx)
{
    FigureCommand c = openWithFigures(ctx, 5, QStringLiteral("FILE ENC WINNER LOSER COL,ROW"), 2);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    HexCoord to;
    QString error;
    if (!parseHex(ctx.args.at(4), &to, &error))
        return ctx.usage(error);
    Opened& o = c.opened;
    const bool advance = ctx.parser.isSet(QStringLiteral("advance"));
    return act(ctx, o, [&](QString* e) {
        return CombatActions(*o.campaign).forceRetreat(o.encounter.id, c.ids.at(0), c.ids.at(1), to, advance, e);
    });
}

int nextPhase(CliContext& ctx)
{
    Opened o = open(ctx, 2, QStringLiteral("FILE ENC"));
    if (!o)
        return o.exitCode;
    return act(ctx, o, [&](QString* e) { return CombatTurn(*o.campaign).advance(o.encounter.id, e); });
}

int gmOverride(CliContext& ctx)
{
    const auto set = [&ctx](const char* name) { return ctx.parser.isSet(QLatin1String(name)); };
    const bool st = set("hits") || set("fatigue");
    const int changes = int(st) + int(set("posture")) + int(set("condition")) + int(set("remove-condition")) + int(set("hide"))
                        + int(set("show")) + int(set("acts-next"));
    if (changes != 1)
        return ctx.usage(tr("give one change: --hits/--fatigue, --posture, --condition, --remove-condition, --hide, --show or --acts-next"));
    if ((set("turns") || set("dx") || set("secret")) && !set("condition"))
        return ctx.usage(tr("--turns, --dx and --secret go with --condition"));
    int hits = 0;
    int fatigue = 0;
    int turns = -1;
    int dx = 0;
    if (!intOption(ctx, QStringLiteral("hits"), &hits) || !intOption(ctx, QStringLiteral("fatigue"), &fatigue)
        || !intOption(ctx, QStringLiteral("turns"), &turns) || !intOption(ctx, QStringLiteral("dx"), &dx))
        return ExitUsage;
    Posture posture = Posture::Standing;
    if (set("posture") && !CombatOverrides::postureFromKey(ctx.parser.value(QStringLiteral("posture")), &posture))
        return ctx.usage(tr("unknown posture “%1”: standing, kneeling, prone, crawling, fallen or bending-over")
                             .arg(ctx.parser.value(QStringLiteral("posture"))));
    FigureCommand c = openWithFigures(ctx, 3, QStringLiteral("FILE ENC FIG"), 1);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    Opened& o = c.opened;
    const qint64 id = o.encounter.id;
    const QString& fig = c.ids.at(0);
    CombatOverrides gm(*o.campaign);
    return act(ctx, o, [&](QString* e) {
        if (st)
            return gm.adjustSt(id, fig, hits, fatigue, e);
        if (set("posture"))
            return gm.setPosture(id, fig, posture, e);
        if (set("condition"))
            return gm.addCondition(id, fig, ctx.parser.value(QStringLiteral("condition")), turns, dx, e, set("secret"));
        if (set("remove-condition"))
            return gm.removeCondition(id, fig, ctx.parser.value(QStringLiteral("remove-condition")), e);
        if (set("hide") || set("show"))
            return gm.setHidden(id, fig, set("hide"), e);
        return gm.setActor(id, fig, e);
    });
}

// The options several commands share.
struct SharedOptions
{
    QCommandLineOption json;
    QCommandLineOption facing;
    QCommandLineOption dx;
};

SharedOptions sharedOptions()
{
    return {{QStringLiteral("json"), tr("Print the combat-log lines written as JSON.")},
            {QStringLiteral("facing"), tr("0–5 or N, NE, SE, S, SW, NW (default: as it was)."), tr("F")},
            {QStringLiteral("dx"), tr("Extra DX the tracker cannot see (the GM's call)."), tr("N")}};
}

QStringList commandWords(const char* verb)
{
    return QStringList{QStringLiteral("combat"), QLatin1String(verb)};
}

// The turn begins: initiative, a continuing spell renewed or dropped, each figure's option.
QList<CliCommand> turnStartCommands(const SharedOptions& options)
{
    const QCommandLineOption json = options.json;
    const auto jsonOnly = [json](QCommandLineParser& p) { p.addOption(json); };
    return {
        {commandWords("initiative"), QStringLiteral("FILE ENC [--first SIDE] [--json]"),
         tr("Roll initiative for the turn; --first: the side the winner sends to move first."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("first"), tr("The side that moves first (the winner's choice)."), tr("SIDE")});
             p.addOption(json);
         },
         initiative},
        {commandWords("renew"), QStringLiteral("FILE ENC SERIAL (--pay|--drop) [--json]"),
         tr("Pay a continuing spell's ST for this turn, or let it end."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("pay"), tr("Pay the upkeep.")});
             p.addOption({QStringLiteral("drop"), tr("Let the spell end.")});
             p.addOption(json);
         },
         renew},
        {commandWords("option"), QStringLiteral("FILE ENC FIG OPTION [--json]"),
         tr("Choose a figure's option for this turn (key such as charge-attack, or the book's letter)."), jsonOnly, chooseOption},
    };
}

// The movement phase: a figure moves or turns.
QList<CliCommand> movementCommands(const SharedOptions& options)
{
    const QCommandLineOption json = options.json;
    const QCommandLineOption facing = options.facing;
    const auto jsonOnly = [json](QCommandLineParser& p) { p.addOption(json); };
    return {
        {commandWords("move"), QStringLiteral("FILE ENC FIG COL,ROW [--facing F] [--json]"),
         tr("Move a figure in the movement phase, within what its option allows."),
         [json, facing](QCommandLineParser& p) {
             p.addOption(facing);
             p.addOption(json);
         },
         moveFigure},
        {commandWords("face"), QStringLiteral("FILE ENC FIG F [--json]"), tr("Turn a figure to face another way without moving."), jsonOnly,
         faceFigure},
    };
}

// Blows, throws, shots and spells.
QList<CliCommand> attackCommands(const SharedOptions& options)
{
    const QCommandLineOption json = options.json;
    const QCommandLineOption dx = options.dx;
    return {
        {commandWords("attack"),
         QStringLiteral("FILE ENC ATTACKER TARGET [--weapon NAME] [--throw] [--trade N] [--set-vs-charge] [--hth] [--slam|--shield-rush|--body-throw] "
                        "[--damage DICE] [--dx N] [--json]"),
         tr("A blow, a throw or a shot: the to-hit roll with the weapon's reach or range, then damage less the hits stopped."),
         [json, dx](QCommandLineParser& p) {
             p.addOption({QStringLiteral("weapon"), tr("The weapon in hand to use (default: the one in hand)."), tr("NAME")});
             p.addOption({QStringLiteral("throw"), tr("Throw the weapon (a dagger, a spear, a hatchet …).")});
             p.addOption({QStringLiteral("trade"), tr("Damage added for as much to hit, where STR above the weapon's minimum allows it."), tr("N")});
             p.addOption({QStringLiteral("set-vs-charge"), tr("A pole arm set against the target's charge.")});
             p.addOption({QStringLiteral("hth"), tr("Close with the target and fight hand-to-hand (bare hands or a small weapon).")});
             p.addOption({QStringLiteral("slam"), tr("Warrior & Wizard: run into the target to knock it down (no damage).")});
             p.addOption({QStringLiteral("shield-rush"), tr("Warrior & Wizard: lead with a ready shield to knock the target down.")});
             p.addOption({QStringLiteral("body-throw"), tr("Warrior & Wizard: grab and toss the target (Martial Arts II).")});
             p.addOption({QStringLiteral("damage"), tr("Damage dice instead of the usual weapon (e.g. 2d6-1)."), tr("DICE")});
             p.addOption(dx);
             p.addOption(json);
         },
         attack},
        {commandWords("cast"),
         QStringLiteral("FILE ENC CASTER SPELL [--target FIG] [--hex COL,ROW] [--st N] [--dx N] [--as CREATURE] [--attribute st|dx|iq] "
                        "[--facing F] [--hexes \"COL,ROW …\"] [--unknown-ok] [--json]"),
         tr("Cast a spell (id or name) at a figure or a hex."),
         [json, dx](QCommandLineParser& p) {
             p.addOption({QStringLiteral("target"), tr("The figure the spell is cast on."), tr("FIG")});
             p.addOption({QStringLiteral("hex"), tr("Where a creation or area spell appears."), tr("COL,ROW")});
             p.addOption({QStringLiteral("st"), tr("ST put into a missile spell."), tr("N")});
             p.addOption(dx);
             p.addOption({QStringLiteral("as"), tr("The creature an image or illusion looks like."), tr("CREATURE")});
             p.addOption({QStringLiteral("unknown-ok"), tr("Allow a spell the caster does not know (a scroll, a wand).")});
             p.addOption({QStringLiteral("attribute"), tr("Aid: the attribute it raises (st, dx or iq)."), tr("ATTR")});
             p.addOption({QStringLiteral("facing"), tr("Teleport: the way the caster faces where it lands (0–5 or N, NE, SE, S, SW, NW)."), tr("F")});
             p.addOption({QStringLiteral("hexes"), tr("Darkness: the hexes it darkens, separated by spaces; its range reaches the farthest."),
                          tr("HEXES")});
             p.addOption(json);
         },
         cast},
    };
}

// The other actions: weapons readied, dropped or picked up, disengaging, a breather, disbelief.
QList<CliCommand> actionCommands(const SharedOptions& options)
{
    const QCommandLineOption json = options.json;
    const auto jsonOnly = [json](QCommandLineParser& p) { p.addOption(json); };
    return {
        {commandWords("ready"), QStringLiteral("FILE ENC FIG WEAPON [--json]"),
         tr("The figure's action: put a carried weapon in hand (engaged in Warrior & Wizard: switch, dropping the one held)."),
         jsonOnly, readyWeapon},
        {commandWords("drop"), QStringLiteral("FILE ENC FIG [--json]"), tr("Drop the weapon in hand."), jsonOnly, dropWeapon},
        {commandWords("pick-up"), QStringLiteral("FILE ENC FIG [WEAPON] [--json]"), tr("The figure's action: pick up a weapon it dropped."),
         jsonOnly, pickUpWeapon},
        {commandWords("disengage"), QStringLiteral("FILE ENC FIG COL,ROW [--json]"),
         tr("Warrior & Wizard: the figure's action, one hex out of its foes' threat zones; they may still strike at it."),
         jsonOnly, disengage},
        {commandWords("breather"), QStringLiteral("FILE ENC FIG [--json]"),
         tr("Warrior & Wizard's optional nonlethal rule: the figure rests, recovering nonlethal damage at the end of the turn."),
         jsonOnly, breather},
        {commandWords("disbelieve"), QStringLiteral("FILE ENC FIG TARGET [--json]"),
         tr("A figure tries to disbelieve another (the GM's secret roll)."), jsonOnly, disbelieve},
    };
}

// The odds before a blow, breaking free, passing, a forced retreat, and the end of the phase.
QList<CliCommand> turnEndCommands(const SharedOptions& options)
{
    const QCommandLineOption json = options.json;
    const QCommandLineOption dx = options.dx;
    const auto jsonOnly = [json](QCommandLineParser& p) { p.addOption(json); };
    return {
        {commandWords("odds"), QStringLiteral("FILE ENC ATTACKER TARGET [--dx N] [--runs N] [--seed N] [--json]"),
         tr("The chance to hit before a blow, and who would win a stand-up fight (simulated); writes nothing."),
         [json, dx](QCommandLineParser& p) {
             p.addOption(dx);
             p.addOption({QStringLiteral("runs"), tr("Simulated fights (default 2000)."), tr("N")});
             p.addOption({QStringLiteral("seed"), tr("Seed of the simulation's dice (default 1978)."), tr("N")});
             p.addOption(json);
         },
         odds},
        {commandWords("break-free"), QStringLiteral("FILE ENC FIG BOUND [--json]"),
         tr("FIG (the bound figure itself, or a neighbour who has not moved) works at BOUND's Rope: a saving roll on adjusted DX."),
         jsonOnly, breakFree},
        {commandWords("pass"), QStringLiteral("FILE ENC FIG [--note TEXT] [--json]"),
         tr("A figure's action is used otherwise or given up (defends, dodges, stands up …)."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("note"), tr("What it did instead, for the log."), tr("TEXT")});
             p.addOption(json);
         },
         pass},
        {commandWords("retreat"), QStringLiteral("FILE ENC WINNER LOSER COL,ROW [--advance] [--json]"),
         tr("A forced retreat: the winner pushes the loser one hex."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("advance"), tr("The winner steps into the hex the loser left.")});
             p.addOption(json);
         },
         retreat},
        {commandWords("next"), QStringLiteral("FILE ENC [--json]"), tr("End the phase (or the moving side's movement) and begin the next."),
         jsonOnly, nextPhase},
    };
}

// The GM's override of a figure.
QList<CliCommand> gmCommands(const SharedOptions& options)
{
    const QCommandLineOption json = options.json;
    const QCommandLineOption dx = options.dx;
    return {
        {commandWords("gm"),
         QStringLiteral("FILE ENC FIG (--hits N | --fatigue N | --posture KEY | --condition KEY [--turns N] [--dx N] | "
                        "--remove-condition KEY | --hide | --show | --acts-next) [--secret] [--json]"),
         tr("The GM's override of a figure: hits or healing, ST spent, posture, a named condition, hidden, who acts next."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("hits"), tr("Hits taken (negative heals)."), tr("N")});
             p.addOption({QStringLiteral("fatigue"), tr("ST spent (negative restores)."), tr("N")});
             p.addOption({QStringLiteral("posture"), tr("standing, kneeling, prone, crawling, fallen or bending-over."), tr("KEY")});
             p.addOption({QStringLiteral("condition"), tr("Put a named condition on the figure."), tr("KEY")});
             p.addOption({QStringLiteral("secret"), tr("With --condition: known to the GM only (a secret protection).")});
             p.addOption({QStringLiteral("turns"), tr("How long the condition lasts (default: until removed)."), tr("N")});
             p.addOption({QStringLiteral("dx"), tr("The condition's change to DX."), tr("N")});
             p.addOption({QStringLiteral("remove-condition"), tr("Take a condition off."), tr("KEY")});
             p.addOption({QStringLiteral("hide"), tr("The figure's place is secret: players do not see it.")});
             p.addOption({QStringLiteral("show"), tr("Players see the figure again.")});
             p.addOption({QStringLiteral("acts-next"), tr("The figure acts next in the action phase.")});
             p.addOption(json);
         },
         gmOverride},
    };
}

} // namespace

QList<CliCommand> combatTurnCommands()
{
    const SharedOptions options = sharedOptions();
    return turnStartCommands(options) + movementCommands(options) + attackCommands(options) + actionCommands(options)
        + turnEndCommands(options) + gmCommands(options);
}

} // namespace hk
