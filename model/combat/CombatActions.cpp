#include "combat/CombatActions.h"
#include "i18n/Translate.h"

#include "combat/CombatActionSupport.h"

#include "campaign/Campaign.h"
#include "characters/McCharacterRules.h"
#include "combat/BodyBlows.h"
#include "combat/CombatEffects.h"
#include "combat/CombatOdds.h"
#include "combat/CombatSpell.h"
#include "combat/CombatStep.h"
#include "combat/CombatTurn.h"
#include "combat/Disengaging.h"
#include "combat/Facing.h"
#include "combat/Encounters.h"
#include "combat/ForcedRetreat.h"
#include "combat/Footprint.h"
#include "combat/MissileSpell.h"
#include "combat/MovementRules.h"
#include "combat/PhysicalAttack.h"
#include "combat/SpellCasting.h"
#include "combat/SpellEffects.h"
#include "combat/FigureWeapons.h"
#include "combat/WeaponStrike.h"
#include "dice/Rolls.h"

#include <QCoreApplication>

#include <algorithm>

namespace hk {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::CombatActions", text, disambiguation, n);
}

// The mass-combat table entry of the weapon a figure holds, or nullptr.
const RuleEntry* weaponEntry(const Ruleset& rules, const EncounterFigure& f)
{
    if (f.weapon.isEmpty())
        return nullptr;
    Gear g;
    g.slot = QStringLiteral("weapon");
    g.name = f.weapon;
    return McCharacterRules(rules).weaponEntry(g);
}

bool isGroup(const RuleEntry* weapon, std::initializer_list<const char*> groups)
{
    const QString group = weapon ? weapon->stringField(QStringLiteral("group")) : QString();
    return std::any_of(groups.begin(), groups.end(), [&](const char* g) { return group == QLatin1String(g); });
}

// A pole weapon's charge attack under the mass-combat house rule (003 l.27–35): a figure that chose the
// charge option, was not engaged when it began to move and moved at least the rule's hexes.
bool isPoleCharge(CombatStep& step, const EncounterFigure& a)
{
    const CombatHouseRules& house = step.houseRules();
    return house.poleChargeExtraDice > 0 && a.body.optionKey == QLatin1String("charge-attack") && !a.engagedAtStart
           && a.hexesMoved >= house.poleChargeMinMove && isGroup(weaponEntry(step.campaign().rules(), a), {"pole"});
}

// The charge's dice: the weapon table's charge column, else one more die per the rule's extra dice.
QString poleChargeDice(CombatStep& step, const EncounterFigure& a, const DiceExpression& usual)
{
    const QString printed = weaponEntry(step.campaign().rules(), a)->stringField(QStringLiteral("chargeDamage"));
    DiceExpression charge = usual;
    if (!printed.isEmpty() && DiceExpression::parse(printed, &charge, nullptr))
        return charge.toString();
    charge.count += step.houseRules().poleChargeExtraDice;
    return charge.toString();
}

// Bow against a pole charge (003 l.62): a bowman faster than the charging pole weapon, who has not yet
// acted, shoots first. Returns the refusal, or an empty string.
QString bowmanFirst(CombatStep& step, const EncounterFigure& a, const EncounterFigure& t)
{
    if (!step.houseRules().bowmanShootsFirst || t.body.actedThisTurn || !t.body.isActive()
        || !isGroup(weaponEntry(step.campaign().rules(), t), {"bow", "crossbow"}) || t.body.adjustedDx() <= a.body.adjustedDx())
        return {};
    return tr("%1 (DX %2) has the bow and the higher DX, so the shot comes before %3's charge (DX %4) lands: "
              "let %1 act first (house rule).")
        .arg(t.body.name).arg(t.body.adjustedDx()).arg(a.body.name).arg(a.body.adjustedDx());
}

} // namespace

using namespace CombatActionSupport;

namespace {

// An image can only bluff (l.364), and nobody strikes its own side.
bool mayStrike(const EncounterFigure& a, const EncounterFigure& t, QString* e)
{
    if (a.kind == FigureKind::Image) {
        *e = tr("An image can do no harm; it can only bluff.");
        return false;
    }
    if (a.body.side == t.body.side) {
        *e = tr("%1 and %2 are on the same side.").arg(a.body.name, t.body.name);
        return false;
    }
    return true;
}

} // namespace

