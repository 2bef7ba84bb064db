#include "WizWarTable.h"
#include "wizwar/WizWarSteps.h"

#include "i18n/Translate.h"

namespace hk::wizwarcli {

using namespace hk::wizwar;

namespace {

QString tr(const char* text)
{
    return hk::translateIn({"hk::cli", "hk::wizwarcli"}, text);
}

} // namespace

bool openGame(CliContext& ctx, int gameArg, Table* t)
{
    t->campaign = ctx.openCampaign(ctx.args.at(0));
    if (!t->campaign)
        return false;
    t->games = std::make_unique<WizWarGames>(*t->campaign);
    if (gameArg < 0)
        return true;
    if (!ctx.idArgument(gameArg, tr("GAME"), &t->id))
        return false;
    QString error;
    if (!t->games->find(t->id, &t->record, &error)) {
        ctx.fail(error);
        return false;
    }
    return true;
}

bool seatArgs(CliContext& ctx, Table* t, int* seat, int count, const QString& names)
{
    if (!ctx.requireArgs(count, names) || !openGame(ctx, 1, t))
        return false;
    *seat = seatNamed(t->record.state, ctx.args.at(2));
    if (*seat < 0) {
        ctx.fail(tr("No player “%1” in this game.").arg(ctx.args.at(2)));
        return false;
    }
    return true;
}

int playStep(CliContext& ctx, Table& t, int seat, const WizWarStep& step)
{
    QString error;
    const int before = int(t.games->log(t.id, seat, &error).size());
    if (!t.games->play(t.id, step, &error))
        return ctx.fail(error);
    const QList<WizWarLogEntry> log = t.games->log(t.id, seat, &error);
    if (ctx.json()) {
        QJsonArray lines;
        for (int i = before; i < log.size(); ++i)
            lines.append(log.at(i).message);
        ctx.printJson(QJsonObject{{QStringLiteral("log"), lines}});
    } else {
        for (int i = before; i < log.size(); ++i)
            ctx.print(log.at(i).message);
    }
    return ExitOk;
}

std::optional<std::pair<Square, Direction>> sideFrom(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char(':'));
    const auto square = Square::fromName(parts.value(0));
    const auto side = directionFromName(parts.value(1));
    if (parts.size() != 2 || !square || !side)
        return std::nullopt;
    return std::pair{*square, *side};
}

std::optional<PortalLink> portalFrom(const QString& text)
{
    const QStringList ends = text.split(QLatin1Char('='));
    const auto from = sideFrom(ends.value(0)), to = sideFrom(ends.value(1));
    if (ends.size() != 2 || !from || !to)
        return std::nullopt;
    return PortalLink{from->first, from->second, to->first, to->second};
}

int seatNamed(const GameState& g, const QString& who)
{
    for (int i = 0; i < g.seats.size(); ++i)
        if (g.seats.at(i).name.compare(who, Qt::CaseInsensitive) == 0
            || g.seats.at(i).colour.compare(who, Qt::CaseInsensitive) == 0)
            return i;
    return -1;
}

std::optional<Target> targetFrom(const GameState& g, const Board& b, const QString& text, QString* error)
{
    Target t;
    if (text.isEmpty())
        return t;
    const int seat = seatNamed(g, text);
    if (seat >= 0) {
        t.kind = Target::Kind::Wizard;
        t.seat = seat;
        return t;
    }
    const QStringList parts = text.split(QLatin1Char(':'));
    const auto square = Square::fromName(parts.first());
    if (!square || !b.contains(*square) || parts.size() > 2) {
        *error = tr("“%1” is neither a player nor a square of the board (like C4) nor a line (like C4:N).").arg(text);
        return std::nullopt;
    }
    if (parts.size() == 2) {
        const auto dir = directionFromName(parts.at(1));
        if (!dir) {
            *error = tr("“%1” is not a side: N, E, S or W.").arg(parts.at(1));
            return std::nullopt;
        }
        t.kind = Target::Kind::Edge;
        t.edge = b.edge(*square, *dir);
        return t;
    }
    t.kind = Target::Kind::Square;
    t.square = *square;
    return t;
}

QJsonArray cardNames(const Game& game, const QList<int>& cards)
{
    QJsonArray out;
    for (int c : cards)
        out.append(game.cardName(c));
    return out;
}

namespace {

QJsonObject seatJson(const GameState& g, const Game& game, int i, bool withHand)
{
    const Seat& s = g.seats.at(i);
    QJsonArray spells;
    for (const MaintainedSpell& m : s.spells)
        spells.append(QJsonObject{{QStringLiteral("card"), game.cardName(m.card)},
                                  {QStringLiteral("energy"), m.energy},
                                  {QStringLiteral("hat"), m.hatSeat >= 0 ? g.seats.at(m.hatSeat).name : QString()}});
    QJsonObject o{{QStringLiteral("name"), s.name},
                  {QStringLiteral("colour"), s.colour},
                  {QStringLiteral("alive"), s.alive},
                  {QStringLiteral("life"), s.life},
                  {QStringLiteral("victoryPoints"), game.victoryPoints(i)},
                  {QStringLiteral("stun"), s.stun},
                  {QStringLiteral("at"), s.alive ? s.at.name() : QString()},
                  {QStringLiteral("speed"), game.baseSpeed(i)},
                  {QStringLiteral("cardsInHand"), int(s.hand.size())},
                  {QStringLiteral("handCount"), game.handCount(i)},
                  {QStringLiteral("items"), cardNames(game, s.items)},
                  {QStringLiteral("spells"), spells},
                  {QStringLiteral("transformation"), s.transformation ? game.cardName(s.transformation) : QString()}};
    if (g.has(Option::CustomSpellbook))
        o.insert(QStringLiteral("group"), s.group + 1);
    if (s.treasure >= 0)
        for (const Treasure& t : g.treasures)
            if (t.id == s.treasure)
                o.insert(QStringLiteral("carries"), g.seats.at(t.owner).name);
    if (withHand)
        o.insert(QStringLiteral("hand"), cardNames(game, s.hand));
    return o;
}

// The board's portals and, under the Custom Spellbook, the second group's deck: what the table sees of them.
void addBoardAndDecks(const GameState& g, const Game& game, QJsonObject* o)
{
    o->insert(QStringLiteral("portals"), portalsJson(g));
    if (!g.has(Option::CustomSpellbook))
        return;
    o->insert(QStringLiteral("secondDeck"), QJsonObject{{QStringLiteral("schools"), QJsonArray::fromStringList(g.second.schools)},
                                                        {QStringLiteral("deck"), int(g.second.deck.size())},
                                                        {QStringLiteral("discard"), cardNames(game, g.second.discard)}});
}

} // namespace

