#include "combat/WeaponStrike.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "combat/CombatActionSupport.h"
#include "combat/CombatEffects.h"
#include "combat/CombatOdds.h"
#include "combat/CombatStep.h"
#include "combat/CombatTurn.h"
#include "combat/FigureProtection.h"
#include "combat/FigureWeapons.h"
#include "combat/Facing.h"
#include "combat/Footprint.h"
#include "combat/HexLine.h"
#include "combat/MissileSpell.h"
#include "combat/PhysicalAttack.h"
#include "combat/SpellSpecials.h"
#include "combat/WeaponAttack.h"
#include "dice/Rolls.h"
#include "packages/RuleToggles.h"
#include "packages/Ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace hk::WeaponStrike {

using namespace CombatActionSupport;

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::WeaponStrike", text, disambiguation, n);
}

bool charged(const EncounterFigure& f) { return f.body.optionKey == QLatin1String("charge-attack") && f.hexesMoved > 0; }

// The verb an option must allow for this throw or shot: the ruleset's own ("shoot", or "shoot-charger" for an
// engaged Warrior & Wizard archer), or an attack where the rules have no shooting option (the Wizard).
QString rangedVerb(const CombatParameters& p, const EncounterFigure& a, const CombatWeapon& w, bool thrown)
{
    if (thrown || w.use == WeaponUse::Thrown || !verbKnown(p, QStringLiteral("shoot")))
        return QStringLiteral("attack");
    return a.engagedAtStart && verbKnown(p, QStringLiteral("shoot-charger")) ? QStringLiteral("shoot-charger") : QStringLiteral("shoot");
}

// Figures standing on the line between a and t (not the two themselves), nearest to a first.
QStringList inPathIds(const CombatState& s, const EncounterFigure& a, const EncounterFigure& t, const QList<HexCoord>& line)
{
    QStringList out;
    for (const HexCoord& h : line.mid(1, line.size() - 2)) {
        for (const EncounterFigure& o : s.figures) {
            if (o.placed && o.body.vitality != Vitality::Dead && o.body.id != a.body.id && o.body.id != t.body.id
                && !out.contains(o.body.id) && Footprint::hexes(o.body).contains(h))
                out.append(o.body.id);
        }
    }
    return out;
}

// Damage dice of the throw or shot: the GM's, or the weapon's with the STR minimum's change.
bool damageDice(CombatStep& step, const EncounterFigure& a, const AttackRequest& r, const CombatWeapon& w, DiceExpression* out,
                QString* error)
{
    const QString dice = r.damage.isEmpty() ? w.damage : r.damage;
    if (dice.isEmpty()) {
        *error = tr("%1's %2 has no damage in the tables; give the damage dice.").arg(a.body.name, w.name);
        return false;
    }
    if (!DiceExpression::parse(dice, out, error))
        return false;
    if (r.damage.isEmpty()) // STR short of the weapon's minimum; a hobbit's +1 (003 l.101)
        out->modifier += WeaponAttack::strengthDamage(step.parameters(), w, a.body.stBasic, 0) + a.rangedDamage;
    return true;
}

// How a blow or a missile reaches the figure it hits.
enum class Delivery { Blow, Missile };

