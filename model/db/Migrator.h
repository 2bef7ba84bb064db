#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace hk {

// Brings a campaign database up to the schema this build writes. Migrations are the numbered SQL files
// embedded from model/migrations/ (NNNN_name.sql); each runs in its own transaction and sets
// PRAGMA user_version to its number, so a failure leaves the file at the last good version.
class Migrator
{
public:
    struct Migration
    {
        int version = 0;
        QString name;
        QString resource;
    };

    static QList<Migration> migrations();
    static int latestVersion();
    static int currentVersion(const QSqlDatabase& db, QString* error);
    // Applies every migration above the current version, up to `target` (default: latest).
    static bool migrate(const QSqlDatabase& db, QString* error, int target = -1);
    // Splits a migration script into statements (keeps CREATE TRIGGER … END; together).
    static QStringList splitStatements(const QString& script);
};

} // namespace hk
