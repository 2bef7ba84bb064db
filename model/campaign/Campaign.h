#pragma once

#include "campaign/CampaignInfo.h"
#include "packages/Ruleset.h"

#include <QJsonObject>
#include <QObject>
#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <memory>

class QTimer;

namespace hk {

class CampaignDice;
class CampaignCommand;
class ChangeHistory;
class ChangeSet;
class PackageRegistry;
class RulesetPackage;
struct JournalEntry;

// What a new campaign starts with.
struct NewCampaign
{
    QString name;
    QString baseRuleset;
    QStringList optionPacks;
    qint64 diceSeed = 0;    // 0 → a random seed
    int startDay = 1;
    DiceMode diceMode = DiceMode::Seeded;
};

// The open campaign document. It owns the database connection, the undo stack, the campaign's dice and the
// resolved rulesets, and it is the one way a campaign changes: change() runs an edit's body in one immediate
// write transaction, records the rows it writes (a ChangeSet) in that transaction, and puts the step on the
// undo stack; undo() and redo() apply that record backwards and forwards and refuse when another program has
// changed those rows since. The file is the document: each change is committed at once; there is no
// separate "save". Other programs may write the same file: the campaign notices (data_version) and tells the
// views.
class Campaign : public QObject
{
    Q_OBJECT
public:
    // An edit's body: reads what it changes and writes it, inside the edit's transaction. *text is the name of
    // the step in the undo history (preset by the caller; the body may name it once it knows more). Returns
    // false with *error to refuse; then nothing it wrote is kept.
    using ChangeBody = std::function<bool(QString* text, QString* error)>;

    enum class Access { ReadWrite, ReadOnly };
    // What a campaign is opened for: everything, or only to replay its kept advances (the CLI's `advance undo` and
    // `advance redo`), which reads no rules: the ruleset packages are then not looked up (the caller need not load
    // them, a fifth of such a process's work), rules() stays empty and the house rules are not built.
    enum class Use { Everything, JournalOnly };

    ~Campaign() override;

    // Opens a campaign file. A file this user cannot write opens read-only for viewing whatever was asked.
    static std::unique_ptr<Campaign> open(const QString& path, const PackageRegistry& registry, QString* error,
                                          Access access = Access::ReadWrite, Use use = Use::Everything);
    // The ruleset packages a campaign file uses (base first), read cheaply before opening it, so that a program
    // can load only those; a hint (empty when unreadable): if the open then fails, load them all.
    static QStringList packagesOf(const QString& path);
    static std::unique_ptr<Campaign> create(const QString& path, const NewCampaign& spec,
                                            const PackageRegistry& registry, QString* error);

    QString path() const { return m_path; }
    bool isReadOnly() const { return m_access == Access::ReadOnly; }
#ifdef HK_MODEL_INTERNAL
    // Private to hk_model (see db/ModelInternal.h): repositories work on it inside a change.
    QSqlDatabase database() const;
#endif
    // The history of steps, for views that show it. Undo and redo go through undo() and redo() only.
    const ChangeHistory* undoStack() const { return m_undo; }
    // Forgets this session's steps (a freshly built demo or benchmark campaign starts with none to undo).
    void forgetHistory();
    CampaignDice& dice() { return *m_dice; }

    const CampaignInfo& info() const { return m_info; }
    const PackageRegistry& registry() const { return m_registry; }
    const RulesetPackage* baseRuleset() const { return m_base; }
    QList<const RulesetPackage*> optionPacks() const { return m_options; }
    // Base package first, then the packages it extends, then option packs.
    QList<const RulesetPackage*> rulesets() const { return m_rules.layers(); }
    // The effective rules of the campaign (see Ruleset).
    const Ruleset& rules() const { return m_rules; }
    // House-rule rows that no longer apply (their entry vanished or no longer validates).
    QStringList houseRuleProblems() const { return m_houseRuleProblems; }

    // The one way to change the campaign (see ChangeBody). Inside another change the body simply becomes part
    // of it, so services compose into one step. On success the step is on the undo stack. With journal set,
    // the step's record is also kept in the file (advances of time) and journal->id is set.
    bool change(const QString& text, const ChangeBody& body, QString* error = nullptr, JournalEntry* journal = nullptr);
    bool isChanging() const { return m_changeDepth > 0; }
    // Takes back the newest step, or puts back the newest undone one. Refuses, changing nothing, when rows the
    // step touched were changed since by another program.
    bool undo(QString* error = nullptr);
    bool redo(QString* error = nullptr);
    // Takes back (Backward) or puts back (Forward) a journaled step, from any program. With overwrite, rows
    // changed since are overwritten instead of refusing (the GM's explicit force).
    bool replayJournal(qint64 journalId, bool forward, bool overwrite, QString* error);
    bool replayJournal(const JournalEntry& entry, bool forward, bool overwrite, QString* error);

