#pragma once

#include "wizwar/WizWarBoard.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace hk {

// A sector map while the players draw it. Why not a SectorMap: a drawing passes through states the text form
// refuses (one or three treasure starts), and a SectorMap has no setters for the home base, the treasure
// starts or the columns. The draft keeps those itself, the sides in a SectorMap (whose setSide keeps both
// squares of a line in step), and is checked by SectorMap::parse of its text, the one judge of a map.
class WizWarSectorDraft
{
    Q_DECLARE_TR_FUNCTIONS(hk::WizWarSectorDraft)
public:
    using Cell = std::pair<int, int>;

    WizWarSectorDraft() : WizWarSectorDraft(wizwar::SectorMap::blank()) {}
    explicit WizWarSectorDraft(const wizwar::SectorMap& map);

    wizwar::Side side(int x, int y, wizwar::Direction d) const { return m_sides.side(x, y, d); }
    // Open → wall → door → open, on both squares of the line.
    void cycleSide(int x, int y, wizwar::Direction d);
    Cell home() const { return m_home; }
    const QList<Cell>& treasureStarts() const { return m_treasures; }
    bool freeColumn(int cx, int cy) const { return m_columns.contains(cx * 10 + cy); }
    // A column is drawn where a wall or door ends, or where the players put a free-standing one.
    bool columnAt(int cx, int cy) const;

    // Each returns an empty string when done, or why not (the home base is no treasure start).
    QString setHome(int x, int y);
    QString toggleTreasure(int x, int y);
    void toggleColumn(int cx, int cy);

    // The text form (SectorMap::parse's), also while the draft is not a valid map yet.
    QString text() const;
    std::optional<wizwar::SectorMap> map(QString* error) const { return wizwar::SectorMap::parse(text(), error); }

private:
    bool blocks(int x, int y, wizwar::Direction d) const;

    wizwar::SectorMap m_sides;
    Cell m_home;
    QList<Cell> m_treasures;
    QList<int> m_columns; // cx * 10 + cy, as SectorMap keeps them
};

} // namespace hk
