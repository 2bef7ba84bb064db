// The spells and actions the tracker used to leave to the GM (issue 34, docs/spells-in-combat.md), each row
// from the book's line, with scripted dice: Teleport and its cost by the megahex (000 l.672), Darkness's cost
// by range (002 l.527), the Death Spell (000 l.689, l.667), Aid's chosen attribute (000 l.584), Reverse
// Missiles (000 l.614), Avert and Megahex Avert driving figures away (000 l.582, l.682), the Wizard's pick-up
// (000 l.148, l.223, l.438), and Warrior & Wizard's push-back (004 l.556) and burning hexes (004 l.1118–1122).
#include "CombatFightFixture.h"

#include "combat/CombatActions.h"
#include "combat/CombatEffects.h"
#include "combat/CombatMoves.h"
#include "combat/CombatOverrides.h"
#include "combat/CombatStep.h"
#include "combat/Facing.h"

using namespace hk;
using test::at;
using test::Fight;

namespace {

bool logged(const Fight& f, const QString& words)
{
    QString error;
    for (const CombatLogEntry& l : Encounters(*f.campaign).log(f.id, false, &error)) {
        if (l.message.contains(words))
            return true;
    }
    return false;
}

CastRequest castOf(const Fight& f, const QString& spell, const QString& target = {}, int st = 0)
{
    CastRequest r;
    r.caster = f.ann;
    r.spell = spell;
    r.target = target;
    r.st = st;
    r.ignoreKnown = true;
    return r;
}

} // namespace

class TestSpellsLeftToGm : public test::FightTests
{
    Q_OBJECT
    test::CampaignFactory m_daggerCampaigns{QStringLiteral("LeftToGmDagger")};