    // The one writer of the event log: appends an event dated `day` (0 = today) inside the current change.
    bool logEvent(const QString& kind, const QString& subject, const QString& message, const QJsonObject& data,
                  bool gmOnly, QString* error, int day = 0);

    // Inside a change: moves the calendar to `day` (an advance of time, day by day), so rolls and events made
    // next are dated on it.
    bool moveCalendar(int day, QString* error);

    // Undoable edits of the campaign row.
    bool rename(const QString& name, QString* error = nullptr);
    bool setNotes(const QString& notes, QString* error = nullptr);
    bool setDiceMode(DiceMode mode, QString* error = nullptr);
    // Writes a consistent copy of the whole campaign to another file (a backup, or a campaign to start from),
    // replacing that file only once the copy is complete. The open campaign stays this one.
    bool saveCopy(const QString& target, QString* error) const;

    // How long a change waits for another program that is writing the file (CampaignFile::busyTimeoutMs at first).
    void setBusyTimeout(int milliseconds);

    // Whether another program has written the file since we last looked; if so, re-reads and tells the views
    // (restored). The window calls it on a timer and when it gets the focus.
    bool checkForOutsideChanges();
    void watchOutsideChanges(int intervalMs);

    // Copies the write-ahead log into the file once the campaign has been quiet for a moment, so the GM does
    // not wait for it after an edit (see CampaignFile::connectionPragmas). Needs an event loop: without one
    // (the CLI), SQLite does it when the file is closed.
    void checkpointWhenIdle();

    // A hash of every row of the campaign (CampaignDigest): equal digests mean equal campaigns.
    QString digest(QString* error) const;

    void reportError(const QString& message) { Q_EMIT errorOccurred(message); }

Q_SIGNALS:
    void infoChanged();
    void diceLogged();
    void eventLogged();
    // The effective rules changed (a house rule was set, reverted, added or removed).
    void rulesChanged();
    void errorOccurred(const QString& message);
    // A character was added, edited, removed, or gained or spent experience, or its activities changed.
    void charactersChanged();
    // Money came into or went out of a purse.
    void treasuryChanged();
    // An activity, lab, potion or magic item was started, changed or removed.
    void downtimeChanged();
    // An encounter was created, changed by a tracker action, or removed.
    void combatChanged();
    // A Wiz-War game took a step, was set up or removed, or a sector map was drawn.
    void wizWarChanged();
    // A player's link was made, changed or revoked, or a player's proposal was made or decided.
    void playersChanged();
    // Every table may have changed (another program wrote the file): views re-read everything.
    void restored();

private:
    enum class Replay { Forward, Backward };

    Campaign(QString path, QString connection, Access access, const PackageRegistry& registry);
    bool resolveRulesets(QString* error);
    bool reload(QString* error = nullptr);
    void rebuildRules();
    bool prepare(QString* error);
    // True (and the caller told, or the views when there is no caller to tell) when the file is read-only.
    bool refuseReadOnly(QString* error);
    bool runChange(const QString& text, const ChangeBody& body, QString* error, JournalEntry* journal);
    bool replay(const ChangeSet& changes, Replay direction, qint64 journalId, bool overwrite, QString* error);
    void afterWrite(const QStringList& tablesWritten);
    bool fail(QString* error, const QString& message, bool report);
    qint64 dataVersion() const;
    bool pickUpOutsideChanges();

    QString m_path;
    QString m_connection;
    Access m_access;
    const PackageRegistry& m_registry;
    ChangeHistory* m_undo = nullptr;
    std::unique_ptr<CampaignDice> m_dice;
    CampaignInfo m_info;
    const RulesetPackage* m_base = nullptr;
    QList<const RulesetPackage*> m_options;
    Ruleset m_rules;
    std::shared_ptr<RulesetPackage> m_houseRules;
    QByteArray m_houseRulesState;
    QStringList m_houseRuleProblems;
    QStringList m_recordedTables;
    qint64 m_dataVersion = -1;
    int m_changeDepth = 0;
    bool m_outsideChange = false; // picked up inside a change; views are told once it is over
    QTimer* m_watch = nullptr;
    QTimer* m_checkpoint = nullptr;
};

} // namespace hk
