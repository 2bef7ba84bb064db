// Pausing, resuming and cancelling any timed activity, and the timeline built from activities and labs: a
// pause halts it, resuming moves its end and every next…Day schedule back by the days lost, cancelling ends it
// today, each as one undoable step; learning hands resuming to its own service (the week's pay); players
// never see GM-only activities or history; the timeline's rows, spans and "falls due next".
#include "CampaignTestSupport.h"

#include "activities/ActivityControl.h"
#include "activities/ActivityRepository.h"
#include "activities/SpellStudies.h"
#include "activities/Timeline.h"
#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "labs/LabRepository.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"

#include <QJsonArray>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

class TestActivityControl : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Control")};

    struct Fixture
    {
        std::unique_ptr<Campaign> campaign;
        qint64 wizard = 0;
        qint64 project = 0;
        qint64 secret = 0;
    };

    Fixture make()
    {
        Fixture f;
        f.campaign = m_campaigns.create(10);
        QString error;
        Character c = test::legalWizard(QStringLiteral("Mara"));
        if (!Roster(*f.campaign).add(c, &f.wizard, &error))
            hk::test::setupFailed(error);
        Activity a;
        a.kind = QStringLiteral("workshop");
        a.characterId = f.wizard;
        a.title = QStringLiteral("Blur ring");
        a.startDay = 10;
        a.dueDay = 31;
        a.data = {{QStringLiteral("nextRollDay"), 17}, {QStringLiteral("nextChargeDay"), 17}, {QStringLiteral("weeks"), 3},
                  {QStringLiteral("history"),
                   QJsonArray{QJsonObject{{QStringLiteral("day"), 10}, {QStringLiteral("outcome"), QStringLiteral("started")}},
                              QJsonObject{{QStringLiteral("day"), 10}, {QStringLiteral("outcome"), QStringLiteral("secret")},
                                          {QStringLiteral("gmOnly"), true}}}}};
        if (!test::addActivity(*f.campaign, a, &error))
            hk::test::setupFailed(error);
        Activity s = a;
        s.kind = QStringLiteral("research");
        s.title = QStringLiteral("Secret research");
        s.gmOnly = true;
        s.dueDay = 60;
        if (!test::addActivity(*f.campaign, s, &error))
            hk::test::setupFailed(error);
        for (const Activity& each : ActivityRepository(f.campaign->database()).list(0, QString(), true, &error))
            (each.gmOnly ? f.secret : f.project) = each.id;
        return f;
    }

    static Activity find(Campaign& c, qint64 id)
    {
        Activity a;
        QString error;
        ActivityRepository(c.database()).find(id, &a, &error);
        return a;
    }

