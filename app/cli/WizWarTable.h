#pragma once

#include "CliCommand.h"

#include "campaign/Campaign.h"
#include "wizwar/WizWarGames.h"

#include <QJsonArray>
#include <QJsonObject>

#include <memory>
#include <optional>

namespace hk {
struct WizWarStep;
}

namespace hk::wizwarcli {

// What every `wizwar` command opens once: the campaign, the service and, when it names one, the game. Why apart
// from the commands: the table's view of a game (what `show` prints, hands left out) and the reading of
// players and targets are shared by every step command.
struct Table
{
    std::unique_ptr<Campaign> campaign;
    std::unique_ptr<WizWarGames> games;
    qint64 id = 0;
    WizWarRecord record;
};

// Opens FILE (argument 0) and, with gameArg >= 0, the game whose id is that argument; prints the error.
bool openGame(CliContext& ctx, int gameArg, Table* t);
// The common start of every step command: FILE GAME PLAYER and `count` arguments in all; prints the error.
bool seatArgs(CliContext& ctx, Table* t, int* seat, int count, const QString& names);
// Plays one step built by WizWarSteps, then prints the new lines of the log (the table's, and the seat's own).
int playStep(CliContext& ctx, Table& t, int seat, const WizWarStep& step);
// "A3:W=H3:E": a pair of portals, leaving A3 westwards comes out of H3, and back.
std::optional<wizwar::PortalLink> portalFrom(const QString& text);
// "A3:W": one side of one square.
std::optional<std::pair<wizwar::Square, wizwar::Direction>> sideFrom(const QString& text);
// A seat by its player's name or colour, or -1.
int seatNamed(const wizwar::GameState& g, const QString& who);
// "Bob" or "blue" (a wizard), "C4" (a square) or "C4:N" (the north side of C4, a wall or door line).
std::optional<wizwar::Target> targetFrom(const wizwar::GameState& g, const wizwar::Board& b, const QString& text,
                                         QString* error);
QJsonArray cardNames(const wizwar::Game& game, const QList<int>& cards);
// The portal pairs as "A3:W" to "J8:E".
QJsonArray portalsJson(const wizwar::GameState& g);
// What the table sees: everything but the hands' cards and the deck's order; with a seat, his hand too.
QJsonObject tableJson(const WizWarRecord& r, const wizwar::Game& game, int seat, const QList<WizWarLogEntry>& log);

} // namespace hk::wizwarcli

namespace hk {
// The `wizwar deck` commands (WizWarDeckCommands.cpp), listed with the other `wizwar` commands.
QList<CliCommand> wizWarDeckCommands();
// The `wizwar portals` and `wizwar random-direction` commands (WizWarBoardCommands.cpp).
QList<CliCommand> wizWarBoardCommands();
} // namespace hk
