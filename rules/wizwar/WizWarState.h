#pragma once

#include "wizwar/WizWarBoard.h"
#include "wizwar/WizWarParameters.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace hk::wizwar {

class CardLibrary;

// The three phases of a turn (001 l.356–370), and the end of the game.
enum class Phase { TimePasses, MoveAndCast, DiscardAndDraw, Over };
QString phaseKey(Phase p);
Phase phaseFromKey(const QString& key);
// The phase as players say it ("Move and Cast"), in the interface language.
QString phaseName(Phase p);

// A lasting spell in a player's area: its card, the energy tokens left on it, the wizard its hat marks and the
// object it made, if any (l.739–760, 839–860, 1161–1180).
struct MaintainedSpell
{
    int card = 0;       // card instance
    int energy = 0;     // energy tokens on a temporary spell
    int hatSeat = -1;   // the wizard it targets
    qint64 object = 0;  // an object it created
};

// A thing on the board that is not a wizard: a dropped item, or an object a spell created (on a square or on
// the line between two squares).
struct BoardObject
{
    qint64 id = 0;
    int card = 0;          // the card instance it stands for
    Square square;
    bool onEdge = false;
    EdgeKey edge;
    int maintainer = -1;   // who keeps it in play (-1: a dropped item, nobody's)
    bool dropped = false;
};

struct Treasure
{
    int id = 0;
    int owner = 0;         // seat
    Square square;         // where it lies, when not carried
    int carriedBy = -1;
};

// One player and his wizard.
struct Seat
{
    QString name;
    QString colour;
    int placement = 0;     // his sector's index in the board's placements
    int group = 0;         // Custom Spellbook: the group whose deck he draws from and discards to (0 or 1)
    Square at;
    int life = 0;
    bool alive = true;
    int killPoints = 0;    // victory points from kills: never lost (l.445–453)
    int stun = 0;
    QList<int> hand;       // card instances, secret
    QList<int> items;      // carried items, face up
    QList<MaintainedSpell> spells;
    int transformation = 0; // card instance of the form he is in, 0 for none
    int treasure = -1;     // carried treasure id
    int turnsTaken = 0;
};

// What the active player may still do this turn.
struct TurnState
{
    int active = 0;
    int number = 1;
    Phase phase = Phase::MoveAndCast;
    int movement = 0;
    bool boosted = false;
    bool attacked = false;
    bool moved = false;
    bool stunned = false;
    int drawn = 0;
};

// An attack waiting for its target's counter spells (l.578–594, 1256–1300).
struct PendingAttack
{
    bool active = false;
    int attacker = -1;
    int card = 0;          // attack spell instance (0: a punch or an item)
    int item = 0;          // the carried item attacked with
    int targetSeat = -1;
    bool targetEdge = false;
    EdgeKey edge;
    int damage = 0;
    int energy = 0;
    bool fire = false;
    bool cancelled = false;
    int reduced = 0;
    bool evaded = false;
    QList<int> counters;   // counter spell instances played against it
};

// The second group's Magic deck under the Custom Spellbook rule (001 l.1407–1418): its schools (Black Cantrip and
// three drafted ones), its draw pile and its discard pile. The first group's are GameState's schools, deck and
// discard, as in a standard game, so a game without the rule reads as before.
struct SecondDeck
{
    QStringList schools;
    QList<int> deck;       // top first, secret
    QList<int> discard;    // face up, newest last
};

// The whole state of one Wiz-War game, stored as one JSON document (so a step replaces it in one write and
// undo puts the previous document back).
struct GameState
{
    QList<Option> options;
    int victoryPointsToWin = 0;
    QStringList schools;
    QChar boardSide = 'A';
    QList<SectorPlacement> placements;
    QList<QString> maps;   // the sector maps' text, by placement
    QList<PortalLink> portals;
    QList<Seat> seats;
    QHash<int, QString> cards; // card instance -> card id
    QList<int> deck;       // top first, secret
    QList<int> discard;    // face up, newest last
    SecondDeck second;     // Custom Spellbook only
    QList<Treasure> treasures;
    QList<BoardObject> objects;
    QHash<EdgeKey, EdgeState> edges;
    TurnState turn;
    PendingAttack attack;
    int mustDiscard = -1;  // a seat over his hand limit, who must discard first
    int winner = -1;
    QString winReason;
    qint64 nextObjectId = 1;

    bool has(Option o) const { return options.contains(o); }
    // The draw and discard piles of a seat's group (the one deck unless Custom Spellbook).
    QList<int>& deckOf(int seat);
    QList<int>& discardOf(int seat);
    const QList<int>& deckOf(int seat) const;
    const QList<int>& discardOf(int seat) const;
    const QStringList& schoolsOf(int group) const { return group == 1 ? second.schools : schools; }
    // The labyrinth with its damage, created walls and the squares objects fill.
    Board board(const CardLibrary& library) const;

    QJsonObject toJson() const;
    static GameState fromJson(const QJsonObject& json);
};

} // namespace hk::wizwar
