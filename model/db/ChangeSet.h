#pragma once

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace hk {

// Where applying a change set met a row that is no longer as the change left it.
struct ChangeConflict
{
    QString table;
    enum class Kind { Changed, Missing, Taken, Broken } kind = Kind::Changed;
};

// The rows one edit inserted, updated and deleted, with the values they had before: an SQLite session
// changeset, recorded by ChangeRecorder in the edit's own transaction. Why: it is the campaign's one undo
// record. Undo applies it backwards and redo forwards, and either refuses when a row it touches is no longer
// as the edit left it (another program or a later edit changed it), so a stale before-image is never
// written over someone else's work. Its size follows what the edit changed, not the size of the campaign.
class ChangeSet
{
public:
    enum class Direction { Forward, Backward };
    enum class Conflicts { Refuse, Overwrite };

    ChangeSet() = default;
    explicit ChangeSet(QByteArray bytes);

    bool isEmpty() const { return m_bytes.isEmpty(); }
    const QByteArray& bytes() const { return m_bytes; }
    // The tables it touches, in the order it touches them, and how many rows. Read from the bytes on first
    // use only: a journal entry read back for undo need not decode its megabytes twice.
    const QStringList& tables() const;
    bool touches(const QString& table) const { return tables().contains(table); }
    int rowCount() const;

    // Applies the change (Forward = redo, Backward = undo) inside the caller's transaction, which must be rolled
    // back when it returns false. With Refuse, the first row that is not as expected stops it: *conflict says
    // where, and false is returned with *error. Overwrite writes over such rows (the GM's explicit "force"). *touched, if given,
    // gets the tables applied, as SQLite names them while applying.
    bool apply(const QSqlDatabase& db, Direction direction, Conflicts conflicts, ChangeConflict* conflict,
               QString* error, QStringList* touched = nullptr) const;

private:
    void scan() const;

    QByteArray m_bytes;
    mutable QStringList m_tables;
    mutable int m_rows = 0;
    mutable bool m_scanned = false;
};

} // namespace hk
