// The treasury: deposits, payments and transfers are undoable single steps; a purse never goes below
// nothing; charge() used by downtime work takes money only when it is there and says by how much it fell
// short; a removed character's purse comes back with it on undo; amounts show gold pieces.
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "treasury/Treasury.h"

#include <QTemporaryDir>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

class TestTreasury : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void pursesTransfersAndUndo()
    {
        QString error;
        auto campaign = Campaign::create(m_dir.filePath(QStringLiteral("t.hkc")),
                                         {QStringLiteral("Money"), QStringLiteral("tft-advanced-wizard-1980"), {}, 3, 1},
                                         test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        Character c;
        c.name = QStringLiteral("Aldric");
        c.race = QStringLiteral("human");
        c.st = 10;
        c.dx = 12;
        c.iq = 10;
        qint64 id = 0;
        QVERIFY(Roster(*campaign).add(c, &id, &error));
        Treasury t(*campaign);
        QVERIFY(!t.change(0, 100, {}, QString(), &error)); // a reason is required
        QVERIFY(t.change(0, 1000, {}, QStringLiteral("Dragon hoard"), &error));
        QVERIFY(t.transfer(0, id, 400, QStringLiteral("Share"), &error));
        QCOMPARE(t.balance(0, &error), 600);
        QCOMPARE(t.balance(id, &error), 400);
        QVERIFY(!t.change(id, -500, {}, QStringLiteral("A horse"), &error));
        QVERIFY2(error.contains(QLatin1String("400")), qPrintable(error));
        QVERIFY(!t.transfer(id, 0, 401, QStringLiteral("Back"), &error));
        QVERIFY(t.change(id, -150, QStringLiteral("purchase"), QStringLiteral("Silver dagger"), &error));
        QCOMPARE(t.ledger(id, &error).size(), 2);
        QCOMPARE(t.purses(&error).size(), 2);
        QCOMPARE(t.purses(&error).at(1).balance, 250);

        QVERIFY(campaign->undo()); // the dagger
        QCOMPARE(t.balance(id, &error), 400);
        QVERIFY(campaign->undo()); // the transfer, both sides
        QCOMPARE(t.balance(0, &error), 1000);
        QCOMPARE(t.balance(id, &error), 0);
        QVERIFY(campaign->redo());
        QCOMPARE(t.balance(id, &error), 400);

        int shortBy = 0;
        QVERIFY(!Treasury::charge(campaign->database(), id, 1, 500, QStringLiteral("upkeep"), QStringLiteral("Lab"), 0, &shortBy, &error));
        QCOMPARE(shortBy, 100);
        QCOMPARE(t.balance(id, &error), 400);
        QVERIFY(Treasury::charge(campaign->database(), id, 1, 50, QStringLiteral("upkeep"), QStringLiteral("Lab"), 0, &shortBy, &error));
        QCOMPARE(t.balance(id, &error), 350);

        QVERIFY(Roster(*campaign).remove(id, &error));
        QCOMPARE(t.purses(&error).size(), 1);
        QVERIFY(campaign->undo());
        QCOMPARE(t.balance(id, &error), 350);
    }

    void format()
    {
        QVERIFY(Treasury::format(1250).contains(QLatin1String("125 GP")));
        QVERIFY(!Treasury::format(7).contains(QLatin1String("GP")));
    }
};

QTEST_MAIN(TestTreasury)
#include "tst_treasury.moc"
