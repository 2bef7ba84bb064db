#pragma once

#include <QSqlDatabase>
#include <QString>

namespace hk {

// A write that either happens whole or not at all. The outermost transaction on a connection is a real
// BEGIN IMMEDIATE … COMMIT; nested ones are savepoints, so services can compose without knowing whether
// a caller already opened a transaction. Destroyed without commit() → rolled back.
class SqlTransaction
{
public:
    explicit SqlTransaction(const QSqlDatabase& db);
    ~SqlTransaction();
    SqlTransaction(const SqlTransaction&) = delete;
    SqlTransaction& operator=(const SqlTransaction&) = delete;

    bool isActive() const { return m_active; }
    QString error() const { return m_error; }
    bool commit();
    void rollback();

private:
    QSqlDatabase m_db;
    QString m_savepoint; // empty for the outermost transaction
    bool m_active = false;
    QString m_error;
};

} // namespace hk
