#pragma once

#include "db/ChangeSet.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace hk {

// One edit whose undo record is kept in the campaign file (today: advances of time), so that any program on
// the campaign — the window, the CLI, a script — can undo and redo it.
struct JournalEntry
{
    enum class State { Applied, Undone };

    qint64 id = 0;
    QString createdAt;
    QString label;
    int fromDay = 0;
    int toDay = 0;
    ChangeSet changes;
    State state = State::Applied;
};

// All SQL touching the change journal. Keeps the newest few entries; a new entry drops the undone ones (the
// redo chain), as an undo stack does.
class ChangeJournal
{
public:
    explicit ChangeJournal(QSqlDatabase db) : m_db(std::move(db)) {}

    static constexpr int kept = 20;
    static constexpr const char* table = "change_journal";
    // The journal's own tables: not campaign content (not recorded by edits, not in the digest).
    static bool isJournalTable(const QString& name)
    {
        return name == QLatin1String(table) || name == QLatin1String("change_journal_changes");
    }

    // Adds an applied entry; *entry gets its id.
    bool append(JournalEntry* entry, QString* error);
    bool setState(qint64 id, JournalEntry::State state, QString* error);
    // The newest applied entry (what "undo" takes back), or id 0 when there is none.
    JournalEntry lastApplied(QString* error) const;
    // The oldest undone entry newer than every applied one (what "redo" puts back), or id 0.
    JournalEntry nextUndone(QString* error) const;
    JournalEntry find(qint64 id, QString* error) const;
    // Newest first, without the change sets.
    QList<JournalEntry> list(QString* error) const;
    // The change set as the file keeps it (compressed), and back. unpack also takes an entry stored
    // uncompressed, as files written before compression keep them; a damaged entry unpacks empty.
    static QByteArray pack(const QByteArray& changes);
    static QByteArray unpack(const QByteArray& stored);

private:
    JournalEntry one(const QString& where, const QString& order, QString* error) const;
    QSqlDatabase m_db;
};

} // namespace hk
