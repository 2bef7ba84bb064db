#pragma once

#include "dice/RollRecord.h"
#include "dice/SeededDiceRoller.h"
#include "dice/SpecialResults.h"
#include "dice/TableDiceRoller.h"

#include <memory>
#include <optional>

namespace hk {

class Campaign;

// The campaign's dice: which roller is live (the seeded sequence stored in the file, table dice typed by
// the GM, or a script installed by the CLI or a test), and the dice log every roll that matters goes to.
// Rolls are made inside a change of the campaign (Campaign::change): the seeded counter is read from and
// written to the file around every roll and the roll goes to the dice log, all in the change's transaction.
// So a refused action leaves no roll behind, undo takes the rolls back with the rest and rewinds the seeded
// sequence (the same action rolls the same again), and redo puts the recorded rolls back without rolling.
class CampaignDice : public RollLog
{
public:
    explicit CampaignDice(Campaign& campaign);
    ~CampaignDice() override;

    DiceRoller& roller();
    // Overrides every roll with this roller until cleared (dice scripts); nullptr clears.
    void setOverride(std::shared_ptr<DiceRoller> roller) { m_override = std::move(roller); }
    bool hasOverride() const { return bool(m_override); }
    // The answerer asked for physical dice when the campaign is in table-dice mode.
    void setTableAnswerer(TableDiceRoller::Answerer answerer);

    // RollLog: writes to the campaign's dice log (throws DiceError when the write fails).
    void record(const RollRecord& roll) override;
    void setContext(const QString& context) { m_context = context; }

    const SpecialResults& toHitSpecials() const { return m_toHit; }
    void setToHitSpecials(SpecialResults specials) { m_toHit = std::move(specials); }

    // Inside a change: a roll (or a roll of diceCount d6 against target), logged. Throw DiceError on failure.
    RollRecord roll(const QString& expression, const RollContext& context);
    RollRecord rollAgainst(int diceCount, int target, const RollContext& context);
    // A roll of its own (the dice tray, `dice roll --campaign`) as one undoable step. With a target, the
    // expression must be plain d6 (like 3d6) and is rolled against it.
    bool rollStep(const QString& expression, std::optional<int> target, const RollContext& context, RollRecord* out,
                  QString* error);

private:
    class StoredSeedRoller;
    Campaign& m_campaign;
    std::unique_ptr<StoredSeedRoller> m_seeded;
    std::unique_ptr<TableDiceRoller> m_table;
    std::shared_ptr<DiceRoller> m_override;
    SpecialResults m_toHit;
    QString m_context;
};

} // namespace hk