bool CombatActions::attack(qint64 id, const AttackRequest& r, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Attack"), [&](CombatStep& step, QString* e) {
        EncounterFigure* a = step.figure(r.attacker, e);
        EncounterFigure* t = a ? liveTarget(step, r.target, e) : nullptr;
        if (!a || !t)
            return false;
        if (!mayStrike(*a, *t, e))
            return false;
        if (r.bodyBlow != BodyBlow::None)
            return BodyBlows::strike(step, *a, *t, r, e);
        if (r.handToHand)
            return WeaponStrike::handToHand(step, *a, *t, r, e);
        const CombatWeapon* weapon = nullptr;
        if (!WeaponStrike::choose(*a, r.weapon, &weapon, e))
            return false;
        if (weapon && (weapon->isRanged() || r.thrown))
            return WeaponStrike::shoot(step, *a, *t, r, *weapon, e);
        if (!readyToAct(step, *a, QStringLiteral("attack"), e))
            return false;
        // A foe it is disengaging from strikes at it where it stood (l.542).
        const EncounterFigure struck = Disengaging::asStruckBy(*t, *a);
        WeaponStrike::Blow blow;
        if (!WeaponStrike::blow(step.parameters(), *a, struck, r, weapon, &blow, e))
            return false;
        DiceExpression damage;
        const bool bare = r.damage.isEmpty() && PhysicalAttack::bareHanded(step.parameters(), a->body);
        const QString dice = !r.damage.isEmpty() ? r.damage : bare ? WeaponStrike::punchDamage(step.campaign().rules(), a->body.stBasic) : a->damage;
        if (dice.isEmpty() || !DiceExpression::parse(dice, &damage, e)) {
            if (dice.isEmpty())
                *e = tr("%1 has no weapon or attack to strike with; give the damage dice.").arg(a->body.name);
            return false;
        }
        if (r.damage.isEmpty())
            damage.modifier += blow.damageModifier;
        // The GM's own dice always win; otherwise a pole weapon's charge rolls the rule's dice.
        const bool poleCharge = r.damage.isEmpty() && isPoleCharge(step, *a);
        if (poleCharge) {
            if (const QString first = bowmanFirst(step, *a, *t); !first.isEmpty()) {
                *e = first;
                return false;
            }
            const QString charge = poleChargeDice(step, *a, damage);
            DiceExpression::parse(charge, &damage, nullptr);
            step.log(QStringLiteral("attack"), a->body.id,
                     tr("%1 charges with %2: %3 (pole charge, house rule).").arg(a->body.name, a->weapon, charge));
        }
        PhysicalAttackResult res = PhysicalAttack::resolve(step.roller(), step.parameters(), a->body, struck.body, damage,
                                                           r.extraDx + blow.dx + targetPenalty(step, *t) + Disengaging::penalty(*t, *a)
                                                               + CombatOdds::actorPenalty(step.state(), step.parameters(), *a),
                                                           {a->body.name, tr("attacks %1").arg(t->body.name), false}, step.rollLog(),
                                                           blow.reach);
        if (res.allowed && res.toHit.hit) {
            const int fencing = WeaponStrike::fencingMultiplier(step, *a, weapon, res.adjustedDx, res.toHit.roll.total);
            if (fencing > 1)
                blow.notes.append(tr("Fencing: ×%1").arg(fencing));
            res.damage *= blow.multiplier * fencing;
        }
        if (!res.allowed) {
            *e = !a->body.hasReadyWeapon() && !bare ? tr("%1 has no ready weapon.").arg(a->body.name)
                 : a->body.isDown()        ? tr("%1 is down and cannot strike.").arg(a->body.name)
                                           : tr("%1 is not in %2's front hexes.").arg(t->body.name, a->body.name);
            return false;
        }
        PhysicalAttack::applyToAttacker(&a->body, res.toHit);
        if (res.toHit.knockedDown)
            a->body.posture = Posture::Fallen;
        // Named only where the ruleset gives the arc a bonus (W&W has none from the side).
        const bool arcCounts = Facing::physicalAttackDx(step.parameters(), res.arc) != 0;
        const QString arc = (bare ? tr(" bare-handed") : QString())
                            + (!arcCounts ? QString() : res.arc == Arc::Rear ? tr(" from behind") : res.arc == Arc::Side ? tr(" from the side") : QString());
        QJsonObject data{{QStringLiteral("roll"), CombatStep::rollJson(res.toHit.roll)}, {QStringLiteral("adjustedDx"), res.adjustedDx}};
        if (res.toHit.hit)
            data.insert(QStringLiteral("damageRoll"), CombatStep::rollJson(res.damageRoll));
        step.log(QStringLiteral("attack"), a->body.id,
                 res.toHit.hit ? tr("%1 strikes %2%3: %4 — hit for %5.").arg(a->body.name, t->body.name, arc, rollText(res.toHit.roll)).arg(res.damage)
                               : tr("%1 strikes at %2%3: %4 — miss.").arg(a->body.name, t->body.name, arc, rollText(res.toHit.roll)),
                 false, data);
        if (!blow.notes.isEmpty() && res.toHit.hit)
            step.log(QStringLiteral("attack"), a->body.id, tr("%1: %2.").arg(a->weapon, blow.notes.join(QStringLiteral("; "))));
        logSpecials(step, *a, res.toHit);
        FigureWeapons::sync(*a);
        const QString attackerId = a->body.id;
        const QString targetId = t->body.id;
        if (res.toHit.hit) {
            // A punch bludgeons (l.563); W&W pushes back away from the striker (004 l.556).
            const int taken = CombatEffects::applyHits(step, *t, res.damage, tr("%1's blow").arg(a->body.name), res.arc,
                                                       bare ? step.parameters().punchLethalThirds : 3, a->body.position);
            if (taken > 0) {
                if (EncounterFigure* again = step.state().figure(attackerId))
                    again->hurtThisTurn.append(targetId);
            }
        }
        finish(step, attackerId);
        return true;
    }, error);
}

