#pragma once

#include "db/ModelInternal.h"

#include <QHash>
#include <QSqlDatabase>
#include <QString>

namespace hk {

// Rows of one kind (a Character, a Lab, an activity's labs, an attunement) that a repository keeps after
// reading them, while a long step that reads them again and again is running on the connection. Why: an
// advance of time reads each project's team and laboratories every week, hundreds of projects for a year, and
// the rows seldom change in between. The cache is open only while a ReadCache object lives
// (AdvanceTime::advance opens it around its one change). The repository forgets (or corrects) a row in every
// method that writes it, so what find() returns is what the file holds; a table cached here is written only
// through its repository while the cache is open.
template <typename Row, typename Key = qint64>
class ReadCache
{
public:
    explicit ReadCache(const QSqlDatabase& db) : m_connection(db.connectionName()) { ++opened()[m_connection].depth; }
    ~ReadCache()
    {
        const auto it = opened().find(m_connection);
        if (it != opened().end() && --it->depth == 0)
            opened().erase(it);
    }
    ReadCache(const ReadCache&) = delete;
    ReadCache& operator=(const ReadCache&) = delete;

    // The kept row, or nullptr (no cache open on the connection, or the row not read yet).
    static const Row* find(const QSqlDatabase& db, const Key& id)
    {
        if (opened().isEmpty())
            return nullptr;
        const auto it = opened().constFind(db.connectionName());
        if (it == opened().constEnd())
            return nullptr;
        const auto row = it->rows.constFind(id);
        return row == it->rows.constEnd() ? nullptr : &*row;
    }
    static void keep(const QSqlDatabase& db, const Key& id, const Row& row)
    {
        if (opened().isEmpty())
            return;
        const auto it = opened().find(db.connectionName());
        if (it != opened().end())
            it->rows.insert(id, row);
    }
    // The kept row for a change in place, or nullptr; a writer that cannot say what the row becomes calls forget().
    static Row* edit(const QSqlDatabase& db, const Key& id)
    {
        if (opened().isEmpty())
            return nullptr;
        const auto it = opened().find(db.connectionName());
        if (it == opened().end())
            return nullptr;
        const auto row = it->rows.find(id);
        return row == it->rows.end() ? nullptr : &*row;
    }
    static void forget(const QSqlDatabase& db, const Key& id)
    {
        if (opened().isEmpty())
            return;
        const auto it = opened().find(db.connectionName());
        if (it != opened().end())
            it->rows.remove(id);
    }
    // For a write whose rows SQLite works out (a cascade): every kept row goes.
    static void forgetAll(const QSqlDatabase& db)
    {
        if (opened().isEmpty())
            return;
        const auto it = opened().find(db.connectionName());
        if (it != opened().end())
            it->rows.clear();
    }

private:
    struct Rows
    {
        int depth = 0;
        QHash<Key, Row> rows;
    };
    // Connections are used from the GUI thread only (as SqlStatement assumes too).
    static QHash<QString, Rows>& opened()
    {
        static QHash<QString, Rows> o;
        return o;
    }
    QString m_connection;
};

} // namespace hk
