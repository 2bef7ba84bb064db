#include "commands/ChangeJournal.h"

#include "db/SqlQueries.h"
#include "db/SqlStatement.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

namespace hk {

namespace {

QString stateKey(JournalEntry::State state)
{
    return state == JournalEntry::State::Applied ? QStringLiteral("applied") : QStringLiteral("undone");
}

JournalEntry::State stateFrom(const QString& key)
{
    return key == QLatin1String("undone") ? JournalEntry::State::Undone : JournalEntry::State::Applied;
}

// A stored change set is compressed behind this mark. An SQLite changeset starts with 'T' (or 'P' for a patch
// set), never with it, so entries written before compression (schema 7 on) still read as they were.
constexpr char packedMark[] = "HKZ1";

} // namespace

QByteArray ChangeJournal::pack(const QByteArray& changes)
{
    if (changes.isEmpty())
        return changes;
    // Level 1: a year's advance changes tens of megabytes of rows that repeat column by column; the fastest level
    // already takes most of the size off, at a few milliseconds a megabyte.
    return QByteArray(packedMark) + qCompress(changes, 1);
}

QByteArray ChangeJournal::unpack(const QByteArray& stored)
{
    if (!stored.startsWith(packedMark))
        return stored; // an entry written before compression
    return qUncompress(reinterpret_cast<const uchar*>(stored.constData()) + sizeof(packedMark) - 1,
                       stored.size() - qsizetype(sizeof(packedMark) - 1));
}

bool ChangeJournal::append(JournalEntry* entry, QString* error)
{
    if (entry->createdAt.isEmpty())
        entry->createdAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    if (!Sql::exec(m_db, QStringLiteral("DELETE FROM change_journal WHERE state = 'undone'"), {}, error))
        return false;
    entry->id = Sql::insert(m_db, QStringLiteral("change_journal"),
                            QStringLiteral("created_at, kind, label, from_day, to_day, state"),
                            {entry->createdAt, QStringLiteral("advance"), entry->label, entry->fromDay, entry->toDay,
                             stateKey(JournalEntry::State::Applied)},
                            0, error);
    if (!entry->id
        || !Sql::insert(m_db, QStringLiteral("change_journal_changes"), QStringLiteral("journal_id, changes"),
                        {entry->id, pack(entry->changes.bytes())}, 0, error))
        return false;
    entry->state = JournalEntry::State::Applied;
    return Sql::exec(m_db,
                     QStringLiteral("DELETE FROM change_journal WHERE id NOT IN "
                                    "(SELECT id FROM change_journal ORDER BY id DESC LIMIT ?)"),
                     {kept}, error);
}

bool ChangeJournal::setState(qint64 id, JournalEntry::State state, QString* error)
{
    return Sql::exec(m_db, QStringLiteral("UPDATE change_journal SET state = ? WHERE id = ?"), {stateKey(state), id},
                     error);
}

JournalEntry ChangeJournal::one(const QString& where, const QString& order, QString* error) const
{
    JournalEntry e;
    SqlStatement statement(m_db, QStringLiteral("SELECT j.id, j.created_at, j.label, j.from_day, j.to_day, c.changes, j.state FROM change_journal j "
                                  "JOIN change_journal_changes c ON c.journal_id = j.id "
                                  "WHERE %1 ORDER BY id %2 LIMIT 1")
                       .arg(where, order));
    QSqlQuery& q = statement.query();
    if (!statement.exec({}, error)
        || !q.next())
        return e;
    e.id = q.value(0).toLongLong();
    e.createdAt = q.value(1).toString();
    e.label = q.value(2).toString();
    e.fromDay = q.value(3).toInt();
    e.toDay = q.value(4).toInt();
    const QByteArray stored = q.value(5).toByteArray();
    e.changes = ChangeSet(unpack(stored));
    if (!stored.isEmpty() && e.changes.isEmpty()) {
        *error = QCoreApplication::translate("hk::ChangeJournal", "the kept changes of “%1” are damaged").arg(e.label);
        return JournalEntry();
    }
    e.state = stateFrom(q.value(6).toString());
    return e;
}

JournalEntry ChangeJournal::lastApplied(QString* error) const
{
    return one(QStringLiteral("state = 'applied'"), QStringLiteral("DESC"), error);
}

JournalEntry ChangeJournal::nextUndone(QString* error) const
{
    return one(QStringLiteral("state = 'undone' AND id > COALESCE((SELECT id FROM change_journal WHERE state = "
                              "'applied' ORDER BY id DESC LIMIT 1), 0)"),
               QStringLiteral("ASC"), error);
}

JournalEntry ChangeJournal::find(qint64 id, QString* error) const
{
    return one(QStringLiteral("id = %1").arg(id), QStringLiteral("ASC"), error);
}

QList<JournalEntry> ChangeJournal::list(QString* error) const
{
    QList<JournalEntry> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT id, created_at, label, from_day, to_day, state FROM "
                                  "change_journal ORDER BY id DESC"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({}, error))
        return out;
    while (q.next()) {
        JournalEntry e;
        e.id = q.value(0).toLongLong();
        e.createdAt = q.value(1).toString();
        e.label = q.value(2).toString();
        e.fromDay = q.value(3).toInt();
        e.toDay = q.value(4).toInt();
        e.state = stateFrom(q.value(5).toString());
        out.append(e);
    }
    return out;
}

} // namespace hk