    // Cal (DX 12), a wizard with a dagger in hand, at 5,5 facing south; Bo (ST 11, DX 11) at boAt facing north; Cal
    // acts first.
    Fight daggerFight(const HexCoord& boAt)
    {
        Fight f;
        // The Wizard has no thrown weapons; the mass-combat pack's weapon table gives the dagger one (003).
        f.campaign = m_daggerCampaigns.create(1, {QStringLiteral("mass-combat-miller-2.0")}, QStringLiteral("tft-wizard-1978"));
        Character cal = test::legalWizard(QStringLiteral("Cal"));
        Gear dagger;
        dagger.slot = QStringLiteral("weapon");
        dagger.name = QStringLiteral("Dagger");
        dagger.ready = true;
        dagger.damage = QStringLiteral("1d6-1");
        cal.gear = {dagger};
        cal.spells = {QStringLiteral("staff"), QStringLiteral("blur"), QStringLiteral("magic-fist")};
        Character bo = test::legalWizard(QStringLiteral("Bo"));
        bo.st = 11;
        bo.dx = 11;
        bo.iq = 10;
        bo.spells = {QStringLiteral("staff"), QStringLiteral("blur")};
        qint64 calId = 0;
        qint64 boId = 0;
        QString error;
        Encounters e(*f.campaign);
        if (!Roster(*f.campaign).add(cal, &calId, &error) || !Roster(*f.campaign).add(bo, &boId, &error)
            || !e.create(QStringLiteral("Arena"), 12, 12, false, &f.id, &error) || !e.addCharacter(f.id, calId, 1, &f.ann, &error)
            || !e.addCharacter(f.id, boId, 2, &f.bo, &error) || !e.place(f.id, f.ann, at(5, 5), 3, &error)
            || !e.place(f.id, f.bo, boAt, 0, &error) || !e.start(f.id, &error))
            test::setupFailed(error);
        f.script({6, 1});
        f.advanceTo(CombatPhase::Actions);
        return f;
    }

public:
    TestSpellsLeftToGm() : FightTests(QStringLiteral("LeftToGm")) {}

private Q_SLOTS:
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }

    // Ann (ST 10, at 5,5) blinks to a hex and pays 1 ST for each megahex of the distance, at least 1.
    void teleport_data()
    {
        QTest::addColumn<QPoint>("to");       // COL,ROW
        QTest::addColumn<bool>("wall");       // a wall there first
        QTest::addColumn<int>("annSt");
        QTest::addColumn<bool>("annDead");
        QTest::addColumn<bool>("boDead");
        QTest::newRow("000 l.672 an empty hex 2 megahexes off: 2 ST") << QPoint(5, 11) << false << 8 << false << false;
        QTest::newRow("000 l.672 an empty hex in the next megahex: 1 ST") << QPoint(6, 5) << false << 9 << false << false;
        QTest::newRow("000 l.672 into Bo: both die") << QPoint(5, 6) << false << 0 << true << true;
        QTest::newRow("000 l.672 into a wall: the caster dies") << QPoint(8, 8) << true << 0 << true << false;
    }
    void teleport()
    {
        QFETCH(QPoint, to);
        QFETCH(bool, wall);
        QFETCH(int, annSt);
        QFETCH(bool, annDead);
        QFETCH(bool, boDead);
        Fight f = fight();
        QString error;
        if (wall)
            QVERIFY2(Encounters(*f.campaign).setTerrain(f.id, QStringLiteral("wall"), {at(to.x(), to.y())}, true, &error), qPrintable(error));
        f.script({3, 3, 3});
        CastRequest r = castOf(f, QStringLiteral("teleport"));
        r.hex = at(to.x(), to.y());
        r.facing = 2;
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, r, &error), qPrintable(error));
        const EncounterFigure ann = f.fig(f.ann);
        QCOMPARE(ann.body.position, at(to.x(), to.y()));
        QCOMPARE(ann.body.facing, 2);
        QCOMPARE(ann.body.st, annSt);
        QCOMPARE(ann.body.vitality == Vitality::Dead, annDead);
        QCOMPARE(f.fig(f.bo).body.vitality == Vitality::Dead, boDead);
    }

    void teleportNeedsAHex()
    {
        Fight f = fight();
        QString error;
        QVERIFY(!CombatActions(*f.campaign).cast(f.id, castOf(f, QStringLiteral("teleport")), &error));
        QVERIFY2(error.contains(QStringLiteral("Say which hex")), qPrintable(error));
    }

    // Both lose the lower current ST; a Spell Shield stops it for 1 ST; a failed roll costs 1 ST.
    void deathSpell_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("boWounds");   // the GM's hits on Bo first
        QTest::addColumn<bool>("shield");    // Bo under a Spell Shield
        QTest::addColumn<int>("annSt");
        QTest::addColumn<int>("boSt");
        const QList<int> works{3, 3, 3};
        QTest::newRow("000 l.689 on a stronger foe: the caster dies") << works << 0 << false << 0 << 1;
        QTest::newRow("000 l.689 on a weaker foe: the foe dies") << works << 4 << false << 3 << 0;
        QTest::newRow("000 l.667 a Spell Shield stops it for 1 ST") << works << 0 << true << 9 << 11;
        QTest::newRow("000 l.689 the roll fails: 1 ST") << QList<int>{6, 6, 2} << 0 << false << 9 << 11;
    }
    void deathSpell()
    {
        QFETCH(QList<int>, faces);
        QFETCH(int, boWounds);
        QFETCH(bool, shield);
        QFETCH(int, annSt);
        QFETCH(int, boSt);
        Fight f = fight();
        QString error;
        CombatOverrides gm(*f.campaign);
        if (boWounds)
            QVERIFY2(gm.adjustSt(f.id, f.bo, boWounds, 0, &error), qPrintable(error));
        if (shield)
            QVERIFY2(gm.addCondition(f.id, f.bo, QStringLiteral("spell-shield"), -1, 0, &error, true), qPrintable(error));
        f.script(faces);
        QVERIFY2(f.cast(f.ann, QStringLiteral("death-spell"), f.bo, &error), qPrintable(error));
        QCOMPARE(f.fig(f.ann).body.st, annSt);
        QCOMPARE(f.fig(f.bo).body.st, boSt);
        QCOMPARE(f.fig(f.ann).body.vitality == Vitality::Dead, annSt == 0);
        QCOMPARE(f.fig(f.bo).body.vitality == Vitality::Dead, boSt == 0);
    }

    // Aid with 3 ST on Bo (ST 11, DX 11, IQ 10): the attribute the caster names, +1 for each ST.
    void aid_data()
    {
        QTest::addColumn<int>("attribute");
        QTest::addColumn<int>("st");
        QTest::addColumn<int>("dx");
        QTest::addColumn<int>("iq");
        QTest::newRow("000 l.584 ST") << int(SpellAttribute::St) << 14 << 11 << 10;
        QTest::newRow("000 l.584 DX") << int(SpellAttribute::Dx) << 11 << 14 << 10;
        QTest::newRow("000 l.584 IQ") << int(SpellAttribute::Iq) << 11 << 11 << 13;
    }
    void aid()
    {
        QFETCH(int, attribute);
        QFETCH(int, st);
        QFETCH(int, dx);
        QFETCH(int, iq);
        Fight f = fight();
        QString error;
        f.script({3, 3, 3});
        CastRequest r = castOf(f, QStringLiteral("aid"), f.bo, 3);
        r.attribute = SpellAttribute(attribute);
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, r, &error), qPrintable(error));
        const CombatFigure bo = f.fig(f.bo).body;
        QCOMPARE(bo.st, st);
        QCOMPARE(bo.adjustedDx(), dx);
        QCOMPARE(bo.iq, iq);
        QCOMPARE(f.fig(f.ann).body.st, 7);
    }

    void aidAsksForTheAttribute()
    {
        Fight f = fight();
        QString error;
        QVERIFY(!CombatActions(*f.campaign).cast(f.id, castOf(f, QStringLiteral("aid"), f.bo, 2), &error));
        QVERIFY2(error.contains(QStringLiteral("Say which attribute")), qPrintable(error));
    }

    // A missile spell that hits a figure under Reverse Missiles strikes its caster instead (same damage).
    void reverseMissiles()
    {
        Fight f = fight();
        QString error;
        QVERIFY2(CombatOverrides(*f.campaign).addCondition(f.id, f.bo, QStringLiteral("reverse-missiles"), -1, 0, &error, true),
                 qPrintable(error));
        f.script({3, 3, 3, 6, 6});
        QVERIFY2(f.cast(f.ann, QStringLiteral("magic-fist"), f.bo, &error, 2), qPrintable(error));
        QCOMPARE(f.fig(f.bo).body.st, 11);
        QVERIFY(f.fig(f.ann).body.st < 8); // 2 ST for the spell, then its own fist
        QVERIFY(logged(f, QStringLiteral("turns Magic Fist back on Ann")));
    }

    // 000 l.614 (002 l.575): a missile or thrown weapon that hits the subject of Reverse Missiles strikes the one
    // who sent it instead, same damage; a blow is no missile and is not turned. Cal (ST 10, a dagger in hand)
    // throws it at Bo three hexes off, or stabs Bo next to him. Dice: 9 to hit, 6 on the dagger's 1 die −1.
    void reverseMissilesTurnsWeaponsBack_data()
    {
        QTest::addColumn<bool>("thrown");
        QTest::addColumn<int>("calSt");
        QTest::addColumn<int>("boSt");
        QTest::newRow("000 l.614 a thrown dagger turns back on Cal") << true << 5 << 11;
        QTest::newRow("000 l.614 a stab is no missile: Bo takes it") << false << 10 << 6;
    }
    void reverseMissilesTurnsWeaponsBack()
    {
        QFETCH(bool, thrown);
        QFETCH(int, calSt);
        QFETCH(int, boSt);
        Fight f = daggerFight(at(5, 5) + HexCoord::direction(3) * (thrown ? 3 : 1));
        QString error;
        QVERIFY2(CombatOverrides(*f.campaign).addCondition(f.id, f.bo, QStringLiteral("reverse-missiles"), -1, 0, &error, true),
                 qPrintable(error));
        f.script({3, 3, 3, 6});
        AttackRequest r(f.ann, f.bo);
        r.thrown = thrown;
        QVERIFY2(CombatActions(*f.campaign).attack(f.id, r, &error), qPrintable(error));
        QCOMPARE(f.fig(f.ann).body.st, calSt);
        QCOMPARE(f.fig(f.bo).body.st, boSt);
        QCOMPARE(logged(f, QStringLiteral("turns Dagger back on Cal")), thrown);
    }

    // Avert on Bo: at the end of next turn's movement Bo stands at least 2 hexes farther from Ann than it
    // began; with walls all round it cannot, rolls 3 dice against DX and falls on a miss (000 l.582).
    void avert_data()
    {
        QTest::addColumn<QString>("spell");
        QTest::addColumn<bool>("walled");
        QTest::addColumn<QList<int>>("later"); // the dice after the casting: initiative, the saving roll
        QTest::addColumn<int>("distance");
        QTest::addColumn<bool>("fallen");
        QTest::newRow("000 l.582 Avert drives Bo 2 hexes away") << "avert" << false << QList<int>{6, 1} << 3 << false;
        QTest::newRow("000 l.682 Megahex Avert, one upkeep for all") << "megahex-avert" << false << QList<int>{6, 1} << 3 << false;
        QTest::newRow("000 l.582 walled in: misses the roll and falls") << "avert" << true << QList<int>{6, 1, 6, 6, 6} << 1 << true;
    }
    void avert()
    {
        QFETCH(QString, spell);
        QFETCH(bool, walled);
        QFETCH(QList<int>, later);
        QFETCH(int, distance);
        QFETCH(bool, fallen);
        Fight f = fight();
        QString error;
        f.script({3, 3, 3});
        CastRequest r = castOf(f, spell, spell == QLatin1String("avert") ? f.bo : QString());
        if (spell != QLatin1String("avert"))
            r.hex = at(5, 7);
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, r, &error), qPrintable(error));
        QVERIFY(f.fig(f.bo).body.hasCondition(QStringLiteral("avert")));
        int paid = 0;
        for (const ActiveSpell& sp : f.encounter().state.spells)
            paid += sp.upkeep > 0 ? 1 : 0;
        QCOMPARE(paid, 1);
        if (walled) {
            QList<HexCoord> round;
            for (int d = 0; d < HexCoord::directionCount; ++d) {
                if (f.fig(f.bo).body.position.neighbour(d) != f.fig(f.ann).body.position)
                    round.append(f.fig(f.bo).body.position.neighbour(d));
            }
            QVERIFY2(Encounters(*f.campaign).setTerrain(f.id, QStringLiteral("wall"), round, true, &error), qPrintable(error));
        }
        f.script(later);
        QVERIFY(f.advanceTo(CombatPhase::RenewSpells));
        QVERIFY2(CombatTurn(*f.campaign).renew(f.id, f.encounter().state.spells.constFirst().serial, true, &error), qPrintable(error));
        QVERIFY(f.advanceTo(CombatPhase::Actions));
        const EncounterFigure bo = f.fig(f.bo);
        QCOMPARE(bo.body.position.distanceTo(f.fig(f.ann).body.position), distance);
        QCOMPARE(bo.body.posture == Posture::Fallen, fallen);
    }

    // The Wizard's pick-up: Ann bends over (no front, l.223) and has her staff back, ready next turn (l.148).
    void pickUp()
    {
        Fight f = fight();
        QString error;
        CombatActions act(*f.campaign);
        QVERIFY2(act.dropWeapon(f.id, f.ann, &error), qPrintable(error));
        f.script({});
        QVERIFY2(act.pickUpWeapon(f.id, f.ann, QString(), &error), qPrintable(error));
        const EncounterFigure ann = f.fig(f.ann);
        QCOMPARE(ann.body.posture, Posture::BendingOver);
        QCOMPARE(Facing::arcFrom(ann.body, f.fig(f.bo).body.position), Arc::Rear);
        QVERIFY(!ann.body.weaponDropped);
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Initiative));
        QCOMPARE(f.fig(f.ann).body.posture, Posture::Standing);
        QVERIFY(logged(f, QStringLiteral("straightens up, weapon ready")));
    }
};

QTEST_GUILESS_MAIN(TestSpellsLeftToGm)
#include "tst_spells_left_to_gm.moc"
