// Campaign-scale speed on a synthetic five-year campaign (FiveYearCampaign.h): advancing 1 and 52 weeks with
// every project and batch running, how the advance grows with the work under way, the floor (the same row
// writes applied directly with SQLite: the advance's recorded change set replayed on a copy), the size of the
// advance's undo record against the rows it wrote, undo and redo of it, and the CLI's start on the big file.
// Each goal is printed with the measured value, what it is compared with, and the ratio. Then the same 52-week
// advance on issue 36's year-long workload (bench::yearLongWork(): work under way all year), against its net
// change, with its row counts, event words and the CLI's undo and redo.
#include "BenchReport.h"
#include "FiveYearCampaign.h"

#include "commands/ChangeJournal.h"
#include "db/CampaignFile.h"
#include "db/ChangeSet.h"
#include "db/SqliteHandle.h"
#include "packages/PackageRegistry.h"
#include "time/AdvanceTime.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <sqlite3.h>
#include <sys/resource.h>

#include <algorithm>
#include <cstdio>

using namespace hk;

using bench::goal;
using bench::peakMiB;

namespace {

bool copyFile(const QString& from, const QString& to)
{
    QFile::remove(to);
    return QFile::copy(from, to);
}

// One row write an advance made (SQLite's update hook: rowid tables). The hook does not see WITHOUT ROWID tables;
// the history lines an advance adds (activity_history, keyed by activity and line) are added after it
// (addHistoryLines), with line set.
struct RowWrite
{
    int op = 0;
    QByteArray table;
    qint64 rowid = 0; // for a history line: its activity
    qint64 line = -1;
};

void onWrite(void* context, int op, const char*, const char* table, sqlite3_int64 rowid)
{
    static_cast<QList<RowWrite>*>(context)->append({op, QByteArray(table), rowid});
}

// Seconds to advance a fresh copy of the campaign by `weeks`; the copy is left advanced (for undo and the floor).
// With writes set, every row write the advance makes is recorded.
double advance(const QString& path, const PackageRegistry& registry, int weeks, AdvanceResult* result,
               QList<RowWrite>* writes = nullptr)
{
    QString error;
    auto c = Campaign::open(path, registry, &error);
    if (!c) {
        std::printf("cannot open %s: %s\n", qPrintable(path), qPrintable(error));
        return -1;
    }
    if (writes)
        sqlite3_update_hook(sqliteHandle(c->database()), onWrite, writes);
    QElapsedTimer t;
    t.start();
    if (!AdvanceTime(*c).advance(weeks * 7, result, &error)) {
        std::printf("the advance failed: %s\n", qPrintable(error));
        return -1;
    }
    return t.nsecsElapsed() / 1e9;
}

// The floor: the same row writes the advance made, each with the row's final values, done directly with SQLite
// (prepared statements, one transaction) on the campaign as it was before the advance.
double floorOfWrites(const QString& before, const QString& advanced, const QList<RowWrite>& writes)
{
    sqlite3* db = nullptr;
    if (sqlite3_open(before.toUtf8().constData(), &db) != SQLITE_OK)
        return -1;
    for (const char* pragma : CampaignFile::connectionPragmas()) // the campaign's own settings
        sqlite3_exec(db, pragma, nullptr, nullptr, nullptr);
    sqlite3_exec(db, QStringLiteral("ATTACH '%1' AS adv").arg(advanced).toUtf8().constData(), nullptr, nullptr, nullptr);
    QHash<QByteArray, sqlite3_stmt*> statements;
    const auto statement = [&](const QByteArray& key, const QByteArray& sql) {
        sqlite3_stmt*& s = statements[key];
        if (!s)
            sqlite3_prepare_v2(db, sql.constData(), -1, &s, nullptr);
        return s;
    };
    QElapsedTimer t;
    t.start();
    sqlite3_exec(db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr);
    QSet<QPair<QByteArray, qint64>> present;
    for (const RowWrite& w : writes) {
        sqlite3_stmt* s = nullptr;
        if (w.line >= 0) {
            s = statement("h", "INSERT INTO main.activity_history SELECT * FROM adv.activity_history WHERE activity_id = ?1 AND line = ?2");
            sqlite3_bind_int64(s, 2, w.line);
        } else if (w.op == SQLITE_DELETE) {
            s = statement("d:" + w.table, "DELETE FROM main." + w.table + " WHERE rowid = ?1");
        } else if (w.op == SQLITE_INSERT && !present.contains({w.table, w.rowid})) {
            s = statement("i:" + w.table, "INSERT OR IGNORE INTO main." + w.table + " SELECT * FROM adv." + w.table + " WHERE rowid = ?1");
            present.insert({w.table, w.rowid});
        } else {
            s = statement("u:" + w.table, "REPLACE INTO main." + w.table + " SELECT * FROM adv." + w.table + " WHERE rowid = ?1");
        }
        sqlite3_bind_int64(s, 1, w.rowid);
        sqlite3_step(s);
        sqlite3_reset(s);
    }
    sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr);
    const double seconds = t.nsecsElapsed() / 1e9;
    for (sqlite3_stmt* s : std::as_const(statements))
        sqlite3_finalize(s);
    sqlite3_close(db);
    return seconds;
}

