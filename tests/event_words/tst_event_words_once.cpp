// An event's words are stored once (issue 36, schema 16, db/EventWords.h): events that repeat week after week
// point at one row of words. Every reader shows the same words as before (the repository, its text search, the
// players' view, the journal's model, the CLI); undo and redo stay exact, also when a later step or another
// program reuses words a step wrote first; and a file of the previous schema migrates with its words intact.
#include "CampaignTestSupport.h"
#include "app/CliRunner.h"

#include "audience/CampaignView.h"
#include "campaign/CampaignLogs.h"
#include "db/EventWords.h"
#include "labs/Labs.h"
#include "models/EventLogModel.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"
#include "StrictTest.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;

namespace {

constexpr const char* Inn = "A quiet week at the inn.";
constexpr const char* Spy = "The innkeeper is a spy.";
constexpr const char* Dragon = "Ünïcödé – “quotes”, 'apostrophes' and a 🐉.";

qint64 number(Campaign& c, const QString& sql)
{
    QSqlQuery q(c.database());
    if (!q.exec(sql) || !q.next())
        hk::test::setupFailed(QStringLiteral("%1: %2").arg(sql, q.lastError().text()));
    return q.value(0).toLongLong();
}

// Every event's words and whether it is the GM's, oldest first, read from the file.
QStringList stored(Campaign& c)
{
    QStringList out;
    QSqlQuery q(c.database());
    if (!q.exec(QStringLiteral("SELECT e.gm_only, w.text FROM event_log e JOIN event_words w ON w.id = e.message_id ORDER BY e.id")))
        hk::test::setupFailed(q.lastError().text());
    while (q.next())
        out.append(q.value(0).toString() + QLatin1Char('|') + q.value(1).toString());
    return out;
}

// Events whose words are not there, by a join and by SQLite's own check of the reference.
qint64 dangling(Campaign& c)
{
    qint64 rows = number(c, QStringLiteral("SELECT count(*) FROM event_log e LEFT JOIN event_words w ON w.id = e.message_id "
                                           "WHERE w.id IS NULL"));
    QSqlQuery q(c.database());
    if (!q.exec(QStringLiteral("PRAGMA foreign_key_check(event_log)")))
        hk::test::setupFailed(q.lastError().text());
    while (q.next())
        ++rows;
    return rows;
}

QStringList messagesOf(const QList<CampaignEvent>& events)
{
    QStringList out;
    for (const CampaignEvent& e : events)
        out.prepend(e.message); // the readers list newest first
    return out;
}

EventFilter all(bool gm, const QString& text = {})
{
    EventFilter f;
    f.includeGmOnly = gm;
    f.text = text;
    f.limit = 10000;
    return f;
}

QStringList cliMessages(const QStringList& args)
{
    const CliResult r = runCli(args);
    if (r.exitCode != 0)
        hk::test::setupFailed(QStringLiteral("hexkeeper-cli %1: %2").arg(args.join(QLatin1Char(' ')), r.err));
    QStringList out;
    for (const QJsonValue& v : r.json().array())
        out.prepend(v.toObject().value(QLatin1String("message")).toString());
    return out;
}

} // namespace

class TestEventWordsOnce : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("words")};
    QTemporaryDir m_dir;

    // A party that rents a laboratory by the week: every advance pays the same rent with the same words.
    std::unique_ptr<Campaign> build()
    {
        auto c = m_campaigns.create(1);
        QString error;
        qint64 lab = 0;
        if (!c || !Treasury(*c).change(0, 50000, {}, QStringLiteral("Savings"), &error)
            || !Labs(*c).rent(QStringLiteral("Guild room"), QStringLiteral("wizard"), 0, &lab, &error))
            hk::test::setupFailed(error);
        return c;
    }

    static void log(Campaign& c, const char* words, bool gmOnly)
    {
        QString error;
        if (!test::logEvent(c, QStringLiteral("note"), QStringLiteral("Inn"), QString::fromUtf8(words), gmOnly, &error))
            hk::test::setupFailed(error);
    }

    static void advanceWeeks(Campaign& c, int weeks, AdvanceResult* r = nullptr)
    {
        AdvanceResult mine;
        QString error;
        if (!AdvanceTime(c).advance(7 * weeks, r ? r : &mine, &error))
            hk::test::setupFailed(error);
    }

