#pragma once

#include <QHash>
#include <QHashFunctions>
#include <QList>
#include <QString>

#include <algorithm>
#include <array>
#include <optional>

namespace hk::wizwar {

// One square of the labyrinth, in board coordinates: x to the right, y down, (0, 0) top left.
struct Square
{
    int x = -1;
    int y = -1;
    bool isValid() const { return x >= 0 && y >= 0; }
    friend bool operator==(Square a, Square b) { return a.x == b.x && a.y == b.y; }
    friend bool operator!=(Square a, Square b) { return !(a == b); }
    // "C4": a column letter and a row number, as the board is labelled on screen and in the CLI.
    QString name() const;
    static std::optional<Square> fromName(const QString& text);
};
inline size_t qHash(Square s, size_t seed = 0) { return qHashMulti(seed, s.x, s.y); }

// The four directions a wizard may step: no diagonals (001 l.480).
enum class Direction { North = 0, East = 1, South = 2, West = 3 };
Direction opposite(Direction d);
Direction turnedClockwise(Direction d, int quarterTurns);
std::optional<Direction> directionFromName(const QString& text); // "n", "north", "e", …
QString directionLetter(Direction d);                             // "N", "E", "S", "W"

// What lies on one side of a square on a printed sector map.
enum class Side { Open, Wall, Door };

// One side of a sector board: 5 × 5 squares (001 l.1620–1625), each with its four sides, the home base in the
// centre and two treasure start squares. The maps are not in the rulebook: players draw them once from their
// physical boards, in a small text form (see parse()), and the campaign keeps them for later games.
class SectorMap
{
public:
    static constexpr int Size = 5;

    // The text form: 11 lines of 11 characters. Even lines hold the corners ('+' or ' ', 'o' for a column
    // standing alone) and the sides between rows ('-' wall, 'D' door, ' ' open); odd lines hold the sides
    // between columns ('|' wall, 'D' door, ' ' open) and the squares ('.' plain, 'H' the home base, 'T' a
    // treasure start). Returns nullopt with a message naming the line and column of the first fault.
    static std::optional<SectorMap> parse(const QString& text, QString* error);
    QString toText() const;
    // A map without walls, the home base in the centre and the treasure starts in two corners: the board a
    // game uses until the players have drawn theirs.
    static SectorMap blank();

    Side side(int x, int y, Direction d) const { return m_sides[index(x, y)][int(d)]; }
    void setSide(int x, int y, Direction d, Side s);
    bool freeColumn(int cx, int cy) const { return m_columns.contains(cx * 10 + cy); }
    const QList<int>& freeColumnKeys() const { return m_columns; }
    int homeX() const { return m_homeX; }
    int homeY() const { return m_homeY; }
    const QList<std::pair<int, int>>& treasureStarts() const { return m_treasures; }

    // The same board turned clockwise by quarter turns (setup turns the boards at random, l.190–195).
    SectorMap rotated(int quarterTurns) const;

private:
    static int index(int x, int y) { return y * Size + x; }
    std::array<std::array<Side, 4>, Size * Size> m_sides{};
    QList<int> m_columns; // cx * 10 + cy, corners 0..5
    int m_homeX = 2;
    int m_homeY = 2;
    QList<std::pair<int, int>> m_treasures;
};

// A wall or door line: the side `dir` of square (x, y), kept as the north or west side of a square where
// two squares share it, so both squares name the same line. Sides on the board's edge keep their own square.
struct EdgeKey
{
    int x = 0;
    int y = 0;
    Direction dir = Direction::North;
    friend bool operator==(const EdgeKey& a, const EdgeKey& b) { return a.x == b.x && a.y == b.y && a.dir == b.dir; }
    QString name() const; // "C4 N"
};
inline size_t qHash(const EdgeKey& e, size_t seed = 0) { return qHashMulti(seed, e.x, e.y, int(e.dir)); }

// What stands on a line between squares, once the boards are put together.
enum class Barrier { None, StoneWall, Door, OuterWall, CreatedWall, DestroyedWall };

// A sector placed on the table: which board, which side, where, and turned how far.
struct SectorPlacement
{
    int sector = 1;      // 1..4, the player colours' boards
    QChar boardSide = 'A';
    int slotX = 0;
    int slotY = 0;
    int quarterTurns = 0;
};

// A pair of portals: leaving square `from` through its side `fromSide` enters square `to`, and back.
struct PortalLink
{
    Square from;
    Direction fromSide = Direction::North;
    Square to;
    Direction toSide = Direction::North;
};

// A line's state in play: cracks, broken, or a wall a spell made there.
struct EdgeState
{
    int cracks = 0;
    bool destroyed = false;
    qint64 createdBy = 0;      // the object made by a spell (a created wall), 0 for none
    bool createdBlocksLos = true;
};

// How a step went: where it lands, and why it cannot when it cannot.
struct Step
{
    std::optional<Square> to;
    enum class Via { Normal, WrapAround, Portal } via = Via::Normal;
    Barrier blockedBy = Barrier::None;
    bool throughDoor = false;
    bool squareFilled = false; // an object there blocks movement
};

// The labyrinth put together from sector maps: which squares exist, what stands on every line, columns,
// home bases and treasure starts, with the damage done in play laid over it. It answers the questions the
// rules ask of the board: can a wizard step this way (walls, locked doors, wrap-around and portals, 001
// l.476–532), and can one square see another (centre to centre; walls and the columns
// at their ends stop it, l.801–823; wrap-around squares count as adjacent, l.735–737).
class Board
{
public:
    Board() = default;
    // sectors: the maps by placement order; placements the same length.
    Board(const QList<SectorMap>& maps, const QList<SectorPlacement>& placements, const QList<PortalLink>& portals);

