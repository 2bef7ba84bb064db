// Learning spells (Advanced Wizard's four ways): the plan's time and fee for each method from the ruleset,
// what forbids a start (IQ, apprentice ceiling, no room, already known or being learned, another full-time
// study), starting as one undoable step, the calendar completing it with an event, a study that can no
// longer be completed marked blocked, cancelling, and undo of the advance restoring the campaign exactly.
#include "CampaignTestSupport.h"

#include "activities/SpellStudies.h"
#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "characters/SpellLearning.h"
#include "repositories/EventLogRepository.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"

#include <QTemporaryDir>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

namespace {

Character learner(int iq)
{
    Character c;
    c.name = QStringLiteral("Mara");
    c.race = QStringLiteral("human");
    c.st = 32 - 12 - iq;
    c.dx = 12;
    c.iq = iq;
    c.spells = {QStringLiteral("staff"), QStringLiteral("light")};
    return c;
}

} // namespace

class TestSpellLearning : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Learning")};
    Ruleset m_rules;

    std::unique_ptr<Campaign> newCampaign() { return m_campaigns.create(1); }

private Q_SLOTS:
    void plans_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("spell");
        QTest::addColumn<int>("iq");
        QTest::addColumn<int>("fee");
        QTest::addColumn<int>("days");
        QTest::addColumn<int>("dollars");
        QTest::addColumn<int>("dxAfter");
        QTest::addColumn<bool>("fullTime");
        QTest::addColumn<bool>("allowed");
        // Study: (3 × spell IQ − IQ) weeks, −2 DX for a month (28 days) after.
        QTest::newRow("study fireball") << "study" << "fireball" << 12 << 0 << (36 - 12) * 7 << 0 << -2 << true << true;
        // Instruction: (2 × spell IQ − IQ) weeks at the agreed weekly pay.
        QTest::newRow("instruction fireball") << "instruction" << "fireball" << 12 << 40 << (24 - 12) * 7 << 480 << 0 << false << true;
        // Guild: one week, 30 GP × spell IQ at $10 a GP.
        QTest::newRow("guild fireball") << "guild-instruction" << "fireball" << 12 << 0 << 7 << 3600 << 0 << true << true;
        // Apprenticeship: four months (4 × 28 days), only spells up to IQ 12.
        QTest::newRow("apprentice trip") << "apprenticeship" << "trip" << 10 << 0 << 112 << 0 << -2 << false << true;
        QTest::newRow("apprentice above 12") << "apprenticeship" << "control-person" << 14 << 0 << 112 << 0 << -2 << false << false;
        // The formula can reach zero or less: counted as one week.
        QTest::newRow("study floor") << "study" << "light" << 24 << 0 << 7 << 0 << -2 << true << false;
        QTest::newRow("above own IQ") << "guild-instruction" << "fireball" << 11 << 0 << 7 << 3600 << 0 << true << false;
    }
    void plans()
    {
        QFETCH(QString, method);
        QFETCH(QString, spell);
        QFETCH(int, iq);
        QFETCH(int, fee);
        QFETCH(int, days);
        QFETCH(int, dollars);
        QFETCH(int, dxAfter);
        QFETCH(bool, fullTime);
        QFETCH(bool, allowed);
        auto campaign = newCampaign();
        const LearningPlan p = SpellLearning(campaign->rules()).plan(learner(iq), method, spell, fee);
        QCOMPARE(p.days, days);
        QCOMPARE(p.feeDollars, dollars);
        QCOMPARE(p.dxAfter, dxAfter);
        QCOMPARE(p.fullTime, fullTime);
        QVERIFY2(p.problems.isEmpty() == allowed, qPrintable(p.problems.join(QLatin1Char('|'))));
        if (spell == QLatin1String("light"))
            QVERIFY(p.problems.join(QLatin1Char(' ')).contains(QLatin1String("already knows")));
    }

    void noRoomForAnotherSpell()
    {
        auto campaign = newCampaign();
        Character full = learner(8);
        full.spells = {QStringLiteral("staff"), QStringLiteral("light"), QStringLiteral("blur"), QStringLiteral("magic-fist"),
                       QStringLiteral("slow-movement"), QStringLiteral("drop-weapon"), QStringLiteral("image"), QStringLiteral("detect-magic")};
        const LearningPlan p = SpellLearning(campaign->rules()).plan(full, QStringLiteral("guild-instruction"), QStringLiteral("clumsiness"));
        QVERIFY(!p.problems.isEmpty()); // IQ 9 spell and no room
        full.iq = 9;
        full.st = 11;
        QVERIFY(SpellLearning(campaign->rules()).plan(full, QStringLiteral("guild-instruction"), QStringLiteral("clumsiness")).problems.isEmpty());
        full.talentsAndLanguages = 1;
        const LearningPlan noRoom = SpellLearning(campaign->rules()).plan(full, QStringLiteral("guild-instruction"), QStringLiteral("clumsiness"));
        QVERIFY2(noRoom.problems.join(QLatin1Char(' ')).contains(QLatin1String("room")), qPrintable(noRoom.problems.join(QLatin1Char('|'))));
    }

    void startAdvanceCompleteUndo()
    {
        auto campaign = newCampaign();
        QString error;
        qint64 id = 0;
        QVERIFY2(Roster(*campaign).add(learner(12), &id, &error), qPrintable(error));
        SpellStudies studies(*campaign);
        qint64 guild = 0;
        QVERIFY(!studies.start(id, QStringLiteral("guild-instruction"), QStringLiteral("fireball"), 0, &guild, &error));
        QVERIFY2(error.contains(QLatin1String("360 GP")), qPrintable(error)); // the Guild wants its fee first
        QVERIFY(Treasury(*campaign).change(id, 4000, {}, QStringLiteral("Inheritance"), &error));
        QVERIFY2(studies.start(id, QStringLiteral("guild-instruction"), QStringLiteral("fireball"), 0, &guild, &error), qPrintable(error));
        // Fireball is now promised: no second study of it, no second full-time study.
        QVERIFY(!studies.start(id, QStringLiteral("instruction"), QStringLiteral("fireball"), 10, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("already learning")), qPrintable(error));
        QVERIFY(!studies.start(id, QStringLiteral("study"), QStringLiteral("trip"), 0, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("full time")), qPrintable(error));
        qint64 taught = 0;
        QVERIFY2(studies.start(id, QStringLiteral("instruction"), QStringLiteral("trip"), 25, &taught, &error), qPrintable(error));
        QCOMPARE(studies.list(id, false, &error).size(), 2);
        QVERIFY(campaign->undo());
        QCOMPARE(studies.list(id, false, &error).size(), 1);
        QVERIFY(campaign->redo());
        QCOMPARE(studies.list(id, false, &error).size(), 2);

        const QString before = test::digestOf(*campaign);
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*campaign).advance(7, &result, &error), qPrintable(error));
        Character c;
        QVERIFY(Roster(*campaign).find(id, &c, &error));
        QVERIFY(c.spells.contains(QStringLiteral("fireball")));
        QVERIFY(!c.spells.contains(QStringLiteral("trip"))); // (20 − 12) weeks of instruction still to go
        bool logged = false;
        for (const AdvanceEvent& e : result.events)
            logged = logged || (e.kind == QLatin1String("learning") && e.message.contains(QLatin1String("Fireball")) && e.day == 8);
        QVERIFY(logged);
        QCOMPARE(studies.list(id, false, &error).size(), 1);

        AdvanceResult undone;
        QVERIFY2(AdvanceTime::undoLast(*campaign, false, &undone, &error), qPrintable(error));
        QCOMPARE(test::digestOf(*campaign), before);
        QVERIFY(Roster(*campaign).find(id, &c, &error));
        QVERIFY(!c.spells.contains(QStringLiteral("fireball")));
        QCOMPARE(studies.list(id, false, &error).size(), 2);

        QVERIFY(studies.cancel(taught, &error));
        QCOMPARE(studies.list(id, false, &error).size(), 1);
        QVERIFY(!studies.cancel(taught, &error));
    }

    void blockedWhenNoLongerPossible()
    {
        auto campaign = newCampaign();
        QString error;
        qint64 id = 0;
        QVERIFY(Roster(*campaign).add(learner(12), &id, &error));
        QVERIFY(Treasury(*campaign).change(id, 4000, {}, QStringLiteral("Inheritance"), &error));
        QVERIFY(SpellStudies(*campaign).start(id, QStringLiteral("guild-instruction"), QStringLiteral("fireball"), 0, nullptr, &error));
        // The GM lowers IQ meanwhile (a house ruling after a curse): Fireball can no longer be memorised.
        Character c;
        QVERIFY(Roster(*campaign).find(id, &c, &error));
        c.iq = 11;
        c.st = 9;
        QVERIFY2(Roster(*campaign).update(c, &error), qPrintable(error));
        AdvanceResult result;
        QVERIFY(AdvanceTime(*campaign).advance(7, &result, &error));
        QVERIFY(Roster(*campaign).find(id, &c, &error));
        QVERIFY(!c.spells.contains(QStringLiteral("fireball")));
        const QList<Activity> all = SpellStudies(*campaign).list(id, true, &error);
        QCOMPARE(all.size(), 1);
        QCOMPARE(all.first().status, ActivityStatus::Blocked);
        EventFilter filter;
        filter.kind = QStringLiteral("learning");
        const QList<CampaignEvent> events = EventLogRepository(campaign->database()).query(filter, &error);
        QCOMPARE(events.size(), 1);
        QVERIFY(events.first().message.contains(QLatin1String("cannot memorise")));
    }

    void teacherPaidWeeklyHaltsWhenMoneyRunsOut()
    {
        auto campaign = newCampaign();
        QString error;
        qint64 id = 0;
        QVERIFY(Roster(*campaign).add(learner(12), &id, &error));
        Treasury purse(*campaign);
        QVERIFY(purse.change(id, 60, {}, QStringLiteral("Savings"), &error));
        SpellStudies studies(*campaign);
        qint64 study = 0;
        // Trip (IQ 10) by instruction: (2 × 10 − 12) = 8 weeks at $25 a week, the first paid now.
        QVERIFY2(studies.start(id, QStringLiteral("instruction"), QStringLiteral("trip"), 25, &study, &error), qPrintable(error));
        QCOMPARE(purse.balance(id, &error), 35);
        AdvanceResult result;
        QVERIFY(AdvanceTime(*campaign).advance(7, &result, &error)); // day 8: the second week paid
        QCOMPARE(purse.balance(id, &error), 10);
        QVERIFY(AdvanceTime(*campaign).advance(7, &result, &error)); // day 15: $25 due, $10 there
        QCOMPARE(purse.balance(id, &error), 10);
        QList<Activity> list = studies.list(id, false, &error);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().status, ActivityStatus::Halted);
        bool told = false;
        for (const AdvanceEvent& e : result.events)
            told = told || (e.kind == QLatin1String("money") && e.message.contains(QLatin1String("short by $15")));
        QVERIFY(told);
        const int due = list.first().dueDay;
        QVERIFY(AdvanceTime(*campaign).advance(7, &result, &error)); // day 22, still halted
        QVERIFY(!studies.resume(study, &error));                      // $25 due, $10 there
        QVERIFY(purse.change(id, 100, {}, QStringLiteral("Sold a ring"), &error));
        QVERIFY2(studies.resume(study, &error), qPrintable(error));
        QCOMPARE(purse.balance(id, &error), 85);
        list = studies.list(id, false, &error);
        QCOMPARE(list.first().status, ActivityStatus::Active);
        QCOMPARE(list.first().dueDay, due + 7); // the halted week is made up at the end
        QVERIFY(campaign->undo());
        QCOMPARE(studies.list(id, false, &error).first().status, ActivityStatus::Halted);
        QCOMPARE(purse.balance(id, &error), 110);
    }

    void removingACharacterKeepsItsStudiesForUndo()
    {
        auto campaign = newCampaign();
        QString error;
        qint64 id = 0;
        QVERIFY(Roster(*campaign).add(learner(12), &id, &error));
        QVERIFY(SpellStudies(*campaign).start(id, QStringLiteral("study"), QStringLiteral("fireball"), 0, nullptr, &error));
        QVERIFY(Roster(*campaign).remove(id, &error));
        QCOMPARE(SpellStudies(*campaign).list(0, true, &error).size(), 0);
        QVERIFY(campaign->undo());
        QCOMPARE(SpellStudies(*campaign).list(id, true, &error).size(), 1);
    }
};

QTEST_MAIN(TestSpellLearning)
#include "tst_spell_learning.moc"