bool CombatActions::disbelieve(qint64 id, const QString& figureId, const QString& targetId, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Disbelieve"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = step.figure(figureId, e);
        EncounterFigure* t = f ? liveTarget(step, targetId, e) : nullptr;
        if (!f || !t)
            return false;
        if (!readyToAct(step, *f, QStringLiteral("disbelieve"), e))
            return false;
        // Rolled secretly: the player only learns whether the figure vanishes (l.374).
        const RollRecord roll = SpellCasting::disbelief(step.roller(), step.parameters(), f->body.iq,
                                                        {f->body.name, tr("disbelieves %1").arg(t->body.name), true}, step.rollLog());
        const bool made = roll.success.value_or(false);
        step.log(QStringLiteral("disbelieve"), figureId, tr("%1 tries to disbelieve %2.").arg(f->body.name, t->body.name));
        step.log(QStringLiteral("disbelieve"), figureId,
                 tr("Secret roll %1: %2; %3 is %4.")
                     .arg(rollText(roll), made ? tr("made") : tr("missed"), t->body.name,
                          t->isFake() ? figureKindKey(t->kind) : tr("real")),
                 true, {{QStringLiteral("roll"), CombatStep::rollJson(roll)}});
        const QString fid = f->body.id;
        if (made && t->isFake())
            CombatEffects::vanish(step, t->body.id, tr("%1 vanishes!").arg(t->body.name));
        finish(step, fid);
        return true;
    }, error);
}

