// What Advanced Wizard forbids about the item or the request when a workshop project is planned, each refusal
// with its seed line (itemRefusals: one project per item l.1191, the Charm's +2 l.1704, Limiting and Expunge
// l.1574 / l.847 / l.1576 / l.855, a battery's jewel l.1676, merging caps l.1326, the Staff of Power l.811,
// the book of instructions l.1173), and a merging enchantment joining the earlier one when finished.
#include "WorkshopFixture.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;
using namespace hk::test;

class TestWorkshopLimits : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Limits")};

private Q_SLOTS:
    void itemRefusals_data()
    {
        QTest::addColumn<QString>("item");       // "new", "made" (with the spells below) or "market" (bought)
        QTest::addColumn<QStringList>("spells"); // recipes already on a made item, in order
        QTest::addColumn<QString>("underway");   // a Blur already started by Posthen: "" none, "this" item, "other" item;
                                                 // "party": none, and the party purse pays
        QTest::addColumn<QString>("recipe");
        QTest::addColumn<int>("strength");
        QTest::addColumn<int>("charm");
        QTest::addColumn<int>("baseValue");      // a new item's own worth
        QTest::addColumn<bool>("book");          // the GM confirms the item's book of instructions (l.1173, l.307)
        QTest::addColumn<QString>("message");    // empty: allowed
        const QStringList light{QStringLiteral("light")};
        QTest::newRow("l.1191 a second project on the same item") << "made" << light << "this" << "knock" << 0 << 0 << 0 << true << "l.1191";
        QTest::newRow("l.1191 a project on another item is no bar") << "made" << light << "other" << "knock" << 0 << 0 << 0 << true << "";
        QTest::newRow("l.1704 a +3 Charm") << "new" << QStringList() << "" << "blur" << 0 << 3 << 0 << true << "l.1704";
        QTest::newRow("l.1704 a +2 Charm") << "new" << QStringList() << "" << "blur" << 0 << 2 << 0 << true << "";
        QTest::newRow("l.1574 Limiting on a new, plain object") << "new" << QStringList() << "" << "limiting-spell" << 0 << 0 << 0 << true << "l.1574";
        QTest::newRow("l.1574 Limiting on a bought magic ring") << "market" << QStringList() << "" << "limiting-spell" << 0 << 0 << 0 << true << "";
        QTest::newRow("l.847 Expunge on a made ring") << "made" << light << "" << "expunge" << 0 << 0 << 0 << true << "";
        QTest::newRow("l.1576 a second Limiting") << "made" << QStringList{"blur", "limiting-spell"} << "" << "limiting-spell" << 0 << 0 << 0 << true
                                                 << "l.1574";
        QTest::newRow("l.855 a second Expunge") << "made" << QStringList{"blur", "expunge"} << "" << "expunge" << 0 << 0 << 0 << true << "l.847";
        QTest::newRow("l.1676 a battery from a $999 jewel") << "new" << QStringList() << "" << "st-battery-5-points" << 5 << 0 << 999 << true
                                                        << "l.1676";
        QTest::newRow("l.1676 a battery from a $1,000 jewel") << "new" << QStringList() << "" << "st-battery-5-points" << 5 << 0 << 1000 << true << "";
        QTest::newRow("l.1576 a Limiting beside an Expunge") << "made" << QStringList{"blur", "expunge"} << "" << "limiting-spell" << 0 << 0 << 0 << true
                                                         << "";
        const QStringList plusOne{QStringLiteral("weapon-armor-enchantment-1")};
        QTest::newRow("l.1326 W/A +5 joined to a +1 passes the +5 cap") << "made" << plusOne << "" << "weapon-armor-enchantment-1" << 5 << 0 << 0
                                                                     << true << "l.1326";
        QTest::newRow("l.1326 W/A +4 joined to a +1 makes +5") << "made" << plusOne << "" << "weapon-armor-enchantment-1" << 4 << 0 << 0 << true << "";
        QTest::newRow("l.811 a Staff of Power made by its user") << "new" << QStringList() << "" << "staff-of-power" << 0 << 0 << 0 << true << "";
        QTest::newRow("l.811 a Staff of Power paid by the party") << "new" << QStringList() << "party" << "staff-of-power" << 0 << 0 << 0 << true
                                                              << "who will use it";
        QTest::newRow("l.1730 a language for a ring") << "made" << light << "" << "adding-1-language-to-lens" << 0 << 0 << 0 << true
                                                  << "already is a Lens of Translation";
        QTest::newRow("l.1730 a language for a lens") << "made" << QStringList{QStringLiteral("lens-of-translation")} << ""
                                                  << "adding-1-language-to-lens" << 0 << 0 << 0 << true << "";
        QTest::newRow("l.1173 no book") << "new" << QStringList() << "" << "blur" << 0 << 0 << 0 << false << "l.1173";
        QTest::newRow("l.1173 W/A +1 needs no book") << "new" << QStringList() << "" << "weapon-armor-enchantment-1" << 1 << 0 << 100
                                                 << false << "";
    }
    void itemRefusals()
    {
        QFETCH(QString, item);
        QFETCH(QStringList, spells);
        QFETCH(QString, underway);
        QFETCH(QString, recipe);
        QFETCH(int, strength);
        QFETCH(int, charm);
        QFETCH(int, baseValue);
        QFETCH(bool, book);
        QFETCH(QString, message);
        Shop s = makeShop(m_campaigns, 100000);
        Campaign& c = *s.campaign;
        QString error;
        Character lead;
        QVERIFY(CharacterRepository(c.database()).find(s.lead, &lead, &error));
        lead.spells.append(QStringLiteral("expunge"));
        lead.spells.append(QStringLiteral("weapon-armor-enchantment"));
        lead.spells.append(QStringLiteral("staff-of-power"));
        QVERIFY(CharacterRepository(c.database()).update(lead, &error));
        WorkshopRequest r;
        r.lead = s.lead;
        r.lab = s.lab;
        r.itemId = item == QLatin1String("new") ? 0 : insertItem(c, item, spells);
        r.itemName = r.itemId ? QString() : QStringLiteral("Cut jewel");
        r.baseValue = baseValue;
        r.options.recipe = recipe;
        r.options.strength = strength;
        r.charm = charm;
        r.hired = 20;
        r.hasBook = book;
        r.partyPays = underway == QLatin1String("party");
        if (!underway.isEmpty() && !r.partyPays) {
            const qint64 busy = underway == QLatin1String("this") ? r.itemId : insertItem(c, QStringLiteral("made"), {QStringLiteral("light")});
            QVERIFY2(startBlurByMate(c, s, busy, &error), qPrintable(error));
        }
        const WorkshopPlan w = WorkshopProjects(c).plan(r, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString problems = w.problems.join(QLatin1Char('|'));
        if (message.isEmpty())
            QVERIFY2(w.ok(), qPrintable(problems));
        else
            QVERIFY2(problems.contains(message), qPrintable(problems));
    }

    // l.1326: a later weapon bonus joins the earlier one on the item: one spell of +3, not two spells.
    void mergingEnchantmentJoinsTheEarlier()
    {
        Shop s = makeShop(m_campaigns, 100000);
        Campaign& c = *s.campaign;
        QString error;
        Character lead;
        QVERIFY(CharacterRepository(c.database()).find(s.lead, &lead, &error));
        lead.spells.append(QStringLiteral("weapon-armor-enchantment"));
        QVERIFY(CharacterRepository(c.database()).update(lead, &error));
        Character mate;
        QVERIFY(CharacterRepository(c.database()).find(s.mate, &mate, &error));
        mate.spells.append(QStringLiteral("weapon-armor-enchantment"));
        QVERIFY(CharacterRepository(c.database()).update(mate, &error));
        const qint64 sword = insertItem(c, QStringLiteral("made"), {QStringLiteral("weapon-armor-enchantment-1")});
        WorkshopRequest r;
        r.lead = s.lead;
        r.lab = s.lab;
        r.itemId = sword;
        r.options.recipe = QStringLiteral("weapon-armor-enchantment-1");
        r.options.strength = 2;
        r.hired = 10;
        r.team = {s.mate};
        r.hasBook = true;
        qint64 id = 0;
        QVERIFY2(WorkshopProjects(c).start(r, &id, &error), qPrintable(error));
        QList<int> faces;
        for (int i = 0; i < 400; ++i)
            faces += 1 + i % 3;
        script(c, faces);
        for (int week = 0; week < 60 && project(c, id).status != ActivityStatus::Done; ++week)
            QVERIFY2(advanceWeeks(c, 1, &error), qPrintable(error));
        QCOMPARE(project(c, id).status, ActivityStatus::Done);
        MagicItem item;
        QVERIFY(MagicItemRepository(c.database()).find(sword, &item, &error));
        QCOMPARE(item.spells.size(), 1);
        QCOMPARE(item.spells.first().toObject().value(QStringLiteral("strength")).toInt(), 3);
    }
};

QTEST_GUILESS_MAIN(TestWorkshopLimits)
#include "tst_workshop_limits.moc"