// The advance's change set, and the time to apply it (each row once, as it ends) to the campaign as it was.
double floorSeconds(const QString& before, const QString& advanced, QByteArray* changes)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("journal"));
        db.setDatabaseName(advanced);
        db.open();
        QString error;
        *changes = ChangeJournal(db).lastApplied(&error).changes.bytes();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("journal"));
    double seconds = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("floor"));
        db.setDatabaseName(before);
        db.open();
        QString error;
        CampaignFile::configure(db, &error); // the campaign's own settings
        QSqlQuery q(db);
        q.exec(QStringLiteral("ATTACH '%1' AS adv").arg(advanced));
        QElapsedTimer t;
        t.start();
        q.exec(QStringLiteral("BEGIN IMMEDIATE"));
        // The event words the advance added are part of its net change, though its record leaves them out
        // (EventWords): the events it adds point at them.
        q.exec(QStringLiteral("INSERT INTO main.event_words SELECT * FROM adv.event_words "
                              "WHERE id > (SELECT coalesce(max(id), 0) FROM main.event_words)"));
        ChangeConflict conflict;
        const bool ok = ChangeSet(*changes).apply(db, ChangeSet::Direction::Forward, ChangeSet::Conflicts::Refuse, &conflict, &error);
        q.exec(QStringLiteral("COMMIT"));
        seconds = ok ? t.nsecsElapsed() / 1e9 : -1;
        q.exec(QStringLiteral("DETACH adv"));
        if (!ok)
            std::printf("the floor's replay failed: %s\n", qPrintable(error));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("floor"));
    return seconds;
}

// Issue 36's own floor, measured as the issue measured it: `sqldiff` of the campaign before and after the advance
// (SQL text, every table, the change journal's new rows too), applied by the `sqlite3` shell to a copy of the
// campaign as it was, in one transaction, with the campaign's settings. The whole shell process is timed; writing
// the diff is not. -1 when either tool is missing (`make bench` installs them: scripts/setup.sh --bench).
double sqldiffSeconds(const QString& before, const QString& advanced, const QString& copy)
{
    const QString sql = copy + QStringLiteral(".sql");
    QProcess diff;
    diff.setStandardOutputFile(sql);
    diff.start(QStringLiteral("sqldiff"), {before, advanced});
    if (!diff.waitForFinished(600000) || diff.exitStatus() != QProcess::NormalExit || diff.exitCode() != 0) {
        std::printf("sqldiff did not run (scripts/setup.sh --bench installs it): %s\n", qPrintable(diff.errorString()));
        return -1;
    }
    copyFile(before, copy);
    QStringList args{QStringLiteral("-bail"), copy};
    for (const char* pragma : CampaignFile::connectionPragmas())
        args.append(QString::fromLatin1(pragma));
    // sqldiff writes the tables in name order, not in the order their references need.
    args << QStringLiteral("PRAGMA foreign_keys = OFF") << QStringLiteral("BEGIN") << QStringLiteral(".read '%1'").arg(sql)
         << QStringLiteral("COMMIT");
    QProcess apply;
    QElapsedTimer t;
    t.start();
    apply.start(QStringLiteral("sqlite3"), args);
    const bool ran = apply.waitForFinished(600000) && apply.exitStatus() == QProcess::NormalExit && apply.exitCode() == 0;
    const double seconds = t.nsecsElapsed() / 1e9;
    QFile::remove(sql);
    if (!ran) {
        std::printf("sqlite3 could not apply the diff: %s%s\n", qPrintable(apply.errorString()),
                    apply.readAllStandardError().constData());
        return -1;
    }
    return seconds;
}

