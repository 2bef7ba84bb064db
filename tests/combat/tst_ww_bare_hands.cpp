// Warrior & Wizard's bare hands in a fight, through the tracker (issue 34): two unarmed warriors engage each
// other (004 l.458) and strike bare-handed for their STR's punch (l.538, l.576–626). A regression row of the fight
// soak: an unarmed warrior whose foe stood outside its front hexes was told it "has no ready weapon".
#include "CampaignTestSupport.h"

#include "characters/Roster.h"
#include "combat/CombatActions.h"
#include "combat/CombatTurn.h"
#include "combat/Encounters.h"
#include "combat/HexMap.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;

class TestWwBareHands : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("ww-bare-hands")};

    struct Duel
    {
        std::unique_ptr<Campaign> campaign;
        qint64 id = 0;
        QStringList figures;
    };

    // Two unarmed warriors; the second faces the first (facing 0, north) or away (facing 3).
    Duel duel(int secondFacing)
    {
        Duel d;
        d.campaign = m_campaigns.create(1, {}, QStringLiteral("warrior-and-wizard-0.10"));
        QString error;
        Encounters e(*d.campaign);
        if (!e.create(QStringLiteral("Brawl"), 8, 8, false, &d.id, &error))
            test::setupFailed(error);
        for (int side : {1, 2}) {
            qint64 cid = 0;
            QString figure;
            if (!Roster(*d.campaign).add(test::wwWarrior(side == 1 ? QStringLiteral("Ann") : QStringLiteral("Bo"), 13, 11, 8), &cid, &error)
                || !e.addCharacter(d.id, cid, side, &figure, &error))
                test::setupFailed(error);
            d.figures.append(figure);
        }
        if (!e.place(d.id, d.figures.at(0), HexMap::toAxial(3, 3), 3, &error) || !e.place(d.id, d.figures.at(1), HexMap::toAxial(3, 4), secondFacing, &error)
            || !e.start(d.id, &error))
            test::setupFailed(error);
        for (int i = 0; i < 12; ++i) {
            Encounter now;
            Encounters(*d.campaign).find(d.id, &now, &error);
            if (now.state.phase == CombatPhase::Actions)
                return d;
            if (!CombatTurn(*d.campaign).advance(d.id, &error))
                test::setupFailed(error);
        }
        test::setupFailed(QStringLiteral("the brawl never reached the action phase"));
        return d;
    }

private Q_SLOTS:
    void bareHandedAttack_data()
    {
        QTest::addColumn<int>("facing");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<QString>("said");
        QTest::newRow("004 l.458, l.538 facing the foe: a bare-handed blow") << 0 << true << QStringLiteral("bare-handed");
        QTest::newRow("soak: facing away, the foe is out of its front hexes (not 'no ready weapon')") << 3 << false
                                                                                                         << QStringLiteral("front hexes");
    }
    void bareHandedAttack()
    {
        QFETCH(int, facing);
        QFETCH(bool, allowed);
        QFETCH(QString, said);
        Duel d = duel(facing);
        QVERIFY(d.campaign);
        Encounter e;
        QString error;
        QVERIFY(Encounters(*d.campaign).find(d.id, &e, &error));
        const EncounterFigure* bo = e.state.figure(d.figures.at(1));
        QVERIFY(bo && !bo->body.hasReadyWeapon());
        AttackRequest r;
        r.attacker = d.figures.at(1);
        r.target = d.figures.at(0);
        const bool done = CombatActions(*d.campaign).attack(d.id, r, &error);
        QCOMPARE(done, allowed);
        if (!done) {
            QVERIFY2(error.contains(said), qPrintable(error));
            return;
        }
        QString log;
        for (const CombatLogEntry& l : Encounters(*d.campaign).log(d.id, false, &error))
            log += l.message + QLatin1Char('\n');
        QVERIFY2(log.contains(said), qPrintable(log));
    }
};

QTEST_GUILESS_MAIN(TestWwBareHands)
#include "tst_ww_bare_hands.moc"