private Q_SLOTS:
    void pauseResumeShiftsScheduleByDaysLost()
    {
        Fixture f = make();
        QVERIFY(f.project > 0 && f.secret > 0);
        QString error;
        ActivityControl control(*f.campaign);
        QVERIFY2(control.pause(f.project, &error), qPrintable(error));
        Activity paused = find(*f.campaign, f.project);
        QCOMPARE(paused.status, ActivityStatus::Halted);
        QCOMPARE(paused.haltReason, HaltReason::Paused);
        QVERIFY(!control.pause(f.project, &error)); // already halted
        QVERIFY(error.contains(QLatin1String("Blur ring")));

        AdvanceResult r;
        error.clear();
        QVERIFY2(AdvanceTime(*f.campaign).advance(14, &r, &error), qPrintable(error));
        QVERIFY2(control.resume(f.project, &error), qPrintable(error));
        const Activity resumed = find(*f.campaign, f.project);
        QCOMPARE(resumed.status, ActivityStatus::Active);
        QCOMPARE(resumed.dueDay, 31 + 14);
        QCOMPARE(resumed.data.value(QLatin1String("nextRollDay")).toInt(), 17 + 14);
        QCOMPARE(resumed.data.value(QLatin1String("nextChargeDay")).toInt(), 17 + 14);
        QCOMPARE(resumed.data.value(QLatin1String("weeks")).toInt(), 3); // not a schedule key
        QCOMPARE(resumed.data.value(QLatin1String("resumedOn")).toInt(), 24);
        QVERIFY(!resumed.data.contains(QLatin1String("haltReason")));

        // Each step undoes on its own.
        QVERIFY(f.campaign->undo());
        QCOMPARE(find(*f.campaign, f.project).status, ActivityStatus::Halted);
        QCOMPARE(find(*f.campaign, f.project).dueDay, 31);
    }

    void cancelEndsTodayAndUndoes()
    {
        Fixture f = make();
        QString error;
        ActivityControl control(*f.campaign);
        QVERIFY(!control.resume(f.project, &error)); // not halted
        QVERIFY2(control.cancel(f.project, &error), qPrintable(error));
        QCOMPARE(find(*f.campaign, f.project).status, ActivityStatus::Cancelled);
        QCOMPARE(find(*f.campaign, f.project).endedDay, 10);
        QVERIFY(!control.cancel(f.project, &error));
        QVERIFY(!control.pause(f.project, &error));
        QVERIFY(f.campaign->undo());
        QCOMPARE(find(*f.campaign, f.project).status, ActivityStatus::Active);
    }

    void learningResumePaysTheWeek()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1);
        QString error;
        Character c = test::legalWizard(QStringLiteral("Mara"));
        qint64 id = 0;
        QVERIFY2(Roster(*campaign).add(c, &id, &error), qPrintable(error));
        Treasury treasury(*campaign);
        QVERIFY2(treasury.change(id, 100, QStringLiteral("deposit"), QStringLiteral("savings"), &error), qPrintable(error));
        qint64 study = 0;
        QVERIFY2(SpellStudies(*campaign).start(id, QStringLiteral("instruction"), QStringLiteral("detect-magic"), 20, &study, &error),
                 qPrintable(error));
        QCOMPARE(treasury.balance(id, &error), 80); // the first week up front
        ActivityControl control(*campaign);
        QVERIFY2(control.pause(study, &error), qPrintable(error));
        QVERIFY2(control.resume(study, &error), qPrintable(error));
        const Activity a = find(*campaign, study);
        QCOMPARE(a.status, ActivityStatus::Active);
        QVERIFY(!a.data.contains(QLatin1String("haltReason")));
        QCOMPARE(treasury.balance(id, &error), 60); // the teacher's week is paid on resuming
    }

    void playersNeverSeeGmOnly()
    {
        Fixture f = make();
        QString error;
        ActivityControl control(*f.campaign);
        QCOMPARE(control.list(0, QString(), false, false, &error).size(), 2);
        const QList<Activity> shown = control.list(0, QString(), false, true, &error);
        QCOMPARE(shown.size(), 1);
        QCOMPARE(shown.first().id, f.project);
        const Activity project = find(*f.campaign, f.project);
        QCOMPARE(ActivityControl::history(project, false).size(), 2);
        QCOMPARE(ActivityControl::history(project, true).size(), 1);
        Activity withSecret = project;
        withSecret.data.insert(QStringLiteral("gm"), QJsonObject{{QStringLiteral("weeksNeeded"), 9}});
        QVERIFY(ActivityControl::toJson(withSecret, false).value(QLatin1String("data")).toObject().contains(QLatin1String("gm")));
        QVERIFY(!ActivityControl::toJson(withSecret, true).value(QLatin1String("data")).toObject().contains(QLatin1String("gm")));
        QCOMPARE(ActivityControl::toJson(withSecret, true).value(QLatin1String("data")).toObject().value(QLatin1String("history")).toArray().size(), 1);

        QCOMPARE(Timeline(*f.campaign).rows(false, false, &error).size(), 2);
        QCOMPARE(Timeline(*f.campaign).rows(false, true, &error).size(), 1);
    }

    void timelineRowsAndWhatFallsDueNext()
    {
        Fixture f = make();
        QString error;
        Lab rented;
        rented.name = QStringLiteral("Guild hall lab");
        rented.tenure = LabTenure::Rented;
        rented.rentPerWeek = 150;
        rented.sinceDay = 3;
        rented.nextChargeDay = 12;
        QVERIFY(LabRepository(f.campaign->database()).insert(rented, &error) > 0);
        Lab owned;
        owned.name = QStringLiteral("Tower lab");
        owned.sinceDay = 1;
        QVERIFY(LabRepository(f.campaign->database()).insert(owned, &error) > 0); // nothing on the calendar

        const QList<TimelineRow> rows = Timeline(*f.campaign).rows(false, false, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows.first().kind, QStringLiteral("lab")); // starts first
        QVERIFY(rows.first().openEnded);
        QCOMPARE(rows.first().nextDay, 12);
        const TimelineRow project = rows.at(1);
        QCOMPARE(project.title, QStringLiteral("Blur ring"));
        QCOMPARE(project.start, 10);
        QCOMPARE(project.end, 31);
        QCOMPARE(project.nextDay, 17);
        QVERIFY(!project.who.isEmpty());

        // A team member's lab counts as booked as much as the lead's.
        const qint64 teamLab = LabRepository(f.campaign->database()).list(false, &error).last().id;
        Activity booked = find(*f.campaign, f.project);
        QVERIFY(LabRepository(f.campaign->database()).bookings(teamLab, 0, &error).isEmpty());
        booked.data.insert(QStringLiteral("labs"), QJsonArray{QJsonObject{{QStringLiteral("wizard"), f.wizard}, {QStringLiteral("lab"), teamLab}}});
        QVERIFY(ActivityRepository(f.campaign->database()).update(booked, &error));
        QCOMPARE(LabRepository(f.campaign->database()).bookings(teamLab, 0, &error), QList<qint64>{f.project});
        QVERIFY(LabRepository(f.campaign->database()).bookings(teamLab, f.project, &error).isEmpty());

        const QList<TimelineRow> next = Timeline::upcoming(rows, 10, 2);
        QCOMPARE(next.size(), 2);
        QCOMPARE(next.at(0).nextDay, 12);
        QCOMPARE(next.at(1).nextDay, 17);

        // Ended work shows only when asked for.
        QVERIFY(ActivityControl(*f.campaign).cancel(f.project, &error));
        QCOMPARE(Timeline(*f.campaign).rows(false, false, &error).size(), 2);
        const QList<TimelineRow> all = Timeline(*f.campaign).rows(true, false, &error);
        QCOMPARE(all.size(), 3);
        for (const TimelineRow& r : all) {
            if (r.activityId == f.project) {
                QCOMPARE(r.end, 10);
                QCOMPARE(r.nextDay, 0);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestActivityControl)
#include "tst_activity_control.moc"
