// Market searches on the calendar (Advanced Wizard l.1881–1918) with scripted dice: a week without luck, the
// item found and the seller's reaction setting the price, full-time searching, buying (the purse charged, a
// magic item added, all undone together), a purse too thin, letting an offer go, the three-searches limit,
// and selling above fair value to a keen buyer.
#include "CampaignTestSupport.h"

#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "db/SqlQueries.h"
#include "dice/ScriptedDiceRoller.h"
#include "repositories/EventLogRepository.h"
#include "research/MarketSearch.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"
#include "workshop/MagicItemRepository.h"

#include <QJsonArray>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

class TestMarketSearching : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Market")};

    struct Setup
    {
        std::unique_ptr<Campaign> campaign;
        qint64 who = 0;
    };

    Setup setup()
    {
        Setup s;
        s.campaign = m_campaigns.create(1);
        QString error;
        Character c = test::legalWizard(QStringLiteral("Tam")); // IQ 10
        if (!Roster(*s.campaign).add(c, &s.who, &error))
            hk::test::setupFailed(error);
        return s;
    }

    static void script(Campaign& campaign, const QList<int>& faces)
    {
        campaign.dice().setOverride(std::make_shared<ScriptedDiceRoller>(faces));
    }

    static SearchRequest ring(bool fullTime = false)
    {
        SearchRequest r;
        r.item = QStringLiteral("Ring of Fire Immunity");
        r.value = 5000;
        r.settlement = QStringLiteral("sizeable town");
        r.fullTime = fullTime;
        r.magic = true;
        return r;
    }

    static int magicItems(Campaign& campaign)
    {
        QString error;
        return Sql::scalar(campaign.database(), QStringLiteral("SELECT COUNT(*) FROM magic_item"), {}, &error).toInt();
    }

    static Activity search(Campaign& campaign, qint64 id)
    {
        QString error;
        for (const Activity& a : MarketSearch(campaign).list(0, true, false, &error)) {
            if (a.id == id)
                return a;
        }
        return {};
    }

