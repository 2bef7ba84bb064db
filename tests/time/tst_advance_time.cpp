// Advancing time: every day is resolved in order by every resolver, one event-log row per outcome, in one
// change; a failing resolver or a dice script that runs out leaves the campaign untouched; undo and redo
// restore the campaign exactly (by digest), from the undo stack and across processes; undo refuses to write
// over later changes to the rows the advance wrote unless forced, and keeps later changes to other values.
#include "CampaignTestSupport.h"

#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "dice/ScriptedDiceRoller.h"
#include "repositories/EventLogRepository.h"
#include "time/AdvanceContext.h"
#include "time/AdvanceTime.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include "commands/ChangeHistory.h"
#include "commands/ChangeJournal.h"
#include <QSqlError>
#include "StrictTest.h"

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

class TestAdvanceTime : public hk::test::StrictTest
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

    static QByteArray storedChanges(Campaign& c, qint64 id)
    {
        QSqlQuery q(c.database());
        q.prepare(QStringLiteral("SELECT changes FROM change_journal_changes WHERE journal_id = ?"));
        q.addBindValue(id);
        if (!q.exec() || !q.next())
            return {};
        return q.value(0).toByteArray();
    }

    static void setStoredChanges(Campaign& c, qint64 id, const QByteArray& bytes)
    {
        QSqlQuery q(c.database());
        q.prepare(QStringLiteral("UPDATE change_journal_changes SET changes = ? WHERE journal_id = ?"));
        q.addBindValue(bytes);
        q.addBindValue(id);
        QVERIFY2(q.exec() && q.numRowsAffected() == 1, qPrintable(q.lastError().text()));
    }

