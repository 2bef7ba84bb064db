// Workshop projects on the calendar with scripted dice: a made week counts, a missed one is lost, an 18
// ruins the spell, a break of a week or more puts the next roll on 4 dice, a dead team member is replaced
// on a 5-dice roll (or the spell restarts), an absence loses the week, an empty purse halts the work, a dead
// lead loses the spell, completion creates (or extends) the magic item at the book's value, starting is
// undoable and refused when illegal, undoing an advance restores the campaign exactly, and a recipe's potions
// come from the payer's stock when asked (a week the stock or the purse cannot cover takes none); what the
// book forbids about the item or the request is refused with its line (itemRefusals).
#include "CampaignTestSupport.h"

#include "activities/ActivityControl.h"
#include "alchemy/PotionStockRepository.h"
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "characters/CharacterRepository.h"
#include "dice/ScriptedDiceRoller.h"
#include "labs/LabRepository.h"
#include "repositories/DiceLogRepository.h"
#include "repositories/EventLogRepository.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"
#include "workshop/MagicItemRepository.h"
#include "workshop/WorkshopProjects.h"

#include <QJsonArray>
#include "commands/ChangeHistory.h"
#include <QtTest>

using namespace hk;

namespace {

struct Shop
{
    std::unique_ptr<Campaign> campaign;
    qint64 lead = 0;
    qint64 mate = 0;
    qint64 spare = 0;
    qint64 apprentice = 0;
    qint64 lab = 0;
};

qint64 addWizard(Campaign& c, const QString& name, int dx, qint64 labId)
{
    Character w;
    w.name = name;
    w.race = QStringLiteral("human");
    w.st = 12;
    w.dx = dx;
    w.iq = 20;
    w.spells = {QStringLiteral("lesser-magic-item-creation"), QStringLiteral("greater-magic-item-creation")};
    QString error;
    const qint64 id = CharacterRepository(c.database()).insert(w, &error);
    Lab lab;
    lab.name = name + QStringLiteral("'s lab");
    lab.sinceDay = 1;
    LabRepository labs(c.database());
    const qint64 lid = labId ? labId : labs.insert(lab, &error);
    labs.setAttuned(lid, id, 1, &error);
    return id;
}

Shop makeShop(test::CampaignFactory& factory, int money)
{
    Shop s;
    s.campaign = factory.create(1);
    Campaign& c = *s.campaign;
    QString error;
    s.lead = addWizard(c, QStringLiteral("Grymaug"), 13, 0);
    s.lab = LabRepository(c.database()).list(false, &error).first().id;
    s.mate = addWizard(c, QStringLiteral("Posthen"), 14, 0);
    s.spare = addWizard(c, QStringLiteral("Ilsa"), 12, 0);
    Character a = test::legalWizard(QStringLiteral("Tam"));
    a.role = QStringLiteral("apprentice");
    s.apprentice = CharacterRepository(c.database()).insert(a, &error);
    if (money > 0)
        Treasury(c).change(s.lead, money, QStringLiteral("deposit"), QStringLiteral("Commission"), &error);
    return s;
}

WorkshopRequest blurCloak(const Shop& s)
{
    WorkshopRequest r;
    r.lead = s.lead;
    r.lab = s.lab;
    r.options.recipe = QStringLiteral("blur"); // 5 weeks, 75 ST/day (2 apprentices), $15 a week
    r.itemName = QStringLiteral("Grey cloak");
    r.baseValue = 100;
    r.apprentices = {s.apprentice};
    r.hired = 1;
    r.hasBook = true;
    return r;
}

// Dark Vision: 3 weeks, 25 ST/day (no apprentices), $515 a week of which $500 is one Dark Vision potion.
WorkshopRequest darkVisionGoggles(const Shop& s, bool fromStock)
{
    WorkshopRequest r;
    r.lead = s.lead;
    r.lab = s.lab;
    r.options.recipe = QStringLiteral("dark-vision");
    r.itemName = QStringLiteral("Owl goggles");
    r.potionsFromStock = fromStock;
    r.hasBook = true;
    return r;
}

qint64 labNamed(Campaign& c, const QString& name)
{
    QString error;
    for (const Lab& l : LabRepository(c.database()).list(false, &error)) {
        if (l.name == name)
            return l.id;
    }
    return 0;
}

// A magic item already owned: "made" in the workshop with these spells in order, or "market" (bought, its
// spells not recorded).
qint64 insertItem(Campaign& c, const QString& origin, const QStringList& spells)
{
    MagicItem item;
    item.name = origin == QLatin1String("market") ? QStringLiteral("Bought ring") : QStringLiteral("Old ring");
    item.baseValue = 50;
    item.value = 2000;
    for (const QString& recipe : spells)
        item.spells.append(QJsonObject{{QStringLiteral("recipe"), recipe}, {QStringLiteral("position"), int(item.spells.size()) + 1}});
    if (origin == QLatin1String("market"))
        item.data = {{QStringLiteral("source"), QStringLiteral("market")}};
    QString error;
    return MagicItemRepository(c.database()).insert(item, &error);
}

// Posthen, in his own lab, starts a Blur on the item: a project under way there.
bool startBlurByMate(Campaign& c, const Shop& s, qint64 itemId, QString* error)
{
    WorkshopRequest r;
    r.lead = s.mate;
    r.lab = labNamed(c, QStringLiteral("Posthen's lab"));
    r.options.recipe = QStringLiteral("blur");
    r.itemId = itemId;
    r.hired = 10;
    r.hasBook = true;
    return WorkshopProjects(c).start(r, nullptr, error);
}

qint64 addDoses(Campaign& c, qint64 holder, const QString& potion, int doses, bool knownFaulty = false)
{
    PotionStock p;
    p.characterId = holder;
    p.potion = potion;
    p.doses = doses;
    p.madeDay = 1;
    p.faulty = knownFaulty;
    p.faultyEffect = knownFaulty ? QStringLiteral("inactive") : QString();
    p.detected = knownFaulty;
    QString error;
    return PotionStockRepository(c.database()).insert(p, &error);
}

int dosesIn(Campaign& c, qint64 stockId)
{
    PotionStock p;
    QString error;
    return PotionStockRepository(c.database()).find(stockId, &p, &error) ? p.doses : -1;
}

// What one week of the plan costs, and the part of it the recipe's potions account for.
QPair<int, int> weekCost(Campaign& c, const WorkshopRequest& r)
{
    QString error;
    const WeeklyNeeds needs = WorkshopProjects(c).plan(r, &error).plan.workWeekNeeds.value(0);
    int potions = 0;
    for (const IngredientNeed& i : needs.ingredients)
        potions += i.potion.isEmpty() ? 0 : int(i.quantity * i.cost);
    return {needs.total(), potions};
}

void script(Campaign& c, QList<int> faces)
{
    c.dice().setOverride(std::make_shared<ScriptedDiceRoller>(std::move(faces)));
}

Activity project(Campaign& c, qint64 id)
{
    Activity a;
    QString error;
    WorkshopProjects(c).find(id, &a, &error);
    return a;
}

QJsonObject lastHistory(const Activity& a)
{
    return a.data.value(QLatin1String("history")).toArray().last().toObject();
}

bool advanceWeeks(Campaign& c, int weeks, QString* error)
{
    AdvanceResult result;
    return AdvanceTime(c).advance(7 * weeks, &result, error);
}

} // namespace

class TestWorkshop : public QObject
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
        c.undoStack()->undo();
        QCOMPARE(WorkshopProjects(c).list(true, &error).size(), 0);
        c.undoStack()->redo();
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
        c.undoStack()->undo();
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
        r.hired = 10;
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

    void undoAdvanceRestoresExactly()
    {
        Shop s = makeShop(m_campaigns, 2000);
        Campaign& c = *s.campaign;
        QString error;
        qint64 id = 0;
        QVERIFY(WorkshopProjects(c).start(blurCloak(s), &id, &error));
        const QString before = c.digest(&error);
        QList<int> faces;
        for (int i = 0; i < 5; ++i)
            faces += {1, 2, 3};
        script(c, faces);
        QVERIFY(advanceWeeks(c, 5, &error));
        QCOMPARE(MagicItemRepository(c.database()).list(-1, &error).size(), 1);
        AdvanceResult undone;
        QVERIFY2(AdvanceTime::undoLast(c, false, &undone, &error), qPrintable(error));
        QCOMPARE(c.digest(&error), before);
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
