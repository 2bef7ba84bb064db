// Progress on long work (issue 36, "Progress on long work"): an advance tells its progress one day at a time,
// an import one character at a time; a stop asked for at any step leaves the campaign exactly as it was
// (digest, calendar, history), and in the window the Advance Time dialog shows a progress dialog whose Stop
// button does that.
#include "CampaignTestSupport.h"
#include "StrictTest.h"

#include "campaign/Campaign.h"
#include "campaign/WorkProgress.h"
#include "characters/Roster.h"
#include "commands/ChangeHistory.h"
#include "main/WorkProgressDialog.h"
#include "time/AdvanceTime.h"
#include "time/AdvanceTimeDialog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QLabel>
#include <QProgressBar>
#include <QProgressDialog>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace hk;

namespace {

// Records what the advance reports, and asks it to stop once `stopAt` steps are done (-1: never).
class RecordingProgress : public WorkProgress
{
public:
    explicit RecordingProgress(int stopAt = -1) : m_stopAt(stopAt) {}
    void start(const QString& what, int total) override
    {
        ++starts;
        this->what = what;
        this->total = total;
    }
    bool reach(int done) override
    {
        reached.append(done);
        return m_stopAt < 0 || done < m_stopAt;
    }
    void finish() override { ++finishes; }

    int starts = 0;
    int finishes = 0;
    int total = 0;
    QString what;
    QList<int> reached;

private:
    int m_stopAt;
};

} // namespace

class TestWorkProgress : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_n = 0;

    std::unique_ptr<Campaign> make()
    {
        QString error;
        auto c = Campaign::create(m_dir.filePath(QStringLiteral("p%1.hkc").arg(++m_n)),
                                  {QStringLiteral("Progress"), QStringLiteral("tft-advanced-wizard-1980"), {}, 4, 10},
                                  test::registry(), &error);
        if (!c)
            qCritical("%s", qPrintable(error));
        return c;
    }

    static QString digestOf(const Campaign& c)
    {
        QString error;
        const QString d = c.digest(&error);
        if (d.isEmpty())
            qCritical("no digest: %s", qPrintable(error));
        return d;
    }

