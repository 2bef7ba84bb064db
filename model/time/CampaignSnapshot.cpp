#include "time/CampaignSnapshot.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDataStream>
#include <QIODevice>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>
#include <QVariant>

namespace hk::CampaignSnapshot {

namespace {

constexpr quint32 formatMagic = 0x484b534e; // "HKSN"
constexpr quint32 formatVersion = 1;
const char* excludedTable = "snapshot";

QString tr(const char* text)
{
    return QCoreApplication::translate("hk::CampaignSnapshot", text);
}

QStringList campaignTables(const QSqlDatabase& db, QString* error)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
                               "ORDER BY name"))) {
        *error = q.lastError().text();
        return {};
    }
    QStringList tables;
    while (q.next()) {
        const QString name = q.value(0).toString();
        if (name != QLatin1String(excludedTable))
            tables.append(name);
    }
    return tables;
}

QString quoted(const QString& identifier)
{
    QString q = identifier;
    q.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

} // namespace

QByteArray capture(const QSqlDatabase& db, QString* error)
{
    QString e;
    const QStringList tables = campaignTables(db, &e);
    if (!e.isEmpty()) {
        *error = e;
        return {};
    }
    QByteArray raw;
    QDataStream out(&raw, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    out << formatMagic << formatVersion << qint32(tables.size());
    for (const QString& table : tables) {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT * FROM %1 ORDER BY rowid").arg(quoted(table)))) {
            *error = tr("cannot read table %1: %2").arg(table, q.lastError().text());
            return {};
        }
        const QSqlRecord record = q.record();
        QStringList columns;
        for (int i = 0; i < record.count(); ++i)
            columns.append(record.fieldName(i));
        QList<QVariantList> rows;
        while (q.next()) {
            QVariantList row;
            row.reserve(columns.size());
            for (int i = 0; i < columns.size(); ++i)
                row.append(q.value(i));
            rows.append(row);
        }
        out << table << columns << qint32(rows.size());
        for (const QVariantList& row : rows)
            out << row;
    }
    return qCompress(raw, 6);
}

bool restore(const QSqlDatabase& db, const QByteArray& data, QString* error)
{
    const QByteArray raw = qUncompress(data);
    QDataStream in(raw);
    in.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0, version = 0;
    qint32 tableCount = 0;
    in >> magic >> version >> tableCount;
    if (magic != formatMagic || version != formatVersion || in.status() != QDataStream::Ok) {
        *error = tr("the snapshot is damaged or from a newer Hexkeeper");
        return false;
    }
    QSqlQuery pragma(db);
    pragma.exec(QStringLiteral("PRAGMA defer_foreign_keys = ON"));
    QString e;
    for (const QString& table : campaignTables(db, &e)) {
        QSqlQuery del(db);
        if (!del.exec(QStringLiteral("DELETE FROM %1").arg(quoted(table)))) {
            *error = tr("cannot clear table %1: %2").arg(table, del.lastError().text());
            return false;
        }
    }
    if (!e.isEmpty()) {
        *error = e;
        return false;
    }
    for (qint32 t = 0; t < tableCount; ++t) {
        QString table;
        QStringList columns;
        qint32 rowCount = 0;
        in >> table >> columns >> rowCount;
        if (in.status() != QDataStream::Ok || columns.isEmpty()) {
            *error = tr("the snapshot is damaged");
            return false;
        }
        QStringList names, marks;
        for (const QString& c : columns) {
            names.append(quoted(c));
            marks.append(QStringLiteral("?"));
        }
        QSqlQuery insert(db);
        if (!insert.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                                .arg(quoted(table), names.join(QLatin1Char(',')), marks.join(QLatin1Char(','))))) {
            *error = tr("the snapshot does not fit table %1: %2").arg(table, insert.lastError().text());
            return false;
        }
        for (qint32 r = 0; r < rowCount; ++r) {
            QVariantList row;
            in >> row;
            if (in.status() != QDataStream::Ok || row.size() != columns.size()) {
                *error = tr("the snapshot is damaged");
                return false;
            }
            for (int i = 0; i < row.size(); ++i)
                insert.bindValue(i, row.at(i));
            if (!insert.exec()) {
                *error = tr("cannot restore a row of %1: %2").arg(table, insert.lastError().text());
                return false;
            }
        }
    }
    return true;
}

QString digestOf(const QByteArray& data)
{
    return QString::fromLatin1(QCryptographicHash::hash(qUncompress(data), QCryptographicHash::Sha256).toHex());
}

QString digest(const QSqlDatabase& db, QString* error)
{
    const QByteArray data = capture(db, error);
    return data.isEmpty() ? QString() : digestOf(data);
}

} // namespace hk::CampaignSnapshot
