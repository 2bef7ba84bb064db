#include "db/CampaignDigest.h"

#include "db/CampaignFile.h"
#include "db/EventWords.h"
#include "i18n/Translate.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QIODevice>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace hk::CampaignDigest {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::CampaignDigest", text);
}

// The table's primary-key columns in key order: rows are compared by what they are, not by where SQLite
// happened to store them (a row put back by undo may get another rowid).
QString primaryKey(const QSqlDatabase& db, const QString& table, QString* error)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT name, pk FROM pragma_table_info('%1') WHERE pk > 0 ORDER BY pk").arg(table))) {
        *error = q.lastError().text();
        return {};
    }
    QStringList columns;
    while (q.next())
        columns.append(QLatin1Char('"') + q.value(0).toString() + QLatin1Char('"'));
    return columns.isEmpty() ? QStringLiteral("rowid") : columns.join(QLatin1Char(','));
}

// What the digest reads of a table: every column, except that a column pointing at the event log's words
// (EventWords) reads the words themselves. Why: the words table is not in the digest (undo leaves words behind),
// and which number a text got depends on the file's history; an event means its words.
QString columnsOf(const QSqlDatabase& db, const QString& table, QString* error)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT \"from\" FROM pragma_foreign_key_list('%1') WHERE \"table\" = '%2'")
                    .arg(table, QLatin1String(EventWords::table)))) {
        *error = q.lastError().text();
        return {};
    }
    QStringList toWords;
    while (q.next())
        toWords.append(q.value(0).toString());
    if (toWords.isEmpty())
        return QStringLiteral("*");
    if (!q.exec(QStringLiteral("SELECT name FROM pragma_table_info('%1') ORDER BY cid").arg(table))) {
        *error = q.lastError().text();
        return {};
    }
    QStringList columns;
    while (q.next()) {
        const QString column = QLatin1Char('"') + q.value(0).toString() + QLatin1Char('"');
        columns.append(toWords.contains(q.value(0).toString())
                           ? QStringLiteral("(SELECT text FROM %1 WHERE id = %2) AS %2").arg(QLatin1String(EventWords::table), column)
                           : column);
    }
    return columns.join(QLatin1Char(','));
}

} // namespace

QString of(const QSqlDatabase& db, QString* error)
{
    QString e;
    QStringList tables = CampaignFile::recordedTables(db, &e);
    if (!e.isEmpty()) {
        *error = e;
        return {};
    }
    if (tables.isEmpty()) {
        // The hash of nothing is the same for every empty or unopened file: two of them would compare equal.
        *error = tr("The campaign has no tables: the file is empty or was not opened.");
        return {};
    }
    tables.sort();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString& table : std::as_const(tables)) {
        const QString order = primaryKey(db, table, error);
        if (order.isEmpty())
            return {};
        const QString columns = columnsOf(db, table, error);
        if (columns.isEmpty())
            return {};
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT %3 FROM \"%1\" ORDER BY %2").arg(table, order, columns))) {
            *error = q.lastError().text();
            return {};
        }
        QByteArray block;
        QDataStream out(&block, QIODevice::WriteOnly);
        out.setVersion(QDataStream::Qt_6_4);
        out << table;
        const QSqlRecord record = q.record();
        for (int i = 0; i < record.count(); ++i)
            out << record.fieldName(i);
        while (q.next()) {
            for (int i = 0; i < record.count(); ++i)
                out << q.value(i);
        }
        hash.addData(block);
    }
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace hk::CampaignDigest
