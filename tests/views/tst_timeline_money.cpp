// Money in a timeline bar's history: a rented laboratory's bar lists the rent each week's advance took (the
// money events name the lab), and an activity's bar merges the money events that name it with its weeks, by
// day. GM-only money lines are marked for the GM and left out of the player view.
#include "CampaignTestSupport.h"

#include "activities/ActivityRepository.h"
#include "characters/Roster.h"
#include "downtime/DowntimePage.h"
#include "downtime/TimelinePanel.h"
#include "labs/Labs.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QLabel>
#include <QTableWidget>
#include <QTest>

using namespace hk;

class TestTimelineMoney : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("TimelineMoney")};

    // Each history row as "day|week|outcome|note".
    static QStringList history(TimelinePanel* panel)
    {
        QStringList out;
        QTableWidget* table = panel->historyTable();
        for (int r = 0; r < table->rowCount(); ++r) {
            QStringList cells;
            for (int c : {0, 1, 4, 5})
                cells.append(table->item(r, c) ? table->item(r, c)->text() : QString());
            out.append(cells.join(QLatin1Char('|')));
        }
        return out;
    }

    static bool money(Campaign& campaign, qint64 activity, int day, int amount, const QString& message, bool gmOnly)
    {
        QString error;
        const bool ok = campaign.change(QStringLiteral("test money"), [&](QString*, QString* e) {
            return campaign.logEvent(QStringLiteral("money"), QStringLiteral("Mara"), message,
                                     {{QStringLiteral("activity"), activity}, {QStringLiteral("amount"), amount}}, gmOnly, e, day);
        }, &error);
        if (!ok)
            hk::test::setupFailed(error);
        return ok;
    }

private Q_SLOTS:
    void labBarListsItsRent()
    {
        auto campaign = m_campaigns.create(1);
        QVERIFY(campaign);
        QString error;
        qint64 mara = 0, lab = 0, other = 0;
        QVERIFY2(Roster(*campaign).add(test::legalWizard(QStringLiteral("Mara")), &mara, &error), qPrintable(error));
        QVERIFY2(Treasury(*campaign).change(mara, 2000, {}, QStringLiteral("Savings"), &error), qPrintable(error));
        QVERIFY2(Treasury(*campaign).change(0, 2000, {}, QStringLiteral("Loot"), &error), qPrintable(error));
        QVERIFY2(Labs(*campaign).rent(QStringLiteral("Guild lab"), QStringLiteral("wizard"), mara, &lab, &error), qPrintable(error));
        QVERIFY2(Labs(*campaign).rent(QStringLiteral("Party lab"), QStringLiteral("wizard"), 0, &other, &error), qPrintable(error));
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*campaign).advance(14, &result, &error), qPrintable(error)); // rent due on days 8 and 15

        DowntimePage page;
        page.setCampaign(campaign.get());
        page.resize(1280, 800);
        auto* panel = qobject_cast<TimelinePanel*>(page.panel(QStringLiteral("timeline")));
        QVERIFY(panel && page.showPanel(QStringLiteral("timeline")));
        QVERIFY(panel->selectLab(lab));
        QCOMPARE(panel->findChild<QLabel*>(QStringLiteral("selectedTitle"))->text(), QStringLiteral("Guild lab — rented"));
        // Only this lab's rent, not the other lab's, each week in order.
        const QString paid = QStringLiteral("Paid $200 (20 GP) from Mara's purse: Rent and supplies: Guild lab.");
        QCOMPARE(history(panel), (QStringList{QStringLiteral("Day 8||−$200|") + paid, QStringLiteral("Day 15||−$200|") + paid}));
        page.show();
        test::saveShot(&page, QStringLiteral("timeline-lab-money"));
        QVERIFY(panel->selectLab(other));
        QCOMPARE(panel->historyTable()->rowCount(), 2);
        QVERIFY(panel->historyTable()->item(0, 5)->text().contains(QLatin1String("Party lab")));
        // The lab's bar stays chosen (and its history shown) when the campaign changes.
        QVERIFY2(Treasury(*campaign).change(0, 10, {}, QStringLiteral("Found"), &error), qPrintable(error));
        QCOMPARE(panel->historyTable()->rowCount(), 2);
    }

    void activityBarMergesMoneyByDay()
    {
        auto campaign = m_campaigns.create(30);
        QVERIFY(campaign);
        QString error;
        qint64 mara = 0;
        QVERIFY2(Roster(*campaign).add(test::legalWizard(QStringLiteral("Mara")), &mara, &error), qPrintable(error));
        Activity a;
        a.kind = QStringLiteral("workshop");
        a.characterId = mara;
        a.title = QStringLiteral("Ring of Blur");
        a.startDay = 8;
        a.dueDay = 60;
        const QJsonArray weeks{QJsonObject{{QStringLiteral("day"), 15}, {QStringLiteral("week"), 1}, {QStringLiteral("outcome"), QStringLiteral("made")}},
                               QJsonObject{{QStringLiteral("day"), 22}, {QStringLiteral("week"), 2}, {QStringLiteral("outcome"), QStringLiteral("made")}}};
        a.data = {{QStringLiteral("nextRollDay"), 29}, {QStringLiteral("history"), weeks}};
        const qint64 ring = test::addActivity(*campaign, a, &error);
        QVERIFY2(ring > 0, qPrintable(error));
        QVERIFY(money(*campaign, ring, 22, -300, QStringLiteral("Paid for silver."), false));
        QVERIFY(money(*campaign, ring, 8, -100, QStringLiteral("Paid for the setting."), false));
        QVERIFY(money(*campaign, ring, 15, -50, QStringLiteral("Paid the GM's secret fee."), true));
        QVERIFY(money(*campaign, ring + 1, 15, -999, QStringLiteral("Someone else's."), false));

        DowntimePage page;
        page.setCampaign(campaign.get());
        page.resize(1280, 800);
        auto* panel = qobject_cast<TimelinePanel*>(page.panel(QStringLiteral("timeline")));
        QVERIFY(panel && page.showPanel(QStringLiteral("timeline")));
        QVERIFY(panel->selectActivity(ring));
        QCOMPARE(history(panel), (QStringList{QStringLiteral("Day 8||−$100|Paid for the setting."),
                                              QStringLiteral("Day 15|1|made|"),
                                              QStringLiteral("Day 15||−$50|[GM] Paid the GM's secret fee."),
                                              QStringLiteral("Day 22|2|made|"),
                                              QStringLiteral("Day 22||−$300|Paid for silver.")}));
        panel->setPlayerView(true);
        QVERIFY(panel->selectActivity(ring));
        QCOMPARE(history(panel), (QStringList{QStringLiteral("Day 8||−$100|Paid for the setting."),
                                              QStringLiteral("Day 15|1|made|"),
                                              QStringLiteral("Day 22|2|made|"),
                                              QStringLiteral("Day 22||−$300|Paid for silver.")}));
    }
};

QTEST_MAIN(TestTimelineMoney)
#include "tst_timeline_money.moc"
