// What an advance reads once and keeps (issue 36) is always what the file holds: the rows kept while an advance
// runs (characters, labs, attunements, an activity's labs; db/ReadCache.h) follow every write made through their
// repository and every removal that cascades; the day's money report still reports a ledger row that was dated
// ahead before the advance; and no statement the advance keeps prepared is planned again by SQLite.
#include "CampaignTestSupport.h"

#include "activities/ActivityRepository.h"
#include "characters/CharacterRepository.h"
#include "characters/Roster.h"
#include "db/SqliteHandle.h"
#include "demo/DemoCampaign.h"
#include "labs/LabRepository.h"
#include "labs/Labs.h"
#include "time/AdvanceTime.h"
#include "treasury/MoneyRepository.h"
#include "treasury/Treasury.h"

#include <QJsonArray>

#include <sqlite3.h>

#include "StrictTest.h"

using namespace hk;

class TestAdvanceReads : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Reads")};

    // A wizard with money and a lab of her own.
    std::unique_ptr<Campaign> build(qint64* mara, qint64* tower)
    {
        auto c = m_campaigns.create(1);
        QString error;
        if (!Roster(*c).add(test::legalWizard(QStringLiteral("Mara")), mara, &error)
            || !Treasury(*c).change(*mara, 30000, {}, QStringLiteral("Savings"), &error)
            || !Labs(*c).buy(QStringLiteral("Tower"), QStringLiteral("wizard"), *mara, tower, &error))
            hk::test::setupFailed(error);
        return c;
    }

    // What find() and isAttuned() return with the caches open, after each kind of write.
    struct Seen
    {
        int wounds = 0;
        int movedCharge = 0;
        int damage = 0;
        int scheduledCharge = 0;
        bool attunedBefore = true;
        bool attunedMade = false;
        bool attunedRemoved = true;
        qint64 ownerAfterRemoval = -1;
        bool attunedAfterRemoval = true;
        bool removedFound = true;
    };

    static bool readAndWrite(Campaign& c, qint64 mara, qint64 tower, Seen* seen, QString* e)
    {
        const QSqlDatabase db = c.database();
        const ReadCache<Character> keptCharacters(db);
        const LabRepository::Keep keptLabs(db);
        const ActivityRepository::Keep keptBookings(db);
        CharacterRepository characters(db);
        LabRepository labs(db);
        Character m;
        Lab l;
        // A character: read, written, read again.
        if (!characters.find(mara, &m, e))
            return false;
        m.wounds = 3;
        if (!characters.update(m, e) || !characters.find(mara, &m, e))
            return false;
        seen->wounds = m.wounds;
        // A lab: its schedule moved (the kept row corrected), the whole row written, its schedule and data written.
        if (!labs.find(tower, &l, e) || !labs.moveSchedule(tower, 99, e) || !labs.find(tower, &l, e))
            return false;
        seen->movedCharge = l.nextChargeDay;
        l.damage = 40;
        if (!labs.update(l, e) || !labs.find(tower, &l, e))
            return false;
        seen->damage = l.damage;
        l.nextChargeDay = 120;
        if (!labs.updateSchedule(l, e) || !labs.find(tower, &l, e))
            return false;
        seen->scheduledCharge = l.nextChargeDay;
        // An attunement: asked, made, asked, removed, asked.
        seen->attunedBefore = labs.isAttuned(tower, mara, e);
        if (!labs.setAttuned(tower, mara, 1, e))
            return false;
        seen->attunedMade = labs.isAttuned(tower, mara, e);
        if (!labs.removeAttunement(tower, mara, e))
            return false;
        seen->attunedRemoved = labs.isAttuned(tower, mara, e);
        // Removing the owner: SQLite hands the lab to the party purse and drops the attunement (cascades).
        if (!labs.setAttuned(tower, mara, 1, e) || !labs.isAttuned(tower, mara, e) || !characters.remove(mara, e)
            || !labs.find(tower, &l, e))
            return false;
        seen->ownerAfterRemoval = l.ownerId;
        seen->attunedAfterRemoval = labs.isAttuned(tower, mara, e);
        QString missing;
        seen->removedFound = characters.find(mara, &m, &missing);
        return e->isEmpty();
    }