private Q_SLOTS:
    void reportsEveryDayOnce()
    {
        auto c = make();
        QVERIFY(c);
        RecordingProgress progress;
        AdvanceTime time(*c);
        time.setProgress(&progress);
        AdvanceResult result;
        QString error;
        QVERIFY2(time.advance(21, &result, &error), qPrintable(error));
        QVERIFY(!time.wasStopped());
        QCOMPARE(progress.starts, 1);
        QCOMPARE(progress.finishes, 1);
        QCOMPARE(progress.total, 21);
        QVERIFY2(progress.what.startsWith(QLatin1String("Advance 3 week")), qPrintable(progress.what));
        QList<int> expected;
        for (int i = 0; i < 21; ++i)
            expected.append(i);
        QCOMPARE(progress.reached, expected);
        QCOMPARE(c->info().calendarDay, 31);
    }

    void stopLeavesTheCampaignAsItWas_data()
    {
        QTest::addColumn<int>("stopAt");
        QTest::newRow("before the first day") << 0;
        QTest::newRow("after a day") << 1;
        QTest::newRow("mid-way") << 17;
        QTest::newRow("on the last day") << 27;
    }
    void stopLeavesTheCampaignAsItWas()
    {
        QFETCH(int, stopAt);
        auto c = make();
        QVERIFY(c);
        const QString before = digestOf(*c);
        QVERIFY(!before.isEmpty());
        const int stepsBefore = c->undoStack()->count();
        RecordingProgress progress(stopAt);
        AdvanceTime time(*c);
        time.setProgress(&progress);
        AdvanceResult result;
        QString error;
        QVERIFY(!time.advance(28, &result, &error));
        QVERIFY(time.wasStopped());
        QVERIFY2(error.contains(QLatin1String("nothing changed")), qPrintable(error));
        QCOMPARE(progress.finishes, 1);
        QCOMPARE(progress.reached.last(), stopAt);
        QCOMPARE(c->info().calendarDay, 10);
        QCOMPARE(c->undoStack()->count(), stepsBefore);
        QCOMPARE(digestOf(*c), before);
        QVERIFY(AdvanceTime::history(*c, &error).isEmpty());

        // The same campaign then advances normally: nothing of the stopped one is left over.
        AdvanceTime again(*c);
        QVERIFY2(again.advance(28, &result, &error), qPrintable(error));
        QVERIFY(!again.wasStopped());
        QCOMPARE(c->info().calendarDay, 38);
    }

    void windowShowsProgressAndStopTakesItBack()
    {
        auto c = make();
        QVERIFY(c);
        const QString before = digestOf(*c);
        AdvanceTimeDialog dialog(*c);
        dialog.setProgressDelayMs(0);
        dialog.setAmount(52, true);
        dialog.show();
        bool sawBar = false;
        // Runs inside the advance, when the progress dialog first lets events through: press Stop.
        QTimer::singleShot(0, &dialog, [&] {
            auto* progress = dialog.findChild<QProgressDialog*>();
            if (!progress || !progress->isVisible())
                return;
            sawBar = progress->findChild<QProgressBar*>()->maximum() == 364;
            test::saveShot(progress, QStringLiteral("advance-progress"));
            for (QAbstractButton* b : progress->findChildren<QAbstractButton*>())
                b->click();
        });
        QVERIFY(!dialog.advance());
        QVERIFY(sawBar);
        auto* error = dialog.findChild<QLabel*>(QStringLiteral("error"));
        QVERIFY(error);
        QVERIFY2(error->text().startsWith(QLatin1String("Stopped")), qPrintable(error->text()));
        QCOMPARE(c->info().calendarDay, 10);
        QVERIFY(!c->undoStack()->canUndo());
        QCOMPARE(digestOf(*c), before);
        QVERIFY(!dialog.findChild<QProgressDialog*>()); // gone with the advance
    }

    void windowAdvanceThatIsNotStopped()
    {
        auto c = make();
        QVERIFY(c);
        AdvanceTimeDialog dialog(*c);
        dialog.setProgressDelayMs(0);
        dialog.setAmount(4, true);
        dialog.show();
        QVERIFY(dialog.advance());
        QCOMPARE(c->info().calendarDay, 38);
        QVERIFY(c->undoStack()->canUndo());
        QVERIFY(!dialog.findChild<QProgressDialog*>()); // gone with the advance
    }

    void importReportsAndStops_data()
    {
        QTest::addColumn<int>("stopAt");
        QTest::addColumn<int>("reports");
        QTest::newRow("never") << -1 << 2;
        QTest::newRow("while checking") << 3 << 1;
        QTest::newRow("while writing") << 15 << 2;
    }
    void importReportsAndStops()
    {
        QFETCH(int, stopAt);
        QFETCH(int, reports);
        auto c = make();
        QVERIFY(c);
        QList<Character> wizards;
        for (int i = 0; i < 12; ++i) {
            Character w;
            w.name = QStringLiteral("Wizard %1").arg(i);
            w.role = QStringLiteral("npc");
            w.race = QStringLiteral("human");
            w.st = 10;
            w.dx = 11;
            w.iq = 11;
            w.pointTotal = 32;
            wizards.append(w);
        }
        const QString before = digestOf(*c);
        // Stops when the check (12 steps) or the writing (12 more) reaches stopAt: one progress counts both.
        class Stopper : public RecordingProgress
        {
        public:
            using RecordingProgress::RecordingProgress;
            int offset = 0;
            void start(const QString& w, int t) override
            {
                offset = starts * 12;
                RecordingProgress::start(w, t);
            }
            bool reach(int done) override { return RecordingProgress::reach(offset + done); }
        } progress(stopAt);
        Roster roster(*c);
        roster.setProgress(&progress);
        QList<qint64> ids;
        QString error;
        const bool added = roster.addAll(wizards, &ids, &error);
        QCOMPARE(progress.starts, reports);
        QCOMPARE(progress.finishes, reports);
        if (stopAt < 0) {
            QVERIFY2(added, qPrintable(error));
            QCOMPARE(ids.size(), 12);
            QCOMPARE(progress.reached.size(), 24);
            return;
        }
        QVERIFY(!added);
        QVERIFY2(error.contains(QLatin1String("stopped")), qPrintable(error));
        QVERIFY(ids.isEmpty());
        QCOMPARE(progress.reached.last(), stopAt);
        QCOMPARE(digestOf(*c), before);
        QVERIFY(!c->undoStack()->canUndo());
    }

    void shortWorkShowsNoDialog()
    {
        // The default half second: a two-day advance of an empty campaign is over long before.
        QWidget parent;
        WorkProgressDialog progress(&parent);
        progress.start(QStringLiteral("Quick"), 2);
        QVERIFY(progress.reach(0));
        QVERIFY(progress.reach(1));
        progress.finish();
        QVERIFY(!progress.wasShown());
        QVERIFY(!parent.findChild<QProgressDialog*>());
    }
};

QTEST_MAIN(TestWorkProgress)
#include "tst_work_progress.moc"