QJsonArray portalsJson(const GameState& g)
{
    QJsonArray out;
    for (const PortalLink& p : g.portals)
        out.append(QJsonObject{{QStringLiteral("from"), QStringLiteral("%1:%2").arg(p.from.name(), directionLetter(p.fromSide))},
                               {QStringLiteral("to"), QStringLiteral("%1:%2").arg(p.to.name(), directionLetter(p.toSide))}});
    return out;
}

QJsonObject tableJson(const WizWarRecord& r, const Game& game, int seat, const QList<WizWarLogEntry>& log)
{
    const GameState& g = r.state;
    QJsonArray seats;
    for (int i = 0; i < g.seats.size(); ++i)
        seats.append(seatJson(g, game, i, i == seat));
    QJsonArray treasures;
    for (const Treasure& t : g.treasures) {
        QJsonObject o{{QStringLiteral("owner"), g.seats.at(t.owner).name}};
        if (t.carriedBy >= 0)
            o.insert(QStringLiteral("carriedBy"), g.seats.at(t.carriedBy).name);
        else
            o.insert(QStringLiteral("square"), t.square.name());
        treasures.append(o);
    }
    QJsonArray objects;
    for (const BoardObject& o : g.objects)
        objects.append(QJsonObject{{QStringLiteral("card"), game.cardName(o.card)},
                                   {QStringLiteral("at"), o.onEdge ? o.edge.name() : o.square.name()},
                                   {QStringLiteral("dropped"), o.dropped}});
    QJsonArray lines;
    for (auto it = g.edges.begin(); it != g.edges.end(); ++it)
        if (it->cracks || it->destroyed)
            lines.append(QJsonObject{{QStringLiteral("line"), it.key().name()},
                                     {QStringLiteral("cracks"), it->cracks},
                                     {QStringLiteral("destroyed"), it->destroyed}});
    QJsonArray logLines;
    for (const WizWarLogEntry& l : log)
        logLines.append(QJsonObject{{QStringLiteral("turn"), l.turn}, {QStringLiteral("message"), l.message}});
    QJsonObject turn{{QStringLiteral("number"), g.turn.number},
                     {QStringLiteral("active"), g.seats.value(g.turn.active).name},
                     {QStringLiteral("phase"), phaseKey(g.turn.phase)},
                     {QStringLiteral("movement"), g.turn.movement},
                     {QStringLiteral("attacked"), g.turn.attacked},
                     {QStringLiteral("boosted"), g.turn.boosted},
                     {QStringLiteral("stunned"), g.turn.stunned}};
    QJsonObject o{{QStringLiteral("id"), r.id},
                  {QStringLiteral("name"), r.name},
                  {QStringLiteral("victoryPointsToWin"), g.victoryPointsToWin},
                  {QStringLiteral("schools"), QJsonArray::fromStringList(g.schools)},
                  {QStringLiteral("turn"), turn},
                  {QStringLiteral("seats"), seats},
                  {QStringLiteral("treasures"), treasures},
                  {QStringLiteral("objects"), objects},
                  {QStringLiteral("damagedLines"), lines},
                  {QStringLiteral("deck"), int(g.deck.size())},
                  {QStringLiteral("discard"), cardNames(game, g.discard)},
                  {QStringLiteral("log"), logLines}};
    if (g.attack.active)
        o.insert(QStringLiteral("attack"),
                 QJsonObject{{QStringLiteral("attacker"), g.seats.at(g.attack.attacker).name},
                             {QStringLiteral("target"), g.attack.targetEdge ? g.attack.edge.name()
                                                                            : g.seats.at(g.attack.targetSeat).name},
                             {QStringLiteral("damage"), g.attack.damage},
                             {QStringLiteral("reduced"), g.attack.reduced},
                             {QStringLiteral("cancelled"), g.attack.cancelled},
                             {QStringLiteral("evaded"), g.attack.evaded}});
    addBoardAndDecks(g, game, &o);
    if (g.mustDiscard >= 0)
        o.insert(QStringLiteral("mustDiscard"), g.seats.at(g.mustDiscard).name);
    if (g.winner >= 0) {
        o.insert(QStringLiteral("winner"), g.seats.at(g.winner).name);
        o.insert(QStringLiteral("winReason"), g.winReason);
    }
    return o;
}

} // namespace hk::wizwarcli
