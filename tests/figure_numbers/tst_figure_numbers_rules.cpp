// Issue 34's gaps, each row with the seed line it comes from: what stops a wizard casting (000 l.539, l.543),
// the hobbit's +3 with missile spells in the fight's own roll (000 l.486, l.707), iron and metal on spells
// (002 l.279; 003 l.85), mass combat's hobbits and dwarves (003 l.97, l.101), its armour chart (003 l.175),
// and Tough on the sheet (004 l.200). The sheet's numbers (FigureNumbers through CharacterRules::derive) are
// checked here; tst_figure_numbers_parity checks that the tracker reads the same.
#include "CampaignTestSupport.h"

#include "characters/CharacterRules.h"
#include "characters/Roster.h"
#include "combat/CombatActions.h"
#include "combat/CombatOdds.h"
#include "combat/CombatParameters.h"
#include "combat/CombatTurn.h"
#include "combat/Encounters.h"
#include "combat/HexMap.h"
#include "combat/FigureWeapons.h"
#include "combat/WeaponStrike.h"
#include "dice/ScriptedDiceRoller.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;

namespace {

const QString W78 = QStringLiteral("tft-wizard-1978");
const QString AW = QStringLiteral("tft-advanced-wizard-1980");
const QString WW = QStringLiteral("warrior-and-wizard-0.10");
const QString MC = QStringLiteral("mass-combat-miller-2.0");

Gear piece(const QString& slot, const QString& name, bool ready = true, const QString& damage = {}, const QString& metal = {})
{
    Gear g;
    g.slot = slot;
    g.name = name;
    g.ready = ready;
    g.damage = damage;
    g.metal = metal;
    return g;
}

Character figure(const QString& system, const QString& race, const QString& type, int st, int dx, const QList<Gear>& gear,
                 const QStringList& skills = {})
{
    Character c;
    c.name = QStringLiteral("Pat");
    c.system = system;
    c.race = race;
    c.type = type;
    c.st = st;
    c.dx = dx;
    c.iq = 10;
    c.gear = gear;
    c.skills = skills;
    if (type == QLatin1String("wizard"))
        c.spells = {QStringLiteral("magic-fist")};
    return c;
}

// One number of the derivation by name.
QString field(const DerivedValues& d, const QString& name)
{
    const FigureNumbers& n = d.numbers;
    if (name == QLatin1String("bars")) {
        QStringList bars;
        for (CastingBar b : n.castingBars)
            bars.append(b == CastingBar::WeaponReady ? QStringLiteral("weapon") : QStringLiteral("shield"));
        return bars.join(QLatin1Char(','));
    }
    if (name == QLatin1String("weapon damage"))
        return n.weaponInHand() ? n.weaponInHand()->damage : QString();
    const QMap<QString, int> ints{{QStringLiteral("spell DX change"), n.castingDx - n.bodyDx},
                                  {QStringLiteral("missile spell DX"), n.dxFor(AttackUse::MissileSpell) - n.castingDx},
                                  {QStringLiteral("thrown DX"), n.dxFor(AttackUse::ThrownWeapon) - n.adjustedDx},
                                  {QStringLiteral("ranged damage"), n.rangedWeaponDamage},
                                  {QStringLiteral("larger foes' DX"), n.dxFromLarger},
                                  {QStringLiteral("adjusted DX"), d.adjustedDx},
                                  {QStringLiteral("hits stopped"), d.hitsStopped},
                                  {QStringLiteral("rear"), n.hitsStoppedFrom(Arc::Rear)},
                                  {QStringLiteral("MA"), d.ma}};
    return QString::number(ints.value(name, -999));
}

// A legal wizard of the Wizard (1978) at DX 12: 32 points, or 28 for a hobbit.
Character wizardOf1978(const QString& race)
{
    Character c = test::legalWizard(QStringLiteral("Ann"));
    c.race = race;
    c.st = race == QLatin1String("hobbit") ? 6 : 10;
    c.spells = {QStringLiteral("staff"), QStringLiteral("magic-fist"), QStringLiteral("blur")};
    return c;
}

} // namespace

Q_DECLARE_METATYPE(hk::Character)

