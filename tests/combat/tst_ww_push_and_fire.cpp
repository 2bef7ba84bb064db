// Warrior & Wizard's push-back and burning hexes (seed 004), through the tracker's own step with scripted
// dice: a figure that kept its feet against 8 hits before armour goes back one hex away from the striker
// (l.556); fire burns a die less 4 when crossed (+2 for each further hex), a die less 2 when stopped in, a
// whole die for a turn spent in it, with armour at half its value (l.1118–1124).
#include "CampaignTestSupport.h"

#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "combat/CombatEffects.h"
#include "combat/CombatMoves.h"
#include "combat/CombatStep.h"
#include "combat/Encounters.h"
#include "dice/ScriptedDiceRoller.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;

namespace {

const QString ww = QStringLiteral("warrior-and-wizard-0.10");

// Brand (STR 13, DEX 11, leather: 2) alone at 4,4 facing north, in a fresh W&W campaign.
struct Arena
{
    std::unique_ptr<Campaign> campaign;
    qint64 id = 0;
    QString brand;

    bool step(const QList<int>& faces, const std::function<void(CombatStep&, EncounterFigure&)>& body, QString* error)
    {
        campaign->dice().setOverride(std::make_shared<ScriptedDiceRoller>(faces));
        return CombatStep::run(*campaign, id, QStringLiteral("test"), [&](CombatStep& s, QString*) {
            body(s, *s.state().figure(brand));
            return true;
        }, error);
    }
    EncounterFigure figure() const
    {
        Encounter e;
        QString error;
        Encounters(*campaign).find(id, &e, &error);
        return *e.state.figure(brand);
    }
};

} // namespace

class TestWwPushAndFire : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("PushFire")};

    bool arena(Arena* a)
    {
        a->campaign = m_campaigns.create(1, {}, ww);
        Character c = test::wwWarrior(QStringLiteral("Brand"), 13, 11, 8);
        Gear armor;
        armor.slot = QStringLiteral("armor");
        armor.name = QStringLiteral("Leather");
        armor.ready = true;
        c.gear = {armor};
        QString error;
        qint64 character = 0;
        Encounters e(*a->campaign);
        const bool ok = Roster(*a->campaign).add(c, &character, &error) && e.create(QStringLiteral("Pit"), 10, 10, false, &a->id, &error)
                        && e.addCharacter(a->id, character, 1, &a->brand, &error)
                        && e.place(a->id, a->brand, HexMap::toAxial(4, 4), 0, &error);
        if (!ok)
            hk::test::setupFailed(error);
        return ok;
    }

private Q_SLOTS:
    // 8 hits before armour, 6 after: the DEX check at -2 (11 - 2 = 9). Made, Brand goes one hex away from
    // the striker's hex; missed, he falls where he stands.
    void pushBack_data()
    {
        QTest::addColumn<QList<int>>("check");
        QTest::addColumn<int>("distance"); // from the striker's hex afterwards
        QTest::addColumn<bool>("fallen");
        QTest::newRow("004 l.556 made: pushed back one hex") << QList<int>{1, 2, 3} << 2 << false;
        QTest::newRow("004 l.556 missed: falls") << QList<int>{6, 6, 6} << 1 << true;
    }
    void pushBack()
    {
        QFETCH(QList<int>, check);
        QFETCH(int, distance);
        QFETCH(bool, fallen);
        Arena a;
        QVERIFY(arena(&a));
        const HexCoord striker = HexMap::toAxial(4, 4).neighbour(0);
        QString error;
        QVERIFY2(a.step(check, [&](CombatStep& s, EncounterFigure& f) {
            CombatEffects::applyHits(s, f, 8, QStringLiteral("a test blow"), Arc::Front, 3, striker);
        }, &error), qPrintable(error));
        const EncounterFigure f = a.figure();
        QCOMPARE(f.body.position.distanceTo(striker), distance);
        QCOMPARE(f.body.posture == Posture::Fallen, fallen);
    }

    // Burns on the way, armour (leather 2) at half: 1 stops. Brand has STR 13.
    void fire_data()
    {
        QTest::addColumn<int>("passed");
        QTest::addColumn<bool>("stops");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("st");
        QTest::newRow("004 l.1120 crossing one hex: 1d6-4") << 1 << false << QList<int>{6} << 12;          // 2 hits, 1 stopped
        QTest::newRow("004 l.1120 crossing three: +2 each further") << 3 << false << QList<int>{6} << 8;  // 6, 1 stopped
        QTest::newRow("004 l.1120 stopping in it: 1d6-2") << 0 << true << QList<int>{5} << 11;            // 3, 1 stopped
        QTest::newRow("004 l.1124 armour at half, a low roll does nothing") << 1 << false << QList<int>{3} << 13;
    }
    void fire()
    {
        QFETCH(int, passed);
        QFETCH(bool, stops);
        QFETCH(QList<int>, faces);
        QFETCH(int, st);
        Arena a;
        QVERIFY(arena(&a));
        QString error;
        QVERIFY2(a.step(faces, [&](CombatStep& s, EncounterFigure& f) {
            CombatMoves::FireOnWay fire;
            fire.passed = passed;
            fire.stops = stops;
            CombatMoves::burn(s, f, fire);
        }, &error), qPrintable(error));
        const EncounterFigure f = a.figure();
        QCOMPARE(f.body.st, st);
        QCOMPARE(f.body.armor, 2); // the armour is whole again afterwards
    }

    // The INT check to walk into fire (l.1122): Brand's INT 8 on 3 dice.
    void intCheck_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<bool>("goes");
        QTest::newRow("004 l.1122 made") << QList<int>{2, 2, 3} << true;
        QTest::newRow("004 l.1122 missed: stays") << QList<int>{4, 4, 4} << false;
    }
    void intCheck()
    {
        QFETCH(QList<int>, faces);
        QFETCH(bool, goes);
        Arena a;
        QVERIFY(arena(&a));
        QString error;
        bool made = false;
        QVERIFY2(a.step(faces, [&](CombatStep& s, EncounterFigure& f) {
            CombatMoves::FireOnWay fire;
            fire.stops = true;
            made = CombatMoves::wwBravesFire(s, f, fire);
        }, &error), qPrintable(error));
        QCOMPARE(made, goes);
    }
};

QTEST_GUILESS_MAIN(TestWwPushAndFire)
#include "tst_ww_push_and_fire.moc"
