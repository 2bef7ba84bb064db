#pragma once

#include "wizwar/WizWarCards.h"
#include "wizwar/WizWarState.h"

#include <QList>
#include <QString>

#include <optional>

namespace hk {
class DiceRoller;
}

namespace hk::wizwar {

// A line for the game's log. A line for one player only (the cards he drew) names him; the table sees the rest.
struct LogLine
{
    QString text;
    int onlyFor = -1;
};

// What a card is played at.
struct Target
{
    enum class Kind { None, Wizard, Square, Edge } kind = Kind::None;
    int seat = -1;
    Square square;
    EdgeKey edge;
};

// The players' choices at setup (001 l.178–236).
struct SetupChoice
{
    struct Player
    {
        QString name;
        QString colour; // empty: the next free colour
        int group = 0;  // Custom Spellbook: 0 for the group with White Cantrip, 1 for Black Cantrip's
    };
    QList<Player> players;
    QStringList schools;   // the three chosen besides White Cantrip (the first group's under Custom Spellbook)
    QStringList secondSchools; // Custom Spellbook (l.1407–1418): the three the second group drafted besides Black Cantrip
    QChar boardSide = 'A';
    QList<Option> options;
    int victoryPoints = 0; // 0: the book's target (or 3 with Extended Play)
    QList<PortalLink> portals;
};

// An attack as declared: a spell, a carried item or a punch, at a wizard or a wall or door.
struct AttackChoice
{
    int seat = -1;
    QString card;            // an attack spell in hand; empty with item or punch
    QString item;            // a carried weapon
    bool punch = false;
    Target target;
    QString energyCard;      // one energy card to fuel the spell (l.872–885)
    std::optional<int> damage; // the card's damage when the library does not know it (the card is the rule)
};

// The Wiz-War rules engine: every step a player takes, checked against the rulebook and applied to a
// GameState. Why its own class: the companion's GUI, its CLI and the tests all play through it, so a rule is
// written once; the model only stores the state it leaves. Every number comes from Parameters, every random
// number from the DiceRoller. A refused step returns false with a message and leaves the state as it was.
class Game
{
public:
    Game(GameState& state, const Parameters& parameters, const CardLibrary& cards, DiceRoller& dice);

    static QStringList colours();
    // A new game: board built and turned at random, wizards and treasures placed, the deck built from the
    // schools and shuffled, hands dealt, life set, the first player drawn, his first Time Passes done.
    static std::optional<GameState> setup(const SetupChoice& choice, const QHash<QString, QString>& sectorMaps,
                                          const Parameters& parameters, const CardLibrary& cards, DiceRoller& dice,
                                          QList<LogLine>* log, QString* error);

    // Move and Cast (l.471–600).
    bool move(int seat, const QList<Direction>& steps, bool throughDoors, QString* error);
    bool moveTo(int seat, Square to, bool throughDoors, QString* error);
    bool boostSpeed(int seat, const QString& card, QString* error);
    bool pickUpTreasure(int seat, QString* error);
    bool pickUpItem(int seat, const QString& card, QString* error);
    bool dropTreasure(int seat, QString* error);
    bool dropItem(int seat, const QString& card, QString* error);
    // A neutral spell, an item or an energy card's own effect.
    bool play(int seat, const QString& card, const Target& target, const QString& energyCard, QString* error);
    bool endSpell(int seat, const QString& card, QString* error);
    bool attack(const AttackChoice& choice, QString* error);
    // The attacked player's counter spell, before the attack resolves.
    bool counter(int seat, const QString& card, const QString& energyCard, QString* error);
    // The attacked player plays no more counters: the attack resolves.
    bool resolveAttack(QString* error);
    // Discard and Draw (l.405–432), and the forced discard down to the hand limit.
    bool discard(int seat, const QStringList& cards, QString* error);
    bool draw(int seat, int count, QString* error);
    bool endTurn(int seat, QString* error);
    // A card's effect the companion cannot know (the Golden Rule, l.151–156): life, stun and where a wizard stands.
    bool adjust(int seat, int lifeChange, int stunChange, std::optional<Square> placeAt, QString* error);

