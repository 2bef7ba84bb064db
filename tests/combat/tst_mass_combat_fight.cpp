// The mass-combat pack's fighting house rules in the tracker (003): a pole weapon's charge rolls the
// table's charge dice, one die more than its usual ones (l.27–35, chart l.136–142), a faster bowman shoots
// before a pole charge lands (l.62), and without megahexes distances in megahexes are hexes / 3 (l.58–60);
// each acts only while its house rule is on. Also: a figure taken from the roster casts at the builder's
// "DX for spells" (iron, 002 l.279; mass combat's metal, 003 l.85), so builder and tracker agree; and a troll's
// claws strike at the chart's one-handed club damage for its ST (l.121).
#include "CombatFightFixture.h"

#include "characters/CharacterRules.h"
#include "combat/CombatHouseRules.h"
#include "combat/CombatParameters.h"
#include "houserules/HouseRules.h"
#include "time/AdvanceTime.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;
using namespace hk::test;

namespace {

Character man(const QString& name, int st, int dx, const QString& weapon, const QString& damage)
{
    Character c;
    c.name = name;
    c.system = QStringLiteral("mc");
    c.race = QStringLiteral("men");
    c.type = QStringLiteral("hero");
    c.st = st;
    c.dx = dx;
    c.iq = 40 - st - dx;
    Gear g;
    g.slot = QStringLiteral("weapon");
    g.name = weapon;
    g.damage = damage;
    c.gear = {g};
    return c;
}

// A mass-combat troll (003 l.120–121): no weapons, claws.
Character troll(int st)
{
    Character c;
    c.name = QStringLiteral("Grk");
    c.system = QStringLiteral("mc");
    c.race = QStringLiteral("troll");
    c.type = QStringLiteral("hero");
    c.st = st;
    c.dx = 10;
    c.iq = 8;
    return c;
}

} // namespace

Q_DECLARE_METATYPE(hk::Character)

class TestMassCombatFight : public hk::test::StrictTest
{
    Q_OBJECT
    CampaignFactory m_campaigns{QStringLiteral("MassFight")};

    // Ann with a 2H Halberd (2d6, charge 3d6, l.140) three hexes from Bo, who holds `bobWeapon`; Ann's side
    // wins the initiative, charges two hexes up to Bo, and the fight stands at the action phase.
    Fight charge(const QString& boWeapon, const QString& boDamage, int boDx, const QMap<QString, bool>& rules = {})
    {
        Fight f;
        f.campaign = m_campaigns.create(1, {QStringLiteral("mass-combat-miller-2.0")}, QStringLiteral("tft-wizard-1978"));
        QString error;
        if (!rules.isEmpty() && !HouseRules::switchRules(*f.campaign, rules, QString(), &error))
            hk::test::setupFailed(error);
        QList<qint64> ids;
        if (!Roster(*f.campaign).addAll({man(QStringLiteral("Ann"), 16, 12, QStringLiteral("2H Halberd"), QStringLiteral("2d6")),
                                         man(QStringLiteral("Bo"), 40 - 12 - boDx, boDx, boWeapon, boDamage)},
                                        &ids, &error))
            hk::test::setupFailed(error);
        Encounters e(*f.campaign);
        e.create(QStringLiteral("Field"), 12, 12, false, &f.id, &error);
        e.addCharacter(f.id, ids.value(0), 1, &f.ann, &error);
        e.addCharacter(f.id, ids.value(1), 2, &f.bo, &error);
        e.place(f.id, f.ann, at(5, 3), 3, &error);
        e.place(f.id, f.bo, at(5, 6), 0, &error);
        if (!e.start(f.id, &error))
            hk::test::setupFailed(error);
        f.script({6, 1});
        f.advanceTo(CombatPhase::Movement);
        if (!CombatTurn(*f.campaign).chooseOption(f.id, f.ann, QStringLiteral("charge-attack"), &error)
            || !CombatTurn(*f.campaign).move(f.id, f.ann, at(5, 5), 3, &error))
            hk::test::setupFailed(error);
        f.advanceTo(CombatPhase::Actions);
        return f;
    }

private Q_SLOTS:
    void poleCharge_data()
    {
        QTest::addColumn<bool>("ruleOn");
        QTest::addColumn<int>("damage");
        // To hit 3,3,3 on DX 12; then the damage dice: 3 of them for the charge (3d6, l.140), else 2 (2d6).
        QTest::newRow("charge with the rule: 3d6") << true << 4 + 5 + 6;
        QTest::newRow("rule off: the usual 2d6") << false << 4 + 5;
    }

