// Issue 34, "one derivation of a figure's numbers": the sheet (CharacterRules::derive, what the sheet, the
// builder, the players' page and the PDF show) and the tracker (Encounters::figureFor, and the odds the attack
// dialog and `combat odds` give) must agree on every number of a figure. Characters are generated for every
// race of every ruleset, each type, with every armour, shield and weapon of the tables, ready and slung, and
// the numbers compared: adjusted DX for blows, throws and shots, DX for spells and missile spells, hits
// stopped from each side, MA, the weapons' DX and damage, and whether the figure may cast at all.
#include "CampaignTestSupport.h"

#include "characters/CharacterRules.h"
#include "characters/GearTables.h"
#include "combat/CombatOdds.h"
#include "combat/CombatParameters.h"
#include "combat/CombatSpell.h"
#include "combat/Encounters.h"
#include "combat/FigureProtection.h"
#include "combat/FigureWeapons.h"
#include "combat/HexMap.h"
#include "combat/MissileSpell.h"
#include "combat/WeaponAttack.h"
#include "combat/WeaponStrike.h"
#include "StrictTest.h"

#include <QElapsedTimer>
#include <QTest>

using namespace hk;

namespace {

struct Setting
{
    QString ruleset;
    QStringList packs;
    QString system;
};

// The pieces of one slot the tables offer: the Wizard DX table's rows, W&W's armour and weapons, the
// mass-combat charts; the Wizard has no weapon table, so a few weapons the GM would type.
QList<Gear> piecesFor(const Ruleset& rules, const QString& system, const QString& slot)
{
    QList<Gear> out;
    if (system == QLatin1String("mc") && slot != QLatin1String("weapon")) {
        for (const LocatedEntry& e : rules.entries({QStringLiteral("mc-armor")})) {
            if (e.entry->stringField(QStringLiteral("type")) == slot) {
                Gear g;
                g.slot = slot;
                g.name = e.entry->name();
                out.append(g);
            }
        }
        return out;
    }
    for (const GearTables::Choice& c : GearTables::choices(rules, slot, false))
        out.append(c.gear);
    if (out.isEmpty() && slot == QLatin1String("weapon")) {
        for (const auto& [name, dice] : {std::pair{"Broadsword", "2d6"}, std::pair{"Dagger", "1d6-1"}, std::pair{"Staff", "1d6"},
                                         std::pair{"Silver sword", "2d6"}}) {
            Gear g;
            g.slot = slot;
            g.name = QLatin1String(name);
            g.damage = QLatin1String(dice);
            if (g.name.startsWith(QLatin1String("Silver")))
                g.metal = QStringLiteral("silver");
            out.append(g);
        }
    }
    return out;
}

QStringList racesFor(const Ruleset& rules, const QString& system)
{
    QStringList out;
    const QString kind = system == QLatin1String("mc") ? QStringLiteral("team-race") : QStringLiteral("race");
    if (system != QLatin1String("ww")) {
        for (const LocatedEntry& e : rules.entries({kind}))
            out.append(e.entry->id());
    }
    return out.isEmpty() ? QStringList{QString()} : out;
}

QStringList typesFor(const Ruleset& rules, const QString& system)
{
    if (system != QLatin1String("ww"))
        return {QStringLiteral("wizard"), QStringLiteral("hero")};
    QStringList out;
    for (const LocatedEntry& e : rules.entries({QStringLiteral("character-type")}))
        out.append(e.entry->id());
    return out;
}

// A missile spell of the rules (for the odds of a missile spell), or empty.
QString missileSpell(const Ruleset& rules)
{
    for (const char* kind : {"spell", "ww-spell"}) {
        for (const LocatedEntry& e : rules.entries({QLatin1String(kind)})) {
            QString ignored;
            const std::optional<CombatSpell> s = CombatSpell::fromRuleset(rules, e.entry->id(), &ignored);
            if (s && s->isMissile())
                return e.entry->id();
        }
    }
    return {};
}

// One generated figure: n walks through the pieces so that each armour, shield and weapon comes once slung
// (or off) and once ready, with a second weapon slung beside it and ST that falls short of some weapons.
Character generated(const Setting& s, const Ruleset& rules, const QString& race, const QString& type, int n, int length,
                    const QList<Gear>& armour, const QList<Gear>& shields, const QList<Gear>& weapons)
{
    Character c = CharacterRules(rules).newCharacter(s.system, race);
    c.name = QStringLiteral("%1 %2 %3").arg(race.isEmpty() ? s.system : race, type).arg(n);
    c.type = type;
    c.st = QList<int>{c.st, 9, 12, 18}.at(n % 4);
    c.dx = std::max(c.dx, 10);
    const bool ready = n >= length;
    const int i = n % length;
    if (!armour.isEmpty() && i % (armour.size() + 1) < armour.size())
        c.gear.append(armour.at(i % (armour.size() + 1)));
    if (!shields.isEmpty() && i % (shields.size() + 1) < shields.size()) {
        Gear g = shields.at(i % (shields.size() + 1));
        g.ready = (n / 2) % 2 == 0;
        c.gear.append(g);
    }
    if (!weapons.isEmpty() && i % (weapons.size() + 1) < weapons.size()) {
        Gear g = weapons.at(i % (weapons.size() + 1));
        g.ready = ready;
        c.gear.append(g);
        Gear second = weapons.at((i + 1) % weapons.size());
        second.ready = false;
        c.gear.append(second);
    }
    if (type == QLatin1String("wizard") || n % 3 == 0)
        c.spells = {QStringLiteral("staff")};
    if (s.system == QLatin1String("ww")) {
        for (const LocatedEntry& e : rules.entries({QStringLiteral("skill")})) {
            if (n % 5 == 0 && e.entry->id().startsWith(QLatin1String("tough")))
                c.skills.append(e.entry->id());
        }
        if (n % 2)
            c.skills.append(QStringLiteral("swords"));
    }
    return c;
}

class Comparison
{
public:
    void check(const QString& who, const char* field, int sheet, int tracker)
    {
        ++m_checks;
        if (sheet != tracker)
            m_differences.append(QStringLiteral("%1: %2 — sheet %3, tracker %4").arg(who, QLatin1String(field)).arg(sheet).arg(tracker));
    }
    void check(const QString& who, const char* field, const QString& sheet, const QString& tracker)
    {
        ++m_checks;
        if (sheet != tracker)
            m_differences.append(QStringLiteral("%1: %2 — sheet “%3”, tracker “%4”").arg(who, QLatin1String(field), sheet, tracker));
    }
    QStringList differences() const { return m_differences; }
    int checks() const { return m_checks; }

private:
    QStringList m_differences;
    int m_checks = 0;
};

// The tracker's DX for a blow with the weapon in hand, and the odds' for one at a foe in front.
void compareBlows(Comparison& cmp, const QString& who, const DerivedValues& d, const EncounterFigure& f, const CombatState& state,
                  const CombatParameters& p)
{
    const CombatWeapon* held = FigureWeapons::ready(f);
    const int weaponDx = held ? held->dx + WeaponAttack::strengthDx(p, *held, f.body.stBasic, 0) : 0;
    cmp.check(who, "adjusted DX (melee)", d.adjustedDx, f.body.adjustedDx() + weaponDx);
    const EncounterFigure& target = state.figures.at(1);
    if (held && !held->isRanged()) {
        const OddsEstimate odds = CombatOdds::attack(state, p, f, target, 0);
        const std::optional<int> reach = WeaponAttack::reachDx(p, *held, 1);
        if (odds.known && reach)
            cmp.check(who, "combat odds DX (melee)", d.numbers.dxFor(AttackUse::Melee), odds.target - *reach);
    }
    if (held && (held->isRanged() || held->throwable)) {
        AttackRequest r(f.body.id, target.body.id);
        r.thrown = !held->isRanged();
        const WeaponStrike::Shot shot = WeaponStrike::aim(state, p, f, target, *held, r);
        const AttackUse use = shot.thrown ? AttackUse::ThrownWeapon : AttackUse::MissileWeapon;
        cmp.check(who, "combat odds DX (thrown or missile)", d.numbers.dxFor(use), shot.baseDx - shot.range);
    }
}

void compareSpells(Comparison& cmp, const QString& who, const DerivedValues& d, const EncounterFigure& f, const CombatState& state,
                   const CombatParameters& p, const std::optional<CombatSpell>& missile, bool casts)
{
    cmp.check(who, "DX for spells", d.castingDx, f.spellDx());
    cmp.check(who, "DX for missile spells", d.numbers.dxFor(AttackUse::MissileSpell), f.missileDx());
    const QString refusal = FigureWeapons::castingRefusal(f);
    cmp.check(who, "may cast", d.numbers.castingBars.isEmpty() ? 1 : 0, refusal.isEmpty() ? 1 : 0);
    const bool noted = d.notes.join(QLatin1Char('|')).contains(QLatin1String("cannot cast"));
    cmp.check(who, "sheet says it cannot cast", noted ? 1 : 0, refusal.isEmpty() || !casts ? 0 : 1);
    if (!missile)
        return;
    const EncounterFigure& target = state.figures.at(1);
    const OddsEstimate odds = CombatOdds::cast(state, p, *missile, f, &target, std::nullopt, 0);
    cmp.check(who, "combat odds: may cast", d.numbers.castingBars.isEmpty() ? 1 : 0, odds.known ? 1 : 0);
    if (odds.known) {
        const int range = MissileSpell::rangeDx(p, p.megahexDistance(state.map.megahexes(), f.body.position, target.body.position),
                                                f.body.position.distanceTo(target.body.position));
        cmp.check(who, "combat odds DX (missile spell)", d.numbers.dxFor(AttackUse::MissileSpell), odds.target - range);
    }
}

void compareFigure(Comparison& cmp, const Character& c, const Ruleset& rules, const Encounters& encounters,
                   const CombatParameters& p, const std::optional<CombatSpell>& missile)
{
    const DerivedValues d = CharacterRules(rules).derive(c);
    QString error;
    EncounterFigure f = encounters.figureFor(c, 1, &error);
    f.body.id = QStringLiteral("a");
    f.placed = true;
    f.body.position = hk::HexMap::toAxial(5, 5);
    f.body.facing = 3;
    EncounterFigure foe = encounters.figureFor(c, 2, &error);
    foe.body.id = QStringLiteral("b");
    foe.placed = true;
    foe.body.position = hk::HexMap::toAxial(5, 6);
    foe.body.facing = 0;
    CombatState state;
    state.map = HexMap(12, 12);
    state.figures = {f, foe};
    const QString who = c.name + QStringLiteral(" [") + [&] {
        QStringList gear;
        for (const Gear& g : c.gear)
            gear.append(g.name + (g.slot == QLatin1String("armor") ? QString() : g.ready ? QStringLiteral(" ready") : QStringLiteral(" slung")));
        return gear.join(QStringLiteral(", "));
    }() + QLatin1Char(']');

    cmp.check(who, "MA", d.ma, f.body.ma);
    for (Arc arc : {Arc::Front, Arc::Side, Arc::Rear})
        cmp.check(who, arc == Arc::Front ? "hits stopped from the front" : arc == Arc::Side ? "from the side" : "from behind",
                  d.numbers.hitsStoppedFrom(arc), f.body.hitsStoppedPerAttack() + FigureProtection::shieldStops(f, arc));
    cmp.check(who, "hits stopped (the sheet's)", d.hitsStopped, f.body.hitsStoppedPerAttack() + FigureProtection::shieldStops(f, Arc::Front));
    cmp.check(who, "damage with thrown and missile weapons", d.numbers.rangedWeaponDamage, f.rangedDamage);
    cmp.check(who, "DX of larger foes", d.numbers.dxFromLarger, f.dxFromLarger);
    cmp.check(who, "weapons", int(d.numbers.weapons.size()), int(f.weapons.size()));
    for (int i = 0; i < std::min(d.numbers.weapons.size(), f.weapons.size()); ++i) {
        cmp.check(who, "weapon DX", d.numbers.weapons.at(i).dx, f.weapons.at(i).dx);
        cmp.check(who, "weapon damage", d.numbers.weapons.at(i).damage, f.weapons.at(i).damage);
    }
    compareBlows(cmp, who, d, state.figures.at(0), state, p);
    const bool casts = c.type == QLatin1String("wizard") || !c.spells.isEmpty();
    compareSpells(cmp, who, d, state.figures.at(0), state, p, missile, casts);

    // Readying the slung weapon in the fight gives what the sheet shows with that weapon ready instead.
    const int slung = int(std::find_if(f.weapons.cbegin(), f.weapons.cend(), [](const CombatWeapon& w) {
                              return !w.isReady() && !w.damage.isEmpty();
                          }) - f.weapons.cbegin());
    if (slung < f.weapons.size()) {
        Character swapped = c;
        int w = 0;
        for (Gear& g : swapped.gear) {
            if (g.slot == QLatin1String("weapon"))
                g.ready = w++ == slung;
        }
        EncounterFigure readied = state.figures.at(0);
        FigureWeapons::makeReady(readied, slung, false);
        state.figures[0] = readied;
        const DerivedValues after = CharacterRules(rules).derive(swapped);
        compareBlows(cmp, who + QStringLiteral(" after readying ") + f.weapons.at(slung).name, after, readied, state, p);
        compareSpells(cmp, who + QStringLiteral(" after readying ") + f.weapons.at(slung).name, after, readied, state, p, missile, casts);
    }
}

} // namespace

