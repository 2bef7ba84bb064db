// Every item model of hk_item_models runs under Qt's QAbstractItemModelTester over the demo campaign while the
// campaign changes under it: a roll, an event, a character added and archived, money paid, experience given,
// a study started, and each undone and redone; the filters, pages (fetchMore) and sorting change too. A model
// that breaks Qt's rules for models (row counts that disagree with its signals, a bad parent, data of the wrong
// type) fails here before a view trips over it.
#include "CampaignTestSupport.h"
#include "StrictTest.h"

#include "activities/SpellStudies.h"
#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "demo/DemoCampaign.h"
#include "models/ActivityModel.h"
#include "models/DiceLogModel.h"
#include "models/EventLogModel.h"
#include "models/MoneyLedgerModel.h"
#include "models/RosterModel.h"
#include "models/RuleEntryModel.h"
#include "models/RuleFilterProxyModel.h"
#include "models/XpLedgerModel.h"
#include "treasury/Treasury.h"

#include <QAbstractItemModelTester>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;

class TestItemModelTester : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_count = 0;

    // The demo campaign, fresh for each test.
    std::unique_ptr<Campaign> demo()
    {
        QString error;
        auto c = DemoCampaign::create(m_dir.filePath(QStringLiteral("demo%1.hkc").arg(++m_count)), test::registry(), &error);
        if (!c)
            test::setupFailed(error);
        return c;
    }

    // The model under Qt's tester for as long as the model lives; any breach fails the test.
    static void watch(QAbstractItemModel* model)
    {
        new QAbstractItemModelTester(model, QAbstractItemModelTester::FailureReportingMode::QtTest, model);
    }

    static qint64 characterNamed(Campaign& c, const QString& name)
    {
        RosterFilter filter;
        filter.text = name;
        QString error;
        const QList<Character> found = Roster(c).list(filter, &error);
        if (found.isEmpty())
            test::setupFailed(QStringLiteral("the demo has no %1: %2").arg(name, error));
        return found.isEmpty() ? 0 : found.first().id;
    }

    // Undoes and redoes the last step, as the GM's Edit menu does.
    static bool undoRedo(Campaign& c, QString* error) { return c.undo(error) && c.redo(error); }

    // Reads every page a view would ask for.
    static void fetchAll(QAbstractItemModel& model)
    {
        while (model.canFetchMore({}))
            model.fetchMore({});
    }

