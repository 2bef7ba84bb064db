#pragma once

#include "dice/DiceRoller.h"

namespace hk {

// Dice that come from a script: faces are consumed in order, and running out is an error, never a
// silent fallback to random dice. Used by every rules test and by `--dice-script` for reproducible runs.
class ScriptedDiceRoller : public DiceRoller
{
public:
    explicit ScriptedDiceRoller(QList<int> faces) : m_faces(std::move(faces)) {}

    // Parses "3,4,5" (commas or whitespace). Returns false with a message naming the bad token.
    static bool parse(const QString& text, QList<int>* faces, QString* error);

    QList<int> roll(const DiceRequest& request) override;
    QString mode() const override { return QStringLiteral("scripted"); }

    int remaining() const { return int(m_faces.size()) - m_next; }
    int consumed() const { return m_next; }

private:
    QList<int> m_faces;
    int m_next = 0;
};

} // namespace hk
