// What a spell that worked does to the fight: the effect on a figure, everyone around the caster, a megahex,
// a creation, a missile spell's flight. Kept apart from CombatActions::cast's steps (CombatCasting.cpp).
#include "combat/CastEffects.h"
#include "i18n/Translate.h"
#include "combat/CombatActionSupport.h"
#include "campaign/Campaign.h"
#include "combat/CombatEffects.h"
#include "combat/CombatOdds.h"
#include "combat/CombatSpell.h"
#include "combat/CombatStep.h"
#include "combat/CombatTurn.h"
#include "combat/Encounters.h"
#include "combat/FigureWeapons.h"
#include "combat/Footprint.h"
#include "combat/MissileSpell.h"
#include "combat/MovementRules.h"
#include "combat/SpellCasting.h"
#include "combat/SpellEffects.h"
#include "combat/SpellSideEffects.h"
#include "combat/SpellSpecials.h"
#include "combat/WeaponStrike.h"
#include "dice/Rolls.h"
#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>
#include <climits>

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <climits>

namespace hk {

using namespace CombatActionSupport;

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn({"hk::castEffects", "hk::CombatActions"}, text, disambiguation, n);
}

} // namespace

namespace castEffects {

bool isFake(Creation c)
{
    return c == Creation::Image || c == Creation::Illusion;
}

// A spell that makes a being: a summons, an image or an illusion. At the table the players see the wizard
// cast and a creature appear, the same for all three (l.355), so which spell it was, its roll and its cost
// are the GM's: otherwise the real one would give the fake away.
bool makesBeing(Creation c)
{
    return c == Creation::Summoning || isFake(c);
}

// The hexes an area creation fills: the target hex, then its neighbours turning from the caster's facing.
QList<HexCoord> areaOf(const CombatSpell& spell, const HexCoord& hex, int facing)
{
    QList<HexCoord> out{hex};
    const int count = SpellEffects::areaHexes(spell);
    for (int i = 0; out.size() < count && i < HexCoord::directionCount; ++i)
        out.append(hex.neighbour(facing + i));
    return out;
}

bool hexFree(const CombatState& s, const QList<HexCoord>& hexes, QString* error)
{
    for (const HexCoord& h : hexes) {
        if (!s.map.isOpen(h)) {
            *error = tr("%1 is not an open hex.").arg(hexLabel(h));
            return false;
        }
        for (const EncounterFigure* o : s.onMap()) {
            if (!o->body.isDown() && Footprint::hexes(o->body).contains(h)) {
                *error = tr("%1 is taken by %2.").arg(hexLabel(h), o->body.name);
                return false;
            }
        }
    }
    return true;
}

int addSpell(CombatState& s, ActiveSpell sp)
{
    sp.serial = s.nextSerial++;
    sp.renewedThisTurn = true; // paid by the casting this turn
    if (sp.upkeep <= 0)
        sp.upkeepTurns = 1;
    sp.paidIn(s.turn); // an upkeep per minute: the casting pays for the first minute (002 l.679)
    s.spells.append(sp);
    return sp.serial;
}

// A figure knocked down falls; one that had not acted yet this turn loses its action (l.111).
void knockDown(CombatStep& step, EncounterFigure& t)
{
    t.body.posture = Posture::Fallen;
    if (step.state().phase == CombatPhase::Actions && !t.body.actedThisTurn && t.body.isActive()) {
        t.body.actedThisTurn = true;
        step.log(QStringLiteral("effect"), t.body.id, tr("%1 is down before acting and loses this turn's action.").arg(t.body.name));
    }
}

// Drop Weapon and Break Weapon act on what the target holds: a character's ready weapon or staff, or a
// creature's weapon in hand (its data marks the attack held). Teeth and claws cannot be dropped.
void applyToWeapon(CombatStep& step, const CombatSpell& spell, EncounterFigure& t)
{
    const QString name = t.body.name;
    if (!t.body.armed || !t.body.weaponInHand || t.body.weaponDropped) {
        step.log(QStringLiteral("effect"), t.body.id, tr("%1 holds no weapon: %2 does nothing.").arg(name, spell.name));
        return;
    }
    if (spell.weapon == CombatSpell::WeaponEffect::Drop) {
        t.body.weaponDropped = true;
        step.log(QStringLiteral("effect"), t.body.id, tr("%1 drops the weapon.").arg(name));
        return;
    }
    ++t.body.weaponBreaks;
    step.log(QStringLiteral("effect"), t.body.id, tr("%1's weapon breaks.").arg(name));
}

// What the spell does once it works on a figure (thrown, control, special on a figure).
// secret: a secret protection (the spell data's secretProtection, l.588): its effect and upkeep are the GM's.
// partOf: the same casting's spell on another figure that is paid for both (Megahex Avert), or 0.
using SpellSpecials::nullified;

void applyToFigure(CombatStep& step, const CombatSpell& spell, int stPut, const QString& casterId, const QString& targetId,
                   bool secret, int partOf)
{
    CombatState& s = step.state();
    EncounterFigure* t = s.figure(targetId);
    if (!t)
        return;
    if (nullified(step, spell, *t))
        return;
    const QString name = t->body.name;
    if (!spell.affects(t->body.stBasic)) {
        step.log(QStringLiteral("effect"), targetId,
                 tr("%1 has no effect on %2: it works only below basic ST %3, and %2 has %4.")
                     .arg(spell.name, name).arg(spell.immuneAtSt).arg(t->body.stBasic), secret);
        return;
    }
    if (spell.weapon != CombatSpell::WeaponEffect::None) {
        applyToWeapon(step, spell, *t);
        return;
    }
    if (spell.knocksDown) {
        // Down at once, with no lasting condition: the usual rules for a fallen figure follow.
        step.log(QStringLiteral("effect"), targetId, tr("%1 is knocked down.").arg(name), secret);
        knockDown(step, *t);
        return;
    }
    // The Wizard's Dispel Illusions, W&W's Dispel Illusion (004 l.1752).
    if (spell.id == QLatin1String("dispel-illusions") || spell.id == QLatin1String("dispel-illusion")) {
        if (t->isFake())
            CombatEffects::vanish(step, targetId, tr("%1 vanishes.").arg(name));
        return;
    }
    // Destroy Creation removes an image or illusion of one hex; a summoned being is real and is spared, and so
    // is a larger image or illusion (000 l.620, 004 l.1512).
    if (spell.id == QLatin1String("destroy-creation")) {
        if (t->isFake() && t->body.isOneHex())
            CombatEffects::vanish(step, targetId, tr("%1 vanishes.").arg(name));
        else
            step.log(QStringLiteral("effect"), targetId, tr("Nothing happens to %1.").arg(name));
        return;
    }
    const SpellEffectPlan plan = SpellEffects::plan(step.campaign().rules(), spell, stPut, t->body);
    FigureCondition c = plan.condition;
    c.source = casterId;
    c.secret = secret;
    if (!plan.durationDice.isEmpty()) {
        DiceExpression dice;
        QString ignored;
        if (DiceExpression::parse(plan.durationDice, &dice, &ignored)) {
            const RollRecord r = Rolls::roll(step.roller(), dice, {name, tr("%1 lasts").arg(spell.name), false}, step.rollLog());
            c.turnsLeft = r.total;
        }
    }
    t = s.figure(targetId);
    // Confusion lowers the figure's IQ itself (000 l.580); a renewed one first gives back what the last took.
    if (const FigureCondition* was = t->body.condition(c.key))
        t->body.iq -= was->iqAdded;
    t->body.iq += c.iqAdded;
    t->body.setCondition(c);
    if (plan.knocksDown)
        knockDown(step, *t);
    QString message = c.turnsLeft > 0 ? tr("%1 is under %2 for %n turn(s).", nullptr, c.turnsLeft).arg(name, spell.name)
                                      : tr("%1 is under %2.").arg(name, spell.name);
    if (!plan.numbersKnown)
        message += QLatin1Char(' ') + tr("The rules give no numbers for it here: the GM rules on its effect.");
    step.log(QStringLiteral("effect"), targetId, message, secret);
    if (plan.continuing) {
        ActiveSpell sp;
        sp.spell = spell.id;
        sp.name = spell.name;
        sp.caster = casterId;
        sp.target = targetId;
        sp.condition = c.key;
        sp.upkeep = partOf ? 0 : spell.upkeep;
        sp.upkeepTurns = spell.upkeepTurns;
        sp.partOf = partOf;
        sp.secret = secret;
        // A figure under a continuing control spell fights for its controller until the spell ends (l.314).
        const EncounterFigure* caster = s.figure(casterId);
        if (spell.isControl() && caster && caster->body.side != t->body.side) {
            sp.previousSide = t->body.side;
            t->body.side = caster->body.side;
            step.log(QStringLiteral("effect"), targetId, tr("%1 now obeys %2 and fights for side %3.").arg(name, caster->body.name).arg(t->body.side));
        }
        addSpell(s, sp);
    }
}

// Hexes between the nearest hexes of two figures (0: they share a hex, 1: adjacent).
int hexesBetween(const CombatFigure& a, const CombatFigure& b)
{
    int best = INT_MAX;
    for (const HexCoord& x : Footprint::hexes(a)) {
        for (const HexCoord& y : Footprint::hexes(b))
            best = std::min(best, x.distanceTo(y));
    }
    return best;
}

// A spell that reaches everyone around the caster: its damage dice (Blast, l.629: 1 die to each, armour
// counting) or its effect on the figure.
void applyAround(CombatStep& step, const CombatSpell& spell, int stPut, const QString& casterId, const QString& targetId)
{
    const QString dice = spellEffectDice(step.campaign().rules(), spell.id, QStringLiteral("damage"));
    EncounterFigure* t = step.state().figure(targetId);
    DiceExpression damage;
    QString ignored;
    if (!t || dice.isEmpty() || !DiceExpression::parse(dice, &damage, &ignored)) {
        applyToFigure(step, spell, stPut, casterId, targetId);
        return;
    }
    if (nullified(step, spell, *t))
        return;
    const RollRecord roll = Rolls::roll(step.roller(), damage, {t->body.name, tr("%1 hits").arg(spell.name), false}, step.rollLog());
    step.log(QStringLiteral("effect"), targetId, tr("%1 catches %2: %3.").arg(spell.name, t->body.name, rollText(roll)), false,
             {{QStringLiteral("roll"), CombatStep::rollJson(roll)}});
    CombatEffects::applyHits(step, *t, roll.total, spell.name);
}

// A spell cast at a megahex (Megahex Sleep l.695, Megahex Freeze 002 l.905): every figure in it below the
// spell's area ST but the caster. The megahex is the 7-hex circle around the aimed hex, wherever the printed
// megahexes lie (000 l.296, l.682); without megahexes (mass combat, 003 l.60) the same circle.
void applyToMegahex(CombatStep& step, const CombatSpell& spell, int stPut, const QString& casterId, const HexCoord& hex)
{
    const CombatState& s = step.state();
    const QList<HexCoord> area = Megahex::circle(hex);
    QStringList reached;
    for (const EncounterFigure* o : s.onMap()) {
        if (o->body.id == casterId)
            continue;
        const QList<HexCoord> covers = Footprint::hexes(o->body);
        if (std::none_of(covers.begin(), covers.end(), [&](const HexCoord& h) { return area.contains(h); }))
            continue;
        if (spell.areaImmuneAtSt > 0 && o->body.stBasic >= spell.areaImmuneAtSt)
            step.log(QStringLiteral("effect"), o->body.id,
                     tr("%1 has no effect on %2: across a megahex it works only below basic ST %3, and %2 has %4.")
                         .arg(spell.name, o->body.name).arg(spell.areaImmuneAtSt).arg(o->body.stBasic));
        else
            reached.append(o->body.id);
    }
    if (reached.isEmpty())
        step.log(QStringLiteral("effect"), casterId, tr("%1 works at %2, but nobody there is caught.").arg(spell.name, hexLabel(hex)));
    // A continuing one is one spell, paid once a turn for all it caught (Megahex Avert, l.682).
    int paid = 0;
    for (const QString& id : reached) {
        applyToFigure(step, spell, stPut, casterId, id, false, paid);
        const ActiveSpell* last = s.spells.isEmpty() ? nullptr : &s.spells.constLast();
        if (!paid && last && last->target == id && last->spell == spell.id)
            paid = last->serial;
    }
}

// A creation that worked: a summoned being, an image or illusion, a rope, or fire, shadow or wall hexes.
bool create(CombatStep& step, const CombatSpell& spell, const CastRequest& r, const HexCoord& hex, const EncounterFigure& caster,
            QString* error)
{
    CombatState& s = step.state();
    const Creation kind = spell.creation(step.campaign().rules());
    if (kind == Creation::Summoning || isFake(kind)) {
        EncounterFigure being;
        const QString creature = kind == Creation::Summoning ? spell.summons : r.appearance;
        if (!Encounters(step.campaign()).figureForCreature(creature, caster.body.side, &being, error))
            return false;
        being.kind = kind == Creation::Image      ? FigureKind::Image
                     : kind == Creation::Illusion ? FigureKind::Illusion
                                                  : FigureKind::Summoned;
        being.master = caster.body.id;
        int number = 1;
        for (const EncounterFigure& f : s.figures)
            number += f.creature == creature ? 1 : 0;
        being.body.name = QStringLiteral("%1 %2").arg(being.body.name).arg(number);
        being.body.id = s.newFigureId(being.body.name);
        being.body.position = hex;
        being.body.facing = caster.body.facing;
        being.placed = true;
        // A being made this turn does not act until the next (l.329).
        being.body.actedThisTurn = true;
        s.figures.append(being);
        ActiveSpell sp;
        sp.spell = spell.id;
        sp.name = spell.name;
        sp.caster = caster.body.id;
        sp.target = being.body.id;
        sp.upkeep = spell.upkeep;
        sp.upkeepTurns = spell.upkeepTurns;
        sp.turnsLeft = spell.upkeep > 0 || step.houseRules().createdThingsPermanent ? -1 : (spell.turns > 0 ? spell.turns : -1);
        addSpell(s, sp);
        // Players see a creature appear, never which spell made it (l.355).
        step.log(QStringLiteral("create"), being.body.id, tr("%1 appears at %2.").arg(being.body.name, hexLabel(hex)));
        const QString what = being.kind == FigureKind::Image      ? tr("%1 is an image made by %2's %3.")
                             : being.kind == FigureKind::Illusion ? tr("%1 is an illusion made by %2's %3.")
                                                                  : tr("%1 was summoned by %2's %3.");
        step.log(QStringLiteral("create"), being.body.id, what.arg(being.body.name, caster.body.name, spell.name), true);
        return true;
    }
    if (kind == Creation::Binding) {
        for (const EncounterFigure* o : s.onMap()) {
            if (Footprint::hexes(o->body).contains(hex)) {
                applyToFigure(step, spell, r.st, caster.body.id, o->body.id);
                return true;
            }
        }
        step.log(QStringLiteral("create"), caster.body.id, tr("A rope lies in %1, binding nobody.").arg(hexLabel(hex)));
        return true;
    }
    if (kind == Creation::Other) {
        step.log(QStringLiteral("create"), caster.body.id, tr("%1 works at %2: the GM rules on what it makes.").arg(spell.name, hexLabel(hex)));
        return true;
    }
    const QList<HexCoord> area = areaOf(spell, hex, caster.body.facing);
    ActiveSpell sp;
    sp.spell = spell.id;
    sp.name = spell.name;
    sp.caster = caster.body.id;
    sp.hexes = area;
    sp.turnsLeft = spell.turns > 0 && !step.houseRules().createdThingsPermanent ? spell.turns : -1;
    sp.upkeep = spell.upkeep;
    sp.upkeepTurns = spell.upkeepTurns;
    for (const HexCoord& h : area) {
        if (kind == Creation::Fire)
            s.fire.insert(h);
        else if (kind == Creation::Shadow)
            s.shadow.insert(h);
        else if (kind == Creation::Wall)
            s.map.setWall(h, true, true);
    }
    addSpell(s, sp);
    if (kind == Creation::Fire) {
        // Whoever stands where the fire springs up is burnt (l.590).
        const int hits = int(spellEffect(step.campaign().rules(), QStringLiteral("fire"), QStringLiteral("hits-passing-or-present")).value_or(0));
        QStringList burnt;
        for (const EncounterFigure* o : s.onMap()) {
            for (const HexCoord& h : Footprint::hexes(o->body)) {
                if (area.contains(h) && !burnt.contains(o->body.id))
                    burnt.append(o->body.id);
            }
        }
        for (const QString& id : burnt) {
            if (EncounterFigure* o = s.figure(id); o && hits > 0)
                CombatEffects::applyHits(step, *o, hits, spell.name);
        }
    }
    QStringList labels;
    for (const HexCoord& h : area)
        labels.append(hexLabel(h));
    step.log(QStringLiteral("create"), caster.body.id, tr("%1 fills %2.").arg(spell.name, labels.join(QStringLiteral(" "))));
    return true;
}

bool castMissile(CombatStep& step, const CombatSpell& spell, const CastRequest& r, EncounterFigure& caster, const HexCoord& aim,
                 int extraDx, QString* error)
{
    CombatState& s = step.state();
    QList<MissilePathFigure> path;
    for (const EncounterFigure* o : s.onMap()) {
        if (o->body.id == caster.body.id)
            continue;
        MissilePathFigure m;
        m.id = o->body.id;
        m.hex = o->body.position;
        m.wantHit = o->body.id == r.target;
        m.isImage = o->kind == FigureKind::Image;
        m.defence = ToHit::defenceOf(o->body);
        path.append(m);
    }
    const MissileOutcome out = MissileSpell::resolve(step.roller(), step.parameters(), s.map, spell, r.st, caster.body.position,
                                                     caster.missileDx() + extraDx, caster.body.stBasic, aim, path,
                                                     {caster.body.name, tr("casts %1").arg(spell.name), false}, step.rollLog());
    const QString casterId = caster.body.id;
    const HexCoord from = caster.body.position;
    CombatEffects::spendSt(step, caster, out.stCost, spell.name);
    for (const MissileEvent& ev : out.events) {
        EncounterFigure* f = s.figure(ev.figureId);
        const QString who = f ? f->body.name : hexLabel(ev.hex);
        const QJsonObject data{{QStringLiteral("roll"), CombatStep::rollJson(ev.roll)}, {QStringLiteral("megahexes"), ev.megahexes}};
        switch (ev.kind) {
        case MissileEvent::Kind::Hit:
            step.log(QStringLiteral("missile"), casterId, tr("%1 hits %2 (%3) for %4.").arg(spell.name, who).arg(ev.roll.total).arg(ev.damage), false, data);
            if (f && nullified(step, spell, *f))
                break;
            if (f && SpellSpecials::reversesMissiles(step, f->body)) {
                SpellSpecials::turnBack(step, spell.name, *f, casterId, ev.damage);
                break;
            }
            if (f) {
                const int taken = CombatEffects::applyHits(step, *f, ev.damage, spell.name);
                if ((f = s.figure(ev.figureId)))
                    SpellSideEffects::trip(step, spell, *f, ev.damage); // Magic Fist (002 l.483, 004 l.1344)
                if (taken > 0 && from.distanceTo(ev.hex) == 1) {
                    if (EncounterFigure* c = s.figure(casterId)) {
                        c->hurtThisTurn.append(ev.figureId);
                        c->hitAdjacentWithMissile = true;
                    }
                }
            }
            break;
        case MissileEvent::Kind::ImageBurst:
            CombatEffects::vanish(step, ev.figureId, tr("%1 strikes %2, which bursts: it was an image.").arg(spell.name, who));
            break;
        case MissileEvent::Kind::WallBlasted:
            s.map.setWall(ev.hex, false);
            step.log(QStringLiteral("missile"), casterId, tr("%1 blasts the wall at %2 away.").arg(spell.name, hexLabel(ev.hex)));
            break;
        case MissileEvent::Kind::Missed:
            step.log(QStringLiteral("missile"), casterId, tr("%1 misses %2 (%3).").arg(spell.name, who).arg(ev.roll.total), false, data);
            break;
        case MissileEvent::Kind::PassedBy:
            step.log(QStringLiteral("missile"), casterId, tr("%1 flies past %2 (%3).").arg(spell.name, who).arg(ev.roll.total), false, data);
            break;
        case MissileEvent::Kind::Fizzled:
            step.log(QStringLiteral("missile"), casterId, tr("%1 fizzles.").arg(spell.name), false, data);
            break;
        case MissileEvent::Kind::Blocked:
            step.log(QStringLiteral("missile"), casterId, tr("%1 is stopped by the wall at %2.").arg(spell.name, hexLabel(ev.hex)));
            break;
        case MissileEvent::Kind::OutOfReach:
            // The flight ends at the map's edge too: that hex is off the map and has no label a GM can find.
            step.log(QStringLiteral("missile"), casterId,
                     s.map.contains(ev.hex) ? tr("%1 falls short at %2.").arg(spell.name, hexLabel(ev.hex))
                                            : tr("%1 flies on past the edge of the map.").arg(spell.name));
            break;
        }
    }
    if (out.casterKnockedDown) {
        if (EncounterFigure* c = s.figure(casterId)) {
            c->body.posture = Posture::Fallen;
            step.log(QStringLiteral("special"), casterId, tr("%1 falls down.").arg(c->body.name));
        }
    }
    Q_UNUSED(error);
    return true;
}

} // namespace castEffects

} // namespace hk
