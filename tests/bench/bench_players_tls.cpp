// The secure players' server under a bigger table's load (issue 32): like bench_players, but over TLS (HTTPS and
// WSS with a self-signed certificate made for the loopback) and to 30 pages, each a WebSocket in a child run of
// this program (`--pages FILE FINGERPRINT`) that trusts no authority and goes on only when the server's
// certificate has the SHA-256 fingerprint the GM reads out. The GM takes the same 200 steps (setting and
// clearing a fire hex on the fight's map); for each, the time from the start of the step to the moment the last
// of the 30 pages has the new snapshot. Why: encryption costs every push, and a convention or a club night has
// more than ten phones; the goals say what a table may expect.
#include "BenchReport.h"

#include "PlayersServer.h"
#include "TlsIdentity.h"
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
#include <QScopeGuard>
#include <QSslConfiguration>
#include <QTemporaryDir>
#include <QWebSocket>

#include <algorithm>
#include <chrono>
#include <cstdio>

using namespace hk;

namespace {

constexpr int Pages = 30;
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

QString digestOf(const QSslCertificate& certificate)
{
    return QString::fromLatin1(certificate.digest(QCryptographicHash::Sha256).toHex(':').toUpper());
}

// The child: one pinned wss WebSocket per address in the file; a line "PAGE SERIAL NANOSECONDS" for every
// snapshot, "refused PAGE" when a certificate is not the pinned one.
int runPages(const QString& file, const QString& pinned)
{
    QFile list(file);
    if (!list.open(QIODevice::ReadOnly))
        return 1;
    QSslConfiguration trustNothing = QSslConfiguration::defaultConfiguration();
    trustNothing.setCaCertificates({});
    std::vector<std::unique_ptr<QWebSocket>> pages;
    int index = 0;
    for (const QByteArray& url : list.readAll().split('\n')) {
        if (url.isEmpty())
            continue;
        auto page = std::make_unique<QWebSocket>();
        QWebSocket* socket = page.get();
        socket->setSslConfiguration(trustNothing);
        QObject::connect(socket, &QWebSocket::sslErrors, socket, [socket, pinned, index](const QList<QSslError>& errors) {
            if (digestOf(socket->sslConfiguration().peerCertificate()) == pinned) {
                socket->ignoreSslErrors(errors);
                return;
            }
            std::printf("refused %d\n", index);
            std::fflush(stdout);
        });
        QObject::connect(socket, &QWebSocket::textMessageReceived, [index](const QString& text) {
            const qint64 at = nowNs();
            const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
            if (o.value(QLatin1String("type")).toString() == QLatin1String("snapshot")) {
                std::printf("%d %d %lld\n", index, o.value(QLatin1String("serial")).toInt(), static_cast<long long>(at));
                std::fflush(stdout);
            }
        });
        socket->open(QUrl(QString::fromUtf8(url)));
        pages.push_back(std::move(page));
        ++index;
    }
    return QCoreApplication::exec();
}

// A certificate for the loopback only, made the way `serve --tls` makes its own.
std::optional<TlsIdentity> loopbackIdentity(QString* error)
{
    TlsNames names;
    names.dnsNames = {QStringLiteral("localhost")};
    names.addresses = {QHostAddress(QHostAddress::LocalHost)};
    const QDateTime now = QDateTime::currentDateTimeUtc();
    return TlsIdentity::makeSelfSigned(names, now.addDays(-1), now.addDays(30), error);
}

// Thirty pages: the demo's two players' links and one more link per further device (a link takes at most four
// pages at once, as a real table's would).
bool thirtyLinks(Campaign& campaign, QList<PlayerLink>* links, QString* error)
{
    *links = PlayerLinks(campaign).list(false, error);
    if (links->size() < 2)
        return false;
    for (int i = int(links->size()); i < Pages; ++i) {
        PlayerLink link;
        if (!PlayerLinks(campaign).create(QStringLiteral("Device %1").arg(i + 1), links->at(i % 2).characterIds, &link, error))
            return false;
        links->append(link);
    }
    return true;
}

// One table on one machine: every page comes from the loopback, so the per-address limits a stranger meets
// would stop the benchmark's own pages.
PlayersServer::Options benchOptions(const TlsIdentity& identity)
{
    PlayersServer::Options options;
    options.bind = QHostAddress(QHostAddress::LocalHost);
    options.tls = identity.serverConfiguration();
    options.handshakeBurst = 2 * Pages;
    options.connections.connectionsPerPeer = 2 * Pages;
    return options;
}

struct Heard
{
    QList<int> serial = QList<int>(Pages, 0);
    QList<qint64> at = QList<qint64>(Pages, 0);
    int refused = 0;
};

bool waitFor(const Heard& heard, int expected, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < timeoutMs && heard.refused == 0) {
        if (std::all_of(heard.serial.begin(), heard.serial.end(), [expected](int s) { return s >= expected; }))
            return true;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    return false;
}

void readChild(QProcess& child, QByteArray& pending, Heard& heard)
{
    pending += child.readAllStandardOutput();
    qsizetype end;
    while ((end = pending.indexOf('\n')) >= 0) {
        const QList<QByteArray> parts = pending.left(end).split(' ');
        pending.remove(0, end + 1);
        if (parts.size() == 2 && parts[0] == "refused")
            ++heard.refused;
        else if (parts.size() == 3) {
            heard.serial[parts[0].toInt()] = parts[1].toInt();
            heard.at[parts[0].toInt()] = parts[2].toLongLong();
        }
    }
}

int fail(const QString& why)
{
    std::fprintf(stderr, "%s\n", qPrintable(why));
    return 1;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc == 4 && QByteArray(argv[1]) == "--pages")
        return runPages(QString::fromLocal8Bit(argv[2]), QString::fromLatin1(argv[3]));

