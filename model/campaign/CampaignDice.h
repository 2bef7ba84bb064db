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
    // The day a roll is dated on: while the calendar moves, the day being resolved (nullopt: the campaign's day).
    void setRollDay(std::optional<int> day) { m_rollDay = day; }

    // Secrecy is one rule: a roll is for the GM only whenever a log line or event it belongs to is. Rolls
    // belong to the lines and events written after them, up to the next roll: each line or event claims the
    // rolls in front of it here (the same group for a public line and the GM-only line that follows it).
    QList<qint64> claimRolls();
    void forgetRolls(); // at the start of a change: rolls of a refused change were rolled back
    bool markGmOnly(const QList<qint64>& rollIds, QString* error);

    const SpecialResults& toHitSpecials() const { return m_toHit; }
    void setToHitSpecials(SpecialResults specials) { m_toHit = std::move(specials); }

    // Inside a change: a roll (or a roll of diceCount d6 against target), logged. Throw DiceError on failure.
    RollRecord roll(const QString& expression, const RollContext& context);
    RollRecord rollAgainst(int diceCount, int target, const RollContext& context);
    // A roll of its own (the dice tray, `dice roll --campaign`) as one undoable step. With a target, the
    // expression must be plain d6 (like 3d6) and is rolled against it.
    bool rollStep(const QString& expression, std::optional<int> target, const RollContext& context, RollRecord* out,
                  QString* error);

    // Why: one tracker step can roll a hundred times (a tie among a crowd), and reading and writing the stored
    // counter around every roll was most of what its dice cost. While a batch is open, the seeded counter is
    // read at the first roll and kept here; finish() writes it back inside the change, before it commits.
    // Open it before the change (CombatStep::run). A batch opened inside another writes the outer one's
    // counter at once and leaves every later roll of both to the file. A step's body must not open changes of
    // its own that roll and may be refused: their faces would stay drawn.
    class SeededBatch
    {
    public:
        explicit SeededBatch(CampaignDice& dice);
        ~SeededBatch();
        SeededBatch(const SeededBatch&) = delete;
        SeededBatch& operator=(const SeededBatch&) = delete;
        // Inside the change, at the end of a body that succeeded: writes the counter.
        bool finish(QString* error);

    private:
        CampaignDice& m_dice;
    };

private:
    class StoredSeedRoller;
    Campaign& m_campaign;
    std::unique_ptr<StoredSeedRoller> m_seeded;
    std::unique_ptr<TableDiceRoller> m_table;
    std::shared_ptr<DiceRoller> m_override;
    SpecialResults m_toHit;
    QString m_context;
    std::optional<int> m_rollDay;
    QList<qint64> m_rollGroup;     // dice-log ids of the rolls since the last line or event that followed a roll
    bool m_groupClaimed = false;   // a line or event has come after them: the next roll starts a new group
};

} // namespace hk
