#include "characters/FigureNumbers.h"
#include "i18n/Translate.h"

#include "characters/CharacterRules.h"
#include "characters/GearTables.h"
#include "characters/TeamHouseRules.h"
#include "characters/TftFacts.h"
#include "characters/WwGearEffects.h"
#include "dice/DiceExpression.h"
#include "packages/RuleToggles.h"
#include "packages/Ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QMap>

#include <algorithm>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn({"hk::FigureNumbers", "hk::CharacterRules"}, text);
}

bool isWw(const Character& c) { return c.system == QLatin1String("ww"); }
bool isMc(const Character& c) { return c.system == QLatin1String("mc"); }
bool isWizard(const Character& c) { return c.type == QLatin1String("wizard"); }

Gear weaponNamed(const QString& name)
{
    Gear g;
    g.slot = QStringLiteral("weapon");
    g.name = name;
    return g;
}

const RuleEntry* weaponEntry(const Ruleset& rules, const QString& name)
{
    for (const char* kind : {"weapon", "mc-weapon"}) {
        if (const RuleEntry* e = GearTables::findEntry(rules, QLatin1String(kind), name))
            return e;
    }
    return nullptr;
}

// The race entry whose specials the figure has: a Fantasy Trip race or a mass-combat team race.
const RuleEntry* raceEntry(const Ruleset& rules, const Character& c)
{
    if (c.race.isEmpty())
        return nullptr;
    if (isMc(c))
        return rules.entry(QStringLiteral("team-race"), c.race);
    return c.system == QLatin1String("tft") ? rules.entry(QStringLiteral("race"), c.race) : nullptr;
}

QStringList strings(const QJsonValue& v)
{
    QStringList out;
    for (const QJsonValue& s : v.toArray())
        out.append(s.toString());
    return out;
}

bool counts(const QStringList& attacks, const char* a, const char* b = nullptr)
{
    return attacks.contains(QLatin1String(a)) || (b && attacks.contains(QLatin1String(b)));
}

// The race's specials that change numbers in a fight (the data names the attacks each counts on); a bonus
// with a weapon group goes into groupDamage.
void readRace(const RuleEntry* race, FigureNumbers* n, QMap<QString, int>* groupDamage)
{
    if (!race)
        return;
    for (const QJsonValue& v : race->data.value(QLatin1String("dxBonuses")).toArray()) {
        const QStringList attacks = strings(v.toObject().value(QLatin1String("attacks")));
        const int dx = v.toObject().value(QLatin1String("dx")).toInt();
        if (counts(attacks, "missile-spell"))
            n->missileSpellDx += dx;
        if (counts(attacks, "thrown-weapon", "missile-weapon"))
            n->rangedWeaponDx += dx;
    }
    for (const QJsonValue& v : race->data.value(QLatin1String("damageBonuses")).toArray()) {
        const QJsonObject o = v.toObject();
        const QStringList attacks = strings(o.value(QLatin1String("attacks")));
        const int damage = o.value(QLatin1String("damage")).toInt();
        if (counts(attacks, "thrown-weapon", "missile-weapon"))
            n->rangedWeaponDamage += damage;
        if (counts(attacks, "missile-spell"))
            n->missileSpellDamage += damage;
        for (const QString& group : strings(o.value(QLatin1String("weaponGroups"))))
            (*groupDamage)[group] += damage;
    }
    for (const QJsonValue& v : race->data.value(QLatin1String("attackerDxModifiers")).toArray()) {
        if (v.toObject().value(QLatin1String("attackerLarger")).toBool())
            n->dxFromLarger += v.toObject().value(QLatin1String("dx")).toInt();
    }
}

// The DX a ready weapon gives this character (the table's, a wizard untrained with it, W&W without a skill),
// and in *strengthDx what STR below its minimum costs on top (W&W; the tracker adds it when it strikes).
int weaponDx(const Ruleset& rules, const Character& c, const Gear& g, int* strengthDx)
{
    *strengthDx = 0;
    if (isWw(c)) {
        const int dx = WwGearEffects::weaponDx(c, rules, g, false);
        *strengthDx = WwGearEffects::weaponDx(c, rules, g, true) - dx;
        return dx;
    }
    if (!isWizard(c) || TftFacts::isStaff(g))
        return g.dx;
    if (isMc(c)) { // wizards and metal (003 l.85): untrained with anything but the staff
        const TeamHouseRules house = TeamHouseRules::load(rules);
        return g.dx + (house.wizardsAndMetal ? house.nonStaffWeaponDx : 0);
    }
    const QJsonValue penalty = rules.parameter(QStringLiteral("wizard-weapon-dx")); // 000 l.539, l.708
    return g.dx + (penalty.isDouble() && !TftFacts::isDagger(g) ? penalty.toInt() : 0);
}

