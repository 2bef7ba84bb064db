#pragma once

#include "wizwar/WizWarGame.h"
#include "wizwar/WizWarRecord.h"

#include <optional>

namespace hk {

// One game as the page last read it, with the rules engine's read-only answers (hand size, victory points,
// base speed, card names). Why: the page, the seat table, the board and the hand windows all show the same
// reading, and ask the engine rather than count cards or points themselves.
class WizWarSnapshot
{
public:
    WizWarRecord record;
    wizwar::CardLibrary library;
    std::optional<wizwar::Parameters> parameters;

    bool isValid() const { return record.id != 0 && parameters.has_value(); }
    const wizwar::GameState& state() const { return record.state; }
    wizwar::Board board() const { return record.state.board(library); }

    int handCount(int seat) const;
    int victoryPoints(int seat) const;
    int baseSpeed(int seat) const;
    const wizwar::CardDef* card(int instance) const;
    QString cardName(int instance) const;
    // The names of several instances, joined with commas ("—" for none).
    QString cardNames(const QList<int>& instances) const;
    // The seat standing on a square (alive), or -1.
    int seatAt(wizwar::Square square) const;
};

} // namespace hk
