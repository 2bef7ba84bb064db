// Campaign files: creating and opening; refusing damaged, foreign, truncated and newer files without
// changing a byte of them.
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "db/CampaignFile.h"
#include "db/Migrator.h"

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
        qWarning("%s", qPrintable(error));
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

void expectRefused(const QString& path, const QString& fragment)
{
    const QByteArray before = test::fileHash(path);
    const qint64 size = QFileInfo(path).size();
    QString error;
    std::unique_ptr<Campaign> c = Campaign::open(path, test::registry(), &error);
    QVERIFY(!c);
    QVERIFY2(error.contains(fragment), qPrintable(error));
    QCOMPARE(test::fileHash(path), before);
    QCOMPARE(QFileInfo(path).size(), size);
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")) || QFileInfo(path + QStringLiteral("-wal")).size() == 0);
}

} // namespace

class TestCampaignFile : public QObject
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
