#include "combat/CombatEffects.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "combat/CombatMoves.h"
#include "combat/CombatSpell.h"
#include "combat/CombatStep.h"
#include "combat/FigureProtection.h"
#include "combat/Injury.h"
#include "combat/SpellCasting.h"

#include <QCoreApplication>

#include <algorithm>

namespace hk::CombatEffects {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::CombatEffects", text, disambiguation, n);
}

QString vitalityChange(const EncounterFigure& f, Vitality before)
{
    if (f.body.vitality == before)
        return {};
    if (f.body.vitality == Vitality::Dead)
        return tr("%1 is dead.").arg(nameOf(f));
    if (f.body.vitality == Vitality::Unconscious)
        return tr("%1 falls unconscious.").arg(nameOf(f));
    return {};
}

// A sleeper who is hit wakes (Sleep, l.606: the spell lasts until the victim is hit); it stays down.
void wakeUp(CombatStep& step, EncounterFigure& target)
{
    QStringList woken;
    for (const FigureCondition& c : target.body.conditions) {
        if (spellEffect(step.campaign().rules(), c.key, QStringLiteral("turns-to-shake-awake")))
            woken.append(c.key);
    }
    for (const QString& key : woken)
        target.body.removeCondition(key);
    if (!woken.isEmpty() && target.body.isActive())
        step.log(QStringLiteral("effect"), target.body.id, tr("The blow wakes %1.").arg(nameOf(target)));
}

// Hits on the body. Under "reactions per single blow" only this blow counts towards falling down and the
// next turn's DX penalty; the turn keeps its biggest blow for the end-of-turn check.
HitsTaken hitBody(CombatStep& step, CombatFigure& body, int hits, int lethalThirds = 3)
{
    if (!step.houseRules().injuryPerBlow)
        return Injury::applyHits(&body, hits, step.parameters(), lethalThirds);
    const int biggest = body.hitsThisTurn;
    body.hitsThisTurn = 0;
    const HitsTaken h = Injury::applyHits(&body, hits, step.parameters(), lethalThirds);
    body.hitsThisTurn = qMax(biggest, body.hitsThisTurn);
    return h;
}

// Warrior & Wizard's DEX check against falling when 8 hits came in but armour kept some out (004 l.556).
QString keepFeet(CombatStep& step, EncounterFigure& target, const std::optional<HexCoord>& source)
{
    const CombatParameters& p = step.parameters();
    const bool skilled = target.skills.contains(p.knockdownCheckSkill);
    const RollRecord roll = Injury::knockdownCheck(step.roller(), p, target.body, skilled,
                                                   {nameOf(target), tr("keeps his feet"), false}, step.rollLog());
    if (roll.success.value_or(false))
        return tr("Made the DEX check against falling (%1d6: %2 against %3): pushed back one hex instead.")
                   .arg(roll.faces.size()).arg(roll.total).arg(roll.target.value_or(0))
               + QLatin1Char(' ') + CombatMoves::pushBack(step, target, source);
    target.body.posture = Posture::Fallen;
    if (step.state().phase == CombatPhase::Actions)
        target.body.actedThisTurn = true;
    return tr("Missed the DEX check against falling (%1d6: %2 against %3): %4 falls down.")
        .arg(roll.faces.size()).arg(roll.total).arg(roll.target.value_or(0)).arg(nameOf(target));
}

void landHits(CombatStep& step, EncounterFigure& target, const HitsTaken& h, const QString& cause,
              const std::optional<HexCoord>& source = std::nullopt)
{
    target.wounds += h.taken;
    // Hits stopped by a secret protection would give it away: the players only hear what got through.
    const bool secretStop = std::any_of(target.body.conditions.cbegin(), target.body.conditions.cend(),
                                        [](const FigureCondition& c) { return c.secret && c.hitsStopped > 0; });
    if (secretStop && h.stopped > 0)
        step.log(QStringLiteral("hits"), target.body.id,
                 tr("%1's secret protection: %2 of %3 hits stopped.").arg(nameOf(target)).arg(h.stopped).arg(h.rolled), true);
    QString message = h.stopped > 0 && !secretStop
                          ? tr("%1 takes %2 hits from %3 (%4 stopped).").arg(nameOf(target)).arg(h.taken).arg(cause).arg(h.stopped)
                          : tr("%1 takes %2 hits from %3.").arg(nameOf(target)).arg(h.taken).arg(cause);
    if (h.fellDown) {
        message += QLatin1Char(' ') + tr("%1 falls down.").arg(nameOf(target));
        // A figure knocked down before acting loses its action this turn (l.111).
        if (step.state().phase == CombatPhase::Actions)
            target.body.actedThisTurn = true;
    }
    if (h.knockdownCheck)
        message += QLatin1Char(' ') + keepFeet(step, target, source);
    const QString fall = vitalityChange(target, h.vitalityBefore);
    if (!fall.isEmpty())
        message += QLatin1Char(' ') + fall;
    QJsonObject data{{QStringLiteral("taken"), h.taken}, {QStringLiteral("st"), target.body.st}};
    if (!secretStop) {
        data.insert(QStringLiteral("rolled"), h.rolled);
        data.insert(QStringLiteral("stopped"), h.stopped);
    }
    step.log(QStringLiteral("hits"), target.body.id, message, false, data);
    if (!target.body.isActive())
        target.body.actedThisTurn = true;
    if (h.taken > 0)
        wakeUp(step, target);
}

} // namespace

