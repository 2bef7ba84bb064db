// Recovery as the calendar moves: fatigue rests off in a day; tended wounds heal 1 hit every 2 days
// (Advanced Wizard's medical-care row), counted on the calendar so two short advances heal like one long
// one; untended wounds, archived characters and monsters stay as they are; one event per character; a
// house rule on the table changes the rate; undo of the advance restores the wounds.
#include "CampaignTestSupport.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "houserules/HouseRules.h"
#include "time/AdvanceTime.h"
#include "StrictTest.h"

#include <QHashSeed>
#include <QTemporaryDir>

using namespace hk;

class TestRecovery : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Recovery")};

    // Day 1: even days are the healing days of a 2-day rate.
    std::unique_ptr<Campaign> newCampaign() { return m_campaigns.create(1); }

    static qint64 add(Campaign& campaign, const QString& name, int wounds, int fatigue, bool underCare = true)
    {
        Character c;
        c.name = name;
        c.race = QStringLiteral("human");
        c.st = 12;
        c.dx = 10;
        c.iq = 10;
        c.wounds = wounds;
        c.fatigue = fatigue;
        c.underCare = underCare;
        qint64 id = 0;
        QString error;
        if (!Roster(campaign).add(c, &id, &error))
            hk::test::setupFailed(error);
        return id;
    }

    static Character get(Campaign& campaign, qint64 id)
    {
        Character c;
        QString error;
        Roster(campaign).find(id, &c, &error);
        return c;
    }

private Q_SLOTS:
    void woundsAndFatigue()
    {
        auto campaign = newCampaign();
        const qint64 tended = add(*campaign, QStringLiteral("Tended"), 5, 4);
        const qint64 left = add(*campaign, QStringLiteral("Left"), 5, 4, false);
        const qint64 gone = add(*campaign, QStringLiteral("Gone"), 5, 4);
        QString error;
        QVERIFY(Roster(*campaign).setArchived(gone, true, &error));

        AdvanceResult result;
        QVERIFY(AdvanceTime(*campaign).advance(1, &result, &error)); // day 2: a healing day
        QCOMPARE(get(*campaign, tended).fatigue, 0);
        QCOMPARE(get(*campaign, tended).wounds, 4);
        QCOMPARE(get(*campaign, left).fatigue, 0);
        QCOMPARE(get(*campaign, left).wounds, 5);
        QCOMPARE(get(*campaign, gone).wounds, 5);
        QCOMPARE(get(*campaign, gone).fatigue, 4); // archived: not resolved
        QVERIFY(AdvanceTime(*campaign).advance(1, &result, &error)); // day 3: nothing heals
        QCOMPARE(get(*campaign, tended).wounds, 4);
        QVERIFY(AdvanceTime(*campaign).advance(5, &result, &error)); // days 4, 6, 8
        QCOMPARE(get(*campaign, tended).wounds, 1);
        int events = 0;
        for (const AdvanceEvent& e : result.events) {
            if (e.kind == QLatin1String("recovery")) {
                ++events;
                QCOMPARE(e.subject, QStringLiteral("Tended"));
                QVERIFY2(e.message.contains(QLatin1String("ST now 11 of 12")), qPrintable(e.message));
            }
        }
        QCOMPARE(events, 1);
        QVERIFY(AdvanceTime(*campaign).advance(14, &result, &error));
        QCOMPARE(get(*campaign, tended).wounds, 0); // never below none

        AdvanceResult undone;
        QVERIFY(AdvanceTime::undoLast(*campaign, false, &undone, &error));
        QCOMPARE(get(*campaign, tended).wounds, 1);
    }

    // Unconscious is ST 1 (000 l.57, 002 l.403): rest brings fatigue back (002 l.1952) and care heals wounds
    // (002 l.1942), and the recovery event says whether the character came round; an untended one stays out.
    void unconsciousComesRound_data()
    {
        QTest::addColumn<int>("wounds");
        QTest::addColumn<int>("fatigue");
        QTest::addColumn<bool>("underCare");
        QTest::addColumn<QString>("said");
        QTest::addColumn<int>("stAfter");
        QTest::newRow("out from spell costs") << 5 << 6 << true << "Comes round." << 8; // and 1 hit healed
        QTest::newRow("out from wounds, tended") << 11 << 0 << true << "Comes round." << 2;
        QTest::newRow("out from wounds, untended") << 11 << 0 << false << "Still unconscious." << 1;
    }

    void unconsciousComesRound()
    {
        QFETCH(int, wounds);
        QFETCH(int, fatigue);
        QFETCH(bool, underCare);
        QFETCH(QString, said);
        QFETCH(int, stAfter);
        auto campaign = newCampaign();
        const qint64 id = add(*campaign, QStringLiteral("Out"), wounds, fatigue, underCare);
        QCOMPARE(get(*campaign, id).currentSt(), 1);
        AdvanceResult result;
        QString error;
        QVERIFY2(AdvanceTime(*campaign).advance(1, &result, &error), qPrintable(error)); // day 2: a healing day
        QCOMPARE(get(*campaign, id).currentSt(), stAfter);
        QStringList messages;
        for (const AdvanceEvent& e : result.events) {
            if (e.kind == QLatin1String("recovery") && e.subject == QLatin1String("Out"))
                messages << e.message;
        }
        QCOMPARE(messages.size(), 1);
        QVERIFY2(messages.first().contains(said), qPrintable(messages.first()));
    }

    void houseRuledRate()
    {
        auto campaign = newCampaign();
        const qint64 id = add(*campaign, QStringLiteral("Quick"), 6, 0);
        QString error;
        // A GM who rules that care heals 1 hit every day.
        QVERIFY2(HouseRules::setValue(*campaign, QStringLiteral("table"), QStringLiteral("recovery-methods"),
                                      QStringLiteral("rows.0.every"), 1, QString(), &error),
                 qPrintable(error));
        AdvanceResult result;
        QVERIFY(AdvanceTime(*campaign).advance(3, &result, &error));
        QCOMPARE(get(*campaign, id).wounds, 3);
    }

    // The end-of-advance recovery events come in the same order every time (by character), whatever the hash
    // seed of the process: the same campaign advanced under eight seeds logs its eight characters alike.
    void recoveryEventsInAFixedOrder()
    {
        QStringList first;
        for (int seed = 0; seed < 8; ++seed) {
            QHashSeed::resetRandomGlobalSeed();
            auto campaign = newCampaign();
            for (int i = 0; i < 8; ++i)
                add(*campaign, QStringLiteral("Patient %1").arg(i + 1), 3, 2);
            AdvanceResult result;
            QString error;
            QVERIFY2(AdvanceTime(*campaign).advance(2, &result, &error), qPrintable(error));
            QStringList subjects;
            for (const AdvanceEvent& e : std::as_const(result.events)) {
                if (e.kind == QLatin1String("recovery"))
                    subjects.append(e.subject);
            }
            QCOMPARE(subjects.size(), 8);
            if (seed == 0)
                first = subjects;
            QCOMPARE(subjects, first);
        }
    }
};

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
