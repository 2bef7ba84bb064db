// Laboratories on the calendar (Advanced Wizard l.347–361, l.1015–1017): buying pays the price, assembling by
// hand pays less and is ready after the book's months, renting charges rent and supplies week by week and
// lapses when the purse runs dry (halting the work booked in it), upkeep only in weeks an owned lab is used
// but every week for a chest, attunement won or lost on the DX roll, one user a week, and a chest that serves
// one wizard only. Dice are scripted.
#include "CampaignTestSupport.h"

#include "activities/ActivityRepository.h"
#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "dice/ScriptedDiceRoller.h"
#include "labs/LabRepository.h"
#include "labs/Labs.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"

#include <QJsonArray>
#include <QTranslator>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

class TestLabs : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Labs")};

    struct Setup
    {
        std::unique_ptr<Campaign> campaign;
        qint64 mara = 0;
        qint64 tib = 0;
    };

    Setup setup(int maraPurse, int partyPurse = 0)
    {
        Setup s;
        s.campaign = m_campaigns.create(1);
        QString error;
        Roster roster(*s.campaign);
        Character mara = test::legalWizard(QStringLiteral("Mara"));
        Character tib = test::legalWizard(QStringLiteral("Tib"));
        if (!roster.add(mara, &s.mara, &error) || !roster.add(tib, &s.tib, &error))
            hk::test::setupFailed(error);
        if (maraPurse > 0)
            Treasury(*s.campaign).change(s.mara, maraPurse, {}, QStringLiteral("Savings"), &error);
        if (partyPurse > 0)
            Treasury(*s.campaign).change(0, partyPurse, {}, QStringLiteral("Savings"), &error);
        return s;
    }

    static int balance(Campaign& c, qint64 who)
    {
        QString error;
        return Treasury(c).balance(who, &error);
    }

    static Lab lab(Campaign& c, qint64 id)
    {
        Lab l;
        QString error;
        LabRepository(c.database()).find(id, &l, &error);
        return l;
    }

    static bool advance(Campaign& c, int days, AdvanceResult* result = nullptr)
    {
        AdvanceResult r;
        QString error;
        const bool ok = AdvanceTime(c).advance(days, result ? result : &r, &error);
        if (!ok)
            hk::test::setupFailed(error);
        return ok;
    }

    static bool told(const AdvanceResult& r, const QString& kind, const QString& text)
    {
        for (const AdvanceEvent& e : r.events) {
            if (e.kind == kind && e.message.contains(text))
                return true;
        }
        return false;
    }

