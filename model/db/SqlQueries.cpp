#include "db/SqlQueries.h"

#include <QSqlError>

namespace hk::Sql {

bool exec(QSqlQuery& query, const QString& sql, const QVariantList& values, QString* error)
{
    if (!query.prepare(sql)) {
        if (error)
            *error = query.lastError().text();
        return false;
    }
    for (const QVariant& v : values)
        query.addBindValue(v);
    if (!query.exec()) {
        if (error)
            *error = query.lastError().text();
        return false;
    }
    return true;
}

bool exec(const QSqlDatabase& db, const QString& sql, const QVariantList& values, QString* error)
{
    QSqlQuery query(db);
    return exec(query, sql, values, error);
}

QVariant scalar(const QSqlDatabase& db, const QString& sql, const QVariantList& values, QString* error)
{
    QSqlQuery query(db);
    if (!exec(query, sql, values, error) || !query.next())
        return {};
    return query.value(0);
}

} // namespace hk::Sql
