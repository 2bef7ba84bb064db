// Warrior & Wizard's spells as the tracker plays them (issue 34, docs/spells-in-combat.md), one row per spell,
// named with its seed 004 line: each is cast through CombatActions with scripted dice in a small W&W fight, and
// the row checks what it did to the figures and the map. The numbers come from W&W's own spell-effects table and
// spell fields (rules/data/warrior-and-wizard-0.10/spells.json), read by the same code as the Wizard's. An upkeep
// per minute is charged once every 60 turns (upkeepPerMinute).
#include "CampaignTestSupport.h"
#include "FightPhases.h"

#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "combat/CombatActions.h"
#include "combat/CombatOdds.h"
#include "combat/CombatParameters.h"
#include "combat/CombatStep.h"
#include "combat/CombatTurn.h"
#include "combat/Encounters.h"
#include "dice/ScriptedDiceRoller.h"
#include "StrictTest.h"

#include <QTest>

#include <algorithm>

using namespace hk;

namespace {

const QString ww = QStringLiteral("warrior-and-wizard-0.10");

HexCoord at(int column, int row)
{
    return HexMap::toAxial(column, row);
}

// One casting: the spell, at a figure ("last": the newest on the map) or a hex (COL,ROW; (0,0) for none), the STR put in, what an image or
// illusion looks like, and for Aid the attribute.
struct Casting
{
    QString caster;
    QString spell;
    QString target;
    QPoint hex;
    int st = 0;
    QString appearance;
    SpellAttribute attribute = SpellAttribute::None;
};

// Mira (wizard, STR 30, DEX 14) at 5,5 facing south and Nell (wizard, DEX 13) at 3,3 on side 1; Brand (STR 13,
// DEX 11, INT 8, broadsword ready, no armour) at 5,6 facing north and a bear (STR 30, l.1866) at 7,5 on side 2.
// Started and brought to the action phase of turn 1.
struct WwFight
{
    std::unique_ptr<Campaign> campaign;
    qint64 id = 0;
    QMap<QString, QString> ids; // "mira", "nell", "brand", "bear" → figure id

