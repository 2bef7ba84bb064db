// Advancing time: every day is resolved in order by every resolver, one event-log row per outcome, in one
// transaction; a failing resolver or a dice script that runs out leaves the campaign untouched; undo and
// redo restore the campaign exactly (by digest), from the undo stack and across processes; undo refuses
// to throw away later changes unless forced.
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "dice/ScriptedDiceRoller.h"
#include "commands/CampaignCommand.h"
#include "repositories/EventLogRepository.h"
#include "time/AdvanceCommand.h"
#include "time/AdvanceContext.h"
#include "time/AdvanceTime.h"
#include "time/CampaignSnapshot.h"
#include "time/SnapshotRepository.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hk;

namespace {

// A week-based test job: on every 7th day after the advance began it rolls 3 dice against 11 and logs the
// outcome, and records a GM-only note. Stands in for the workshop and brewing resolvers.
class WeeklyRollResolver : public DowntimeResolver
{
public:
    QString id() const override { return QStringLiteral("weekly"); }
    bool resolveDay(AdvanceContext& ctx, QString* error) override
    {
        days.append(ctx.day());
        if ((ctx.day() - ctx.fromDay()) % 7 != 0)
            return true;
        const RollRecord roll = ctx.dice().rollAgainst(3, 11, {QStringLiteral("Tester"), QStringLiteral("weekly work"), false});
        const bool made = roll.success.value_or(false);
        return ctx.addEvent(QStringLiteral("test"), QStringLiteral("Tester"),
                            made ? QStringLiteral("made it") : QStringLiteral("missed"),
                            {{QStringLiteral("roll"), roll.total}}, false, error)
               && ctx.addEvent(QStringLiteral("test"), QStringLiteral("Tester"), QStringLiteral("secret"), {}, true, error);
    }
    QList<int> days;
};

class FailingResolver : public DowntimeResolver
{
public:
    explicit FailingResolver(int onDay) : m_day(onDay) {}
    QString id() const override { return QStringLiteral("failing"); }
    bool resolveDay(AdvanceContext& ctx, QString* error) override
    {
        if (ctx.day() != m_day)
            return true;
        *error = QStringLiteral("the lab burned down");
        return false;
    }

private:
    int m_day;
};

std::vector<std::unique_ptr<DowntimeResolver>> resolvers(WeeklyRollResolver** weekly, int failOn = 0)
{
    std::vector<std::unique_ptr<DowntimeResolver>> list;
    auto w = std::make_unique<WeeklyRollResolver>();
    *weekly = w.get();
    list.push_back(std::move(w));
    if (failOn)
        list.push_back(std::make_unique<FailingResolver>(failOn));
    return list;
}

} // namespace

class TestAdvanceTime : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_n = 0;

    std::unique_ptr<Campaign> make(int day = 10)
    {
        QString error;
        return Campaign::create(m_dir.filePath(QStringLiteral("a%1.hkc").arg(++m_n)),
                                {QStringLiteral("Advance"), QStringLiteral("tft-advanced-wizard-1980"), {}, 4, day},
                                test::registry(), &error);
    }

    static QString digest(const Campaign& c)
    {
        QString error;
        const QString d = CampaignSnapshot::digest(c.database(), &error);
        if (d.isEmpty())
            qWarning("%s", qPrintable(error));
        return d;
    }

