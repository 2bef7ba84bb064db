// Workshop projects on the calendar with scripted dice: a made week counts, a missed one is lost, an 18
// ruins the spell, a break of a week or more puts the next roll on 4 dice, a dead team member is replaced
// on a 5-dice roll (or the spell restarts), an absence loses the week, an empty purse halts the work, a dead
// lead loses the spell, completion creates (or extends) the magic item at the book's value, starting is
// undoable and refused when illegal, undoing an advance restores the campaign exactly, and a recipe's potions
// come from the payer's stock when asked (a week the stock or the purse cannot cover takes none). What the
// book forbids about the item or the request is in tst_workshop_limits.
#include "WorkshopFixture.h"

#include "activities/ActivityControl.h"
#include "commands/ChangeHistory.h"
#include "repositories/DiceLogRepository.h"
#include "repositories/EventLogRepository.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;
using namespace hk::test;

class TestWorkshop : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Workshop")};

private Q_SLOTS:
    void madeMissedRuinedThenDone()
    {
        Shop s = makeShop(m_campaigns, 2000);
        Campaign& c = *s.campaign;
        QString error;
        qint64 id = 0;
        QVERIFY2(WorkshopProjects(c).start(blurCloak(s), &id, &error), qPrintable(error));
        QVERIFY(c.undo());
        QCOMPARE(WorkshopProjects(c).list(true, &error).size(), 0);
        QVERIFY(c.redo());
        QCOMPARE(project(c, id).status, ActivityStatus::Active);

        script(c, {1, 2, 3});
        QVERIFY2(advanceWeeks(c, 1, &error), qPrintable(error));
        QCOMPARE(project(c, id).data.value(QLatin1String("weeksMade")).toInt(), 1);
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("outcome")).toString(), QStringLiteral("made"));
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("target")).toInt(), 13);
        QCOMPARE(Treasury(c).balance(s.lead, &error), 2000 - 65); // 2 apprentices × $25 + $15 of ingredients

        script(c, {6, 5, 4});
        QVERIFY(advanceWeeks(c, 1, &error));
        QCOMPARE(project(c, id).data.value(QLatin1String("weeksMade")).toInt(), 1);
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("outcome")).toString(), QStringLiteral("missed"));

        script(c, {6, 6, 6});
        QVERIFY(advanceWeeks(c, 1, &error));
        QCOMPARE(project(c, id).data.value(QLatin1String("weeksMade")).toInt(), 0);
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("outcome")).toString(), QStringLiteral("ruined"));
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("roll")).toArray().size(), 3);

        script(c, {1, 1, 2, 1, 1, 2, 1, 1, 2, 1, 1, 2, 1, 1, 2});
        QVERIFY2(advanceWeeks(c, 5, &error), qPrintable(error));
        const Activity done = project(c, id);
        QCOMPARE(done.status, ActivityStatus::Done);
        const QList<MagicItem> items = MagicItemRepository(c.database()).list(s.lead, &error);
        QCOMPARE(items.size(), 1);
        QCOMPARE(items[0].name, QStringLiteral("Grey cloak"));
        QCOMPARE(items[0].value, 100 + 3000);
        QCOMPARE(items[0].spells.size(), 1);
        QCOMPARE(items[0].spells[0].toObject().value(QLatin1String("position")).toInt(), 1);
        QCOMPARE(Treasury(c).balance(s.lead, &error), 2000 - 8 * 65);
    }

    void secondSpellByTeamWithSurcharge()
    {
        // The circlet's second spell: Iron Flesh (D) needs 2 wizards; the better DX rolls.
        Shop s = makeShop(m_campaigns, 100000);
        Campaign& c = *s.campaign;
        QString error;
        MagicItem circlet;
        circlet.name = QStringLiteral("Circlet of Dyskor Rhost");
        circlet.baseValue = 15000;
        circlet.value = 35000;
        circlet.spells = {QJsonObject{{QStringLiteral("recipe"), QStringLiteral("telepathy")}, {QStringLiteral("position"), 1}}};
        const qint64 itemId = MagicItemRepository(c.database()).insert(circlet, &error);
        WorkshopRequest r;
        r.lead = s.lead;
        r.lab = s.lab;
        r.team = {s.mate};
        r.itemId = itemId;
        r.options.recipe = QStringLiteral("iron-flesh");
        r.hired = 18; // 250 ST/day: 9 apprentices each
        r.hasBook = true;
        const WorkshopPlan w = WorkshopProjects(c).plan(r, &error);
        QVERIFY2(w.ok(), qPrintable(w.problems.join(QLatin1Char('|'))));
        QCOMPARE(w.position, 2);
        QCOMPARE(w.valueAfter, 70500);
        qint64 id = 0;
        QVERIFY2(WorkshopProjects(c).start(r, &id, &error), qPrintable(error));
        QList<int> faces;
        for (int i = 0; i < 10; ++i)
            faces += {2, 2, 2};
        script(c, faces);
        const int startDay = c.info().calendarDay;
        QVERIFY2(advanceWeeks(c, 10, &error), qPrintable(error));
        QCOMPARE(project(c, id).status, ActivityStatus::Done);
        // Each week's roll is dated on the day it was rolled, not on the advance's first day.
        QSet<int> rollDays;
        for (const DiceLogEntry& e : DiceLogRepository(c.database()).recent(100, true, &error))
            rollDays.insert(e.campaignDay);
        QCOMPARE(rollDays.size(), 10);
        QVERIFY(std::all_of(rollDays.cbegin(), rollDays.cend(), [&](int day) { return day > startDay; }));
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("target")).toInt(), 14); // Posthen's DX
        MagicItem after;
        QVERIFY(MagicItemRepository(c.database()).find(itemId, &after, &error));
        QCOMPARE(after.value, 70500);
        QCOMPARE(after.spells.size(), 2);
    }

    void fourDiceAfterABreak()
    {
        Shop s = makeShop(m_campaigns, 2000);
        Campaign& c = *s.campaign;
        QString error;
        qint64 id = 0;
        QVERIFY(WorkshopProjects(c).start(blurCloak(s), &id, &error));
        script(c, {1, 2, 3});
        QVERIFY(advanceWeeks(c, 1, &error));
        QVERIFY2(ActivityControl(c).pause(id, &error), qPrintable(error));
        QVERIFY(advanceWeeks(c, 2, &error)); // set aside two weeks: no roll, no charge
        QCOMPARE(Treasury(c).balance(s.lead, &error), 2000 - 65);
        QVERIFY2(ActivityControl(c).resume(id, &error), qPrintable(error));
        script(c, {6, 6, 5, 6}); // 23 on 4 dice: missed, still 4 dice next week
        QVERIFY2(advanceWeeks(c, 1, &error), qPrintable(error));
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("dice")).toInt(), 4);
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("outcome")).toString(), QStringLiteral("missed"));
        script(c, {2, 2, 2, 2});
        QVERIFY(advanceWeeks(c, 1, &error));
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("dice")).toInt(), 4);
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("outcome")).toString(), QStringLiteral("made"));
        script(c, {2, 2, 2});
        QVERIFY(advanceWeeks(c, 1, &error));
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("dice")).toInt(), 3);
        QCOMPARE(project(c, id).data.value(QLatin1String("weeksMade")).toInt(), 3);
    }

    void replacement_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("made");
        QTest::addColumn<int>("weeksAfter");
        QTest::newRow("made") << QList<int>{2, 2, 2, 2, 2} << true << 1;
        QTest::newRow("failed: restart") << QList<int>{6, 6, 6, 6, 6} << false << 0;
    }
    void replacement()
    {
        QFETCH(QList<int>, faces);
        QFETCH(bool, made);
        QFETCH(int, weeksAfter);
        Shop s = makeShop(m_campaigns, 100000);
        Campaign& c = *s.campaign;
        QString error;
        MagicItem staff;
        staff.name = QStringLiteral("Staff");
        staff.spells = {QJsonObject{{QStringLiteral("recipe"), QStringLiteral("light")}}};
        const qint64 itemId = MagicItemRepository(c.database()).insert(staff, &error);
        WorkshopRequest r = blurCloak(s);
        r.itemId = itemId;
        r.team = {s.mate};
        r.hired = 3;
        qint64 id = 0;
        QVERIFY2(WorkshopProjects(c).start(r, &id, &error), qPrintable(error));
        script(c, {2, 2, 2});
        QVERIFY(advanceWeeks(c, 1, &error));
        // Posthen dies: the work halts until he is replaced.
        Character mate;
        CharacterRepository(c.database()).find(s.mate, &mate, &error);
        mate.archived = true;
        CharacterRepository(c.database()).update(mate, &error);
        QVERIFY(advanceWeeks(c, 1, &error));
        QCOMPARE(project(c, id).status, ActivityStatus::Halted);
        QCOMPARE(project(c, id).haltReason, HaltReason::Team);
        script(c, faces);
        bool success = !made;
        QVERIFY2(WorkshopProjects(c).replace(id, s.mate, s.spare, &success, &error), qPrintable(error));
        QCOMPARE(success, made);
        const Activity a = project(c, id);
        QCOMPARE(a.status, ActivityStatus::Active);
        QCOMPARE(a.data.value(QLatin1String("weeksMade")).toInt(), weeksAfter);
        QCOMPARE(lastHistory(a).value(QLatin1String("dice")).toInt(), 5);
        QVERIFY(WorkshopProjects::wizards(a).contains(s.spare));
        QVERIFY(c.undo());
        QCOMPARE(project(c, id).status, ActivityStatus::Halted);
    }

    void absenceLosesTheWeek()
    {
        Shop s = makeShop(m_campaigns, 2000);
        Campaign& c = *s.campaign;
        QString error;
        qint64 id = 0;
        QVERIFY(WorkshopProjects(c).start(blurCloak(s), &id, &error));
        QVERIFY(!WorkshopProjects(c).recordAbsence(id, s.mate, 3, false, &error)); // not on the team
        QVERIFY2(WorkshopProjects(c).recordAbsence(id, s.lead, 3, false, &error), qPrintable(error));
        script(c, {}); // no roll may happen
        QVERIFY2(advanceWeeks(c, 1, &error), qPrintable(error));
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("outcome")).toString(), QStringLiteral("absent"));
        QCOMPARE(project(c, id).data.value(QLatin1String("weeksMade")).toInt(), 0);
        QVERIFY(project(c, id).data.value(QLatin1String("away")).toObject().isEmpty());
        // Two days in a row lose the week too.
        QVERIFY(WorkshopProjects(c).recordAbsence(id, s.lead, 2, true, &error));
        QVERIFY2(advanceWeeks(c, 1, &error), qPrintable(error));
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("outcome")).toString(), QStringLiteral("absent"));
        // Two days apart are allowed.
        QVERIFY(WorkshopProjects(c).recordAbsence(id, s.lead, 2, false, &error));
        script(c, {1, 2, 3});
        QVERIFY(advanceWeeks(c, 1, &error));
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("outcome")).toString(), QStringLiteral("made"));
    }

    void loneWizardOnASecondSpellRollsEveryOtherWeek()
    {
        Shop s = makeShop(m_campaigns, 2000);
        Campaign& c = *s.campaign;
        QString error;
        MagicItem ring;
        ring.name = QStringLiteral("Ring");
        ring.value = 500;
        ring.spells = {QJsonObject{{QStringLiteral("recipe"), QStringLiteral("light")}}};
        const qint64 itemId = MagicItemRepository(c.database()).insert(ring, &error);
        WorkshopRequest r;
        r.lead = s.lead;
        r.lab = s.lab;
        r.itemId = itemId;
        r.options.recipe = QStringLiteral("knock"); // 2 weeks, 15 ST/day, $40 a week; as a 2nd spell 2 wizards
        r.hasBook = true;
        qint64 id = 0;
        QVERIFY2(WorkshopProjects(c).start(r, &id, &error), qPrintable(error));
        QCOMPARE(project(c, id).data.value(QLatin1String("rollEvery")).toInt(), 2);
        QCOMPARE(project(c, id).dueDay, 1 + 4 * 7);
        script(c, {});
        QVERIFY2(advanceWeeks(c, 1, &error), qPrintable(error)); // no roll in the first week
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("outcome")).toString(), QStringLiteral("worked"));
        script(c, {1, 2, 3});
        QVERIFY(advanceWeeks(c, 1, &error));
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("outcome")).toString(), QStringLiteral("made"));
        script(c, {1, 2, 3});
        QVERIFY(advanceWeeks(c, 2, &error));
        QCOMPARE(project(c, id).status, ActivityStatus::Done);
        MagicItem after;
        QVERIFY(MagicItemRepository(c.database()).find(itemId, &after, &error));
        QCOMPARE(after.value, 500 + 2 * 1000); // Knock doubled as the second spell
        QCOMPARE(Treasury(c).balance(s.lead, &error), 2000 - 4 * 40); // the lone wizard's $40 a week, four weeks
    }

    void emptyPurseHalts()
    {
        Shop s = makeShop(m_campaigns, 100);
        Campaign& c = *s.campaign;
        QString error;
        qint64 id = 0;
        WorkshopRequest r = blurCloak(s);
        QVERIFY(WorkshopProjects(c).start(r, &id, &error));
        script(c, {1, 2, 3});
        QVERIFY(advanceWeeks(c, 2, &error));
        const Activity a = project(c, id);
        QCOMPARE(a.status, ActivityStatus::Halted);
        QCOMPARE(a.haltReason, HaltReason::Money);
        QCOMPARE(Treasury(c).balance(s.lead, &error), 35);
        QCOMPARE(a.data.value(QLatin1String("weeksMade")).toInt(), 1);
    }

    void deadLeadLosesTheSpell()
    {
        Shop s = makeShop(m_campaigns, 2000);
        Campaign& c = *s.campaign;
        QString error;
        qint64 id = 0;
        QVERIFY(WorkshopProjects(c).start(blurCloak(s), &id, &error));
        Character lead;
        CharacterRepository(c.database()).find(s.lead, &lead, &error);
        lead.archived = true;
        CharacterRepository(c.database()).update(lead, &error);
        QVERIFY(advanceWeeks(c, 1, &error));
        QCOMPARE(project(c, id).status, ActivityStatus::Cancelled);
        QCOMPARE(MagicItemRepository(c.database()).list(-1, &error).size(), 0);
    }

    void refusals()
    {
        Shop s = makeShop(m_campaigns, 2000);
        Campaign& c = *s.campaign;
        QString error;
        WorkshopRequest r = blurCloak(s);
        r.lab = 0;
        QVERIFY(!WorkshopProjects(c).start(r, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("laboratory")), qPrintable(error));
        r = blurCloak(s);
        r.team = {s.mate};
        QVERIFY(!WorkshopProjects(c).start(r, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("never shortens")), qPrintable(error));
        r = blurCloak(s);
        r.options.recipe = QStringLiteral("weapon-armor-enchantment-1");
        QVERIFY(!WorkshopProjects(c).start(r, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("does not know Weapon/Armor")), qPrintable(error));
        r = blurCloak(s);
        r.hired = 0;
        QVERIFY(!WorkshopProjects(c).start(r, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("needs 2 apprentices")), qPrintable(error));
        qint64 id = 0;
        QVERIFY(WorkshopProjects(c).start(blurCloak(s), &id, &error));
        QVERIFY(!WorkshopProjects(c).start(blurCloak(s), nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("another creation project")), qPrintable(error));
    }

    // Refusals about the item, the request or work under way (WorkshopProjects::plan), each row citing its line
    // in Advanced Wizard; the row just inside each limit plans.
    void undoAdvanceRestoresExactly()
    {
        Shop s = makeShop(m_campaigns, 2000);
        Campaign& c = *s.campaign;
        QString error;
        qint64 id = 0;
        QVERIFY(WorkshopProjects(c).start(blurCloak(s), &id, &error));
        const QString before = test::digestOf(c);
        QList<int> faces;
        for (int i = 0; i < 5; ++i)
            faces += {1, 2, 3};
        script(c, faces);
        QVERIFY(advanceWeeks(c, 5, &error));
        QCOMPARE(MagicItemRepository(c.database()).list(-1, &error).size(), 1);
        AdvanceResult undone;
        QVERIFY2(AdvanceTime::undoLast(c, false, &undone, &error), qPrintable(error));
        QCOMPARE(test::digestOf(c), before);
        QCOMPARE(MagicItemRepository(c.database()).list(-1, &error).size(), 0);
    }

    void potionsFromStockThenHaltWhenOut()
    {
        Shop s = makeShop(m_campaigns, 2000);
        Campaign& c = *s.campaign;
        QString error;
        const WorkshopRequest r = darkVisionGoggles(s, true);
        const auto [week, potion] = weekCost(c, r);
        QCOMPARE(week, 515);
        QCOMPARE(potion, 500);
        const qint64 bad = addDoses(c, s.lead, QStringLiteral("dark-vision"), 3, true); // a fault found: never used
        const qint64 good = addDoses(c, s.lead, QStringLiteral("dark-vision"), 1);
        const qint64 other = addDoses(c, s.lead, QStringLiteral("fear"), 2);
        qint64 id = 0;
        QVERIFY2(WorkshopProjects(c).start(r, &id, &error), qPrintable(error));
        QVERIFY(project(c, id).data.value(QLatin1String("potionsFromStock")).toBool());

        script(c, {1, 2, 3});
        QVERIFY2(advanceWeeks(c, 1, &error), qPrintable(error));
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("outcome")).toString(), QStringLiteral("made"));
        QVERIFY2(lastHistory(project(c, id)).value(QLatin1String("note")).toString().contains(QLatin1String("1 potion dose")),
                 qPrintable(lastHistory(project(c, id)).value(QLatin1String("note")).toString()));
        QCOMPARE(dosesIn(c, good), 0);
        QCOMPARE(dosesIn(c, bad), 3);
        QCOMPARE(dosesIn(c, other), 2);
        QCOMPARE(Treasury(c).balance(s.lead, &error), 2000 - (week - potion)); // $15: the potion was not bought

        script(c, {}); // the week halts before any roll
        QVERIFY2(advanceWeeks(c, 1, &error), qPrintable(error));
        Activity a = project(c, id);
        QCOMPARE(a.status, ActivityStatus::Halted);
        QCOMPARE(a.haltReason, HaltReason::Ingredients);
        QCOMPARE(a.data.value(QLatin1String("weeksMade")).toInt(), 1);
        QCOMPARE(Treasury(c).balance(s.lead, &error), 2000 - (week - potion)); // nothing charged for the halted week
        QCOMPARE(dosesIn(c, bad), 3);
        EventFilter filter;
        filter.kind = QStringLiteral("workshop");
        filter.text = QStringLiteral("run out of Dark Vision potion");
        const QList<CampaignEvent> told = EventLogRepository(c.database()).query(filter, &error);
        QCOMPARE(told.size(), 1);
        QCOMPARE(told.first().data.value(QLatin1String("reason")).toString(), QStringLiteral("ingredients"));

        // Refilled and resumed, the work goes on.
        const qint64 refill = addDoses(c, s.lead, QStringLiteral("dark-vision"), 2);
        QVERIFY2(ActivityControl(c).resume(id, &error), qPrintable(error));
        script(c, {2, 2, 2, 2});
        QVERIFY2(advanceWeeks(c, 1, &error), qPrintable(error)); // one week only: the halted one is not worked later
        QCOMPARE(project(c, id).status, ActivityStatus::Active);
        QCOMPARE(project(c, id).data.value(QLatin1String("weekNumber")).toInt(), 2); // worked weeks
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("dice")).toInt(), 4); // the halted week was a break
        QCOMPARE(project(c, id).data.value(QLatin1String("weeksMade")).toInt(), 2);
        QCOMPARE(dosesIn(c, refill), 1);
        QCOMPARE(Treasury(c).balance(s.lead, &error), 2000 - 2 * (week - potion));
    }

    void shortPurseTakesNoPotion()
    {
        Shop s = makeShop(m_campaigns, 10); // less than the $15 still to pay
        Campaign& c = *s.campaign;
        QString error;
        const qint64 good = addDoses(c, s.lead, QStringLiteral("dark-vision"), 1);
        qint64 id = 0;
        QVERIFY2(WorkshopProjects(c).start(darkVisionGoggles(s, true), &id, &error), qPrintable(error));
        script(c, {});
        QVERIFY2(advanceWeeks(c, 1, &error), qPrintable(error));
        QCOMPARE(project(c, id).haltReason, HaltReason::Money);
        QCOMPARE(dosesIn(c, good), 1);
        QCOMPARE(Treasury(c).balance(s.lead, &error), 10);
    }

    void withoutTheOptionPotionsAreBought()
    {
        Shop s = makeShop(m_campaigns, 2000);
        Campaign& c = *s.campaign;
        QString error;
        const qint64 good = addDoses(c, s.lead, QStringLiteral("dark-vision"), 1);
        const WorkshopRequest r = darkVisionGoggles(s, false);
        const int week = weekCost(c, r).first;
        qint64 id = 0;
        QVERIFY2(WorkshopProjects(c).start(r, &id, &error), qPrintable(error));
        script(c, {1, 2, 3});
        QVERIFY2(advanceWeeks(c, 1, &error), qPrintable(error));
        QCOMPARE(lastHistory(project(c, id)).value(QLatin1String("outcome")).toString(), QStringLiteral("made"));
        QCOMPARE(dosesIn(c, good), 1);
        QCOMPARE(Treasury(c).balance(s.lead, &error), 2000 - week);
    }
};

QTEST_GUILESS_MAIN(TestWorkshop)
#include "tst_workshop.moc"
