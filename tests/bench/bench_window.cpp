// The window on the synthetic five-year campaign (FiveYearCampaign.h) against the same on an empty campaign,
// offscreen: opening the campaign and painting the first page, switching pages, typing a roster filter,
// scrolling the journal by a page (each with the window's repaint of what changed, counted to be sure it painted;
// the first paint is a grab of the whole window, as --screenshot makes), and the peak memory.
// The campaigns are built by a child run of this program (`--build FILE`, `--empty FILE`), so the peak memory
// measured here is the window's alone. Each goal is printed with the measured value, what it is compared with,
// and the ratio.
#include "BenchReport.h"
#include "FiveYearCampaign.h"

#include "main/CampaignPage.h"
#include "main/MainWindow.h"
#include "packages/PackageRegistry.h"

#include <QApplication>
#include <QFileInfo>
#include <QLineEdit>
#include <QMap>
#include <QProcess>
#include <QScrollBar>
#include <QTableView>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace hk;

using bench::goal;
using bench::peakMiB;

namespace {

double percentile(QList<double> values, double p)
{
    if (values.isEmpty())
        return -1;
    std::sort(values.begin(), values.end());
    const qsizetype at = std::clamp<qsizetype>(qsizetype(std::ceil(p * values.size())) - 1, 0, values.size() - 1);
    return values.at(at);
}

double median(const QList<double>& values)
{
    return percentile(values, 0.5);
}

// Counts the paint events every widget gets, so a step can prove that it painted.
class PaintCounter : public QObject
{
public:
    int paints = 0;
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return false;
    }
};
PaintCounter* paintCounter = nullptr;
qint64 steps = 0, paintedSteps = 0;

// Milliseconds since `t` after the window has shown the step's outcome: the pending events until an iteration
// paints nothing more, which include the window's own repaint of what changed (the offscreen platform paints its backing store as a screen's does).
// A step that painted nothing is made to repaint the whole window.
double repainted(QWidget& window, const QElapsedTimer& t)
{
    const int before = paintCounter->paints;
    // Until the window is idle: work a view defers (a delayed layout after a model reset) paints an iteration later.
    for (int round = 0, seen = -1; round < 10 && seen != paintCounter->paints; ++round) {
        seen = paintCounter->paints;
        QApplication::processEvents();
    }
    ++steps;
    if (paintCounter->paints == before)
        window.repaint();
    else
        ++paintedSteps;
    return t.nsecsElapsed() / 1e6;
}

// The first paint of a window: all of it, into a pixmap (as --screenshot does), after its pending events.
double grabbed(QWidget& window, const QElapsedTimer& t)
{
    QApplication::processEvents();
    const QPixmap pixmap = window.grab();
    Q_UNUSED(pixmap);
    return t.nsecsElapsed() / 1e6;
}

// Milliseconds to build the window, open the campaign and paint its first page. The window is handed back.
double openAndPaint(const PackageRegistry& registry, const QString& path, std::unique_ptr<MainWindow>* window)
{
    QElapsedTimer t;
    t.start();
    auto w = std::make_unique<MainWindow>(registry);
    w->setInteractive(false);
    if (!w->openCampaign(path)) {
        std::printf("cannot open %s\n", qPrintable(path));
        std::exit(1);
    }
    w->show();
    const double ms = grabbed(*w, t);
    *window = std::move(w);
    return ms;
}

bool buildInChild(const QString& option, const QString& path)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedChannels);
    child.start(QCoreApplication::applicationFilePath(), {option, path});
    return child.waitForFinished(-1) && child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0;
}

// Switching round the pages: every page once (their first showing is reported apart), then many rounds more.
QList<double> switchPages(MainWindow& w, double* firstShowings, QMap<QString, QList<double>>* byPage)
{
    const QStringList ids = w.pageIds();
    QList<double> times;
    *firstShowings = 0;
    for (int round = 0; round < 13; ++round) {
        for (const QString& id : ids) {
            QElapsedTimer t;
            t.start();
            if (!w.showPage(id))
                continue;
            const double ms = repainted(w, t);
            if (round == 0) {
                *firstShowings = std::max(*firstShowings, ms);
            } else {
                times.append(ms);
                (*byPage)[id].append(ms);
            }
        }
    }
    return times;
}