private Q_SLOTS:
    void resolvesEveryDayInOrderWithEvents()
    {
        auto c = make();
        c->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{1, 2, 3, 6, 6, 6}));
        WeeklyRollResolver* weekly = nullptr;
        AdvanceTime time(*c, resolvers(&weekly));
        QSignalSpy restored(c.get(), &Campaign::restored);
        AdvanceResult result;
        QString error;
        QVERIFY2(time.advance(14, &result, &error), qPrintable(error));
        QCOMPARE(c->info().calendarDay, 24);
        QCOMPARE(result.fromDay, 10);
        QCOMPARE(result.toDay, 24);
        QCOMPARE(weekly->days.size(), 14);
        QCOMPARE(weekly->days.first(), 11);
        QCOMPARE(weekly->days.last(), 24);
        QCOMPARE(result.events.size(), 5); // two weeks × (roll + secret) + the calendar line
        QCOMPARE(result.events.at(0).day, 17);
        QCOMPARE(result.events.at(0).message, QStringLiteral("made it")); // 1+2+3 = 6 ≤ 11
        QCOMPARE(result.events.at(2).message, QStringLiteral("missed"));  // 18
        QVERIFY(result.events.at(1).gmOnly);
        QCOMPARE(result.events.last().kind, QStringLiteral("time"));
        QCOMPARE(restored.count(), 1);
        const QList<CampaignEvent> logged = EventLogRepository(c->database()).recent(50, true, QStringLiteral("test"), &error);
        QCOMPARE(logged.size(), 4);
        QCOMPARE(EventLogRepository(c->database()).recent(50, false, QStringLiteral("test"), &error).size(), 2);
    }

    void failureLeavesTheCampaignUntouched()
    {
        auto c = make();
        const QString before = digest(*c);
        WeeklyRollResolver* weekly = nullptr;
        c->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{1, 1, 1, 1, 1, 1}));
        AdvanceTime time(*c, resolvers(&weekly, 19));
        AdvanceResult result;
        QString error;
        QVERIFY(!time.advance(14, &result, &error));
        QVERIFY2(error.contains(QLatin1String("the lab burned down")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("Day 19")), qPrintable(error));
        QCOMPARE(digest(*c), before);
        QCOMPARE(c->info().calendarDay, 10);
    }

    void diceScriptRunningOutChangesNothing()
    {
        auto c = make();
        const QString before = digest(*c);
        WeeklyRollResolver* weekly = nullptr;
        c->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{1, 1, 1, 2}));
        AdvanceTime time(*c, resolvers(&weekly));
        AdvanceResult result;
        QString error;
        QVERIFY(!time.advance(21, &result, &error));
        QVERIFY2(error.contains(QLatin1String("nothing changed")), qPrintable(error));
        QCOMPARE(digest(*c), before);
        QCOMPARE(c->info().calendarDay, 10);
    }

    void refusesSillyAmounts()
    {
        auto c = make();
        AdvanceTime time(*c);
        AdvanceResult result;
        QString error;
        QVERIFY(!time.advance(0, &result, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!time.advance(AdvanceTime::maxDays + 1, &result, &error));
        QCOMPARE(c->info().calendarDay, 10);
    }

    void undoAndRedoAreExact()
    {
        auto c = make();
        WeeklyRollResolver* weekly = nullptr;
        AdvanceTime time(*c, resolvers(&weekly)); // seeded dice: the rolls go into the dice log
        const QString before = digest(*c);
        AdvanceResult result;
        QString error;
        QVERIFY2(time.advance(56, &result, &error), qPrintable(error));
        const QString after = digest(*c);
        QVERIFY(after != before);
        QCOMPARE(c->info().calendarDay, 66);

        AdvanceResult undone;
        QVERIFY2(AdvanceTime::undoLast(*c, false, &undone, &error), qPrintable(error));
        QCOMPARE(undone.snapshotId, result.snapshotId);
        QCOMPARE(digest(*c), before);
        QCOMPARE(c->info().calendarDay, 10);
        QVERIFY(!AdvanceTime::undoLast(*c, false, &undone, &error));

        AdvanceResult redone;
        QVERIFY2(AdvanceTime::redoNext(*c, false, &redone, &error), qPrintable(error));
        QCOMPARE(digest(*c), after);
        QCOMPARE(c->info().calendarDay, 66);
        QVERIFY(!AdvanceTime::redoNext(*c, false, &redone, &error));
    }

    void undoSurvivesReopeningAndGuardsLaterChanges()
    {
        QString path;
        QString before, after;
        {
            auto c = make();
            path = c->path();
            before = digest(*c);
            AdvanceTime time(*c);
            AdvanceResult result;
            QString error;
            QVERIFY2(time.advance(7, &result, &error), qPrintable(error));
            after = digest(*c);
        }
        QString error;
        auto c = Campaign::open(path, test::registry(), &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(digest(*c), after);
        QVERIFY(c->setNotes(QStringLiteral("written after the advance"), &error));
        AdvanceResult undone;
        QVERIFY(!AdvanceTime::undoLast(*c, false, &undone, &error));
        QVERIFY2(error.contains(QLatin1String("changed")), qPrintable(error));
        QCOMPARE(c->info().notes, QStringLiteral("written after the advance"));
        QVERIFY2(AdvanceTime::undoLast(*c, true, &undone, &error), qPrintable(error));
        QCOMPARE(digest(*c), before);
    }

    void newAdvanceDropsTheRedoChain()
    {
        auto c = make();
        AdvanceTime time(*c);
        AdvanceResult r;
        QString error;
        QVERIFY(time.advance(7, &r, &error));
        QVERIFY(AdvanceTime::undoLast(*c, false, &r, &error));
        QVERIFY(time.advance(3, &r, &error));
        QVERIFY(!AdvanceTime::redoNext(*c, false, &r, &error));
        const QList<SnapshotRecord> list = SnapshotRepository(c->database()).list(&error);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().toDay, 13);
    }

    void undoStackCommandRestoresExactly()
    {
        auto c = make();
        const QString before = digest(*c);
        auto* command = new AdvanceCommand(*c, 14);
        QString error;
        QVERIFY2(CampaignCommand::pushApplied(*c, command, &error), qPrintable(error));
        QCOMPARE(c->info().calendarDay, 24);
        const QString after = digest(*c);
        QVERIFY(c->setNotes(QStringLiteral("later edit"), &error));
        c->undoStack()->undo(); // the notes
        c->undoStack()->undo(); // the advance
        QCOMPARE(digest(*c), before);
        QCOMPARE(c->info().calendarDay, 10);
        c->undoStack()->redo();
        QCOMPARE(digest(*c), after);
        c->undoStack()->redo();
        QCOMPARE(c->info().notes, QStringLiteral("later edit"));
    }
};

QTEST_GUILESS_MAIN(TestAdvanceTime)
#include "tst_advance_time.moc"
