// The overview page's chart of the party over campaign time: one line per active player character (not the
// NPCs), from the experience ledger, each value holding until the day it changed and running on to today; the
// combo switches from ST to DX and to the attribute total.
#include "CampaignTestSupport.h"

#include "characters/Roster.h"
#include "overview/OverviewPage.h"
#include "overview/PartyChart.h"
#include "time/AdvanceTime.h"
#include "StrictTest.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QTest>
#include <QValueAxis>

using namespace hk;

class TestPartyChart : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Party")};

    static QMap<qint64, QList<QPointF>> lines(OverviewPage& page)
    {
        QMap<qint64, QList<QPointF>> out;
        for (QAbstractSeries* s : page.partyChart()->chartView()->chart()->series())
            out.insert(PartyChart::characterOf(s), qobject_cast<QLineSeries*>(s)->points());
        return out;
    }

    static void advance(Campaign& campaign, int days)
    {
        AdvanceResult result;
        QString error;
        if (!AdvanceTime(campaign).advance(days, &result, &error))
            hk::test::setupFailed(error);
    }

private Q_SLOTS:
    void linesPerCharacter()
    {
        auto campaign = m_campaigns.create(10);
        QVERIFY(campaign);
        OverviewPage page;
        page.resize(1024, 640);
        page.setCampaign(campaign.get());
        page.show();
        QVERIFY(page.partyChart()->findChild<QLabel*>(QStringLiteral("partyEmpty"))->isVisible());
        QVERIFY(!page.partyChart()->chartView()->isVisible());

        QString error;
        qint64 mara = 0, tor = 0, npc = 0;
        Roster roster(*campaign);
        QVERIFY2(roster.add(test::legalWizard(QStringLiteral("Mara")), &mara, &error), qPrintable(error));
        Character innkeeper = test::legalWizard(QStringLiteral("Innkeeper"));
        innkeeper.role = QStringLiteral("npc");
        QVERIFY2(roster.add(innkeeper, &npc, &error), qPrintable(error));
        advance(*campaign, 4);
        QVERIFY2(roster.add(test::legalWizard(QStringLiteral("Tor")), &tor, &error), qPrintable(error)); // day 14
        QVERIFY2(roster.awardXp({mara, tor}, 1000, QStringLiteral("The barrow"), &error), qPrintable(error));
        advance(*campaign, 6);
        QVERIFY2(roster.spendXp(mara, QStringLiteral("st"), &error), qPrintable(error)); // day 20: ST 11
        advance(*campaign, 5);
        QVERIFY2(roster.spendXp(tor, QStringLiteral("dx"), &error), qPrintable(error)); // day 25: DX 13
        advance(*campaign, 5); // today is day 30

        QVERIFY(page.partyChart()->chartView()->isVisible());
        auto* measure = page.partyChart()->findChild<QComboBox*>(QStringLiteral("partyMeasure"));
        QCOMPARE(measure->currentText(), QStringLiteral("ST"));
        QMap<qint64, QList<QPointF>> st = lines(page);
        QCOMPARE(st.keys(), (QList<qint64>{mara, tor})); // the NPC is not in the party's chart
        QCOMPARE(st.value(mara), (QList<QPointF>{{10, 10}, {20, 10}, {20, 11}, {30, 11}}));
        QCOMPARE(st.value(tor), (QList<QPointF>{{14, 10}, {30, 10}}));

        measure->setCurrentIndex(PartyChart::Dx);
        QMap<qint64, QList<QPointF>> dx = lines(page);
        QCOMPARE(dx.value(mara), (QList<QPointF>{{10, 12}, {30, 12}}));
        QCOMPARE(dx.value(tor), (QList<QPointF>{{14, 12}, {25, 12}, {25, 13}, {30, 13}}));

        measure->setCurrentIndex(PartyChart::Total);
        QMap<qint64, QList<QPointF>> total = lines(page);
        QCOMPARE(total.value(mara), (QList<QPointF>{{10, 32}, {20, 32}, {20, 33}, {30, 33}}));
        QCOMPARE(total.value(tor), (QList<QPointF>{{14, 32}, {25, 32}, {25, 33}, {30, 33}}));
        // The days span at least four weeks, and every value is inside the value axis.
        QChart* chart = page.partyChart()->chartView()->chart();
        auto* days = static_cast<QValueAxis*>(chart->axes(Qt::Horizontal).value(0));
        QVERIFY(days->min() <= 10 && days->max() >= 38);
        auto* values = static_cast<QValueAxis*>(chart->axes(Qt::Vertical).value(0));
        QVERIFY(values->min() < 32 && values->max() > 33);
        // The choice stays when the roster changes.
        QVERIFY2(roster.awardXp({mara}, 10, QStringLiteral("A good idea"), &error), qPrintable(error));
        QCOMPARE(measure->currentIndex(), int(PartyChart::Total));
    }
};

QTEST_MAIN(TestPartyChart)
#include "tst_party_chart.moc"