// Typing names into the roster's search field one key at a time, then clearing it.
QList<double> typeRosterFilter(MainWindow& w)
{
    QList<double> times;
    w.showPage(QStringLiteral("characters"));
    QApplication::processEvents();
    auto* search = w.findChild<QLineEdit*>(QStringLiteral("rosterSearch"));
    if (!search)
        return times;
    // The five-year roster's names: "Player character N", "Townsfolk N", "Wolf N"; the players' party "The company".
    const QStringList words{QStringLiteral("townsfolk 12"), QStringLiteral("wolf 3"), QStringLiteral("player"),
                            QStringLiteral("company"), QStringLiteral("zz"), QStringLiteral("o")};
    for (int round = 0; round < 4; ++round) {
        for (const QString& word : words) {
            for (int n = 1; n <= word.size(); ++n) {
                QElapsedTimer t;
                t.start();
                search->setText(word.left(n));
                times.append(repainted(w, t));
            }
            for (int n = word.size() - 1; n >= 0; --n) {
                QElapsedTimer t;
                t.start();
                search->setText(word.left(n));
                times.append(repainted(w, t));
            }
        }
    }
    return times;
}

// Scrolling a page's big table down a page at a time (back to the top at the end), as a GM reads it.
QList<double> scrollTable(MainWindow& w, const QString& pageId, const QString& tableName, int steps, int* rowsSeen)
{
    QList<double> times;
    w.showPage(pageId);
    QApplication::processEvents();
    auto* table = w.findChild<QTableView*>(tableName);
    if (!table)
        return times;
    QScrollBar* bar = table->verticalScrollBar();
    for (int i = 0; i < steps; ++i) {
        QElapsedTimer t;
        t.start();
        if (bar->value() >= bar->maximum())
            bar->triggerAction(QAbstractSlider::SliderToMinimum);
        else
            bar->triggerAction(QAbstractSlider::SliderPageStepAdd);
        times.append(repainted(w, t));
        *rowsSeen = std::max(*rowsSeen, table->rowAt(table->viewport()->height() - 1) + 1);
    }
    return times;
}

// The offscreen platform says at every window that it cannot pass size hints on: not news for a benchmark.
void quietMessages(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (message.contains(QLatin1String("propagateSizeHints")) || message.contains(QLatin1String("XDG_RUNTIME_DIR")))
        return;
    std::fprintf(stderr, "%s\n", qPrintable(message));
    if (type == QtFatalMsg)
        std::abort();
}

} // namespace

