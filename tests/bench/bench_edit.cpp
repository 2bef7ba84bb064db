// The cost of one edit and of its undo on the demo campaign: an EP award to one character through the Roster
// service, undone and redone through the campaign's undo stack. Prints the median and 95th percentile of each
// against the goal (2 ms an edit) and against the floor: the same rows written directly with SQL in one
// transaction.
#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "demo/DemoCampaign.h"
#include "packages/PackageRegistry.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlQuery>
#include <QTemporaryDir>
#include "commands/ChangeHistory.h"

#include <algorithm>
#include <cstdio>

using namespace hk;

namespace {

struct Figures
{
    double median = 0;
    double p95 = 0;
};

Figures figures(QList<qint64> ns)
{
    std::sort(ns.begin(), ns.end());
    if (ns.isEmpty())
        return {};
    return {ns.at(ns.size() / 2) / 1e6, ns.at(qMin(ns.size() - 1, ns.size() * 95 / 100)) / 1e6};
}

void report(const char* what, const Figures& f, double goal, double floor)
{
    std::printf("%-40s median %7.3f ms  p95 %7.3f ms", what, f.median, f.p95);
    if (goal > 0)
        std::printf("  goal <= %.1f ms: %s", goal, f.median <= goal ? "met" : "NOT MET");
    if (floor > 0)
        std::printf("  floor %.3f ms, ratio %.1fx", floor, f.median / floor);
    std::printf("\n");
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QStringList errors;
    const PackageRegistry registry = PackageRegistry::loadEmbedded(&errors);
    QTemporaryDir dir;
    QString error;
    auto campaign = DemoCampaign::create(dir.filePath(QStringLiteral("demo.hkc")), registry, &error);
    if (!campaign) {
        std::printf("cannot create the demo campaign: %s\n", qPrintable(error));
        return 1;
    }
    Roster roster(*campaign);
    const QList<Character> all = roster.list({}, &error);
    if (all.isEmpty()) {
        std::printf("the demo has no characters: %s\n", qPrintable(error));
        return 1;
    }
    const qint64 id = all.first().id;
    const int rounds = 300;
    QList<qint64> edits, undos, redos;
    QElapsedTimer t;
    for (int i = 0; i < rounds; ++i) {
        t.start();
        if (!roster.awardXp({id}, 5, QStringLiteral("bench"), &error)) {
            std::printf("award failed: %s\n", qPrintable(error));
            return 1;
        }
        edits.append(t.nsecsElapsed());
    }
    for (int i = 0; i < rounds; ++i) {
        t.start();
        campaign->undo();
        undos.append(t.nsecsElapsed());
    }
    for (int i = 0; i < rounds; ++i) {
        t.start();
        campaign->redo();
        redos.append(t.nsecsElapsed());
    }

    // The floor: the same two rows (the character's new data and a ledger line) written with plain SQL.
    QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("floor"));
    raw.setDatabaseName(dir.filePath(QStringLiteral("floor.db")));
    raw.open();
    QSqlQuery q(raw);
    q.exec(QStringLiteral("PRAGMA journal_mode = WAL"));
    q.exec(QStringLiteral("PRAGMA synchronous = NORMAL"));
    q.exec(QStringLiteral("CREATE TABLE c (id INTEGER PRIMARY KEY, data TEXT)"));
    q.exec(QStringLiteral("CREATE TABLE l (id INTEGER PRIMARY KEY, c INTEGER, amount INTEGER, reason TEXT)"));
    q.exec(QStringLiteral("INSERT INTO c VALUES (1, '%1')").arg(QString(2000, QLatin1Char('x'))));
    QList<qint64> floors;
    for (int i = 0; i < rounds; ++i) {
        t.start();
        q.exec(QStringLiteral("BEGIN IMMEDIATE"));
        q.prepare(QStringLiteral("SELECT data FROM c WHERE id = 1"));
        q.exec();
        q.next();
        const QString data = q.value(0).toString();
        q.prepare(QStringLiteral("UPDATE c SET data = ? WHERE id = 1"));
        q.addBindValue(data);
        q.exec();
        q.prepare(QStringLiteral("INSERT INTO l (c, amount, reason) VALUES (1, 5, 'bench')"));
        q.exec();
        q.exec(QStringLiteral("COMMIT"));
        floors.append(t.nsecsElapsed());
    }
    const double floor = figures(floors).median;
    std::printf("Edits on the demo campaign (%d rounds each)\n", rounds);
    report("one edit (award EP to one character)", figures(edits), 2.0, floor);
    report("undo of that edit", figures(undos), 2.0, floor);
    report("redo of that edit", figures(redos), 2.0, floor);
    return 0;
}
