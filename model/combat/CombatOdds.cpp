#include "combat/CombatOdds.h"
#include "i18n/Translate.h"

#include "combat/BodyBlows.h"
#include "combat/CombatActions.h"
#include "combat/Disengaging.h"
#include "combat/FigureWeapons.h"
#include "combat/WeaponStrike.h"

#include "combat/Facing.h"
#include "combat/Footprint.h"
#include "combat/MissileSpell.h"
#include "combat/PhysicalAttack.h"
#include "combat/SpellCasting.h"
#include "combat/ToHit.h"
#include "dice/DiceOdds.h"

#include <QCoreApplication>

#include <algorithm>

#include <cmath>

namespace hk {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn({"hk::CombatOdds", "hk::OddsEstimate"}, text, disambiguation, n);
}

OddsEstimate roll(const CombatParameters& p, int dice, int target)
{
    OddsEstimate o;
    o.known = true;
    o.dice = dice;
    o.target = target;
    o.chance = DiceOdds::success(dice, target, &p.toHit);
    return o;
}

} // namespace

int CombatOdds::targetPenalty(const CombatState& s, const CombatParameters& p, const EncounterFigure& target)
{
    int dx = target.body.dxAgainstIt();
    if (target.body.hasCondition(QStringLiteral("flight")))
        dx += p.againstFlyerDx; // W&W: attacks on a flyer (l.1692); 0 in the Wizard
    if (s.shadow.contains(target.body.position) && !target.body.hasCondition(QStringLiteral("invisibility")))
        dx += p.dxAdjustment(QStringLiteral("target-in-shadow")).value_or(0);
    return dx;
}

int CombatOdds::actorPenalty(const CombatState& s, const CombatParameters& p, const EncounterFigure& actor, bool rangedWeapon)
{
    int dx = 0;
    if (actor.body.hasCondition(QStringLiteral("flight"))) {
        if (p.flyingMeleeDx || p.flyingMissileDx) {
            // W&W (l.218): −2 on blows and spells, −4 on missile and thrown weapons; the Flying skill takes 2 off.
            const int penalty = rangedWeapon ? p.flyingMissileDx : p.flyingMeleeDx;
            const int relief = actor.skills.contains(p.flyingSkill) ? p.flyingSkillRelief : 0;
            dx += std::min(0, penalty + relief);
        } else {
            dx += p.dxAdjustment(QStringLiteral("flying-strike-or-cast")).value_or(0);
        }
    }
    if (s.shadow.contains(actor.body.position))
        dx += p.dxAdjustment(QStringLiteral("in-or-through-shadow")).value_or(0);
    return dx;
}

QString OddsEstimate::text(const QString& label) const
{
    if (!known)
        return note;
    QString out = tr("%1: %2% (%3 dice against DX %4)").arg(label).arg(std::lround(chance * 100)).arg(dice).arg(target);
    if (estimate)
        out += QLatin1Char(' ') + tr("— estimate");
    if (!note.isEmpty())
        out += QStringLiteral("\n") + note;
    return out;
}