int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qInstallMessageHandler(quietMessages);
    QApplication app(argc, argv);
    PaintCounter counter;
    paintCounter = &counter;
    app.installEventFilter(&counter);
    QStringList errors;
    const PackageRegistry registry = PackageRegistry::loadEmbedded(&errors);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() >= 3 && args.at(1) == QLatin1String("--build")) {
        double seconds = 0;
        QString error;
        auto c = bench::buildFiveYearCampaign(args.at(2), registry, bench::FiveYearSize(), &seconds, &error);
        if (!c)
            std::printf("cannot build the five-year campaign: %s\n", qPrintable(error));
        return c ? 0 : 1;
    }
    if (args.size() >= 3 && args.at(1) == QLatin1String("--empty")) {
        QString error;
        NewCampaign spec{QStringLiteral("Empty"), QStringLiteral("tft-advanced-wizard-1980"), {}, 1980, 1};
        auto c = Campaign::create(args.at(2), spec, registry, &error);
        if (!c)
            std::printf("cannot create the empty campaign: %s\n", qPrintable(error));
        return c ? 0 : 1;
    }
    // For profiling: `--open FILE` only opens the window on FILE and paints it; `--switch FILE`, `--filter FILE` and
    // `--scroll FILE` then do only that, many times over.
    if (args.size() >= 3 && args.at(1).startsWith(QLatin1String("--"))) {
        std::unique_ptr<MainWindow> w;
        std::printf("opened and painted in %.1f ms\n", openAndPaint(registry, args.at(2), &w));
        QList<double> times;
        double first = 0;
        QMap<QString, QList<double>> byPage;
        int rows = 0;
        for (int i = 0; i < 5; ++i) {
            if (args.at(1) == QLatin1String("--switch"))
                times += switchPages(*w, &first, &byPage);
            else if (args.at(1) == QLatin1String("--filter"))
                times += typeRosterFilter(*w);
            else if (args.at(1) == QLatin1String("--scroll"))
                times += scrollTable(*w, QStringLiteral("journal"), QStringLiteral("journal"), 300, &rows);
        }
        std::printf("p95 %.1f ms, median %.1f ms, peak %.1f MiB\n", percentile(times, 0.95), median(times), peakMiB());
        return 0;
    }

    QTemporaryDir dir;
    const QString empty = dir.filePath(QStringLiteral("empty.hkc"));
    const QString big = dir.filePath(QStringLiteral("five-years.hkc"));
    QElapsedTimer buildTime;
    buildTime.start();
    if (!buildInChild(QStringLiteral("--empty"), empty) || !buildInChild(QStringLiteral("--build"), big))
        return 1;
    std::printf("Window on an empty campaign and on the five-year campaign (%.1f MB, built in %.1f s), offscreen, 1280x800\n",
                QFileInfo(big).size() / 1e6, buildTime.nsecsElapsed() / 1e9);

    // The first window of a process pays for fonts and styles: once on the empty campaign, not counted.
    {
        std::unique_ptr<MainWindow> warm;
        openAndPaint(registry, empty, &warm);
    }
    QList<double> emptyOpen, bigOpen;
    std::unique_ptr<MainWindow> window;
    for (int i = 0; i < 3; ++i) {
        {
            std::unique_ptr<MainWindow> w;
            emptyOpen.append(openAndPaint(registry, empty, &w));
        }
        window.reset();
        bigOpen.append(openAndPaint(registry, big, &window));
    }
    const double emptyMs = median(emptyOpen);
    const double bigMs = median(bigOpen);
    goal("open + first paint, empty campaign (ms)", emptyMs, "ms", 0);
    goal("open + first paint, five-year campaign (ms)", bigMs, "ms", 0, QStringLiteral("empty"), emptyMs);
    goal("open + first paint, ratio to the empty campaign", emptyMs > 0 ? bigMs / emptyMs : -1, "x", 3.0);

    double firstShowings = 0;
    QMap<QString, QList<double>> byPage;
    const QList<double> switches = switchPages(*window, &firstShowings, &byPage);
    goal("page switch, first showing of a page, max (ms)", firstShowings, "ms", 0);
    goal("page switch p95 (ms)", percentile(switches, 0.95), "ms", 16, QStringLiteral("median"), median(switches));
    std::printf("  (median switch to each page:");
    for (auto it = byPage.cbegin(); it != byPage.cend(); ++it)
        std::printf(" %s %.1f ms", qPrintable(it.key()), median(it.value()));
    std::printf(")\n");

    const QList<double> typing = typeRosterFilter(*window);
    goal("roster filter keystroke p95 (ms)", percentile(typing, 0.95), "ms", 16, QStringLiteral("median"), median(typing));

    int journalRows = 0;
    const QList<double> scrolling = scrollTable(*window, QStringLiteral("journal"), QStringLiteral("journal"), 300, &journalRows);
    goal("journal scroll by a page p95 (ms)", percentile(scrolling, 0.95), "ms", 16, QStringLiteral("median"), median(scrolling));
    std::printf("  (journal: %d rows scrolled through, %lld steps)\n", journalRows, qint64(scrolling.size()));

    std::printf("  (%lld of %lld steps painted by the window itself; the others were repainted whole)\n", paintedSteps, steps);
    window.reset();
    goal("peak memory (MiB)", peakMiB(), "MiB", 150);
    return 0;
}