    void script(const QList<int>& faces) { campaign->dice().setOverride(std::make_shared<ScriptedDiceRoller>(faces)); }
    Encounter encounter() const
    {
        Encounter e;
        QString error;
        Encounters(*campaign).find(id, &e, &error);
        return e;
    }
    bool cast(const Casting& c, QString* error)
    {
        CastRequest r;
        r.caster = ids.value(c.caster);
        r.spell = c.spell;
        r.target = c.target == QLatin1String("last") ? encounter().state.figures.constLast().body.id : ids.value(c.target);
        if (!c.hex.isNull())
            r.hex = at(c.hex.x(), c.hex.y());
        r.st = c.st;
        r.appearance = c.appearance;
        r.attribute = c.attribute;
        r.ignoreKnown = true;
        return CombatActions(*campaign).cast(id, r, error);
    }
};

Character wwCharacter(const QString& name, const QString& type, int st, int dx, int iq)
{
    Character c = test::wwWarrior(name, st, dx, iq);
    c.type = type;
    return c;
}

bool setUp(WwFight* f, test::CampaignFactory& campaigns)
{
    f->campaign = campaigns.create(1, {}, ww);
    Character brand = wwCharacter(QStringLiteral("Brand"), QStringLiteral("warrior"), 13, 11, 8);
    Gear sword;
    sword.slot = QStringLiteral("weapon");
    sword.name = QStringLiteral("Broadsword");
    sword.ready = true;
    brand.gear = {sword};
    brand.skills = {QStringLiteral("swords")};
    QString error;
    Encounters e(*f->campaign);
    bool ok = e.create(QStringLiteral("Glade"), 14, 12, false, &f->id, &error);
    const QList<std::tuple<QString, Character, int, QPoint, int>> people{
        {QStringLiteral("mira"), wwCharacter(QStringLiteral("Mira"), QStringLiteral("wizard"), 10, 11, 11), 1, {5, 5}, 3},
        {QStringLiteral("nell"), wwCharacter(QStringLiteral("Nell"), QStringLiteral("wizard"), 10, 11, 11), 1, {3, 3}, 3},
        {QStringLiteral("brand"), brand, 2, {5, 6}, 0}};
    for (const auto& [key, character, side, hex, facing] : people) {
        qint64 characterId = 0;
        QString figure;
        ok = ok && Roster(*f->campaign).add(character, &characterId, &error) && e.addCharacter(f->id, characterId, side, &figure, &error)
             && e.place(f->id, figure, at(hex.x(), hex.y()), facing, &error);
        f->ids.insert(key, figure);
    }
    QStringList bears;
    ok = ok && e.addCreature(f->id, QStringLiteral("bear"), 2, 1, &bears, &error) && e.place(f->id, bears.value(0), at(7, 5), 4, &error);
    f->ids.insert(QStringLiteral("bear"), bears.value(0));
    // Strong, quick casters, so every spell can be paid and the wizards act first.
    ok = ok && CombatStep::run(*f->campaign, f->id, QStringLiteral("test casters"), [&](CombatStep& s, QString*) {
        EncounterFigure* mira = s.state().figure(f->ids.value(QStringLiteral("mira")));
        mira->body.st = mira->body.stBasic = 30;
        mira->body.dx = 14;
        s.state().figure(f->ids.value(QStringLiteral("nell")))->body.dx = 13;
        return true;
    }, &error);
    ok = ok && e.start(f->id, &error);
    f->script(QList<int>{1, 1, 1, 6, 6, 6, 2, 2, 2, 5, 5, 5}); // initiative: Brand and the bear tie on DEX 11 and check
    if (!ok) {
        hk::test::setupFailed(error);
        return false;
    }
    return hk::test::advanceFightTo(*f->campaign, f->id, CombatPhase::Actions);
}

// A number to check, by name: "brand.dx" (adjusted DEX), "brand.against" (DEX against attacks on it),
// "brand.penalty" (all penalties on an attack at it, shadow included), "brand.ma", "brand.stopped" (hits
// stopped), "brand.fallen", "brand.noAction", "brand.dropped", "brand.breaks", "brand.side", "brand.st",
// "brand.turns" (the longest condition), "brand.iq" (INT now), "brand.has:KEY"; and "figures", "shadow", "fire", "walls", "spells".
int measure(const WwFight& f, const QString& what)
{
    const Encounter e = f.encounter();
    const CombatState& s = e.state;
    if (what == QLatin1String("figures"))
        return int(s.onMap().size());
    if (what == QLatin1String("shadow"))
        return int(s.shadow.size());
    if (what == QLatin1String("fire"))
        return int(s.fire.size());
    if (what == QLatin1String("walls"))
        return int(s.map.walls().size());
    if (what == QLatin1String("spells"))
        return int(s.spells.size());
    const EncounterFigure* who = s.figure(f.ids.value(what.section(QLatin1Char('.'), 0, 0)));
    if (!who)
        return INT_MIN;
    const CombatFigure& b = who->body;
    const QString attr = what.section(QLatin1Char('.'), 1);
    if (attr.startsWith(QLatin1String("has:")))
        return b.hasCondition(attr.mid(4)) ? 1 : 0;
    if (attr == QLatin1String("penalty"))
        return CombatOdds::targetPenalty(s, *CombatParameters::load(f.campaign->rules(), nullptr), *who);
    if (attr == QLatin1String("noAction"))
        return std::any_of(b.conditions.cbegin(), b.conditions.cend(), [](const FigureCondition& c) { return c.noAction; }) ? 1 : 0;
    if (attr == QLatin1String("turns")) {
        int turns = 0;
        for (const FigureCondition& c : b.conditions)
            turns = std::max(turns, c.turnsLeft);
        return turns;
    }
    const QHash<QString, int> numbers{{QStringLiteral("dx"), b.adjustedDx()},
                                      {QStringLiteral("against"), b.dxAgainstIt()},
                                      {QStringLiteral("ma"), b.currentMa()},
                                      {QStringLiteral("stopped"), b.hitsStoppedPerAttack()},
                                      {QStringLiteral("fallen"), b.posture == Posture::Fallen ? 1 : 0},
                                      {QStringLiteral("dropped"), b.weaponDropped ? 1 : 0},
                                      {QStringLiteral("breaks"), b.weaponBreaks},
                                      {QStringLiteral("side"), b.side},
                                      {QStringLiteral("st"), b.st},
                                      {QStringLiteral("iq"), b.iq}};
    return numbers.value(attr, INT_MIN);
}

Casting mira(const QString& spell, const QString& target, int st = 0)
{
    return {QStringLiteral("mira"), spell, target, {}, st, {}};
}

Casting miraAt(const QString& spell, QPoint hex, const QString& appearance = {})
{
    return {QStringLiteral("mira"), spell, {}, hex, 0, appearance};
}

Casting nell(const QString& spell, const QString& target, QPoint hex = {}, const QString& appearance = {})
{
    return {QStringLiteral("nell"), spell, target, hex, 0, appearance};
}

using Checks = QList<std::pair<QString, int>>;

} // namespace

