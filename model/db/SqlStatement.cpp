#include "db/SqlStatement.h"

#include "db/SqlQueries.h"

#include <QHash>
#include <QSet>
#include <QSqlError>

namespace hk {

struct CachedStatement
{
    explicit CachedStatement(const QSqlDatabase& db) : query(db) { query.setForwardOnly(true); }
    QSqlQuery query;
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

} // namespace

SqlStatement::SqlStatement(const QSqlDatabase& db, const QString& sql) : m_sql(sql), m_writes(Sql::writes(sql))
{
    if (cachedConnections().contains(db.connectionName())) {
        std::shared_ptr<CachedStatement>& slot = statements()[db.connectionName()][sql];
        if (!slot)
            slot = std::make_shared<CachedStatement>(db);
        if (!slot->busy) {
            m_cached = slot;
            m_cached->busy = true;
            m_query = &m_cached->query;
            m_prepared = m_cached->prepared;
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

bool SqlStatement::exec(const QVariantList& values, QString* error)
{
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