bool CombatActions::breakFree(qint64 id, const QString& figureId, const QString& boundId, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Break free"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = step.figure(figureId, e);
        EncounterFigure* bound = f ? liveTarget(step, boundId, e) : nullptr;
        if (!f || !bound)
            return false;
        if (step.state().phase != CombatPhase::Actions || !CombatTurn::mayAct(*f)) {
            *e = tr("%1 has no action to spend on it now.").arg(f->body.name);
            return false;
        }
        if (f->hexesMoved > 0) {
            *e = tr("%1 moved this turn: only a figure standing still may work at a Rope.").arg(f->body.name);
            return false;
        }
        if (f->body.id != bound->body.id && f->body.position.distanceTo(bound->body.position) != 1) {
            *e = tr("%1 must be next to %2 to help.").arg(f->body.name, bound->body.name);
            return false;
        }
        QString rope;
        QString sleep;
        for (const FigureCondition& c : bound->body.conditions) {
            QString ignored;
            const std::optional<CombatSpell> spell = CombatSpell::fromRuleset(step.campaign().rules(), c.key, &ignored);
            if (spell && spell->creation(step.campaign().rules()) == CombatSpell::Creation::Binding)
                rope = c.key;
            if (spellEffect(step.campaign().rules(), c.key, QStringLiteral("turns-to-shake-awake")))
                sleep = c.key;
        }
        if (rope.isEmpty() && !sleep.isEmpty()) {
            // A sleeper is shaken awake by a neighbour's work over the spell's number of turns (l.606).
            if (f->body.id == bound->body.id) {
                *e = tr("%1 is asleep: a neighbour must shake it awake.").arg(bound->body.name);
                return false;
            }
            FigureCondition c = *bound->body.condition(sleep);
            const int needed = int(*spellEffect(step.campaign().rules(), sleep, QStringLiteral("turns-to-shake-awake")));
            ++c.progress;
            if (c.progress >= needed) {
                bound->body.removeCondition(sleep);
                step.log(QStringLiteral("break-free"), figureId, tr("%1 shakes %2 awake.").arg(f->body.name, bound->body.name));
            } else {
                bound->body.setCondition(c);
                step.log(QStringLiteral("break-free"), figureId,
                         tr("%1 shakes %2 (%3 of %4 turns).").arg(f->body.name, bound->body.name).arg(c.progress).arg(needed));
            }
            finish(step, figureId);
            return true;
        }
        if (rope.isEmpty()) {
            *e = tr("%1 is neither bound nor asleep.").arg(bound->body.name);
            return false;
        }
        const int target = f->body.adjustedDx();
        const RollRecord roll = Rolls::against(step.roller(), step.parameters().savingRollDice, target, nullptr,
                                               {f->body.name, tr("works at the rope on %1").arg(bound->body.name), false}, step.rollLog());
        const bool made = roll.success.value_or(false);
        if (made)
            bound->body.removeCondition(rope);
        step.log(QStringLiteral("break-free"), figureId,
                 made ? tr("%1 throws off the rope on %2 (%3).").arg(f->body.name, bound->body.name, rollText(roll))
                      : tr("%1 works at the rope on %2 in vain (%3).").arg(f->body.name, bound->body.name, rollText(roll)),
                 false, {{QStringLiteral("roll"), CombatStep::rollJson(roll)}});
        finish(step, figureId);
        return true;
    }, error);
}

bool CombatActions::forceRetreat(qint64 id, const QString& winnerId, const QString& loserId, const HexCoord& to, bool advance,
                                 QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Forced retreat"), [&](CombatStep& step, QString* e) {
        CombatState& s = step.state();
        if (s.phase != CombatPhase::ForcedRetreats) {
            *e = tr("Forced retreats come after the action phase.");
            return false;
        }
        EncounterFigure* w = step.figure(winnerId, e);
        EncounterFigure* l = w ? liveTarget(step, loserId, e) : nullptr;
        if (!w || !l)
            return false;
        RetreatClaim claim;
        claim.hitEnemyPhysically = w->hurtThisTurn.contains(loserId);
        claim.hitAdjacentEnemyWithMissile = w->hitAdjacentWithMissile && w->hurtThisTurn.contains(loserId);
        claim.tookHits = w->body.hitsThisTurn > 0;
        if (!w->body.isActive() || !ForcedRetreat::mayForce(step.parameters(), claim)) {
            *e = claim.tookHits ? tr("%1 took hits this turn and cannot force a retreat.").arg(w->body.name)
                                : tr("%1 did not hurt %2 with a blow this turn.").arg(w->body.name, l->body.name);
            return false;
        }
        if (!l->body.isOneHex() || l->body.position.distanceTo(to) != 1 || !s.map.isOpen(to)) {
            *e = tr("%1 can only be pushed one hex, into an open hex.").arg(l->body.name);
            return false;
        }
        for (const EncounterFigure* o : s.onMap()) {
            if (o->body.id != l->body.id && Footprint::hexes(o->body).contains(to)) {
                *e = tr("%1 is taken by %2.").arg(hexLabel(to), o->body.name);
                return false;
            }
        }
        const HexCoord vacated = l->body.position;
        l->body.position = to;
        w->hurtThisTurn.removeAll(loserId);
        QString message = tr("%1 forces %2 back to %3.").arg(w->body.name, l->body.name, hexLabel(to));
        if (advance && w->body.isOneHex()) {
            w->body.position = vacated;
            message += QLatin1Char(' ') + tr("%1 steps into %2.").arg(w->body.name, hexLabel(vacated));
        }
        step.log(QStringLiteral("retreat"), winnerId, message);
        return true;
    }, error);
}

} // namespace hk
