// The downtime engine's "done when" scene, on the demo campaign: a master wizard enchanting a cloak, two
// alchemists brewing, an apprentice and a student learning spells. Eight weeks pass in one advance; every
// workshop and brewing week has its roll and outcome on record, money is spent week by week, the finished
// cloak and potions appear, the timeline shows it all, players see none of the GM's rolls — and undoing the
// advance gives back exactly the campaign there was, redo exactly the one after.
#include "CampaignTestSupport.h"

#include "activities/ActivityControl.h"
#include "activities/ActivityRepository.h"
#include "activities/Timeline.h"
#include "alchemy/Potions.h"
#include "demo/DemoCampaign.h"
#include "repositories/EventLogRepository.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"
#include "workshop/WorkshopProjects.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace hk;

class TestDowntimeScenario : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

    static int count(Campaign& c, const QString& sql)
    {
        QSqlQuery q(c.database());
        return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
    }

private Q_SLOTS:
    void eightWeeksAndBack()
    {
        QString error;
        std::unique_ptr<Campaign> campaign = DemoCampaign::create(m_dir.filePath(QStringLiteral("demo.hkc")), test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        ActivityRepository activities(campaign->database());
        const QList<Activity> started = activities.list(0, QString(), false, &error);
        QSet<QString> kinds;
        for (const Activity& a : started)
            kinds.insert(a.kind);
        QVERIFY2(kinds.contains(QStringLiteral("workshop")) && kinds.contains(QStringLiteral("alchemy"))
                     && kinds.contains(QStringLiteral("learning")),
                 qPrintable(QStringList(kinds.values()).join(QLatin1Char(','))));
        QCOMPARE(ActivityControl(*campaign).list(0, QStringLiteral("alchemy"), false, false, &error).size(), 2);

        const QString before = test::digestOf(*campaign);
        const int moneyRowsBefore = count(*campaign, QStringLiteral("SELECT count(*) FROM money_ledger"));
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*campaign).advance(8 * 7, &result, &error), qPrintable(error));
        QCOMPARE(result.toDay - result.fromDay, 56);

        // Every workshop and brewing week is on record with its dice.
        int weeksRolled = 0;
        for (const Activity& a : activities.list(0, QString(), true, &error)) {
            if (a.kind != QLatin1String("workshop") && a.kind != QLatin1String("alchemy"))
                continue;
            const QJsonArray weeks = ActivityControl::history(a, false);
            QVERIFY2(!weeks.isEmpty(), qPrintable(a.title));
            for (const QJsonValue& v : weeks) {
                const QJsonObject w = v.toObject();
                if (w.value(QLatin1String("roll")).toArray().isEmpty())
                    continue; // a week without a roll (halted, absent)
                ++weeksRolled;
                QCOMPARE(w.value(QLatin1String("roll")).toArray().size(), w.value(QLatin1String("dice")).toInt());
                QVERIFY(!w.value(QLatin1String("outcome")).toString().isEmpty());
            }
            QVERIFY2(a.status != ActivityStatus::Active || a.kind == QLatin1String("workshop"), qPrintable(a.title)); // batches end
        }
        QVERIFY(weeksRolled >= 5);

        // Events for each kind of work; the players' view holds none of the GM's secrets.
        QSet<QString> eventKinds;
        for (const AdvanceEvent& e : result.events)
            eventKinds.insert(e.kind);
        QVERIFY(eventKinds.contains(QStringLiteral("workshop")));
        QVERIFY(eventKinds.contains(QStringLiteral("alchemy")));
        QVERIFY(eventKinds.contains(QStringLiteral("time")));
        EventFilter players;
        players.includeGmOnly = false;
        for (const CampaignEvent& e : EventLogRepository(campaign->database()).query(players, &error))
            QVERIFY(!e.gmOnly);

        // Money went out week by week (wages, ingredients, rent, the teacher).
        QVERIFY(count(*campaign, QStringLiteral("SELECT count(*) FROM money_ledger")) >= moneyRowsBefore + 8);
        // Whatever finished is in stock and the timeline knows every piece of work.
        const int items = count(*campaign, QStringLiteral("SELECT count(*) FROM magic_item"));
        const int potions = count(*campaign, QStringLiteral("SELECT count(*) FROM potion_stock"));
        int finishedProjects = 0, finishedBatches = 0;
        for (const Activity& a : activities.list(0, QString(), true, &error)) {
            if (a.status == ActivityStatus::Done && a.kind == QLatin1String("workshop"))
                ++finishedProjects;
            if (a.status == ActivityStatus::Done && a.kind == QLatin1String("alchemy"))
                ++finishedBatches;
        }
        QCOMPARE(items, finishedProjects);
        QCOMPARE(potions, finishedBatches);
        QVERIFY(finishedProjects + finishedBatches >= 1);
        const QList<TimelineRow> rows = Timeline(*campaign).rows(true, false, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(rows.size() >= started.size());

        const QString after = test::digestOf(*campaign);
        QVERIFY(after != before);
        AdvanceResult undone;
        QVERIFY2(AdvanceTime::undoLast(*campaign, false, &undone, &error), qPrintable(error));
        QCOMPARE(test::digestOf(*campaign), before);
        QCOMPARE(campaign->info().calendarDay, result.fromDay);
        AdvanceResult redone;
        QVERIFY2(AdvanceTime::redoNext(*campaign, false, &redone, &error), qPrintable(error));
        QCOMPARE(test::digestOf(*campaign), after);
    }
};

QTEST_GUILESS_MAIN(TestDowntimeScenario)
#include "tst_downtime_scenario.moc"