QString nameOf(const EncounterFigure& f)
{
    return f.body.name;
}

int applyHits(CombatStep& step, EncounterFigure& target, int hits, const QString& cause, std::optional<Arc> from, int lethalThirds,
              std::optional<HexCoord> source)
{
    if (target.kind == FigureKind::Image && hits > 0) {
        // An image is destroyed by any hit (l.364): nothing real is hurt.
        vanish(step, target.body.id, tr("%1 is struck and bursts: it was an image.").arg(nameOf(target)));
        return 0;
    }
    const int shield = FigureProtection::shieldStops(target, from);
    target.body.armor += shield;
    const HitsTaken h = hitBody(step, target.body, hits, lethalThirds);
    target.body.armor -= shield;
    landHits(step, target, h, cause, source);
    afterHarm(step);
    return h.taken;
}

int applyDirectHits(CombatStep& step, EncounterFigure& target, int hits, const QString& cause)
{
    const int armor = target.body.armor;
    const QList<FigureCondition> conditions = target.body.conditions;
    target.body.armor = 0;
    for (FigureCondition& c : target.body.conditions)
        c.hitsStopped = 0;
    const HitsTaken h = hitBody(step, target.body, hits);
    target.body.armor = armor;
    QList<FigureCondition> restored = target.body.conditions;
    for (FigureCondition& c : restored) {
        for (const FigureCondition& o : conditions) {
            if (o.key == c.key)
                c.hitsStopped = o.hitsStopped;
        }
    }
    target.body.conditions = restored;
    landHits(step, target, h, cause);
    afterHarm(step);
    return h.taken;
}

bool canPay(CombatStep& step, const EncounterFigure& caster, int cost)
{
    const CombatHouseRules& house = step.houseRules();
    if (caster.magicalSt < 0)
        return SpellCasting::canAfford(step.parameters(), caster.body.st, cost);
    if (cost <= caster.magicalSt)
        return true;
    return house.castPastMagicalSt
        && SpellCasting::canAfford(step.parameters(), caster.body.st, (cost - caster.magicalSt) * house.normalStPerMagicalSt);
}

void spendSt(CombatStep& step, EncounterFigure& caster, int st, const QString& why, bool gmOnly)
{
    if (st <= 0)
        return;
    if (caster.magicalSt >= 0) {
        const int fromMagic = qMin(st, caster.magicalSt);
        caster.magicalSt -= fromMagic;
        caster.fatigue += fromMagic;
        step.log(QStringLiteral("st"), caster.body.id,
                 tr("%1 spends %2 magical ST on %3 (magical ST now %4).").arg(nameOf(caster)).arg(fromMagic).arg(why).arg(caster.magicalSt),
                 gmOnly, {{QStringLiteral("spent"), fromMagic}, {QStringLiteral("magicalSt"), caster.magicalSt}});
        const int past = (st - fromMagic) * step.houseRules().normalStPerMagicalSt;
        if (past > 0)
            applyDirectHits(step, caster, past, tr("casting past magical ST"));
        return;
    }
    const Vitality before = caster.body.vitality;
    Injury::spendSt(&caster.body, st, step.parameters());
    caster.fatigue += st;
    QString message = tr("%1 spends %2 ST on %3 (ST now %4).").arg(nameOf(caster)).arg(st).arg(why).arg(caster.body.st);
    const QString fall = vitalityChange(caster, before);
    if (!fall.isEmpty())
        message += QLatin1Char(' ') + fall;
    step.log(QStringLiteral("st"), caster.body.id, message, gmOnly, {{QStringLiteral("spent"), st}, {QStringLiteral("st"), caster.body.st}});
    if (!caster.body.isActive())
        caster.body.actedThisTurn = true;
    afterHarm(step);
}