private Q_SLOTS:
    void foundAndPriced_data()
    {
        QTest::addColumn<bool>("fullTime");
        QTest::addColumn<QList<int>>("secondWeek");
        QTest::addColumn<int>("reactionDie");
        QTest::addColumn<int>("price");
        // Five dice (a $5,000 item, in a town still the floor of five) against IQ 10.
        QTest::newRow("made at 10, friendly") << false << QList<int>{1, 2, 2, 2, 3} << 5 << 5000;
        QTest::newRow("full time: 12 - 2, very friendly") << true << QList<int>{2, 2, 2, 3, 3} << 6 << 3750;
        QTest::newRow("made, hostile") << false << QList<int>{1, 1, 1, 1, 1} << 2 << 10000;
    }
    void foundAndPriced()
    {
        QFETCH(bool, fullTime);
        QFETCH(QList<int>, secondWeek);
        QFETCH(int, reactionDie);
        QFETCH(int, price);
        Setup s = setup();
        QString error;
        qint64 id = 0;
        QVERIFY2(MarketSearch(*s.campaign).start(s.who, ring(fullTime), &id, &error), qPrintable(error));
        QCOMPARE(search(*s.campaign, id).data.value(QLatin1String("dice")).toInt(), 5);
        script(*s.campaign, QList<int>{6, 6, 6, 6, 6} + secondWeek + QList<int>{reactionDie});
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*s.campaign).advance(7, &result, &error), qPrintable(error));
        Activity a = search(*s.campaign, id);
        QCOMPARE(a.status, ActivityStatus::Active);
        QCOMPARE(a.data.value(QLatin1String("state")).toString(), QStringLiteral("searching"));
        QVERIFY2(AdvanceTime(*s.campaign).advance(7, &result, &error), qPrintable(error));
        a = search(*s.campaign, id);
        QCOMPARE(a.status, ActivityStatus::Done);
        QCOMPARE(a.data.value(QLatin1String("state")).toString(), QStringLiteral("found"));
        QCOMPARE(a.data.value(QLatin1String("offer")).toObject().value(QLatin1String("price")).toInt(), price);
        const QJsonArray history = a.data.value(QLatin1String("history")).toArray();
        QCOMPARE(history.size(), 2);
        QCOMPARE(history.at(0).toObject().value(QLatin1String("outcome")).toString(), QStringLiteral("not-found"));
        QCOMPARE(history.at(1).toObject().value(QLatin1String("outcome")).toString(), QStringLiteral("found"));
        QCOMPARE(history.at(1).toObject().value(QLatin1String("roll")).toArray().size(), 5);
        bool told = false;
        for (const AdvanceEvent& e : result.events)
            told = told || (e.kind == QLatin1String("market") && e.message.contains(Treasury::format(price)));
        QVERIFY(told);
        // A third advance rolls nothing more: the search is over.
        QVERIFY(AdvanceTime(*s.campaign).advance(7, &result, &error));
        QCOMPARE(search(*s.campaign, id).data.value(QLatin1String("history")).toArray().size(), 2);
    }

    void buyingChargesThePurse()
    {
        Setup s = setup();
        QString error;
        Treasury treasury(*s.campaign);
        QVERIFY(treasury.change(0, 6000, {}, QStringLiteral("Dragon hoard"), &error));
        qint64 id = 0;
        MarketSearch market(*s.campaign);
        QVERIFY(market.start(s.who, ring(), &id, &error));
        QVERIFY(!market.buy(id, 0, &error)); // nothing found yet
        QVERIFY2(error.contains(QLatin1String("no offer")), qPrintable(error));
        script(*s.campaign, QList<int>{1, 1, 1, 1, 1, 4}); // found; neutral: $5,500
        AdvanceResult result;
        QVERIFY(AdvanceTime(*s.campaign).advance(7, &result, &error));
        QVERIFY(!market.buy(id, s.who, &error)); // Tam's own purse is empty
        QVERIFY2(error.contains(QLatin1String("$5,500")), qPrintable(error));
        QCOMPARE(magicItems(*s.campaign), 0);
        QVERIFY2(market.buy(id, 0, &error), qPrintable(error));
        QCOMPARE(treasury.balance(0, &error), 500);
        QCOMPARE(magicItems(*s.campaign), 1);
        // The ring is Tam's, at its fair value, whoever paid.
        const QList<MagicItem> owned = MagicItemRepository(s.campaign->database()).list(s.who, &error);
        QCOMPARE(owned.size(), 1);
        QCOMPARE(owned.first().name, QStringLiteral("Ring of Fire Immunity"));
        QCOMPARE(owned.first().value, 5000);
        QCOMPARE(search(*s.campaign, id).data.value(QLatin1String("state")).toString(), QStringLiteral("bought"));
        QVERIFY(!market.buy(id, 0, &error)); // bought once only
        QVERIFY(s.campaign->undo());
        QCOMPARE(treasury.balance(0, &error), 6000);
        QCOMPARE(magicItems(*s.campaign), 0);
        QCOMPARE(search(*s.campaign, id).data.value(QLatin1String("state")).toString(), QStringLiteral("found"));
        QVERIFY(s.campaign->redo());
        QCOMPARE(treasury.balance(0, &error), 500);
        QCOMPARE(magicItems(*s.campaign), 1);
    }

    void lettingGoAndLimits()
    {
        Setup s = setup();
        QString error;
        MarketSearch market(*s.campaign);
        qint64 id = 0;
        QVERIFY(market.start(s.who, ring(), &id, &error));
        SearchRequest bad = ring();
        bad.settlement = QStringLiteral("floating island");
        QVERIFY(!market.start(s.who, bad, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("great city")), qPrintable(error));
        bad = ring();
        bad.value = 0;
        QVERIFY(!market.start(s.who, bad, nullptr, &error));
        QVERIFY(market.start(s.who, ring(), nullptr, &error));
        QVERIFY(market.start(s.who, ring(), nullptr, &error));
        QVERIFY(!market.start(s.who, ring(), nullptr, &error)); // a fourth at once
        QVERIFY2(error.contains(QLatin1String("no more than 3")), qPrintable(error));
        // Week one: the first search finds it, the other two do not.
        script(*s.campaign, QList<int>{1, 1, 1, 1, 1, 1} + QList<int>{6, 6, 6, 6, 6} + QList<int>{6, 6, 6, 6, 6});
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*s.campaign).advance(7, &result, &error), qPrintable(error));
        QVERIFY2(market.letGo(id, &error), qPrintable(error));
        QCOMPARE(search(*s.campaign, id).data.value(QLatin1String("state")).toString(), QStringLiteral("let-go"));
        QVERIFY(!market.letGo(id, &error));
        QVERIFY(market.start(s.who, ring(), nullptr, &error)); // room again
    }

    void sellingAboveValue_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("found");
        QTest::addColumn<int>("price");
        QTest::newRow("desperate buyer") << QList<int>{2, 2, 2, 2, 2, 6} << true << 9000;
        QTest::newRow("insulted buyer") << QList<int>{2, 2, 2, 2, 2, 1} << true << 3000;
        QTest::newRow("nobody keen") << QList<int>{3, 3, 3, 3, 3} << false << 0;
    }
    void sellingAboveValue()
    {
        QFETCH(QList<int>, faces);
        QFETCH(bool, found);
        QFETCH(int, price);
        Setup s = setup();
        QString error;
        script(*s.campaign, faces);
        SaleOffer offer;
        QVERIFY2(MarketSearch(*s.campaign).offerForSale(s.who, QStringLiteral("Wand"), 3000, true, &offer, &error), qPrintable(error));
        QCOMPARE(offer.buyerFound, found);
        QCOMPARE(offer.reaction.price, price);
        QCOMPARE(Treasury(*s.campaign).balance(s.who, &error), price);
        EventFilter filter;
        filter.kind = QStringLiteral("market");
        QCOMPARE(EventLogRepository(s.campaign->database()).query(filter, &error).size(), 1);
        QVERIFY(!MarketSearch(*s.campaign).offerForSale(s.who, QStringLiteral("Wand"), 0, false, &offer, &error));
    }
};

QTEST_GUILESS_MAIN(TestMarketSearching)
#include "tst_market_searching.moc"
