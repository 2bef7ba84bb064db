#pragma once

#include <QSqlDatabase>
#include <QString>

namespace hk {

// Opening and creating campaign files safely. Before SQLite ever opens a file for writing, the file is
// checked from the outside (SQLite header, page count against file size) and then read-only inside
// (application id, schema version, integrity check). A damaged, foreign or newer file is refused with a
// clear message and left byte-for-byte as it was.
class CampaignFile
{
public:
    static constexpr qint64 applicationId = 1212891984; // "HKCP"
    static constexpr const char* extension = "hkc";

    struct Check
    {
        bool ok = false;
        QString error;
        int schemaVersion = 0;
    };

    // Read-only checks; never modifies the file.
    static Check inspect(const QString& path);

    // Opens an existing, checked file for writing under connectionName (WAL, foreign keys, migrations to
    // the current schema). On failure the connection is removed and error says why.
    static bool open(const QString& path, const QString& connectionName, QString* error);

    // Creates a new empty campaign database at the current schema (no campaign row yet).
    static bool create(const QString& path, const QString& connectionName, QString* error);

    static void close(const QString& connectionName);

private:
    static bool checkHeader(const QString& path, QString* error);
    static bool configure(QSqlDatabase& db, QString* error);
};

} // namespace hk
