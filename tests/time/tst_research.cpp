// Research on the calendar (Advanced Wizard l.991–1009, l.1125–1133, l.1738–1770) with scripted dice: a
// week made, a week missed (start over), completion adding the spell, the workshop-wrecking 18 with the roll
// to survive (and failing it), a spoiled potion experiment and a lab explosion, money running out for the
// experiments or the next week's materials, an interruption starting the count over, and the GM's secret
// number of weeks kept out of everything the players see. Undo of the advance restores the campaign.
#include "CampaignTestSupport.h"

#include "activities/ActivityControl.h"
#include "audience/CampaignView.h"
#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "dice/ScriptedDiceRoller.h"
#include "labs/LabRepository.h"
#include "repositories/EventLogRepository.h"
#include "research/Research.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"

#include <QJsonArray>
#include <QJsonDocument>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

namespace {

Character researcher()
{
    Character c;
    c.name = QStringLiteral("Mara");
    c.race = QStringLiteral("human");
    c.st = 8;
    c.dx = 12;
    c.iq = 12;
    c.spells = {QStringLiteral("staff"), QStringLiteral("light")};
    c.underCare = false; // no healing in the way of counting an explosion's hits
    return c;
}

// One week of spell research: the experiments die, then three dice against IQ.
QList<int> week(int costDie, QList<int> roll)
{
    return QList<int>{costDie} + roll;
}

const QList<int> Made{2, 3, 4};   // 9: made against IQ 12
const QList<int> Missed{6, 6, 5}; // 17: missed

} // namespace

class TestResearch : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Research")};

    struct Setup
    {
        std::unique_ptr<Campaign> campaign;
        qint64 who = 0;
        qint64 lab = 0;
    };

    Setup setup(int purse)
    {
        Setup s;
        s.campaign = m_campaigns.create(1);
        QString error;
        if (!Roster(*s.campaign).add(researcher(), &s.who, &error))
            hk::test::setupFailed(error);
        if (purse > 0 && !Treasury(*s.campaign).change(s.who, purse, {}, QStringLiteral("Savings"), &error))
            hk::test::setupFailed(error);
        Lab lab;
        lab.name = QStringLiteral("Tower laboratory");
        lab.labType = QStringLiteral("wizard");
        LabRepository labs(s.campaign->database());
        s.lab = labs.insert(lab, &error);
        labs.setAttuned(s.lab, s.who, 1, &error);
        return s;
    }

    static void script(Campaign& campaign, const QList<int>& faces)
    {
        campaign.dice().setOverride(std::make_shared<ScriptedDiceRoller>(faces));
    }

    static Activity only(Campaign& campaign)
    {
        QString error;
        const QList<Activity> list = Research(campaign).list(0, true, false, &error);
        return list.isEmpty() ? Activity{} : list.first();
    }

    static QStringList outcomes(const Activity& a)
    {
        QStringList out;
        for (const QJsonValue& v : a.data.value(QLatin1String("history")).toArray())
            out.append(v.toObject().value(QLatin1String("outcome")).toString());
        return out;
    }

    static ResearchRequest seenBlur(qint64 lab)
    {
        ResearchRequest r;
        r.kind = QStringLiteral("seen-spell");
        r.spell = QStringLiteral("blur"); // IQ 8: 2 × 8 / 2 = 8 weeks, materials $80 a week
        r.labId = lab;
        return r;
    }

