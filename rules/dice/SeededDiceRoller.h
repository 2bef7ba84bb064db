#pragma once

#include "dice/DiceRoller.h"

#include <cstdint>

namespace hk {

// Reproducible dice: face number i of a campaign is a pure function of (seed, i), so a campaign that
// stores its seed and how many faces it has drawn continues the same sequence after reopening, and an
// undone advance replays identically. (Counter-based splitmix64; no hidden state besides the counter.)
class SeededDiceRoller : public DiceRoller
{
public:
    explicit SeededDiceRoller(quint64 seed, quint64 drawn = 0) : m_seed(seed), m_drawn(drawn) {}

    QList<int> roll(const DiceRequest& request) override;
    QString mode() const override { return QStringLiteral("seeded"); }

    quint64 seed() const { return m_seed; }
    // How many faces have been produced so far (stored by the campaign to resume the sequence).
    quint64 drawn() const { return m_drawn; }
    void setDrawn(quint64 drawn) { m_drawn = drawn; }

    // Throws DiceError for a request no roller can meet (negative count, fewer than two sides).
    static void check(const DiceRequest& request);
    // The face produced at a given position of the sequence, without advancing.
    static int faceAt(quint64 seed, quint64 index, int sides);

private:
    quint64 m_seed;
    quint64 m_drawn;
};

} // namespace hk
