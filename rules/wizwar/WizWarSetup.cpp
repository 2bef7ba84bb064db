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

// The game's target: the book's 2 points, or 3 or 4 with Extended Play (l.1427–1430).
bool chooseTarget(const SetupChoice& choice, const Parameters& p, GameState* g, QString* error)
{
    g->victoryPointsToWin = choice.victoryPoints > 0 ? choice.victoryPoints : p.victoryPointsToWin;
    if (choice.options.contains(Option::ExtendedPlay)) {
        const int wanted = choice.victoryPoints > 0 ? choice.victoryPoints : p.extendedVictoryPoints.value(0);
        if (!p.extendedVictoryPoints.contains(wanted)) {
            *error = tr("Extended Play is to %1 victory points.")
                         .arg(QStringList{QString::number(p.extendedVictoryPoints.value(0)),
                                          QString::number(p.extendedVictoryPoints.value(1))}
                                  .join(tr(" or ")));
            return false;
        }
        g->victoryPointsToWin = wanted;
    } else if (choice.victoryPoints > 0 && choice.victoryPoints != p.victoryPointsToWin) {
        *error = tr("The game is to %1 victory points; a longer game needs the Extended Play rule.")
                     .arg(p.victoryPointsToWin);
        return false;
    }
    return true;
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
    if (!chooseTarget(choice, p, &g, error) || !deckSchools(choice, p, cards, 0, &g.schools, error))
        return std::nullopt;
    if (g.has(Option::CustomSpellbook) && !deckSchools(choice, p, cards, 1, &g.second.schools, error))
        return std::nullopt;
    Game game(g, p, cards, dice);
    try {
        // The book's order (l.178–236): colours, the board, wizards and treasures, the deck, hands, first player.
        if (!game.seatPlayers(choice, error) || !game.buildBoard(sectorMaps, choice.portals, error))
            return std::nullopt;
        game.placeWizardsAndTreasures();
        if (!game.buildDecks(choice, error) || !game.dealAndChooseFirst(error))
            return std::nullopt;
    } catch (const DiceError& e) {
        *error = e.message();
        return std::nullopt;
    }
    if (log)
        *log = game.takeLog();
    return g;
}

bool Game::seatPlayers(const SetupChoice& choice, QString* error)
{
    // Each player's colour is his sector board (l.180–186); under the Custom Spellbook the players are split into
    // two groups (l.1407–1409), each with at least one player.
    const bool groups = m_state.has(Option::CustomSpellbook);
    QStringList free = colours();
    QList<int> perGroup{0, 0};
    for (const SetupChoice::Player& player : choice.players) {
        if (player.name.trimmed().isEmpty()) {
            *error = tr("Every player needs a name.");
            return false;
        }
        Seat s;
        s.name = player.name.trimmed();
        s.colour = player.colour.isEmpty() ? free.value(0) : player.colour.toLower();
        if (!free.contains(s.colour)) {
            *error = tr("“%1” is not a free player colour (%2).").arg(player.colour, free.join(QStringLiteral(", ")));
            return false;
        }
        free.removeOne(s.colour);
        for (const Seat& other : std::as_const(m_state.seats))
            if (other.name.compare(s.name, Qt::CaseInsensitive) == 0) {
                *error = tr("Two players are called “%1”.").arg(s.name);
                return false;
            }
        if (player.group < 0 || player.group > 1 || (!groups && player.group != 0)) {
            *error = tr("Players are split into groups 1 and 2 only with the Custom Spellbook rule.");
            return false;
        }
        s.group = player.group;
        perGroup[s.group] += 1;
        s.life = m_params.startingLife;
        m_state.seats.append(s);
    }
    if (groups && (perGroup.at(0) == 0 || perGroup.at(1) == 0)) {
        *error = tr("The Custom Spellbook splits the players into two groups: put at least one player in each.");
        return false;
    }
    return true;
}

bool Game::buildBoard(const QHash<QString, QString>& sectorMaps, const QList<PortalLink>& portals, QString* error)
{
    // The boards, shuffled under the table and turned at random, go into the slots for this many players
    // (l.188–200); the portals stand where the players put them.
    const int players = int(m_state.seats.size());
    const QList<std::pair<int, int>> slots = m_params.layouts.value(players);
    if (slots.size() != players) {
        *error = tr("The rules give no board layout for %n player(s).", nullptr, players);
        return false;
    }
    QList<int> order(players);
    std::iota(order.begin(), order.end(), 0);
    order = shuffled(order, tr("Shuffle the sector boards"));
    const QList<int> turns = m_dice.roll({players, m_params.dieSides, tr("Turn the sector boards")});
    for (int i = 0; i < players; ++i) {
        const int seat = order.at(i);
        const int sector = int(colours().indexOf(m_state.seats.at(seat).colour)) + 1;
        m_state.placements.append({sector, m_state.boardSide, slots.at(i).first, slots.at(i).second, turns.at(i) - 1});
        m_state.maps.append(sectorMaps.value(QStringLiteral("%1%2").arg(sector).arg(m_state.boardSide),
                                             SectorMap::blank().toText()));
        m_state.seats[seat].placement = i;
    }
    for (const PortalLink& link : portals)
        if (!addPortal(link, error))
            return false;
    return true;
}