private Q_SLOTS:
    void buyingPaysThePriceAndIsUndoable()
    {
        Setup s = setup(12000);
        QString error;
        const LabOffer offer = Labs::offer(s.campaign->rules(), QStringLiteral("wizard"));
        QCOMPARE(offer.price, 10000);
        qint64 id = 0;
        QVERIFY2(Labs(*s.campaign).buy(QStringLiteral("Tower"), QStringLiteral("wizard"), s.mara, &id, &error), qPrintable(error));
        QCOMPARE(balance(*s.campaign, s.mara), 2000);
        const Lab l = lab(*s.campaign, id);
        QCOMPARE(l.tenure, LabTenure::Owned);
        QCOMPARE(l.ownerId, s.mara);
        QCOMPARE(l.upkeepPerWeek, offer.upkeepPerWeek);
        QCOMPARE(l.nextChargeDay, 8);
        // A second one is more than the purse holds: refused, nothing written.
        QVERIFY(!Labs(*s.campaign).buy(QStringLiteral("Cellar"), QStringLiteral("wizard"), s.mara, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("holds")), qPrintable(error));
        QVERIFY(!Labs(*s.campaign).buy(QStringLiteral(" "), QStringLiteral("wizard"), s.mara, nullptr, &error));
        QVERIFY(!Labs(*s.campaign).buy(QStringLiteral("X"), QStringLiteral("observatory"), s.mara, nullptr, &error));
        QCOMPARE(Labs(*s.campaign).list(true, &error).size(), 1);
        QVERIFY(s.campaign->undo());
        QCOMPARE(balance(*s.campaign, s.mara), 12000);
        QCOMPARE(Labs(*s.campaign).list(true, &error).size(), 0);
        QVERIFY(s.campaign->redo());
        QCOMPARE(lab(*s.campaign, id).name, QStringLiteral("Tower"));
    }

    void upkeepForChestsEveryWeekForLabsWhenUsed()
    {
        Setup s = setup(13000);
        QString error;
        qint64 tower = 0, chest = 0;
        QVERIFY(Labs(*s.campaign).buy(QStringLiteral("Tower"), QStringLiteral("wizard"), s.mara, &tower, &error));
        QVERIFY(Labs(*s.campaign).buy(QStringLiteral("Chest"), QStringLiteral("chest"), s.mara, &chest, &error));
        QCOMPARE(balance(*s.campaign, s.mara), 500);
        QVERIFY(advance(*s.campaign, 7)); // day 8: the chest's $10, the idle lab nothing
        QCOMPARE(balance(*s.campaign, s.mara), 490);
        // An attunement week books the lab: its upkeep falls due on day 15.
        QVERIFY2(Labs(*s.campaign).attune(tower, s.mara, nullptr, &error), qPrintable(error));
        s.campaign->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{2, 2, 2}));
        QVERIFY(advance(*s.campaign, 7));
        QCOMPARE(balance(*s.campaign, s.mara), 490 - 10 - 50);
        QCOMPARE(lab(*s.campaign, tower).nextChargeDay, 22);
    }

    void rentRunsOutAndTheRentalLapses()
    {
        Setup s = setup(0, 450);
        QString error;
        qint64 id = 0;
        QVERIFY2(Labs(*s.campaign).rent(QStringLiteral("Guild lab"), QStringLiteral("wizard"), 0, &id, &error), qPrintable(error));
        QCOMPARE(balance(*s.campaign, 0), 250); // $150 rent + $50 supplies, first week now
        QCOMPARE(Labs::weeklyCost(lab(*s.campaign, id)), 200);
        AdvanceResult paid;
        QVERIFY(advance(*s.campaign, 7, &paid));
        QCOMPARE(balance(*s.campaign, 0), 50);
        // The day's money report names the lab that paid, so its bar on the timeline can list the rent.
        int rentEvents = 0;
        for (const AdvanceEvent& e : paid.events) {
            if (e.kind == QLatin1String("money") && e.data.value(QLatin1String("ledgerKind")).toString() == QLatin1String("rent")) {
                QCOMPARE(e.data.value(QLatin1String("lab")).toInteger(), id);
                ++rentEvents;
            }
        }
        QCOMPARE(rentEvents, 1);
        // Mara starts attuning it; on day 15 the rent cannot be paid.
        qint64 attunement = 0;
        QVERIFY2(Labs(*s.campaign).attune(id, s.mara, &attunement, &error), qPrintable(error));
        AdvanceResult r;
        QVERIFY(advance(*s.campaign, 7, &r));
        QCOMPARE(balance(*s.campaign, 0), 50);
        const Lab l = lab(*s.campaign, id);
        QCOMPARE(l.status, LabStatus::Closed);
        QCOMPARE(l.data.value(QLatin1String("lapsedOn")).toInt(), 15);
        QVERIFY(!l.usable());
        Activity a;
        QVERIFY(ActivityRepository(s.campaign->database()).find(attunement, &a, &error));
        QCOMPARE(a.status, ActivityStatus::Halted);
        QCOMPARE(a.haltReason, HaltReason::Money);
        QVERIFY(told(r, QStringLiteral("money"), QStringLiteral("rental lapses")));
        QVERIFY(!LabRepository(s.campaign->database()).isAttuned(id, s.mara, &error));
    }

    void assembledLabIsReadyAfterTheMonths()
    {
        Setup s = setup(6000);
        QString error;
        const LabOffer offer = Labs::offer(s.campaign->rules(), QStringLiteral("chemist"));
        QCOMPARE(offer.buildDays, 6 * s.campaign->rules().parameter(QStringLiteral("days-per-month")).toInt());
        qint64 id = 0;
        QVERIFY2(Labs(*s.campaign).build(QStringLiteral("Shed"), QStringLiteral("chemist"), s.mara, &id, &error), qPrintable(error));
        QCOMPARE(balance(*s.campaign, s.mara), 6000 - offer.buildCost);
        QCOMPARE(lab(*s.campaign, id).status, LabStatus::Building);
        QCOMPARE(lab(*s.campaign, id).data.value(QLatin1String("readyDay")).toInt(), 1 + offer.buildDays);
        QVERIFY(advance(*s.campaign, offer.buildDays - 1));
        QVERIFY(!lab(*s.campaign, id).usable());
        AdvanceResult r;
        QVERIFY(advance(*s.campaign, 1, &r));
        QVERIFY(lab(*s.campaign, id).usable());
        QCOMPARE(lab(*s.campaign, id).tenure, LabTenure::Owned);
        QVERIFY(told(r, QStringLiteral("lab"), QStringLiteral("ready")));
        // Nobody used it while it was being put together: no upkeep was charged.
        QCOMPARE(balance(*s.campaign, s.mara), 6000 - offer.buildCost);
    }

    void attunement_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("attuned");
        QTest::newRow("made") << QList<int>{4, 4, 4} << true;     // 12 against DX 12
        QTest::newRow("missed") << QList<int>{6, 4, 3} << false;  // 13
    }
    // An owned lab's upkeep is paid on its charge day for a week someone worked in it (here: the attunement).
    void attunementWithoutUpkeepMoneyHalts()
    {
        Setup s = setup(0);
        QString error;
        qint64 id = 0, activity = 0;
        QVERIFY(Labs(*s.campaign).add(QStringLiteral("Old tower"), QStringLiteral("wizard"), s.mara, &id, &error));
        QVERIFY(Labs(*s.campaign).attune(id, s.mara, &activity, &error));
        AdvanceResult r;
        QVERIFY(advance(*s.campaign, 7, &r));
        Activity a;
        QVERIFY(ActivityRepository(s.campaign->database()).find(activity, &a, &error));
        QCOMPARE(a.status, ActivityStatus::Halted);
        QCOMPARE(a.haltReason, HaltReason::Money);
        QVERIFY(told(r, QStringLiteral("money"), QStringLiteral("upkeep")));
        QVERIFY(lab(*s.campaign, id).data.contains(QLatin1String("unpaidSince")));
        QCOMPARE(lab(*s.campaign, id).status, LabStatus::Ready); // still Mara's
    }

    void attunement()
    {
        QFETCH(QList<int>, faces);
        QFETCH(bool, attuned);
        Setup s = setup(100);
        QString error;
        qint64 id = 0, activity = 0;
        QVERIFY(Labs(*s.campaign).add(QStringLiteral("Old tower"), QStringLiteral("wizard"), s.mara, &id, &error));
        QVERIFY2(Labs(*s.campaign).attune(id, s.mara, &activity, &error), qPrintable(error));
        s.campaign->dice().setOverride(std::make_shared<ScriptedDiceRoller>(faces));
        const QString before = test::digestOf(*s.campaign);
        AdvanceResult r;
        QVERIFY(advance(*s.campaign, 6));
        QVERIFY(!LabRepository(s.campaign->database()).isAttuned(id, s.mara, &error)); // a full week first
        QVERIFY(advance(*s.campaign, 1, &r));
        QCOMPARE(LabRepository(s.campaign->database()).isAttuned(id, s.mara, &error), attuned);
        Activity a;
        QVERIFY(ActivityRepository(s.campaign->database()).find(activity, &a, &error));
        QCOMPARE(a.status, attuned ? ActivityStatus::Done : ActivityStatus::Cancelled);
        const QJsonObject week = a.data.value(QLatin1String("history")).toArray().first().toObject();
        QCOMPARE(week.value(QLatin1String("target")).toInt(), 12);
        QCOMPARE(week.value(QLatin1String("roll")).toArray().size(), 3);
        QVERIFY(told(r, QStringLiteral("lab"), attuned ? QStringLiteral("now attuned") : QStringLiteral("ST spent are lost")));
        AdvanceResult undone;
        QVERIFY(AdvanceTime::undoLast(*s.campaign, false, &undone, &error));
        QVERIFY(AdvanceTime::undoLast(*s.campaign, false, &undone, &error));
        QCOMPARE(test::digestOf(*s.campaign), before);
    }

    void oneUserAWeekAndWhoMayAttune()
    {
        Setup s = setup(0, 500); // the party pays the Tower's upkeep in the weeks it is used
        QString error;
        Labs labs(*s.campaign);
        qint64 tower = 0, chest = 0, chem = 0;
        QVERIFY(labs.add(QStringLiteral("Tower"), QStringLiteral("wizard"), 0, &tower, &error));
        QVERIFY(labs.add(QStringLiteral("Chest"), QStringLiteral("chest"), s.mara, &chest, &error));
        QVERIFY(labs.add(QStringLiteral("Stills"), QStringLiteral("chemist"), 0, &chem, &error));
        QVERIFY(labs.attune(tower, s.mara, nullptr, &error));
        QStringList problems = labs.attuneProblems(tower, s.tib, &error);
        QVERIFY2(problems.join(' ').contains(QLatin1String("already in use")), qPrintable(problems.join(' ')));
        // Mara is busy full time; she cannot attune her chest in the same week.
        problems = labs.attuneProblems(chest, s.mara, &error);
        QVERIFY2(problems.join(' ').contains(QLatin1String("busy full time")), qPrintable(problems.join(' ')));
        // The chest is Mara's and serves her only.
        problems = labs.attuneProblems(chest, s.tib, &error);
        QVERIFY2(problems.join(' ').contains(QLatin1String("only to its owner")), qPrintable(problems.join(' ')));
        // A chemist's lab needs no attunement.
        QVERIFY(!labs.attune(chem, s.tib, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("needs no attunement")), qPrintable(error));
        // Once attuned, any number of wizards may be (a lab), one at a time.
        s.campaign->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{1, 2, 3, 1, 2, 3}));
        QVERIFY(advance(*s.campaign, 7));
        QVERIFY2(labs.attune(tower, s.tib, nullptr, &error), qPrintable(error));
        QVERIFY(!labs.close(tower, &error));
        QVERIFY2(error.contains(QLatin1String("booked")), qPrintable(error));
        QVERIFY(advance(*s.campaign, 7));
        QCOMPARE(LabRepository(s.campaign->database()).attunements(tower, &error).size(), 2);
        QCOMPARE(balance(*s.campaign, 0), 500 - 2 * 50);
        // Closing is refused while work is booked, and allowed after.
        QVERIFY(labs.close(chem, &error));
        QCOMPARE(lab(*s.campaign, chem).status, LabStatus::Closed);
        QVERIFY(!labs.close(chem, &error));
    }

    void repairPaysTheDamage()
    {
        Setup s = setup(2500);
        QString error;
        qint64 id = 0;
        QVERIFY(Labs(*s.campaign).add(QStringLiteral("Tower"), QStringLiteral("wizard"), s.mara, &id, &error));
        QVERIFY(!Labs(*s.campaign).repair(id, -1, &error)); // nothing to repair
        Lab l = lab(*s.campaign, id);
        l.damage = 3000;
        QVERIFY(LabRepository(s.campaign->database()).update(l, &error));
        QVERIFY(!Labs(*s.campaign).repair(id, -1, &error));
        QVERIFY2(error.contains(QLatin1String("holds")), qPrintable(error));
        Treasury(*s.campaign).change(s.mara, 500, {}, QStringLiteral("Loan"), &error);
        QVERIFY2(Labs(*s.campaign).repair(id, -1, &error), qPrintable(error));
        QCOMPARE(balance(*s.campaign, s.mara), 0);
        QVERIFY(lab(*s.campaign, id).usable());
        QVERIFY(s.campaign->undo());
        QCOMPARE(lab(*s.campaign, id).damage, 3000);
        QCOMPARE(balance(*s.campaign, s.mara), 3000);
    }

    // The lab types the rules data names in English are named in the interface's language.
    void labTypesInTheInterfaceLanguage()
    {
        auto campaign = m_campaigns.create(1);
        QCOMPARE(Labs::offer(campaign->rules(), QStringLiteral("wizard")).name, QStringLiteral("Wizard's laboratory"));
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/hexkeeper_de.qm")));
        QCoreApplication::installTranslator(&german);
        const QStringList names{Labs::offer(campaign->rules(), QStringLiteral("chest")).name,
                                Labs::offer(campaign->rules(), QStringLiteral("wizard")).name,
                                Labs::offer(campaign->rules(), QStringLiteral("chemist")).name};
        Lab rented;
        rented.tenure = LabTenure::Rented;
        const QString tenure = Labs::tenureText(rented); // how it is held, in words too
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(names, (QStringList{QStringLiteral("Truhe des Zauberers"), QStringLiteral("Zauberlabor"),
                                     QStringLiteral("Chemikerlabor")}));
        QCOMPARE(tenure, QStringLiteral("gemietet"));
    }
};

QTEST_GUILESS_MAIN(TestLabs)
#include "tst_labs.moc"
