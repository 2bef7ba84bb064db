// Issue 32 (c): the seeded dice sequence resumes from a counter in the campaign row. A counter at the int64
// maximum overflowed into a float when the next roll added to it, and every roll after repeated the same faces.
// The counter is now checked when the row is read and before it is written (CampaignInfo::MaxDiceDrawn): a file
// holding one out of range is refused as damaged with a message that says so, and a counter too near the end for
// a roll refuses the roll, changing nothing. The test writes the counter with SQLite directly, as a damaged or
// hand-edited file would hold it.
#include "CampaignTestSupport.h"

#include "campaign/CampaignInfo.h"
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <limits>

using namespace hk;

namespace {

// Sets the campaign row's counter with a connection of our own (the campaign closed): "" or what failed.
QString setCounter(const QString& path, const QString& valueSql)
{
    QString problem;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("counter"));
        db.setDatabaseName(path);
        QSqlQuery q(db);
        if (!db.open() || !q.exec(QStringLiteral("UPDATE campaign SET dice_drawn = %1 WHERE id = 1").arg(valueSql)))
            problem = q.lastError().text();
        q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("counter"));
    return problem;
}

QString storedCounter(const QString& path)
{
    QString out;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("read"));
        db.setDatabaseName(path);
        QSqlQuery q(db);
        if (db.open() && q.exec(QStringLiteral("SELECT typeof(dice_drawn) || ' ' || dice_drawn FROM campaign")) && q.next())
            out = q.value(0).toString();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("read"));
    return out;
}

} // namespace

class TestDiceCounter : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_count = 0;

    // A new campaign file that has rolled once, closed.
    QString rolledOnce()
    {
        const QString path = m_dir.filePath(QStringLiteral("counter%1.hkc").arg(++m_count));
        QString error;
        std::unique_ptr<Campaign> c = Campaign::create(path, {QStringLiteral("Counter"), QStringLiteral("tft-advanced-wizard-1980"), {}, 7, 1},
                                                       test::registry(), &error);
        if (!c) {
            hk::test::setupFailed(error);
            return {};
        }
        test::roll(*c, QStringLiteral("3d6"));
        return path;
    }

private Q_SLOTS:
    void aCounterOutOfRangeIsRefusedOnOpening_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("the int64 maximum") << QString::number(std::numeric_limits<qint64>::max());
        QTest::newRow("one past the bound") << QString::number(CampaignInfo::MaxDiceDrawn + 1);
        QTest::newRow("a float (what the overflow left)") << QStringLiteral("9.223372036854775807e18");
        QTest::newRow("text") << QStringLiteral("'many'");
    }
    void aCounterOutOfRangeIsRefusedOnOpening()
    {
        QFETCH(QString, value);
        const QString path = rolledOnce();
        if (path.isEmpty())
            QFAIL("no campaign");
        QCOMPARE(setCounter(path, value), QString());
        const QString stored = storedCounter(path);
        const QByteArray before = test::fileHash(path);
        QString error;
        QVERIFY(!Campaign::open(path, test::registry(), &error));
        QVERIFY2(error.contains(QLatin1String("dice counter is out of range")) && error.contains(QLatin1String("damaged")),
                 qPrintable(error));
        QCOMPARE(test::fileHash(path), before);
        QCOMPARE(storedCounter(path), stored);
    }

    // In range, but too near the end for the faces a roll draws: the roll is refused, nothing changes, and the
    // counter stays a whole number.
    void aRollPastTheBoundIsRefused()
    {
        const QString path = rolledOnce();
        if (path.isEmpty())
            QFAIL("no campaign");
        const qint64 nearEnd = CampaignInfo::MaxDiceDrawn - 2;
        QCOMPARE(setCounter(path, QString::number(nearEnd)), QString());
        QString error;
        std::unique_ptr<Campaign> c = Campaign::open(path, test::registry(), &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->info().diceDrawn, nearEnd);
        const QString before = test::digestOf(*c);
        const int steps = c->undoStack()->count();
        RollRecord r;
        QVERIFY(!c->dice().rollStep(QStringLiteral("3d6"), std::nullopt, {}, &r, &error));
        QVERIFY2(error.contains(QLatin1String("dice counter is out of range")), qPrintable(error));
        QCOMPARE(test::digestOf(*c), before);
        QCOMPARE(c->undoStack()->count(), steps);
        // Two faces still fit, and draw the sequence on.
        QVERIFY2(c->dice().rollStep(QStringLiteral("2d6"), std::nullopt, {}, &r, &error), qPrintable(error));
        c.reset();
        QCOMPARE(storedCounter(path), QStringLiteral("integer %1").arg(CampaignInfo::MaxDiceDrawn));
    }
};

QTEST_GUILESS_MAIN(TestDiceCounter)
#include "tst_dice_counter.moc"