class TestFigureNumbersRules : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("FigureRules")};

    // Two figures of the roster face to face at the action phase, the first to act.
    struct Duel
    {
        std::unique_ptr<Campaign> campaign;
        qint64 id = 0;
        QString a;
        QString b;
    };
    Duel duel(const QString& ruleset, const QStringList& packs, const Character& first, const Character& second, const QList<int>& dice)
    {
        Duel d;
        d.campaign = m_campaigns.create(1, packs, ruleset);
        QString error;
        Character one = first;
        Character two = second;
        one.name = QStringLiteral("Ann");
        two.name = QStringLiteral("Bo");
        Encounters e(*d.campaign);
        QList<qint64> ids;
        if (!Roster(*d.campaign).addAll({one, two}, &ids, &error))
            hk::test::setupFailed(error);
        const qint64 firstId = ids.value(0);
        const qint64 secondId = ids.value(1);
        if (!e.create(QStringLiteral("Arena"), 12, 12, false, &d.id, &error) || !e.addCharacter(d.id, firstId, 1, &d.a, &error)
            || !e.addCharacter(d.id, secondId, 2, &d.b, &error) || !e.place(d.id, d.a, HexMap::toAxial(5, 5), 3, &error)
            || !e.place(d.id, d.b, HexMap::toAxial(5, 6), 0, &error) || !e.start(d.id, &error))
            hk::test::setupFailed(error);
        QList<int> faces{6, 1};
        faces.append(dice);
        d.campaign->dice().setOverride(std::make_shared<ScriptedDiceRoller>(faces));
        for (int i = 0; i < 12; ++i) {
            Encounter enc;
            if (!e.find(d.id, &enc, &error) || enc.state.phase == CombatPhase::Actions)
                break;
            if (!CombatTurn(*d.campaign).advance(d.id, &error))
                hk::test::setupFailed(error);
        }
        return d;
    }