    void poleCharge()
    {
        QFETCH(bool, ruleOn);
        QFETCH(int, damage);
        Fight f = charge(QStringLiteral("Broadsword"), QStringLiteral("2d6"), 10,
                         {{QStringLiteral("pole-weapon-charge-extra-die"), ruleOn}});
        QCOMPARE(f.fig(f.ann).hexesMoved, 2);
        const int st = f.fig(f.bo).body.st;
        f.script({3, 3, 3, 4, 5, 6});
        QString error;
        QVERIFY2(CombatActions(*f.campaign).attack(f.id, {f.ann, f.bo, QString(), 0}, &error), qPrintable(error));
        QCOMPARE(f.fig(f.bo).body.st, st - damage);
    }

    // l.62: Bo's bow and DX 14 beat Ann's charge (DX 12): he shoots first; once he has acted, the charge lands.
    void bowmanShootsFirst()
    {
        Fight f = charge(QStringLiteral("2H Long Bow"), QStringLiteral("1d6+2"), 14);
        QString error;
        f.script({3, 3, 3, 4, 5, 6});
        QVERIFY(!CombatActions(*f.campaign).attack(f.id, {f.ann, f.bo, QString(), 0}, &error));
        QVERIFY2(error.contains(QLatin1String("shot comes before")), qPrintable(error));
        QVERIFY2(CombatTurn(*f.campaign).pass(f.id, f.bo, QString(), &error), qPrintable(error));
        f.script({3, 3, 3, 4, 5, 6});
        QVERIFY2(CombatActions(*f.campaign).attack(f.id, {f.ann, f.bo, QString(), 0}, &error), qPrintable(error));
    }

