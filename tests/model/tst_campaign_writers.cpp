// Two programs on one campaign file, each with its own connection and undo history (two Campaign objects):
// each sees the other's changes, a change re-reads what it changes, an undo never writes a stale
// before-image over the other's work, and a program that holds the file too long gets a clear message.
#include "CampaignTestSupport.h"

#include "characters/Roster.h"
#include "treasury/Treasury.h"

#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

class TestCampaignWriters : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("two")};

    struct Pair
    {
        std::unique_ptr<Campaign> window; // the GM's window
        std::unique_ptr<Campaign> script; // a script or the CLI on the same file
        qint64 krait = 0;
        qint64 yzor = 0;
    };

    Pair open(QString* error)
    {
        Pair p;
        p.window = m_campaigns.create(10);
        if (!p.window || !Roster(*p.window).add(test::legalWizard(QStringLiteral("Krait")), &p.krait, error)
            || !Roster(*p.window).add(test::legalWizard(QStringLiteral("Yzor")), &p.yzor, error))
            return p;
        p.window->forgetHistory();
        p.script = Campaign::open(p.window->path(), test::registry(), error);
        return p;
    }

    static int experience(Campaign& c, qint64 id)
    {
        Character ch;
        QString error;
        return Roster(c).find(id, &ch, &error) ? ch.experience : -1;
    }

private Q_SLOTS:
    void eachSeesTheOthersChanges()
    {
        QString error;
        Pair p = open(&error);
        QVERIFY2(p.script, qPrintable(error));
        QSignalSpy restored(p.window.get(), &Campaign::restored);
        QVERIFY(p.script->rename(QStringLiteral("Renamed by a script"), &error));
        QVERIFY(p.window->checkForOutsideChanges());
        QCOMPARE(restored.count(), 1);
        QCOMPARE(p.window->info().name, QStringLiteral("Renamed by a script"));
        QVERIFY(!p.window->checkForOutsideChanges()); // nothing new since
        // Its own changes are not "outside" ones.
        QVERIFY(p.window->setNotes(QStringLiteral("mine"), &error));
        QVERIFY(!p.window->checkForOutsideChanges());
        QCOMPARE(restored.count(), 1);
    }

    void aChangeRereadsWhatItChanges()
    {
        QString error;
        Pair p = open(&error);
        QVERIFY2(p.script, qPrintable(error));
        QVERIFY(Roster(*p.window).awardXp({p.krait}, 10, QStringLiteral("window"), &error));
        QVERIFY(Roster(*p.script).awardXp({p.krait}, 5, QStringLiteral("script"), &error));
        // The window has not looked yet, and still builds on the script's award.
        QVERIFY(Roster(*p.window).awardXp({p.krait}, 1, QStringLiteral("window again"), &error));
        QCOMPARE(experience(*p.window, p.krait), 16);
        // The calendar the script moved is the one the window's next change is dated on.
        QVERIFY(p.script->change(QStringLiteral("move"), [&](QString*, QString* e) { return p.script->moveCalendar(40, e); }, &error));
        QVERIFY(Treasury(*p.window).change(0, 100, QStringLiteral("deposit"), QStringLiteral("late"), &error));
        QCOMPARE(Treasury(*p.window).ledger(0, &error).last().day, 40);
    }

    void undoRefusesToOverwriteAnotherProgramsWork()
    {
        QString error;
        Pair p = open(&error);
        QVERIFY2(p.script, qPrintable(error));
        QVERIFY(Roster(*p.window).awardXp({p.krait}, 10, QStringLiteral("window"), &error));
        QVERIFY(Roster(*p.script).awardXp({p.krait}, 5, QStringLiteral("script"), &error));
        const QString before = test::digestOf(*p.window);
        QSignalSpy errors(p.window.get(), &Campaign::errorOccurred);
        QVERIFY(!p.window->undo(&error));
        QVERIFY2(error.contains(QLatin1String("a character has been changed since")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("Award 10 EP to Krait")), qPrintable(error));
        QCOMPARE(test::digestOf(*p.window), before);
        QCOMPARE(p.window->undoStack()->index(), 1); // the step stays where it was
        QCOMPARE(experience(*p.window, p.krait), 15);
        QCOMPARE(errors.count(), 0); // the caller got the message; nothing else pops up
        // Asked without a place for the message (the window's Edit menu): the views are told, the step stays.
        QVERIFY(!p.window->undo());
        QCOMPARE(errors.count(), 1);
        QCOMPARE(p.window->undoStack()->index(), 1);
        QCOMPARE(test::digestOf(*p.window), before);
    }

    void undoOfOtherRowsStillWorks()
    {
        QString error;
        Pair p = open(&error);
        QVERIFY2(p.script, qPrintable(error));
        QVERIFY(Roster(*p.window).awardXp({p.krait}, 10, QStringLiteral("window"), &error));
        QVERIFY(Roster(*p.script).awardXp({p.yzor}, 5, QStringLiteral("script"), &error));
        QVERIFY2(p.window->undo(&error), qPrintable(error));
        QCOMPARE(experience(*p.window, p.krait), 0);
        QCOMPARE(experience(*p.window, p.yzor), 5);
        QVERIFY2(p.window->redo(&error), qPrintable(error));
        QCOMPARE(experience(*p.window, p.krait), 10);
    }

    void aWriterThatHoldsTheFileGetsAClearMessage()
    {
        QString error;
        Pair p = open(&error);
        QVERIFY2(p.script, qPrintable(error));
        const QString before = test::digestOf(*p.window);
        {
            QSqlDatabase holder = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
            holder.setDatabaseName(p.window->path());
            QVERIFY(holder.open());
            QSqlQuery q(holder);
            QVERIFY(q.exec(QStringLiteral("BEGIN IMMEDIATE")));
            p.window->setBusyTimeout(100);
            QVERIFY(!Roster(*p.window).awardXp({p.krait}, 10, QStringLiteral("blocked"), &error));
            QVERIFY2(error.contains(QLatin1String("Another program is writing this campaign")), qPrintable(error));
            QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
            holder.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("holder"));
        QCOMPARE(test::digestOf(*p.window), before);
        QCOMPARE(p.window->undoStack()->count(), 0);
        QVERIFY2(Roster(*p.window).awardXp({p.krait}, 10, QStringLiteral("free again"), &error), qPrintable(error));
    }

    // An edit is written to the write-ahead log only (the GM does not wait for more); once the campaign has
    // been quiet for a moment, the log is copied into the file itself.
    void theLogIsCopiedIntoTheFileWhenIdle()
    {
        QString error;
        std::unique_ptr<Campaign> c = m_campaigns.create(10);
        qint64 krait = 0;
        QVERIFY2(c && Roster(*c).add(test::legalWizard(QStringLiteral("Krait")), &krait, &error), qPrintable(error));
        QTest::qWait(1500); // the idle checkpoint of the creation and the addition
        const auto fileBytes = [&c] {
            QFile f(c->path());
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray before = fileBytes();
        QVERIFY2(Roster(*c).awardXp({krait}, 10, QStringLiteral("a quiet award"), &error), qPrintable(error));
        QCOMPARE(fileBytes(), before); // only the log has it yet
        QVERIFY(QFileInfo(c->path() + QStringLiteral("-wal")).size() > 0);
        QTRY_VERIFY_WITH_TIMEOUT(fileBytes() != before, 5000);
    }
};

QTEST_GUILESS_MAIN(TestCampaignWriters)
#include "tst_campaign_writers.moc"
