#include "db/SqlStatement.h"

#include "db/SqlQueries.h"
#include "db/SqliteHandle.h"

#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QSqlError>

#include <sqlite3.h>

namespace hk {

struct CachedStatement
{
    explicit CachedStatement(const QSqlDatabase& db) : query(db) { query.setForwardOnly(true); }
    ~CachedStatement() { sqlite3_finalize(raw); }
    CachedStatement(const CachedStatement&) = delete;
    CachedStatement& operator=(const CachedStatement&) = delete;
    QSqlQuery query;
    sqlite3* handle = nullptr;   // the connection's, when the statement only writes (run by SqlStatement::execRaw)
    sqlite3_stmt* raw = nullptr;
    bool prepared = false;
    bool busy = false;
};

namespace {

// Connections are used from the GUI thread only (as SqlTransaction assumes too).
QHash<QString, QHash<QString, std::shared_ptr<CachedStatement>>>& statements()
{
    static QHash<QString, QHash<QString, std::shared_ptr<CachedStatement>>> s;
    return s;
}

QSet<QString>& cachedConnections()
{
    static QSet<QString> c;
    return c;
}

// A statement that only writes (INSERT, UPDATE, REPLACE or DELETE, and no RETURNING): nothing is read back but the
// new row's id.
bool onlyWrites(const QString& sql)
{
    const QStringView start = QStringView(sql).trimmed().left(7);
    return (Sql::writes(sql) || start.startsWith(u"DELETE", Qt::CaseInsensitive))
           && !sql.contains(QLatin1String("RETURNING"), Qt::CaseInsensitive);
}

// Binds as Qt's SQLite driver does: null values (a null QString or QByteArray too) as NULL, integers as
// integers, texts as UTF-8, anything else as its text.
int bind(sqlite3_stmt* statement, int index, const QVariant& v)
{
    if (v.isNull())
        return sqlite3_bind_null(statement, index);
    switch (v.typeId()) {
    case QMetaType::QString: {
        const QString text = v.toString();
        if (text.isNull())
            return sqlite3_bind_null(statement, index);
        const QByteArray utf8 = text.toUtf8();
        return sqlite3_bind_text(statement, index, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
    }
    case QMetaType::QByteArray: {
        const QByteArray bytes = v.toByteArray();
        if (bytes.isNull())
            return sqlite3_bind_null(statement, index);
        return sqlite3_bind_blob(statement, index, bytes.constData(), int(bytes.size()), SQLITE_TRANSIENT);
    }
    case QMetaType::Bool:
    case QMetaType::Int:
        return sqlite3_bind_int(statement, index, v.toInt());
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
        return sqlite3_bind_int64(statement, index, v.toLongLong());
    case QMetaType::Double:
        return sqlite3_bind_double(statement, index, v.toDouble());
    case QMetaType::QDateTime:
        return bind(statement, index, v.toDateTime().toString(Qt::ISODateWithMs));
    default:
        return bind(statement, index, v.toString());
    }
}

} // namespace

SqlStatement::SqlStatement(const QSqlDatabase& db, const QString& sql) : m_sql(sql), m_writes(Sql::writes(sql))
{
    if (cachedConnections().contains(db.connectionName())) {
        std::shared_ptr<CachedStatement>& slot = statements()[db.connectionName()][sql];
        if (!slot) {
            slot = std::make_shared<CachedStatement>(db);
            if (onlyWrites(sql))
                slot->handle = sqliteHandle(db);
        }
        if (!slot->busy) {
            m_cached = slot;
            m_cached->busy = true;
            m_query = &m_cached->query;
            m_prepared = m_cached->prepared;
            m_raw = m_cached->handle != nullptr;
            return;
        }
    }
    m_fresh = std::make_unique<QSqlQuery>(db);
    m_fresh->setForwardOnly(true); // rows are read once, in order: no copy kept for going back
    m_query = m_fresh.get();
}

SqlStatement::~SqlStatement()
{
    if (m_cached) {
        m_cached->query.finish();
        m_cached->busy = false;
    }
}

bool SqlStatement::execRaw(const QVariantList& values, QString* error)
{
    sqlite3* handle = m_cached->handle;
    sqlite3_stmt*& statement = m_cached->raw;
    if (!statement) {
        const QByteArray sql = m_sql.toUtf8();
        if (sqlite3_prepare_v3(handle, sql.constData(), int(sql.size()), SQLITE_PREPARE_PERSISTENT, &statement, nullptr)
            != SQLITE_OK) {
            if (error)
                *error = QString::fromUtf8(sqlite3_errmsg(handle));
            sqlite3_finalize(statement);
            statement = nullptr;
            return false;
        }
    }
    int rc = SQLITE_OK;
    for (int i = 0; i < values.size() && rc == SQLITE_OK; ++i)
        rc = bind(statement, i + 1, m_writes ? Sql::stored(values.at(i)) : values.at(i));
    if (rc == SQLITE_OK) {
        rc = sqlite3_step(statement);
        if (rc == SQLITE_ROW || rc == SQLITE_DONE)
            rc = SQLITE_OK;
    }
    m_lastInsertId = sqlite3_last_insert_rowid(handle);
    if (rc != SQLITE_OK && error)
        *error = QString::fromUtf8(sqlite3_errmsg(handle));
    sqlite3_reset(statement);
    sqlite3_clear_bindings(statement);
    return rc == SQLITE_OK;
}

qint64 SqlStatement::lastInsertId() const
{
    return m_raw ? m_lastInsertId : m_query->lastInsertId().toLongLong();
}

bool SqlStatement::exec(const QVariantList& values, QString* error)
{
    if (m_raw)
        return execRaw(values, error);
    if (!m_prepared) {
        if (!m_query->prepare(m_sql)) {
            if (error)
                *error = m_query->lastError().text();
            return false;
        }
        m_prepared = true;
        if (m_cached)
            m_cached->prepared = true;
    } else {
        m_query->finish();
    }
    for (int i = 0; i < values.size(); ++i)
        m_query->bindValue(i, m_writes ? Sql::stored(values.at(i)) : values.at(i));
    if (!m_query->exec()) {
        if (error)
            *error = m_query->lastError().text();
        return false;
    }
    return true;
}

void SqlStatement::enableCache(const QSqlDatabase& db)
{
    cachedConnections().insert(db.connectionName());
}

void SqlStatement::forget(const QString& connectionName)
{
    statements().remove(connectionName);
    cachedConnections().remove(connectionName);
}

} // namespace hk
