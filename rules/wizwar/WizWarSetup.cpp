#include "wizwar/WizWarGame.h"
#include "wizwar/WizWarDeckCount.h"

#include "dice/DiceRoller.h"
#include "i18n/Translate.h"

#include <numeric>

namespace hk::wizwar {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return translateIn({"hk::wizwar::Game", "hk::wizwar"}, text, disambiguation, n);
}

} // namespace

std::optional<GameState> Game::setup(const SetupChoice& choice, const QHash<QString, QString>& sectorMaps,
                                     const Parameters& p, const CardLibrary& cards, DiceRoller& dice, QList<LogLine>* log,
                                     QString* error)
{
    const int players = int(choice.players.size());
    if (players < p.minPlayers || players > p.maxPlayers) {
        *error = tr("Wiz-War is for %1 to %2 players; %3 named.").arg(p.minPlayers).arg(p.maxPlayers).arg(players);
        return std::nullopt;
    }
    GameState g;
    g.options = choice.options;
    g.boardSide = choice.boardSide;
    g.victoryPointsToWin = choice.victoryPoints > 0 ? choice.victoryPoints : p.victoryPointsToWin;
    if (choice.options.contains(Option::ExtendedPlay)) {
        const int wanted = choice.victoryPoints > 0 ? choice.victoryPoints : p.extendedVictoryPoints.value(0);
        if (!p.extendedVictoryPoints.contains(wanted)) {
            *error = tr("Extended Play is to %1 victory points.")
                         .arg(QStringList{QString::number(p.extendedVictoryPoints.value(0)),
                                          QString::number(p.extendedVictoryPoints.value(1))}
                                  .join(tr(" or ")));
            return std::nullopt;
        }
        g.victoryPointsToWin = wanted;
    } else if (choice.victoryPoints > 0 && choice.victoryPoints != p.victoryPointsToWin) {
        *error = tr("The game is to %1 victory points; a longer game needs the Extended Play rule.")
                     .arg(p.victoryPointsToWin);
        return std::nullopt;
    }
    if (!deckSchools(choice, p, cards, &g.schools, error))
        return std::nullopt;

    // Seats and colours: each player's colour is his sector board (l.180–186).
    QStringList free = colours();
    for (const SetupChoice::Player& player : choice.players) {
        if (player.name.trimmed().isEmpty()) {
            *error = tr("Every player needs a name.");
            return std::nullopt;
        }
        Seat s;
        s.name = player.name.trimmed();
        s.colour = player.colour.isEmpty() ? free.value(0) : player.colour.toLower();
        if (!free.contains(s.colour)) {
            *error = tr("“%1” is not a free player colour (%2).").arg(player.colour, free.join(QStringLiteral(", ")));
            return std::nullopt;
        }
        free.removeOne(s.colour);
        for (const Seat& other : g.seats)
            if (other.name.compare(s.name, Qt::CaseInsensitive) == 0) {
                *error = tr("Two players are called “%1”.").arg(s.name);
                return std::nullopt;
            }
        s.life = p.startingLife;
        g.seats.append(s);
    }

    Game game(g, p, cards, dice);
    try {
        // The boards, shuffled under the table and turned at random, go into the slots for this many players.
        const QList<std::pair<int, int>> slots = p.layouts.value(players);
        if (slots.size() != players) {
            *error = tr("The rules give no board layout for %n player(s).", nullptr, players);
            return std::nullopt;
        }
        QList<int> order(players);
        std::iota(order.begin(), order.end(), 0);
        order = game.shuffled(order, tr("Shuffle the sector boards"));
        const QList<int> turns = dice.roll({players, p.dieSides, tr("Turn the sector boards")});
        for (int i = 0; i < players; ++i) {
            const int seat = order.at(i);
            const int sector = int(colours().indexOf(g.seats.at(seat).colour)) + 1;
            g.placements.append({sector, g.boardSide, slots.at(i).first, slots.at(i).second, turns.at(i) - 1});
            g.maps.append(sectorMaps.value(QStringLiteral("%1%2").arg(sector).arg(g.boardSide),
                                           SectorMap::blank().toText()));
            g.seats[seat].placement = i;
        }
        g.portals = choice.portals;
        const Board b = g.board(cards);
        int treasureId = 1;
        for (int seat = 0; seat < players; ++seat) {
            Seat& s = g.seats[seat];
            s.at = b.homeBase(s.placement);
            const QList<Square> starts = b.treasureStarts(s.placement);
            for (int t = 0; t < p.treasuresPerPlayer; ++t)
                g.treasures.append({treasureId++, seat, starts.value(t, s.at), -1});
        }
        for (const PortalLink& link : g.portals)
            if (!b.contains(link.from) || !b.contains(link.to)) {
                *error = tr("A portal must join two squares of the board.");
                return std::nullopt;
            }

        // The deck: every card of the schools in play, as many copies as the campaign's card list gives.
        int instance = 1;
        QList<int> deck;
        for (const QString& school : g.schools) {
            int inSchool = 0;
            for (const CardDef& c : cards.ofSchool(school)) {
                if (!c.dealable())
                    continue;
                for (int k = 0; k < c.copies; ++k) {
                    g.cards.insert(instance, c.id);
                    deck.append(instance++);
                    ++inSchool;
                }
            }
            if (inSchool > p.cardsPerSchool) {
                *error = tr("The school “%1” has %2 cards in the deck; a school has %3. Leave some out in the deck "
                            "editor, or switch the starter deck off.")
                             .arg(cards.schoolName(school))
                             .arg(inSchool)
                             .arg(p.cardsPerSchool);
                return std::nullopt;
            }
        }
        if (deck.size() < players * p.startingHand) {
            *error = tr("The deck from these schools holds %n card(s), too few to deal the starting hands (%1); add "
                        "cards in the deck editor, or switch the starter deck on.", nullptr, int(deck.size()))
                         .arg(players * p.startingHand);
            return std::nullopt;
        }
        g.deck = game.shuffled(deck, tr("Shuffle the Magic deck"));
        QStringList schoolNames;
        for (const QString& school : g.schools)
            schoolNames.append(cards.schoolName(school));
        game.say(tr("Wiz-War for %n player(s), to %1 victory points, with %2.", nullptr, players)
                     .arg(g.victoryPointsToWin)
                     .arg(schoolNames.join(QStringLiteral(", "))));
        for (int seat = 0; seat < players; ++seat)
            game.drawInto(seat, p.startingHand);
        const int first = dice.roll({1, qMax(2, players), tr("Choose the first player")}).first() - 1;
        if (first >= players) {
            *error = tr("The first player's roll is out of range.");
            return std::nullopt;
        }
        game.say(tr("%1 goes first.").arg(g.seats.at(first).name));
        game.startTurn(first);
    } catch (const DiceError& e) {
        *error = e.message();
        return std::nullopt;
    }
    if (log)
        *log = game.takeLog();
    return g;
}

} // namespace hk::wizwar
