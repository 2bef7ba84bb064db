// The downtime timeline tab: a bar per activity and rented lab, what falls due next, the chosen activity's
// week-by-week history, pause/resume/cancel buttons that follow the activity's state and undo, and the player
// view hiding GM-only work and history.
#include "CampaignTestSupport.h"

#include "activities/ActivityControl.h"
#include "activities/ActivityRepository.h"
#include "characters/Roster.h"
#include "downtime/DowntimePage.h"
#include "downtime/GanttChart.h"
#include "downtime/TimelinePanel.h"

#include <QJsonArray>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

class TestTimelinePanel : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Timeline")};

    static qint64 start(Campaign& campaign, qint64 who, const QString& kind, const QString& title, int from, int to, bool gmOnly,
                        const QJsonArray& history)
    {
        Activity a;
        a.kind = kind;
        a.characterId = who;
        a.title = title;
        a.startDay = from;
        a.dueDay = to;
        a.gmOnly = gmOnly;
        a.data = {{QStringLiteral("nextRollDay"), from + 14}, {QStringLiteral("history"), history}};
        QString error;
        if (!test::addActivity(campaign, a, &error))
            hk::test::setupFailed(error);
        for (const Activity& each : ActivityRepository(campaign.database()).list(0, kind, true, &error)) {
            if (each.title == title)
                return each.id;
        }
        return 0;
    }

private Q_SLOTS:
    void showsBarsHistoryAndControls()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(22);
        QString error;
        qint64 yzor = 0;
        QVERIFY2(Roster(*campaign).add(test::legalWizard(QStringLiteral("Yzor")), &yzor, &error), qPrintable(error));
        const QJsonArray weeks{
            QJsonObject{{QStringLiteral("day"), 15}, {QStringLiteral("week"), 1}, {QStringLiteral("dice"), 3},
                        {QStringLiteral("roll"), QJsonArray{4, 3, 2}}, {QStringLiteral("total"), 9}, {QStringLiteral("target"), 12},
                        {QStringLiteral("outcome"), QStringLiteral("made")}},
            QJsonObject{{QStringLiteral("day"), 22}, {QStringLiteral("week"), 2}, {QStringLiteral("dice"), 3},
                        {QStringLiteral("roll"), QJsonArray{6, 6, 4}}, {QStringLiteral("total"), 16}, {QStringLiteral("target"), 12},
                        {QStringLiteral("outcome"), QStringLiteral("faulty")}, {QStringLiteral("gmOnly"), true}}};
        const qint64 ring = start(*campaign, yzor, QStringLiteral("workshop"), QStringLiteral("Ring of Blur"), 8, 36, false, weeks);
        const qint64 secret = start(*campaign, yzor, QStringLiteral("research"), QStringLiteral("New spell: Mirror"), 15, 70, true, {});
        QVERIFY(ring > 0 && secret > 0);

        DowntimePage page;
        page.setCampaign(campaign.get());
        page.resize(1280, 800);
        auto* panel = qobject_cast<TimelinePanel*>(page.panel(QStringLiteral("timeline")));
        QVERIFY(panel);
        QVERIFY(page.showPanel(QStringLiteral("timeline")));
        QCOMPARE(panel->rows().size(), 2);
        QCOMPARE(panel->upcomingList()->count(), 2);
        QVERIFY(panel->upcomingList()->item(0)->text().contains(QLatin1String("Ring of Blur")));
        QVERIFY(panel->upcomingList()->item(1)->text().startsWith(QLatin1String("[GM]")));

        // The bar spans its days on the chart's scale.
        const QRect bar = panel->chart()->barRect(0);
        QCOMPARE(bar.left(), panel->chart()->xOfDay(8));
        QCOMPARE(bar.right() + 1, panel->chart()->xOfDay(37));
        QVERIFY(panel->chart()->firstDay() <= 8 && panel->chart()->lastDay() >= 70);

        QVERIFY(panel->selectActivity(ring));
        QCOMPARE(panel->historyTable()->rowCount(), 2);
        QVERIFY(panel->historyTable()->item(0, 2)->text().contains(QLatin1String("4 3 2 = 9")));
        QCOMPARE(panel->historyTable()->item(1, 4)->text(), QStringLiteral("faulty"));
        page.show();
        test::saveShot(&page, QStringLiteral("timeline"));

        auto* pause = panel->findChild<QPushButton*>(QStringLiteral("pause"));
        auto* resume = panel->findChild<QPushButton*>(QStringLiteral("resume"));
        QVERIFY(pause->isEnabled());
        QVERIFY(!resume->isEnabled());
        pause->click();
        Activity a;
        QVERIFY(ActivityRepository(campaign->database()).find(ring, &a, &error));
        QCOMPARE(a.status, ActivityStatus::Halted);
        QVERIFY(panel->selectActivity(ring));
        QVERIFY(!pause->isEnabled());
        QVERIFY(resume->isEnabled());
        QVERIFY(campaign->undo());
        QVERIFY(ActivityRepository(campaign->database()).find(ring, &a, &error));
        QCOMPARE(a.status, ActivityStatus::Active);

        // Ended work shows by default and can be hidden.
        QVERIFY(ActivityControl(*campaign).cancel(ring, &error));
        QCOMPARE(panel->rows().size(), 2);
        panel->setShowEnded(false);
        QCOMPARE(panel->rows().size(), 1);
        panel->setShowEnded(true);
        QVERIFY(campaign->undo());

        // The player view: no GM-only work, no GM-only weeks.
        panel->setPlayerView(true);
        QCOMPARE(panel->rows().size(), 1);
        QCOMPARE(panel->upcomingList()->count(), 1);
        QVERIFY(panel->selectActivity(ring));
        QCOMPARE(panel->historyTable()->rowCount(), 1);
        QVERIFY(!panel->selectActivity(secret));
        test::saveShot(&page, QStringLiteral("timeline-player"));
    }
};

QTEST_MAIN(TestTimelinePanel)
#include "tst_timeline_panel.moc"
