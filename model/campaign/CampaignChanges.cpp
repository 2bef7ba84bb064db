#include "campaign/Campaign.h"
#include "i18n/Translate.h"

#include "campaign/CampaignDice.h"
#include "campaign/TableWords.h"
#include "commands/CampaignCommand.h"
#include "commands/ChangeHistory.h"
#include "commands/ChangeJournal.h"
#include "db/ChangeRecorder.h"
#include "db/SqlTransaction.h"
#include "dice/DiceRoller.h"

#include <QCoreApplication>

// The campaign's one change mechanism (see Campaign.h and docs/developing.md): running an edit's body in one
// recorded transaction, undo and redo of the recorded rows, and telling the views what changed. Kept apart
// from Campaign.cpp, which opens, creates and reloads the document.
namespace hk {

namespace {

// Counts the nesting of changes, also when a body throws.
class Depth
{
public:
    explicit Depth(int& depth) : m_depth(depth) { ++m_depth; }
    ~Depth() { --m_depth; }

private:
    int& m_depth;
};

// Runs a body, turning a dice failure (a script that ran out, table dice not given) into a refusal.
bool runBody(const Campaign::ChangeBody& body, QString* text, QString* error)
{
    try {
        return body(text, error);
    } catch (const DiceError& e) {
        *error = e.message();
        return false;
    }
}

QString conflictMessage(const ChangeConflict& conflict)
{
    const QString what = TableWords::forMessage(conflict.table);
    switch (conflict.kind) {
    case ChangeConflict::Kind::Changed:
    case ChangeConflict::Kind::Missing:
        return QCoreApplication::translate("hk::Campaign",
                                           "%1 has been changed since, by another program or by an edit that is not "
                                           "in this history. Nothing was changed.")
            .arg(what);
    case ChangeConflict::Kind::Taken:
        return QCoreApplication::translate("hk::Campaign",
                                           "%1 has been added in its place since, by another program or by an edit "
                                           "that is not in this history. Nothing was changed.")
            .arg(what);
    case ChangeConflict::Kind::Broken:
        break;
    }
    return QCoreApplication::translate("hk::Campaign",
                                       "the step no longer fits the campaign as it is now (%1). Nothing was changed.")
        .arg(what);
}

} // namespace

bool Campaign::change(const QString& text, const ChangeBody& body, QString* error, JournalEntry* journal)
{
    if (refuseReadOnly(error))
        return false;
    if (!isChanging())
        return runChange(text, body, error, journal);
    // Part of the running change: a savepoint, so a refused part leaves nothing behind either.
    SqlTransaction part(database());
    if (!part.isActive())
        return fail(error, part.error(), false);
    QString partText = text;
    QString e;
    bool ok = false;
    {
        Depth depth(m_changeDepth);
        ok = runBody(body, &partText, &e);
    }
    if (ok && !part.commit()) {
        e = part.error();
        ok = false;
    }
    if (!ok) {
        part.rollback();
        return fail(error, e, false);
    }
    return true;
}

bool Campaign::runChange(const QString& text, const ChangeBody& body, QString* error, JournalEntry* journal)
{
    SqlTransaction tx(database());
    if (!tx.isActive())
        return fail(error, tx.error(), !error);
    pickUpOutsideChanges();
    m_dice->forgetRolls();
    ChangeRecorder recorder(database(), m_recordedTables);
    if (!recorder.isActive())
        return fail(error, recorder.error(), !error);
    QString stepText = text;
    QString e;
    bool ok = false;
    {
        Depth depth(m_changeDepth);
        ok = runBody(body, &stepText, &e);
    }
    bool recorded = false;
    const ChangeSet changes = recorder.finish(&recorded);
    if (ok && !recorded) {
        e = recorder.error();
        ok = false;
    }
    if (ok && journal && !changes.isEmpty()) {
        journal->changes = changes;
        if (journal->label.isEmpty())
            journal->label = stepText;
        ok = ChangeJournal(database()).append(journal, &e);
    }
    if (ok && !tx.commit()) {
        e = tx.error();
        ok = false;
    }
    if (!ok) {
        tx.rollback();
        reload();
        if (m_outsideChange) {
            m_outsideChange = false;
            Q_EMIT restored();
        }
        return fail(error, e, !error);
    }
    if (!changes.isEmpty())
        m_undo->push(new CampaignCommand(stepText, changes, journal ? journal->id : 0));
    afterWrite(changes.tables());
    return true;
}

bool Campaign::replay(const ChangeSet& changes, Replay direction, qint64 journalId, bool overwrite, QString* error)
{
    if (refuseReadOnly(error))
        return false;
    SqlTransaction tx(database());
    if (!tx.isActive()) {
        *error = tx.error();
        return false;
    }
    pickUpOutsideChanges();
    ChangeConflict conflict;
    QString e;
    QStringList touched;
    bool ok = changes.apply(database(), direction == Replay::Forward ? ChangeSet::Direction::Forward : ChangeSet::Direction::Backward,
                            overwrite ? ChangeSet::Conflicts::Overwrite : ChangeSet::Conflicts::Refuse, &conflict, &e,
                            &touched);
    if (!ok && !conflict.table.isEmpty())
        e = conflictMessage(conflict);
    if (ok && journalId)
        ok = ChangeJournal(database()).setState(journalId,
                                                direction == Replay::Forward ? JournalEntry::State::Applied
                                                                             : JournalEntry::State::Undone,
                                                &e);
    if (ok && !tx.commit()) {
        e = tx.error();
        ok = false;
    }
    if (!ok) {
        tx.rollback();
        *error = e;
        if (m_outsideChange) {
            m_outsideChange = false;
            Q_EMIT restored();
        }
        return false;
    }
    afterWrite(touched);
    return true;
}

bool Campaign::undo(QString* error)
{
    if (!m_undo->canUndo())
        return fail(error, tr("There is nothing to undo."), !error);
    const auto* step = static_cast<const CampaignCommand*>(m_undo->command(m_undo->index() - 1));
    QString e;
    if (!replay(step->changes(), Replay::Backward, step->journalId(), false, &e))
        return fail(error, tr("“%1” cannot be undone: %2").arg(step->text(), e), !error);
    m_undo->stepBack();
    return true;
}

bool Campaign::redo(QString* error)
{
    if (!m_undo->canRedo())
        return fail(error, tr("There is nothing to redo."), !error);
    const auto* step = static_cast<const CampaignCommand*>(m_undo->command(m_undo->index()));
    QString e;
    if (!replay(step->changes(), Replay::Forward, step->journalId(), false, &e))
        return fail(error, tr("“%1” cannot be redone: %2").arg(step->text(), e), !error);
    m_undo->stepForward();
    return true;
}

void Campaign::forgetHistory()
{
    m_undo->clear();
}

bool Campaign::replayJournal(qint64 journalId, bool forward, bool overwrite, QString* error)
{
    QString e;
    const JournalEntry entry = ChangeJournal(database()).find(journalId, &e);
    if (entry.id == 0)
        return fail(error, e.isEmpty() ? tr("the campaign keeps no step %1 to undo or redo").arg(journalId) : e, !error);
    return replayJournal(entry, forward, overwrite, error);
}

bool Campaign::replayJournal(const JournalEntry& entry, bool forward, bool overwrite, QString* error)
{
    QString e;
    if (!replay(entry.changes, forward ? Replay::Forward : Replay::Backward, entry.id, overwrite, &e))
        return fail(error, e, !error);
    return true;
}

void Campaign::afterWrite(const QStringList& tablesWritten)
{
    const auto touched = [&tablesWritten](std::initializer_list<const char*> tables) {
        for (const char* t : tables) {
            if (tablesWritten.contains(QLatin1String(t)))
                return true;
        }
        return false;
    };
    if (touched({"campaign", "house_rule"}))
        reload();
    if (touched({"dice_log"}))
        Q_EMIT diceLogged();
    if (touched({"event_log"}))
        Q_EMIT eventLogged();
    if (touched({"character", "xp_ledger", "activity"}))
        Q_EMIT charactersChanged();
    if (touched({"money_ledger", "character"}))
        Q_EMIT treasuryChanged();
    if (touched({"activity", "activity_history", "lab", "lab_attunement", "potion_stock", "magic_item"}))
        Q_EMIT downtimeChanged();
    if (touched({"encounter", "combat_log"}))
        Q_EMIT combatChanged();
    if (touched({"wizwar_game", "wizwar_log", "wizwar_sector"}))
        Q_EMIT wizWarChanged();
    if (touched({"player_link", "player_link_character", "player_proposal", "player_request", "player_auto_accept", "player_share"}))
        Q_EMIT playersChanged();
    if (m_outsideChange) {
        m_outsideChange = false;
        Q_EMIT restored();
    }
    checkpointWhenIdle();
}

} // namespace hk