// A hit: damage rolled and put on the figure struck (the target, or someone in the path). A missile or thrown
// weapon that hits a figure under Reverse Missiles strikes the one who sent it instead, same damage (000 l.614,
// 002 l.575).
void strike(CombatStep& step, const QString& attackerId, EncounterFigure& struck, const DiceExpression& damage, const QString& weapon,
            Delivery delivery, int lethalThirds = 3)
{
    const QString name = step.state().figure(attackerId)->body.name;
    const RollRecord roll = Rolls::roll(step.roller(), damage, {name, tr("damage"), false}, step.rollLog());
    const int hits = std::max(0, roll.total);
    step.log(QStringLiteral("attack"), attackerId, tr("%1 hits %2 for %3 (%4, %5).").arg(name, struck.body.name).arg(hits).arg(weapon, rollText(roll)),
             false, {{QStringLiteral("damageRoll"), CombatStep::rollJson(roll)}});
    if (delivery == Delivery::Missile && SpellSpecials::reversesMissiles(step, struck.body)) {
        SpellSpecials::turnBack(step, weapon, struck, attackerId, hits);
        return;
    }
    const QString struckId = struck.body.id;
    const HexCoord from = step.state().figure(attackerId)->body.position;
    const int taken = CombatEffects::applyHits(step, struck, hits, tr("%1 (%2)").arg(name, weapon), Facing::arcFrom(struck.body, from),
                                               lethalThirds);
    if (taken > 0) {
        if (EncounterFigure* again = step.state().figure(attackerId)) {
            again->hurtThisTurn.append(struckId);
            const EncounterFigure* s = step.state().figure(struckId);
            if (s && PhysicalAttack::distance(again->body, s->body) == 1)
                again->hitAdjacentWithMissile = true;
        }
    }
}

} // namespace

bool choose(const EncounterFigure& a, const QString& name, const CombatWeapon** out, QString* error)
{
    *out = nullptr;
    if (name.isEmpty()) {
        *out = FigureWeapons::ready(a);
        return true;
    }
    const int at = FigureWeapons::indexOf(a, name);
    if (at < 0) {
        *error = tr("%1 carries no weapon called “%2”.").arg(a.body.name, name);
        return false;
    }
    if (!a.weapons.at(at).isReady()) {
        *error = tr("%1's %2 is not in hand: ready it first.").arg(a.body.name, a.weapons.at(at).name);
        return false;
    }
    *out = &a.weapons.at(at);
    return true;
}

bool blow(const CombatParameters& p, const EncounterFigure& a, const EncounterFigure& t, const AttackRequest& r, const CombatWeapon* w,
          Blow* out, QString* error)
{
    *out = Blow{};
    out->weapon = w;
    if (!w)
        return true;
    const int most = WeaponAttack::maxDamageTrade(p, *w, a.body.stBasic);
    if (r.traded < 0 || r.traded > most) {
        *error = tr("%1 may add at most %n damage with the %2 (STR %3, its minimum %4).", nullptr, most)
                     .arg(a.body.name, w->name).arg(a.body.stBasic).arg(w->strMin);
        return false;
    }
    const int hexes = PhysicalAttack::distance(a.body, t.body);
    const std::optional<int> reach = WeaponAttack::reachDx(p, *w, hexes);
    if (!reach) {
        *error = tr("%1's %2 reaches %n hex(es); %3 is %4 away.", nullptr, p.lengthReach[int(w->length)])
                     .arg(a.body.name, w->name, t.body.name).arg(hexes);
        return false;
    }
    out->reach = std::max(1, p.lengthReach[int(w->length)]);
    out->dx = w->dx + *reach + WeaponAttack::strengthDx(p, *w, a.body.stBasic, r.traded) + FigureProtection::sizeDx(a, t);
    out->damageModifier = WeaponAttack::strengthDamage(p, *w, a.body.stBasic, r.traded);
    if (r.traded > 0)
        out->notes.append(tr("+%1 damage for %2 to hit").arg(r.traded).arg(r.traded * p.tradeDxPerDamage));
    if (w->pole && p.poleStraightHexes > 0 && a.body.optionKey == QLatin1String("charge-attack") && a.straightRun >= p.poleStraightHexes) {
        out->multiplier *= int(p.poleChargeMultiplier);
        out->notes.append(tr("pole-arm charge after %n hex(es) straight: ×%1", nullptr, a.straightRun).arg(p.poleChargeMultiplier));
    }
    if (r.setVsCharge) {
        if (!w->pole || p.poleSetMultiplier <= 1 || !charged(t)) {
            *error = !w->pole ? tr("Only a pole arm is set against a charge.")
                              : tr("%1 did not charge this turn.").arg(t.body.name);
            return false;
        }
        out->dx += p.poleSetDx;
        out->multiplier *= int(p.poleSetMultiplier);
        out->notes.append(tr("set against the charge: +%1 DX, ×%2").arg(p.poleSetDx).arg(p.poleSetMultiplier));
    }
    return true;
}