private Q_SLOTS:
    void keptRowsFollowEveryWrite()
    {
        qint64 mara = 0, tower = 0;
        auto c = build(&mara, &tower);
        QString error;
        Seen seen;
        QVERIFY2(c->change(QStringLiteral("kept rows"), [&](QString*, QString* e) { return readAndWrite(*c, mara, tower, &seen, e); },
                           &error),
                 qPrintable(error));
        QCOMPARE(seen.wounds, 3);
        QCOMPARE(seen.movedCharge, 99);
        QCOMPARE(seen.damage, 40);
        QCOMPARE(seen.scheduledCharge, 120);
        QVERIFY(!seen.attunedBefore);
        QVERIFY(seen.attunedMade);
        QVERIFY(!seen.attunedRemoved);
        QCOMPARE(seen.ownerAfterRemoval, qint64(0));
        QVERIFY(!seen.attunedAfterRemoval);
        QVERIFY(!seen.removedFound);
    }

    // An activity moved from one lab to another and back inside one change: its activity_lab rows say where it is.
    void anActivitysKeptLabsFollowItsUpdates()
    {
        qint64 mara = 0, tower = 0, cellar = 0;
        auto c = build(&mara, &tower);
        QString error;
        QVERIFY2(Labs(*c).buy(QStringLiteral("Cellar"), QStringLiteral("wizard"), mara, &cellar, &error), qPrintable(error));
        qint64 id = 0;
        QList<QList<qint64>> seen; // (tower, cellar) bookings after the insert, the move and the move back
        const bool ok = c->change(QStringLiteral("bookings"), [&](QString*, QString* e) {
            const ActivityRepository::Keep kept(c->database());
            ActivityRepository activities(c->database());
            LabRepository labs(c->database());
            Activity a;
            a.kind = QStringLiteral("test");
            a.characterId = mara;
            a.title = QStringLiteral("Work");
            a.startDay = 1;
            a.dueDay = 8;
            for (qint64 lab : {tower, cellar, tower}) {
                a.data.insert(QStringLiteral("lab"), lab);
                if (a.id == 0)
                    a.id = id = activities.insert(a, e);
                else if (!activities.update(a, e))
                    return false;
                if (a.id == 0)
                    return false;
                seen.append(labs.bookings(tower, 0, e));
                seen.append(labs.bookings(cellar, 0, e));
            }
            return e->isEmpty();
        }, &error);
        QVERIFY2(ok, qPrintable(error));
        const QList<qint64> it{id};
        QCOMPARE(seen, (QList<QList<qint64>>{it, {}, {}, it, it, {}}));
    }

    // No tool of ours dates a ledger row ahead of the calendar; if a file holds one, the day's money report reads the
    // day from the ledger as it always did and reports it.
    void aLedgerRowDatedAheadIsStillReported()
    {
        qint64 mara = 0, tower = 0;
        auto c = build(&mara, &tower);
        QString error;
        qint64 ahead = 0;
        QVERIFY2(c->change(QStringLiteral("dated ahead"), [&](QString*, QString* e) {
            ahead = MoneyRepository(c->database()).insert({0, mara, 4, -25, QStringLiteral("purchase"), QStringLiteral("Candles"), 0, false}, e);
            return ahead != 0;
        }, &error), qPrintable(error));
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*c).advance(7, &result, &error), qPrintable(error));
        int reported = 0;
        for (const AdvanceEvent& event : std::as_const(result.events)) {
            if (event.kind == QLatin1String("money") && event.data.value(QLatin1String("ledgerRow")).toInteger() == ahead) {
                ++reported;
                QCOMPARE(event.day, 4);
                QVERIFY2(event.message.contains(QLatin1String("Candles")), qPrintable(event.message));
            }
        }
        QCOMPARE(reported, 1);
    }

    // A kept statement whose plan depended on a bound value was planned again each time the value changed (the
    // resolvers' `kind = ?` against the partial index on research did, every day of an advance).
    void anAdvancePlansNoKeptStatementAgain()
    {
        QString error;
        QTemporaryDir dir;
        std::unique_ptr<Campaign> campaign = DemoCampaign::create(dir.filePath(QStringLiteral("demo.hkc")), test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        sqlite3* db = sqliteHandle(campaign->database());
        QVERIFY(db);
        for (sqlite3_stmt* s = sqlite3_next_stmt(db, nullptr); s; s = sqlite3_next_stmt(db, s))
            sqlite3_stmt_status(s, SQLITE_STMTSTATUS_REPREPARE, 1);
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*campaign).advance(8 * 7, &result, &error), qPrintable(error));
        QStringList planned;
        int kept = 0;
        for (sqlite3_stmt* s = sqlite3_next_stmt(db, nullptr); s; s = sqlite3_next_stmt(db, s)) {
            ++kept;
            const int again = sqlite3_stmt_status(s, SQLITE_STMTSTATUS_REPREPARE, 0);
            if (again > 0)
                planned.append(QStringLiteral("%1 times: %2").arg(again).arg(QString::fromUtf8(sqlite3_sql(s))));
        }
        QVERIFY2(kept >= 10, qPrintable(QString::number(kept))); // the advance's statements are kept
        QVERIFY2(planned.isEmpty(), qPrintable(planned.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestAdvanceReads)
#include "tst_advance_reads.moc"
