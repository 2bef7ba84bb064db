// An activity's history lives one line per row of activity_history (issue 36, schema 17), so a week of an
// advance adds a row instead of writing the whole history again. Every reader still sees the whole history in
// data.history, in order; an advance's read (activeDue) and the timeline's bars leave the lines unread, and the
// week's line goes after them; a line changed or dropped through the repository changes or drops its row; undo, redo and removal
// take the rows with them; and a schema-16 file's histories move into rows.
#include "CampaignTestSupport.h"

#include "activities/ActivityRepository.h"
#include "demo/DemoCampaign.h"
#include "dice/ScriptedDiceRoller.h"
#include "research/MarketSearch.h"
#include "time/AdvanceTime.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSignalSpy>
#include <QSqlQuery>

#include "StrictTest.h"

using namespace hk;
using namespace Qt::StringLiterals;

class TestActivityHistory : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_files = 0;

    // The demo campaign with Krait searching the market for a ring; every die a 6, so the search goes on.
    std::unique_ptr<Campaign> demoWithSearch(qint64* search)
    {
        QString error;
        auto c = DemoCampaign::create(m_dir.filePath(u"demo%1.hkc"_s.arg(++m_files)), test::registry(), &error);
        if (!c)
            hk::test::setupFailed(error);
        const qint64 krait = characterNamed(*c, u"Krait"_s);
        SearchRequest ring;
        ring.item = u"Ring of Fire Immunity"_s;
        ring.value = 1200;
        ring.settlement = u"sizeable town"_s;
        ring.magic = true;
        if (!MarketSearch(*c).start(krait, ring, search, &error))
            hk::test::setupFailed(error);
        c->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>(5000, 6)));
        return c;
    }

    static qint64 characterNamed(Campaign& c, const QString& name)
    {
        QSqlQuery q(c.database());
        if (!q.exec(u"SELECT id FROM character WHERE name = '%1'"_s.arg(name)) || !q.next())
            hk::test::setupFailed(u"no character %1"_s.arg(name));
        return q.value(0).toLongLong();
    }

    static void advanceWeeks(Campaign& c, int weeks)
    {
        AdvanceResult r;
        QString error;
        if (!AdvanceTime(c).advance(7 * weeks, &r, &error))
            hk::test::setupFailed(error);
    }

    static Activity found(Campaign& c, qint64 id)
    {
        Activity a;
        QString error;
        if (!ActivityRepository(c.database()).find(id, &a, &error))
            hk::test::setupFailed(error);
        return a;
    }

    // The activity's rows, in line order, as JSON values.
    static QJsonArray rowsOf(const Campaign& c, qint64 id)
    {
        QSqlQuery q(c.database());
        q.prepare(u"SELECT line, entry FROM activity_history WHERE activity_id = ? ORDER BY line"_s);
        q.addBindValue(id);
        if (!q.exec())
            hk::test::setupFailed(u"cannot read activity_history"_s);
        QJsonArray rows;
        while (q.next()) {
            if (q.value(0).toInt() != rows.size())
                hk::test::setupFailed(u"activity %1 has a gap before line %2"_s.arg(id).arg(q.value(0).toInt()));
            rows.append(QJsonDocument::fromJson(u"[%1]"_s.arg(q.value(1).toString()).toUtf8()).array().at(0));
        }
        return rows;
    }

    static QString storedData(const Campaign& c, qint64 id)
    {
        QSqlQuery q(c.database());
        if (!q.exec(u"SELECT data FROM activity WHERE id = %1"_s.arg(id)) || !q.next())
            hk::test::setupFailed(u"no activity %1"_s.arg(id));
        return q.value(0).toString();
    }

    static QList<int> weeksOf(const QJsonArray& history)
    {
        QList<int> weeks;
        for (const QJsonValue& line : history)
            weeks.append(line.toObject().value("week"_L1).toInt());
        return weeks;
    }

    static QJsonObject line(int week, const QString& note)
    {
        return {{u"day"_s, 7 * week}, {u"week"_s, week}, {u"outcome"_s, u"worked"_s}, {u"note"_s, note}};
    }

