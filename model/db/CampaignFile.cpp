#include "db/CampaignFile.h"
#include "i18n/Translate.h"

#include "commands/ChangeJournal.h"
#include "db/EventWords.h"
#include "db/Migrator.h"
#include "db/SqlStatement.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUuid>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::CampaignFile", text);
}

quint32 bigEndian(const QByteArray& bytes, int offset, int size)
{
    quint32 v = 0;
    for (int i = 0; i < size; ++i)
        v = (v << 8) | quint8(bytes.at(offset + i));
    return v;
}

QString walPath(const QString& path)
{
    return path + QStringLiteral("-wal");
}

QString shmPath(const QString& path)
{
    return path + QStringLiteral("-shm");
}

// A write-ahead log with frames in it: committed pages that may not be in the main file yet.
bool hasWriteAheadLog(const QString& path)
{
    return QFileInfo(walPath(path)).size() > 0;
}

// A read-only SQLite URI. SQLite reads a WAL-mode file through a -shm index beside it, which it creates when it
// is missing (and leaves behind for a file it cannot write). A file this user cannot write, that no program has
// open (no -shm) and that holds no unfinished log, is opened as immutable instead, which needs neither file.
QString readOnlyUri(const QString& path)
{
    QString uri = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded)
                  + QStringLiteral("?mode=ro");
    if (!CampaignFile::isWritable(path) && !QFileInfo::exists(shmPath(path)) && !hasWriteAheadLog(path))
        uri += QStringLiteral("&immutable=1");
    return uri;
}

QSqlDatabase addConnection(const QString& name, const QString& target, const QString& options)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(target);
    db.setConnectOptions(options);
    return db;
}

QString readOnlyOptions()
{
    return QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI;QSQLITE_BUSY_TIMEOUT=%1").arg(CampaignFile::busyTimeoutMs);
}

} // namespace

// What the checks find inside an open file.
QString CampaignFile::checkContents(const QSqlDatabase& db, const QString& path, int* schemaVersion)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next())
        return tr("%1 is damaged: %2").arg(path, q.lastError().text());
    if (q.value(0).toLongLong() != applicationId)
        return tr("%1 is an SQLite database but not a Hexkeeper campaign").arg(path);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return tr("%1 is damaged: %2").arg(path, q.lastError().text());
    *schemaVersion = q.value(0).toInt();
    if (*schemaVersion < 0)
        return tr("%1 is damaged: its schema version %2 is impossible").arg(path).arg(*schemaVersion);
    if (*schemaVersion > Migrator::latestVersion())
        return tr("%1 was written by a newer Hexkeeper (campaign schema %2; this version reads up to %3). Update "
                  "Hexkeeper to open it; the file was not changed.")
            .arg(path)
            .arg(*schemaVersion)
            .arg(Migrator::latestVersion());
    // SQLite checks every page it reads. A whole-file check costs time in proportion to the file, so it runs on
    // small files and on one a program stopped writing (its log holds frames); a large, cleanly closed file
    // gets its schema and the campaign's own row read, and any later damaged page is reported when it is read.
    if (QFileInfo(path).size() > fullCheckBytes && !hasWriteAheadLog(path)) {
        if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !q.next()
            || !q.exec(QStringLiteral("SELECT name, calendar_day FROM campaign")) || !q.next())
            return tr("%1 is damaged: %2").arg(path, q.lastError().text());
        return {};
    }
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next())
        return tr("%1 is damaged: %2").arg(path, q.lastError().text());
    if (q.value(0).toString() != QLatin1String("ok"))
        return tr("%1 is damaged (SQLite's check: %2); it was not changed").arg(path, q.value(0).toString());
    return {};
}