namespace CombatOdds {

OddsEstimate attack(const CombatState& state, const CombatParameters& p, const EncounterFigure& attacker,
                    const EncounterFigure& target, int extraDx)
{
    return attack(state, p, attacker, target, AttackRequest(attacker.body.id, target.body.id, QString(), extraDx));
}

OddsEstimate attack(const CombatState& state, const CombatParameters& p, const EncounterFigure& attacker,
                    const EncounterFigure& targetNow, const AttackRequest& r)
{
    // A foe the target is disengaging from strikes at it where it stood (l.542).
    const EncounterFigure target = r.handToHand ? targetNow : Disengaging::asStruckBy(targetNow, attacker);
    const CombatFigure& a = attacker.body;
    const CombatFigure& t = target.body;
    const int extraDx = r.extraDx;
    OddsEstimate refused;
    if (r.bodyBlow != BodyBlow::None) {
        refused.note = BodyBlows::refusal(p, attacker, r.bodyBlow);
        const bool front = PhysicalAttack::distance(a, t) <= 1 && Facing::mayStrike(a, t);
        if (!refused.note.isEmpty() || !front) {
            if (refused.note.isEmpty())
                refused.note = tr("%1 is not in %2's front hexes: the blow cannot land.").arg(t.name, a.name);
            return refused;
        }
        const int dx = a.adjustedDx() + extraDx + targetPenalty(state, p, target) + actorPenalty(state, p, attacker)
                       + Disengaging::penalty(target, attacker);
        OddsEstimate o = roll(p, ToHit::diceFor(p, AttackKind::Physical, ToHit::defenceOf(t)), dx);
        o.note = tr("then %1 checks %2 dice against %3 or falls").arg(t.name).arg(p.bodyBlowResistDice)
                     .arg(BodyBlows::resistTarget(attacker, target, r.bodyBlow));
        return o;
    }
    const CombatWeapon* weapon = nullptr;
    if (!r.handToHand && !WeaponStrike::choose(attacker, r.weapon, &weapon, &refused.note))
        return refused;
    if (weapon && (weapon->isRanged() || r.thrown)) {
        const WeaponStrike::Shot shot = WeaponStrike::aim(state, p, attacker, target, *weapon, r);
        const AttackKind kind = shot.thrown ? AttackKind::ThrownWeapon : AttackKind::MissileWeapon;
        OddsEstimate o = roll(p, ToHit::diceFor(p, kind, ToHit::defenceOf(t)), shot.dx);
        QStringList why{tr("%n hex(es)", nullptr, shot.hexes)};
        if (shot.range)
            why.append(tr("%1 for range").arg(shot.range));
        if (shot.crowd)
            why.append(tr("%1 for %n figure(s) in the way", nullptr, int(shot.inPath.size())).arg(shot.crowd));
        o.note = why.join(QStringLiteral(", "));
        o.estimate = !shot.inPath.isEmpty();
        return o;
    }
    WeaponStrike::Blow blow;
    if (!r.handToHand && !WeaponStrike::blow(p, attacker, target, r, weapon, &blow, &refused.note))
        return refused;
    const std::optional<HexCoord> from = PhysicalAttack::contactHex(a, t, r.handToHand ? 1 : blow.reach);
    const bool adjacent = PhysicalAttack::distance(a, t) <= 1;
    if (!from || (adjacent && !Facing::mayStrike(a, t))) {
        OddsEstimate o;
        o.note = tr("%1 is not in %2's front hexes: the blow cannot land.").arg(t.name, a.name);
        return o;
    }
    if (!a.hasReadyWeapon() && !PhysicalAttack::bareHanded(p, a)) {
        OddsEstimate o;
        o.note = tr("%1 has no ready weapon.").arg(a.name);
        return o;
    }
    const std::optional<Arc> arc = adjacent ? Facing::attackArc(t, *from) : std::optional<Arc>(Facing::arcFrom(t, *from));
    const int dx = a.adjustedDx() + (r.handToHand ? 0 : Facing::physicalAttackDx(p, arc.value_or(Arc::Front)) + blow.dx)
                   + targetPenalty(state, p, target) + actorPenalty(state, p, attacker) + extraDx
                   + (r.handToHand ? 0 : Disengaging::penalty(target, attacker));
    const int dice = ToHit::diceFor(p, AttackKind::Physical, r.handToHand ? Defence::None : ToHit::defenceOf(t));
    OddsEstimate o = roll(p, dice, dx);
    if (!blow.notes.isEmpty())
        o.note = blow.notes.join(QStringLiteral("; "));
    if (Facing::physicalAttackDx(p, arc.value_or(Arc::Front)) == 0)
        return o; // an arc without a bonus in this ruleset is not worth a word
    if (arc == Arc::Rear)
        o.note += (o.note.isEmpty() ? QString() : QStringLiteral(" · ")) + tr("From behind.");
    else if (arc == Arc::Side)
        o.note += (o.note.isEmpty() ? QString() : QStringLiteral(" · ")) + tr("From the side.");
    return o;
}

OddsEstimate cast(const CombatState& state, const CombatParameters& p, const CombatSpell& spell, const EncounterFigure& caster,
                  const EncounterFigure* target, const std::optional<HexCoord>& hex, int extraDx)
{
    const CombatFigure& c = caster.body;
    const bool onOther = target && target->body.id != c.id;
    if (const QString barred = FigureWeapons::castingRefusal(caster); !barred.isEmpty()) {
        OddsEstimate o;
        o.note = barred; // a weapon or shield in hand (000 l.539, l.543): the cast is refused
        return o;
    }
    if (spell.isMissile()) {
        if (!target) {
            OddsEstimate o;
            o.note = tr("Choose a target figure to see the chance to hit.");
            return o;
        }
        const int megahexes = p.megahexDistance(state.map.megahexes(), c.position, target->body.position);
        const int dx = caster.missileDx() + MissileSpell::rangeDx(p, megahexes, c.position.distanceTo(target->body.position))
                       + targetPenalty(state, p, *target) + actorPenalty(state, p, caster) + extraDx;
        const int dice = ToHit::diceFor(p, AttackKind::MissileSpell, ToHit::defenceOf(target->body));
        OddsEstimate o = roll(p, dice, dx);
        o.estimate = true;
        o.note = tr("Figures on the line of fire are rolled for first.");
        return o;
    }
    const bool creation = spell.type == QLatin1String("creation");
    int dx = caster.spellDx() + actorPenalty(state, p, caster) + extraDx;
    if (onOther && !creation)
        dx += targetPenalty(state, p, *target);
    const std::optional<HexCoord> at = hex ? hex : (target ? std::optional<HexCoord>(target->body.position) : std::nullopt);
    if (spell.isThrown() && at)
        dx += SpellCasting::thrownRangeDx(p, c.position, *at);
    const AttackKind kind = spell.isThrown() ? AttackKind::ThrownSpell : creation ? AttackKind::CreationSpell : AttackKind::SpecialSpell;
    OddsEstimate o = roll(p, ToHit::diceFor(p, kind, Defence::None), dx);
    if (spell.isThrown() && !at)
        o.note = tr("The range penalty (−1 DX a hex) is added once the target is known.");
    if (spell.hasSave() && onOther) {
        // The victim then saves on its IQ: made, the spell is shrugged off.
        const double saves = DiceOdds::atMost(spell.saveDice, target->body.iq);
        o.note = tr("Then %1 saves on IQ %2 (%3 dice): %4% to be controlled in all.")
                     .arg(target->body.name)
                     .arg(target->body.iq)
                     .arg(spell.saveDice)
                     .arg(std::lround(o.chance * (1.0 - saves) * 100));
    }
    return o;
}

} // namespace CombatOdds
DuelEstimate CombatOdds::duel(const CombatParameters& p, const EncounterFigure& first, const EncounterFigure& second, int runs,
                              quint64 seed)
{
    // A figure without an attack cannot strike (its weapon dice stay empty and PhysicalAttack refuses).
    auto damage = [](const EncounterFigure& f) {
        DiceExpression d;
        QString ignored;
        if (!f.damage.isEmpty())
            DiceExpression::parse(f.damage, &d, &ignored);
        return d;
    };
    // The weapon in hand counts with its own DX and the STR minimum's changes (WeaponStrike::blow).
    auto armed = [&](const EncounterFigure& f, const EncounterFigure& foe, DiceExpression* dice) {
        CombatFigure body = f.body;
        WeaponStrike::Blow blow;
        QString ignored;
        if (const CombatWeapon* w = FigureWeapons::ready(f); w && !w->isRanged()
            && WeaponStrike::blow(p, f, foe, AttackRequest(f.body.id, foe.body.id), w, &blow, &ignored)) {
            body.dx += blow.dx;
            dice->modifier += blow.damageModifier;
        }
        return body;
    };
    DiceExpression firstDice = damage(first);
    DiceExpression secondDice = damage(second);
    const CombatFigure a = armed(first, second, &firstDice);
    const CombatFigure b = armed(second, first, &secondDice);
    return DuelOdds::simulate(p, a, firstDice, b, secondDice, runs, seed);
}

} // namespace hk