private Q_SLOTS:
    void resolvesEveryDayInOrderWithEvents()
    {
        auto c = make();
        c->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{1, 2, 3, 6, 6, 6}));
        WeeklyRollResolver* weekly = nullptr;
        AdvanceTime time(*c, resolvers(&weekly));
        QSignalSpy info(c.get(), &Campaign::infoChanged);
        QSignalSpy events(c.get(), &Campaign::eventLogged);
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
        QVERIFY(info.count() >= 1);
        QCOMPARE(events.count(), 1); // once for the whole advance
        const QList<CampaignEvent> logged = EventLogRepository(c->database()).recent(50, true, QStringLiteral("test"), &error);
        QCOMPARE(logged.size(), 4);
        QCOMPARE(EventLogRepository(c->database()).recent(50, false, QStringLiteral("test"), &error).size(), 2);
    }

    void failureLeavesTheCampaignUntouched()
    {
        auto c = make();
        const QString before = test::digestOf(*c);
        WeeklyRollResolver* weekly = nullptr;
        c->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{1, 1, 1, 1, 1, 1}));
        AdvanceTime time(*c, resolvers(&weekly, 19));
        AdvanceResult result;
        QString error;
        QVERIFY(!time.advance(14, &result, &error));
        QVERIFY2(error.contains(QLatin1String("the lab burned down")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("Day 19")), qPrintable(error));
        QCOMPARE(test::digestOf(*c), before);
        QCOMPARE(c->info().calendarDay, 10);
    }

    void diceScriptRunningOutChangesNothing()
    {
        auto c = make();
        const QString before = test::digestOf(*c);
        WeeklyRollResolver* weekly = nullptr;
        c->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{1, 1, 1, 2}));
        AdvanceTime time(*c, resolvers(&weekly));
        AdvanceResult result;
        QString error;
        QVERIFY(!time.advance(21, &result, &error));
        QVERIFY2(error.contains(QLatin1String("nothing changed")), qPrintable(error));
        QCOMPARE(test::digestOf(*c), before);
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
        const QString before = test::digestOf(*c);
        AdvanceResult result;
        QString error;
        QVERIFY2(time.advance(56, &result, &error), qPrintable(error));
        const QString after = test::digestOf(*c);
        QVERIFY(after != before);
        QCOMPARE(c->info().calendarDay, 66);

        AdvanceResult undone;
        QVERIFY2(AdvanceTime::undoLast(*c, false, &undone, &error), qPrintable(error));
        QCOMPARE(undone.journalId, result.journalId);
        QCOMPARE(test::digestOf(*c), before);
        QCOMPARE(c->info().calendarDay, 10);
        QVERIFY(!AdvanceTime::undoLast(*c, false, &undone, &error));

        AdvanceResult redone;
        QVERIFY2(AdvanceTime::redoNext(*c, false, &redone, &error), qPrintable(error));
        QCOMPARE(test::digestOf(*c), after);
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
            before = test::digestOf(*c);
            WeeklyRollResolver* weekly = nullptr;
            AdvanceTime time(*c, resolvers(&weekly)); // it rolls the seeded dice
            AdvanceResult result;
            QString error;
            QVERIFY2(time.advance(7, &result, &error), qPrintable(error));
            after = test::digestOf(*c);
        }
        QString error;
        auto c = Campaign::open(path, test::registry(), &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(test::digestOf(*c), after);
        // A later roll moved the seeded dice on: undoing the advance would rewind them under that roll.
        test::roll(*c, QStringLiteral("3d6"));
        const QString rolled = test::digestOf(*c);
        AdvanceResult undone;
        QVERIFY(!AdvanceTime::undoLast(*c, false, &undone, &error));
        QVERIFY2(error.contains(QLatin1String("changed since")), qPrintable(error));
        QCOMPARE(test::digestOf(*c), rolled);
        // Forced, the advance goes; the roll's own row stays in the log.
        QVERIFY2(AdvanceTime::undoLast(*c, true, &undone, &error), qPrintable(error));
        QCOMPARE(c->info().calendarDay, 10);
    }

    void undoKeepsLaterChangesToOtherValues()
    {
        auto c = make();
        AdvanceTime time(*c);
        AdvanceResult result;
        QString error;
        QVERIFY2(time.advance(7, &result, &error), qPrintable(error));
        // The notes are a value the advance did not write: undoing it leaves them as they are now.
        QVERIFY(c->setNotes(QStringLiteral("written after the advance"), &error));
        AdvanceResult undone;
        QVERIFY2(AdvanceTime::undoLast(*c, false, &undone, &error), qPrintable(error));
        QCOMPARE(c->info().calendarDay, 10);
        QCOMPARE(c->info().notes, QStringLiteral("written after the advance"));
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
        const QList<AdvanceRecord> list = AdvanceTime::history(*c, &error);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().toDay, 13);
    }

    // The journal keeps its change sets compressed; an entry a file kept before that (the raw SQLite change set)
    // still undoes and redoes exactly, and a damaged one refuses rather than undoing nothing.
    void journalKeepsChangesCompressed()
    {
        const QByteArray raw = QByteArray("T\x02\x01") + QByteArray(4000, 'x');
        QCOMPARE(ChangeJournal::unpack(ChangeJournal::pack(raw)), raw);
        QVERIFY(ChangeJournal::pack(raw).size() < raw.size() / 10);
        QCOMPARE(ChangeJournal::unpack(raw), raw); // stored before compression
        QVERIFY(ChangeJournal::pack(QByteArray()).isEmpty());

        auto c = make();
        WeeklyRollResolver* weekly = nullptr;
        AdvanceResult result;
        QString error;
        QVERIFY2(AdvanceTime(*c, resolvers(&weekly)).advance(56, &result, &error), qPrintable(error));
        const QByteArray stored = storedChanges(*c, result.journalId);
        QVERIFY(stored.startsWith("HKZ1"));
        const JournalEntry entry = ChangeJournal(c->database()).find(result.journalId, &error);
        QVERIFY2(entry.id == result.journalId, qPrintable(error));
        QVERIFY(stored.size() < entry.changes.bytes().size());
    }

    void entryStoredUncompressedUndoesExactly_data()
    {
        QTest::addColumn<bool>("reopen");
        QTest::newRow("same program") << false;
        QTest::newRow("reopened, as an older file") << true;
    }

    void entryStoredUncompressedUndoesExactly()
    {
        QFETCH(bool, reopen);
        auto c = make();
        const QString path = c->path();
        const QString before = test::digestOf(*c);
        WeeklyRollResolver* weekly = nullptr;
        AdvanceResult result;
        QString error;
        QVERIFY2(AdvanceTime(*c, resolvers(&weekly)).advance(21, &result, &error), qPrintable(error));
        const QString after = test::digestOf(*c);
        const JournalEntry entry = ChangeJournal(c->database()).find(result.journalId, &error);
        QVERIFY2(!entry.changes.isEmpty(), qPrintable(error));
        setStoredChanges(*c, result.journalId, entry.changes.bytes()); // as written before compression
        if (QTest::currentTestFailed())
            return;
        QVERIFY(storedChanges(*c, result.journalId).startsWith('T'));
        if (reopen) {
            c.reset();
            c = Campaign::open(path, test::registry(), &error);
            QVERIFY2(c, qPrintable(error));
        }
        AdvanceResult r;
        QVERIFY2(AdvanceTime::undoLast(*c, false, &r, &error), qPrintable(error));
        QCOMPARE(test::digestOf(*c), before);
        QVERIFY2(AdvanceTime::redoNext(*c, false, &r, &error), qPrintable(error));
        QCOMPARE(test::digestOf(*c), after);
    }

    void damagedEntryRefusesUndo()
    {
        auto c = make();
        AdvanceResult result;
        QString error;
        QVERIFY2(AdvanceTime(*c).advance(14, &result, &error), qPrintable(error));
        const QString after = test::digestOf(*c);
        setStoredChanges(*c, result.journalId, QByteArray("HKZ1") + QByteArray(40, '\x7f'));
        if (QTest::currentTestFailed())
            return;
        AdvanceResult r;
        QTest::ignoreMessage(QtWarningMsg, "qUncompress: Input data is corrupted");
        QVERIFY(!AdvanceTime::undoLast(*c, false, &r, &error));
        QVERIFY2(error.contains(QLatin1String("damaged")), qPrintable(error));
        QCOMPARE(test::digestOf(*c), after);
        QCOMPARE(c->info().calendarDay, 24);
    }

    void undoStackCommandRestoresExactly()
    {
        auto c = make();
        const QString before = test::digestOf(*c);
        AdvanceResult result;
        QString error;
        QVERIFY2(AdvanceTime(*c).advance(14, &result, &error), qPrintable(error));
        QCOMPARE(c->undoStack()->count(), 1);
        QCOMPARE(c->info().calendarDay, 24);
        const QString after = test::digestOf(*c);
        QVERIFY(c->setNotes(QStringLiteral("later edit"), &error));
        QVERIFY2(c->undo(&error), qPrintable(error)); // the notes
        QVERIFY2(c->undo(&error), qPrintable(error)); // the advance
        QCOMPARE(test::digestOf(*c), before);
        QCOMPARE(c->info().calendarDay, 10);
        // The journal knows the window undid it: the CLI would redo it, not undo it.
        QVERIFY(AdvanceTime::history(*c, &error).first().undone);
        QVERIFY2(c->redo(&error), qPrintable(error));
        QCOMPARE(test::digestOf(*c), after);
        QVERIFY2(c->redo(&error), qPrintable(error));
        QCOMPARE(c->info().notes, QStringLiteral("later edit"));
    }
};

QTEST_GUILESS_MAIN(TestAdvanceTime)
#include "tst_advance_time.moc"