bool CampaignFile::checkHeader(const QString& path, bool walHoldsPages, QString* error)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        const QFileInfo folder(info.absolutePath());
        if (folder.exists() && !folder.isExecutable())
            *error = tr("%1 cannot be reached: the folder %2 cannot be entered").arg(path, folder.absoluteFilePath());
        else
            *error = tr("%1 does not exist").arg(path);
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1 cannot be read: %2").arg(path, file.errorString());
        return false;
    }
    const qint64 size = file.size();
    const QByteArray header = file.read(100);
    if (size == 0) {
        *error = tr("%1 is empty; it is not a Hexkeeper campaign").arg(path);
        return false;
    }
    if (header.size() < 100 || !header.startsWith(QByteArrayLiteral("SQLite format 3\0"))) {
        *error = tr("%1 is not a Hexkeeper campaign (it is not an SQLite database)").arg(path);
        return false;
    }
    quint32 pageSize = bigEndian(header, 16, 2);
    if (pageSize == 1)
        pageSize = 65536;
    if (pageSize < 512 || (pageSize & (pageSize - 1)) != 0) {
        *error = tr("%1 is damaged: its header names an impossible page size").arg(path);
        return false;
    }
    // Pages a write-ahead log still holds may lie beyond the end of the main file: SQLite reads them from
    // the log. Only a file without one must hold every page its header counts.
    if (walHoldsPages)
        return true;
    const quint32 changeCounter = bigEndian(header, 24, 4);
    const quint32 pages = bigEndian(header, 28, 4);
    const quint32 validFor = bigEndian(header, 92, 4);
    if (size % pageSize != 0 || (pages > 0 && validFor == changeCounter && qint64(pages) * pageSize > size)) {
        *error = tr("%1 is damaged or truncated: it holds %2 bytes but its header describes %3")
                     .arg(path)
                     .arg(size)
                     .arg(qint64(pages) * pageSize);
        return false;
    }
    return true;
}

CampaignFile::Check CampaignFile::inspect(const QString& path)
{
    Check check;
    if (!checkHeader(path, hasWriteAheadLog(path), &check.error))
        return check;
    // Reading may make SQLite create a -shm and an empty -wal beside the file. A refused file gets back to
    // exactly what it was; an accepted one keeps them for the connection that opens it next (another program
    // may be using them already).
    const bool hadWal = QFileInfo::exists(walPath(path));
    const bool hadShm = QFileInfo::exists(shmPath(path));
    const QString name = QStringLiteral("hk-inspect-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    {
        QSqlDatabase db = addConnection(name, readOnlyUri(path), readOnlyOptions());
        if (!db.open())
            check.error = tr("%1 cannot be opened: %2").arg(path, db.lastError().text());
        else
            check.error = checkContents(db, path, &check.schemaVersion);
        check.ok = check.error.isEmpty();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (!check.ok) {
        if (!hadShm)
            QFile::remove(shmPath(path));
        if (!hadWal)
            QFile::remove(walPath(path));
    }
    return check;
}

bool CampaignFile::isWritable(const QString& path)
{
    const QFileInfo file(path);
    const QFileInfo folder(file.absolutePath());
    return file.isWritable() && folder.isWritable();
}

const QList<const char*>& CampaignFile::connectionPragmas()
{
    // A page cache of 32 MB and reads through memory mapping: an advance over a large campaign touches many
    // pages, and re-reading them through the kernel was a large part of its time. The write-ahead log is
    // copied into the file (checkpointed) once it holds 8,192 pages (32 MB) rather than SQLite's 1,000, so one
    // large step (an advance of a year, or its undo) does not also wait for a copy and two syncs; the window
    // checkpoints when it is idle (Campaign::checkpointWhenIdle) and SQLite does so when the last program
    // closes the file.
    static const QList<const char*> pragmas{"PRAGMA foreign_keys = ON",      "PRAGMA journal_mode = WAL",
                                            "PRAGMA synchronous = NORMAL",   "PRAGMA cache_size = -32000",
                                            "PRAGMA mmap_size = 268435456",  "PRAGMA temp_store = MEMORY",
                                            "PRAGMA wal_autocheckpoint = 8192"};
    return pragmas;
}

bool CampaignFile::configure(QSqlDatabase& db, QString* error)
{
    QSqlQuery q(db);
    for (const char* pragma : connectionPragmas()) {
        if (!q.exec(QLatin1String(pragma))) {
            *error = tr("cannot configure the campaign file: %1").arg(q.lastError().text());
            return false;
        }
    }
    return true;
}

bool CampaignFile::open(const QString& path, const QString& connectionName, Access* access, QString* error)
{
    const Check check = inspect(path);
    if (!check.ok) {
        *error = check.error;
        return false;
    }
    if (*access == Access::ReadWrite && !isWritable(path))
        *access = Access::ReadOnly;
    if (*access == Access::ReadOnly && check.schemaVersion < Migrator::latestVersion()) {
        *error = tr("%1 was written by an older Hexkeeper and must be brought up to date before it can be opened, "
                    "but it cannot be written here; the file was not changed.")
                     .arg(path);
        return false;
    }
    bool ok = false;
    {
        QSqlDatabase db = *access == Access::ReadOnly
                              ? addConnection(connectionName, readOnlyUri(path), readOnlyOptions())
                              : addConnection(connectionName, path,
                                              QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs));
        if (!db.open())
            *error = tr("%1 cannot be opened: %2").arg(path, db.lastError().text());
        else if (*access == Access::ReadOnly)
            ok = true;
        else
            ok = configure(db, error) && Migrator::migrate(db, error);
        if (ok)
            SqlStatement::enableCache(db);
        if (!ok)
            db.close();
    }
    if (!ok)
        QSqlDatabase::removeDatabase(connectionName);
    return ok;
}

