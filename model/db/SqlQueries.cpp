#include "db/SqlQueries.h"

#include "db/SqlStatement.h"
#include "text/UserText.h"

#include <QSqlError>

namespace hk::Sql {

QVariant stored(const QVariant& value)
{
    if (value.typeId() != QMetaType::QString)
        return value;
    const QString text = value.toString();
    const QString cleaned = UserText::cleanStored(text);
    return cleaned.isSharedWith(text) ? value : QVariant(cleaned);
}

bool writes(const QString& sql)
{
    const QStringView start = QStringView(sql).trimmed().left(7);
    return start.startsWith(u"INSERT", Qt::CaseInsensitive) || start.startsWith(u"UPDATE", Qt::CaseInsensitive)
           || start.startsWith(u"REPLACE", Qt::CaseInsensitive);
}

bool exec(QSqlQuery& query, const QString& sql, const QVariantList& values, QString* error)
{
    if (!query.prepare(sql)) {
        if (error)
            *error = query.lastError().text();
        return false;
    }
    const bool cleans = writes(sql);
    for (const QVariant& v : values)
        query.addBindValue(cleans ? stored(v) : v);
    if (!query.exec()) {
        if (error)
            *error = query.lastError().text();
        return false;
    }
    return true;
}

bool exec(const QSqlDatabase& db, const QString& sql, const QVariantList& values, QString* error)
{
    SqlStatement statement(db, sql);
    return statement.exec(values, error);
}

QVariant scalar(const QSqlDatabase& db, const QString& sql, const QVariantList& values, QString* error)
{
    SqlStatement statement(db, sql);
    if (!statement.exec(values, error) || !statement.query().next())
        return {};
    return statement.query().value(0);
}

qint64 insert(const QSqlDatabase& db, const QString& table, const QString& columns, QVariantList values, qint64 id,
              QString* error)
{
    QString names = columns;
    if (id > 0) {
        names += QStringLiteral(", id");
        values.append(id);
    }
    QStringList marks;
    for (qsizetype i = 0; i < values.size(); ++i)
        marks.append(QStringLiteral("?"));
    SqlStatement statement(db, QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)").arg(table, names, marks.join(QStringLiteral(", "))));
    if (!statement.exec(values, error))
        return 0;
    return id > 0 ? id : statement.lastInsertId();
}

} // namespace hk::Sql