private Q_SLOTS:
    // (1) Four weekly advances pay the same rent: four events, one row of words; no text is stored twice.
    void repeatedWordsAreStoredOnce()
    {
        auto c = build();
        for (int week = 0; week < 4; ++week)
            advanceWeeks(*c, 1);
        log(*c, Inn, false);
        log(*c, Inn, false);
        QCOMPARE(number(*c, QStringLiteral("SELECT count(*) - count(DISTINCT text) FROM event_words")), qint64(0));
        // The rent's words, written in every advance, are one row.
        QVERIFY(number(*c, QStringLiteral("SELECT max(n) FROM (SELECT count(DISTINCT campaign_day) AS n FROM event_log "
                                          "GROUP BY message_id)")) >= 4);
        QCOMPARE(number(*c, QStringLiteral("SELECT count(*) FROM event_log e JOIN event_words w ON w.id = e.message_id "
                                           "WHERE w.text = '%1'").arg(QLatin1String(Inn))),
                 qint64(2));
        const qint64 wordsKept = number(*c, QStringLiteral("SELECT sum(length(CAST(text AS BLOB))) FROM event_words"));
        const qint64 wordsShown = number(*c, QStringLiteral("SELECT sum(length(CAST(w.text AS BLOB))) FROM event_log e "
                                                            "JOIN event_words w ON w.id = e.message_id"));
        QVERIFY2(wordsKept < wordsShown, qPrintable(QStringLiteral("%1 bytes kept for %2 shown").arg(wordsKept).arg(wordsShown)));
        // Each word row has the hash the program looks it up by.
        QSqlQuery q(c->database());
        QVERIFY(q.exec(QStringLiteral("SELECT hash, text FROM event_words")));
        while (q.next())
            QCOMPARE(q.value(0).toLongLong(), EventWords::hash(q.value(1).toString()));
    }

    // (2) The repository, its search, the players' view, the journal's model and the CLI show each event's words;
    // a GM-only event with the same words as a public one stays the GM's.
    void everyReaderShowsTheWords()
    {
        auto c = build();
        log(*c, Inn, false);
        log(*c, Spy, true);
        log(*c, Inn, true);
        log(*c, Dragon, false);
        AdvanceResult r;
        advanceWeeks(*c, 2, &r);
        log(*c, Spy, true);
        log(*c, Inn, false);
        QStringList gm, players;
        for (const QString& row : stored(*c)) {
            const QString words = row.section(QLatin1Char('|'), 1);
            gm.append(words);
            if (row.startsWith(QLatin1Char('0')))
                players.append(words);
        }
        // What the advance reported is what the log holds.
        for (const AdvanceEvent& e : std::as_const(r.events))
            QVERIFY2(gm.contains(e.message), qPrintable(e.message));
        QVERIFY(gm.contains(QString::fromUtf8(Dragon)));
        QString error;
        CampaignLogs logs(*c);
        QCOMPARE(messagesOf(logs.events(all(true), &error)), gm);
        QCOMPARE(messagesOf(CampaignView(*c, Audience::Players).events(all(false), &error)), players);
        QCOMPARE(messagesOf(CampaignView(*c, Audience::Gm).events(all(true), &error)), gm);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // The text search looks in the words.
        QCOMPARE(logs.events(all(true, QStringLiteral("spy")), &error).size(), 2);
        QCOMPARE(CampaignView(*c, Audience::Players).events(all(false, QStringLiteral("spy")), &error).size(), 0);
        QCOMPARE(logs.events(all(true, QStringLiteral("quiet week")), &error).size(), 3);
        QCOMPARE(CampaignView(*c, Audience::Players).events(all(false, QStringLiteral("quiet week")), &error).size(), 2);
        QCOMPARE(logs.events(all(true, QStringLiteral("🐉")), &error).size(), 1);
        // The journal page's model.
        EventLogModel model;
        model.setIncludeGmOnly(false);
        model.setCampaign(c.get());
        while (model.canFetchMore({}))
            model.fetchMore({});
        QStringList shown;
        for (int row = 0; row < model.rowCount(); ++row)
            shown.prepend(model.index(row, EventLogModel::Message).data().toString());
        QCOMPARE(shown, players);
        model.setSearchText(QStringLiteral("quiet week"));
        QCOMPARE(model.totalCount(), 2);
        // The CLI, for the GM and for the players.
        const QString file = c->path();
        QCOMPARE(cliMessages({QStringLiteral("campaign"), QStringLiteral("events"), file, QStringLiteral("--limit"),
                              QStringLiteral("10000"), QStringLiteral("--json")}),
                 gm);
        QCOMPARE(cliMessages({QStringLiteral("campaign"), QStringLiteral("events"), file, QStringLiteral("--limit"),
                              QStringLiteral("10000"), QStringLiteral("--player"), QStringLiteral("--json")}),
                 players);
        QCOMPARE(cliMessages({QStringLiteral("campaign"), QStringLiteral("events"), file, QStringLiteral("--search"),
                              QStringLiteral("spy"), QStringLiteral("--player"), QStringLiteral("--json")}),
                 QStringList());
    }

    // (3) Undo of an advance puts the campaign back as it was (digest) and redo as it was after, through the
    // window's history and through the journal the CLI uses. Words the advance wrote first stay, unused.
    void undoAndRedoAreExact()
    {
        auto c = build();
        advanceWeeks(*c, 1);
        log(*c, Inn, false);
        const QString before = test::digestOf(*c);
        const QStringList eventsBefore = stored(*c);
        advanceWeeks(*c, 2);
        log(*c, Dragon, true);
        QVERIFY(c->undo()); // the event
        const QString after = test::digestOf(*c);
        const QStringList eventsAfter = stored(*c);
        const qint64 words = number(*c, QStringLiteral("SELECT count(*) FROM event_words"));
        QVERIFY(c->undo());
        QCOMPARE(test::digestOf(*c), before);
        QCOMPARE(stored(*c), eventsBefore);
        QCOMPARE(number(*c, QStringLiteral("SELECT count(*) FROM event_words")), words);
        QVERIFY(c->redo());
        QCOMPARE(test::digestOf(*c), after);
        QCOMPARE(stored(*c), eventsAfter);
        QString error;
        AdvanceResult r;
        QVERIFY2(AdvanceTime::undoLast(*c, false, &r, &error), qPrintable(error));
        QCOMPARE(test::digestOf(*c), before);
        QVERIFY2(AdvanceTime::redoNext(*c, false, &r, &error), qPrintable(error));
        QCOMPARE(test::digestOf(*c), after);
        QCOMPARE(dangling(*c), qint64(0));
    }

    // (4) A second advance reuses the words the first wrote; undoing both in turn leaves no event without its
    // words, and redoing both gives back the same campaign.
    void undoingTwoAdvancesLeavesNoDanglingWords()
    {
        auto c = build();
        const QString start = test::digestOf(*c);
        advanceWeeks(*c, 1);
        log(*c, Spy, true); // words written first here…
        const QString first = test::digestOf(*c);
        advanceWeeks(*c, 1);
        log(*c, Spy, true); // …and reused here
        const QString second = test::digestOf(*c);
        for (int step = 0; step < 4; ++step) {
            QVERIFY(c->undo());
            QCOMPARE(dangling(*c), qint64(0));
        }
        QCOMPARE(test::digestOf(*c), start);
        QCOMPARE(number(*c, QStringLiteral("SELECT count(*) FROM event_log e JOIN event_words w ON w.id = e.message_id "
                                           "WHERE w.text = '%1'").arg(QLatin1String(Spy))),
                 qint64(0));
        QVERIFY(c->redo());
        QVERIFY(c->redo());
        QCOMPARE(test::digestOf(*c), first);
        QVERIFY(c->redo());
        QVERIFY(c->redo());
        QCOMPARE(test::digestOf(*c), second);
        QCOMPARE(dangling(*c), qint64(0));
    }

    // Two programs on one file: the window writes words first, a script reuses them, and the window's undo of
    // its own step takes only its event; the script's event keeps its words, and both undo and redo still work.
    void anotherProgramsReuseSurvivesUndo()
    {
        auto window = build();
        log(*window, Dragon, false);
        QString error;
        auto script = Campaign::open(window->path(), test::registry(), &error);
        QVERIFY2(script, qPrintable(error));
        log(*script, Dragon, false);
        QVERIFY2(window->undo(&error), qPrintable(error));
        QCOMPARE(dangling(*window), qint64(0));
        QCOMPARE(messagesOf(CampaignLogs(*script).events(all(false, QStringLiteral("🐉")), &error)), QStringList{QString::fromUtf8(Dragon)});
        QVERIFY2(script->undo(&error), qPrintable(error));
        QVERIFY2(window->redo(&error), qPrintable(error));
        QCOMPARE(dangling(*window), qint64(0));
        QCOMPARE(messagesOf(CampaignLogs(*window).events(all(false, QStringLiteral("🐉")), &error)), QStringList{QString::fromUtf8(Dragon)});
    }

    // (5) A file of schema 15 (each event holding its words) migrates: every event reads the same words, each
    // distinct text is kept once, and the program finds the migrated words by the hash the migration computed.
    void previousSchemaMigrates()
    {
        const QString path = m_dir.filePath(QStringLiteral("fifteen.hkc"));
        QVERIFY(QFile::copy(QStringLiteral(HK_SOURCE_DIR "/tests/model/fixtures/campaign-schema-0015.hkc"), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        QStringList old, oldPublic;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fifteen"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
            QCOMPARE(q.value(0).toInt(), 15);
            // Beside what schema 15 wrote: a GM-only event with a public one's words, and words beyond ASCII, twice.
            QVERIFY(q.prepare(QStringLiteral("INSERT INTO event_log (logged_at, campaign_day, kind, message, gm_only) "
                                             "SELECT logged_at, campaign_day, 'note', ?, ? FROM event_log WHERE id = 1")));
            for (const auto& [words, gmOnly] : {std::pair{QString::fromUtf8(Inn), 0}, std::pair{QString::fromUtf8(Inn), 1},
                                                std::pair{QString::fromUtf8(Dragon), 0}, std::pair{QString::fromUtf8(Dragon), 1}}) {
                q.addBindValue(words);
                q.addBindValue(gmOnly);
                QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
            }
            QVERIFY(q.exec(QStringLiteral("SELECT message, gm_only FROM event_log ORDER BY id")));
            while (q.next()) {
                old.append(q.value(0).toString());
                if (!q.value(1).toBool())
                    oldPublic.append(q.value(0).toString());
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("fifteen"));
        QVERIFY(old.size() > QSet<QString>(old.begin(), old.end()).size()); // the fixture repeats words

        QString error;
        auto c = Campaign::open(path, test::registry(), &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(messagesOf(CampaignLogs(*c).events(all(true), &error)), old);
        QCOMPARE(messagesOf(CampaignView(*c, Audience::Players).events(all(false), &error)), oldPublic);
        QCOMPARE(number(*c, QStringLiteral("SELECT count(*) FROM event_words")), qint64(QSet<QString>(old.begin(), old.end()).size()));
        QCOMPARE(dangling(*c), qint64(0));
        // The advances kept for undo were recorded against the old rows: they went with the migration.
        QCOMPARE(number(*c, QStringLiteral("SELECT count(*) FROM change_journal")), qint64(0));
        // Old words are found again, by the same hash in C++ as the migration's in SQL.
        const qint64 words = number(*c, QStringLiteral("SELECT count(*) FROM event_words"));
        log(*c, Dragon, false);
        log(*c, Inn, true);
        AdvanceResult r;
        advanceWeeks(*c, 1, &r); // pays the Guild room's rent again, in the fixture's words
        QCOMPARE(number(*c, QStringLiteral("SELECT count(*) FROM event_words")),
                 words + 1); // only "The calendar moved from Day 64 to Day 71." is new
        QCOMPARE(number(*c, QStringLiteral("SELECT count(*) - count(DISTINCT text) FROM event_words")), qint64(0));
    }
};

QTEST_GUILESS_MAIN(TestEventWordsOnce)
#include "tst_event_words_once.moc"
