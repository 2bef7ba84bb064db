#include "db/ChangeRecorder.h"

#include "db/SqliteHandle.h"

#include <QCoreApplication>

#include <sqlite3.h>

namespace hk {

ChangeRecorder::ChangeRecorder(const QSqlDatabase& db, const QStringList& tables)
{
    sqlite3* handle = sqliteHandle(db);
    if (!handle) {
        m_error = QCoreApplication::translate("hk::ChangeRecorder", "the campaign file is not open");
        return;
    }
    if (sqlite3session_create(handle, "main", &m_session) != SQLITE_OK) {
        m_error = QString::fromUtf8(sqlite3_errmsg(handle));
        m_session = nullptr;
        return;
    }
    for (const QString& table : tables) {
        if (sqlite3session_attach(m_session, table.toUtf8().constData()) != SQLITE_OK) {
            m_error = QString::fromUtf8(sqlite3_errmsg(handle));
            sqlite3session_delete(m_session);
            m_session = nullptr;
            return;
        }
    }
}

ChangeRecorder::~ChangeRecorder()
{
    if (m_session)
        sqlite3session_delete(m_session);
}

ChangeSet ChangeRecorder::finish(bool* ok)
{
    *ok = false;
    if (!m_session)
        return {};
    int size = 0;
    void* data = nullptr;
    const int rc = sqlite3session_changeset(m_session, &size, &data);
    sqlite3session_delete(m_session);
    m_session = nullptr;
    if (rc != SQLITE_OK) {
        m_error = QString::fromUtf8(sqlite3_errstr(rc));
        sqlite3_free(data);
        return {};
    }
    QByteArray bytes(static_cast<const char*>(data), size);
    sqlite3_free(data);
    *ok = true;
    return ChangeSet(std::move(bytes));
}

} // namespace hk
