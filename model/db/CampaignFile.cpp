#include "db/CampaignFile.h"

#include "db/Migrator.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

namespace hk {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("hk::CampaignFile", text);
}

quint32 bigEndian(const QByteArray& bytes, int offset, int size)
{
    quint32 v = 0;
    for (int i = 0; i < size; ++i)
        v = (v << 8) | quint8(bytes.at(offset + i));
    return v;
}

} // namespace

bool CampaignFile::checkHeader(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.exists()) {
        *error = tr("%1 does not exist").arg(path);
        return false;
    }
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
    if (!checkHeader(path, &check.error))
        return check;
    const QString name = QStringLiteral("hk-inspect-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open()) {
            check.error = tr("%1 cannot be opened: %2").arg(path, db.lastError().text());
        } else {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next()) {
                check.error = tr("%1 is damaged: %2").arg(path, q.lastError().text());
            } else if (q.value(0).toLongLong() != applicationId) {
                check.error = tr("%1 is an SQLite database but not a Hexkeeper campaign").arg(path);
            } else if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
                check.error = tr("%1 is damaged: %2").arg(path, q.lastError().text());
            } else {
                check.schemaVersion = q.value(0).toInt();
                if (check.schemaVersion > Migrator::latestVersion()) {
                    check.error = tr("%1 was written by a newer Hexkeeper (campaign schema %2; this version "
                                     "reads up to %3). Update Hexkeeper to open it; the file was not changed.")
                                      .arg(path)
                                      .arg(check.schemaVersion)
                                      .arg(Migrator::latestVersion());
                } else if (!q.exec(QStringLiteral("PRAGMA integrity_check")) || !q.next()) {
                    check.error = tr("%1 is damaged: %2").arg(path, q.lastError().text());
                } else if (q.value(0).toString() != QLatin1String("ok")) {
                    check.error = tr("%1 is damaged (integrity check: %2); it was not changed").arg(path, q.value(0).toString());
                } else {
                    check.ok = true;
                }
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return check;
}

bool CampaignFile::configure(QSqlDatabase& db, QString* error)
{
    QSqlQuery q(db);
    for (const char* pragma : {"PRAGMA foreign_keys = ON", "PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL"}) {
        if (!q.exec(QLatin1String(pragma))) {
            *error = tr("cannot configure the campaign file: %1").arg(q.lastError().text());
            return false;
        }
    }
    return true;
}

bool CampaignFile::open(const QString& path, const QString& connectionName, QString* error)
{
    const Check check = inspect(path);
    if (!check.ok) {
        *error = check.error;
        return false;
    }
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
        db.setDatabaseName(path);
        if (!db.open())
            *error = tr("%1 cannot be opened: %2").arg(path, db.lastError().text());
        else if (configure(db, error) && Migrator::migrate(db, error))
            ok = true;
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
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
        db.setDatabaseName(path);
        if (!db.open())
            *error = tr("%1 cannot be created: %2").arg(path, db.lastError().text());
        else if (configure(db, error) && Migrator::migrate(db, error))
            ok = true;
        if (!ok)
            db.close();
    }
    if (!ok) {
        QSqlDatabase::removeDatabase(connectionName);
        QFile::remove(path);
        QFile::remove(path + QStringLiteral("-wal"));
        QFile::remove(path + QStringLiteral("-shm"));
    }
    return ok;
}

void CampaignFile::close(const QString& connectionName)
{
    {
        QSqlDatabase db = QSqlDatabase::database(connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(connectionName);
}

} // namespace hk