int fencingMultiplier(CombatStep& step, const EncounterFigure& a, const CombatWeapon* w, int adjustedDx, int rollTotal)
{
    const QString fencing = QStringLiteral("fencing");
    if (!w || !a.skills.contains(fencing))
        return 1;
    const RuleEntry* skill = step.campaign().rules().entry(QStringLiteral("skill"), fencing);
    if (!skill)
        return 1;
    const QJsonArray needed = skill->data.value(QLatin1String("requires")).toArray();
    if (!needed.contains(QJsonValue(w->group)))
        return 1; // sword combat only: the weapon's group is the skill Fencing needs
    if (adjustedDx < RuleToggles::effect(skill, QStringLiteral("minEffectiveDex")).toInt())
        return 1;
    if (rollTotal <= RuleToggles::effect(skill, QStringLiteral("tripleDamageRollMax")).toInt())
        return 3;
    if (rollTotal <= RuleToggles::effect(skill, QStringLiteral("doubleDamageRollMax")).toInt())
        return 2;
    return 1;
}

bool shoot(CombatStep& step, EncounterFigure& a, EncounterFigure& t, const AttackRequest& r, const CombatWeapon& w, QString* error)
{
    const CombatParameters& p = step.parameters();
    const bool thrown = r.thrown || w.use == WeaponUse::Thrown;
    if (r.thrown && !w.throwable && w.use != WeaponUse::Thrown) {
        *error = tr("%1's %2 cannot be thrown.").arg(a.body.name, w.name);
        return false;
    }
    const QString verb = rangedVerb(p, a, w, r.thrown);
    if (!readyToAct(step, a, verb, error))
        return false;
    if (verb == QLatin1String("shoot-charger") && !charged(t)) {
        *error = tr("Engaged, %1 may shoot only at an enemy charging it; %2 did not charge.").arg(a.body.name, t.body.name);
        return false;
    }
    const QList<HexCoord> targetHexes = Footprint::hexes(t.body);
    const bool inFront = std::any_of(targetHexes.cbegin(), targetHexes.cend(), [&](const HexCoord& h) {
        return Facing::inFrontWedge(a.body.position, a.body.facing, h);
    });
    if (a.body.posture == Posture::Fallen || !inFront) {
        *error = a.body.posture == Posture::Fallen ? tr("%1 is down and cannot shoot.").arg(a.body.name)
                                                   : tr("%1 is not in %2's front.").arg(t.body.name, a.body.name);
        return false;
    }
    DiceExpression damage;
    if (!damageDice(step, a, r, w, &damage, error))
        return false;
    const Shot shot = aim(step.state(), p, a, t, w, r);
    QList<EncounterFigure*> path;
    for (const QString& id : shot.inPath)
        path.append(step.state().figure(id));
    const int hexes = shot.hexes;
    const int range = shot.range;
    const int crowd = shot.crowd;
    const int baseDx = shot.baseDx;
    const int dx = shot.dx;
    const AttackKind kind = thrown ? AttackKind::ThrownWeapon : AttackKind::MissileWeapon;
    const QString how = thrown ? tr("throws the %1 at %2").arg(w.name, t.body.name) : tr("shoots the %1 at %2").arg(w.name, t.body.name);
    const ToHitResult hit = ToHit::roll(step.roller(), p, kind, ToHit::defenceOf(t.body), dx, {a.body.name, how, false}, step.rollLog());
    QStringList why{tr("%n hex(es)", nullptr, hexes)};
    if (range)
        why.append(tr("%1 for range").arg(range));
    if (crowd)
        why.append(tr("%1 for %n figure(s) in the way", nullptr, int(path.size())).arg(crowd));
    step.log(QStringLiteral("attack"), a.body.id,
             tr("%1 %2 (%3): %4 — %5.").arg(a.body.name, how, why.join(QStringLiteral(", ")), rollText(hit.roll),
                                           hit.hit ? tr("hit") : tr("miss")),
             false, {{QStringLiteral("roll"), CombatStep::rollJson(hit.roll)}, {QStringLiteral("adjustedDx"), dx},
                     {QStringLiteral("range"), range}, {QStringLiteral("hexes"), hexes}});
    logSpecials(step, a, hit);
    PhysicalAttack::applyToAttacker(&a.body, hit);
    const QString attackerId = a.body.id;
    const QString weaponName = w.name;
    const bool dropAfter = thrown || verb == QLatin1String("shoot-charger"); // a thrown weapon is gone; l.522
    if (hit.hit) {
        strike(step, attackerId, t, damage, weaponName, Delivery::Missile);
    } else {
        // A miss may strike someone in the path: a DEX check for each, nearest first; made, it flies past (l.1108).
        for (EncounterFigure* o : path) {
            const RollRecord check = Rolls::against(step.roller(), p.toHitDice, baseDx, p.toMiss.isEmpty() ? nullptr : &p.toMiss,
                                                    {a.body.name, tr("misses %1").arg(o->body.name), false}, step.rollLog());
            const bool past = check.success.value_or(false);
            step.log(QStringLiteral("attack"), attackerId,
                     past ? tr("It flies past %1 (%2).").arg(o->body.name, rollText(check))
                          : tr("It strikes %1 instead (%2).").arg(o->body.name, rollText(check)));
            if (!past) {
                strike(step, attackerId, *o, damage, weaponName, Delivery::Missile);
                break;
            }
        }
    }
    if (dropAfter) {
        if (EncounterFigure* again = step.state().figure(attackerId)) {
            FigureWeapons::dropHeld(*again);
            step.log(QStringLiteral("weapon"), attackerId,
                     thrown ? tr("The %1 lies where it fell.").arg(weaponName) : tr("%1 drops the %2.").arg(again->body.name, weaponName));
        }
    }
    finish(step, attackerId);
    return true;
}

