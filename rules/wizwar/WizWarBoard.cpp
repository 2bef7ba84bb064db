#include "wizwar/WizWarBoard.h"

#include "i18n/Translate.h"

#include <QQueue>
#include <QStringList>

namespace hk::wizwar {

namespace {

QString tr(const char* text)
{
    return translateIn({"hk::wizwar::SectorMap", "hk::wizwar"}, text);
}

int floorMod(int a, int n)
{
    return ((a % n) + n) % n;
}

qint64 floorDiv(qint64 a, qint64 b) // b > 0
{
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}

Square neighbourOf(Square s, Direction d)
{
    switch (d) {
    case Direction::North: return {s.x, s.y - 1};
    case Direction::East: return {s.x + 1, s.y};
    case Direction::South: return {s.x, s.y + 1};
    case Direction::West: return {s.x - 1, s.y};
    }
    return s;
}

} // namespace

QString Square::name() const
{
    return QStringLiteral("%1%2").arg(QChar(char16_t(u'A' + x))).arg(y + 1);
}

std::optional<Square> Square::fromName(const QString& text)
{
    const QString t = text.trimmed().toUpper();
    if (t.size() < 2 || t.at(0) < QLatin1Char('A') || t.at(0) > QLatin1Char('Z'))
        return std::nullopt;
    bool ok = false;
    const int row = t.mid(1).toInt(&ok);
    if (!ok || row < 1 || row > 99)
        return std::nullopt;
    return Square{t.at(0).unicode() - u'A', row - 1};
}

Direction opposite(Direction d)
{
    return turnedClockwise(d, 2);
}

Direction turnedClockwise(Direction d, int quarterTurns)
{
    return Direction(floorMod(int(d) + quarterTurns, 4));
}

std::optional<Direction> directionFromName(const QString& text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("n") || t == QLatin1String("north"))
        return Direction::North;
    if (t == QLatin1String("e") || t == QLatin1String("east"))
        return Direction::East;
    if (t == QLatin1String("s") || t == QLatin1String("south"))
        return Direction::South;
    if (t == QLatin1String("w") || t == QLatin1String("west"))
        return Direction::West;
    return std::nullopt;
}

QString directionLetter(Direction d)
{
    static const char* letters[] = {"N", "E", "S", "W"};
    return QString::fromLatin1(letters[int(d)]);
}

QString EdgeKey::name() const
{
    return Square{x, y}.name() + QLatin1Char(' ') + directionLetter(dir);
}

// ---- SectorMap ----------------------------------------------------------------------------------------------

void SectorMap::setSide(int x, int y, Direction d, Side s)
{
    m_sides[index(x, y)][int(d)] = s;
    const Square n = neighbourOf({x, y}, d);
    if (n.x >= 0 && n.x < Size && n.y >= 0 && n.y < Size)
        m_sides[index(n.x, n.y)][int(opposite(d))] = s;
}

SectorMap SectorMap::blank()
{
    SectorMap map; // open on every side, so the boards join and wrap; home base in the centre
    map.m_treasures = {{0, 0}, {Size - 1, Size - 1}};
    return map;
}

