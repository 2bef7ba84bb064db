// Migrations: a fresh file reaches the latest schema, and every old schema version has a fixture that
// upgrades cleanly with its data intact.
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "db/CampaignFile.h"
#include "db/Migrator.h"
#include "StrictTest.h"

#include <QDirIterator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;

class TestMigrations : public hk::test::StrictTest
{
    Q_OBJECT
private Q_SLOTS:
    void migrationsAreNumberedWithoutGaps()
    {
        const QList<Migrator::Migration> all = Migrator::migrations();
        QVERIFY(!all.isEmpty());
        for (int i = 0; i < all.size(); ++i)
            QCOMPARE(all.at(i).version, i + 1);
    }

    void freshFileReachesLatest()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fresh.hkc"));
        QString error;
        QVERIFY2(CampaignFile::create(path, QStringLiteral("fresh"), &error), qPrintable(error));
        {
            QSqlDatabase db = QSqlDatabase::database(QStringLiteral("fresh"));
            QCOMPARE(Migrator::currentVersion(db, &error), Migrator::latestVersion());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA application_id")) && q.next());
            QCOMPARE(q.value(0).toLongLong(), CampaignFile::applicationId);
            QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table'")) && q.next());
            QVERIFY(q.value(0).toInt() >= 3);
        }
        CampaignFile::close(QStringLiteral("fresh"));
    }

    void statementSplitting()
    {
        const QStringList s = Migrator::splitStatements(QStringLiteral(
            "-- comment\nCREATE TABLE a (x);\nCREATE TRIGGER t AFTER INSERT ON a BEGIN\n  UPDATE a SET x = 1;\nEND;\nPRAGMA user_version = 3;\n"));
        QCOMPARE(s.size(), 3);
        QVERIFY(s.at(1).startsWith(QLatin1String("CREATE TRIGGER")));
        QVERIFY(s.at(1).endsWith(QLatin1String("END;")));
    }

    // Every schema version before the latest has a fixture file written by that version of Hexkeeper.
    void everyOldVersionHasAFixture()
    {
        for (int v = 1; v < Migrator::latestVersion(); ++v) {
            const QString fixture = QStringLiteral(HK_SOURCE_DIR "/tests/model/fixtures/campaign-schema-%1.hkc").arg(v, 4, 10, QLatin1Char('0'));
            QVERIFY2(QFileInfo::exists(fixture), qPrintable(fixture));
        }
    }

    // Schema 8 fills the lab bookings from the activities a schema-7 file already holds.
    void bookingsAreFilledFromOldActivities()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("seven.hkc"));
        QVERIFY(QFile::copy(QStringLiteral(HK_SOURCE_DIR "/tests/model/fixtures/campaign-schema-0007.hkc"), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        QString error;
        std::unique_ptr<Campaign> c = Campaign::open(path, test::registry(), &error);
        QVERIFY2(c, qPrintable(error));
        QSqlQuery q(c->database());
        QVERIFY(q.exec(QStringLiteral("SELECT lab_id, activity_id FROM activity_lab")) && q.next());
        QCOMPARE(q.value(0).toLongLong(), qint64(1));
        QCOMPARE(q.value(1).toLongLong(), qint64(1));
        QVERIFY(!q.next());
    }

    void fixturesUpgrade_data()
    {
        QTest::addColumn<QString>("fixture");
        QDirIterator it(QStringLiteral(HK_SOURCE_DIR "/tests/model/fixtures"), {QStringLiteral("campaign-schema-*.hkc")});
        while (it.hasNext()) {
            it.next();
            QTest::newRow(qPrintable(it.fileName())) << it.filePath();
        }
    }

    void fixturesUpgrade()
    {
        QFETCH(QString, fixture);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.hkc"));
        QVERIFY(QFile::copy(fixture, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        const CampaignFile::Check before = CampaignFile::inspect(path);
        QVERIFY2(before.ok, qPrintable(before.error));
        QString error;
        std::unique_ptr<Campaign> c = Campaign::open(path, test::registry(), &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(Migrator::currentVersion(c->database(), &error), Migrator::latestVersion());
        // The fixture's content survives: the demo-like campaign written when the fixture was made.
        QCOMPARE(c->info().name, QStringLiteral("Fixture Campaign"));
        QCOMPARE(c->info().diceSeed, qint64(1978));
        QSqlQuery q(c->database());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM dice_log")) && q.next());
        QCOMPARE(q.value(0).toInt(), 2);
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM event_log")) && q.next());
        QVERIFY(q.value(0).toInt() >= 1);
    }
};

QTEST_GUILESS_MAIN(TestMigrations)
#include "tst_migrations.moc"