private Q_SLOTS:
    void sheet_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QStringList>("packs");
        QTest::addColumn<Character>("character");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("expected");
        const QString tft = QStringLiteral("tft");
        const QString mc = QStringLiteral("mc");
        const QString wizard = QStringLiteral("wizard");
        const QString hero = QStringLiteral("hero");
        const QString human = QStringLiteral("human");
        const Gear sword = piece(QStringLiteral("weapon"), QStringLiteral("Broadsword"), true, QStringLiteral("2d6"));
        const Gear slungSword = piece(QStringLiteral("weapon"), QStringLiteral("Broadsword"), false, QStringLiteral("2d6"));
        const Gear staff = piece(QStringLiteral("weapon"), QStringLiteral("Staff"), true, QStringLiteral("1d6"));
        const Gear shield = piece(QStringLiteral("shield"), QStringLiteral("Small shield"));
        const QStringList none;
        const QStringList pack{MC};
        // 000 l.539, l.543: a weapon other than the staff, or a shield, ready stops a wizard casting.
        QTest::newRow("000 l.539 sword in hand") << W78 << none << figure(tft, human, wizard, 10, 12, {sword}) << "bars" << "weapon";
        QTest::newRow("000 l.539 staff in hand") << W78 << none << figure(tft, human, wizard, 10, 12, {staff}) << "bars" << "";
        QTest::newRow("000 l.539 sword slung") << W78 << none << figure(tft, human, wizard, 10, 12, {slungSword}) << "bars" << "";
        QTest::newRow("000 l.543 shield ready") << W78 << none << figure(tft, human, wizard, 10, 12, {shield}) << "bars" << "shield";
        QTest::newRow("000 l.539 a wizard's DX with a sword") << W78 << none << figure(tft, human, wizard, 10, 12, {sword}) << "adjusted DX" << "8";
        // 000 l.486, l.707: a hobbit's +3 with missile spells and with thrown and missile weapons.
        QTest::newRow("000 l.486 hobbit, missile spells") << W78 << none << figure(tft, QStringLiteral("hobbit"), wizard, 4, 14, {}) << "missile spell DX" << "3";
        QTest::newRow("000 l.707 hobbit, thrown weapons") << W78 << none << figure(tft, QStringLiteral("hobbit"), hero, 4, 14, {}) << "thrown DX" << "3";
        QTest::newRow("000 l.486 a man has none") << W78 << none << figure(tft, human, wizard, 10, 12, {}) << "missile spell DX" << "0";
        // 002 l.279: an ordinary weapon carried costs -4 on spells, as iron armour does; silver and the staff do not.
        QTest::newRow("002 l.279 ordinary sword slung") << AW << none << figure(tft, human, wizard, 10, 12, {slungSword}) << "spell DX change" << "-4";
        QTest::newRow("002 l.279 silver sword slung")
            << AW << none << figure(tft, human, wizard, 10, 12, {piece(QStringLiteral("weapon"), QStringLiteral("Sword"), false, QStringLiteral("2d6"), QStringLiteral("silver"))})
            << "spell DX change" << "0";
        QTest::newRow("002 l.279 staff") << AW << none << figure(tft, human, wizard, 10, 12, {staff}) << "spell DX change" << "0";
        QTest::newRow("000 no iron rule in the Wizard") << W78 << none << figure(tft, human, wizard, 10, 12, {slungSword}) << "spell DX change" << "0";
        // 003 l.85: any metal, weapons and armour alike; a table piece is metal unless its data says otherwise.
        const QString men = QStringLiteral("men");
        QTest::newRow("003 l.85 table dagger is metal")
            << W78 << pack << figure(mc, men, wizard, 10, 12, {piece(QStringLiteral("weapon"), QStringLiteral("Dagger"), false)}) << "spell DX change" << "-4";
        QTest::newRow("003 l.85 a club is wood")
            << W78 << pack << figure(mc, men, wizard, 10, 12, {piece(QStringLiteral("weapon"), QStringLiteral("1H Club"), false)}) << "spell DX change" << "0";
        QTest::newRow("003 l.85 cloth armour") << W78 << pack << figure(mc, men, wizard, 10, 12, {piece(QStringLiteral("armor"), QStringLiteral("Cloth"))})
                                               << "spell DX change" << "0";
        QTest::newRow("003 l.85 chainmail") << W78 << pack << figure(mc, men, wizard, 10, 12, {piece(QStringLiteral("armor"), QStringLiteral("Chainmail"))})
                                            << "spell DX change" << "-4";
        // 003 l.101 (hobbits), l.97 (dwarves).
        const QString hobbits = QStringLiteral("hobbits");
        QTest::newRow("003 l.101 hobbit +3 thrown") << W78 << pack << figure(mc, hobbits, hero, 6, 14, {}) << "thrown DX" << "3";
        QTest::newRow("003 l.101 hobbit +3 missile spells") << W78 << pack << figure(mc, hobbits, wizard, 6, 14, {}) << "missile spell DX" << "3";
        QTest::newRow("003 l.101 hobbit +1 damage") << W78 << pack << figure(mc, hobbits, hero, 6, 14, {}) << "ranged damage" << "1";
        QTest::newRow("003 l.101 larger foes -2") << W78 << pack << figure(mc, hobbits, hero, 6, 14, {}) << "larger foes' DX" << "-2";
        QTest::newRow("003 l.97 dwarf's mace +1")
            << W78 << pack << figure(mc, QStringLiteral("dwarves"), hero, 12, 8, {piece(QStringLiteral("weapon"), QStringLiteral("Mace"))}) << "weapon damage" << "2d6";
        // 003 l.175: the armour chart's hits stopped and DX, by ST.
        const Gear chain = piece(QStringLiteral("armor"), QStringLiteral("Chainmail"));
        QTest::newRow("003 l.175 chainmail stops 3") << W78 << pack << figure(mc, men, hero, 12, 12, {chain}) << "hits stopped" << "3";
        QTest::newRow("003 l.175 chainmail -3 DX") << W78 << pack << figure(mc, men, hero, 12, 12, {chain}) << "adjusted DX" << "9";
        QTest::newRow("003 l.175 chainmail -2 DX at ST 18") << W78 << pack << figure(mc, men, hero, 18, 12, {chain}) << "adjusted DX" << "10";
        QTest::newRow("003 l.175 tower shield stops 3")
            << W78 << pack << figure(mc, men, hero, 12, 12, {piece(QStringLiteral("shield"), QStringLiteral("Tower"))}) << "hits stopped" << "3";
        QTest::newRow("003 l.105 orc's hide and leather") << W78 << pack << figure(mc, QStringLiteral("orcs"), hero, 12, 12, {piece(QStringLiteral("armor"), QStringLiteral("Leather"))})
                                                          << "hits stopped" << "3";
        // 000 l.543: the Wizard's shield stops hits from every side (no arcs there).
        Gear stopsOne = shield;
        stopsOne.hitsStopped = 1;
        QTest::newRow("000 l.543 a shield stops from behind too") << W78 << none << figure(tft, human, hero, 10, 12, {stopsOne}) << "rear" << "1";
        // 004 l.200: Tough takes a hit off every blow, on the sheet as in the tracker; l.1130 a slung shield covers the rear.
        const QString ww = QStringLiteral("ww");
        QTest::newRow("004 l.200 Tough") << WW << none << figure(ww, {}, QStringLiteral("warrior"), 12, 12, {}, {QStringLiteral("tough")}) << "hits stopped" << "1";
        QTest::newRow("004 l.1130 slung shield, rear")
            << WW << none << figure(ww, {}, QStringLiteral("warrior"), 12, 12, {piece(QStringLiteral("shield"), QStringLiteral("Small Shield"), false)}, {QStringLiteral("tough")})
            << "rear" << "2";
    }

    void sheet()
    {
        QFETCH(QString, ruleset);
        QFETCH(QStringList, packs);
        QFETCH(Character, character);
        QFETCH(QString, field);
        QFETCH(QString, expected);
        auto campaign = m_campaigns.create(1, packs, ruleset);
        QVERIFY(campaign);
        const DerivedValues d = CharacterRules(campaign->rules()).derive(character);
        QVERIFY2(::field(d, field) == expected,
                 qPrintable(QStringLiteral("%1 is %2, expected %3; notes: %4").arg(field, ::field(d, field), expected, d.notes.join(QStringLiteral(" | ")))));
    }

    // 000 l.539, l.543: the tracker refuses the spell with the reason, and allows it once the weapon is dropped.
    void trackerRefusesSpell_data()
    {
        QTest::addColumn<Gear>("gear");
        QTest::addColumn<QString>("reason");
        QTest::newRow("000 l.539 sword in hand") << piece(QStringLiteral("weapon"), QStringLiteral("Broadsword"), true, QStringLiteral("2d6")) << "weapon other than a staff";
        QTest::newRow("000 l.543 shield ready") << piece(QStringLiteral("shield"), QStringLiteral("Small shield")) << "shield ready";
    }

    void trackerRefusesSpell()
    {
        QFETCH(Gear, gear);
        QFETCH(QString, reason);
        Character ann = wizardOf1978(QStringLiteral("human"));
        ann.gear = {gear};
        const Character bo = wizardOf1978(QStringLiteral("human"));
        Duel d = duel(W78, {}, ann, bo, {6, 1, 1, 1, 1, 1, 1, 1, 1}); // who acts first, then the cast
        CastRequest r;
        r.caster = d.a;
        r.spell = QStringLiteral("magic-fist");
        r.target = d.b;
        r.st = 2;
        QString error;
        QVERIFY(!CombatActions(*d.campaign).cast(d.id, r, &error));
        QVERIFY2(error.contains(reason), qPrintable(error));
        if (gear.slot == QLatin1String("weapon")) {
            // Dropped, the weapon stops nothing: the figure's numbers follow what it holds in the fight.
            QVERIFY2(CombatActions(*d.campaign).dropWeapon(d.id, d.a, &error), qPrintable(error));
            QVERIFY2(CombatActions(*d.campaign).cast(d.id, r, &error), qPrintable(error));
        }
    }

    // 000 l.486: the hobbit's +3 counts in the fight's roll. DX 12: a 15 misses a man and hits a hobbit.
    void hobbitMissileSpellInTheRoll_data()
    {
        QTest::addColumn<QString>("race");
        QTest::addColumn<bool>("hits");
        QTest::newRow("000 l.486 hobbit hits on 15") << "hobbit" << true;
        QTest::newRow("000 l.486 a man misses on 15") << "human" << false;
    }

    void hobbitMissileSpellInTheRoll()
    {
        QFETCH(QString, race);
        QFETCH(bool, hits);
        const Character ann = wizardOf1978(race);
        const Character bo = wizardOf1978(QStringLiteral("human"));
        Duel d = duel(W78, {}, ann, bo, {6, 1, 5, 5, 5, 1, 1, 1, 1, 1, 1}); // who acts first, then a 15
        Encounter e;
        QString error;
        QVERIFY(Encounters(*d.campaign).find(d.id, &e, &error));
        const CombatParameters p = *CombatParameters::load(d.campaign->rules(), &error);
        const std::optional<CombatSpell> fist = CombatSpell::fromRuleset(d.campaign->rules(), QStringLiteral("magic-fist"), &error);
        QVERIFY(fist);
        const OddsEstimate odds = CombatOdds::cast(e.state, p, *fist, *e.state.figure(d.a), e.state.figure(d.b), std::nullopt, 0);
        QCOMPARE(odds.target, race == QLatin1String("hobbit") ? 15 : 12);
        CastRequest r;
        r.caster = d.a;
        r.spell = QStringLiteral("magic-fist");
        r.target = d.b;
        r.st = 2;
        QVERIFY2(CombatActions(*d.campaign).cast(d.id, r, &error), qPrintable(error));
        const QList<CombatLogEntry> log = Encounters(*d.campaign).log(d.id, false, &error);
        const bool hit = std::any_of(log.cbegin(), log.cend(), [](const CombatLogEntry& l) { return l.message.contains(QLatin1String("Magic Fist hits")); });
        QCOMPARE(hit, hits);
    }

    // 003 l.101 in the tracker: a larger foe's blow at a hobbit is at -2, another hobbit's is not; the hobbit's
    // thrown hatchet is at +3.
    void massCombatHobbitInTheFight_data()
    {
        QTest::addColumn<QString>("attackerRace");
        QTest::addColumn<int>("blowDx");
        QTest::newRow("003 l.101 a man strikes a hobbit at -2") << "men" << 10;
        QTest::newRow("003 l.101 a hobbit strikes a hobbit") << "hobbits" << 12;
    }

    void massCombatHobbitInTheFight()
    {
        QFETCH(QString, attackerRace);
        QFETCH(int, blowDx);
        auto campaign = m_campaigns.create(1, {MC}, W78);
        QString error;
        const Encounters encounters(*campaign);
        EncounterFigure a = encounters.figureFor(figure(QStringLiteral("mc"), attackerRace, QStringLiteral("hero"), 12, 12,
                                                        {piece(QStringLiteral("weapon"), QStringLiteral("Hatchet"))}), 1, &error);
        EncounterFigure t = encounters.figureFor(figure(QStringLiteral("mc"), QStringLiteral("hobbits"), QStringLiteral("hero"), 6, 12, {}), 2, &error);
        a.body.id = QStringLiteral("a");
        t.body.id = QStringLiteral("t");
        a.placed = t.placed = true;
        a.body.position = HexMap::toAxial(5, 5);
        a.body.facing = 3;
        t.body.position = HexMap::toAxial(5, 6);
        CombatState s;
        s.map = HexMap(12, 12);
        s.figures = {a, t};
        const CombatParameters p = *CombatParameters::load(campaign->rules(), &error);
        QCOMPARE(CombatOdds::attack(s, p, a, t, 0).target, blowDx);
        AttackRequest throwIt(a.body.id, t.body.id);
        throwIt.thrown = true;
        const WeaponStrike::Shot shot = WeaponStrike::aim(s, p, a, t, *FigureWeapons::ready(a), throwIt);
        QCOMPARE(shot.baseDx - shot.range, attackerRace == QLatin1String("hobbits") ? 15 : 12);
        QCOMPARE(a.rangedDamage, attackerRace == QLatin1String("hobbits") ? 1 : 0);
    }
};

QTEST_GUILESS_MAIN(TestFigureNumbersRules)
#include "tst_figure_numbers_rules.moc"
