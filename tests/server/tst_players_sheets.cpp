// What a player's sheet shows between game nights (issue 32), through the players' server on the loopback: each
// sheet's experience ledger and the library entries of its spells in the rules' own words, the player's own work
// week by week (never another player's), and the party purse only when the GM shares it, without the money paid
// for secret work.
#include "PlayersServerFixture.h"
#include "StrictTest.h"

using namespace hk;
using namespace hk::test;

class TestPlayersSheets : public hk::test::StrictTest, public PlayersServerFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        const QString started = startServer();
        if (!started.isEmpty())
            QFAIL(qPrintable(started));
        QVERIFY(m_server->port() > 0);
        QCOMPARE(m_server->linkUrl(m_table.ann).host(), QStringLiteral("127.0.0.1"));
    }

    // Between game nights (issue 32): each sheet carries its experience ledger and the library's entries of its
    // spells, in the rules' own words.
    void theSheetHasItsLedgerAndLibrary()
    {
        QString error;
        QVERIFY2(Roster(*m_table.campaign).awardXp({m_table.yzor}, 40, QStringLiteral("Saved the miller"), &error), qPrintable(error));
        PageSocket page;
        QVERIFY(page.open(live(freshLink())));
        const QJsonObject yzor = page.waitFor(QStringLiteral("snapshot")).value(QLatin1String("sheets")).toArray().first().toObject();
        const QJsonArray ledger = yzor.value(QLatin1String("ledger")).toArray();
        QVERIFY2(ledger.size() >= 2, qPrintable(QJsonDocument(yzor).toJson()));
        QCOMPARE(ledger.first().toObject().value(QLatin1String("kind")).toString(), QStringLiteral("created"));
        const QJsonObject award = ledger.last().toObject();
        QCOMPARE(award.value(QLatin1String("what")).toString(), QStringLiteral("Award"));
        QCOMPARE(award.value(QLatin1String("amount")).toString(), QStringLiteral("+40"));
        QCOMPARE(award.value(QLatin1String("reason")).toString(), QStringLiteral("Saved the miller"));
        QCOMPARE(award.value(QLatin1String("unspent")).toInt(), yzor.value(QLatin1String("experience")).toInt());
        // One library entry per spell, with the rules' summary and fields (as `rules show` prints them).
        const QJsonArray library = yzor.value(QLatin1String("library")).toArray();
        QStringList entryNames;
        for (const QJsonValue& v : library) {
            const QJsonObject e = v.toObject();
            entryNames.append(e.value(QLatin1String("name")).toString());
            QCOMPARE(e.value(QLatin1String("kind")).toString(), QStringLiteral("Spell"));
            QVERIFY2(!e.value(QLatin1String("summary")).toString().isEmpty(), qPrintable(entryNames.last()));
            QVERIFY2(!e.value(QLatin1String("lines")).toArray().isEmpty(), qPrintable(entryNames.last()));
        }
        QVERIFY(!entryNames.isEmpty());
        QCOMPARE(QJsonArray::fromStringList(entryNames), yzor.value(QLatin1String("spells")).toArray());
        const RuleEntry* first = m_table.campaign->rules().entry(QStringLiteral("spell"), legalWizard(QStringLiteral("x")).spells.first());
        QVERIFY(first);
        QCOMPARE(library.first().toObject().value(QLatin1String("summary")).toString(), first->summary());
    }

    // The player's own work on the timeline carries its weeks and their outcomes; another player's does not.
    void hisOwnWorkShowsWeekByWeek()
    {
        QString error;
        SearchRequest sword;
        sword.item = QStringLiteral("A silver sword");
        sword.value = 300;
        sword.settlement = QStringLiteral("sizeable town");
        qint64 mine = 0;
        qint64 theirs = 0;
        QVERIFY2(MarketSearch(*m_table.campaign).start(m_table.yzor, sword, &mine, &error), qPrintable(error));
        QVERIFY2(MarketSearch(*m_table.campaign).start(m_table.vessa, sword, &theirs, &error), qPrintable(error));
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*m_table.campaign).advance(14, &result, &error), qPrintable(error));
        PageSocket page;
        QVERIFY(page.open(live(freshLink())));
        QJsonObject own;
        QJsonObject other;
        for (const QJsonValue& v : page.waitFor(QStringLiteral("snapshot")).value(QLatin1String("timeline")).toArray()) {
            const QJsonObject bar = v.toObject();
            if (bar.value(QLatin1String("title")).toString().contains(QLatin1String("silver sword")))
                (bar.value(QLatin1String("who")).toString() == QLatin1String("Yzor") ? own : other) = bar;
        }
        QVERIFY2(!own.isEmpty() && !other.isEmpty(), "both searches are on the players' timeline");
        QVERIFY(own.value(QLatin1String("mine")).toBool());
        const QJsonArray weeks = own.value(QLatin1String("weeks")).toArray();
        QVERIFY2(!weeks.isEmpty(), qPrintable(QJsonDocument(own).toJson()));
        for (const QJsonValue& w : weeks) {
            QVERIFY(!w.toObject().value(QLatin1String("outcome")).toString().isEmpty());
            QVERIFY(!w.toObject().value(QLatin1String("date")).toString().isEmpty());
        }
        QVERIFY(!other.contains(QLatin1String("mine")) && !other.contains(QLatin1String("weeks")));
    }

    // The party purse reaches the pages only while the GM shares it, and follows undo and redo.
    void thePurseOnlyWhenShared()
    {
        QString error;
        QVERIFY2(Treasury(*m_table.campaign).change(0, 750, QStringLiteral("deposit"), QStringLiteral("The baron's reward"), &error), qPrintable(error));
        PageSocket page;
        QVERIFY(page.open(live(freshLink())));
        QVERIFY(page.waitFor(QStringLiteral("snapshot")).value(QLatin1String("purse")).isNull());
        const auto purse = [&page] { return page.latestSnapshot().value(QLatin1String("purse")); };
        QVERIFY2(PlayerSharing(*m_table.campaign).setShared(SharedWithPlayers::Purse, true, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(purse().isObject(), 1000);
        QCOMPARE(purse().toObject().value(QLatin1String("balance")).toInt(), Treasury(*m_table.campaign).balance(0, &error));
        QVERIFY(purse().toObject().value(QLatin1String("balanceText")).toString().startsWith(QLatin1String("$")));
        const QJsonObject newest = purse().toObject().value(QLatin1String("lines")).toArray().first().toObject();
        QCOMPARE(newest.value(QLatin1String("reason")).toString(), QStringLiteral("The baron's reward"));
        QCOMPARE(newest.value(QLatin1String("amount")).toInt(), 750);
        // Money moving while shared reaches the page.
        QVERIFY2(Treasury(*m_table.campaign).change(0, -50, QStringLiteral("purchase"), QStringLiteral("Rope"), &error), qPrintable(error));
        QTRY_COMPARE_WITH_TIMEOUT(purse().toObject().value(QLatin1String("lines")).toArray().first().toObject().value(QLatin1String("reason")).toString(),
                                  QStringLiteral("Rope"), 1000);
        QVERIFY(m_table.campaign->undo(&error)); // the rope
        QVERIFY(m_table.campaign->undo(&error)); // the sharing
        QTRY_VERIFY_WITH_TIMEOUT(purse().isNull(), 1000);
        QVERIFY(m_table.campaign->redo(&error));
        QTRY_VERIFY_WITH_TIMEOUT(purse().isObject(), 1000);
        QVERIFY2(PlayerSharing(*m_table.campaign).setShared(SharedWithPlayers::Purse, false, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(purse().isNull(), 1000);
    }

    // Money paid for work the GM keeps from the players is as secret as the work: the players' purse leaves it
    // out of its lines and of its balance (white-box: no service makes GM-only work yet).
    void thePurseKeepsSecretWorkSecret()
    {
        QString error;
        SearchRequest poison;
        poison.item = QStringLiteral("A vial of nightshade");
        poison.value = 200;
        poison.settlement = QStringLiteral("sizeable town");
        qint64 secret = 0;
        QVERIFY2(MarketSearch(*m_table.campaign).start(m_table.vessa, poison, &secret, &error), qPrintable(error));
        Activity work;
        QVERIFY(ActivityRepository(m_table.campaign->database()).find(secret, &work, &error));
        work.gmOnly = true;
        QVERIFY2(ActivityRepository(m_table.campaign->database()).update(work, &error), qPrintable(error));
        const int day = m_table.campaign->info().calendarDay;
        int shortBy = 0;
        QVERIFY2(Treasury::charge(m_table.campaign->database(), 0, day, 300, QStringLiteral("fee"), QStringLiteral("Paid the poisoner"),
                                  secret, &shortBy, &error), qPrintable(error));
        QVERIFY2(PlayerSharing(*m_table.campaign).setShared(SharedWithPlayers::Purse, true, &error), qPrintable(error));
        const int balance = Treasury(*m_table.campaign).balance(0, &error);
        PageSocket page;
        QVERIFY(page.open(live(freshLink())));
        const QJsonObject purse = page.waitFor(QStringLiteral("snapshot")).value(QLatin1String("purse")).toObject();
        QCOMPARE(purse.value(QLatin1String("balance")).toInt(), balance + 300);
        QVERIFY2(!QJsonDocument(purse).toJson().contains("poisoner"), QJsonDocument(purse).toJson().constData());
        QVERIFY(!purse.value(QLatin1String("lines")).toArray().isEmpty());
        // The GM's view has it.
        const PurseView gm = CampaignView(*m_table.campaign, Audience::Gm).purse(0, 20, &error);
        QCOMPARE(gm.balance, balance);
        QCOMPARE(gm.lines.first().reason, QStringLiteral("Paid the poisoner"));
        QVERIFY(PlayerSharing(*m_table.campaign).setShared(SharedWithPlayers::Purse, false, &error));
    }
};

QTEST_GUILESS_MAIN(TestPlayersSheets)
#include "tst_players_sheets.moc"