QString withBonus(const QString& dice, int bonus)
{
    DiceExpression d;
    QString ignored;
    if (bonus == 0 || dice.isEmpty() || !DiceExpression::parse(dice, &d, &ignored))
        return dice;
    d.modifier += bonus;
    return d.toString();
}

// What the system's builder put in its adjusted DX for ready weapons (taken out again: the weapon in hand
// adds its own when it strikes).
int builderWeaponDx(const Ruleset& rules, const Character& c)
{
    if (isWw(c))
        return WwGearEffects::of(c, rules).weaponToHit;
    int dx = 0;
    for (const Gear& piece : c.gear) {
        if (piece.slot == QLatin1String("weapon") && piece.ready)
            dx += GearTables::resolved(rules, piece, isWizard(c)).dx;
    }
    return dx;
}

void weaponsOf(const Ruleset& rules, const Character& c, const QMap<QString, int>& groupDamage, FigureNumbers* n)
{
    bool inHand = false;
    for (const Gear& piece : c.gear) {
        if (piece.slot != QLatin1String("weapon"))
            continue;
        const Gear g = GearTables::resolved(rules, piece, isWizard(c));
        CombatWeapon w = CombatWeapon::from(g, weaponEntry(rules, g.name));
        int strength = 0;
        w.dx = weaponDx(rules, c, g, &strength);
        w.damage = withBonus(w.damage, groupDamage.value(w.group));
        // One weapon in hand: the first ready one that does damage (a second ready one is carried).
        const bool held = g.ready && !w.damage.isEmpty() && !inHand;
        w.state = held ? WeaponState::Ready : WeaponState::Carried;
        inHand = inHand || held;
        n->weapons.append(w);
        n->weaponStrengthDx.append(strength);
    }
}

void protectionOf(const Ruleset& rules, const Character& c, const DerivedValues& base, FigureNumbers* n)
{
    for (const Gear& g : c.gear) {
        if (g.slot != QLatin1String("shield"))
            continue;
        n->shieldReady = n->shieldReady || g.ready;
        if (FigureNumbers::shieldArcs(rules))
            (g.ready ? n->shieldFront : n->shieldRear) += GearTables::resolved(rules, g, false).hitsStopped;
    }
    // The builder counted a ready shield on every side; where shields have arcs it counts only in front.
    n->hitsStopped = base.hitsStopped - n->shieldFront + FigureNumbers::damageReduction(c.skills, rules);
    if (n->shieldFront || n->shieldRear || n->hitsStopped != base.hitsStopped)
        n->notes.append(tr("Stops %1 from the front, %2 from the sides, %3 from behind.")
                            .arg(n->hitsStoppedFrom(Arc::Front))
                            .arg(n->hitsStoppedFrom(Arc::Side))
                            .arg(n->hitsStoppedFrom(Arc::Rear)));
}

QString signedNumber(int n)
{
    return n > 0 ? QLatin1Char('+') + QString::number(n) : QString::number(n);
}

void raceNotes(const FigureNumbers& n, QStringList* notes)
{
    if (n.rangedWeaponDamage)
        notes->append(tr("%1 damage on hits with thrown and missile weapons").arg(signedNumber(n.rangedWeaponDamage)));
    if (n.missileSpellDamage)
        notes->append(tr("%1 damage on missile spell hits (the GM adds it)").arg(signedNumber(n.missileSpellDamage)));
    if (n.dxFromLarger)
        notes->append(tr("%1 DX for larger foes striking at this figure").arg(signedNumber(n.dxFromLarger)));
}

} // namespace