QString punchDamage(const Ruleset& rules, int st)
{
    const RuleEntry* table = rules.entry(QStringLiteral("table"), QStringLiteral("damage-progression"));
    if (!table || st < 1)
        return {};
    // STR read as the table's bonus on a number of dice: 10 is one die +4 (2d6−2), 14 two dice +2 (l.626).
    const int baseDice = (st - 1) / 6;
    const int bonus = st - 6 * baseDice;
    for (const QJsonValue& v : table->data.value(QLatin1String("rows")).toArray()) {
        const QJsonObject row = v.toObject();
        if (row.value(QLatin1String("bonus")).toInt() == bonus && row.value(QLatin1String("baseDice")).toInt() == baseDice)
            return row.value(QLatin1String("result")).toString();
    }
    return {};
}

QString chartDamage(const Ruleset& rules, const QString& table, const QString& column, int st)
{
    const RuleEntry* chart = rules.entry(QStringLiteral("table"), table);
    if (!chart || column.isEmpty())
        return {};
    for (const QJsonValue& v : chart->data.value(QLatin1String("rows")).toArray()) {
        const QJsonObject row = v.toObject();
        if (st >= row.value(QLatin1String("stMin")).toInt() && st <= row.value(QLatin1String("stMax")).toInt())
            return row.value(column).toString();
    }
    return {};
}

