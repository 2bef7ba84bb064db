#include "wizwar/WizWarSeatTable.h"

#include "wizwar/WizWarSnapshot.h"
#include "wizwar/WizWarText.h"

#include <QHeaderView>

namespace hk {

namespace {

enum Row { Colour, Life, Points, Stun, Speed, Hand, Items, Spells, Treasure, Form, Status, RowCount };

} // namespace

WizWarSeatTable::WizWarSeatTable(QWidget* parent) : QTableWidget(parent)
{
    setObjectName(QStringLiteral("wizWarSeats"));
    setRowCount(RowCount);
    setVerticalHeaderLabels({tr("Colour"), tr("Life"), tr("Victory points"), tr("Stun"), tr("Speed"), tr("Hand size"),
                             tr("Items"), tr("Spells kept up"), tr("Treasure"), tr("Transformed"), tr("Status")});
    setEditTriggers(NoEditTriggers);
    setSelectionMode(NoSelection);
    setWordWrap(false); // one line a row, the whole text in the tooltip: the table keeps its height
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    setVerticalScrollMode(ScrollPerPixel);
}

void WizWarSeatTable::clearGame()
{
    setColumnCount(0);
}

void WizWarSeatTable::setCell(int row, int column, const QString& text, const QColor& tint)
{
    const bool active = tint.isValid();
    auto* item = new QTableWidgetItem(text);
    item->setToolTip(text);
    if (active) {
        QFont f = font();
        f.setBold(true);
        item->setFont(f);
        item->setBackground(tint);
    }
    setItem(row, column, item);
}

void WizWarSeatTable::show(const WizWarSnapshot& game)
{
    const wizwar::GameState& state = game.state();
    const int maxLife = game.parameters ? game.parameters->maximumLife : 0;
    setColumnCount(int(state.seats.size()));
    for (int i = 0; i < state.seats.size(); ++i) {
        const wizwar::Seat& s = state.seats.at(i);
        const bool isActive = state.turn.active == i && state.turn.phase != wizwar::Phase::Over;
        // The active player's column: bold, on a faint wash of his colour (reads on light and dark palettes).
        QColor active;
        if (isActive) {
            active = WizWarText::colour(s.colour);
            active.setAlpha(50);
        }
        auto* header = new QTableWidgetItem(isActive ? tr("▶ %1").arg(s.name) : s.name);
        header->setForeground(WizWarText::colour(s.colour));
        QFont f = font();
        f.setBold(true);
        header->setFont(f);
        setHorizontalHeaderItem(i, header);
        QStringList spells;
        for (const wizwar::MaintainedSpell& m : s.spells)
            spells.append(m.energy > 0 ? tr("%1 (%n energy)", nullptr, m.energy).arg(game.cardName(m.card))
                                       : game.cardName(m.card));
        QString treasure = tr("—");
        for (const wizwar::Treasure& t : state.treasures)
            if (t.carriedBy == i && t.owner >= 0 && t.owner < state.seats.size())
                treasure = tr("%1's").arg(state.seats.at(t.owner).name);
        setCell(Colour, i, WizWarText::colourName(s.colour), active);
        setCell(Life, i, tr("%1 / %2").arg(s.life).arg(maxLife), active);
        setCell(Points, i, QString::number(game.victoryPoints(i)), active);
        setCell(Stun, i, QString::number(s.stun), active);
        setCell(Speed, i, isActive && state.turn.phase == wizwar::Phase::MoveAndCast
                              ? tr("%1 (%2 left)").arg(game.baseSpeed(i)).arg(state.turn.movement)
                              : QString::number(game.baseSpeed(i)),
                active);
        // Only counts: the cards in hand, and what counts toward the hand limit (items and kept-up spells too).
        const int limit = game.parameters ? game.parameters->maximumHand : 0;
        setCell(Hand, i, tr("%1 · %2/%3 held").arg(s.hand.size()).arg(game.handCount(i)).arg(limit), active);
        setCell(Items, i, game.cardNames(s.items), active);
        setCell(Spells, i, spells.isEmpty() ? tr("—") : spells.join(QStringLiteral(", ")), active);
        setCell(Treasure, i, treasure, active);
        setCell(Form, i, s.transformation ? game.cardName(s.transformation) : tr("—"), active);
        setCell(Status, i, state.winner == i ? tr("Winner") : s.alive ? tr("Alive") : tr("Dead"), active);
    }
    // As tall as its rows, so the log below gets the rest of the column.
    int height = horizontalHeader()->sizeHint().height() + 2 * frameWidth();
    for (int row = 0; row < rowCount(); ++row)
        height += rowHeight(row);
    setFixedHeight(height);
}

} // namespace hk