private Q_SLOTS:
    void ruleLibrary()
    {
        const Ruleset rules = test::registry().ruleset(QStringLiteral("tft-advanced-wizard-1980"));
        RuleEntryModel model;
        watch(&model);
        RuleFilterProxyModel proxy;
        watch(&proxy);
        proxy.setSourceModel(&model);
        model.setEntries(rules.entries({QStringLiteral("spell")}));
        QVERIFY(model.rowCount() > 0);
        proxy.setText(QStringLiteral("fire"));
        proxy.sort(0, Qt::AscendingOrder);
        proxy.setText({});
        proxy.setLevelRange(10, 12);
        proxy.sort(1, Qt::DescendingOrder);
        proxy.setType(QStringLiteral("missile"));
        proxy.setLevelRange(0, 30);
        proxy.setType({});
        model.setEntries(rules.entries({QStringLiteral("potion")})); // other columns
        QVERIFY(model.rowCount() > 0);
        model.setEntries(rules.entries({QStringLiteral("spell"), QStringLiteral("creature")}));
        model.setEntries({});
        QCOMPARE(proxy.rowCount(), 0);
    }

    // Resets: the whole log fits in the first page. Qt 6.4's tester reads more pages (fetchMore) from its own
    // modelReset handler before it notes that the reset has ended, so a model with pages left after a reset
    // would be reported for rows inserted during a reset; pages are checked on their own below.
    void logsFollowTheCampaign()
    {
        auto c = demo();
        QVERIFY(c);
        DiceLogModel dice;
        dice.setPageSize(100000);
        watch(&dice);
        dice.setCampaign(c.get());
        EventLogModel events;
        events.setPageSize(100000);
        watch(&events);
        events.setCampaign(c.get());
        const int rows = events.rowCount();
        QVERIFY(rows > 0);
        QVERIFY(dice.rowCount() > 0);

        test::roll(*c, QStringLiteral("3d6"), {QStringLiteral("GM"), QStringLiteral("a secret roll"), true});
        QString error;
        QVERIFY2(test::logEvent(*c, QStringLiteral("note"), {}, QStringLiteral("A quiet week"), false, &error), qPrintable(error));
        QVERIFY2(undoRedo(*c, &error), qPrintable(error));
        QCOMPARE(events.rowCount(), rows + 1);
        dice.setIncludeGmOnly(false);
        events.setIncludeGmOnly(false);
        events.setKind(QStringLiteral("note"));
        events.setSearchText(QStringLiteral("quiet"));
        QCOMPARE(events.rowCount(), 1);
        events.setFilter({});
        dice.setCampaign(nullptr);
        events.setCampaign(nullptr);
        QCOMPARE(dice.rowCount(), 0);
        QCOMPARE(events.rowCount(), 0);
    }

    // Pages: two rows at a time, each page inserted as the view scrolls, under a tester that starts after the
    // reset (it reads every page itself, as a view scrolled to the end would).
    void logsReadPageByPage()
    {
        auto c = demo();
        QVERIFY(c);
        for (int i = 0; i < 5; ++i)
            test::roll(*c, QStringLiteral("2d6"), {QStringLiteral("Yzor"), QStringLiteral("practice"), false});
        DiceLogModel dice;
        dice.setPageSize(2);
        dice.setCampaign(c.get());
        QCOMPARE(dice.rowCount(), 2);
        watch(&dice);
        fetchAll(dice);
        QVERIFY(dice.rowCount() > 2);
        EventLogModel events;
        events.setPageSize(2);
        events.setCampaign(c.get());
        QCOMPARE(events.rowCount(), 2);
        watch(&events);
        fetchAll(events);
        QCOMPARE(events.rowCount(), events.totalCount());
        QVERIFY(events.rowCount() > 2);
    }

    void roster()
    {
        auto c = demo();
        QVERIFY(c);
        RosterModel model;
        watch(&model);
        model.setCampaign(c.get());
        const int rows = model.rowCount();
        QVERIFY(rows > 0);
        Roster roster(*c);
        qint64 id = 0;
        QString error;
        QVERIFY2(roster.add(test::legalWizard(QStringLiteral("Tam")), &id, &error), qPrintable(error));
        QCOMPARE(model.rowCount(), rows + 1);
        QVERIFY2(roster.setArchived(id, true, &error), qPrintable(error));
        QCOMPARE(model.rowCount(), rows);
        QVERIFY2(undoRedo(*c, &error), qPrintable(error));
        RosterFilter filter;
        filter.includeArchived = true;
        model.setFilter(filter);
        QCOMPARE(model.rowCount(), rows + 1);
        filter.text = QStringLiteral("Tam");
        model.setFilter(filter);
        QCOMPARE(model.rowCount(), 1);
        QVERIFY2(c->undo(&error) && c->undo(&error), qPrintable(error));
        QCOMPARE(model.rowCount(), 0);
    }

    void oneCharactersLedgersAndStudies()
    {
        auto c = demo();
        QVERIFY(c);
        const qint64 yzor = characterNamed(*c, QStringLiteral("Yzor"));
        QVERIFY(yzor > 0);
        XpLedgerModel xp;
        watch(&xp);
        ActivityModel studies;
        watch(&studies);
        MoneyLedgerModel money;
        watch(&money);
        for (QAbstractItemModel* model : {static_cast<QAbstractItemModel*>(&xp), static_cast<QAbstractItemModel*>(&studies),
                                          static_cast<QAbstractItemModel*>(&money)})
            QVERIFY(model->rowCount() == 0);
        xp.setCampaign(c.get());
        studies.setCampaign(c.get());
        money.setCampaign(c.get());
        xp.setCharacter(yzor);
        studies.setCharacter(yzor);
        money.setPurse(yzor);
        QVERIFY(xp.rowCount() > 0);
        QVERIFY(studies.rowCount() > 0);
        QVERIFY(money.rowCount() > 0);

        QString error;
        QVERIFY2(Roster(*c).awardXp({yzor}, 10, QStringLiteral("A riddle solved"), &error), qPrintable(error));
        QVERIFY2(undoRedo(*c, &error), qPrintable(error));
        QVERIFY2(Treasury(*c).change(yzor, -50, QStringLiteral("withdrawal"), QStringLiteral("New boots"), &error), qPrintable(error));
        QVERIFY2(undoRedo(*c, &error), qPrintable(error));
        const int open = studies.rowCount();
        QVERIFY2(SpellStudies(*c).start(yzor, QStringLiteral("instruction"), QStringLiteral("trip"), 20, nullptr, &error),
                 qPrintable(error));
        QCOMPARE(studies.rowCount(), open + 1);
        QVERIFY2(c->undo(&error), qPrintable(error));
        QCOMPARE(studies.rowCount(), open);
        money.setPurse(0); // the party's purse
        QVERIFY(money.rowCount() > 0);
        xp.setCharacter(0);
        studies.setCharacter(0);
        QCOMPARE(xp.rowCount(), 0);
        QCOMPARE(studies.rowCount(), 0);
    }
};

QTEST_MAIN(TestItemModelTester)
#include "tst_item_model_tester.moc"