    // The GM's portal editor: a pair of portals on two open sides at the board's edge (l.107–113, 517–532,
    // 1614–1618), at most as many pairs as the box holds; removing names either end.
    bool addPortal(const PortalLink& link, QString* error);
    bool removePortal(Square at, Direction side, QString* error);
    // Whether a portal may stand on side `side` of square `at`: on the board's edge, an open side, no portal yet.
    bool portalSpot(Square at, Direction side, QString* why) const;
    // A random direction for a card that calls for one (l.1360–1366): the die read against the overlay, logged.
    bool randomDirection(int seat, const QString& card, Direction* rolled, QString* error);

    QList<LogLine> takeLog() { return std::exchange(m_log, {}); }
    const GameState& state() const { return m_state; }
    const CardLibrary& library() const { return m_cards; }

    // Cards in hand plus carried items plus maintained spells (those unless Uncluttered Minds), l.428–432, 839–849.
    int handCount(int seat) const;
    int victoryPoints(int seat) const;
    int baseSpeed(int seat) const;
    QString cardName(int instance) const;
    const CardDef* cardOf(int instance) const;
    Board board() const { return m_state.board(m_cards); }
    // Can `seat` aim a card of this range at the target from where he stands?
    bool inRange(int seat, CardRange range, const Target& target, QString* why) const;

private:
    bool ownTurn(int seat, QString* error) const;
    bool movePhase(int seat, QString* error) const;
    bool free(QString* error) const;
    int takeFromHand(int seat, const QString& card, QString* error);
    int energyOf(int seat, const QString& energyCard, int* instance, QString* error);
    void toDiscard(int instance, int seat);
    void reshuffle(int seat);
    Direction rollDirection(const QString& why);
    // Setup's steps (WizWarSetup.cpp), in the book's order (l.178–236).
    bool seatPlayers(const SetupChoice& choice, QString* error);
    bool buildBoard(const QHash<QString, QString>& sectorMaps, const QList<PortalLink>& portals, QString* error);
    void placeWizardsAndTreasures();
    bool buildDecks(const SetupChoice& choice, QString* error);
    QList<int> deckFrom(const QStringList& schools, QString* error);
    bool dealAndChooseFirst(QString* error);
    // The attack's steps (WizWarAttack.cpp): who may attack what, and the three ways to attack.
    bool mayAttack(int seat, const Target& target, QString* error) const;
    bool punchAttack(int seat, const Target& target, PendingAttack* a, QString* what, QString* error);
    bool itemAttack(const AttackChoice& choice, PendingAttack* a, QString* what, QString* error);
    bool spellAttack(const AttackChoice& choice, PendingAttack* a, QString* what, QString* error);
    // A square a wizard cannot leave but in a random direction (a card's object on it, like the Dust Cloud).
    const CardDef* randomDirectionObjectAt(Square s) const;
    QList<int> shuffled(QList<int> cards, const QString& why);
    void drawInto(int seat, int count);
    void startTurn(int seat);
    void timePasses();
    void endMaintained(int seat, int index);
    void removeObject(qint64 id);
    void damageWizard(int seat, int amount, bool fire, int attacker);
    void damageEdge(const EdgeKey& edge, int amount);
    void kill(int seat, int killer);
    void transform(int seat, int instance);
    void checkHandLimit(int seat);
    void checkVictory();
    void say(const QString& text, int onlyFor = -1) { m_log.append({text, onlyFor}); }
    QString name(int seat) const;
    bool squareEmpty(Square s) const;

    GameState& m_state;
    const Parameters& m_params;
    const CardLibrary& m_cards;
    DiceRoller& m_dice;
    QList<LogLine> m_log;
};

} // namespace hk::wizwar
