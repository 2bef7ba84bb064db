#pragma once

#include "dice/DiceRoller.h"

#include <functional>
#include <optional>

namespace hk {

// "Table dice": the GM rolls physical dice and types what they showed. The roller itself shows nothing;
// it asks an answerer installed by the view (a dialog) or the CLI (standard input). An answer may be the
// faces, or just the total, which is accepted when it is a possible total for those dice.
class TableDiceRoller : public DiceRoller
{
public:
    // Returns the typed text, or nothing when the GM cancels.
    using Answerer = std::function<std::optional<QString>(const DiceRequest&)>;

    explicit TableDiceRoller(Answerer answerer) : m_answerer(std::move(answerer)) {}

    QList<int> roll(const DiceRequest& request) override;
    QString mode() const override { return QStringLiteral("table"); }

    // Turns typed text into faces: "3 5 6" / "3,5,6" (faces) or "14" (a total, split into faces).
    static bool interpret(const QString& text, const DiceRequest& request, QList<int>* faces, QString* error);

private:
    Answerer m_answerer;
};

} // namespace hk