    QTemporaryDir dir;
    QStringList problems;
    const PackageRegistry registry = PackageRegistry::loadEmbedded(&problems);
    QString error;
    std::unique_ptr<Campaign> campaign = DemoCampaign::create(dir.filePath(QStringLiteral("demo.hkc")), registry, &error);
    QList<PlayerLink> links;
    if (!campaign || !thirtyLinks(*campaign, &links, &error))
        return fail(error);
    const std::optional<TlsIdentity> identity = loopbackIdentity(&error);
    if (!identity)
        return fail(error);
    const qint64 fight = Encounters(*campaign).list(&error).first().id;
    const double before = residentMiB();

    PlayersServer server(*campaign);
    if (!server.start(benchOptions(*identity), &error))
        return fail(error);
    QFile addresses(dir.filePath(QStringLiteral("pages.txt")));
    if (!addresses.open(QIODevice::WriteOnly))
        return fail(addresses.errorString());
    for (const PlayerLink& link : links) {
        QUrl live = server.linkUrl(link);
        live.setScheme(QStringLiteral("wss"));
        live.setPath(live.path() + QStringLiteral("/live"));
        addresses.write(live.toEncoded() + '\n');
    }
    addresses.close();

    Heard heard;
    QProcess child;
    QByteArray pending;
    QObject::connect(&child, &QProcess::readyReadStandardOutput, [&] { readChild(child, pending, heard); });
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--pages"), addresses.fileName(), identity->fingerprint()});
    const auto stopPages = qScopeGuard([&child] {
        child.kill();
        child.waitForFinished();
    });
    if (!waitFor(heard, 1, 60000))
        return fail(heard.refused > 0 ? QStringLiteral("a page refused the server's certificate")
                                      : QStringLiteral("the %1 pages did not all connect").arg(Pages));

    QList<double> latencies;
    QList<double> stepsAlone;
    const HexCoord hex = HexMap::toAxial(9, 9);
    for (int i = 0; i < Steps; ++i) {
        const qint64 start = nowNs();
        if (!Encounters(*campaign).setTerrain(fight, QStringLiteral("fire"), {hex}, i % 2 == 0, &error))
            return fail(error);
        stepsAlone.append(double(nowNs() - start) / 1e6);
        if (!waitFor(heard, i + 2, 10000))
            return fail(QStringLiteral("step %1 did not reach every page").arg(i + 1));
        latencies.append(double(*std::max_element(heard.at.begin(), heard.at.end()) - start) / 1e6);
    }
    const double after = residentMiB();

    std::printf("players' server over TLS: %d pinned wss pages on the loopback, %d GM steps on the demo campaign\n", Pages, Steps);
    bench::goal("GM step to the last page's update, median", percentile(latencies, 0.5), "ms", 150, QStringLiteral("the step alone"),
                percentile(stepsAlone, 0.5));
    bench::goal("GM step to the last page's update, 95th percentile", percentile(latencies, 0.95), "ms", 150,
                QStringLiteral("the step alone"), percentile(stepsAlone, 0.95));
    bench::goal("server memory: resident growth for 30 TLS pages", after - before, "MiB", 60);
    bench::goal("process resident memory with the server running", after, "MiB", 0);
    return 0;
}