FigureNumbers FigureNumbers::of(const Ruleset& rules, const Character& c, const DerivedValues& base)
{
    FigureNumbers n;
    n.ma = base.ma;
    n.notes = base.notes;
    QMap<QString, int> groupDamage;
    readRace(raceEntry(rules, c), &n, &groupDamage);
    weaponsOf(rules, c, groupDamage, &n);

    const int builderDx = builderWeaponDx(rules, c);
    n.bodyDx = base.adjustedDx - builderDx;
    n.castingDx = base.castingDx - (isWw(c) ? 0 : builderDx); // spells never count the weapon's DX
    n.adjustedDx = n.bodyDx;
    for (int i = 0; i < n.weapons.size(); ++i) {
        if (n.weapons.at(i).isReady())
            n.adjustedDx += n.weapons.at(i).dx + n.weaponStrengthDx.at(i);
    }
    protectionOf(rules, c, base, &n);
    raceNotes(n, &n.notes);

    // What would stop it casting (a scroll, a spell the GM allows), said on the sheet of a figure that casts.
    n.castingLimits = CastingLimits::of(rules);
    const CombatWeapon* held = n.weaponInHand();
    n.castingBars = barsFor(n.castingLimits, held ? held->name : QString(), n.shieldReady);
    if (isWizard(c) || !c.spells.isEmpty()) {
        for (CastingBar bar : n.castingBars)
            n.notes.append(bar == CastingBar::WeaponReady ? tr("cannot cast: weapon ready") : tr("cannot cast: shield ready"));
    }
    n.notes.removeDuplicates();
    return n;
}

int FigureNumbers::dxFor(AttackUse use) const
{
    switch (use) {
    case AttackUse::Melee: return adjustedDx;
    case AttackUse::ThrownWeapon:
    case AttackUse::MissileWeapon: return adjustedDx + rangedWeaponDx;
    case AttackUse::MissileSpell: return castingDx + missileSpellDx;
    case AttackUse::OtherSpell: return castingDx;
    }
    return adjustedDx;
}

int FigureNumbers::hitsStoppedFrom(Arc arc) const
{
    return hitsStopped + (arc == Arc::Front ? shieldFront : arc == Arc::Rear ? shieldRear : 0);
}

const CombatWeapon* FigureNumbers::weaponInHand() const
{
    const auto held = std::find_if(weapons.cbegin(), weapons.cend(), [](const CombatWeapon& w) { return w.isReady(); });
    return held == weapons.cend() ? nullptr : &*held;
}

CastingLimits CastingLimits::of(const Ruleset& rules)
{
    const QJsonObject limits = rules.parameter(QStringLiteral("wizard-casting-limits")).toObject();
    return {limits.value(QLatin1String("weaponReady")).toBool(), limits.value(QLatin1String("shieldReady")).toBool()};
}

QList<CastingBar> FigureNumbers::barsFor(const CastingLimits& limits, const QString& weaponInHand, bool shieldReady)
{
    QList<CastingBar> out;
    if (limits.weapon && !weaponInHand.isEmpty() && !TftFacts::isStaff(weaponNamed(weaponInHand)))
        out.append(CastingBar::WeaponReady);
    if (limits.shield && shieldReady)
        out.append(CastingBar::ShieldReady);
    return out;
}

QString FigureNumbers::reason(CastingBar bar, const QString& who)
{
    if (bar == CastingBar::WeaponReady)
        return tr("%1 cannot cast a spell with a weapon other than a staff in hand: it must be dropped or put away first.").arg(who);
    return tr("%1 cannot cast a spell with a shield ready: it must be slung first.").arg(who);
}

int FigureNumbers::damageReduction(const QStringList& skills, const Ruleset& rules)
{
    int best = 0;
    for (const QString& id : skills) {
        const QJsonValue v = RuleToggles::effect(rules.entry(QStringLiteral("skill"), id), QStringLiteral("damageReduction"));
        best = std::max(best, v.toInt());
    }
    return best;
}

bool FigureNumbers::shieldArcs(const Ruleset& rules)
{
    // RuleToggles::effect gives null for a rule or an effect that is not there.
    const RuleEntry* armorRule = rules.entry(QStringLiteral("rule"), QStringLiteral("armor-rules"));
    const QJsonValue covers = RuleToggles::effect(armorRule, QStringLiteral("readyShieldCovers"));
    return !covers.isNull() && !covers.isUndefined();
}

} // namespace hk