void Game::placeWizardsAndTreasures()
{
    // Wizards on their home bases, a treasure on each treasure start of their sectors (l.202–205).
    const Board b = board();
    int treasureId = 1;
    for (int seat = 0; seat < m_state.seats.size(); ++seat) {
        Seat& s = m_state.seats[seat];
        s.at = b.homeBase(s.placement);
        const QList<Square> starts = b.treasureStarts(s.placement);
        for (int t = 0; t < m_params.treasuresPerPlayer; ++t)
            m_state.treasures.append({treasureId++, seat, starts.value(t, s.at), -1});
    }
}

QList<int> Game::deckFrom(const QStringList& schools, QString* error)
{
    // Every card of the schools in play, as many copies as the campaign's card list gives.
    QList<int> deck;
    int instance = int(m_state.cards.size()) + 1;
    for (const QString& school : schools) {
        int inSchool = 0;
        for (const CardDef& c : m_cards.ofSchool(school)) {
            if (!c.dealable())
                continue;
            for (int k = 0; k < c.copies; ++k) {
                m_state.cards.insert(instance, c.id);
                deck.append(instance++);
                ++inSchool;
            }
        }
        if (inSchool > m_params.cardsPerSchool) {
            *error = tr("The school “%1” has %2 cards in the deck; a school has %3. Leave some out in the deck "
                        "editor, or switch the starter deck off.")
                         .arg(m_cards.schoolName(school))
                         .arg(inSchool)
                         .arg(m_params.cardsPerSchool);
            return {};
        }
    }
    return deck;
}

bool Game::buildDecks(const SetupChoice& choice, QString* error)
{
    // One deck (l.207–221), or one per group under the Custom Spellbook (l.1407–1418), each shuffled and each
    // big enough for its players' starting hands.
    const int groups = m_state.has(Option::CustomSpellbook) ? 2 : 1;
    QStringList described;
    for (int group = 0; group < groups; ++group) {
        const QStringList& schools = m_state.schoolsOf(group);
        QString problem;
        const QList<int> deck = deckFrom(schools, &problem);
        if (!problem.isEmpty()) {
            *error = problem;
            return false;
        }
        QStringList members;
        for (const Seat& s : std::as_const(m_state.seats))
            if (s.group == group)
                members.append(s.name);
        const int needed = int(members.size()) * m_params.startingHand;
        if (deck.size() < needed) {
            *error = tr("The deck from these schools holds %n card(s), too few to deal the starting hands (%1); add "
                        "cards in the deck editor, or switch the starter deck on.", nullptr, int(deck.size()))
                         .arg(needed);
            return false;
        }
        (group == 0 ? m_state.deck : m_state.second.deck) =
            shuffled(deck, groups == 1 ? tr("Shuffle the Magic deck") : tr("Shuffle group %1's Magic deck").arg(group + 1));
        QStringList schoolNames;
        for (const QString& school : schools)
            schoolNames.append(m_cards.schoolName(school));
        described.append(groups == 1 ? schoolNames.join(QStringLiteral(", "))
                                     : tr("group %1 (%2) with %3")
                                           .arg(group + 1)
                                           .arg(members.join(QStringLiteral(", ")), schoolNames.join(QStringLiteral(", "))));
    }
    const int players = int(choice.players.size());
    say(groups == 1 ? tr("Wiz-War for %n player(s), to %1 victory points, with %2.", nullptr, players)
                          .arg(m_state.victoryPointsToWin)
                          .arg(described.first())
                    : tr("Wiz-War for %n player(s), to %1 victory points, with the Custom Spellbook: %2.", nullptr, players)
                          .arg(m_state.victoryPointsToWin)
                          .arg(described.join(QStringLiteral("; "))));
    return true;
}

bool Game::dealAndChooseFirst(QString* error)
{
    // Five cards each (l.223–226), then a random first player, whose first Time Passes follows (l.233–236).
    const int players = int(m_state.seats.size());
    for (int seat = 0; seat < players; ++seat)
        drawInto(seat, m_params.startingHand);
    const int first = m_dice.roll({1, qMax(2, players), tr("Choose the first player")}).first() - 1;
    if (first >= players) {
        *error = tr("The first player's roll is out of range.");
        return false;
    }
    say(tr("%1 goes first.").arg(m_state.seats.at(first).name));
    startTurn(first);
    return true;
}

} // namespace hk::wizwar