std::optional<SectorMap> SectorMap::parse(const QString& text, QString* error)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
        lines.removeLast();
    const int rows = 2 * Size + 1;
    const auto fail = [error](int line, int column, const QString& what) {
        if (error)
            *error = tr("Sector map, line %1, column %2: %3").arg(line + 1).arg(column + 1).arg(what);
        return std::nullopt;
    };
    if (lines.size() != rows) {
        if (error)
            *error = tr("A sector map has %1 lines of %1 characters; this one has %2 lines.").arg(rows).arg(lines.size());
        return std::nullopt;
    }
    SectorMap map;
    bool home = false;
    for (int ly = 0; ly < rows; ++ly) {
        const QString line = lines.at(ly).leftJustified(rows, QLatin1Char(' '));
        if (line.size() > rows)
            return fail(ly, rows, tr("the line is longer than %1 characters").arg(rows));
        for (int lx = 0; lx < rows; ++lx) {
            const QChar c = line.at(lx);
            const bool evenY = ly % 2 == 0, evenX = lx % 2 == 0;
            if (evenY && evenX) {
                if (c == QLatin1Char('o'))
                    map.m_columns.append((lx / 2) * 10 + ly / 2);
                else if (c != QLatin1Char('+') && c != QLatin1Char(' '))
                    return fail(ly, lx, tr("a corner is '+', ' ' or 'o' (a column)"));
            } else if (evenY || evenX) {
                Side side = Side::Open;
                if (c == QLatin1Char('D'))
                    side = Side::Door;
                else if (c == (evenY ? QLatin1Char('-') : QLatin1Char('|')))
                    side = Side::Wall;
                else if (c != QLatin1Char(' '))
                    return fail(ly, lx, evenY ? tr("a side between rows is '-' (wall), 'D' (door) or ' '")
                                              : tr("a side between columns is '|' (wall), 'D' (door) or ' '"));
                if (evenY) {
                    const int x = lx / 2, y = ly / 2;
                    if (y < Size)
                        map.setSide(x, y, Direction::North, side);
                    else
                        map.setSide(x, Size - 1, Direction::South, side);
                } else {
                    const int x = lx / 2, y = ly / 2;
                    if (x < Size)
                        map.setSide(x, y, Direction::West, side);
                    else
                        map.setSide(Size - 1, y, Direction::East, side);
                }
            } else {
                const int x = lx / 2, y = ly / 2;
                if (c == QLatin1Char('H')) {
                    if (home)
                        return fail(ly, lx, tr("a sector has one home base"));
                    home = true;
                    map.m_homeX = x;
                    map.m_homeY = y;
                } else if (c == QLatin1Char('T')) {
                    map.m_treasures.append({x, y});
                } else if (c != QLatin1Char('.') && c != QLatin1Char(' ')) {
                    return fail(ly, lx, tr("a square is '.', 'H' (home base) or 'T' (treasure start)"));
                }
            }
        }
    }
    if (!home) {
        if (error)
            *error = tr("The sector map has no home base square (H).");
        return std::nullopt;
    }
    if (map.m_treasures.size() != 2) {
        if (error)
            *error = tr("A sector has two treasure start squares (T); this map has %1.").arg(map.m_treasures.size());
        return std::nullopt;
    }
    return map;
}

