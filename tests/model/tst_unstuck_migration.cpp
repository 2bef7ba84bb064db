// Schema 15 (issue 33): a file written before the fix holds downtime work no advance can resolve — an
// attunement left active in a rental that lapsed, one resumed on the day it halted so that its due day lies in
// the past. Opening it halts both with a reason and an event each, leaves sound work alone, and the window and
// the CLI name the halted work on opening until the GM resumes or cancels it; resuming puts it due a week on.
#include "CampaignTestSupport.h"

#include "activities/ActivityControl.h"
#include "activities/ActivityRepository.h"
#include "activities/SharedActivityData.h"
#include "campaign/CampaignLogs.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"
#include "StrictTest.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;

class TestUnstuckMigration : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

    std::unique_ptr<Campaign> openFixture(const QString& name)
    {
        const QString path = m_dir.filePath(name);
        if (!QFile::copy(QStringLiteral(HK_SOURCE_DIR "/tests/model/fixtures/campaign-schema-0014.hkc"), path))
            return nullptr;
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        QString error;
        auto c = Campaign::open(path, test::registry(), &error);
        if (!c)
            hk::test::setupFailed(error);
        return c;
    }

    static Activity activity(Campaign& c, qint64 id)
    {
        Activity a;
        QString error;
        if (!ActivityControl(c).find(id, &a, false, &error))
            hk::test::setupFailed(error);
        return a;
    }

private Q_SLOTS:
    void stuckWorkIsHaltedWithAReason_data()
    {
        QTest::addColumn<qint64>("id");
        QTest::addColumn<ActivityStatus>("status");
        QTest::addColumn<HaltReason>("reason");
        QTest::newRow("active in a lapsed rental") << qint64(1) << ActivityStatus::Halted << HaltReason::Lab;
        QTest::newRow("resumed on its halt day, due in the past") << qint64(2) << ActivityStatus::Halted << HaltReason::Paused;
        QTest::newRow("due after today: left alone") << qint64(3) << ActivityStatus::Active << HaltReason::None;
    }

    void stuckWorkIsHaltedWithAReason()
    {
        QFETCH(qint64, id);
        QFETCH(ActivityStatus, status);
        QFETCH(HaltReason, reason);
        auto c = openFixture(QStringLiteral("halted-%1.hkc").arg(id));
        QVERIFY(c);
        const Activity a = activity(*c, id);
        QCOMPARE(a.status, status);
        QCOMPARE(a.haltReason, reason);
        const SharedActivityData d = SharedActivityData::read(a);
        QCOMPARE(d.repairedIn.has_value(), status == ActivityStatus::Halted);
        if (status == ActivityStatus::Halted)
            QCOMPARE(d.haltedOn.value_or(0), 22);
    }

    // An event for each halted activity, and the one line the window and the CLI show on opening.
    void theGmIsTold()
    {
        auto c = openFixture(QStringLiteral("told.hkc"));
        QVERIFY(c);
        QSqlQuery q(c->database());
        QVERIFY(q.exec(QStringLiteral("SELECT w.text FROM event_log e JOIN event_words w ON w.id = e.message_id "
                                      "WHERE json_extract(e.data, '$.repairedIn') = 15 ORDER BY e.id")));
        QStringList messages;
        while (q.next())
            messages.append(q.value(0).toString());
        QCOMPARE(messages.size(), 2);
        QVERIFY2(messages.at(0).contains(QLatin1String("Attune Guild lab")) && messages.at(0).contains(QLatin1String("no longer")),
                 qPrintable(messages.at(0)));
        QVERIFY2(messages.at(1).contains(QLatin1String("Attune Tower")) && messages.at(1).contains(QLatin1String("Resume")),
                 qPrintable(messages.at(1)));
        QString error;
        const QString notice = ActivityControl(*c).repairNotice(&error);
        QVERIFY2(notice.contains(QLatin1String("2 pieces")) || notice.contains(QLatin1String("2 piece")), qPrintable(notice));
    }

    // The repaired work goes on from today once resumed; the lapsed rental's is refused with what to do.
    void repairedWorkResumes()
    {
        auto c = openFixture(QStringLiteral("resumed.hkc"));
        QVERIFY(c);
        QString error;
        QVERIFY(!ActivityControl(*c).resume(1, &error));
        QVERIFY2(error.contains(QLatin1String("Cancel")), qPrintable(error));
        QVERIFY2(Treasury(*c).change(2, 200, QStringLiteral("deposit"), QStringLiteral("Savings"), &error), qPrintable(error));
        QVERIFY2(ActivityControl(*c).resume(2, &error), qPrintable(error));
        QCOMPARE(activity(*c, 2).dueDay, 29);
        QVERIFY2(ActivityControl(*c).cancel(1, &error), qPrintable(error));
        QCOMPARE(ActivityControl(*c).repairNotice(&error), QString());
        AdvanceResult r;
        QVERIFY2(AdvanceTime(*c).advance(7, &r, &error), qPrintable(error));
        QVERIFY(activity(*c, 2).hasEnded());
    }
};

QTEST_GUILESS_MAIN(TestUnstuckMigration)
#include "tst_unstuck_migration.moc"
