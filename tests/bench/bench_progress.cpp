// What showing progress costs a long advance (issue 36: at most 2%). The window shows its progress dialog only
// for work longer than half a second, so it is measured on issue 36's year-long workload (bench::yearLongWork():
// a 52-week advance of several seconds) with the dialog shown from the start; it repaints and reads its Stop
// button every 100 ms. The goal is checked on the time the advance spends in the progress calls themselves
// (repaints and events included), timed inside the same run: two runs side by side differ by more than 2% on a
// busy machine whatever they do. The side-by-side figure (fresh copies of one file, alternately without and with
// progress, three times each, the fastest of each) is printed beside it. Then a shorter advance
// (bench::workUnderWay(), well under half a second) as the window runs it: the dialog never shows, and what is
// left is the checks themselves.
#include "BenchReport.h"
#include "FiveYearCampaign.h"

#include "main/WorkProgressDialog.h"
#include "packages/PackageRegistry.h"
#include "time/AdvanceTime.h"

#include <QApplication>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace hk;

namespace {

constexpr int weeks = 52;
// The window's delay before its progress dialog shows (WorkProgressDialog's default), and no progress at all.
constexpr int windowDelayMs = 500;
constexpr int noProgress = -1;

// The window's progress dialog, with the time spent in its calls added up.
class TimedProgress : public WorkProgress
{
public:
    explicit TimedProgress(WorkProgressDialog& dialog) : m_dialog(dialog) {}
    void start(const QString& what, int total) override { timed([&] { m_dialog.start(what, total); }); }
    bool reach(int done) override
    {
        bool goOn = true;
        timed([&] { goOn = m_dialog.reach(done); });
        return goOn;
    }
    void finish() override { timed([&] { m_dialog.finish(); }); }
    double seconds() const { return m_nanoseconds / 1e9; }

private:
    template<typename Call>
    void timed(Call call)
    {
        QElapsedTimer t;
        t.start();
        call();
        m_nanoseconds += t.nsecsElapsed();
    }

    WorkProgressDialog& m_dialog;
    qint64 m_nanoseconds = 0;
};

// One advance of a fresh copy of `original`: its seconds, and the seconds spent in the progress calls.
struct Run
{
    double seconds = -1;
    double inProgress = 0;
};

// Without progress (delayMs noProgress) or with the window's progress dialog, shown after delayMs (0: at once).
Run advanceCopy(const QString& original, const QString& copy, const PackageRegistry& registry, int delayMs)
{
    QFile::remove(copy);
    if (!QFile::copy(original, copy))
        return {};
    QString error;
    auto campaign = Campaign::open(copy, registry, &error);
    if (!campaign) {
        std::printf("cannot open the copy: %s\n", qPrintable(error));
        return {};
    }
    QWidget window;
    WorkProgressDialog dialog(&window);
    dialog.setDelayMs(delayMs);
    TimedProgress progress(dialog);
    AdvanceTime time(*campaign);
    if (delayMs != noProgress)
        time.setProgress(&progress);
    AdvanceResult result;
    QElapsedTimer t;
    t.start();
    if (!time.advance(weeks * 7, &result, &error)) {
        std::printf("the advance failed: %s\n", qPrintable(error));
        return {};
    }
    return {t.nsecsElapsed() / 1e9, progress.seconds()};
}

// Builds a campaign of `size`, advances copies of it alternately without progress and with it (delayMs), and
// prints the overhead against the goal. False when the campaign cannot be built or advanced.
bool measure(const PackageRegistry& registry, const QString& original, const QTemporaryDir& dir,
             const bench::FiveYearSize& size, int delayMs, const char* label)
{
    double buildSeconds = 0;
    QString error;
    if (!bench::buildFiveYearCampaign(original, registry, size, &buildSeconds, &error)) {
        std::printf("cannot build the campaign: %s\n", qPrintable(error));
        return false;
    }
    QList<double> plain;
    QList<Run> shown;
    for (int round = 0; round < 3; ++round) {
        plain.append(advanceCopy(original, dir.filePath(QStringLiteral("a.hkc")), registry, noProgress).seconds);
        shown.append(advanceCopy(original, dir.filePath(QStringLiteral("b.hkc")), registry, delayMs));
    }
    const auto fastest = std::min_element(shown.begin(), shown.end(),
                                          [](const Run& a, const Run& b) { return a.seconds < b.seconds; });
    const double base = *std::min_element(plain.begin(), plain.end());
    if (base <= 0 || fastest->seconds <= 0)
        return false;
    double mostInProgress = 0; // the largest share of the three runs
    for (const Run& r : std::as_const(shown))
        mostInProgress = std::max(mostInProgress, r.inProgress / r.seconds * 100);
    std::printf("%s\n", label);
    bench::goal("    advance 52 weeks, with progress (s)", fastest->seconds, "s", 0, QStringLiteral("none"), base);
    bench::goal("    of which in the progress calls (ms)", fastest->inProgress * 1e3, "ms", 0);
    bench::goal("    progress overhead, timed in the run (%)", mostInProgress, "%", 2.0);
    bench::goal("    the fastest runs side by side (%)", (fastest->seconds / base - 1) * 100, "%", 0);
    return true;
}

} // namespace

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTemporaryDir dir;
    QStringList errors;
    const PackageRegistry registry = PackageRegistry::loadEmbedded(&errors);
    return measure(registry, dir.filePath(QStringLiteral("year-long.hkc")), dir, bench::yearLongWork(), 0,
                   "Year-long work (several seconds), the progress dialog shown from the start:")
                   && measure(registry, dir.filePath(QStringLiteral("short.hkc")), dir, bench::workUnderWay(),
                              windowDelayMs, "Shorter work (under half a second), as the window runs it (no dialog):")
               ? 0
               : 1;
}
