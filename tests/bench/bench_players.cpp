// The players' server under a table's load (issue 20): the demo campaign served on the loopback to 10 pages,
// each a WebSocket in a child run of this program (`--pages FILE`), so the memory measured here is the server's
// and the GM's campaign's alone. The GM takes 200 steps through the model (setting and clearing a fire hex on
// the fight's map, which every page shows); for each, the time from the start of the step to the moment the
// last of the 10 pages has the new snapshot (both processes read the same monotonic clock). Printed with the
// GM's step alone for comparison, and the server's memory.
#include "BenchReport.h"

#include "PlayersServer.h"
#include "combat/Encounters.h"
#include "demo/DemoCampaign.h"
#include "packages/PackageRegistry.h"
#include "players/PlayerLinks.h"

#include "campaign/Campaign.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>
#include <chrono>
#include <cstdio>

using namespace hk;

namespace {

constexpr int Pages = 10;
constexpr int Steps = 200;

qint64 nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double residentMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    return 0;
}

double percentile(QList<double> values, double p)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? -1 : values.at(std::min<qsizetype>(values.size() - 1, qsizetype(p * double(values.size()))));
}

// The child: one WebSocket per address in the file; a line "PAGE SERIAL NANOSECONDS" for every snapshot.
int runPages(const QString& file)
{
    QFile list(file);
    if (!list.open(QIODevice::ReadOnly))
        return 1;
    std::vector<std::unique_ptr<QWebSocket>> pages;
    int index = 0;
    for (const QByteArray& url : list.readAll().split('\n')) {
        if (url.isEmpty())
            continue;
        auto page = std::make_unique<QWebSocket>();
        QObject::connect(page.get(), &QWebSocket::textMessageReceived, [index](const QString& text) {
            const qint64 at = nowNs();
            const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
            if (o.value(QLatin1String("type")).toString() == QLatin1String("snapshot")) {
                std::printf("%d %d %lld\n", index, o.value(QLatin1String("serial")).toInt(), static_cast<long long>(at));
                std::fflush(stdout);
            }
        });
        page->open(QUrl(QString::fromUtf8(url)));
        pages.push_back(std::move(page));
        ++index;
    }
    return QCoreApplication::exec();
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc == 3 && QByteArray(argv[1]) == "--pages")
        return runPages(QString::fromLocal8Bit(argv[2]));

    QTemporaryDir dir;
    QStringList problems;
    const PackageRegistry registry = PackageRegistry::loadEmbedded(&problems);
    QString error;
    std::unique_ptr<Campaign> campaign = DemoCampaign::create(dir.filePath(QStringLiteral("demo.hkc")), registry, &error);
    if (!campaign) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    // Ten pages: the demo's two players' links and eight more for their characters (phones and laptops).
    QList<PlayerLink> links = PlayerLinks(*campaign).list(false, &error);
    for (int i = int(links.size()); i < Pages; ++i) {
        PlayerLink link;
        if (!PlayerLinks(*campaign).create(QStringLiteral("Device %1").arg(i + 1), links.at(i % 2).characterIds, &link, &error))
            return std::fprintf(stderr, "%s\n", qPrintable(error)), 1;
        links.append(link);
    }
    const qint64 fight = Encounters(*campaign).list(&error).first().id;
    const double before = residentMiB();

    PlayersServer server(*campaign);
    PlayersServer::Options options;
    options.bind = QHostAddress(QHostAddress::LocalHost);
    if (!server.start(options, &error))
        return std::fprintf(stderr, "%s\n", qPrintable(error)), 1;
    QFile addresses(dir.filePath(QStringLiteral("pages.txt")));
    if (!addresses.open(QIODevice::WriteOnly))
        return 1;
    for (const PlayerLink& link : links) {
        QUrl live = server.linkUrl(link);
        live.setScheme(QStringLiteral("ws"));
        live.setPath(live.path() + QStringLiteral("/live"));
        addresses.write(live.toEncoded() + '\n');
    }
    addresses.close();

    // What the pages have heard: the newest serial of each page and when it came.
    QList<int> serial(Pages, 0);
    QList<qint64> heardAt(Pages, 0);
    QProcess child;
    QByteArray pending;
    QObject::connect(&child, &QProcess::readyReadStandardOutput, [&] {
        pending += child.readAllStandardOutput();
        qsizetype end;
        while ((end = pending.indexOf('\n')) >= 0) {
            const QList<QByteArray> parts = pending.left(end).split(' ');
            pending.remove(0, end + 1);
            if (parts.size() == 3) {
                serial[parts[0].toInt()] = parts[1].toInt();
                heardAt[parts[0].toInt()] = parts[2].toLongLong();
            }
        }
    });
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--pages"), addresses.fileName()});
    const auto waitFor = [&](int expected, int timeoutMs) {
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < timeoutMs) {
            if (std::all_of(serial.begin(), serial.end(), [expected](int s) { return s >= expected; }))
                return true;
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        }
        return false;
    };
    if (!waitFor(1, 20000)) {
        std::fprintf(stderr, "the %d pages did not all connect\n", Pages);
        return 1;
    }

    QList<double> latencies;
    QList<double> stepsAlone;
    const HexCoord hex = HexMap::toAxial(9, 9);
    for (int i = 0; i < Steps; ++i) {
        const qint64 start = nowNs();
        if (!Encounters(*campaign).setTerrain(fight, QStringLiteral("fire"), {hex}, i % 2 == 0, &error))
            return std::fprintf(stderr, "%s\n", qPrintable(error)), 1;
        stepsAlone.append(double(nowNs() - start) / 1e6);
        if (!waitFor(i + 2, 5000)) {
            std::fprintf(stderr, "step %d did not reach every page\n", i + 1);
            return 1;
        }
        latencies.append(double(*std::max_element(heardAt.begin(), heardAt.end()) - start) / 1e6);
    }
    const double after = residentMiB();
    child.kill();
    child.waitForFinished();

    std::printf("players' server: %d pages on the loopback, %d GM steps on the demo campaign\n", Pages, Steps);
    bench::goal("GM step to the last page's update, median", percentile(latencies, 0.5), "ms", 0, QStringLiteral("the step alone"),
                percentile(stepsAlone, 0.5));
    bench::goal("GM step to the last page's update, 95th percentile", percentile(latencies, 0.95), "ms", 100,
                QStringLiteral("the step alone"), percentile(stepsAlone, 0.95));
    bench::goal("server memory: resident growth for 10 pages", after - before, "MiB", 0);
    bench::goal("process resident memory with the server running", after, "MiB", 0);
    return 0;
}
