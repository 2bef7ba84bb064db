// Campaign files: creating and opening; refusing damaged, foreign, truncated and newer files without
// changing a byte of them.
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "db/CampaignFile.h"
#include "db/EventWords.h"
#include "db/Migrator.h"
#include "StrictTest.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;

namespace {

QString makeCampaign(const QTemporaryDir& dir, const QString& name = QStringLiteral("c.hkc"))
{
    const QString path = dir.filePath(name);
    QString error;
    NewCampaign spec{QStringLiteral("Test"), QStringLiteral("tft-wizard-1978"), {}, 99, 1};
    std::unique_ptr<Campaign> c = Campaign::create(path, spec, test::registry(), &error);
    if (!c)
        hk::test::setupFailed(error);
    return path;
}

// Runs raw SQL on a file through a plain connection (to fake other versions or damage).
void rawSql(const QString& path, const QString& sql)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY2(q.exec(sql), qPrintable(sql));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

// What a file holds, to show a refusal left it as it was: its hash, or that it is missing or empty (test::fileHash
// refuses those, since two empty hashes would hide a failure).
QByteArray fileState(const QString& path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return QByteArrayLiteral("missing");
    return info.size() == 0 ? QByteArrayLiteral("empty") : test::fileHash(path);
}

void expectRefused(const QString& path, const QString& fragment)
{
    const QByteArray before = fileState(path);
    const qint64 size = QFileInfo(path).size();
    QString error;
    std::unique_ptr<Campaign> c = Campaign::open(path, test::registry(), &error);
    QVERIFY(!c);
    QVERIFY2(error.contains(fragment), qPrintable(error));
    QCOMPARE(fileState(path), before);
    QCOMPARE(QFileInfo(path).size(), size);
    // Nothing is left beside a refused file: no -wal, no -shm.
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-shm")));
}

quint32 bigEndian(const QByteArray& bytes, qint64 offset)
{
    quint32 v = 0;
    for (int i = 0; i < 4; ++i)
        v = (v << 8) | quint8(bytes.at(offset + i));
    return v;
}

// The page-1 image of the newest frame for page 1 in a write-ahead log (its header, with the grown page count).
QByteArray newestFirstPage(const QByteArray& wal, int pageSize)
{
    QByteArray page;
    for (qint64 frame = 32; frame + 24 + pageSize <= wal.size(); frame += 24 + pageSize) {
        if (bigEndian(wal, frame) == 1)
            page = wal.mid(frame + 24, pageSize);
    }
    return page;
}

} // namespace

class TestCampaignFile : public hk::test::StrictTest
{
    Q_OBJECT
private Q_SLOTS:
    void createAndReopen()
    {
        QTemporaryDir dir;
        const QString path = makeCampaign(dir);
        QVERIFY(QFileInfo::exists(path));
        const CampaignFile::Check check = CampaignFile::inspect(path);
        QVERIFY2(check.ok, qPrintable(check.error));
        QCOMPARE(check.schemaVersion, Migrator::latestVersion());
        QString error;
        std::unique_ptr<Campaign> c = Campaign::open(path, test::registry(), &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->info().name, QStringLiteral("Test"));
        QSqlQuery q(c->database());
        QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_keys")) && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("wal"));
    }

    void createRefusesExistingFile()
    {
        QTemporaryDir dir;
        const QString path = makeCampaign(dir);
        const QByteArray before = test::fileHash(path);
        QString error;
        NewCampaign spec{QStringLiteral("Again"), QStringLiteral("tft-wizard-1978"), {}, 1, 1};
        QVERIFY(!Campaign::create(path, spec, test::registry(), &error));
        QVERIFY(error.contains(QLatin1String("already exists")));
        QCOMPARE(test::fileHash(path), before);
    }