bool handToHand(CombatStep& step, EncounterFigure& a, EncounterFigure& t, const AttackRequest& r, QString* error)
{
    const CombatParameters& p = step.parameters();
    const bool withOption = verbKnown(p, QStringLiteral("hth"));
    if (withOption ? !readyToAct(step, a, QStringLiteral("hth"), error)
                   : (step.state().phase != CombatPhase::Actions || !CombatTurn::mayAct(a))) {
        if (!withOption)
            *error = tr("%1 has no action to spend on it now.").arg(a.body.name);
        return false;
    }
    if (PhysicalAttack::distance(a.body, t.body) > 1 || a.body.posture == Posture::Fallen) {
        *error = tr("%1 must stand next to %2 to close with it.").arg(a.body.name, t.body.name);
        return false;
    }
    // Weapons that are not small are let go (l.527); a wizard drops his staff (l.531).
    FigureWeapons::sync(a);
    const CombatWeapon* held = FigureWeapons::ready(a);
    QString dropped;
    if (held && !held->small) {
        dropped = held->name;
        FigureWeapons::dropHeld(a);
    } else if (a.weapons.isEmpty() && a.body.staffIsWeapon && !a.body.weaponDropped) {
        dropped = a.weapon.isEmpty() ? tr("staff") : a.weapon;
        a.body.weaponDropped = true;
    }
    const CombatWeapon* small = FigureWeapons::ready(a);
    QString dice = r.damage;
    if (dice.isEmpty())
        dice = small ? small->damage : punchDamage(step.campaign().rules(), a.body.stBasic);
    DiceExpression damage;
    if (dice.isEmpty()) {
        *error = tr("The rules give no bare-handed damage here; give the damage dice (or ready a dagger).");
        return false;
    }
    if (!DiceExpression::parse(dice, &damage, error))
        return false;
    for (EncounterFigure* f : {&a, &t}) {
        FigureCondition c;
        c.key = QLatin1String(inHandToHand);
        c.source = f == &a ? t.body.id : a.body.id;
        f->body.setCondition(c);
    }
    if (!dropped.isEmpty())
        step.log(QStringLiteral("weapon"), a.body.id, tr("%1 drops the %2 to fight hand-to-hand.").arg(a.body.name, dropped));
    const int dx = a.body.adjustedDx() + (small ? small->dx : 0) + r.extraDx + targetPenalty(step, t);
    const ToHitResult hit = ToHit::roll(step.roller(), p, AttackKind::Physical, Defence::None, dx,
                                        {a.body.name, tr("hand-to-hand with %1").arg(t.body.name), false}, step.rollLog());
    const QString with = small ? small->name : tr("bare hands");
    step.log(QStringLiteral("attack"), a.body.id,
             tr("%1 closes with %2 hand-to-hand (%3): %4 — %5.").arg(a.body.name, t.body.name, with, rollText(hit.roll), hit.hit ? tr("hit") : tr("miss")),
             false, {{QStringLiteral("roll"), CombatStep::rollJson(hit.roll)}, {QStringLiteral("adjustedDx"), dx}});
    const QString attackerId = a.body.id;
    if (hit.hit)
        strike(step, attackerId, t, damage, with, Delivery::Blow, small || !r.damage.isEmpty() ? 3 : p.punchLethalThirds); // a punch bludgeons (l.563)
    finish(step, attackerId);
    return true;
}

Shot aim(const CombatState& s, const CombatParameters& p, const EncounterFigure& a, const EncounterFigure& t, const CombatWeapon& w,
         const AttackRequest& r)
{
    Shot shot;
    shot.thrown = r.thrown || w.use == WeaponUse::Thrown;
    shot.hexes = PhysicalAttack::distance(a.body, t.body);
    shot.line = HexLine::hexes(a.body.position, t.body.position);
    shot.inPath = inPathIds(s, a, t, shot.line);
    if (shot.thrown) {
        shot.range = WeaponAttack::thrownDx(p, shot.hexes);
    } else {
        const int megahexes = p.megahexDistance(s.map.megahexes(), a.body.position, t.body.position);
        shot.range = MissileSpell::rangeDx(p, megahexes, shot.hexes);
    }
    shot.crowd = WeaponAttack::intoMeleeDx(p, int(shot.inPath.size()));
    // A hobbit's +3 with thrown and missile weapons (000 l.707, 003 l.101) is the thrower's own, so it counts on
    // a check to miss a figure in the path too; a larger foe's -2 at a hobbit only on the target.
    shot.baseDx = a.body.adjustedDx() + w.dx + WeaponAttack::strengthDx(p, w, a.body.stBasic, 0) + a.rangedDx + shot.range
                  + r.extraDx + CombatOdds::actorPenalty(s, p, a, true);
    shot.dx = shot.baseDx + shot.crowd + CombatOdds::targetPenalty(s, p, t) + FigureProtection::sizeDx(a, t);
    return shot;
}

} // namespace hk::WeaponStrike
