#pragma once

#include <QColor>
#include <QTableWidget>

namespace hk {

class WizWarSnapshot;

// The players side by side, one column each: colour, life, victory points, stun, speed, hand size, the items
// and maintained spells on the table (face up), carried treasure, transformation, alive or dead. The active
// player's column is marked. Why transposed: four players fit in the page's narrow right column, and the rows
// can grow without widening the window. It never names a card in a hand: only how many there are.
class WizWarSeatTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit WizWarSeatTable(QWidget* parent = nullptr);

    void show(const WizWarSnapshot& game);
    void clearGame();

private:
    void setCell(int row, int column, const QString& text, const QColor& tint);
};

} // namespace hk