    void createRefusesUnknownRuleset()
    {
        QTemporaryDir dir;
        QString error;
        NewCampaign spec{QStringLiteral("X"), QStringLiteral("no-such-rules"), {}, 1, 1};
        QVERIFY(!Campaign::create(dir.filePath(QStringLiteral("x.hkc")), spec, test::registry(), &error));
        QVERIFY(error.contains(QLatin1String("no-such-rules")));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("x.hkc"))));
    }

    void truncatedFileIsRefusedUnchanged_data()
    {
        QTest::addColumn<qint64>("keep");
        QTest::newRow("half a page") << qint64(2000);
        QTest::newRow("one page") << qint64(4096);
        QTest::newRow("header only") << qint64(100);
    }

    void truncatedFileIsRefusedUnchanged()
    {
        QFETCH(qint64, keep);
        QTemporaryDir dir;
        const QString path = makeCampaign(dir);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(keep));
        f.close();
        expectRefused(path, QStringLiteral("truncated"));
    }

    void foreignFilesAreRefusedUnchanged()
    {
        QTemporaryDir dir;
        const QString empty = dir.filePath(QStringLiteral("empty.hkc"));
        QFile(empty).open(QIODevice::WriteOnly);
        expectRefused(empty, QStringLiteral("empty"));

        const QString text = dir.filePath(QStringLiteral("notes.hkc"));
        QFile t(text);
        QVERIFY(t.open(QIODevice::WriteOnly));
        t.write(QByteArray(5000, 'x'));
        t.close();
        expectRefused(text, QStringLiteral("not an SQLite database"));

        const QString other = dir.filePath(QStringLiteral("other.sqlite"));
        rawSql(other, QStringLiteral("CREATE TABLE t (x)"));
        expectRefused(other, QStringLiteral("not a Hexkeeper campaign"));

        expectRefused(dir.filePath(QStringLiteral("missing.hkc")), QStringLiteral("does not exist"));
    }

    // A program stopped while SQLite copied its write-ahead log into the file: the main file's first page
    // already counts the new pages, the file does not hold them yet, the log does. SQLite recovers such a
    // file, and so must Hexkeeper, with everything that was committed.
    void committedWalOpensAfterACrash()
    {
        QTemporaryDir dir;
        const QString path = makeCampaign(dir);
        const QString crashed = dir.filePath(QStringLiteral("crashed.hkc"));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("writer"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")));
            QVERIFY(q.exec(QStringLiteral("BEGIN")));
            for (int i = 0; i < 400; ++i) {
                const QString words = QString(200, QLatin1Char('a' + i % 26)) + QString::number(i); // each its own words
                QVERIFY(q.exec(QStringLiteral("INSERT INTO event_words (hash, text) VALUES (%1, '%2')")
                                   .arg(EventWords::hash(words))
                                   .arg(words)));
                QVERIFY(q.exec(QStringLiteral("INSERT INTO event_log (logged_at, campaign_day, kind, message_id) VALUES "
                                              "('now', 1, 'crash', last_insert_rowid())")));
            }
            QVERIFY(q.exec(QStringLiteral("COMMIT")));
            // The committed rows are only in the log; copy the file and the log as a crash would leave them.
            QVERIFY(QFile::copy(path, crashed));
            QVERIFY(QFile::copy(path + QStringLiteral("-wal"), crashed + QStringLiteral("-wal")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("writer"));
        QFile file(crashed);
        QVERIFY(file.open(QIODevice::ReadWrite));
        const QByteArray header = file.read(100);
        const int pageSize = (quint8(header[16]) << 8) | quint8(header[17]);
        QFile wal(crashed + QStringLiteral("-wal"));
        QVERIFY(wal.open(QIODevice::ReadOnly));
        const QByteArray firstPage = newestFirstPage(wal.readAll(), pageSize);
        QCOMPARE(firstPage.size(), pageSize);
        QVERIFY(file.seek(0));
        QCOMPARE(file.write(firstPage), qint64(pageSize)); // the checkpoint wrote page 1, then stopped
        file.close();
        const qint64 described = qint64(bigEndian(firstPage, 28)) * pageSize;
        QVERIFY2(QFileInfo(crashed).size() < described, "the main file must be shorter than its header says");

        const CampaignFile::Check check = CampaignFile::inspect(crashed);
        QVERIFY2(check.ok, qPrintable(check.error));
        QString error;
        std::unique_ptr<Campaign> c = Campaign::open(crashed, test::registry(), &error);
        QVERIFY2(c, qPrintable(error));
        QSqlQuery q(c->database());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM event_log WHERE kind = 'crash'")) && q.next());
        QCOMPARE(q.value(0).toInt(), 400);
        QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
    }

    void newerFileIsRefusedUnchanged()
    {
        QTemporaryDir dir;
        const QString path = makeCampaign(dir);
        rawSql(path, QStringLiteral("PRAGMA user_version = %1").arg(Migrator::latestVersion() + 1));
        expectRefused(path, QStringLiteral("newer Hexkeeper"));
    }

    void corruptedPageIsRefusedUnchanged()
    {
        QTemporaryDir dir;
        const QString path = makeCampaign(dir);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        const QByteArray header = f.read(100);
        const int pageSize = (quint8(header[16]) << 8) | quint8(header[17]);
        QVERIFY(f.size() >= 3 * pageSize);
        f.seek(pageSize); // page 2 holds a table's b-tree: scramble its header
        f.write(QByteArray(64, '\xA5'));
        f.close();
        expectRefused(path, QStringLiteral("damaged"));
    }
};

QTEST_GUILESS_MAIN(TestCampaignFile)
#include "tst_campaign_file.moc"
