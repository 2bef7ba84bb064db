#include "db/SqlTransaction.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

namespace hk {

namespace {
// Nesting depth per connection name. Connections are used from the GUI thread only.
QHash<QString, int>& depths()
{
    static QHash<QString, int> d;
    return d;
}

// SQLITE_BUSY and SQLITE_LOCKED, with their extended codes (Qt reports the code SQLite gave).
bool isBusy(const QSqlError& error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok && ((code & 0xff) == 5 || (code & 0xff) == 6);
}

bool run(const QSqlDatabase& db, const QString& sql, QString* error)
{
    QSqlQuery q(db);
    if (!q.exec(sql)) {
        *error = isBusy(q.lastError())
                     ? QCoreApplication::translate("hk::SqlTransaction",
                                                   "Another program is writing this campaign and has not finished in "
                                                   "time; nothing was changed. Try again in a moment.")
                     : q.lastError().text();
        return false;
    }
    return true;
}
} // namespace

SqlTransaction::SqlTransaction(const QSqlDatabase& db) : m_db(db)
{
    int& depth = depths()[m_db.connectionName()];
    if (depth > 0)
        m_savepoint = QStringLiteral("hk_sp_%1").arg(depth);
    m_active = run(m_db, m_savepoint.isEmpty() ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("SAVEPOINT ") + m_savepoint,
                   &m_error);
    if (m_active)
        ++depth;
}

SqlTransaction::~SqlTransaction()
{
    if (m_active)
        rollback();
}

bool SqlTransaction::commit()
{
    if (!m_active)
        return false;
    const bool ok = run(m_db, m_savepoint.isEmpty() ? QStringLiteral("COMMIT") : QStringLiteral("RELEASE ") + m_savepoint,
                        &m_error);
    if (!ok) {
        rollback();
        return false;
    }
    m_active = false;
    --depths()[m_db.connectionName()];
    return true;
}

void SqlTransaction::rollback()
{
    if (!m_active)
        return;
    QString ignored;
    if (m_savepoint.isEmpty()) {
        run(m_db, QStringLiteral("ROLLBACK"), &ignored);
    } else {
        run(m_db, QStringLiteral("ROLLBACK TO ") + m_savepoint, &ignored);
        run(m_db, QStringLiteral("RELEASE ") + m_savepoint, &ignored);
    }
    m_active = false;
    --depths()[m_db.connectionName()];
}

} // namespace hk
