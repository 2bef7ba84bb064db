// The treasury page's chart of wealth over campaign time: two purses with money coming and going on different
// days; each line must be the purse's balance at the end of each day (steps, run on to today), ending at the
// balance the purse list shows, and the chosen purse's line is drawn thicker.
#include "CampaignTestSupport.h"

#include "characters/Roster.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"
#include "treasury/TreasuryPage.h"
#include "treasury/WealthChart.h"
#include "StrictTest.h"

#include <QChart>
#include <QLineSeries>
#include <QTest>
#include <QValueAxis>

using namespace hk;

class TestWealthChart : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Wealth")};

    static QLineSeries* lineOf(TreasuryPage& page, qint64 purse)
    {
        for (QAbstractSeries* s : page.wealthChart()->chart()->series()) {
            if (WealthChart::purseOf(s) == purse)
                return qobject_cast<QLineSeries*>(s);
        }
        return nullptr;
    }

    static void advance(Campaign& campaign, int days)
    {
        AdvanceResult result;
        QString error;
        if (!AdvanceTime(campaign).advance(days, &result, &error))
            hk::test::setupFailed(error);
    }

    static void money(Campaign& campaign, qint64 purse, int amount, const QString& reason)
    {
        QString error;
        if (!Treasury(campaign).change(purse, amount, amount > 0 ? QStringLiteral("deposit") : QStringLiteral("withdrawal"),
                                       reason, &error))
            hk::test::setupFailed(error);
    }

private Q_SLOTS:
    void balancesByDay()
    {
        auto campaign = m_campaigns.create(10);
        QVERIFY(campaign);
        qint64 mara = 0;
        QString error;
        QVERIFY2(Roster(*campaign).add(test::legalWizard(QStringLiteral("Mara")), &mara, &error), qPrintable(error));

        TreasuryPage page;
        page.resize(1024, 640);
        page.setCampaign(campaign.get());
        page.show();
        QVERIFY(!page.wealthChart()->isVisible()); // no money yet: no chart

        // Day 10: the party gets $500 and pays $120 (one point: $380 at the day's end).
        money(*campaign, 0, 500, QStringLiteral("Loot"));
        money(*campaign, 0, -120, QStringLiteral("Rope and lamps"));
        advance(*campaign, 5);
        // Day 15: $200 of it to Mara.
        QVERIFY2(Treasury(*campaign).transfer(0, mara, 200, QStringLiteral("Her share"), &error), qPrintable(error));
        advance(*campaign, 7);
        // Day 22: Mara spends $50.
        money(*campaign, mara, -50, QStringLiteral("A cloak"));
        advance(*campaign, 3); // today is day 25

        QVERIFY(page.wealthChart()->isVisible());
        QCOMPARE(page.wealthChart()->chart()->series().size(), 2);
        QLineSeries* party = lineOf(page, 0);
        QLineSeries* hers = lineOf(page, mara);
        QVERIFY(party && hers);
        QCOMPARE(party->name(), QStringLiteral("Party purse"));
        QCOMPARE(hers->name(), QStringLiteral("Mara"));
        // Steps: each balance holds until the day it changes, then runs on to today.
        QCOMPARE(party->points(), (QList<QPointF>{{10, 380}, {15, 380}, {15, 180}, {25, 180}}));
        QCOMPARE(hers->points(), (QList<QPointF>{{15, 200}, {22, 200}, {22, 150}, {25, 150}}));
        QCOMPARE(Treasury(*campaign).balance(mara, &error), 150);

        // At least four weeks of days from the first entry, and the richest balance inside the value axis.
        auto* days = static_cast<QValueAxis*>(page.wealthChart()->chart()->axes(Qt::Horizontal).value(0));
        QVERIFY(days->min() <= 10 && days->max() >= 10 + 28);
        auto* dollars = static_cast<QValueAxis*>(page.wealthChart()->chart()->axes(Qt::Vertical).value(0));
        QVERIFY(dollars->min() <= 0 && dollars->max() > 380);

        // The chosen purse's line is the thick one.
        QVERIFY(party->pen().width() > hers->pen().width());
        QVERIFY(page.selectPurse(mara));
        QVERIFY(lineOf(page, mara)->pen().width() > lineOf(page, 0)->pen().width());
    }
};

QTEST_MAIN(TestWealthChart)
#include "tst_wealth_chart.moc"
