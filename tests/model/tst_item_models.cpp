// The item models behind the library and the logs: filtering, numeric sorting, GM-only filtering.
#include "CampaignTestSupport.h"

#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "dice/ScriptedDiceRoller.h"
#include "models/DiceLogModel.h"
#include "models/EventLogModel.h"
#include "models/MoneyLedgerModel.h"
#include "models/RuleEntryModel.h"
#include "models/RuleFilterProxyModel.h"
#include "StrictTest.h"

#include <QTemporaryDir>
#include <QTest>

using namespace hk;

class TestItemModels : public hk::test::StrictTest
{
    Q_OBJECT
private Q_SLOTS:
    void libraryFiltersAndSorts()
    {
        const Ruleset rules = test::registry().ruleset(QStringLiteral("tft-wizard-1978"));
        RuleEntryModel model;
        model.setEntries(rules.entries({QStringLiteral("spell")}));
        QCOMPARE(model.rowCount(), 62);
        QCOMPARE(model.headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("IQ"));
        RuleFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setText(QStringLiteral("fireb"));
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("Fireball"));
        proxy.setText({});
        proxy.setLevelRange(16, 16);
        QCOMPARE(proxy.rowCount(), 6);
        proxy.setLevelRange(0, 30);
        proxy.setType(QStringLiteral("missile"));
        QCOMPARE(proxy.rowCount(), 3);
        proxy.setType({});
        proxy.sort(1, Qt::AscendingOrder); // IQ, numerically: 8 … 16
        QCOMPARE(proxy.index(0, 1).data().toString(), QStringLiteral("8"));
        QCOMPARE(proxy.index(proxy.rowCount() - 1, 1).data().toString(), QStringLiteral("16"));
    }

    void effectiveRulesHideReplacedEntries()
    {
        const Ruleset rules = test::registry().ruleset(QStringLiteral("tft-advanced-wizard-1980"));
        const LocatedEntry fireball = rules.locate(QStringLiteral("spell"), QStringLiteral("fireball"));
        QVERIFY(fireball.entry);
        QCOMPARE(fireball.package->id(), QStringLiteral("tft-advanced-wizard-1980"));
        int fireballs = 0;
        for (const LocatedEntry& e : rules.entries({QStringLiteral("spell")}))
            fireballs += e.entry->id() == QLatin1String("fireball");
        QCOMPARE(fireballs, 1);
        // Wizard's combat tables still apply under Advanced Wizard.
        QCOMPARE(rules.locate(QStringLiteral("table"), QStringLiteral("to-hit-special-rolls")).package->id(), QStringLiteral("tft-wizard-1978"));
    }

    void logsHideSecretsFromPlayers()
    {
        QTemporaryDir dir;
        QString error;
        auto c = Campaign::create(dir.filePath(QStringLiteral("m.hkc")), {QStringLiteral("M"), QStringLiteral("tft-wizard-1978"), {}, 5, 1},
                                  test::registry(), &error);
        QVERIFY(c);
        c->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{1, 2, 3, 4, 5, 6}));
        DiceLogModel gm;
        DiceLogModel players;
        players.setIncludeGmOnly(false);
        gm.setCampaign(c.get());
        players.setCampaign(c.get());
        test::roll(*c, QStringLiteral("3d6"), {QStringLiteral("GM"), QStringLiteral("secret"), true});
        test::roll(*c, QStringLiteral("3d6"), {QStringLiteral("Yzor"), QStringLiteral("open"), false});
        QCOMPARE(gm.rowCount(), 2);
        QCOMPARE(players.rowCount(), 1);
        QCOMPARE(players.index(0, DiceLogModel::Purpose).data().toString(), QStringLiteral("open"));

        EventLogModel events;
        events.setIncludeGmOnly(false);
        events.setCampaign(c.get());
        const int before = events.rowCount();
        QVERIFY(test::logEvent(*c, QStringLiteral("note"), {}, QStringLiteral("hidden"), true, &error));
        QCOMPARE(events.rowCount(), before);
        QVERIFY(test::logEvent(*c, QStringLiteral("note"), {}, QStringLiteral("shown"), false, &error));
        QCOMPARE(events.rowCount(), before + 1);
    }

    // The ledger's What column is one kind of words: each kind the model writes (a lab's rent, research
    // costs, a workshop's purchase, …) and a kind typed on the command line, capitalised alike.
    void ledgerKindsInWords_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("text");
        QTest::newRow("deposit") << QStringLiteral("deposit") << QStringLiteral("Deposit");
        QTest::newRow("withdrawal") << QStringLiteral("withdrawal") << QStringLiteral("Payment");
        QTest::newRow("purchase") << QStringLiteral("purchase") << QStringLiteral("Purchase");
        QTest::newRow("sale") << QStringLiteral("sale") << QStringLiteral("Sale");
        QTest::newRow("fee") << QStringLiteral("fee") << QStringLiteral("Fee");
        QTest::newRow("upkeep") << QStringLiteral("upkeep") << QStringLiteral("Upkeep");
        QTest::newRow("rent") << QStringLiteral("rent") << QStringLiteral("Rent");
        QTest::newRow("research") << QStringLiteral("research") << QStringLiteral("Research");
        QTest::newRow("typed") << QStringLiteral("guild-dues") << QStringLiteral("Guild dues");
    }
    void ledgerKindsInWords()
    {
        QFETCH(QString, kind);
        QFETCH(QString, text);
        QCOMPARE(MoneyLedgerModel::kindText(kind, -10), text);
    }
};

QTEST_GUILESS_MAIN(TestItemModels)
#include "tst_item_models.moc"
