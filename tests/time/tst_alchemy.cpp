// Brewing potions on the calendar (Advanced Wizard l.1011–1041) with scripted dice: the checks before a batch
// starts, a week made, a multi-week potion finishing into the holder's stock, a missed roll ruining the batch,
// the secret 16 (faulty, hidden from every player view), 17 and 18 blowing up maker and lab, the rent running
// out under a batch, the one detection try, gas bombs, healing potions, and undo of an advance restoring the
// campaign exactly.
#include "CampaignTestSupport.h"

#include "activities/ActivityControl.h"
#include "activities/ActivityRepository.h"
#include "alchemy/Alchemy.h"
#include "alchemy/PotionStockRepository.h"
#include "alchemy/Potions.h"
#include "audience/CampaignView.h"
#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "dice/ScriptedDiceRoller.h"
#include "labs/LabRepository.h"
#include "labs/Labs.h"
#include "repositories/EventLogRepository.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"

#include <QJsonArray>
#include <QJsonDocument>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

namespace {

const QList<int> Made{3, 4, 2};   // 9 against DX 12
const QList<int> Missed{6, 4, 3}; // 13
const QList<int> Faulty{6, 6, 4}; // 16

} // namespace

class TestAlchemy : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Alchemy")};

    struct Setup
    {
        std::unique_ptr<Campaign> campaign;
        qint64 mara = 0; // wizard, alchemist, DX 12, IQ 10
        qint64 tib = 0;  // another wizard
        qint64 bran = 0; // a hero
        qint64 lab = 0;  // wizard's lab attuned to Mara
        qint64 chem = 0; // chemist's lab
    };

    Setup setup(int purse)
    {
        Setup s;
        s.campaign = m_campaigns.create(1);
        QString error;
        Roster roster(*s.campaign);
        Character bran = test::legalWizard(QStringLiteral("Bran"));
        bran.type = QStringLiteral("hero");
        bran.spells.clear();
        if (!roster.add(test::legalWizard(QStringLiteral("Mara")), &s.mara, &error) || !roster.add(test::legalWizard(QStringLiteral("Tib")), &s.tib, &error)
            || !roster.add(bran, &s.bran, &error))
            hk::test::setupFailed(error);
        if (purse > 0)
            Treasury(*s.campaign).change(s.mara, purse, {}, QStringLiteral("Savings"), &error);
        Labs labs(*s.campaign);
        labs.add(QStringLiteral("Tower"), QStringLiteral("wizard"), s.mara, &s.lab, &error);
        labs.add(QStringLiteral("Stills"), QStringLiteral("chemist"), s.mara, &s.chem, &error);
        LabRepository(s.campaign->database()).setAttuned(s.lab, s.mara, 1, &error);
        return s;
    }

    static BatchRequest request(const Setup& s, const QString& potion, int doses)
    {
        BatchRequest r;
        r.makerId = s.mara;
        r.potion = potion;
        r.doses = doses;
        r.labId = s.lab;
        r.hasBook = true;
        r.trained = true;
        return r;
    }

    static void script(Campaign& c, const QList<int>& faces)
    {
        c.dice().setOverride(std::make_shared<ScriptedDiceRoller>(faces));
    }

    static Activity batch(Campaign& c, qint64 id)
    {
        Activity a;
        QString error;
        ActivityRepository(c.database()).find(id, &a, &error);
        return a;
    }

    static QList<PotionStock> stock(Campaign& c)
    {
        QString error;
        return Potions(c).list(-1, &error);
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

    static int balance(Campaign& c, qint64 who)
    {
        QString error;
        return Treasury(c).balance(who, &error);
    }

private Q_SLOTS:
    void planChecksEverything()
    {
        Setup s = setup(1000);
        QString error;
        Alchemy alchemy(*s.campaign);
        BatchRequest r = request(s, QStringLiteral("healing"), 5);
        BatchPlan p = alchemy.plan(r, &error);
        QVERIFY2(p.problems.isEmpty(), qPrintable(p.problems.join(' ')));
        QCOMPARE(p.commonCost, 5 * 107);
        QCOMPARE(p.payNow, 5 * 107);
        QCOMPARE(p.target, 12);
        QCOMPARE(p.bookPages, 5);
        const auto refused = [&](BatchRequest req, const char* words) {
            const BatchPlan plan = alchemy.plan(req, &error);
            const QString all = plan.problems.join(' ');
            if (!all.contains(QLatin1String(words)))
                hk::test::setupFailed(QString::asprintf("expected “%s” in: %s", words, qPrintable(all)));
            return all.contains(QLatin1String(words));
        };
        r.doses = 11;
        QVERIFY(refused(r, "1 to 10 doses"));
        r = request(s, QStringLiteral("healing"), 5);
        r.hasBook = false;
        QVERIFY(refused(r, "book of instructions"));
        r = request(s, QStringLiteral("healing"), 5);
        r.trained = false;
        QVERIFY(refused(r, "trained alchemist"));
        r = request(s, QStringLiteral("gunpowder"), 1); // a chemist's potion in a wizard's lab
        QVERIFY(refused(r, "cannot serve for chemistry"));
        r = request(s, QStringLiteral("healing"), 5);
        r.labId = s.chem;
        QVERIFY(refused(r, "cannot serve for alchemy"));
        r = request(s, QStringLiteral("healing"), 5);
        r.makerId = s.tib; // not attuned to the Tower
        QVERIFY(refused(r, "not attuned"));
        r = request(s, QStringLiteral("healing"), 5);
        r.makerId = s.bran;
        QVERIFY(refused(r, "is a wizard"));
        r.gmOverride = true;
        QVERIFY(!alchemy.plan(r, &error).problems.join(' ').contains(QLatin1String("is a wizard")));
        r = request(s, QStringLiteral("healing"), 10);
        QVERIFY(refused(r, "purse holds"));
        r.suppliedCommon = true;
        QCOMPARE(alchemy.plan(r, &error).payNow, 0);
        // Slime poison: one slime and $25 make ten doses.
        r = request(s, QStringLiteral("slime-poison"), 10);
        r.labId = s.chem;
        p = alchemy.plan(r, &error);
        QCOMPARE(p.specialCost + p.commonCost, 125);
        // A chemist's potion in the chemist's lab: no attunement needed. Once started, the lab and maker are taken.
        QVERIFY2(alchemy.start(r, nullptr, &error), qPrintable(error));
        QCOMPARE(balance(*s.campaign, s.mara), 875);
        QVERIFY(refused(request(s, QStringLiteral("healing"), 1), "busy full time"));
        r.makerId = s.tib;
        r.gmOverride = true;
        QVERIFY(refused(r, "already in use"));
        QVERIFY(s.campaign->undo());
        QCOMPARE(balance(*s.campaign, s.mara), 1000);
        QCOMPARE(alchemy.list(0, true, false, &error).size(), 0);
    }

    void multiWeekBatchFinishesIntoStock()
    {
        Setup s = setup(1000);
        QString error;
        qint64 id = 0;
        BatchRequest r = request(s, QStringLiteral("fear"), 3); // 2 weeks, $20 + $45 a dose
        r.holderId = 0;                                          // for the party
        QVERIFY2(Alchemy(*s.campaign).start(r, &id, &error), qPrintable(error));
        QCOMPARE(balance(*s.campaign, s.mara), 1000 - 3 * 65);
        script(*s.campaign, Made + Made);
        const QString before = test::digestOf(*s.campaign);
        QVERIFY(advance(*s.campaign, 7));
        Activity a = batch(*s.campaign, id);
        QCOMPARE(a.status, ActivityStatus::Active);
        QCOMPARE(a.data.value(QLatin1String("weeksDone")).toInt(), 1);
        QVERIFY(stock(*s.campaign).isEmpty());
        AdvanceResult result;
        QVERIFY(advance(*s.campaign, 7, &result));
        a = batch(*s.campaign, id);
        QCOMPARE(a.status, ActivityStatus::Done);
        QCOMPARE(a.endedDay, 15);
        const QList<PotionStock> made = stock(*s.campaign);
        QCOMPARE(made.size(), 1);
        QCOMPARE(made.first().potion, QStringLiteral("fear"));
        QCOMPARE(made.first().doses, 3);
        QCOMPARE(made.first().characterId, 0);
        QCOMPARE(made.first().makerId, s.mara);
        QVERIFY(!made.first().faulty);
        // Each week: the GM's entry with the roll, and the players' entry without it.
        const QJsonArray history = a.data.value(QLatin1String("history")).toArray();
        QCOMPARE(history.size(), 4);
        QCOMPARE(history.at(0).toObject().value(QLatin1String("total")).toInt(), 9);
        QCOMPARE(history.at(0).toObject().value(QLatin1String("target")).toInt(), 12);
        QCOMPARE(ActivityControl::history(a, true).size(), 2);
        QCOMPARE(ActivityControl::history(a, false).size(), 2); // the GM's two weeks, not the players' copies
        // The GM's event log has each week's roll; the players' events do not.
        int gmRolls = 0;
        for (const AdvanceEvent& e : result.events) {
            if (e.message.contains(QLatin1String("9 against DX 12"))) {
                QVERIFY(e.gmOnly);
                ++gmRolls;
            }
        }
        QCOMPARE(gmRolls, 1);
        AdvanceResult undone;
        QVERIFY(AdvanceTime::undoLast(*s.campaign, false, &undone, &error));
        QVERIFY(AdvanceTime::undoLast(*s.campaign, false, &undone, &error));
        QCOMPARE(test::digestOf(*s.campaign), before);
    }

    void missedRollRuinsTheBatch()
    {
        Setup s = setup(1000);
        QString error;
        qint64 id = 0;
        QVERIFY(Alchemy(*s.campaign).start(request(s, QStringLiteral("fear"), 2), &id, &error));
        script(*s.campaign, Missed);
        AdvanceResult r;
        QVERIFY(advance(*s.campaign, 14, &r));
        const Activity a = batch(*s.campaign, id);
        QCOMPARE(a.status, ActivityStatus::Cancelled);
        QCOMPARE(a.data.value(QLatin1String("outcome")).toString(), QStringLiteral("ruined"));
        QVERIFY(stock(*s.campaign).isEmpty());
        // The ingredients are gone, and the Tower's upkeep for the week it was worked in is paid.
        QCOMPARE(balance(*s.campaign, s.mara), 1000 - 2 * 65 - 50);
    }

    void sixteenIsFaultyAndSecret()
    {
        Setup s = setup(1000);
        QString error;
        qint64 id = 0;
        QVERIFY(Alchemy(*s.campaign).start(request(s, QStringLiteral("fear"), 2), &id, &error));
        script(*s.campaign, Faulty + QList<int>{5} + Made); // the 5 picks the effect: the third of three
        AdvanceResult r;
        QVERIFY(advance(*s.campaign, 14, &r));
        const QList<PotionStock> made = stock(*s.campaign);
        QCOMPARE(made.size(), 1);
        QVERIFY(made.first().faulty);
        QCOMPARE(made.first().faultyEffect, QStringLiteral("opposite"));
        // The players' listing, history and events show nothing of it.
        const QJsonObject player = CampaignView(*s.campaign, Audience::Players).potionJson(made.first());
        QVERIFY(!player.contains(QLatin1String("faulty")));
        QVERIFY(!player.contains(QLatin1String("faultyEffect")));
        QVERIFY(CampaignView(*s.campaign, Audience::Gm).potionJson(made.first()).value(QLatin1String("faulty")).toBool());
        const Activity a = batch(*s.campaign, id);
        for (const QJsonValue& v : ActivityControl::history(a, true)) {
            QVERIFY(!v.toObject().contains(QLatin1String("total")));
            QCOMPARE(v.toObject().value(QLatin1String("outcome")).toString(), QStringLiteral("made"));
        }
        const QByteArray playerJson = QJsonDocument(ActivityControl::toJson(a, true)).toJson();
        QVERIFY(!playerJson.contains("faulty"));
        QVERIFY(!playerJson.contains("opposite"));
        for (const AdvanceEvent& e : r.events) {
            if (e.message.contains(QLatin1String("faulty")))
                QVERIFY(e.gmOnly);
        }
        QVERIFY(std::any_of(r.events.cbegin(), r.events.cend(), [](const AdvanceEvent& e) { return e.gmOnly && e.message.contains(QLatin1String("faulty")); }));
    }

    void explosion_data()
    {
        QTest::addColumn<QList<int>>("roll");
        QTest::newRow("17") << QList<int>{6, 6, 5};
        QTest::newRow("18") << QList<int>{6, 6, 6};
    }
    void explosion()
    {
        QFETCH(QList<int>, roll);
        Setup s = setup(1000);
        QString error;
        qint64 id = 0;
        QVERIFY(Alchemy(*s.campaign).start(request(s, QStringLiteral("fear"), 2), &id, &error));
        Character before;
        QVERIFY(Roster(*s.campaign).find(s.mara, &before, &error));
        before.underCare = false; // no healing in the way of counting hits
        QVERIFY(Roster(*s.campaign).update(before, &error));
        script(*s.campaign, roll + QList<int>{3, 4} + QList<int>{2}); // 7 hits, 2 × $1,000
        AdvanceResult r;
        QVERIFY(advance(*s.campaign, 7, &r));
        Character after;
        QVERIFY(Roster(*s.campaign).find(s.mara, &after, &error));
        QCOMPARE(after.wounds, 7);
        Lab lab;
        QVERIFY(LabRepository(s.campaign->database()).find(s.lab, &lab, &error));
        QCOMPARE(lab.damage, 2000);
        QVERIFY(!lab.usable());
        const Activity a = batch(*s.campaign, id);
        QCOMPARE(a.status, ActivityStatus::Cancelled);
        QCOMPARE(a.data.value(QLatin1String("outcome")).toString(), QStringLiteral("exploded"));
        QVERIFY(stock(*s.campaign).isEmpty());
        // The damaged lab takes no new batch until it is repaired.
        QVERIFY(Alchemy(*s.campaign).plan(request(s, QStringLiteral("fear"), 1), &error).problems.join(' ').contains(QLatin1String("damaged")));
    }

    void rentRunningOutHaltsTheBatch()
    {
        Setup s = setup(0);
        QString error;
        Treasury(*s.campaign).change(0, 300, {}, QStringLiteral("Party funds"), &error);
        Treasury(*s.campaign).change(s.mara, 200, {}, QStringLiteral("Savings"), &error);
        qint64 guild = 0, id = 0;
        QVERIFY(Labs(*s.campaign).rent(QStringLiteral("Guild stills"), QStringLiteral("chemist"), 0, &guild, &error));
        QCOMPARE(balance(*s.campaign, 0), 100);
        BatchRequest r = request(s, QStringLiteral("simple-poison"), 2); // 2 weeks
        r.labId = guild;
        QVERIFY2(Alchemy(*s.campaign).start(r, &id, &error), qPrintable(error));
        script(*s.campaign, Made + Made);
        AdvanceResult result;
        QVERIFY(advance(*s.campaign, 14, &result));
        const Activity a = batch(*s.campaign, id);
        QCOMPARE(a.status, ActivityStatus::Halted);
        QCOMPARE(a.haltReason, HaltReason::Money);
        QCOMPARE(a.data.value(QLatin1String("haltedOn")).toInt(), 8);
        QCOMPARE(a.data.value(QLatin1String("weeksDone")).toInt(), 0); // the week's roll never came
        Lab lab;
        QVERIFY(LabRepository(s.campaign->database()).find(guild, &lab, &error));
        QCOMPARE(lab.status, LabStatus::Closed);
    }

    void detectionRules()
    {
        Setup s = setup(0);
        QString error;
        PotionStock p;
        p.characterId = s.tib;
        p.potion = QStringLiteral("fear");
        p.doses = 3;
        p.madeDay = 1;
        p.makerId = s.mara;
        p.faulty = true;
        p.faultyEffect = QStringLiteral("poisonous");
        p.id = PotionStockRepository(s.campaign->database()).insert(p, &error);
        QVERIFY(p.id);
        Potions potions(*s.campaign);
        bool found = false;
        QString outcome;
        QVERIFY(!potions.detect(p.id, s.mara, true, &found, &outcome, &error)); // the maker sees nothing
        QVERIFY2(error.contains(QLatin1String("made it")), qPrintable(error));
        QVERIFY(!potions.detect(p.id, s.tib, false, &found, &outcome, &error)); // must be a trained alchemist
        QVERIFY(!potions.detect(p.id, s.bran, true, &found, &outcome, &error)); // alchemists are wizards
        QVERIFY2(error.contains(QLatin1String("no wizard")), qPrintable(error));
        script(*s.campaign, {5, 5, 5, 5}); // 20 against IQ 10: missed
        QVERIFY2(potions.detect(p.id, s.tib, true, &found, &outcome, &error), qPrintable(error));
        QVERIFY(!found);
        QVERIFY(outcome.contains(QLatin1String("nothing wrong")));
        QVERIFY(!potions.detect(p.id, s.tib, true, &found, &outcome, &error)); // one try only
        QVERIFY2(error.contains(QLatin1String("one try")), qPrintable(error));
        // Another wizard tries, and makes it: the fault is known, and players may now see it.
        Character third = test::legalWizard(QStringLiteral("Ysolde"));
        qint64 ysolde = 0;
        QVERIFY(Roster(*s.campaign).add(third, &ysolde, &error));
        script(*s.campaign, {1, 2, 2, 2});
        QVERIFY(potions.detect(p.id, ysolde, true, &found, &outcome, &error));
        QVERIFY(found);
        QVERIFY2(outcome.contains(QLatin1String("poisonous")), qPrintable(outcome)); // the GM is told what it does
        // The players learn only that a fault was found (docs/cli.md), not what it does.
        const QList<CampaignEvent> told = EventLogRepository(s.campaign->database()).recent(1, false, QStringLiteral("potion"), &error);
        QCOMPARE(told.size(), 1);
        QVERIFY2(told.first().message.contains(QLatin1String("faulty")) && !told.first().message.contains(QLatin1String("poisonous")),
                 qPrintable(told.first().message));
        PotionStock after;
        QVERIFY(PotionStockRepository(s.campaign->database()).find(p.id, &after, &error));
        QVERIFY(after.detected);
        QCOMPARE(after.detectTried.size(), 2);
        const QJsonObject toldAfter = CampaignView(*s.campaign, Audience::Players).potionJson(after);
        QVERIFY(toldAfter.value(QLatin1String("faulty")).toBool());
        QVERIFY(!toldAfter.contains(QLatin1String("faultyEffect"))); // found, but what it does stays the GM's
        QVERIFY(s.campaign->undo());
        QVERIFY(PotionStockRepository(s.campaign->database()).find(p.id, &after, &error));
        QVERIFY(!after.detected);
        QVERIFY(!CampaignView(*s.campaign, Audience::Players).potionJson(after).contains(QLatin1String("faulty")));
    }

    void gasBombs()
    {
        Setup s = setup(100);
        QString error;
        PotionStockRepository repo(s.campaign->database());
        PotionStock fear;
        fear.characterId = s.mara;
        fear.potion = QStringLiteral("fear");
        fear.doses = 7;
        fear.madeDay = 1;
        fear.id = repo.insert(fear, &error);
        PotionStock healing = fear;
        healing.id = 0;
        healing.potion = QStringLiteral("healing");
        healing.id = repo.insert(healing, &error);
        Potions potions(*s.campaign);
        QVERIFY(!potions.bomb(healing.id, 1, -1, nullptr, &error)); // no asterisk
        QVERIFY(!potions.bomb(fear.id, 2, -1, nullptr, &error));   // 10 doses needed, 7 held
        qint64 bomb = 0;
        QVERIFY2(potions.bomb(fear.id, 1, -1, &bomb, &error), qPrintable(error));
        QCOMPARE(balance(*s.campaign, s.mara), 75);
        PotionStock left, made;
        QVERIFY(repo.find(fear.id, &left, &error) && repo.find(bomb, &made, &error));
        QCOMPARE(left.doses, 2);
        QCOMPARE(made.form, QStringLiteral("gas-bomb"));
        QCOMPARE(made.doses, 1);
        QVERIFY(s.campaign->undo());
        QVERIFY(repo.find(fear.id, &left, &error));
        QCOMPARE(left.doses, 7);
        QVERIFY(!repo.find(bomb, &made, &error));
        QCOMPARE(balance(*s.campaign, s.mara), 100);
    }

    void healingPotionsAndFaultyUse()
    {
        Setup s = setup(0);
        QString error;
        Character mara;
        QVERIFY(Roster(*s.campaign).find(s.mara, &mara, &error));
        mara.wounds = 3;
        mara.fatigue = 2;
        QVERIFY(Roster(*s.campaign).update(mara, &error));
        PotionStockRepository repo(s.campaign->database());
        PotionStock healing;
        healing.characterId = s.mara;
        healing.potion = QStringLiteral("healing");
        healing.doses = 6;
        healing.madeDay = 1;
        healing.id = repo.insert(healing, &error);
        Potions potions(*s.campaign);
        QString outcome;
        QVERIFY(!potions.use(healing.id, 7, 0, &outcome, &error));
        QVERIFY2(potions.use(healing.id, 4, 0, &outcome, &error), qPrintable(error));
        QVERIFY(Roster(*s.campaign).find(s.mara, &mara, &error));
        QCOMPARE(mara.wounds, 0);
        QCOMPARE(mara.fatigue, 1);
        // Giving two doses to Tib splits the row; both keep the potion.
        QVERIFY(potions.give(healing.id, 1, s.tib, &error));
        QCOMPARE(potions.list(s.tib, &error).size(), 1);
        QCOMPARE(potions.list(s.mara, &error).first().doses, 1);
        // A faulty healing potion heals nothing and gives itself away to the GM.
        PotionStock bad = healing;
        bad.id = 0;
        bad.doses = 2;
        bad.faulty = true;
        bad.faultyEffect = QStringLiteral("inactive");
        bad.id = repo.insert(bad, &error);
        mara.wounds = 2;
        QVERIFY(Roster(*s.campaign).update(mara, &error));
        QVERIFY(potions.use(bad.id, 1, 0, &outcome, &error));
        QVERIFY(Roster(*s.campaign).find(s.mara, &mara, &error));
        QCOMPARE(mara.wounds, 2);
        PotionStock after;
        QVERIFY(repo.find(bad.id, &after, &error));
        QVERIFY(after.detected);
        EventFilter gm;
        gm.kind = QStringLiteral("potion");
        bool secret = false;
        for (const CampaignEvent& e : EventLogRepository(s.campaign->database()).query(gm, &error))
            secret = secret || (e.gmOnly && e.message.contains(QLatin1String("faulty")));
        QVERIFY(secret);
        gm.includeGmOnly = false;
        for (const CampaignEvent& e : EventLogRepository(s.campaign->database()).query(gm, &error))
            QVERIFY(!e.message.contains(QLatin1String("inactive")));
    }
};

QTEST_GUILESS_MAIN(TestAlchemy)
#include "tst_alchemy.moc"