bool CampaignFile::create(const QString& path, const QString& connectionName, QString* error)
{
    if (QFileInfo::exists(path)) {
        *error = tr("%1 already exists; choose another name or remove it first").arg(path);
        return false;
    }
    bool ok = false;
    {
        QSqlDatabase db = addConnection(connectionName, path, QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs));
        if (!db.open())
            *error = tr("%1 cannot be created: %2").arg(path, db.lastError().text());
        else if (configure(db, error) && Migrator::migrate(db, error))
            ok = true;
        if (ok)
            SqlStatement::enableCache(db);
        if (!ok)
            db.close();
    }
    if (!ok) {
        QSqlDatabase::removeDatabase(connectionName);
        QFile::remove(path);
        QFile::remove(walPath(path));
        QFile::remove(shmPath(path));
    }
    return ok;
}

void CampaignFile::close(const QString& connectionName)
{
    SqlStatement::forget(connectionName);
    {
        QSqlDatabase db = QSqlDatabase::database(connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(connectionName);
}

QStringList CampaignFile::packagesOf(const QString& path)
{
    // Read as immutable: no lock and nothing created beside the file. The answer is a hint (another program may
    // be writing), so a caller that finds it wrong opens the campaign with every package instead.
    QStringList ids;
    if (!QFileInfo::exists(path))
        return ids;
    const QString name = QStringLiteral("hk-peek-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    {
        QSqlDatabase db = addConnection(name,
                                        QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded)
                                            + QStringLiteral("?mode=ro&immutable=1"),
                                        readOnlyOptions());
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT base_ruleset, option_packs FROM campaign")) && q.next()) {
                ids.append(q.value(0).toString());
                for (const QJsonValue& v : QJsonDocument::fromJson(q.value(1).toByteArray()).array())
                    ids.append(v.toString());
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ids;
}

QStringList CampaignFile::recordedTables(const QSqlDatabase& db, QString* error)
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
        if (!ChangeJournal::isJournalTable(name) && !EventWords::isTable(name)) // see EventWords.h
            tables.append(name);
    }
    QHash<QString, QStringList> parents;
    for (const QString& table : std::as_const(tables)) {
        QSqlQuery fk(db);
        if (!fk.exec(QStringLiteral("SELECT \"table\" FROM pragma_foreign_key_list('%1')").arg(table))) {
            *error = fk.lastError().text();
            return {};
        }
        while (fk.next()) {
            const QString parent = fk.value(0).toString();
            if (parent != table)
                parents[table].append(parent);
        }
    }
    // A table comes before every table it refers to: repeatedly take a table no remaining table refers to.
    QStringList ordered;
    QStringList remaining = tables;
    while (!remaining.isEmpty()) {
        bool took = false;
        for (qsizetype i = 0; i < remaining.size(); ++i) {
            const QString& candidate = remaining.at(i);
            bool referred = false;
            for (const QString& other : std::as_const(remaining))
                referred = referred || (other != candidate && parents.value(other).contains(candidate));
            if (!referred) {
                ordered.append(candidate);
                remaining.removeAt(i);
                took = true;
                break;
            }
        }
        if (!took) { // a cycle of references: keep the rest as they are
            ordered.append(remaining);
            break;
        }
    }
    return ordered;
}

} // namespace hk
