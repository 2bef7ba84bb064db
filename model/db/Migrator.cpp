#include "db/Migrator.h"

#include "db/EventWords.h"
#include "db/SqlQueries.h"
#include "db/SqlTransaction.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace hk {

QList<Migrator::Migration> Migrator::migrations()
{
    QList<Migration> out;
    static const QRegularExpression name(QStringLiteral("^(\\d{4})_(\\w+)\\.sql$"));
    const QDir dir(QStringLiteral(":/migrations"));
    for (const QString& file : dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name)) {
        const QRegularExpressionMatch m = name.match(file);
        if (m.hasMatch())
            out.append({m.captured(1).toInt(), m.captured(2), dir.filePath(file)});
    }
    return out;
}

int Migrator::latestVersion()
{
    const QList<Migration> all = migrations();
    return all.isEmpty() ? 0 : all.last().version;
}

int Migrator::currentVersion(const QSqlDatabase& db, QString* error)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
        *error = QCoreApplication::translate("hk::Migrator", "cannot read the schema version");
        return -1;
    }
    return q.value(0).toInt();
}

QStringList Migrator::splitStatements(const QString& script)
{
    QStringList statements;
    QString current;
    bool inTrigger = false;
    const QStringList lines = script.split(QLatin1Char('\n'));
    for (const QString& raw : lines) {
        const QString line = raw.trimmed();
        if (line.startsWith(QLatin1String("--")) || line.isEmpty())
            continue;
        current += raw + QLatin1Char('\n');
        if (line.startsWith(QLatin1String("CREATE TRIGGER"), Qt::CaseInsensitive))
            inTrigger = true;
        const bool ends = inTrigger ? line.compare(QLatin1String("END;"), Qt::CaseInsensitive) == 0
                                    : line.endsWith(QLatin1Char(';'));
        if (ends) {
            statements.append(current.trimmed());
            current.clear();
            inTrigger = false;
        }
    }
    if (!current.trimmed().isEmpty())
        statements.append(current.trimmed());
    return statements;
}

bool Migrator::migrate(const QSqlDatabase& db, QString* error, int target)
{
    if (target < 0)
        target = latestVersion();
    const int current = currentVersion(db, error);
    if (current < 0)
        return false;
    // Schema 16 fills the words' hashes in SQL with the program's own function.
    if (current < target && !EventWords::registerHashFunction(db, error))
        return false;
    for (const Migration& m : migrations()) {
        if (m.version <= current || m.version > target)
            continue;
        QFile file(m.resource);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = QCoreApplication::translate("hk::Migrator", "migration %1 is missing").arg(m.version);
            return false;
        }
        const QString script = QString::fromUtf8(file.readAll());
        SqlTransaction tx(db);
        if (!tx.isActive()) {
            *error = tx.error();
            return false;
        }
        for (const QString& statement : splitStatements(script)) {
            QSqlQuery q(db);
            if (!q.exec(statement)) {
                *error = QCoreApplication::translate("hk::Migrator", "migration %1 (%2) failed: %3")
                             .arg(m.version)
                             .arg(m.name, q.lastError().text());
                return false;
            }
        }
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(m.version)) || !tx.commit()) {
            *error = QCoreApplication::translate("hk::Migrator", "migration %1 could not be committed: %2")
                         .arg(m.version)
                         .arg(tx.error().isEmpty() ? q.lastError().text() : tx.error());
            return false;
        }
    }
    return true;
}

} // namespace hk