QString SectorMap::toText() const
{
    const int rows = 2 * Size + 1;
    QStringList lines;
    for (int ly = 0; ly < rows; ++ly) {
        QString line(rows, QLatin1Char(' '));
        for (int lx = 0; lx < rows; ++lx) {
            const bool evenY = ly % 2 == 0, evenX = lx % 2 == 0;
            const int x = qMin(lx / 2, Size - 1), y = qMin(ly / 2, Size - 1);
            if (evenY && evenX) {
                line[lx] = freeColumn(lx / 2, ly / 2) ? QLatin1Char('o') : QLatin1Char('+');
            } else if (evenY) {
                const Side s = ly / 2 < Size ? side(x, ly / 2, Direction::North) : side(x, Size - 1, Direction::South);
                line[lx] = s == Side::Wall ? QLatin1Char('-') : s == Side::Door ? QLatin1Char('D') : QLatin1Char(' ');
            } else if (evenX) {
                const Side s = lx / 2 < Size ? side(lx / 2, y, Direction::West) : side(Size - 1, y, Direction::East);
                line[lx] = s == Side::Wall ? QLatin1Char('|') : s == Side::Door ? QLatin1Char('D') : QLatin1Char(' ');
            } else {
                QChar c = QLatin1Char('.');
                if (x == m_homeX && y == m_homeY)
                    c = QLatin1Char('H');
                else if (m_treasures.contains(std::pair<int, int>{x, y}))
                    c = QLatin1Char('T');
                line[lx] = c;
            }
        }
        lines.append(line);
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

SectorMap SectorMap::rotated(int quarterTurns) const
{
    const int turns = floorMod(quarterTurns, 4);
    SectorMap out = *this;
    for (int t = 0; t < turns; ++t) {
        SectorMap next = out;
        // Clockwise: (x, y) goes to (Size-1-y, x); a side facing d then faces d turned once.
        for (int y = 0; y < Size; ++y)
            for (int x = 0; x < Size; ++x)
                for (int d = 0; d < 4; ++d)
                    next.m_sides[index(Size - 1 - y, x)][int(turnedClockwise(Direction(d), 1))] =
                        out.m_sides[index(x, y)][d];
        next.m_columns.clear();
        for (int key : out.m_columns) // corner (cx, cy) goes to (Size - cy, cx)
            next.m_columns.append((Size - key % 10) * 10 + key / 10);
        next.m_homeX = Size - 1 - out.m_homeY;
        next.m_homeY = out.m_homeX;
        next.m_treasures.clear();
        for (const auto& [x, y] : out.m_treasures)
            next.m_treasures.append({Size - 1 - y, x});
        out = next;
    }
    return out;
}

// ---- Board --------------------------------------------------------------------------------------------------

Board::Board(const QList<SectorMap>& maps, const QList<SectorPlacement>& placements, const QList<PortalLink>& portals)
    : m_portals(portals)
{
    const int n = qMin(maps.size(), placements.size());
    for (int i = 0; i < n; ++i) {
        m_width = qMax(m_width, (placements.at(i).slotX + 1) * SectorMap::Size);
        m_height = qMax(m_height, (placements.at(i).slotY + 1) * SectorMap::Size);
    }
    m_owner = QList<int>(m_width * m_height, -1);
    m_sides = QList<std::array<Side, 4>>(m_width * m_height, std::array<Side, 4>{});
    for (int i = 0; i < n; ++i) {
        const SectorPlacement& p = placements.at(i);
        const SectorMap map = maps.at(i).rotated(p.quarterTurns);
        const int ox = p.slotX * SectorMap::Size, oy = p.slotY * SectorMap::Size;
        for (int y = 0; y < SectorMap::Size; ++y)
            for (int x = 0; x < SectorMap::Size; ++x) {
                const Square s{ox + x, oy + y};
                m_owner[cell(s)] = i;
                for (int d = 0; d < 4; ++d)
                    m_sides[cell(s)][d] = map.side(x, y, Direction(d));
            }
        for (int key : map.freeColumnKeys())
            m_freeColumns.insert((oy + key % 10) * (m_width + 1) + ox + key / 10, true);
        m_homes.insert(i, Square{ox + map.homeX(), oy + map.homeY()});
        for (const auto& [x, y] : map.treasureStarts())
            m_treasureStarts[i].append(Square{ox + x, oy + y});
    }
    // What stands on each line: a door where either board prints one, else a wall where either prints one
    // (the double walls where boards meet are one wall, l.1133–1135); on the board's edge, an outer wall.
    for (int y = 0; y < m_height; ++y)
        for (int x = 0; x < m_width; ++x) {
            const Square s{x, y};
            if (!contains(s))
                continue;
            for (int d = 0; d < 4; ++d) {
                const Direction dir = Direction(d);
                const Square n = neighbourOf(s, dir);
                const Side mine = mapSide(s, dir);
                Barrier b = Barrier::None;
                if (contains(n)) {
                    const Side theirs = mapSide(n, opposite(dir));
                    if (mine == Side::Door || theirs == Side::Door)
                        b = Barrier::Door;
                    else if (mine == Side::Wall || theirs == Side::Wall)
                        b = Barrier::StoneWall;
                } else if (mine != Side::Open) {
                    b = Barrier::OuterWall;
                }
                if (b != Barrier::None)
                    m_printed.insert(edge(s, dir), b);
            }
        }
}

bool Board::contains(Square s) const
{
    return s.x >= 0 && s.y >= 0 && s.x < m_width && s.y < m_height && m_owner.at(cell(s)) >= 0;
}

int Board::sectorAt(Square s) const
{
    return contains(s) ? m_owner.at(cell(s)) : -1;
}

Side Board::mapSide(Square s, Direction d) const
{
    return contains(s) ? m_sides.at(cell(s))[int(d)] : Side::Open;
}

bool Board::leadsOff(Square s, Direction d) const
{
    return contains(s) && !contains(neighbourOf(s, d));
}

EdgeKey Board::edge(Square s, Direction d) const
{
    const Square n = neighbourOf(s, d);
    const bool shared = contains(n);
    switch (d) {
    case Direction::North: return {s.x, s.y, Direction::North};
    case Direction::West: return {s.x, s.y, Direction::West};
    case Direction::South: return shared ? EdgeKey{n.x, n.y, Direction::North} : EdgeKey{s.x, s.y, Direction::South};
    case Direction::East: return shared ? EdgeKey{n.x, n.y, Direction::West} : EdgeKey{s.x, s.y, Direction::East};
    }
    return {};
}

Barrier Board::barrier(const EdgeKey& e) const
{
    const auto st = m_states.constFind(e);
    if (st != m_states.constEnd()) {
        if (st->createdBy)
            return Barrier::CreatedWall;
        if (st->destroyed)
            return Barrier::DestroyedWall;
    }
    return m_printed.value(e, Barrier::None);
}

void Board::setBlockedSquares(QList<Square> losBlocked, QList<Square> moveBlocked)
{
    m_losBlocked = std::move(losBlocked);
    m_moveBlocked = std::move(moveBlocked);
}

bool Board::blocksSight(Barrier b, const EdgeKey& e) const
{
    switch (b) {
    case Barrier::StoneWall:
    case Barrier::Door:
    case Barrier::OuterWall: return true;
    case Barrier::CreatedWall: return m_states.value(e).createdBlocksLos;
    case Barrier::None:
    case Barrier::DestroyedWall: return false;
    }
    return true;
}

std::optional<Square> Board::wrapTarget(Square s, Direction d) const
{
    // Off an open side: back on at the far end of the same row or column (l.517–522).
    const Direction back = opposite(d);
    Square at = s;
    while (contains(neighbourOf(at, back)))
        at = neighbourOf(at, back);
    return at;
}

Step Board::step(Square s, Direction d, int doorsOpenIn, bool anyDoor) const
{
    Step out;
    const EdgeKey e = edge(s, d);
    const Barrier b = barrier(e);
    if (b == Barrier::StoneWall || b == Barrier::OuterWall || b == Barrier::CreatedWall) {
        out.blockedBy = b;
        return out;
    }
    const Square n = neighbourOf(s, d);
    if (b == Barrier::Door) {
        const bool home = sectorAt(s) == doorsOpenIn || sectorAt(n) == doorsOpenIn;
        if (!home && !anyDoor) {
            out.blockedBy = b;
            return out;
        }
        out.throughDoor = true;
    }
    Square to = n;
    if (!contains(n)) {
        bool portal = false;
        for (const PortalLink& link : m_portals) {
            if (link.from == s && link.fromSide == d) {
                to = link.to;
                portal = true;
            } else if (link.to == s && link.toSide == d) {
                to = link.from;
                portal = true;
            }
        }
        if (portal) {
            out.via = Step::Via::Portal;
        } else {
            const std::optional<Square> w = wrapTarget(s, d);
            if (!w || barrier(edge(*w, opposite(d))) == Barrier::OuterWall) {
                out.blockedBy = Barrier::OuterWall;
                return out;
            }
            to = *w;
            out.via = Step::Via::WrapAround;
        }
    }
    if (m_moveBlocked.contains(to)) {
        out.squareFilled = true;
        return out;
    }
    out.to = to;
    return out;
}

std::optional<QList<Direction>> Board::path(Square a, Square b, int doorsOpenIn, bool anyDoor, int maxSteps) const
{
    if (a == b)
        return QList<Direction>{};
    QHash<Square, std::pair<Square, Direction>> cameFrom;
    QHash<Square, int> depth{{a, 0}};
    QQueue<Square> queue;
    queue.enqueue(a);
    while (!queue.isEmpty()) {
        const Square at = queue.dequeue();
        if (depth.value(at) >= maxSteps)
            continue;
        for (int d = 0; d < 4; ++d) {
            const Step st = step(at, Direction(d), doorsOpenIn, anyDoor);
            if (!st.to || depth.contains(*st.to))
                continue;
            depth.insert(*st.to, depth.value(at) + 1);
            cameFrom.insert(*st.to, {at, Direction(d)});
            if (*st.to == b) {
                QList<Direction> dirs;
                for (Square s = b; s != a; s = cameFrom.value(s).first)
                    dirs.prepend(cameFrom.value(s).second);
                return dirs;
            }
            queue.enqueue(*st.to);
        }
    }
    return std::nullopt;
}

bool Board::columnAt(int cx, int cy) const
{
    if (m_freeColumns.contains(cy * (m_width + 1) + cx))
        return true;
    // A column stands wherever a wall or door ends (l.1059–1062): any blocking line meeting the corner.
    const auto blocks = [this](Square s, Direction d) {
        if (!contains(s))
            return false;
        const EdgeKey e = edge(s, d);
        const Barrier b = barrier(e);
        return b != Barrier::None && b != Barrier::DestroyedWall && blocksSight(b, e);
    };
    return blocks({cx, cy - 1}, Direction::West) || blocks({cx - 1, cy - 1}, Direction::East)
           || blocks({cx, cy}, Direction::West) || blocks({cx - 1, cy}, Direction::East)
           || blocks({cx - 1, cy}, Direction::North) || blocks({cx - 1, cy - 1}, Direction::South)
           || blocks({cx, cy}, Direction::North) || blocks({cx, cy - 1}, Direction::South);
}

bool Board::crossing(int lineX, int lineY, bool vertical, qint64 num, qint64 den, int stepSign, int otherSign,
                     Square target) const
{
    // The segment meets grid line `vertical ? x = lineX : y = lineY` at other-coordinate num/den (doubled units).
    const int w = m_width, h = m_height;
    const auto wrapped = [w, h](int x, int y) { return Square{floorMod(x, w), floorMod(y, h)}; };
    const bool corner = num % den == 0 && floorMod(int(num / den), 2) == 0;
    if (corner) {
        const int other = int(num / den) / 2;
        const int cx = vertical ? lineX : other, cy = vertical ? other : lineY;
        const int wx = floorMod(cx, w), wy = floorMod(cy, h);
        if (columnAt(wx, wy) || (wx == 0 && columnAt(w, wy)) || (wy == 0 && columnAt(wx, h))
            || (wx == 0 && wy == 0 && columnAt(w, h)))
            return false;
        const int sx = vertical ? stepSign : otherSign, sy = vertical ? otherSign : stepSign;
        const Square entered = wrapped(sx > 0 ? cx : cx - 1, sy > 0 ? cy : cy - 1);
        return contains(entered) && (entered == target || !m_losBlocked.contains(entered));
    }
    const int other = int(floorDiv(num, 2 * den));
    Square before, after;
    Direction towards;
    if (vertical) {
        before = wrapped(stepSign > 0 ? lineX - 1 : lineX, other);
        after = wrapped(stepSign > 0 ? lineX : lineX - 1, other);
        towards = stepSign > 0 ? Direction::East : Direction::West;
    } else {
        before = wrapped(other, stepSign > 0 ? lineY - 1 : lineY);
        after = wrapped(other, stepSign > 0 ? lineY : lineY - 1);
        towards = stepSign > 0 ? Direction::South : Direction::North;
    }
    if (!contains(before) || !contains(after))
        return false;
    const EdgeKey out = edge(before, towards);
    const EdgeKey in = edge(after, opposite(towards));
    if (blocksSight(barrier(out), out) || blocksSight(barrier(in), in))
        return false;
    return after == target || !m_losBlocked.contains(after);
}

bool Board::clearSegment(qint64 px, qint64 py, qint64 qx, qint64 qy, Square target) const
{
    const qint64 dx = qx - px, dy = qy - py;
    if (dx != 0) {
        const int sign = dx > 0 ? 1 : -1;
        const qint64 lo = qMin(px, qx), hi = qMax(px, qx);
        for (qint64 X = lo + 1; X < hi; ++X) {
            if (X % 2 != 0)
                continue;
            qint64 num = py * dx + (X - px) * dy, den = dx;
            if (den < 0) {
                num = -num;
                den = -den;
            }
            if (!crossing(int(X / 2), 0, true, num, den, sign, dy > 0 ? 1 : -1, target))
                return false;
        }
    }
    if (dy != 0) {
        const int sign = dy > 0 ? 1 : -1;
        const qint64 lo = qMin(py, qy), hi = qMax(py, qy);
        for (qint64 Y = lo + 1; Y < hi; ++Y) {
            if (Y % 2 != 0)
                continue;
            qint64 num = px * dy + (Y - py) * dx, den = dy;
            if (den < 0) {
                num = -num;
                den = -den;
            }
            if (!crossing(0, int(Y / 2), false, num, den, sign, dx > 0 ? 1 : -1, target))
                return false;
        }
    }
    return true;
}

bool Board::lineOfSight(Square a, Square b) const
{
    if (!contains(a) || !contains(b))
        return false;
    if (a == b)
        return true;
    // Straight on the board, or across its edges where wrap-around joins them (l.735–737).
    for (int ky = -1; ky <= 1; ++ky)
        for (int kx = -1; kx <= 1; ++kx) {
            const qint64 bx = b.x + kx * m_width, by = b.y + ky * m_height;
            if (clearSegment(2 * a.x + 1, 2 * a.y + 1, 2 * bx + 1, 2 * by + 1, b))
                return true;
        }
    return false;
}

bool Board::lineOfSightToEdge(Square a, const EdgeKey& e) const
{
    if (!contains(a))
        return false;
    // The line's midpoint, in doubled units.
    qint64 mx = 2 * e.x + 1, my = 2 * e.y + 1;
    switch (e.dir) {
    case Direction::North: my = 2 * e.y; break;
    case Direction::South: my = 2 * e.y + 2; break;
    case Direction::West: mx = 2 * e.x; break;
    case Direction::East: mx = 2 * e.x + 2; break;
    }
    for (int ky = -1; ky <= 1; ++ky)
        for (int kx = -1; kx <= 1; ++kx)
            if (clearSegment(2 * a.x + 1, 2 * a.y + 1, mx + 2 * kx * m_width, my + 2 * ky * m_height, Square{}))
                return true;
    return false;
}

bool Board::adjacent(Square a, Square b) const
{
    if (a == b)
        return contains(a);
    for (int d = 0; d < 4; ++d) {
        const Step st = step(a, Direction(d), sectorAt(a), true);
        // Adjacent across a line that does not block sight (a door blocks it: the caster needs line of sight).
        if (st.to && *st.to == b && !blocksSight(barrier(edge(a, Direction(d))), edge(a, Direction(d))))
            return true;
    }
    return false;
}

} // namespace hk::wizwar