Q_DECLARE_METATYPE(Casting)
Q_DECLARE_METATYPE(Checks)

class TestWwSpellsInTracker : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("WwSpells")};

private Q_SLOTS:
    void spells_data()
    {
        QTest::addColumn<QList<Casting>>("casts"); // in order; the last is the spell the row is about
        QTest::addColumn<QList<int>>("faces");     // every die of every casting, in order
        QTest::addColumn<Checks>("checks");
        QTest::addColumn<QString>("refusal"); // empty: every casting works; else the last is refused with these words
        const QList<int> works{1, 1, 1}; // a casting roll of 3: it works
        auto row = [](const char* name, const QList<Casting>& casts, const QList<int>& faces, const Checks& checks) {
            QTest::newRow(name) << casts << faces << checks << QString();
        };
        const QString brand = QStringLiteral("brand");
        const QString bear = QStringLiteral("bear");
        row("004 l.1312 Blur: -4 to attacks on the subject", {mira("blur", brand)}, works, {{"brand.against", -4}, {"mira.st", 29}, {"spells", 1}});
        row("004 l.1322 Drop Weapon: the weapon in hand drops", {mira("drop-weapon", brand)}, works, {{"brand.dropped", 1}, {"mira.st", 29}});
        row("004 l.1322 Drop Weapon: 2 STR against STR 20+", {mira("drop-weapon", bear)}, works, {{"mira.st", 28}});
        row("004 l.1344 Magic Fist: 1 die -2 per STR", {mira("magic-fist", brand, 2)}, {1, 1, 1, 3, 3}, {{"brand.st", 11}, {"mira.st", 28}});
        row("004 l.1351 Slow Movement: MOV halved for 4 turns", {mira("slow-movement", brand)}, works, {{"brand.ma", 5}, {"brand.turns", 4}});
        Casting aid = mira("aid", brand, 2);
        aid.attribute = SpellAttribute::Dx;
        row("004 l.1364 Aid: +1 DEX per STR for 2 turns", {aid}, works, {{"brand.dx", 13}, {"brand.turns", 2}, {"mira.st", 28}});
        row("004 l.1370 Avert: kept while paid, driven off at movement's end", {mira("avert", brand)}, works, {{"brand.has:avert", 1}, {"spells", 1}, {"mira.st", 28}});
        row("004 l.1377 Clumsiness: -2 DEX per STR for 3 turns", {mira("clumsiness", brand, 2)}, works, {{"brand.dx", 7}, {"brand.turns", 3}});
        row("004 l.1374 Clumsiness: 1 turn only on a target of STR 30+", {mira("clumsiness", bear, 2)}, works, {{"bear.dx", 7}, {"bear.turns", 1}});
        row("004 l.1344 Magic Fist: 6+ damage before armour, a missed STR or DEX check trips", {mira("magic-fist", brand, 3)},
            {1, 1, 1, 4, 4, 4, 6, 6, 6}, {{"brand.st", 7}, {"brand.fallen", 1}});
        row("004 l.1344 Magic Fist: 6+ damage before armour, a made check keeps him up", {mira("magic-fist", brand, 3)},
            {1, 1, 1, 4, 4, 4, 2, 2, 2}, {{"brand.st", 7}, {"brand.fallen", 0}});
        row("004 l.1344 Magic Fist: under 6 damage, no check", {mira("magic-fist", brand, 3)}, {1, 1, 1, 3, 3, 3, 6, 6, 6},
            {{"brand.st", 10}, {"brand.fallen", 0}});
        row("004 l.1384 Confusion: -2 INT per STR for 3 turns", {mira("confusion", brand, 2)}, works, {{"brand.iq", 4}, {"brand.turns", 3}});
        row("004 l.1384 Confusion: a spell within the lowered INT still works", {mira("confusion", QStringLiteral("nell"), 1), nell("blur", brand)},
            {1, 1, 1, 1, 1, 1}, {{"nell.iq", 9}, {"brand.against", -4}});
        QTest::newRow("004 l.1384 Confusion: a spell above the lowered INT is refused")
            << QList<Casting>{mira("confusion", QStringLiteral("nell"), 2), nell("blur", brand)} << QList<int>{1, 1, 1, 1, 1, 1}
            << Checks{{"nell.iq", 7}, {"brand.against", 0}} << QStringLiteral("confused down to IQ 7");
        row("004 l.1512 Destroy Creation: an image vanishes", {miraAt("image", {4, 5}, QStringLiteral("wolf")), nell("destroy-creation", QStringLiteral("last"))},
            {1, 1, 1, 1, 1, 1}, {{"figures", 4}});
        row("004 l.1512 Destroy Creation: a summoned wolf is spared", {miraAt("summon-wolf", {4, 5}), nell("destroy-creation", QStringLiteral("last"))},
            {1, 1, 1, 1, 1, 1}, {{"figures", 5}});
        row("004 l.1512 Destroy Creation: one hex of a 3-hex fire goes", {miraAt("3-hex-fire", {6, 5}), {QStringLiteral("nell"), QStringLiteral("destroy-creation"), {}, {6, 5}, 0, {}}},
            {1, 1, 1, 1, 1, 1}, {{"fire", 2}});
        row("004 l.1410 Fire: one hex of fire while paid", {miraAt("fire", {6, 5})}, works, {{"fire", 1}, {"spells", 1}, {"mira.st", 29}});
        row("004 l.1422 Summon Wolf: a wolf on the caster's side", {miraAt("summon-wolf", {4, 5})}, works, {{"figures", 5}, {"mira.st", 28}});
        row("004 l.1434 Dazzle: -3 DEX for 3 turns to all within 5 multihexes but the caster", {mira("dazzle", {})}, works,
            {{"brand.dx", 8}, {"bear.dx", 8}, {"nell.dx", 10}, {"mira.dx", 14}, {"brand.turns", 3}});
        row("004 l.1454 Haste: MOV doubled for 4 turns", {mira("haste", brand)}, works, {{"brand.ma", 20}, {"brand.turns", 4}});
        row("004 l.1474 Shadow: a multihex of shadow, -4 on attacks into it", {miraAt("shadow", {5, 6})}, works, {{"shadow", 7}, {"brand.penalty", -4}});
        row("004 l.1480 Summon Myrmidon", {miraAt("summon-myrmidon", {4, 5})}, works, {{"figures", 5}, {"mira.st", 28}});
        row("004 l.1484 Trip: the target falls", {mira("trip", brand)}, works, {{"brand.fallen", 1}, {"mira.st", 28}});
        row("004 l.1484 Trip: 4 STR against STR 30+", {mira("trip", bear)}, works, {{"bear.fallen", 1}, {"mira.st", 26}});
        row("004 l.1499 Control Animal: a failed 3-dice INT check, it obeys", {mira("control-animal", bear)}, {1, 1, 1, 6, 6, 6},
            {{"bear.side", 1}, {"mira.st", 28}});
        row("004 l.1294 Control Animal: a made INT check costs the caster 1", {mira("control-animal", bear)}, {1, 1, 1, 1, 1, 1},
            {{"bear.side", 2}, {"mira.st", 29}});
        row("004 l.1506 Create Wall: one hex of wall", {miraAt("create-wall", {6, 5})}, works, {{"walls", 1}, {"mira.st", 28}});
        row("004 l.1519 Illusion: a 1-hex illusion of a wolf", {miraAt("illusion", {4, 5}, QStringLiteral("wolf"))}, works, {{"figures", 5}, {"mira.st", 28}});
        row("004 l.1331 Image: a 1-hex image of a wolf", {miraAt("image", {4, 5}, QStringLiteral("wolf"))}, works, {{"figures", 5}, {"mira.st", 29}});
        row("004 l.1536 Reverse Missiles: a missile spell turns back on its caster",
            {nell("reverse-missiles", brand), mira("magic-fist", brand, 1)}, {1, 1, 1, 1, 1, 1, 5}, {{"brand.st", 13}, {"mira.st", 26}});
        row("004 l.1543 Rope: -2 DEX at once", {miraAt("rope", {5, 6})}, works, {{"brand.dx", 9}, {"brand.has:rope", 1}});
        row("004 l.1543 Rope: no effect from STR 20", {miraAt("rope", {7, 5})}, works, {{"bear.dx", 11}, {"bear.has:rope", 0}});
        row("004 l.1555 Sleep: falls and cannot act", {mira("sleep", brand)}, works, {{"brand.fallen", 1}, {"brand.noAction", 1}, {"mira.st", 27}});
        row("004 l.1555 Sleep: no effect from STR 20", {mira("sleep", bear)}, works, {{"bear.fallen", 0}, {"bear.noAction", 0}, {"mira.st", 27}});
        row("004 l.1568 Summon Bear", {miraAt("summon-bear", {4, 5})}, works, {{"figures", 5}, {"mira.st", 26}});
        row("004 l.1574 3-Hex Fire: three hexes of fire", {miraAt("3-hex-fire", {6, 5})}, works, {{"fire", 3}, {"mira.st", 28}});
        row("004 l.1580 3-Hex Shadow: three hexes of shadow", {miraAt("3-hex-shadow", {6, 5})}, works, {{"shadow", 3}, {"mira.st", 28}});
        row("004 l.1592 Blast: 1 die to everyone next to the caster", {mira("blast", {})}, {1, 1, 1, 4}, {{"brand.st", 9}, {"bear.st", 30}, {"mira.st", 28}});
        row("004 l.1598 Break Weapon: the weapon in hand breaks", {mira("break-weapon", brand)}, works, {{"brand.breaks", 1}, {"mira.st", 27}});
        row("004 l.1616 Fireball: 1 die -1 per STR", {mira("fireball", brand, 1)}, {1, 1, 1, 4}, {{"brand.st", 10}, {"mira.st", 29}});
        row("004 l.1623 Freeze: 2d6 turns held fast", {mira("freeze", brand)}, {1, 1, 1, 3, 4}, {{"brand.noAction", 1}, {"brand.turns", 7}, {"mira.st", 26}});
        row("004 l.1623 Freeze: no effect from STR 30", {mira("freeze", bear)}, works, {{"bear.noAction", 0}, {"mira.st", 26}});
        row("004 l.1629 Invisibility: -6 to attacks on the subject", {mira("invisibility", brand)}, works, {{"brand.against", -6}, {"mira.st", 27}});
        row("004 l.1673 Control Person: a failed 3-dice INT check, he fights for the caster", {mira("control-person", brand)},
            {1, 1, 1, 6, 6, 6}, {{"brand.side", 1}, {"mira.st", 27}});
        row("004 l.1692 Flight: flying MOV 12", {mira("flight", brand)}, works, {{"brand.ma", 12}, {"mira.st", 27}});
        row("004 l.1712 Stone Flesh: 4 natural defence", {mira("stone-flesh", brand)}, works, {{"brand.stopped", 4}, {"mira.st", 28}});
        row("004 l.1719 Stop: MOV 0 for 4 turns", {mira("stop", brand)}, works, {{"brand.ma", 0}, {"brand.turns", 4}});
        row("004 l.1752 Dispel Illusion: every illusion within 5 multihexes vanishes",
            {nell("illusion", {}, {3, 4}, QStringLiteral("wolf")), mira("dispel-illusion", {})}, {1, 1, 1, 1, 1, 1}, {{"figures", 4}, {"mira.st", 25}});
        row("004 l.1764 Lightning Bolt: 1 die per STR", {mira("lightning-bolt", brand, 1)}, {1, 1, 1, 4}, {{"brand.st", 9}, {"mira.st", 29}});
        row("004 l.1776 Spell Shield: a spell at the subject fails, its caster paying in full",
            {nell("spell-shield", brand), mira("trip", brand)}, {1, 1, 1, 1, 1, 1}, {{"brand.fallen", 0}, {"mira.st", 28}});
        row("004 l.1800 Giant Rope: binds as Rope a figure of STR 20+", {miraAt("giant-rope", {7, 5})}, works, {{"bear.dx", 9}, {"mira.st", 25}});
        row("004 l.1806 Iron Flesh: 6 natural defence", {mira("iron-flesh", brand)}, works, {{"brand.stopped", 6}, {"mira.st", 27}});
        row("004 l.1812 Multihex Avert: Avert on everyone in the multihex", {miraAt("multihex-avert", {5, 6})}, works,
            {{"brand.has:avert", 1}, {"mira.has:avert", 0}, {"mira.st", 27}});
        row("004 l.1848 Death Spell: both lose the lower STR", {mira("death-spell", brand)}, works, {{"brand.st", 0}, {"mira.st", 17}});
        row("004 l.1854 Multihex Sleep: everyone up to STR 20 in the multihex", {miraAt("multihex-sleep", {5, 6})}, works,
            {{"brand.fallen", 1}, {"brand.noAction", 1}, {"mira.fallen", 0}, {"mira.st", 22}});
        row("004 l.1854 Multihex Sleep: one figure up to STR 50", {mira("multihex-sleep", bear)}, works, {{"bear.fallen", 1}, {"mira.st", 22}});
    }

    // An upkeep per minute is paid once for 60 turns: a turn is about a second (004 l.97, the parameter
    // turns-per-minute). The casting in turn 1 pays turns 1–60; the fight is then set at turn `turn` (the turns
    // between change nothing here) and played into the next turn's upkeep, paid or not.
    void upkeepPerMinute_data()
    {
        QTest::addColumn<QString>("spell");
        QTest::addColumn<int>("turn");
        QTest::addColumn<bool>("pay");
        QTest::addColumn<Checks>("checks");
        QTest::newRow("004 l.97 Fresh Air (l.1756): the casting pays the first minute, nothing is due in turn 60")
            << QStringLiteral("fresh-air") << 59 << false << Checks{{"mira.st", 28}, {"spells", 1}};
        QTest::newRow("004 l.97 Fresh Air (l.1756): due again in turn 61, 1 STR for the next minute")
            << QStringLiteral("fresh-air") << 60 << true << Checks{{"mira.st", 27}, {"spells", 1}};
        QTest::newRow("004 l.97 Fresh Air (l.1756): not paid in turn 61, it ends")
            << QStringLiteral("fresh-air") << 60 << false << Checks{{"mira.st", 28}, {"spells", 0}};
        QTest::newRow("004 l.1312 Blur: an upkeep per turn is due in turn 2")
            << QStringLiteral("blur") << 1 << true << Checks{{"mira.st", 28}, {"spells", 1}};
    }

    void upkeepPerMinute()
    {
        QFETCH(QString, spell);
        QFETCH(int, turn);
        QFETCH(bool, pay);
        QFETCH(Checks, checks);
        WwFight f;
        QVERIFY(setUp(&f, m_campaigns));
        const QList<int> initiative{1, 1, 1, 6, 6, 6, 2, 2, 2, 5, 5, 5};
        f.script(QList<int>{1, 1, 1} + initiative + initiative);
        QString error;
        QVERIFY2(f.cast(mira(spell, QStringLiteral("brand")), &error), qPrintable(error));
        QVERIFY2(CombatStep::run(*f.campaign, f.id, QStringLiteral("test turn"), [&](CombatStep& step, QString*) {
            step.state().turn = turn;
            return true;
        }, &error), qPrintable(error));
        QVERIFY(hk::test::advanceFightTo(*f.campaign, f.id, CombatPhase::RenewSpells));
        QCOMPARE(f.encounter().state.turn, turn + 1);
        for (const ActiveSpell& sp : f.encounter().state.spells) {
            if (pay && !sp.renewedThisTurn)
                QVERIFY2(CombatTurn(*f.campaign).renew(f.id, sp.serial, true, &error), qPrintable(error));
        }
        QVERIFY2(CombatTurn(*f.campaign).advance(f.id, &error), qPrintable(error)); // into movement: unpaid spells end
        for (const auto& [what, expected] : checks)
            QVERIFY2(measure(f, what) == expected,
                     qPrintable(QStringLiteral("%1: %2, expected %3").arg(what).arg(measure(f, what)).arg(expected)));
    }

    void spells()
    {
        QFETCH(QList<Casting>, casts);
        QFETCH(QList<int>, faces);
        QFETCH(Checks, checks);
        QFETCH(QString, refusal);
        WwFight f;
        QVERIFY(setUp(&f, m_campaigns));
        f.script(faces);
        for (int i = 0; i < casts.size(); ++i) {
            QString error;
            const bool ok = f.cast(casts.at(i), &error);
            if (i == casts.size() - 1 && !refusal.isEmpty())
                QVERIFY2(!ok && error.contains(refusal), qPrintable(QStringLiteral("expected a refusal: ") + error));
            else
                QVERIFY2(ok, qPrintable(casts.at(i).spell + QStringLiteral(": ") + error));
        }
        for (const auto& [what, expected] : checks)
            QVERIFY2(measure(f, what) == expected,
                     qPrintable(QStringLiteral("%1: %2, expected %3").arg(what).arg(measure(f, what)).arg(expected)));
    }
};

QTEST_GUILESS_MAIN(TestWwSpellsInTracker)
#include "tst_ww_spells_in_tracker.moc"
