// What showing progress costs a long advance (issue 36: at most 2%). The same 52-week advance of a campaign
// with 150 projects and 250 batches under way runs on fresh copies of one file, alternately without progress
// and with the window's progress dialog shown from the start (it repaints and reads its Stop button every
// 40 ms), three times each; the fastest of each is compared. Alternating keeps the machine's noise on both.
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

// Seconds for one advance of a fresh copy of `original`, with progress shown in a dialog or not.
double advanceCopy(const QString& original, const QString& copy, const PackageRegistry& registry, bool withProgress)
{
    QFile::remove(copy);
    if (!QFile::copy(original, copy))
        return -1;
    QString error;
    auto campaign = Campaign::open(copy, registry, &error);
    if (!campaign) {
        std::printf("cannot open the copy: %s\n", qPrintable(error));
        return -1;
    }
    QWidget window;
    WorkProgressDialog progress(&window);
    progress.setDelayMs(0);
    AdvanceTime time(*campaign);
    if (withProgress)
        time.setProgress(&progress);
    AdvanceResult result;
    QElapsedTimer t;
    t.start();
    if (!time.advance(weeks * 7, &result, &error)) {
        std::printf("the advance failed: %s\n", qPrintable(error));
        return -1;
    }
    return t.nsecsElapsed() / 1e9;
}

} // namespace

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTemporaryDir dir;
    QString error;
    QStringList errors;
    const PackageRegistry rules = PackageRegistry::loadEmbedded(&errors);
    const PackageRegistry* registry = &rules;
    const QString original = dir.filePath(QStringLiteral("work.hkc"));
    double buildSeconds = 0;
    if (!bench::buildFiveYearCampaign(original, *registry, bench::workUnderWay(), &buildSeconds, &error)) {
        std::printf("cannot build the campaign: %s\n", qPrintable(error));
        return 1;
    }
    QList<double> plain;
    QList<double> shown;
    for (int round = 0; round < 3; ++round) {
        plain.append(advanceCopy(original, dir.filePath(QStringLiteral("a.hkc")), *registry, false));
        shown.append(advanceCopy(original, dir.filePath(QStringLiteral("b.hkc")), *registry, true));
    }
    const double base = *std::min_element(plain.begin(), plain.end());
    const double withProgress = *std::min_element(shown.begin(), shown.end());
    if (base <= 0 || withProgress <= 0)
        return 1;
    bench::goal("advance 52 weeks, no progress (s)", base, "s", 0);
    bench::goal("advance 52 weeks, progress dialog shown (s)", withProgress, "s", 0, QStringLiteral("none"), base);
    bench::goal("progress overhead (%)", std::max(0.0, (withProgress / base - 1) * 100), "%", 2.0);
    return 0;
}