private Q_SLOTS:
    // Each week of the search is one more row, numbered on from the ones before (MarketResolver counts the lines
    // it did not read); the data column keeps only an empty list in the history's place; find() has them all.
    void aWeekAddsOneLine()
    {
        qint64 search = 0;
        auto c = demoWithSearch(&search);
        advanceWeeks(*c, 1);
        QCOMPARE(weeksOf(rowsOf(*c, search)), QList<int>({1}));
        advanceWeeks(*c, 2);
        const QJsonArray rows = rowsOf(*c, search);
        QCOMPARE(weeksOf(rows), QList<int>({1, 2, 3}));
        QCOMPARE(rows.at(2).toObject().value("outcome"_L1).toString(), u"not-found"_s);
        QVERIFY2(storedData(*c, search).contains(u"\"history\":[]"_s), qPrintable(storedData(*c, search)));
        QVERIFY(!storedData(*c, search).contains(u"not-found"_s));
        QCOMPARE(found(*c, search).data.value("history"_L1).toArray(), rows);
    }

    // activeDue counts the lines and reads none; what the resolver appends is written after them, and such an
    // activity cannot be added as a new one (the unread lines would be lost).
    void activeDueLeavesTheLinesUnread()
    {
        qint64 search = 0;
        auto c = demoWithSearch(&search);
        advanceWeeks(*c, 2);
        QString error;
        ActivityRepository activities(c->database());
        Activity due;
        for (const Activity& a : activities.activeDue(MarketSearch::Kind, 1000000, &error)) {
            if (a.id == search)
                due = a;
        }
        QVERIFY2(due.id == search, qPrintable(error));
        QCOMPARE(due.historyLinesNotRead, 2);
        QVERIFY(due.data.value("history"_L1).toArray().isEmpty());
        // The timeline draws bars and reads no history either.
        for (const Activity& bar : activities.listForTimeline(false, &error)) {
            if (bar.id == search) {
                QCOMPARE(bar.historyLinesNotRead, 2);
                QVERIFY(bar.data.value("history"_L1).toArray().isEmpty());
            }
        }
        QJsonArray added{line(3, u"by hand"_s)};
        due.data.insert(u"history"_s, added);
        QVERIFY2(activities.update(due, &error), qPrintable(error));
        const QJsonArray rows = rowsOf(*c, search);
        QCOMPARE(weeksOf(rows), QList<int>({1, 2, 3}));
        QCOMPARE(rows.at(2).toObject(), line(3, u"by hand"_s));

        const QString before = test::digestOf(*c);
        due.id = 0;
        QCOMPARE(activities.insert(due, &error), qint64(0));
        QVERIFY(!error.isEmpty());
        QCOMPARE(test::digestOf(*c), before);
    }

    // Through the repository a history is written as given: a changed line rewrites its row, dropped lines
    // drop theirs, no history leaves no rows and no key; each time find() returns what was written.
    void theRowsFollowEveryWrite()
    {
        qint64 search = 0;
        auto c = demoWithSearch(&search);
        ActivityRepository activities(c->database());
        QString error;
        Activity a = found(*c, search);
        a.id = 0;
        a.data.insert(u"history"_s, QJsonArray{line(1, u"one"_s), line(2, u"two"_s), line(3, u"three"_s)});
        a.id = activities.insert(a, &error);
        QVERIFY2(a.id > 0, qPrintable(error));
        QCOMPARE(rowsOf(*c, a.id), a.data.value("history"_L1).toArray());
        QCOMPARE(found(*c, a.id), a);

        a.data.insert(u"history"_s, QJsonArray{line(1, u"one"_s), line(2, u"two, mended"_s)});
        QVERIFY2(activities.update(a, &error), qPrintable(error));
        QCOMPARE(rowsOf(*c, a.id), a.data.value("history"_L1).toArray());
        QCOMPARE(found(*c, a.id), a);

        a.data.remove(u"history"_s);
        QVERIFY2(activities.update(a, &error), qPrintable(error));
        QVERIFY(rowsOf(*c, a.id).isEmpty());
        QCOMPARE(found(*c, a.id), a);
        QVERIFY(!found(*c, a.id).data.contains("history"_L1));
    }

    // A step that changes only a history line (the activity's row stays as it was) still tells the views.
    void aLineAloneTellsTheViews()
    {
        qint64 search = 0;
        auto c = demoWithSearch(&search);
        advanceWeeks(*c, 1);
        QSignalSpy downtime(c.get(), &Campaign::downtimeChanged);
        QString error;
        QVERIFY2(c->change(u"Mend a week's note"_s, [&](QString*, QString* e) {
            Activity a = found(*c, search);
            QJsonArray lines = a.data.value("history"_L1).toArray();
            QJsonObject week = lines.at(0).toObject();
            week.insert(u"note"_s, u"Mended"_s);
            lines.replace(0, week);
            a.data.insert(u"history"_s, lines);
            return ActivityRepository(c->database()).update(a, e);
        }, &error), qPrintable(error));
        QCOMPARE(rowsOf(*c, search).at(0).toObject().value("note"_L1).toString(), u"Mended"_s);
        QCOMPARE(downtime.count(), 1);
    }

    // Undo and redo of an advance take its lines out and put them back exactly; removing the activity removes
    // its lines.
    void undoRedoAndRemovalTakeTheLines()
    {
        qint64 search = 0;
        auto c = demoWithSearch(&search);
        advanceWeeks(*c, 1);
        const QString oneWeek = test::digestOf(*c);
        advanceWeeks(*c, 3);
        const QString fourWeeks = test::digestOf(*c);
        QCOMPARE(rowsOf(*c, search).size(), 4);
        AdvanceResult r;
        QString error;
        QVERIFY2(AdvanceTime::undoLast(*c, false, &r, &error), qPrintable(error));
        QCOMPARE(rowsOf(*c, search).size(), 1);
        QCOMPARE(test::digestOf(*c), oneWeek);
        QVERIFY2(AdvanceTime::redoNext(*c, false, &r, &error), qPrintable(error));
        QCOMPARE(test::digestOf(*c), fourWeeks);
        QCOMPARE(weeksOf(found(*c, search).data.value("history"_L1).toArray()), QList<int>({1, 2, 3, 4}));

        QVERIFY2(ActivityRepository(c->database()).remove(search, &error), qPrintable(error));
        QVERIFY(rowsOf(*c, search).isEmpty());
    }

    // A schema-16 file kept the history inside the activity's data; opening it moves each line to its row, in
    // order, and the activity reads as it did.
    void schema16HistoryMovesToRows()
    {
        const QString path = m_dir.filePath(u"schema16.hkc"_s);
        QVERIFY(QFile::copy(QStringLiteral(HK_SOURCE_DIR "/tests/model/fixtures/campaign-schema-0016.hkc"), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        const QJsonArray history{line(1, u"first"_s), line(2, u"second"_s), QJsonObject{{u"day"_s, 21}, {u"roll"_s, QJsonArray{6, 5, 4}}}};
        const QJsonObject data{{u"item"_s, u"Ring"_s}, {u"history"_s, history}, {u"state"_s, u"searching"_s}};
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"schema16"_s);
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(q.exec(u"PRAGMA user_version"_s) && q.next());
            QCOMPARE(q.value(0).toInt(), 16);
            q.prepare(u"INSERT INTO activity (id, kind, character_id, title, start_day, due_day, status, cost, next_day, data) "
                      "VALUES (77, 'item-search', 0, 'Ring', 1, 8, 'active', 0, 8, ?)"_s);
            q.addBindValue(QString::fromUtf8(QJsonDocument(data).toJson(QJsonDocument::Compact)));
            QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
            q.finish();
            raw.close();
        }
        QSqlDatabase::removeDatabase(u"schema16"_s);
        QString error;
        auto c = Campaign::open(path, test::registry(), &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(rowsOf(*c, 77), history);
        QVERIFY(!storedData(*c, 77).contains(u"second"_s));
        QCOMPARE(found(*c, 77).data, data);
    }
};

QTEST_GUILESS_MAIN(TestActivityHistory)
#include "tst_activity_history.moc"
