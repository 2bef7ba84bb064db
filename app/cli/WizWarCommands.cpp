#include "CliCommand.h"
#include "WizWarTable.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "dice/DiceRoller.h"
#include "wizwar/WizWarGames.h"
#include "wizwar/WizWarSteps.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

namespace hk {

// Why this exists: the `wizwar` group plays a Wiz-War game from a script or a terminal, every step through
// the same service and rules engine as the Wiz-War page, so a whole game can be played and checked end to end.

namespace {

using namespace hk::wizwar;
using namespace hk::wizwarcli;

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::cli", text, disambiguation, n);
}

int show(CliContext& ctx, Table& t, const QString& who)
{
    const int seat = who.isEmpty() ? -1 : seatNamed(t.record.state, who);
    if (!who.isEmpty() && seat < 0)
        return ctx.fail(tr("No player “%1” in this game.").arg(who));
    QString error;
    const auto params = t.games->parameters(&error);
    if (!params)
        return ctx.fail(error);
    const CardLibrary cards = t.games->cards();
    const QList<WizWarLogEntry> log = t.games->log(t.id, seat, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    class NoDice : public DiceRoller
    {
    public:
        QList<int> roll(const DiceRequest&) override { throw DiceError(QStringLiteral("no rolls while showing")); }
        QString mode() const override { return QStringLiteral("none"); }
    } noDice;
    GameState state = t.record.state;
    const Game game(state, *params, cards, noDice);
    const QJsonObject o = tableJson(t.record, game, seat, log);
    if (ctx.json()) {
        ctx.printJson(o);
        return ExitOk;
    }
    ctx.print(tr("%1 (game %2), turn %3: %4, %5.")
                  .arg(t.record.name)
                  .arg(t.id)
                  .arg(state.turn.number)
                  .arg(o.value(QLatin1String("turn")).toObject().value(QLatin1String("active")).toString(),
                       phaseName(state.turn.phase)));
    for (const QJsonValue& v : o.value(QLatin1String("seats")).toArray()) {
        const QJsonObject s = v.toObject();
        ctx.print(tr("  %1 (%2): life %3, %4 VP, on %5, %6 card(s) in hand, hand count %7%8")
                      .arg(s.value(QLatin1String("name")).toString(), s.value(QLatin1String("colour")).toString())
                      .arg(s.value(QLatin1String("life")).toInt())
                      .arg(s.value(QLatin1String("victoryPoints")).toInt())
                      .arg(s.value(QLatin1String("alive")).toBool() ? s.value(QLatin1String("at")).toString() : tr("dead"))
                      .arg(s.value(QLatin1String("cardsInHand")).toInt())
                      .arg(s.value(QLatin1String("handCount")).toInt())
                      .arg(s.contains(QLatin1String("hand"))
                               ? tr("; hand: %1").arg(s.value(QLatin1String("hand")).toVariant().toStringList().join(QStringLiteral(", ")))
                               : QString()));
    }
    if (o.contains(QLatin1String("winner")))
        ctx.print(o.value(QLatin1String("winReason")).toString());
    for (const WizWarLogEntry& l : log)
        ctx.print(QStringLiteral("  [%1] %2").arg(l.turn).arg(l.message));
    return ExitOk;
}

QString opt(CliContext& ctx, const char* name)
{
    return ctx.parser.value(QString::fromLatin1(name));
}

int newGame(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE NAME")))
        return ExitUsage;
    SetupChoice choice;
    for (const QString& p : ctx.parser.values(QStringLiteral("player"))) {
        // NAME[:COLOUR[:GROUP]]: the group (1 or 2) only under the Custom Spellbook.
        const QStringList parts = p.split(QLatin1Char(':'));
        bool ok = true;
        const int group = parts.size() > 2 ? parts.at(2).toInt(&ok) : 1;
        if (!ok || group < 1 || group > 2)
            return ctx.usage(tr("A player's group is 1 or 2, like --player Ann:red:1"));
        choice.players.append({parts.value(0), parts.value(1), group - 1});
    }
    choice.schools = opt(ctx, "schools").split(QLatin1Char(','), Qt::SkipEmptyParts);
    choice.secondSchools = opt(ctx, "second-schools").split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (ctx.parser.isSet(QStringLiteral("custom-spellbook")))
        choice.options.append(Option::CustomSpellbook);
    const QString side = opt(ctx, "side").toUpper();
    if (!side.isEmpty() && side != QLatin1String("A") && side != QLatin1String("B"))
        return ctx.usage(tr("--side is A or B"));
    choice.boardSide = side.isEmpty() ? QLatin1Char('A') : side.at(0);
    for (const QString& key : ctx.parser.values(QStringLiteral("option"))) {
        const auto o = optionFromKey(key);
        if (!o)
            return ctx.usage(tr("Unknown optional rule “%1”.").arg(key));
        if (!choice.options.contains(*o))
            choice.options.append(*o);
    }
    if (!ctx.intOption(QStringLiteral("victory-points"), &choice.victoryPoints, 1, 10))
        return ExitUsage;
    for (const QString& p : ctx.parser.values(QStringLiteral("portal"))) {
        const auto link = portalFrom(p);
        if (!link)
            return ctx.usage(tr("--portal joins two board edges, like A3:W=H3:E"));
        choice.portals.append(*link);
    }
    Table t;
    if (!openGame(ctx, -1, &t))
        return ExitFailed;
    QString error;
    const qint64 id = t.games->create(ctx.args.at(1), choice, &error);
    if (!id)
        return ctx.fail(error);
    t.id = id;
    t.games->find(id, &t.record, &error);
    return show(ctx, t, {});
}

int showCommand(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE GAME")))
        return ExitUsage;
    Table t;
    if (!openGame(ctx, 1, &t))
        return ExitFailed;
    return show(ctx, t, opt(ctx, "seat"));
}

int listCommand(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    Table t;
    if (!openGame(ctx, -1, &t))
        return ExitFailed;
    QString error;
    const QList<WizWarRecord> games = t.games->list(&error);
    if (!error.isEmpty())
        return ctx.fail(error);
    QJsonArray out;
    for (const WizWarRecord& r : games) {
        out.append(QJsonObject{{QStringLiteral("id"), r.id}, {QStringLiteral("name"), r.name}});
        if (!ctx.json())
            ctx.print(QStringLiteral("%1  %2").arg(r.id).arg(r.name));
    }
    if (ctx.json())
        ctx.printJson(out);
    return ExitOk;
}

int setupMap(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    int sector = 0;
    if (!ctx.intOption(QStringLiteral("sector"), &sector, 1, 4) || sector == 0)
        return ctx.usage(tr("--sector is 1 to 4"));
    const QString side = opt(ctx, "side").toUpper();
    if (side != QLatin1String("A") && side != QLatin1String("B"))
        return ctx.usage(tr("--side is A or B"));
    QFile file(opt(ctx, "map-file"));
    if (!file.open(QIODevice::ReadOnly))
        return ctx.fail(tr("Cannot read the map file “%1”.").arg(file.fileName()));
    if (file.size() > 4096)
        return ctx.fail(tr("A sector map file is at most 4096 bytes."));
    Table t;
    if (!openGame(ctx, -1, &t))
        return ExitFailed;
    QString error;
    if (!t.games->setSectorMap(sector, side.at(0), QString::fromUtf8(file.readAll()), &error))
        return ctx.fail(error);
    ctx.print(tr("Sector %1, side %2, drawn.").arg(sector).arg(side));
    return ExitOk;
}

int cardCommand(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE NAME")))
        return ExitUsage;
    QJsonObject fields;
    const auto text = [&](const char* option, const char* key) {
        if (ctx.parser.isSet(QString::fromLatin1(option)))
            fields.insert(QLatin1String(key), opt(ctx, option));
    };
    text("school", "school");
    text("type", "cardType");
    text("range", "range");
    text("duration", "cardDuration");
    for (const auto& [option, key] : {std::pair{"energy", "energyValue"}, std::pair{"damage", "damage"},
                                      std::pair{"damage-per-turn", "damagePerTurn"}, std::pair{"reduce", "damageReduction"},
                                      std::pair{"speed", "baseSpeed"}, std::pair{"copies", "copies"}}) {
        int value = -1;
        if (!ctx.intOption(QString::fromLatin1(option), &value, 0, 24))
            return ExitUsage;
        if (value >= 0)
            fields.insert(QLatin1String(key), value);
    }
    for (const auto& [option, key] : {std::pair{"cancels", "cancelsAttack"}, std::pair{"damage-from-energy", "damageFromEnergy"},
                                      std::pair{"creates-object", "createsObject"}, std::pair{"blocks-sight", "blocksLos"},
                                      std::pair{"blocks-movement", "blocksMovement"}})
        if (ctx.parser.isSet(QString::fromLatin1(option)))
            fields.insert(QLatin1String(key), true);
    if (ctx.parser.isSet(QStringLiteral("traits")))
        fields.insert(QStringLiteral("traits"), QJsonArray::fromStringList(opt(ctx, "traits").split(QLatin1Char(','), Qt::SkipEmptyParts)));
    if (ctx.parser.isSet(QStringLiteral("evade"))) {
        QJsonArray faces;
        for (const QString& f : opt(ctx, "evade").split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            const int face = f.toInt(&ok);
            if (!ok || face < 1 || face > 4)
                return ctx.usage(tr("--evade lists die faces 1 to 4, like 1,2"));
            faces.append(face);
        }
        fields.insert(QStringLiteral("evadeOn"), faces);
    }
    Table t;
    if (!openGame(ctx, -1, &t))
        return ExitFailed;
    QString error;
    if (!t.games->defineCard(ctx.args.at(1), fields, &error))
        return ctx.fail(error);
    ctx.print(tr("Card “%1” is in the card list.").arg(ctx.args.at(1)));
    return ExitOk;
}

int moveCommand(CliContext& ctx)
{
    Table t;
    int seat = -1;
    if (!seatArgs(ctx, &t, &seat, 3, QStringLiteral("FILE GAME PLAYER")))
        return ExitFailed;
    const bool doors = ctx.parser.isSet(QStringLiteral("through-doors"));
    if (ctx.parser.isSet(QStringLiteral("to"))) {
        const auto to = Square::fromName(opt(ctx, "to"));
        if (!to)
            return ctx.usage(tr("--to names a square, like C4"));
        return playStep(ctx, t, seat, WizWarSteps::moveTo(seat, *to, doors));
    }
    QList<Direction> path;
    for (const QString& d : opt(ctx, "path").split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto dir = directionFromName(d);
        if (!dir)
            return ctx.usage(tr("--path lists steps N, E, S or W, like N,N,E"));
        path.append(*dir);
    }
    if (path.isEmpty())
        return ctx.usage(tr("Give --to SQUARE or --path STEPS"));
    return playStep(ctx, t, seat, WizWarSteps::move(seat, path, doors));
}

int playCommand(CliContext& ctx)
{
    Table t;
    int seat = -1;
    if (!seatArgs(ctx, &t, &seat, 4, QStringLiteral("FILE GAME PLAYER CARD")))
        return ExitFailed;
    QString error;
    const auto target = targetFrom(t.record.state, t.record.state.board(t.games->cards()), opt(ctx, "at"), &error);
    if (!target)
        return ctx.fail(error);
    const QString card = ctx.args.at(3), energy = opt(ctx, "energy");
    return playStep(ctx, t, seat, WizWarSteps::play(seat, card, *target, energy));
}

int attackCommand(CliContext& ctx)
{
    Table t;
    int seat = -1;
    if (!seatArgs(ctx, &t, &seat, 3, QStringLiteral("FILE GAME PLAYER")))
        return ExitFailed;
    QString error;
    const auto target = targetFrom(t.record.state, t.record.state.board(t.games->cards()), opt(ctx, "at"), &error);
    if (!target)
        return ctx.fail(error);
    AttackChoice a;
    a.seat = seat;
    a.card = opt(ctx, "card");
    a.item = opt(ctx, "item");
    a.punch = ctx.parser.isSet(QStringLiteral("punch"));
    a.target = *target;
    a.energyCard = opt(ctx, "energy");
    if (int(a.punch) + int(!a.card.isEmpty()) + int(!a.item.isEmpty()) != 1)
        return ctx.usage(tr("Attack with one of --card CARD, --item ITEM or --punch"));
    int damage = -1;
    if (!ctx.intOption(QStringLiteral("damage"), &damage, 0, 100))
        return ExitUsage;
    if (damage >= 0)
        a.damage = damage;
    return playStep(ctx, t, seat, WizWarSteps::attack(a));
}

int counterCommand(CliContext& ctx)
{
    Table t;
    int seat = -1;
    if (!seatArgs(ctx, &t, &seat, 4, QStringLiteral("FILE GAME PLAYER CARD")))
        return ExitFailed;
    const QString card = ctx.args.at(3), energy = opt(ctx, "energy");
    return playStep(ctx, t, seat, WizWarSteps::counter(seat, card, energy));
}

int passCommand(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE GAME")))
        return ExitUsage;
    Table t;
    if (!openGame(ctx, 1, &t))
        return ExitFailed;
    return playStep(ctx, t, -1, WizWarSteps::resolveAttack());
}

int cardStep(CliContext& ctx, const std::function<WizWarStep(int seat, const QString& card)>& build)
{
    Table t;
    int seat = -1;
    if (!seatArgs(ctx, &t, &seat, 4, QStringLiteral("FILE GAME PLAYER CARD")))
        return ExitFailed;
    return playStep(ctx, t, seat, build(seat, ctx.args.at(3)));
}

int discardCommand(CliContext& ctx)
{
    Table t;
    int seat = -1;
    if (!seatArgs(ctx, &t, &seat, 4, QStringLiteral("FILE GAME PLAYER CARD…")))
        return ExitFailed;
    const QStringList cards = ctx.args.mid(3);
    return playStep(ctx, t, seat, WizWarSteps::discard(seat, cards));
}

int drawCommand(CliContext& ctx)
{
    Table t;
    int seat = -1;
    if (!seatArgs(ctx, &t, &seat, 4, QStringLiteral("FILE GAME PLAYER COUNT")))
        return ExitFailed;
    bool ok = false;
    const int count = ctx.args.at(3).toInt(&ok);
    if (!ok || count < 0 || count > 10)
        return ctx.usage(tr("COUNT is a number of cards, 0 to 2"));
    return playStep(ctx, t, seat, WizWarSteps::draw(seat, count));
}

int pickUpCommand(CliContext& ctx)
{
    Table t;
    int seat = -1;
    if (!seatArgs(ctx, &t, &seat, 3, QStringLiteral("FILE GAME PLAYER")))
        return ExitFailed;
    const QString item = opt(ctx, "item");
    return playStep(ctx, t, seat, item.isEmpty() ? WizWarSteps::pickUpTreasure(seat) : WizWarSteps::pickUpItem(seat, item));
}

int dropCommand(CliContext& ctx)
{
    Table t;
    int seat = -1;
    if (!seatArgs(ctx, &t, &seat, 3, QStringLiteral("FILE GAME PLAYER")))
        return ExitFailed;
    const QString item = opt(ctx, "item");
    return playStep(ctx, t, seat, item.isEmpty() ? WizWarSteps::dropTreasure(seat) : WizWarSteps::dropItem(seat, item));
}

int endTurnCommand(CliContext& ctx)
{
    Table t;
    int seat = -1;
    if (!seatArgs(ctx, &t, &seat, 3, QStringLiteral("FILE GAME PLAYER")))
        return ExitFailed;
    return playStep(ctx, t, seat, WizWarSteps::endTurn(seat));
}

int adjustCommand(CliContext& ctx)
{
    Table t;
    int seat = -1;
    if (!seatArgs(ctx, &t, &seat, 3, QStringLiteral("FILE GAME PLAYER")))
        return ExitFailed;
    int life = 0, stun = 0;
    if (!ctx.intOption(QStringLiteral("life"), &life, -20, 20) || !ctx.intOption(QStringLiteral("stun"), &stun, -10, 10))
        return ExitUsage;
    std::optional<Square> place;
    if (ctx.parser.isSet(QStringLiteral("place"))) {
        place = Square::fromName(opt(ctx, "place"));
        if (!place)
            return ctx.usage(tr("--place names a square, like C4"));
    }
    if (!life && !stun && !place)
        return ctx.usage(tr("Give --life, --stun or --place"));
    return playStep(ctx, t, seat, WizWarSteps::adjust(seat, life, stun, place));
}

void jsonOption(QCommandLineParser& p)
{
    p.addOption({QStringLiteral("json"), tr("Print JSON.")});
}

QStringList words(const char* verb)
{
    return {QStringLiteral("wizwar"), QString::fromLatin1(verb)};
}

} // namespace

QList<CliCommand> wizWarCommands()
{
    const auto withJson = [](std::initializer_list<QCommandLineOption> options) {
        QList<QCommandLineOption> list(options);
        return [list](QCommandLineParser& p) {
            p.addOptions(list);
            jsonOption(p);
        };
    };
    const QCommandLineOption energy(QStringLiteral("energy"), tr("An energy card from the hand to fuel it."), QStringLiteral("CARD"));
    const QCommandLineOption at(QStringLiteral("at"), tr("The target: a player, a square (C4) or a line (C4:N)."), QStringLiteral("TARGET"));
    return wizWarDeckCommands() + wizWarBoardCommands() + QList<CliCommand>{
        {words("new"), QStringLiteral("FILE NAME --player NAME[:COLOUR[:GROUP]]… --schools A,B,C [--custom-spellbook --second-schools D,E,F] [--side A|B] [--option KEY]… [--victory-points N] [--portal SQ:SIDE=SQ:SIDE]… [--json]"),
         tr("Set up a Wiz-War game: board, treasures, shuffled deck, hands, first player."),
         withJson({{QStringLiteral("player"), tr("A player, his colour (red, blue, green, yellow) and, with the Custom Spellbook, his group (1 or 2)."), QStringLiteral("NAME")},
                   {QStringLiteral("schools"), tr("The three schools besides White Cantrip."), QStringLiteral("LIST")},
                   {QStringLiteral("custom-spellbook"), tr("The Custom Spellbook rule: two groups, each with its own deck.")},
                   {QStringLiteral("second-schools"), tr("With the Custom Spellbook: the second group's three schools besides Black Cantrip."), QStringLiteral("LIST")},
                   {QStringLiteral("side"), tr("The sector boards' side, A or B."), QStringLiteral("SIDE")},
                   {QStringLiteral("option"), tr("An optional rule, like extended-play."), QStringLiteral("KEY")},
                   {QStringLiteral("victory-points"), tr("Extended Play's target, 3 or 4."), QStringLiteral("N")},
                   {QStringLiteral("portal"), tr("A pair of portals joining two board edges, like A3:W=H3:E."), QStringLiteral("PAIR")}}),
         newGame},
        {words("list"), QStringLiteral("FILE [--json]"), tr("List the campaign's Wiz-War games."), withJson({}), listCommand},
        {words("show"), QStringLiteral("FILE GAME [--seat PLAYER] [--json]"),
         tr("Show a game as the table sees it (hand sizes only); with --seat, that player's hand too."),
         withJson({{QStringLiteral("seat"), tr("The player whose hand to show."), QStringLiteral("PLAYER")}}), showCommand},
        {words("setup"), QStringLiteral("FILE --sector N --side A|B --map-file F"),
         tr("Draw a sector board's map (5 × 5 squares, text form) for this and later games."),
         [](QCommandLineParser& p) {
             p.addOption({QStringLiteral("sector"), tr("The board, 1 to 4 (red, blue, green, yellow)."), QStringLiteral("N")});
             p.addOption({QStringLiteral("side"), tr("The side, A or B."), QStringLiteral("SIDE")});
             p.addOption({QStringLiteral("map-file"), tr("The map's text."), QStringLiteral("FILE")});
         },
         setupMap},
        {words("card"), QStringLiteral("FILE NAME [--school S] [--type T] [--range R] [--duration D] [--energy N] [--damage N] "
                                       "[--damage-per-turn N] [--reduce N] [--cancels] [--evade 1,2] [--speed N] "
                                       "[--traits a,b] [--copies N] [--damage-from-energy] [--creates-object] [--blocks-sight] [--blocks-movement]"),
         tr("Add a card of the players' deck to the card list, or set fields of one it has."),
         [](QCommandLineParser& p) {
             for (const char* o : {"school", "type", "range", "duration", "energy", "damage", "damage-per-turn", "reduce",
                                   "evade", "speed", "traits", "copies"})
                 p.addOption({QString::fromLatin1(o), tr("A field of the card."), QStringLiteral("VALUE")});
             for (const char* o : {"cancels", "damage-from-energy", "creates-object", "blocks-sight", "blocks-movement"})
                 p.addOption({QString::fromLatin1(o), tr("A field of the card.")});
         },
         cardCommand},
        {words("move"), QStringLiteral("FILE GAME PLAYER (--to SQUARE | --path N,E,…) [--through-doors] [--json]"),
         tr("Move the active wizard, counting movement points."),
         withJson({{QStringLiteral("to"), tr("The square to reach by the shortest way."), QStringLiteral("SQUARE")},
                   {QStringLiteral("path"), tr("The steps, N, E, S or W."), QStringLiteral("STEPS")},
                   {QStringLiteral("through-doors"), tr("A card lets him through locked doors.")}}),
         moveCommand},
        {words("boost"), QStringLiteral("FILE GAME PLAYER CARD [--json]"), tr("Discard a card with energy for extra movement (once a turn)."),
         withJson({}), [](CliContext& c) {
             return cardStep(c, &WizWarSteps::boost);
         }},
        {words("play"), QStringLiteral("FILE GAME PLAYER CARD [--at TARGET] [--energy CARD] [--json]"),
         tr("Play a neutral spell or an item."), withJson({at, energy}), playCommand},
        {words("attack"), QStringLiteral("FILE GAME PLAYER (--card C | --item C | --punch) --at TARGET [--energy CARD] [--damage N] [--json]"),
         tr("Make the turn's attack; it waits for the target's counter spells."),
         withJson({at, energy,
                   {QStringLiteral("card"), tr("An attack spell from the hand."), QStringLiteral("CARD")},
                   {QStringLiteral("item"), tr("A carried weapon."), QStringLiteral("ITEM")},
                   {QStringLiteral("punch"), tr("A punch, 1 damage.")},
                   {QStringLiteral("damage"), tr("The damage the physical card gives, when the card list has none."), QStringLiteral("N")}}),
         attackCommand},
        {words("counter"), QStringLiteral("FILE GAME PLAYER CARD [--energy CARD] [--json]"),
         tr("Play a counter spell against the attack on this player."), withJson({energy}), counterCommand},
        {words("pass"), QStringLiteral("FILE GAME [--json]"), tr("The attacked player plays no more counter spells: the attack resolves."),
         withJson({}), passCommand},
        {words("end-spell"), QStringLiteral("FILE GAME PLAYER CARD [--json]"), tr("End a maintained spell."), withJson({}),
         [](CliContext& c) {
             return cardStep(c, &WizWarSteps::endSpell);
         }},
        {words("pickup"), QStringLiteral("FILE GAME PLAYER [--item CARD] [--json]"), tr("Pick up the treasure, or a dropped item, on the wizard's square."),
         withJson({{QStringLiteral("item"), tr("The dropped item to pick up."), QStringLiteral("CARD")}}), pickUpCommand},
        {words("drop"), QStringLiteral("FILE GAME PLAYER [--item CARD] [--json]"), tr("Drop the carried treasure, or a carried item."),
         withJson({{QStringLiteral("item"), tr("The carried item to drop."), QStringLiteral("CARD")}}), dropCommand},
        {words("discard"), QStringLiteral("FILE GAME PLAYER CARD… [--json]"), tr("Discard cards from the hand."), withJson({}), discardCommand},
        {words("draw"), QStringLiteral("FILE GAME PLAYER COUNT [--json]"), tr("Draw up to two cards; this ends the turn."), withJson({}), drawCommand},
        {words("end-turn"), QStringLiteral("FILE GAME PLAYER [--json]"), tr("End the turn without drawing."), withJson({}), endTurnCommand},
        {words("adjust"), QStringLiteral("FILE GAME PLAYER [--life ±N] [--stun ±N] [--place SQUARE] [--json]"),
         tr("Apply a card's effect the companion cannot know: life, stun tokens, where the wizard stands."),
         withJson({{QStringLiteral("life"), tr("Life gained or lost."), QStringLiteral("N")},
                   {QStringLiteral("stun"), tr("Stun tokens added or taken off."), QStringLiteral("N")},
                   {QStringLiteral("place"), tr("Put the wizard on this square."), QStringLiteral("SQUARE")}}),
         adjustCommand},
    };
}

} // namespace hk