void vanish(CombatStep& step, const QString& figureId, const QString& why)
{
    CombatState& s = step.state();
    const EncounterFigure* f = s.figure(figureId);
    if (!f)
        return;
    step.log(QStringLiteral("vanish"), figureId, why);
    s.figures.removeIf([&](const EncounterFigure& x) { return x.body.id == figureId; });
    // Spells that sat on it or made it end with it.
    QList<int> ending;
    for (const ActiveSpell& sp : s.spells) {
        if (sp.target == figureId)
            ending.append(sp.serial);
    }
    for (int serial : ending)
        s.spells.removeIf([&](const ActiveSpell& sp) { return sp.serial == serial; });
    if (s.actor == figureId)
        s.actor.clear();
}

void endSpell(CombatStep& step, int serial, const QString& why)
{
    CombatState& s = step.state();
    ActiveSpell* sp = s.spell(serial);
    if (!sp)
        return;
    const ActiveSpell spell = *sp;
    // A summons, image or illusion ends in the players' sight only as the being vanishing (below).
    const bool secret = spell.secret || s.madeBeing(spell);
    s.spells.removeIf([&](const ActiveSpell& x) { return x.serial == serial; });
    step.log(QStringLiteral("spell-ends"), spell.caster,
             tr("%1's %2 ends: %3").arg(s.figure(spell.caster) ? nameOf(*s.figure(spell.caster)) : spell.caster, spell.name, why),
             secret);
    for (const HexCoord& h : spell.hexes) {
        s.fire.remove(h);
        s.shadow.remove(h);
        if (s.map.isCreatedWall(h))
            s.map.setWall(h, false);
    }
    // The same casting on the other figures of its megahex ends with it (Megahex Avert, 000 l.682).
    QList<int> parts;
    for (const ActiveSpell& other : s.spells) {
        if (other.partOf == serial)
            parts.append(other.serial);
    }
    for (int part : parts)
        endSpell(step, part, why);
    EncounterFigure* target = s.figure(spell.target);
    if (!target)
        return;
    if (!spell.condition.isEmpty())
        target->body.removeCondition(spell.condition);
    if (spell.previousSide && target->body.side != spell.previousSide) {
        target->body.side = spell.previousSide;
        step.log(QStringLiteral("spell-ends"), target->body.id, tr("%1 is its own master again (side %2).").arg(nameOf(*target)).arg(spell.previousSide));
    }
    if (target->isCreation() && target->master == spell.caster && spell.condition.isEmpty())
        vanish(step, target->body.id, tr("%1 vanishes.").arg(nameOf(*target)));
}

void afterHarm(CombatStep& step)
{
    CombatState& s = step.state();
    const CombatHouseRules& house = step.houseRules();
    for (EncounterFigure& f : s.figures) {
        if (!f.body.isActive())
            continue;
        // Practice combat: at the drop-out ST a figure leaves the bout (l.505).
        if (house.practice && f.body.st <= house.practiceDropOutSt) {
            f.body.vitality = Vitality::Unconscious;
            f.body.actedThisTurn = true;
            step.log(QStringLiteral("practice"), f.body.id, tr("%1 drops out of the practice bout at ST %2.").arg(nameOf(f)).arg(f.body.st));
            continue;
        }
        // Fighting on at very low ST costs DX (mass-combat "no unconsciousness").
        if (house.noUnconsciousness && house.lowStMax > 0) {
            const bool low = f.body.st <= house.lowStMax;
            const QString key = QStringLiteral("low-st");
            if (low && !f.body.hasCondition(key)) {
                FigureCondition c;
                c.key = key;
                c.dx = house.lowStDx;
                f.body.setCondition(c);
                step.log(QStringLiteral("condition"), f.body.id, tr("%1 fights on at ST %2: %3 DX.").arg(nameOf(f)).arg(f.body.st).arg(house.lowStDx));
            } else if (!low && f.body.hasCondition(key)) {
                f.body.removeCondition(key);
            }
        }
    }
    // Repeat until nothing changes: a fallen master's summoned wizard may itself keep spells going.
    for (bool changed = true; changed;) {
        changed = false;
        for (const ActiveSpell& sp : s.spells) {
            const EncounterFigure* caster = s.figure(sp.caster);
            if (caster && caster->body.isActive())
                continue;
            endSpell(step, sp.serial,
                     caster ? tr("%1 can no longer keep it up.").arg(nameOf(*caster)) : tr("its caster is gone."));
            changed = true;
            break;
        }
    }
}

} // namespace hk::CombatEffects