// The bytes of the rows an advance inserted or updated, as they are in the file afterwards.
qint64 rowBytesWritten(const QString& advanced, const QByteArray& changes)
{
    qint64 bytes = 0;
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("rows"));
    db.setDatabaseName(advanced);
    db.open();
    {
        QHash<QString, QStringList> columnsOf; // table → its columns in order
        sqlite3_changeset_iter* it = nullptr;
        sqlite3changeset_start(&it, int(changes.size()), const_cast<char*>(changes.data()));
        while (sqlite3changeset_next(it) == SQLITE_ROW) {
            const char* table = nullptr;
            int columns = 0, op = 0, indirect = 0;
            sqlite3changeset_op(it, &table, &columns, &op, &indirect);
            if (op == SQLITE_DELETE)
                continue;
            unsigned char* pk = nullptr;
            int pkColumns = 0;
            sqlite3changeset_pk(it, &pk, &pkColumns);
            const QString tableName = QString::fromUtf8(table);
            if (!columnsOf.contains(tableName)) {
                QSqlQuery info(db);
                info.exec(QStringLiteral("SELECT name FROM pragma_table_info('%1') ORDER BY cid").arg(tableName));
                while (info.next())
                    columnsOf[tableName].append(info.value(0).toString());
            }
            const QStringList& names = columnsOf[tableName];
            QStringList where, lengths;
            QVariantList values;
            for (int column = 0; column < names.size(); ++column) {
                lengths.append(QStringLiteral("coalesce(length(\"%1\"), 8)").arg(names.at(column)));
                if (pk[column]) {
                    sqlite3_value* v = nullptr;
                    if (op == SQLITE_INSERT)
                        sqlite3changeset_new(it, column, &v);
                    else
                        sqlite3changeset_old(it, column, &v);
                    where.append(QStringLiteral("\"%1\" = ?").arg(names.at(column)));
                    values.append(v ? QVariant(qint64(sqlite3_value_int64(v))) : QVariant());
                }
            }
            QSqlQuery q(db);
            q.setForwardOnly(true);
            q.prepare(QStringLiteral("SELECT %1 FROM \"%2\" WHERE %3")
                          .arg(lengths.join(QLatin1Char('+')), tableName, where.join(QStringLiteral(" AND "))));
            for (const QVariant& v : values)
                q.addBindValue(v);
            if (q.exec() && q.next())
                bytes += q.value(0).toLongLong();
        }
        sqlite3changeset_finalize(it);
    }
    db.close();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("rows"));
    return bytes;
}

// Bytes a table and its indexes take in the file (SQLite's dbstat), or of the newest journal entry as stored.
qint64 fileBytes(const QString& path, const QString& sql)
{
    qint64 bytes = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bytes"));
        db.setDatabaseName(path);
        db.open();
        QSqlQuery q(db);
        if (q.exec(sql) && q.next())
            bytes = q.value(0).toLongLong();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bytes"));
    return bytes;
}

