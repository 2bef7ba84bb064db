#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

#include <memory>

namespace hk {

struct CachedStatement;

// A prepared statement that a campaign's connection keeps: the first use of an SQL text prepares it, later
// uses only bind and run it. Why: an advance of time runs the same few statements tens of thousands of times,
// and parsing them each time was most of its cost. Caching is switched on per connection (the campaign's own,
// see enableCache); other connections, and a statement already in use further up the stack, get a fresh query.
// The statement is reset when this object goes, so it holds no read lock afterwards. A kept statement that only
// writes runs on SQLite's own API (an advance writes a hundred thousand rows, and Qt SQL's binding of each value
// cost more than SQLite's writing it); it binds values as Qt's driver does, and query() is not used for it.
class SqlStatement
{
public:
    SqlStatement(const QSqlDatabase& db, const QString& sql);
    ~SqlStatement();
    SqlStatement(const SqlStatement&) = delete;
    SqlStatement& operator=(const SqlStatement&) = delete;

    // Binds values in order (texts of a statement that writes cleaned, Sql::stored) and runs it; false with
    // the driver's text in *error on failure.
    bool exec(const QVariantList& values, QString* error);
    // For a statement that reads: its rows. Not for one that only writes (INSERT, UPDATE, REPLACE, DELETE).
    QSqlQuery& query() { return *m_query; }
    // The id of the row the last INSERT added.
    qint64 lastInsertId() const;

    // Keep the statements of this connection from now on / drop them (before the connection closes).
    static void enableCache(const QSqlDatabase& db);
    static void forget(const QString& connectionName);

private:
    bool execRaw(const QVariantList& values, QString* error);
    std::shared_ptr<CachedStatement> m_cached;
    std::unique_ptr<QSqlQuery> m_fresh;
    QSqlQuery* m_query = nullptr;
    QString m_sql;
    bool m_prepared = false;
    bool m_writes = false; // an INSERT, UPDATE or REPLACE: its texts are bound through Sql::stored
    bool m_raw = false;    // kept and only writes: run by execRaw
    qint64 m_lastInsertId = 0;
};

} // namespace hk
