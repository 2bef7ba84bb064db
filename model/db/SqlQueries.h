#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

namespace hk {

// Small helpers so repositories stay short: every statement prepared, every value bound, every failure
// carried up with the driver's own text.
namespace Sql {

// Prepares and runs sql with the values bound in order. On failure returns false and sets error.
bool exec(QSqlQuery& query, const QString& sql, const QVariantList& values, QString* error);
bool exec(const QSqlDatabase& db, const QString& sql, const QVariantList& values, QString* error);

// Runs a query expected to return one value; returns an invalid QVariant when there is no row.
QVariant scalar(const QSqlDatabase& db, const QString& sql, const QVariantList& values, QString* error);

// Inserts one row: `columns` is the comma-separated column list matching `values`. With id > 0 the row
// keeps that id (undo and redo write the same row back); otherwise SQLite picks one. Returns the id, or 0
// with *error set.
qint64 insert(const QSqlDatabase& db, const QString& table, const QString& columns, QVariantList values, qint64 id,
              QString* error);
// What a bound value becomes in a statement that writes (INSERT, UPDATE, REPLACE): text is cleaned by
// UserText::cleanStored (no direction control, no half of a surrogate pair, in plain text or escaped in JSON),
// so no text reaches the file with either, whichever service stored it; other values are bound as they are.
// SqlStatement::exec and exec() below call it: the one place every stored text passes.
QVariant stored(const QVariant& value);
// Whether sql writes rows (its first word is INSERT, UPDATE or REPLACE); selects and deletes bind as they are.
bool writes(const QString& sql);

// Binds text so that a null QString is stored as '' (our text columns are NOT NULL DEFAULT '').
inline QVariant text(const QString& value)
{
    return value.isNull() ? QVariant(QString(QLatin1String(""))) : QVariant(value);
}

} // namespace Sql
} // namespace hk