// The event log's bytes in the file: its tables (the events and, from schema 16, their words) and their indexes.
qint64 eventLogBytes(const QString& path)
{
    const qint64 pages = fileBytes(path, QStringLiteral("SELECT sum(d.pgsize) FROM dbstat d JOIN sqlite_master m ON m.name = d.name "
                                                        "WHERE m.tbl_name IN ('event_log', 'event_words')"));
    if (pages >= 0)
        return pages;
    // Without SQLite's dbstat: the bytes of the rows' values.
    return fileBytes(path, QStringLiteral("SELECT sum(length(logged_at) + length(kind) + length(subject) + length(data) + 24) "
                                          "FROM event_log"))
           + fileBytes(path, QStringLiteral("SELECT coalesce(sum(length(CAST(text AS BLOB)) + 16), 0) FROM event_words"));
}

// The event words as the file stores them, one row per stored text: each event's message before schema 16, the
// words table (EventWords) after.
QString storedWords(const QString& path)
{
    return fileBytes(path, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'event_words'")) > 0
               ? QStringLiteral("SELECT id, text FROM event_words")
               : QStringLiteral("SELECT id, message AS text FROM event_log");
}

// Every event's words, as readers see them.
QString eventWords(const QString& path)
{
    return fileBytes(path, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'event_words'")) > 0
               ? QStringLiteral("SELECT e.id, w.text FROM event_log e JOIN event_words w ON w.id = e.message_id")
               : QStringLiteral("SELECT id, message AS text FROM event_log");
}

double cliMilliseconds(const QStringList& args, int times = 5)
{
    QList<double> runs;
    for (int i = 0; i < times; ++i) {
        QElapsedTimer t;
        t.start();
        QProcess p;
        p.start(QStringLiteral(HK_BINARY_DIR "/app/hexkeeper-cli"), args);
        p.waitForFinished(60000);
        runs.append(t.nsecsElapsed() / 1e6);
    }
    std::sort(runs.begin(), runs.end());
    return runs.at(runs.size() / 2);
}


// Builds the campaign at path and says what it holds.
bool buildCampaign(const QString& path, const PackageRegistry& registry, const bench::FiveYearSize& size, const char* title)
{
    QString error;
    double seconds = 0;
    auto c = bench::buildFiveYearCampaign(path, registry, size, &seconds, &error);
    if (!c) {
        std::printf("cannot build the %s campaign: %s\n", title, qPrintable(error));
        return false;
    }
    std::printf("%s campaign: %d PCs, %d NPCs and beasts, %d projects, %d batches, %d encounters, %d combat-log and "
                "%d dice-log rows, %d weeks of events; %.1f MB, built in %.1f s\n",
                title, size.playerCharacters, size.npcsAndBeasts, size.projects, size.batches, size.encounters,
                size.combatLogRows, size.diceLogRows, size.weeksOfHistory, QFileInfo(path).size() / 1e6, seconds);
    return true;
}

// One 52-week advance of a copy of the built campaign, with every row write it made, its recorded change set
// and the time SQLite needs to apply that net change to the campaign as it was (floorSeconds).
struct YearAdvance
{
    double seconds = -1;
    QList<RowWrite> writes;
    QByteArray changes;
    double netFloor = -1;     // the recorded change set applied in this process (ChangeSet::apply)
    double sqldiffFloor = -1; // the way: sqldiff's SQL applied by the sqlite3 shell (sqldiffSeconds)
};

// The history lines in `advanced` that `before` does not have, as writes (the update hook cannot see them).
void addHistoryLines(const QString& before, const QString& advanced, QList<RowWrite>* writes)
{
    sqlite3* db = nullptr;
    if (sqlite3_open(advanced.toUtf8().constData(), &db) == SQLITE_OK) {
        sqlite3_exec(db, QStringLiteral("ATTACH '%1' AS before").arg(before).toUtf8().constData(), nullptr, nullptr, nullptr);
        sqlite3_stmt* s = nullptr;
        sqlite3_prepare_v2(db, "SELECT activity_id, line FROM main.activity_history EXCEPT "
                               "SELECT activity_id, line FROM before.activity_history", -1, &s, nullptr);
        while (s && sqlite3_step(s) == SQLITE_ROW)
            writes->append({SQLITE_INSERT, QByteArrayLiteral("activity_history"), sqlite3_column_int64(s, 0), sqlite3_column_int64(s, 1)});
        sqlite3_finalize(s);
    }
    sqlite3_close(db);
}

YearAdvance advanceYear(const PackageRegistry& registry, const QString& built, const QString& year)
{
    YearAdvance y;
    AdvanceResult result;
    copyFile(built, year);
    y.seconds = advance(year, registry, 52, &result, &y.writes);
    addHistoryLines(built, year, &y.writes);
    return y;
}

void replayNetChange(const QString& built, const QString& year, const QString& floorCopy, YearAdvance* y)
{
    copyFile(built, floorCopy);
    y->netFloor = floorSeconds(floorCopy, year, &y->changes);
    y->sqldiffFloor = sqldiffSeconds(built, year, floorCopy);
    std::printf("The 52-week advance wrote %lld rows (%lld distinct rows changed in the end).\n",
                static_cast<long long>(y->writes.size()), static_cast<long long>(ChangeSet(y->changes).rowCount()));
}

// The advance against issue 36's floor as the issue measured it (sqldiffSeconds).
void sqldiffGoals(const char* prefix, const YearAdvance& y)
{
    if (y.sqldiffFloor <= 0)
        return;
    goal(qPrintable(QStringLiteral("%1advance 52 weeks (s), against sqldiff").arg(QLatin1String(prefix))), y.seconds,
         "s", 0, QStringLiteral("sqldiff applied by sqlite3"), y.sqldiffFloor);
    goal(qPrintable(QStringLiteral("%1ratio to its sqldiff applied").arg(QLatin1String(prefix))), y.seconds / y.sqldiffFloor,
         "x", 3.0);
}

// The bytes of event words an advance stored (built → year): stored again (an earlier stored text holds them),
// stored in all, and all its events' words as readers see them.
struct WordsStored
{
    qint64 again = 0;
    qint64 stored = 0;
    qint64 all = 0;
};

WordsStored wordsStored(const QString& built, const QString& year)
{
    const QString storedRows = storedWords(year);
    const qint64 lastStoredBefore = fileBytes(built, QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM (%1)").arg(storedWords(built)));
    const qint64 lastEventBefore = fileBytes(built, QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM event_log"));
    WordsStored w;
    w.again = fileBytes(year, QStringLiteral("SELECT COALESCE(SUM(length(CAST(text AS BLOB))), 0) FROM (SELECT id, text, ROW_NUMBER() "
                                             "OVER (PARTITION BY text ORDER BY id) AS n FROM (%1)) WHERE n > 1 AND id > %2")
                                  .arg(storedRows)
                                  .arg(lastStoredBefore));
    w.stored = fileBytes(year, QStringLiteral("SELECT COALESCE(SUM(length(CAST(text AS BLOB))), 0) FROM (%1) WHERE id > %2")
                                   .arg(storedRows)
                                   .arg(lastStoredBefore));
    w.all = fileBytes(year, QStringLiteral("SELECT COALESCE(SUM(length(CAST(text AS BLOB))), 0) FROM (%1) WHERE id > %2")
                                .arg(eventWords(year))
                                .arg(lastEventBefore));
    return w;
}

// The whole CLI process, from start to exit (opening, the undo or redo, and SQLite's checkpoint at close), on a
// fresh copy of the advanced campaign each time: the median of 3 undos, and of 3 redos of an undone copy.
// Each is printed against the net change applied in this process (netFloor): an undo or redo applies as many rows.
void cliUndoRedo(const QString& dir, const QString& year, double netFloor, const char* undoLabel, const char* redoLabel)
{
    const QString floorLabel = QStringLiteral("net change applied ms");
    const QString cli = QDir(dir).filePath(QStringLiteral("cli.hkc"));
    const QStringList undo{QStringLiteral("advance"), QStringLiteral("undo"), cli};
    QList<double> runs;
    for (int i = 0; i < 3; ++i) {
        copyFile(year, cli);
        runs.append(cliMilliseconds(undo, 1));
    }
    std::sort(runs.begin(), runs.end());
    goal(undoLabel, runs.at(1), "ms", 300, floorLabel, netFloor * 1e3);
    runs.clear();
    for (int i = 0; i < 3; ++i) {
        copyFile(year, cli);
        cliMilliseconds(undo, 1);
        runs.append(cliMilliseconds({QStringLiteral("advance"), QStringLiteral("redo"), cli}, 1));
    }
    std::sort(runs.begin(), runs.end());
    goal(redoLabel, runs.at(1), "ms", 300, floorLabel, netFloor * 1e3);
}

// The advance's undo and redo in this process, and the checkpoint the window leaves for when it is idle.
void undoRedoInProcess(const PackageRegistry& registry, const QString& year)
{
    QString error;
    auto c = Campaign::open(year, registry, &error);
    const QString after = c ? c->digest(&error) : QString();
    QElapsedTimer t;
    t.start();
    AdvanceResult undone;
    const bool undid = c && AdvanceTime::undoLast(*c, false, &undone, &error);
    const double undoMs = t.nsecsElapsed() / 1e6;
    t.restart();
    const bool redid = undid && AdvanceTime::redoNext(*c, false, &undone, &error);
    const double redoMs = t.nsecsElapsed() / 1e6;
    if (!undid || !redid)
        std::printf("undo or redo failed: %s\n", qPrintable(error));
    // What the window leaves for when it is idle (Campaign::checkpointWhenIdle): copying the log into the file.
    t.restart();
    QSqlQuery checkpoint(c->database());
    checkpoint.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)"));
    const double checkpointMs = t.nsecsElapsed() / 1e6;
    goal("advance undo (ms)", undoMs, "ms", 100);
    goal("advance redo (ms)", redoMs, "ms", 100);
    goal("then, when idle, the log copied into the file (ms)", checkpointMs, "ms", 0);
    std::printf("%-52s %s\n", "digest after redo equals after the advance", c && c->digest(&error) == after ? "yes" : "NO");
}

// The undo record against the rows written, the journal entry as stored, and the event log's growth.
void recordAndLogSizes(const QString& built, const QString& year, const QByteArray& changes, const QString& prefix = {})
{
    const auto label = [&prefix](const char* what) { return (prefix + QLatin1String(what)).toUtf8(); };
    const qint64 rows = rowBytesWritten(year, changes);
    goal(label("undo record of the 52-week advance (kB)").constData(), changes.size() / 1e3, "kB", 0, QStringLiteral("rows written kB"), rows / 1e3);
    goal(label("undo record / rows written").constData(), rows > 0 ? double(changes.size()) / rows : -1, "x", 2.0);
    // What the journal keeps in the file for it: the record compressed (ChangeJournal::pack).
    const qint64 stored = fileBytes(year, QStringLiteral("SELECT length(changes) FROM change_journal_changes ORDER BY journal_id DESC LIMIT 1"));
    goal(label("journal entry as stored (kB)").constData(), stored / 1e3, "kB", 0, QStringLiteral("uncompressed kB"), changes.size() / 1e3);
    goal(label("journal entry as stored / rows written").constData(), rows > 0 ? double(stored) / rows : -1, "x", 1.0);
    const qint64 eventsBefore = eventLogBytes(built);
    const qint64 eventsAfter = eventLogBytes(year);
    goal(label("event log grown by the 52-week advance (MB)").constData(), (eventsAfter - eventsBefore) / 1e6, "MB", 0);
    goal(label("event log bytes per week of the advance (kB)").constData(), (eventsAfter - eventsBefore) / 52e3, "kB", 0);
    // The goal that weekly repeats store their words once: the bytes of the words the advance stored that an
    // earlier stored text already holds (each distinct message stored once is the floor: 0). Measured on what the
    // file stores (storedWords), beside the words its events carry (what readers see) and the words it stored.
    const WordsStored words = wordsStored(built, year);
    goal(label("event words the advance stored again (kB)").constData(), words.again / 1e3, "kB", 0, QStringLiteral("all its event words kB"), words.all / 1e3);
    goal(label("event words the advance stored (kB)").constData(), words.stored / 1e3, "kB", 0, QStringLiteral("all its event words kB"), words.all / 1e3);
    goal(label("file grown by the 52-week advance (MB)").constData(), (QFileInfo(year).size() - QFileInfo(built).size()) / 1e6, "MB", 0);
}

// Growth with the work under way: the same advance with a tenth and half of the projects and batches.
bool growth(const PackageRegistry& registry, const QString& dir, const bench::FiveYearSize& size, double yearSeconds)
{
    std::printf("Growth of a 52-week advance with the work under way:\n");
    for (int part : {10, 2}) {
        bench::FiveYearSize smaller = size;
        smaller.projects /= part;
        smaller.batches /= part;
        const QString path = QDir(dir).filePath(QStringLiteral("part%1.hkc").arg(part));
        double seconds = 0;
        QString error;
        if (!bench::buildFiveYearCampaign(path, registry, smaller, &seconds, &error)) {
            std::printf("cannot build: %s\n", qPrintable(error));
            return false;
        }
        AdvanceResult r;
        const double s = advance(path, registry, 52, &r);
        std::printf("    %4d activities: %.3f s (%.2f ms per activity-year)\n", smaller.projects + smaller.batches, s,
                    s * 1e3 / qMax(1, smaller.projects + smaller.batches));
    }
    std::printf("    %4d activities: %.3f s (%.2f ms per activity-year)\n", size.projects + size.batches, yearSeconds,
                yearSeconds * 1e3 / (size.projects + size.batches));
    return true;
}

// The default campaign (short work, FiveYearSize()): every figure, as issue 36 set its goals.
bool reportShortWork(const PackageRegistry& registry, const QString& dir)
{
    const QString built = QDir(dir).filePath(QStringLiteral("five-years.hkc"));
    const bench::FiveYearSize size;
    if (!buildCampaign(built, registry, size, "Five-year"))
        return false;
    const QString week = QDir(dir).filePath(QStringLiteral("week.hkc"));
    const QString year = QDir(dir).filePath(QStringLiteral("year.hkc"));
    const QString floorCopy = QDir(dir).filePath(QStringLiteral("floor.hkc"));
    AdvanceResult oneWeek;
    copyFile(built, week);
    const double weekSeconds = advance(week, registry, 1, &oneWeek);
    YearAdvance y = advanceYear(registry, built, year);
    const double peakAfterAdvance = peakMiB();
    copyFile(built, floorCopy);
    const double floor = floorOfWrites(floorCopy, year, y.writes);
    replayNetChange(built, year, floorCopy, &y);
    goal("advance 1 week (s)", weekSeconds, "s", 0);
    goal("advance 52 weeks (s)", y.seconds, "s", 1.5, QStringLiteral("floor"), floor);
    goal("advance 52 weeks, ratio to the floor", floor > 0 ? y.seconds / floor : -1, "x", 2.0);
    // Issue 36's floor: what SQLite needs to apply the advance's net row changes in one transaction (the row-by-row
    // floor above shrinks with every write the advance no longer makes; this one does not).
    goal("advance 52 weeks (s), against its net change", y.seconds, "s", 0, QStringLiteral("net change applied"), y.netFloor);
    goal("advance 52 weeks, ratio to its net change replayed", y.netFloor > 0 ? y.seconds / y.netFloor : -1, "x", 3.0);
    sqldiffGoals("", y);
    recordAndLogSizes(built, year, y.changes);
    undoRedoInProcess(registry, year);
    cliUndoRedo(dir, year, y.netFloor, "CLI advance undo, whole process (ms)", "CLI advance redo, whole process (ms)");
    goal("peak memory after the advances (MiB)", peakAfterAdvance, "MiB", 0);
    goal("CLI campaign info (ms)", cliMilliseconds({QStringLiteral("campaign"), QStringLiteral("info"), built}), "ms", 100);
    goal("CLI character list --json (ms)",
         cliMilliseconds({QStringLiteral("character"), QStringLiteral("list"), built, QStringLiteral("--json")}), "ms", 100);
    return growth(registry, dir, size, y.seconds);
}

// Issue 36's year-long workload (bench::yearLongWork()): the same counts, with work under way all year.
bool reportYearLongWork(const PackageRegistry& registry, const QString& dir)
{
    const QString built = QDir(dir).filePath(QStringLiteral("year-long.hkc"));
    const bench::FiveYearSize size = bench::yearLongWork();
    std::printf("\nYear-long work: each project still under way after 52 weeks, each batch brewing for 20 of them.\n");
    if (!buildCampaign(built, registry, size, "Year-long"))
        return false;
    const QString year = QDir(dir).filePath(QStringLiteral("year-long-advanced.hkc"));
    YearAdvance y = advanceYear(registry, built, year);
    replayNetChange(built, year, QDir(dir).filePath(QStringLiteral("year-long-floor.hkc")), &y);
    goal("year-long: advance 52 weeks (s), against net change", y.seconds, "s", 0, QStringLiteral("net change applied"), y.netFloor);
    goal("year-long: ratio to its net change replayed", y.netFloor > 0 ? y.seconds / y.netFloor : -1, "x", 3.0);
    sqldiffGoals("year-long: ", y);
    goal("year-long: rows written", y.writes.size(), "", 0);
    goal("year-long: distinct rows changed", ChangeSet(y.changes).rowCount(), "", 0);
    recordAndLogSizes(built, year, y.changes, QStringLiteral("year-long: "));
    cliUndoRedo(dir, year, y.netFloor, "year-long: CLI advance undo, whole process (ms)",
                "year-long: CLI advance redo, whole process (ms)");
    return true;
}

// For profiling: `--build FILE [year-long]` only builds the campaign; `--advance FILE WEEKS` only advances it;
// `--undo FILE` only undoes its last advance. Returns -1 for a full run.
int profilingRun(const QStringList& args, const PackageRegistry& registry)
{
    QString error;
    if (args.size() >= 3 && args.at(1) == QLatin1String("--build")) {
        double seconds = 0;
        const bench::FiveYearSize size = args.size() >= 4 && args.at(3) == QLatin1String("year-long") ? bench::yearLongWork()
                                                                                                       : bench::FiveYearSize();
        auto c = bench::buildFiveYearCampaign(args.at(2), registry, size, &seconds, &error);
        std::printf("%s in %.1f s\n", c ? "built" : qPrintable(error), seconds);
        return c ? 0 : 1;
    }
    if (args.size() >= 3 && args.at(1) == QLatin1String("--undo")) {
        auto c = Campaign::open(args.at(2), registry, &error);
        if (c)
            c->digest(&error); // warms the page cache, as in the full run
        AdvanceResult r;
        QElapsedTimer t;
        t.start();
        const bool ok = c && AdvanceTime::undoLast(*c, false, &r, &error);
        std::printf("undone in %.1f ms %s\n", t.nsecsElapsed() / 1e6, qPrintable(error));
        return ok ? 0 : 1;
    }
    if (args.size() >= 4 && args.at(1) == QLatin1String("--advance")) {
        AdvanceResult r;
        const double s = advance(args.at(2), registry, args.at(3).toInt(), &r);
        std::printf("advanced in %.3f s\n", s);
        return s >= 0 ? 0 : 1;
    }
    return -1;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QStringList errors;
    const PackageRegistry registry = PackageRegistry::loadEmbedded(&errors);
    const int profiled = profilingRun(QCoreApplication::arguments(), registry);
    if (profiled >= 0)
        return profiled;
    QTemporaryDir dir;
    return reportShortWork(registry, dir.path()) && reportYearLongWork(registry, dir.path()) ? 0 : 1;
}