private Q_SLOTS:
    void startIsCheckedAndUndoable()
    {
        Setup s = setup(1000);
        QString error;
        Research research(*s.campaign);
        ResearchRequest r = seenBlur(0);
        QVERIFY(!research.start(s.who, r, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("laboratory")), qPrintable(error));
        r = seenBlur(s.lab);
        r.spell = QStringLiteral("fireball"); // IQ 12: needs IQ 16
        QVERIFY(!research.start(s.who, r, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("IQ 16")), qPrintable(error));
        ResearchRequest item;
        item.kind = QStringLiteral("new-item");
        item.title = QStringLiteral("Skyhook");
        item.level = 20;
        item.labId = s.lab;
        QVERIFY(!research.start(s.who, item, nullptr, &error)); // the GM has not set the weeks
        QVERIFY2(error.contains(QLatin1String("GM must set")), qPrintable(error));
        QCOMPARE(research.list(0, true, false, &error).size(), 0);

        qint64 id = 0;
        QVERIFY2(research.start(s.who, seenBlur(s.lab), &id, &error), qPrintable(error));
        QCOMPARE(Treasury(*s.campaign).balance(s.who, &error), 920);
        const Activity a = only(*s.campaign);
        QCOMPARE(a.dueDay, 1 + 8 * 7);
        QCOMPARE(CampaignView(*s.campaign, Audience::Players).researchWeeksNeeded(a), 8);
        // The lab is now booked: nobody else works in it, and this researcher is busy full time.
        QVERIFY(!research.start(s.who, seenBlur(s.lab), nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("already in use")), qPrintable(error));
        QVERIFY(s.campaign->undo());
        QCOMPARE(research.list(0, true, false, &error).size(), 0);
        QCOMPARE(Treasury(*s.campaign).balance(s.who, &error), 1000);
    }

    void progressRestartAndCompletion()
    {
        Setup s = setup(5000);
        QString error;
        QVERIFY2(Research(*s.campaign).start(s.who, seenBlur(s.lab), nullptr, &error), qPrintable(error));
        QList<int> faces = week(1, Made) + week(1, Missed);
        for (int i = 0; i < 8; ++i)
            faces += week(1, Made);
        script(*s.campaign, faces);
        const QString before = test::digestOf(*s.campaign);
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*s.campaign).advance(9 * 7, &result, &error), qPrintable(error));
        Activity a = only(*s.campaign);
        QCOMPARE(a.status, ActivityStatus::Active);
        QCOMPARE(a.data.value(QLatin1String("weeksDone")).toInt(), 7);
        QVERIFY(AdvanceTime(*s.campaign).advance(7, &result, &error));
        a = only(*s.campaign);
        QCOMPARE(a.status, ActivityStatus::Done);
        QCOMPARE(a.endedDay, 71);
        QCOMPARE(outcomes(a).mid(0, 3), (QStringList{QStringLiteral("progress"), QStringLiteral("restart"), QStringLiteral("progress")}));
        QCOMPARE(outcomes(a).size(), 10);
        const QJsonObject second = a.data.value(QLatin1String("history")).toArray().at(1).toObject();
        QCOMPARE(second.value(QLatin1String("total")).toInt(), 17);
        QCOMPARE(second.value(QLatin1String("target")).toInt(), 12);
        QCOMPARE(second.value(QLatin1String("roll")).toArray().size(), 3);
        Character c;
        QVERIFY(Roster(*s.campaign).find(s.who, &c, &error));
        QVERIFY(c.spells.contains(QStringLiteral("blur")));
        // Materials $80 for each of 10 weeks, experiments $100 a week.
        QCOMPARE(Treasury(*s.campaign).balance(s.who, &error), 5000 - 10 * 80 - 10 * 100);
        bool told = false;
        for (const AdvanceEvent& e : result.events)
            told = told || (e.kind == QLatin1String("research") && e.message.contains(QLatin1String("now knows it")));
        QVERIFY(told);
        AdvanceResult undone;
        QVERIFY(AdvanceTime::undoLast(*s.campaign, false, &undone, &error));
        QVERIFY(AdvanceTime::undoLast(*s.campaign, false, &undone, &error));
        QCOMPARE(test::digestOf(*s.campaign), before);
    }

    void accidentWrecksTheLab_data()
    {
        QTest::addColumn<QList<int>>("save");
        QTest::addColumn<bool>("survives");
        QTest::newRow("survives") << QList<int>{3, 4, 4} << true;
        QTest::newRow("dies") << QList<int>{6, 5, 4} << false;
    }
    void accidentWrecksTheLab()
    {
        QFETCH(QList<int>, save);
        QFETCH(bool, survives);
        Setup s = setup(5000);
        QString error;
        QVERIFY2(Research(*s.campaign).start(s.who, seenBlur(s.lab), nullptr, &error), qPrintable(error));
        script(*s.campaign, week(3, {6, 6, 6}) + save);
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*s.campaign).advance(7, &result, &error), qPrintable(error));
        const Activity a = only(*s.campaign);
        QCOMPARE(outcomes(a), QStringList{QStringLiteral("disaster")});
        Lab lab;
        QVERIFY(LabRepository(s.campaign->database()).find(s.lab, &lab, &error));
        QCOMPARE(lab.status, LabStatus::Closed);
        Character c;
        QVERIFY(Roster(*s.campaign).find(s.who, &c, &error));
        QCOMPARE(c.archived, !survives);
        if (survives) {
            QCOMPARE(a.status, ActivityStatus::Halted);
            QCOMPARE(a.haltReason, HaltReason::Lab);
            QCOMPARE(a.data.value(QLatin1String("weeksDone")).toInt(), 0);
            // Resumed in the wrecked lab it would halt again; moved to another attuned lab it goes on.
            QVERIFY(!Research(*s.campaign).moveToLab(a.id, s.lab, &error));
            QVERIFY2(error.contains(QLatin1String("not ready")), qPrintable(error));
            LabRepository labs(s.campaign->database());
            Lab other;
            other.name = QStringLiteral("Guild laboratory");
            error.clear();
            const qint64 otherId = labs.insert(other, &error);
            QVERIFY2(otherId > 0, qPrintable(error));
            QVERIFY(!Research(*s.campaign).moveToLab(a.id, otherId, &error));
            QVERIFY2(error.contains(QLatin1String("attuned")), qPrintable(error));
            QVERIFY(labs.setAttuned(otherId, s.who, 8, &error));
            QVERIFY2(Research(*s.campaign).moveToLab(a.id, otherId, &error), qPrintable(error));
            QVERIFY2(ActivityControl(*s.campaign).resume(a.id, &error), qPrintable(error));
            script(*s.campaign, week(1, Made));
            AdvanceResult later;
            QVERIFY2(AdvanceTime(*s.campaign).advance(7, &later, &error), qPrintable(error));
            QCOMPARE(only(*s.campaign).data.value(QLatin1String("weeksDone")).toInt(), 1);
        } else {
            QCOMPARE(a.status, ActivityStatus::Cancelled);
        }
        bool told = false;
        for (const AdvanceEvent& e : result.events)
            told = told || (e.kind == QLatin1String("research") && e.message.contains(survives ? QLatin1String("survives") : QLatin1String("dies")));
        QVERIFY(told);
    }

    void potionFailureAndExplosion()
    {
        Setup s = setup(5000);
        QString error;
        ResearchRequest r;
        r.kind = QStringLiteral("new-potion");
        r.title = QStringLiteral("Potion of Echoes");
        r.level = 10;
        r.dice = 3;
        r.gmWeeks = 3;
        r.labId = s.lab;
        QVERIFY2(Research(*s.campaign).start(s.who, r, nullptr, &error), qPrintable(error));
        // Week 1: a made week; week 2: 16, the experiment is spoiled; week 3: 17, the lab explodes:
        // 2d6 hits (3 + 4) to Mara, 1d6 × $1,000 (2) to the lab.
        script(*s.campaign, week(1, {1, 2, 3}) + week(1, {6, 5, 5}) + week(1, {6, 6, 5}) + QList<int>{3, 4} + QList<int>{2});
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*s.campaign).advance(21, &result, &error), qPrintable(error));
        const Activity a = only(*s.campaign);
        QCOMPARE(outcomes(a), (QStringList{QStringLiteral("progress"), QStringLiteral("failed-experiment"), QStringLiteral("explosion")}));
        QCOMPARE(a.status, ActivityStatus::Halted);
        QCOMPARE(a.haltReason, HaltReason::Lab);
        QCOMPARE(a.data.value(QLatin1String("weeksDone")).toInt(), 0);
        Character c;
        QVERIFY(Roster(*s.campaign).find(s.who, &c, &error));
        QCOMPARE(c.wounds, 7);
        Lab lab;
        QVERIFY(LabRepository(s.campaign->database()).find(s.lab, &lab, &error));
        QCOMPARE(lab.damage, 2000);
        QVERIFY(!lab.usable());
    }

    void moneyRunsOut_data()
    {
        QTest::addColumn<int>("purse");
        QTest::addColumn<int>("weeksRolled");
        QTest::addColumn<QString>("message");
        // $80 paid on starting; the week's experiments ($100) cannot be paid from $50.
        QTest::newRow("experiments") << 130 << 0 << "short by $50";
        // Experiments paid, the week rolled, then next week's $80 of materials cannot be bought from $30.
        QTest::newRow("next materials") << 210 << 1 << "short by $50";
    }
    void moneyRunsOut()
    {
        QFETCH(int, purse);
        QFETCH(int, weeksRolled);
        QFETCH(QString, message);
        Setup s = setup(purse);
        QString error;
        QVERIFY2(Research(*s.campaign).start(s.who, seenBlur(s.lab), nullptr, &error), qPrintable(error));
        script(*s.campaign, week(1, Made));
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*s.campaign).advance(14, &result, &error), qPrintable(error));
        const Activity a = only(*s.campaign);
        QCOMPARE(a.status, ActivityStatus::Halted);
        QCOMPARE(a.haltReason, HaltReason::Money);
        QCOMPARE(a.data.value(QLatin1String("weeksWorked")).toInt(), weeksRolled);
        bool told = false;
        for (const AdvanceEvent& e : result.events)
            told = told || (e.kind == QLatin1String("research") && e.message.contains(message) && !e.gmOnly);
        QVERIFY(told);
    }

    void materialsBoughtAfterResuming()
    {
        Setup s = setup(210);
        QString error;
        qint64 id = 0;
        QVERIFY(Research(*s.campaign).start(s.who, seenBlur(s.lab), &id, &error));
        script(*s.campaign, week(1, Made) + week(1, Made));
        AdvanceResult result;
        QVERIFY(AdvanceTime(*s.campaign).advance(7, &result, &error)); // $30 left: next week's $80 not bought
        QCOMPARE(only(*s.campaign).status, ActivityStatus::Halted);
        Treasury purse(*s.campaign);
        QVERIFY(purse.change(s.who, 500, {}, QStringLiteral("Loan"), &error));
        QVERIFY2(ActivityControl(*s.campaign).resume(id, &error), qPrintable(error));
        QVERIFY2(AdvanceTime(*s.campaign).advance(7, &result, &error), qPrintable(error));
        const Activity a = only(*s.campaign);
        QCOMPARE(a.status, ActivityStatus::Active);
        QCOMPARE(a.data.value(QLatin1String("weeksWorked")).toInt(), 2);
        QVERIFY(!a.data.contains(QLatin1String("materialsUnpaid")));
        // $530: the missed materials ($80), the week's experiments ($100), next week's materials ($80).
        QCOMPARE(purse.balance(s.who, &error), 530 - 80 - 100 - 80);
    }

    void keptFromTheGuildOrRevealed()
    {
        Setup s = setup(5000);
        QString error;
        qint64 id = 0;
        QVERIFY(Research(*s.campaign).start(s.who, seenBlur(s.lab), &id, &error));
        QList<int> faces;
        for (int i = 0; i < 8; ++i)
            faces += week(1, Made);
        script(*s.campaign, faces + QList<int>{4, 4, 4} + QList<int>{6, 6, 5});
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*s.campaign).advance(8 * 7, &result, &error), qPrintable(error));
        Activity a = only(*s.campaign);
        QCOMPARE(a.status, ActivityStatus::Done);
        // Done in the party's own lab: kept secret, with an IQ roll every 28 days.
        QCOMPARE(a.data.value(QLatin1String("nextSecrecyRollDay")).toInt(), 57 + 28);
        QVERIFY(AdvanceTime(*s.campaign).advance(28, &result, &error)); // 12 against 12: kept
        a = only(*s.campaign);
        QCOMPARE(a.data.value(QLatin1String("nextSecrecyRollDay")).toInt(), 57 + 56);
        QCOMPARE(outcomes(a).last(), QStringLiteral("kept-secret"));
        const int purse = Treasury(*s.campaign).balance(s.who, &error);
        // Revealing it now: 100 GP × IQ 8 = $8,000, one undoable step.
        QVERIFY2(Research(*s.campaign).reveal(id, &error), qPrintable(error));
        QCOMPARE(Treasury(*s.campaign).balance(s.who, &error), purse + 8000);
        QVERIFY(!Research(*s.campaign).reveal(id, &error));
        QVERIFY(s.campaign->undo());
        QCOMPARE(Treasury(*s.campaign).balance(s.who, &error), purse);
        // Kept instead, the next roll (17) fails: the Guild learns it for nothing.
        QVERIFY(AdvanceTime(*s.campaign).advance(28, &result, &error));
        a = only(*s.campaign);
        QCOMPARE(outcomes(a).last(), QStringLiteral("revealed"));
        QVERIFY(a.data.value(QLatin1String("guild")).toObject().value(QLatin1String("forced")).toBool());
        QVERIFY(!a.data.contains(QLatin1String("nextSecrecyRollDay")));
        QVERIFY(!Research(*s.campaign).reveal(id, &error));
        QCOMPARE(Treasury(*s.campaign).balance(s.who, &error), purse);
    }

    void rentedLabCannotKeepASecret()
    {
        Setup s = setup(5000);
        QString error;
        LabRepository labs(s.campaign->database());
        Lab lab;
        QVERIFY(labs.find(s.lab, &lab, &error));
        lab.tenure = LabTenure::Rented;
        QVERIFY(labs.update(lab, &error));
        QVERIFY(Research(*s.campaign).start(s.who, seenBlur(s.lab), nullptr, &error));
        QList<int> faces;
        for (int i = 0; i < 8; ++i)
            faces += week(1, Made);
        script(*s.campaign, faces);
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*s.campaign).advance(8 * 7, &result, &error), qPrintable(error));
        const Activity a = only(*s.campaign);
        QCOMPARE(a.status, ActivityStatus::Done);
        QVERIFY(a.data.value(QLatin1String("mustReveal")).toBool());
        QVERIFY(!a.data.contains(QLatin1String("nextSecrecyRollDay")));
    }

    void interruptionStartsOver()
    {
        Setup s = setup(5000);
        QString error;
        qint64 id = 0;
        QVERIFY(Research(*s.campaign).start(s.who, seenBlur(s.lab), &id, &error));
        AdvanceResult result;
        script(*s.campaign, week(1, Made) + week(1, Made));
        QVERIFY(AdvanceTime(*s.campaign).advance(7, &result, &error));
        QCOMPARE(only(*s.campaign).data.value(QLatin1String("weeksDone")).toInt(), 1);
        QVERIFY2(ActivityControl(*s.campaign).pause(id, &error), qPrintable(error));
        QVERIFY(AdvanceTime(*s.campaign).advance(7, &result, &error)); // halted: nothing rolled
        QCOMPARE(only(*s.campaign).data.value(QLatin1String("weeksWorked")).toInt(), 1);
        QVERIFY2(ActivityControl(*s.campaign).resume(id, &error), qPrintable(error));
        QVERIFY2(AdvanceTime(*s.campaign).advance(7, &result, &error), qPrintable(error));
        const Activity a = only(*s.campaign);
        QCOMPARE(a.data.value(QLatin1String("weeksWorked")).toInt(), 2);
        QCOMPARE(a.data.value(QLatin1String("weeksDone")).toInt(), 1);
        const QString note = a.data.value(QLatin1String("history")).toArray().last().toObject().value(QLatin1String("note")).toString();
        QVERIFY2(note.contains(QLatin1String("starts over")), qPrintable(note));
    }

    void secretWeeksStayWithTheGm()
    {
        Setup s = setup(5000);
        QString error;
        ResearchRequest r;
        r.kind = QStringLiteral("new-item");
        r.title = QStringLiteral("Skyhook");
        r.level = 20;
        r.dice = 4;
        r.gmWeeks = 40;
        r.labId = s.lab;
        QVERIFY2(Research(*s.campaign).start(s.who, r, nullptr, &error), qPrintable(error));
        script(*s.campaign, QList<int>{1, 1, 2, 3, 4});
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*s.campaign).advance(7, &result, &error), qPrintable(error));
        const Activity a = only(*s.campaign);
        QCOMPARE(a.data.value(QLatin1String("weeksDone")).toInt(), 1);
        QCOMPARE(CampaignView(*s.campaign, Audience::Gm).researchWeeksNeeded(a), 40);
        QCOMPARE(CampaignView(*s.campaign, Audience::Players).researchWeeksNeeded(a), -1);
        QCOMPARE(a.dueDay, 15); // only the week under way shows
        const QByteArray player = QJsonDocument(ActivityControl::toJson(a, true)).toJson();
        QVERIFY(!player.contains("\"gm\""));
        QVERIFY(!player.contains("40"));
        QVERIFY(QJsonDocument(ActivityControl::toJson(a, false)).toJson().contains("\"weeksNeeded\": 40"));
        bool gmTold = false;
        for (const CampaignEvent& e : EventLogRepository(s.campaign->database()).recent(50, true, QStringLiteral("research"), &error))
            gmTold = gmTold || (e.gmOnly && e.message.contains(QLatin1String("1 of the 40")));
        QVERIFY(gmTold);
        for (const CampaignEvent& e : EventLogRepository(s.campaign->database()).recent(50, false, QStringLiteral("research"), &error))
            QVERIFY2(!e.message.contains(QLatin1String("40")), qPrintable(e.message));
    }

    // Issue 32: the players' timeline showed research with secret weeks as finishing at its next weekly roll.
    // For them its bar has no end and nothing "finishes"; the GM's timeline still shows the week under way.
    void secretResearchShowsPlayersNoFinishDate()
    {
        Setup s = setup(5000);
        QString error;
        ResearchRequest r;
        r.kind = QStringLiteral("new-item");
        r.title = QStringLiteral("Skyhook");
        r.level = 20;
        r.dice = 4;
        r.gmWeeks = 40;
        r.labId = s.lab;
        qint64 id = 0;
        QVERIFY2(Research(*s.campaign).start(s.who, r, &id, &error), qPrintable(error));
        const auto rowOf = [&](Audience audience) {
            for (const TimelineRow& row : CampaignView(*s.campaign, audience).timeline(false, &error)) {
                if (row.activityId == id)
                    return row;
            }
            return TimelineRow{};
        };
        const TimelineRow gm = rowOf(Audience::Gm);
        QCOMPARE(gm.activityId, id);
        QCOMPARE(gm.openEnded, false);
        QCOMPARE(gm.end, only(*s.campaign).dueDay);
        const TimelineRow player = rowOf(Audience::Players);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(player.activityId, id);
        QVERIFY(player.openEnded);
        QVERIFY2(player.nextWhat != QLatin1String("finishes"), qPrintable(player.nextWhat));
        QCOMPARE(player.nextWhat, QStringLiteral("weekly roll"));
        for (const TimelineRow& row : Timeline::upcoming({player}, s.campaign->info().calendarDay, 5))
            QVERIFY2(row.nextWhat != QLatin1String("finishes"), qPrintable(row.nextWhat));

        // Research whose weeks the players know keeps its finish date for them.
        ResearchRequest known = seenBlur(s.lab);
        qint64 knownId = 0;
        Setup other = setup(5000);
        known.labId = other.lab;
        QVERIFY2(Research(*other.campaign).start(other.who, known, &knownId, &error), qPrintable(error));
        bool found = false;
        for (const TimelineRow& row : CampaignView(*other.campaign, Audience::Players).timeline(false, &error)) {
            if (row.activityId == knownId) {
                found = true;
                QVERIFY(!row.openEnded);
                QCOMPARE(row.end, only(*other.campaign).dueDay);
            }
        }
        QVERIFY(found);
    }
};

QTEST_GUILESS_MAIN(TestResearch)
#include "tst_research.moc"