    // The builder's numbers reach the fight: adjusted DX, DX for spells, hits stopped, MA.
    void builderAndTrackerAgree_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QStringList>("packs");
        QTest::addColumn<Character>("character");
        QTest::addColumn<int>("spellDxChange");
        Character ironclad = test::legalWizard(QStringLiteral("Irma"));
        Gear mail;
        mail.slot = QStringLiteral("armor");
        mail.name = QStringLiteral("Chainmail"); // iron by the table (l.768, 002 l.279)
        ironclad.gear = {mail};
        QTest::newRow("Advanced Wizard: iron mail, -4 on spells") << "tft-advanced-wizard-1980" << QStringList() << ironclad << -4;
        Character mcWizard = man(QStringLiteral("Wyn"), 12, 14, QStringLiteral("Shortsword"), QStringLiteral("2d6-1"));
        mcWizard.type = QStringLiteral("wizard");
        mcWizard.gear.first().metal = QStringLiteral("steel");
        mcWizard.gear.first().ready = false;
        QTest::newRow("mass combat: metal carried, -4 on spells") << "tft-wizard-1978" << QStringList{QStringLiteral("mass-combat-miller-2.0")}
                                                                  << mcWizard << -4;
    }

    void builderAndTrackerAgree()
    {
        QFETCH(QString, ruleset);
        QFETCH(QStringList, packs);
        QFETCH(Character, character);
        QFETCH(int, spellDxChange);
        auto campaign = m_campaigns.create(1, packs, ruleset);
        QString error;
        const DerivedValues d = CharacterRules(campaign->rules()).derive(character);
        const EncounterFigure f = Encounters(*campaign).figureFor(character, 1, &error);
        QCOMPARE(d.castingDx - d.adjustedDx, spellDxChange);
        QCOMPARE(f.body.adjustedDx(), d.adjustedDx);
        QCOMPARE(f.spellDx(), d.castingDx);
        QCOMPARE(f.body.armor, d.hitsStopped);
        QCOMPARE(f.body.ma, d.ma);
    }

    // 003 l.121: a troll fights with its claws at one-handed club damage for its ST, read from the pack's chart
    // (fist-club-dagger-damage, l.205–218), so an attack needs no dice from the GM. Nothing is held in hand.
    void trollClaws_data()
    {
        QTest::addColumn<int>("st");
        QTest::addColumn<QString>("dice");
        QTest::newRow("003 l.121 troll of ST 23: 1d6+5, chart l.214") << 23 << QStringLiteral("1d6+5");
        QTest::newRow("003 l.121 troll of ST 25: 1d6+6, chart l.215") << 25 << QStringLiteral("1d6+6");
        QTest::newRow("003 l.121 troll of ST 31: 2d6+4, chart l.216") << 31 << QStringLiteral("2d6+4");
    }

    void trollClaws()
    {
        QFETCH(int, st);
        QFETCH(QString, dice);
        auto campaign = m_campaigns.create(1, {QStringLiteral("mass-combat-miller-2.0")}, QStringLiteral("tft-wizard-1978"));
        QString error;
        const EncounterFigure claws = Encounters(*campaign).figureFor(troll(st), 1, &error);
        QCOMPARE(claws.damage, dice);
        QVERIFY(claws.body.armed);
        QVERIFY(!claws.body.weaponInHand); // claws: Drop Weapon finds nothing to drop
    }

    // 003 l.121: the troll (ST 23) strikes without the GM giving dice: 1d6+5 (l.214), a 4 doing 9 hits.
    void trollAttacksWithItsClaws()
    {
        Fight f;
        f.campaign = m_campaigns.create(1, {QStringLiteral("mass-combat-miller-2.0")}, QStringLiteral("tft-wizard-1978"));
        QString error;
        QList<qint64> ids;
        QVERIFY2(Roster(*f.campaign).addAll({troll(23), man(QStringLiteral("Bo"), 14, 12, QStringLiteral("Broadsword"), QStringLiteral("2d6"))},
                                            &ids, &error),
                 qPrintable(error));
        Encounters e(*f.campaign);
        QVERIFY2(e.create(QStringLiteral("Field"), 12, 12, false, &f.id, &error) && e.addCharacter(f.id, ids.value(0), 1, &f.ann, &error)
                     && e.addCharacter(f.id, ids.value(1), 2, &f.bo, &error) && e.place(f.id, f.ann, at(5, 5), 3, &error)
                     && e.place(f.id, f.bo, at(5, 6), 0, &error) && e.start(f.id, &error),
                 qPrintable(error));
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Actions));
        const int before = f.fig(f.bo).body.st;
        f.script({3, 3, 3, 4});
        QVERIFY2(CombatActions(*f.campaign).attack(f.id, {f.ann, f.bo}, &error), qPrintable(error));
        QCOMPARE(f.fig(f.bo).body.st, before - 9);
    }

    // A battle-magic spell the book in play lacks (1-Hex Fire, 003 l.668 on) is named as the GM's to resolve.
    void battleSpellOutsideTheBook()
    {
        Fight f = charge(QStringLiteral("Broadsword"), QStringLiteral("2d6"), 10);
        QString error;
        CastRequest fire;
        fire.caster = f.ann;
        fire.spell = QStringLiteral("1-hex-fire");
        fire.hex = at(5, 3);
        fire.ignoreKnown = true;
        QVERIFY(!CombatActions(*f.campaign).cast(f.id, fire, &error));
        QVERIFY2(error.contains(QLatin1String("battle-magic list")) && error.contains(QLatin1String("GM resolves")), qPrintable(error));
    }

    // l.60: a megahex is 3 hexes wide; without megahexes, 1–3 hexes is 1 megahex, 4–6 is 2.
    void megahexesAsHexes_data()
    {
        QTest::addColumn<int>("hexes");
        QTest::addColumn<int>("megahexes");
        QTest::newRow("same hex") << 0 << 0;
        QTest::newRow("3 hexes") << 3 << 1;
        QTest::newRow("4 hexes") << 4 << 2;
        QTest::newRow("15 hexes") << 15 << 5;
    }

    void megahexesAsHexes()
    {
        QFETCH(int, hexes);
        QFETCH(int, megahexes);
        auto campaign = m_campaigns.create(1, {QStringLiteral("mass-combat-miller-2.0")}, QStringLiteral("tft-wizard-1978"));
        QString error;
        CombatParameters p = *CombatParameters::load(campaign->rules(), &error);
        CombatHouseRules::load(campaign->rules()).adjust(&p);
        QCOMPARE(p.megahexDistance(Megahex(), at(2, 2), at(2, 2 + hexes)), megahexes);
        // Switched off, the map's lattice counts again.
        QVERIFY(HouseRules::switchRules(*campaign, {{QStringLiteral("no-megahexes"), false}}, QString(), &error));
        CombatParameters lattice = *CombatParameters::load(campaign->rules(), &error);
        CombatHouseRules::load(campaign->rules()).adjust(&lattice);
        QCOMPARE(lattice.megahexWidthHexes, 0);
        QCOMPARE(lattice.megahexDistance(Megahex(), at(2, 2), at(2, 2 + hexes)), Megahex().distance(at(2, 2), at(2, 2 + hexes)));
    }
};

QTEST_GUILESS_MAIN(TestMassCombatFight)
#include "tst_mass_combat_fight.moc"
