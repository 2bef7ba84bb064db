// The market arithmetic of Advanced Wizard (finding an item for sale, the seller's and the buyer's
// reactions), checked against the book's own figures (l.1881–1918), so a wrong table row fails here.
#include "TestSupport.h"

#include "downtime/MarketRules.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;

class TestMarketSearch : public hk::test::StrictTest
{
    Q_OBJECT
    const Ruleset m_rules = test::registry().ruleset(QStringLiteral("tft-advanced-wizard-1980"));

private Q_SLOTS:
    void dice_data()
    {
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("settlement");
        QTest::addColumn<int>("dice");
        // Five dice at least; over $10,000 six, over $100,000 seven, and one more per tenfold step.
        QTest::newRow("cheap, village") << 500 << "village or small town" << 5;
        QTest::newRow("exactly 10,000") << 10000 << "village or small town" << 5;
        QTest::newRow("10,001") << 10001 << "village or small town" << 6;
        QTest::newRow("over 100,000") << 100001 << "village or small town" << 7;
        QTest::newRow("over a million") << 1000001 << "village or small town" << 8;
        // A sizeable town takes one die off, a great city two, but never below five.
        QTest::newRow("7 dice in a town") << 150000 << "sizeable town" << 6;
        QTest::newRow("7 dice in a city") << 150000 << "great city" << 5;
        QTest::newRow("6 dice in a city, floor") << 20000 << "great city" << 5;
        QTest::newRow("8 dice in a city") << 2000000 << "Great City" << 6;
    }
    void dice()
    {
        QFETCH(int, value);
        QFETCH(QString, settlement);
        QFETCH(int, dice);
        QString error;
        QCOMPARE(MarketRules(m_rules).searchDice(value, settlement, &error), dice);
        QVERIFY(error.isEmpty());
    }

    void badInput()
    {
        QString error;
        QCOMPARE(MarketRules(m_rules).searchDice(1000, QStringLiteral("moon base"), &error), 0);
        QVERIFY(error.contains(QStringLiteral("great city")));
        error.clear();
        QCOMPARE(MarketRules(m_rules).searchDice(0, QStringLiteral("great city"), &error), 0);
        QVERIFY(!error.isEmpty());
    }

    void success_data()
    {
        QTest::addColumn<int>("total");
        QTest::addColumn<int>("iq");
        QTest::addColumn<bool>("fullTime");
        QTest::addColumn<int>("bonus");
        QTest::addColumn<bool>("found");
        QTest::newRow("at IQ") << 14 << 14 << false << 0 << true;
        QTest::newRow("one over") << 15 << 14 << false << 0 << false;
        QTest::newRow("full time -2") << 16 << 14 << true << 0 << true;
        QTest::newRow("full time not enough") << 17 << 14 << true << 0 << false;
        QTest::newRow("GM bonus") << 17 << 14 << true << 1 << true;
        QTest::newRow("GM penalty") << 14 << 14 << false << -1 << false;
        // No automatic success: the lowest five-dice roll still fails against a very low IQ.
        QTest::newRow("no automatic success") << 5 << 4 << false << 0 << false;
    }
    void success()
    {
        QFETCH(int, total);
        QFETCH(int, iq);
        QFETCH(bool, fullTime);
        QFETCH(int, bonus);
        QFETCH(bool, found);
        QCOMPARE(MarketRules(m_rules).searchSucceeds(total, iq, fullTime, bonus), found);
    }

    void seller_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<bool>("merchant");
        QTest::addColumn<int>("price");
        QTest::addColumn<bool>("mayRefuse");
        // Standard rate $4,000.
        QTest::newRow("6 very friendly: 3/4") << 6 << false << 3000 << false;
        QTest::newRow("5 friendly: standard") << 5 << false << 4000 << false;
        QTest::newRow("4 neutral: +10%") << 4 << false << 4400 << false;
        QTest::newRow("3 neutral: +10%") << 3 << false << 4400 << false;
        QTest::newRow("2 hostile: double") << 2 << false << 8000 << false;
        QTest::newRow("1 very hostile: ten times or no sale") << 1 << false << 40000 << true;
        QTest::newRow("merchant adds 10%") << 5 << true << 4400 << false;
    }
    void seller()
    {
        QFETCH(int, roll);
        QFETCH(bool, merchant);
        QFETCH(int, price);
        QFETCH(bool, mayRefuse);
        const SellerReaction r = MarketRules(m_rules).seller(roll, 4000, merchant);
        QVERIFY(r.valid);
        QCOMPARE(r.price, price);
        QCOMPARE(r.mayRefuse, mayRefuse);
        QVERIFY(!MarketRules(m_rules).seller(7, 4000, false).valid);
    }

    void buyer_data()
    {
        QTest::addColumn<int>("roll");
        QTest::addColumn<int>("price");
        QTest::addColumn<bool>("mayTake");
        // Fair value $3,000.
        QTest::newRow("6: three times") << 6 << 9000 << false;
        QTest::newRow("5: twice") << 5 << 6000 << false;
        QTest::newRow("4: half again") << 4 << 4500 << false;
        QTest::newRow("3: a third again") << 3 << 4000 << false;
        QTest::newRow("2: 10% over") << 2 << 3300 << false;
        QTest::newRow("1: fair value, may try to take it") << 1 << 3000 << true;
    }
    void buyer()
    {
        QFETCH(int, roll);
        QFETCH(int, price);
        QFETCH(bool, mayTake);
        const BuyerReaction r = MarketRules(m_rules).buyer(roll, 3000);
        QVERIFY(r.valid);
        QCOMPARE(r.price, price);
        QCOMPARE(r.mayTryToTake, mayTake);
    }

    void limits()
    {
        const MarketRules market(m_rules);
        QVERIFY(market.available());
        QCOMPARE(market.keenBuyerDice(), 5);
        QCOMPARE(market.maxSearchesAtOnce(), 3);
        QCOMPARE(market.fullTimeRollMod(), -2);
        QCOMPARE(market.settlements().size(), 3);
        // The 1978 Wizard has no market rules.
        QVERIFY(!MarketRules(test::registry().ruleset(QStringLiteral("tft-wizard-1978"))).available());
    }
};

QTEST_GUILESS_MAIN(TestMarketSearch)
#include "tst_market_search.moc"