    int width() const { return m_width; }
    int height() const { return m_height; }
    bool contains(Square s) const;
    // The placement (index into the placements) a square belongs to, or -1.
    int sectorAt(Square s) const;
    Square homeBase(int placement) const { return m_homes.value(placement); }
    QList<Square> treasureStarts(int placement) const { return m_treasureStarts.value(placement); }
    bool isHomeBase(Square s) const { return std::find(m_homes.cbegin(), m_homes.cend(), s) != m_homes.cend(); }

    // Side d of square s is on the board's edge: a step that way leaves the board (wrap-around or a portal).
    bool leadsOff(Square s, Direction d) const;
    const QList<PortalLink>& portals() const { return m_portals; }
    // The line on side d of square s, shared with the neighbour when there is one on the board.
    EdgeKey edge(Square s, Direction d) const;
    // The barrier printed there, with play's damage and created walls applied.
    Barrier barrier(const EdgeKey& e) const;
    // Printed stone walls and doors that can be damaged there, and their crack limit's kind.
    Barrier printed(const EdgeKey& e) const { return m_printed.value(e, Barrier::None); }
    void setEdgeStates(QHash<EdgeKey, EdgeState> states) { m_states = std::move(states); }
    const QHash<EdgeKey, EdgeState>& edgeStates() const { return m_states; }
    // Squares whose contents fill the square (blocking line of sight) or block movement.
    void setBlockedSquares(QList<Square> losBlocked, QList<Square> moveBlocked);

    // One step from s towards d. doorsOpenIn: the placement whose doors are unlocked for this wizard (his home
    // sector, l.552); anyDoor: a card lets him through every door.
    Step step(Square s, Direction d, int doorsOpenIn, bool anyDoor) const;
    // Fewest steps from a to b (each costs 1 movement point), or nullopt when b cannot be reached.
    std::optional<QList<Direction>> path(Square a, Square b, int doorsOpenIn, bool anyDoor, int maxSteps) const;

    bool lineOfSight(Square a, Square b) const;
    bool lineOfSightToEdge(Square a, const EdgeKey& e) const;
    // Same square or a neighbour across an open side (wrap-around and portals included), in sight.
    bool adjacent(Square a, Square b) const;
    bool columnAt(int cx, int cy) const;

private:
    int cell(Square s) const { return s.y * m_width + s.x; }
    Side mapSide(Square s, Direction d) const;
    bool blocksSight(Barrier b, const EdgeKey& e) const;
    std::optional<Square> wrapTarget(Square s, Direction d) const;
    bool clearSegment(qint64 px, qint64 py, qint64 qx, qint64 qy, Square target) const;
    bool crossing(int lineX, int lineY, bool vertical, qint64 num, qint64 den, int stepSign, int otherSign,
                  Square target) const;

    int m_width = 0;
    int m_height = 0;
    QList<int> m_owner;                            // per square: placement index or -1
    QList<std::array<Side, 4>> m_sides;            // per square, after rotation
    QHash<EdgeKey, Barrier> m_printed;
    QHash<int, bool> m_freeColumns;                // corner key cy * (w+1) + cx
    QHash<int, Square> m_homes;
    QHash<int, QList<Square>> m_treasureStarts;
    QList<PortalLink> m_portals;
    QHash<EdgeKey, EdgeState> m_states;
    QList<Square> m_losBlocked;
    QList<Square> m_moveBlocked;
};

} // namespace hk::wizwar
