#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace hk {

// Opening and creating campaign files safely. SQLite opens the file first, read-only, so that a write-ahead
// log left by a program that stopped mid-write is read before any check of ours; then the file is checked
// (application id, schema version, SQLite's quick check). A damaged, foreign or newer file is refused with a
// clear message, left byte-for-byte as it was and with nothing left beside it. A file that this user cannot
// write (or whose folder cannot be written) opens read-only for viewing.
class CampaignFile
{
public:
    static constexpr qint64 applicationId = 1212891984; // "HKCP"
    static constexpr const char* extension = "hkc";
    // How long a write waits for another program that holds the file before it gives up with a message.
    static constexpr int busyTimeoutMs = 5000;

    // Files up to this size get SQLite's whole-file check on every open (see checkContents).
    static constexpr qint64 fullCheckBytes = 8 * 1024 * 1024;

    enum class Access { ReadWrite, ReadOnly };

    struct Check
    {
        bool ok = false;
        QString error;
        int schemaVersion = 0;
    };

    // Read-only checks; never modifies the file and leaves nothing beside it.
    static Check inspect(const QString& path);
    // Whether this user can write the file and the folder it is in (SQLite needs both for its journal).
    static bool isWritable(const QString& path);

    // Opens an existing, checked file under connectionName. Writable files get WAL, foreign keys, the busy
    // timeout and the migrations to the current schema; others open read-only (*access says which). A request
    // for ReadOnly is honoured even when the file could be written. On failure the connection is removed and
    // *error says why.
    static bool open(const QString& path, const QString& connectionName, Access* access, QString* error);

    // Creates a new empty campaign database at the current schema (no campaign row yet).
    static bool create(const QString& path, const QString& connectionName, QString* error);

    static void close(const QString& connectionName);

    // The ruleset packages a campaign file uses (its base, then its option packs), read without opening it as a
    // campaign; empty when it cannot be read (the open will say why).
    static QStringList packagesOf(const QString& path);

    // The tables an edit records, each before the tables it refers to (see ChangeRecorder): every table but the
    // change journal's and the event log's words (EventWords).
    static QStringList recordedTables(const QSqlDatabase& db, QString* error);

    // Gives a connection the settings every campaign connection has (connectionPragmas); the benchmarks' floors
    // use them too, so they are compared like with like.
    static bool configure(QSqlDatabase& db, QString* error);
    static const QList<const char*>& connectionPragmas();

private:
    static bool checkHeader(const QString& path, bool walHoldsPages, QString* error);
    // What the checks find inside an open file: empty when it is a campaign this Hexkeeper reads.
    static QString checkContents(const QSqlDatabase& db, const QString& path, int* schemaVersion);
};

} // namespace hk
