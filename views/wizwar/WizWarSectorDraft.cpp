#include "wizwar/WizWarSectorDraft.h"

#include <QStringList>

namespace hk {

using wizwar::Direction;
using wizwar::SectorMap;
using wizwar::Side;

WizWarSectorDraft::WizWarSectorDraft(const SectorMap& map)
    : m_sides(map), m_home{map.homeX(), map.homeY()}, m_treasures(map.treasureStarts()), m_columns(map.freeColumnKeys())
{
}

void WizWarSectorDraft::cycleSide(int x, int y, Direction d)
{
    const Side now = side(x, y, d);
    const Side next = now == Side::Open ? Side::Wall : now == Side::Wall ? Side::Door : Side::Open;
    m_sides.setSide(x, y, d, next);
}

bool WizWarSectorDraft::blocks(int x, int y, Direction d) const
{
    if (x < 0 || y < 0 || x >= SectorMap::Size || y >= SectorMap::Size)
        return false;
    return side(x, y, d) != Side::Open;
}

bool WizWarSectorDraft::columnAt(int cx, int cy) const
{
    // The four lines meeting at the corner: above and below it (vertical), left and right of it (horizontal).
    return freeColumn(cx, cy) || blocks(cx, cy - 1, Direction::West) || blocks(cx - 1, cy - 1, Direction::East)
           || blocks(cx, cy, Direction::West) || blocks(cx - 1, cy, Direction::East)
           || blocks(cx - 1, cy, Direction::North) || blocks(cx - 1, cy - 1, Direction::South)
           || blocks(cx, cy, Direction::North) || blocks(cx, cy - 1, Direction::South);
}

QString WizWarSectorDraft::setHome(int x, int y)
{
    if (m_treasures.contains(Cell{x, y}))
        return tr("%1 is a treasure start square: take the treasure start away first.").arg(wizwar::Square{x, y}.name());
    m_home = {x, y};
    return {};
}

QString WizWarSectorDraft::toggleTreasure(int x, int y)
{
    if (m_home == Cell{x, y})
        return tr("%1 is the home base: a treasure starts on another square.").arg(wizwar::Square{x, y}.name());
    if (!m_treasures.removeOne(Cell{x, y}))
        m_treasures.append({x, y});
    return {};
}

void WizWarSectorDraft::toggleColumn(int cx, int cy)
{
    if (!m_columns.removeOne(cx * 10 + cy))
        m_columns.append(cx * 10 + cy);
}

QString WizWarSectorDraft::text() const
{
    // The sides as SectorMap writes them; the squares and corners from the draft.
    QStringList lines = m_sides.toText().split(QLatin1Char('\n'));
    const int rows = 2 * SectorMap::Size + 1;
    for (int ly = 0; ly < rows && ly < lines.size(); ++ly)
        for (int lx = 0; lx < rows && lx < lines.at(ly).size(); lx += 1) {
            const int x = lx / 2, y = ly / 2;
            if (ly % 2 == 1 && lx % 2 == 1) {
                const bool isHome = m_home == Cell{x, y};
                lines[ly][lx] = isHome ? QLatin1Char('H') : m_treasures.contains(Cell{x, y}) ? QLatin1Char('T') : QLatin1Char('.');
            } else if (ly % 2 == 0 && lx % 2 == 0) {
                lines[ly][lx] = freeColumn(x, y) ? QLatin1Char('o') : QLatin1Char('+');
            }
        }
    return lines.join(QLatin1Char('\n'));
}

} // namespace hk
