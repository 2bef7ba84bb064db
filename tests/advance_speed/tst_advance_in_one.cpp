// An advance taken in one step ends where the same days taken in many shorter steps end (issue 36): the speed-ups
// of a long advance (the seeded counter kept in memory, idle laboratories' free weeks stepped at once) change how
// often rows are written, never what they hold. Laboratories, ledger, events, activities and rolls are compared.
#include "CampaignTestSupport.h"

#include "alchemy/Alchemy.h"
#include "characters/Roster.h"
#include "labs/LabRepository.h"
#include "labs/Labs.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"

#include <QSqlQuery>
#include <QSqlRecord>

#include "StrictTest.h"

using namespace hk;

class TestAdvanceInOne : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("InOne")};

    struct Labs3
    {
        qint64 tower = 0;  // attuned in the first week, idle after
        qint64 chest = 0;  // costs upkeep every week
        qint64 cellar = 0; // never used: only its schedule moves
        qint64 still = 0;  // a two-week batch brews in it, idle after
    };

    // The same campaign each time (the factory's dice seed is fixed): a wizard with three labs and an alchemist
    // with one, an attunement week and a potion batch under way.
    std::unique_ptr<Campaign> build(Labs3* labs)
    {
        auto c = m_campaigns.create(1);
        QString error;
        qint64 mara = 0, brann = 0;
        Character alchemist = test::legalWizard(QStringLiteral("Brann"));
        if (!Roster(*c).add(test::legalWizard(QStringLiteral("Mara")), &mara, &error) || !Roster(*c).add(alchemist, &brann, &error)
            || !Treasury(*c).change(mara, 30000, {}, QStringLiteral("Savings"), &error)
            || !Treasury(*c).change(brann, 20000, {}, QStringLiteral("Savings"), &error))
            hk::test::setupFailed(error);
        Labs service(*c);
        if (!service.buy(QStringLiteral("Tower"), QStringLiteral("wizard"), mara, &labs->tower, &error)
            || !service.buy(QStringLiteral("Chest"), QStringLiteral("chest"), mara, &labs->chest, &error)
            || !service.buy(QStringLiteral("Cellar"), QStringLiteral("wizard"), mara, &labs->cellar, &error)
            || !service.buy(QStringLiteral("Still"), QStringLiteral("wizard"), brann, &labs->still, &error)
            || !service.attune(labs->tower, mara, nullptr, &error))
            hk::test::setupFailed(error);
        const bool attuned = c->change(QStringLiteral("attune"), [&](QString*, QString* e) {
            return LabRepository(c->database()).setAttuned(labs->still, brann, 1, e);
        }, &error);
        BatchRequest batch;
        batch.makerId = brann;
        batch.potion = QStringLiteral("fireproofing");
        batch.doses = 4;
        batch.labId = labs->still;
        batch.hasBook = true;
        batch.trained = true;
        if (!attuned || !Alchemy(*c).start(batch, nullptr, &error))
            hk::test::setupFailed(error);
        return c;
    }

    // What the advance wrote, without the times of day it was written at and without the calendar's own
    // "time moved" lines (one per advance).
    static QStringList content(Campaign& c)
    {
        QStringList out;
        for (const char* sql : {"SELECT id, status, next_charge_day, data FROM lab ORDER BY id",
                                "SELECT character_id, campaign_day, amount, kind, reason, activity_id FROM money_ledger ORDER BY id",
                                "SELECT campaign_day, kind, subject, (SELECT text FROM event_words WHERE id = message_id), data, gm_only "
                                "FROM event_log WHERE kind <> 'time' ORDER BY id",
                                "SELECT id, status, due_day, next_day, data, ended_day FROM activity ORDER BY id",
                                "SELECT campaign_day, who, purpose, dice, faces, total FROM dice_log ORDER BY id",
                                "SELECT dice_drawn, calendar_day FROM campaign"}) {
            QSqlQuery q(c.database());
            if (!q.exec(QString::fromLatin1(sql)))
                hk::test::setupFailed(QStringLiteral("cannot read: %1").arg(QString::fromLatin1(sql)));
            while (q.next()) {
                QStringList row;
                for (int i = 0; i < q.record().count(); ++i)
                    row.append(q.value(i).toString());
                out.append(row.join(QLatin1Char('|')));
            }
        }
        return out;
    }

    static int nextCharge(Campaign& c, qint64 lab)
    {
        Lab l;
        QString error;
        if (!LabRepository(c.database()).find(lab, &l, &error))
            hk::test::setupFailed(error);
        return l.nextChargeDay;
    }

private Q_SLOTS:
    void sameEndInOneStepAsInMany_data()
    {
        QTest::addColumn<int>("daysPerStep");
        QTest::addColumn<int>("steps");
        QTest::addColumn<int>("idleNextCharge"); // where the unused lab's schedule ends, as it always did
        QTest::newRow("ten weeks, week by week") << 7 << 10 << 78;
        QTest::newRow("65 days, five at a time") << 5 << 13 << 71;
        QTest::newRow("30 days, one at a time") << 1 << 30 << 36;
        QTest::newRow("9 days, three at a time") << 3 << 3 << 15;
    }

    void sameEndInOneStepAsInMany()
    {
        QFETCH(int, daysPerStep);
        QFETCH(int, steps);
        QFETCH(int, idleNextCharge);
        Labs3 oneLabs, manyLabs;
        auto one = build(&oneLabs);
        auto many = build(&manyLabs);
        QCOMPARE(content(*one), content(*many));
        QString error;
        AdvanceResult r;
        QVERIFY2(AdvanceTime(*one).advance(daysPerStep * steps, &r, &error), qPrintable(error));
        for (int i = 0; i < steps; ++i)
            QVERIFY2(AdvanceTime(*many).advance(daysPerStep, &r, &error), qPrintable(error));
        QCOMPARE(nextCharge(*one, oneLabs.cellar), idleNextCharge);
        QCOMPARE(nextCharge(*many, manyLabs.cellar), idleNextCharge);
        QCOMPARE(nextCharge(*one, oneLabs.tower), idleNextCharge);
        QCOMPARE(nextCharge(*one, oneLabs.still), idleNextCharge);
        const QStringList a = content(*one);
        const QStringList b = content(*many);
        for (qsizetype i = 0; i < qMin(a.size(), b.size()); ++i)
            QCOMPARE(a.at(i), b.at(i));
        QCOMPARE(a.size(), b.size());
    }

    // The long advance is still one step: undone, the campaign is as it was, and redone, as it was after.
    void theLongAdvanceUndoesAsOne()
    {
        Labs3 labs;
        auto c = build(&labs);
        const QString before = test::digestOf(*c);
        AdvanceResult r;
        QString error;
        QVERIFY2(AdvanceTime(*c).advance(70, &r, &error), qPrintable(error));
        const QString after = test::digestOf(*c);
        QVERIFY(c->undo());
        QCOMPARE(test::digestOf(*c), before);
        QVERIFY(c->redo());
        QCOMPARE(test::digestOf(*c), after);
    }
};

QTEST_GUILESS_MAIN(TestAdvanceInOne)
#include "tst_advance_in_one.moc"
