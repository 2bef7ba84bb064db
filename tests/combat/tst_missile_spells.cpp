// Missile spells: range by megahex, damage per ST with each spell's per-die modifier, and the flight
// along the line through figures to hit or to miss (l.279–287).
#include "CombatTestSupport.h"

#include "combat/CombatSpell.h"
#include "combat/CombatHouseRules.h"
#include "combat/MissileSpell.h"
#include "dice/Rolls.h"
#include "dice/ScriptedDiceRoller.h"
#include "StrictTest.h"

using namespace hk;

using Kind = MissileEvent::Kind;
Q_DECLARE_METATYPE(hk::MissileEvent::Kind)

namespace {
CombatSpell spell(const QString& id)
{
    QString error;
    const std::optional<CombatSpell> s = CombatSpell::fromRuleset(test::wizardRules(), id, &error);
    if (!s)
        qFatal("%s", qPrintable(error));
    return *s;
}

// A caster at the centre of a megahex, firing due north; the hexes north of him lie 0, 1, 1, 2, 2, 3, 3,
// 3, 4, 4, 5 … megahexes away (see tst_hex_geometry for the lattice).
const HexCoord kCaster{7, 14};
HexCoord north(int hexes) { return {7, 14 - hexes}; }
} // namespace

class TestMissileSpells : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void rangeDx_data()
    {
        QTest::addColumn<int>("megahexes");
        QTest::addColumn<int>("dx");
        QTest::newRow("own megahex") << 0 << 0;
        QTest::newRow("1 MH") << 1 << 0;
        QTest::newRow("2 MH") << 2 << 0;
        QTest::newRow("3 MH") << 3 << -1;
        QTest::newRow("4 MH") << 4 << -1;
        QTest::newRow("5 MH") << 5 << -2;
        QTest::newRow("6 MH") << 6 << -2;
        QTest::newRow("7 MH, past the printed rows") << 7 << -3;
        QTest::newRow("8 MH") << 8 << -3;
        QTest::newRow("12 MH") << 12 << -5;
    }
    void rangeDx()
    {
        QFETCH(int, megahexes);
        QFETCH(int, dx);
        QCOMPARE(MissileSpell::rangeDx(test::combatParameters(), megahexes), dx);
    }

    // The mass-combat house rule counts range in hexes: the first 6 free, then −1 per further 6 (its l.60).
    void rangeWithoutMegahexes_data()
    {
        QTest::addColumn<int>("hexes");
        QTest::addColumn<int>("dx");
        QTest::newRow("adjacent") << 1 << 0;
        QTest::newRow("6 hexes") << 6 << 0;
        QTest::newRow("7 hexes") << 7 << -1;
        QTest::newRow("12 hexes") << 12 << -1;
        QTest::newRow("13 hexes") << 13 << -2;
    }
    void rangeWithoutMegahexes()
    {
        QFETCH(int, hexes);
        QFETCH(int, dx);
        const Ruleset rules = test::registry().ruleset(QStringLiteral("tft-wizard-1978"), {QStringLiteral("mass-combat-miller-2.0")});
        QString error;
        std::optional<CombatParameters> p = CombatParameters::load(rules, &error);
        QVERIFY2(p, qPrintable(error));
        const CombatHouseRules house = CombatHouseRules::load(rules);
        QVERIFY(house.rangeWithoutMegahexes);
        house.adjust(&*p);
        // Megahexes no longer matter: 5 MH away but only `hexes` hexes counts by hexes.
        QCOMPARE(MissileSpell::rangeDx(*p, 5, hexes), dx);
        // Without the option pack the megahex table applies.
        QCOMPARE(MissileSpell::rangeDx(test::combatParameters(), 5, hexes), -2);
    }

    void megahexRangeOnTheLine()
    {
        const Megahex m;
        const QList<int> expected{0, 0, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5};
        for (int k = 0; k < expected.size(); ++k)
            QCOMPARE(m.distance(kCaster, north(k)), expected.at(k));
    }

    void damage_data()
    {
        QTest::addColumn<QString>("spell");
        QTest::addColumn<int>("st");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("multiplier");
        QTest::addColumn<QString>("expression");
        QTest::addColumn<int>("hits");
        // The text's example (l.285): 19 on four dice.
        QTest::newRow("Magic Fist 4 ST, 19") << "magic-fist" << 4 << QList<int>{6, 6, 4, 3} << 1 << "4d6-8" << 11;
        QTest::newRow("Fireball 4 ST, 19") << "fireball" << 4 << QList<int>{6, 6, 4, 3} << 1 << "4d6-4" << 15;
        QTest::newRow("Lightning 4 ST, 19") << "lightning" << 4 << QList<int>{6, 6, 4, 3} << 1 << "4d6" << 19;
        QTest::newRow("Magic Fist dud: 8 or less") << "magic-fist" << 4 << QList<int>{2, 2, 2, 2} << 1 << "4d6-8" << 0;
        QTest::newRow("Magic Fist 2 ST, 6 (the duel)") << "magic-fist" << 2 << QList<int>{3, 3} << 1 << "2d6-4" << 2;
        QTest::newRow("Magic Fist 1 ST, 2 (the duel)") << "magic-fist" << 1 << QList<int>{2} << 1 << "1d6-2" << 0;
        QTest::newRow("Fireball 3 ST, triple") << "fireball" << 3 << QList<int>{4, 4, 4} << 3 << "3d6-3" << 27;
        QTest::newRow("Lightning 2 ST, double") << "lightning" << 2 << QList<int>{1, 6} << 2 << "2d6" << 14;
    }
    void damage()
    {
        QFETCH(QString, spell);
        QFETCH(int, st);
        QFETCH(QList<int>, faces);
        QFETCH(int, multiplier);
        QFETCH(QString, expression);
        QFETCH(int, hits);
        const DiceExpression e = MissileSpell::damage(::spell(spell), st);
        QCOMPARE(e.toString(), expression);
        ScriptedDiceRoller dice(faces);
        const RollRecord r = Rolls::roll(dice, e, {});
        QCOMPARE(MissileSpell::hitsFrom(r.total, multiplier), hits);
    }

    void flight_data()
    {
        QTest::addColumn<QList<MissilePathFigure>>("figures");
        QTest::addColumn<HexCoord>("target");
        QTest::addColumn<int>("basicSt");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<QList<Kind>>("kinds");
        QTest::addColumn<QList<int>>("dxs");
        QTest::addColumn<QString>("struck");
        QTest::addColumn<int>("damage");
        QTest::addColumn<bool>("knockedDown");

        const auto friendAt = [](int k) { return MissilePathFigure{QStringLiteral("friend"), north(k), false, false, Defence::None}; };
        const auto foeAt = [](const QString& id, int k) { return MissilePathFigure{id, north(k), true, false, Defence::None}; };
        // Caster adjDX 12, Magic Fist with 2 ST (2d6−4).
        QTest::newRow("past a friend, miss the target, hit the foe behind")
            << QList<MissilePathFigure>{friendAt(2), foeAt(QStringLiteral("target"), 6), foeAt(QStringLiteral("behind"), 9)}
            << north(6) << 9
            << QList<int>{3, 3, 4, /*target*/ 4, 4, 4, /*behind*/ 2, 3, 4, /*damage*/ 6, 5}
            << QList<Kind>{Kind::PassedBy, Kind::Missed, Kind::Hit} << QList<int>{12, 11, 11} << "behind" << 7 << false;
        QTest::newRow("friend not missed: 15 is a double-damage hit")
            << QList<MissilePathFigure>{friendAt(2), foeAt(QStringLiteral("target"), 6)} << north(6) << 9
            << QList<int>{5, 5, 5, 3, 3} << QList<Kind>{Kind::Hit} << QList<int>{12} << "friend" << 4 << false;
        QTest::newRow("14 on a roll to miss hits the friend")
            << QList<MissilePathFigure>{friendAt(1), foeAt(QStringLiteral("target"), 6)} << north(6) << 9
            << QList<int>{4, 5, 5, 6, 6} << QList<Kind>{Kind::Hit} << QList<int>{12} << "friend" << 8 << false;
        QTest::newRow("17 fizzles at the target")
            << QList<MissilePathFigure>{foeAt(QStringLiteral("target"), 3), foeAt(QStringLiteral("behind"), 4)} << north(3) << 9
            << QList<int>{6, 6, 5} << QList<Kind>{Kind::Fizzled} << QList<int>{12} << QString() << 0 << false;
        QTest::newRow("18 fizzles and knocks the caster down")
            << QList<MissilePathFigure>{foeAt(QStringLiteral("target"), 3)} << north(3) << 9
            << QList<int>{6, 6, 6} << QList<Kind>{Kind::Fizzled} << QList<int>{12} << QString() << 0 << true;
        QTest::newRow("triple at range 3 MH")
            << QList<MissilePathFigure>{foeAt(QStringLiteral("target"), 7)} << north(7) << 9
            << QList<int>{1, 1, 1, 4, 4} << QList<Kind>{Kind::Hit} << QList<int>{11} << "target" << 12 << false;
        QTest::newRow("out of reach: basic ST 2 flies 2 MH")
            << QList<MissilePathFigure>{foeAt(QStringLiteral("target"), 6)} << north(6) << 2 << QList<int>{}
            << QList<Kind>{Kind::OutOfReach} << QList<int>{0} << QString() << 0 << false;
        QTest::newRow("a miss flies on until its reach")
            << QList<MissilePathFigure>{foeAt(QStringLiteral("target"), 2)} << north(2) << 2 << QList<int>{6, 5, 4}
            << QList<Kind>{Kind::Missed, Kind::OutOfReach} << QList<int>{12, 0} << QString() << 0 << false;
        MissilePathFigure image = foeAt(QStringLiteral("image"), 2);
        image.isImage = true;
        QTest::newRow("an image bursts and the spell flies on")
            << QList<MissilePathFigure>{image, foeAt(QStringLiteral("target"), 4)} << north(4) << 9
            << QList<int>{2, 2, 2, 3, 3, 3, 1, 2} << QList<Kind>{Kind::ImageBurst, Kind::Hit} << QList<int>{12, 12}
            << "target" << 0 << false;
        MissilePathFigure dodger = foeAt(QStringLiteral("target"), 3);
        dodger.defence = Defence::Dodging;
        QTest::newRow("a dodging target: 4 dice")
            << QList<MissilePathFigure>{dodger} << north(3) << 9 << QList<int>{3, 3, 3, 3, 6, 6}
            << QList<Kind>{Kind::Hit} << QList<int>{12} << "target" << 8 << false;
    }
    void flight()
    {
        QFETCH(QList<MissilePathFigure>, figures);
        QFETCH(HexCoord, target);
        QFETCH(int, basicSt);
        QFETCH(QList<int>, faces);
        QFETCH(QList<Kind>, kinds);
        QFETCH(QList<int>, dxs);
        QFETCH(QString, struck);
        QFETCH(int, damage);
        QFETCH(bool, knockedDown);
        const HexMap map(40, 40);
        ScriptedDiceRoller dice(faces);
        const MissileOutcome out = MissileSpell::resolve(dice, test::combatParameters(), map, spell(QStringLiteral("magic-fist")),
                                                         2, kCaster, 12, basicSt, target, figures, {});
        QCOMPARE(dice.remaining(), 0);
        QList<Kind> gotKinds;
        QList<int> gotDx;
        for (const MissileEvent& e : out.events) {
            gotKinds.append(e.kind);
            gotDx.append(e.adjustedDx);
        }
        QCOMPARE(gotKinds, kinds);
        QCOMPARE(gotDx, dxs);
        QCOMPARE(out.struckFigure, struck);
        QCOMPARE(out.events.constLast().damage, damage);
        QCOMPARE(out.casterKnockedDown, knockedDown);
        QCOMPARE(out.stCost, 2); // the full ST whatever happens (l.279)
    }

    void lightningThroughCreatedWalls_data()
    {
        QTest::addColumn<QString>("spell");
        QTest::addColumn<bool>("created");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<QList<Kind>>("kinds");
        // Lightning (2 ST) at a target behind a wall hex, caster adjDX 12 (l.281).
        QTest::newRow("6 hits blast a created wall") << "lightning" << true << QList<int>{3, 3, /*target*/ 3, 3, 3, 2, 2}
                                                     << QList<Kind>{Kind::WallBlasted, Kind::Hit};
        QTest::newRow("5 hits do not") << "lightning" << true << QList<int>{3, 2} << QList<Kind>{Kind::Blocked};
        QTest::newRow("a printed wall stops Lightning") << "lightning" << false << QList<int>{} << QList<Kind>{Kind::Blocked};
        QTest::newRow("a created wall stops a Fireball") << "fireball" << true << QList<int>{} << QList<Kind>{Kind::Blocked};
    }
    void lightningThroughCreatedWalls()
    {
        QFETCH(QString, spell);
        QFETCH(bool, created);
        QFETCH(QList<int>, faces);
        QFETCH(QList<Kind>, kinds);
        HexMap map(40, 40);
        map.setWall(north(2), true, created);
        ScriptedDiceRoller dice(faces);
        const QList<MissilePathFigure> figures{{QStringLiteral("target"), north(4), true, false, Defence::None}};
        const MissileOutcome out = MissileSpell::resolve(dice, test::combatParameters(), map, ::spell(spell), 2, kCaster,
                                                         12, 9, north(4), figures, {});
        QCOMPARE(dice.remaining(), 0);
        QList<Kind> got;
        for (const MissileEvent& e : out.events)
            got.append(e.kind);
        QCOMPARE(got, kinds);
    }

    void shelter_data()
    {
        QTest::addColumn<Posture>("posture");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<std::optional<bool>>("bodyTakesIt");
        // l.195: prone behind a body, 1–3 on a die; kneeling or crawling, 1–4.
        QTest::newRow("prone, 3") << Posture::Prone << QList<int>{3} << std::optional<bool>(true);
        QTest::newRow("prone, 4") << Posture::Prone << QList<int>{4} << std::optional<bool>(false);
        QTest::newRow("kneeling, 4") << Posture::Kneeling << QList<int>{4} << std::optional<bool>(true);
        QTest::newRow("crawling, 5") << Posture::Crawling << QList<int>{5} << std::optional<bool>(false);
        QTest::newRow("standing: no shelter") << Posture::Standing << QList<int>{} << std::optional<bool>();
    }
    void shelter()
    {
        QFETCH(Posture, posture);
        QFETCH(QList<int>, faces);
        QFETCH(std::optional<bool>, bodyTakesIt);
        ScriptedDiceRoller dice(faces);
        QCOMPARE(MissileSpell::shelterTakesHit(dice, test::combatParameters(), posture, {}), bodyTakesIt);
        QCOMPARE(dice.remaining(), 0);
    }

    void wallsStopMissiles()
    {
        HexMap map(40, 40);
        map.setWall(north(2), true);
        ScriptedDiceRoller dice({});
        const QList<MissilePathFigure> figures{{QStringLiteral("target"), north(4), true, false, Defence::None}};
        const MissileOutcome out = MissileSpell::resolve(dice, test::combatParameters(), map, spell(QStringLiteral("fireball")),
                                                         3, kCaster, 12, 9, north(4), figures, {});
        QCOMPARE(out.events.size(), 1);
        QCOMPARE(out.events.constFirst().kind, Kind::Blocked);
        QCOMPARE(out.events.constFirst().hex, north(2));
        QVERIFY(out.struckFigure.isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestMissileSpells)
#include "tst_missile_spells.moc"