class TestFigureNumbersParity : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Parity")};

private Q_SLOTS:
    void sheetAndTrackerAgree_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QStringList>("packs");
        QTest::addColumn<QString>("system");
        QTest::newRow("Wizard") << "tft-wizard-1978" << QStringList() << "tft";
        QTest::newRow("Advanced Wizard") << "tft-advanced-wizard-1980" << QStringList() << "tft";
        QTest::newRow("Warrior & Wizard") << "warrior-and-wizard-0.10" << QStringList() << "ww";
        QTest::newRow("mass combat, team figures") << "tft-wizard-1978" << QStringList{QStringLiteral("mass-combat-miller-2.0")} << "mc";
        QTest::newRow("mass combat, Wizard figures") << "tft-wizard-1978" << QStringList{QStringLiteral("mass-combat-miller-2.0")} << "tft";
    }

    void sheetAndTrackerAgree()
    {
        QFETCH(QString, ruleset);
        QFETCH(QStringList, packs);
        QFETCH(QString, system);
        QElapsedTimer clock;
        clock.start();
        auto campaign = m_campaigns.create(1, packs, ruleset);
        QVERIFY(campaign);
        const Ruleset& rules = campaign->rules();
        QString error;
        const std::optional<CombatParameters> p = CombatParameters::load(rules, &error);
        QVERIFY2(p, qPrintable(error));
        const QString missileId = missileSpell(rules);
        const std::optional<CombatSpell> missile = missileId.isEmpty() ? std::nullopt : CombatSpell::fromRuleset(rules, missileId, &error);
        const Setting s{ruleset, packs, system};
        const QList<Gear> armour = piecesFor(rules, system, QStringLiteral("armor"));
        const QList<Gear> shields = piecesFor(rules, system, QStringLiteral("shield"));
        const QList<Gear> weapons = piecesFor(rules, system, QStringLiteral("weapon"));
        QVERIFY2(!armour.isEmpty() && !shields.isEmpty() && !weapons.isEmpty(), "the tables give no armour, shields or weapons");
        const int length = int(std::max({armour.size(), shields.size(), weapons.size()})) + 1;
        const Encounters encounters(*campaign);
        Comparison cmp;
        int figures = 0;
        for (const QString& race : racesFor(rules, system)) {
            for (const QString& type : typesFor(rules, system)) {
                for (int n = 0; n < 2 * length; ++n, ++figures)
                    compareFigure(cmp, generated(s, rules, race, type, n, length, armour, shields, weapons), rules, encounters, *p, missile);
            }
        }
        qInfo("%d figures, %d numbers compared in %lld ms", figures, cmp.checks(), clock.elapsed());
        QVERIFY2(cmp.differences().isEmpty(),
                 qPrintable(QStringLiteral("%1 differences:\n").arg(cmp.differences().size()) + cmp.differences().mid(0, 40).join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestFigureNumbersParity)
#include "tst_figure_numbers_parity.moc"
