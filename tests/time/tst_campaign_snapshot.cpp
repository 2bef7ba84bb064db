// Campaign snapshots: capture → restore gives back every row with its exact type (integers, text, reals,
// NULLs, blobs), the digest tells equal campaigns from different ones, and a damaged snapshot is refused
// without touching the campaign.
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "db/SqlTransaction.h"
#include "time/CampaignSnapshot.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;

class TestCampaignSnapshot : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_n = 0;

    std::unique_ptr<Campaign> make()
    {
        QString error;
        auto c = Campaign::create(m_dir.filePath(QStringLiteral("s%1.hkc").arg(++m_n)),
                                  {QStringLiteral("Snap"), QStringLiteral("tft-advanced-wizard-1980"), {}, 9, 1},
                                  test::registry(), &error);
        if (!c)
            qWarning("%s", qPrintable(error));
        return c;
    }

    static void exec(const Campaign& c, const QString& sql)
    {
        QSqlQuery q(c.database());
        QVERIFY2(q.exec(sql), qPrintable(sql));
    }

private Q_SLOTS:
    void restoreGivesBackEveryRowExactly()
    {
        auto c = make();
        QVERIFY(c);
        exec(*c, QStringLiteral("CREATE TABLE scratch (id INTEGER PRIMARY KEY, n INTEGER, r REAL, t TEXT, b BLOB)"));
        exec(*c, QStringLiteral("INSERT INTO scratch VALUES (1, 42, 2.5, 'käse', x'00ff10'), (7, NULL, NULL, NULL, NULL)"));
        QString error;
        const QByteArray before = CampaignSnapshot::capture(c->database(), &error);
        QVERIFY2(!before.isEmpty(), qPrintable(error));
        const QString digest = CampaignSnapshot::digest(c->database(), &error);

        exec(*c, QStringLiteral("UPDATE scratch SET n = 43 WHERE id = 1"));
        exec(*c, QStringLiteral("INSERT INTO scratch VALUES (9, 1, 1.0, 'x', NULL)"));
        exec(*c, QStringLiteral("UPDATE campaign SET name = 'Changed', calendar_day = 99"));
        QVERIFY(CampaignSnapshot::digest(c->database(), &error) != digest);

        SqlTransaction tx(c->database());
        QVERIFY2(CampaignSnapshot::restore(c->database(), before, &error), qPrintable(error));
        QVERIFY(tx.commit());
        QCOMPARE(CampaignSnapshot::digest(c->database(), &error), digest);

        QSqlQuery q(c->database());
        QVERIFY(q.exec(QStringLiteral("SELECT id, n, typeof(n), r, t, b, typeof(b) FROM scratch ORDER BY id")));
        QVERIFY(q.next());
        QCOMPARE(q.value(1).toInt(), 42);
        QCOMPARE(q.value(2).toString(), QStringLiteral("integer"));
        QCOMPARE(q.value(3).toDouble(), 2.5);
        QCOMPARE(q.value(4).toString(), QStringLiteral("käse"));
        QCOMPARE(q.value(5).toByteArray(), QByteArray::fromHex("00ff10"));
        QCOMPARE(q.value(6).toString(), QStringLiteral("blob"));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 7);
        QVERIFY(q.value(1).isNull());
        QCOMPARE(q.value(2).toString(), QStringLiteral("null"));
        QVERIFY(!q.next());
        QVERIFY(c->reload());
        QCOMPARE(c->info().name, QStringLiteral("Snap"));
        QCOMPARE(c->info().calendarDay, 1);
    }

    void damagedSnapshotIsRefusedAndChangesNothing()
    {
        auto c = make();
        QVERIFY(c);
        QString error;
        const QString digest = CampaignSnapshot::digest(c->database(), &error);
        QByteArray data = CampaignSnapshot::capture(c->database(), &error);
        data.chop(data.size() / 2);
        {
            SqlTransaction tx(c->database());
            QVERIFY(!CampaignSnapshot::restore(c->database(), data, &error));
            QVERIFY(!error.isEmpty());
        } // rolled back
        QCOMPARE(CampaignSnapshot::digest(c->database(), &error), digest);
        QVERIFY(!CampaignSnapshot::restore(c->database(), QByteArray("not a snapshot"), &error));
        QCOMPARE(CampaignSnapshot::digest(c->database(), &error), digest);
    }
};

QTEST_GUILESS_MAIN(TestCampaignSnapshot)
#include "tst_campaign_snapshot.moc"
