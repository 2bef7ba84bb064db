// The CLI's progress line (issue 36, "Progress on long work"): drawn in place on a terminal after a short
// wait, cleared at the end, and never written when stderr is a pipe or a file, so piped output and --json
// stay clean. End to end: a year's advance through a pseudo-terminal shows the line; through a pipe it does not.
#include "CliRunner.h"
#include "StrictTest.h"

#include "TerminalProgress.h"
#include "TestSupport.h"
#include "bench/FiveYearCampaign.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

using namespace hk;

namespace {

// Both ends of a pseudo-terminal: what the progress writes on `slave` is read back from `master`.
struct PseudoTerminal
{
    int master = -1;
    FILE* slave = nullptr;
    PseudoTerminal()
    {
        master = posix_openpt(O_RDWR | O_NOCTTY);
        if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0)
            return;
        slave = std::fopen(ptsname(master), "w");
        fcntl(master, F_SETFL, O_NONBLOCK);
    }
    ~PseudoTerminal()
    {
        if (slave)
            std::fclose(slave);
        if (master >= 0)
            ::close(master);
    }
    QByteArray read() const
    {
        QByteArray out;
        char buffer[512];
        ssize_t n = 0;
        while ((n = ::read(master, buffer, sizeof buffer)) > 0)
            out.append(buffer, int(n));
        return out;
    }
};

} // namespace

class TestTerminalProgress : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void drawsInPlaceOnATerminal()
    {
        PseudoTerminal tty;
        QVERIFY2(tty.slave, "no pseudo-terminal");
        TerminalProgress progress(tty.slave);
        QVERIFY(progress.isShown());
        progress.start(QStringLiteral("Advance 52 weeks"), 364);
        QVERIFY(progress.reach(0));
        QCOMPARE(tty.read(), QByteArray()); // nothing in the first moments
        QTest::qWait(350);
        QVERIFY(progress.reach(120));
        QCOMPARE(tty.read(), QByteArray("\r\033[KAdvance 52 weeks: 120 of 364 (32%)"));
        QVERIFY(progress.reach(121)); // too soon to draw again
        QCOMPARE(tty.read(), QByteArray());
        progress.finish();
        QCOMPARE(tty.read(), QByteArray("\r\033[K"));
    }

    void silentOnAPipe()
    {
        int fds[2];
        QVERIFY(::pipe(fds) == 0);
        FILE* writeEnd = fdopen(fds[1], "w");
        TerminalProgress progress(writeEnd);
        QVERIFY(!progress.isShown());
        progress.start(QStringLiteral("Advance 52 weeks"), 364);
        QTest::qWait(350);
        QVERIFY(progress.reach(200));
        progress.finish();
        std::fclose(writeEnd);
        char c;
        QCOMPARE(::read(fds[0], &c, 1), ssize_t(0));
        ::close(fds[0]);
    }

    void aLongAdvanceOnATerminalAndThroughAPipe()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("year.hkc"));
        {
            // Work under way, so that the year's advance reports its days.
            double seconds = 0;
            QString error;
            QVERIFY2(bench::buildFiveYearCampaign(file, test::registry(), bench::workUnderWay(), &seconds, &error), qPrintable(error));
        }
        // Through a pipe (as every other CLI test runs): not a byte of progress on stderr.
        const QString piped = dir.filePath(QStringLiteral("piped.hkc"));
        QVERIFY(QFile::copy(file, piped));
        CliResult quiet = runCli({QStringLiteral("advance"), piped, QStringLiteral("--weeks"), QStringLiteral("52")});
        QVERIFY2(quiet.exitCode == 0, qPrintable(quiet.err));
        QCOMPARE(quiet.err, QString());

        // On a terminal (script(1) gives the CLI a pseudo-terminal): the line shows, then is cleared. It is drawn
        // from the start (HK_PROGRESS_AFTER_MS=0): the year's advance may end before the usual first wait.
        QProcess script;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HK_PROGRESS_AFTER_MS"), QStringLiteral("0"));
        script.setProcessEnvironment(env);
        const QString command = QStringLiteral("'%1' advance '%2' --weeks 52").arg(QStringLiteral(HK_CLI_PATH), file);
        script.start(QStringLiteral("script"), {QStringLiteral("-qec"), command, QStringLiteral("/dev/null")});
        QVERIFY(script.waitForFinished(120000));
        const QByteArray shown = script.readAllStandardOutput();
        QCOMPARE(script.exitCode(), 0);
        QVERIFY2(shown.contains("\r\033[KAdvance 52 weeks: "), shown.left(400).constData());
        QVERIFY(shown.contains(" of 364 ("));
    }
};

QTEST_MAIN(TestTerminalProgress)
#include "tst_terminal_progress.moc"
