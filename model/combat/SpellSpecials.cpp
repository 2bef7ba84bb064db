#include "combat/SpellSpecials.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "combat/CombatActionSupport.h"
#include "combat/CombatEffects.h"
#include "combat/CombatMoves.h"
#include "combat/CombatStep.h"
#include "combat/Footprint.h"
#include "combat/Injury.h"
#include "packages/Ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace hk::SpellSpecials {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::SpellSpecials", text, disambiguation, n);
}

using CombatActionSupport::hexLabel;

bool is(const CombatSpell& spell, const char* id)
{
    return spell.id == QLatin1String(id);
}

int megahexesAway(CombatStep& step, const HexCoord& from, const HexCoord& to)
{
    return step.parameters().megahexDistance(step.state().map.megahexes(), from, to);
}

// Darkness's hexes: the ones named, or the one aimed at.
QList<HexCoord> darkHexes(const CastRequest& r)
{
    QList<HexCoord> out = r.hexes;
    if (out.isEmpty() && r.hex)
        out.append(*r.hex);
    return out;
}

// Kills the figure outright: its ST goes to the rules' death level, whatever its armour (Teleport, l.672).
void kill(CombatStep& step, EncounterFigure& f, const QString& cause)
{
    const int hits = f.body.st - step.parameters().deadSt;
    if (hits > 0)
        CombatEffects::applyDirectHits(step, f, hits, cause);
}

// The caster blinks to the hex, facing as it likes (l.672). Landing where something solid stands kills it,
// and the thing too if it lives; an illusion counts as solid, an image there vanishes. Fire there burns it.
void teleport(CombatStep& step, const CombatSpell& spell, const CastRequest& r, const EncounterFigure& casterThen)
{
    CombatState& s = step.state();
    const HexCoord to = *r.hex;
    const QString casterId = casterThen.body.id;
    QStringList solid;
    QStringList images;
    for (const EncounterFigure* o : s.onMap()) {
        if (o->body.id != casterId && Footprint::hexes(o->body).contains(to))
            (o->kind == FigureKind::Image ? images : solid).append(o->body.id);
    }
    for (const QString& id : images)
        CombatEffects::vanish(step, id, tr("%1 vanishes as %2 lands in it.").arg(s.figure(id)->body.name, casterThen.body.name));
    EncounterFigure* caster = s.figure(casterId);
    if (!caster)
        return;
    const HexCoord from = caster->body.position;
    caster->body.position = to;
    caster->body.facing = HexCoord::normalizeDirection(r.facing.value_or(caster->body.facing));
    caster->straightRun = 0;
    step.log(QStringLiteral("move"), casterId, tr("%1 blinks from %2 to %3.").arg(caster->body.name, hexLabel(from), hexLabel(to)), caster->hidden);
    if (!s.map.isOpen(to)) {
        kill(step, *caster, tr("landing inside a wall"));
        return;
    }
    for (const QString& id : solid) {
        EncounterFigure* o = s.figure(id);
        if (!o)
            continue;
        const QString what = o->body.name;
        if (o->body.vitality != Vitality::Dead && !o->isFake())
            kill(step, *o, tr("%1 landing inside it").arg(casterThen.body.name));
        if (EncounterFigure* again = s.figure(casterId))
            kill(step, *again, tr("landing inside %1").arg(what));
    }
    if (EncounterFigure* again = s.figure(casterId); again && again->body.isActive())
        CombatMoves::burn(step, *again, CombatMoves::fireOnWay(s, {}, to));
    Q_UNUSED(spell);
}

// Darkness puts out the lights in the hexes the caster chose, within the range it paid for, for its turns
// (002 l.527). The tracker has no lights: the GM hears which hexes go dark and for how long.
void darkness(CombatStep& step, const CombatSpell& spell, const CastRequest& r, const EncounterFigure& caster)
{
    QStringList labels;
    for (const HexCoord& h : darkHexes(r))
        labels.append(hexLabel(h));
    ActiveSpell sp;
    sp.serial = step.state().nextSerial++;
    sp.spell = spell.id;
    sp.name = spell.name;
    sp.caster = caster.body.id;
    sp.turnsLeft = spell.turns > 0 ? spell.turns : 1;
    sp.renewedThisTurn = true;
    step.state().spells.append(sp);
    step.log(QStringLiteral("effect"), caster.body.id,
             tr("%1 puts out every light in %2 for %n turn(s).", nullptr, sp.turnsLeft).arg(spell.name, labels.join(QStringLiteral(" "))));
}

// Both lose the lower of the two current STs (l.689): the weaker dies. Armour and Flesh spells do not help; a
// Spell Shield stops it and the caster loses only 1 ST (l.667); an image is destroyed for 1 ST (l.388).
void deathSpell(CombatStep& step, const CombatSpell& spell, const QString& casterId, const QString& targetId)
{
    CombatState& s = step.state();
    EncounterFigure* t = s.figure(targetId);
    EncounterFigure* c = s.figure(casterId);
    if (!t || !c)
        return;
    const int small = int(spellEffect(step.campaign().rules(), QStringLiteral("spell-shield"), QStringLiteral("death-spell-cost-when-blocked")).value_or(1));
    if (const RuleEntry* shield = spellShieldOn(step, t->body, spell.type)) {
        step.log(QStringLiteral("effect"), targetId, tr("%1 has no effect on %2.").arg(spell.name, t->body.name));
        step.log(QStringLiteral("effect"), targetId, tr("%1's %2 stops it.").arg(t->body.name, shield->name()), true);
        CombatEffects::spendSt(step, *c, small, spell.name);
        return;
    }
    if (t->kind == FigureKind::Image) {
        CombatEffects::spendSt(step, *c, small, spell.name);
        CombatEffects::vanish(step, targetId, tr("%1 is struck by %2 and bursts: it was an image.").arg(t->body.name, spell.name));
        return;
    }
    const int lower = std::min(c->body.st, t->body.st);
    step.log(QStringLiteral("effect"), targetId,
             tr("%1 pits %2's ST %3 against %4's ST %5: each loses %6.")
                 .arg(spell.name, c->body.name).arg(c->body.st).arg(t->body.name).arg(t->body.st).arg(lower));
    CombatEffects::applyDirectHits(step, *t, lower, spell.name);
    if (EncounterFigure* again = s.figure(casterId))
        CombatEffects::spendSt(step, *again, lower, spell.name);
}

QString attributeName(SpellAttribute a)
{
    switch (a) {
    case SpellAttribute::St: return tr("ST");
    case SpellAttribute::Dx: return tr("DX");
    case SpellAttribute::Iq: return tr("IQ");
    case SpellAttribute::None: break;
    }
    return {};
}

// Aid adds the ST put in to the attribute the caster chose, for its turns (l.584). ST comes back at once and
// may bring round a figure knocked out (l.349); what is left of it goes when the spell ends.
void aid(CombatStep& step, const CombatSpell& spell, const CastRequest& r, int stPut, const QString& casterId)
{
    EncounterFigure* t = step.state().figure(r.target);
    if (!t || nullified(step, spell, *t))
        return;
    FigureCondition c;
    c.key = spell.id;
    c.source = casterId;
    c.turnsLeft = spell.turns > 0 ? spell.turns : 2;
    const int amount = stPut * int(spellEffect(step.campaign().rules(), spell.id, QStringLiteral("attribute-per-st")).value_or(1));
    if (r.attribute == SpellAttribute::Dx) {
        c.dx = amount;
    } else if (r.attribute == SpellAttribute::Iq) {
        c.iqAdded = amount;
        t->body.iq += amount;
    } else {
        c.stAdded = amount;
        c.stWithout = t->body.st;
        t->body.st += amount;
    }
    t->body.setCondition(c);
    step.log(QStringLiteral("effect"), t->body.id,
             tr("%1 gains %2 %3 from %4 for %n turn(s).", nullptr, c.turnsLeft).arg(t->body.name).arg(amount).arg(attributeName(r.attribute), spell.name));
    if (c.stAdded > 0 && t->body.vitality == Vitality::Unconscious && Injury::vitalityFor(step.parameters(), t->body.st) == Vitality::Active) {
        t->body.vitality = Vitality::Active;
        step.log(QStringLiteral("effect"), t->body.id, tr("%1 comes round.").arg(t->body.name));
    }
}

} // namespace

int units(CombatStep& step, const CombatSpell& spell, const EncounterFigure& caster, const CastRequest& r)
{
    int n = r.st;
    if (is(spell, "teleport") && r.hex)
        n = megahexesAway(step, caster.body.position, *r.hex);
    if (is(spell, "darkness")) {
        n = 0;
        for (const HexCoord& h : darkHexes(r))
            n = std::max(n, megahexesAway(step, caster.body.position, h));
    }
    return std::max(1, n);
}

CombatSpell priced(CombatStep& step, const CombatSpell& spell, const EncounterFigure& caster, const CastRequest& r)
{
    CombatSpell out = spell;
    if (spell.isPerUnit())
        out.fixedCost = spell.fixedCost + spell.unitSt * units(step, spell, caster, r);
    return out;
}

bool requestComplete(CombatStep& step, const CombatSpell& spell, const CastRequest& r, QString* error)
{
    if (is(spell, "aid") && r.attribute == SpellAttribute::None) {
        *error = tr("Say which attribute %1 raises: ST, DX or IQ.").arg(spell.name);
        return false;
    }
    if (is(spell, "teleport") && (!r.hex || !step.state().map.contains(*r.hex))) {
        *error = r.hex ? tr("%1 is not on the map.").arg(hexLabel(*r.hex)) : tr("Say which hex %1 takes the caster to.").arg(spell.name);
        return false;
    }
    if (is(spell, "darkness") && darkHexes(r).isEmpty()) {
        *error = tr("Say which hexes %1 darkens.").arg(spell.name);
        return false;
    }
    return true;
}

bool apply(CombatStep& step, const CombatSpell& spell, const CastRequest& r, int stPut, const EncounterFigure& caster)
{
    if (is(spell, "teleport"))
        teleport(step, spell, r, caster);
    else if (is(spell, "darkness"))
        darkness(step, spell, r, caster);
    else if (is(spell, "death-spell") && !r.target.isEmpty())
        deathSpell(step, spell, caster.body.id, r.target);
    else if (is(spell, "aid") && !r.target.isEmpty())
        aid(step, spell, r, stPut, caster.body.id);
    else
        return false;
    return true;
}

const RuleEntry* spellShieldOn(CombatStep& step, const CombatFigure& figure, const QString& spellType)
{
    for (const FigureCondition& c : figure.conditions) {
        const RuleEntry* protection = spellEntry(step.campaign().rules(), c.key);
        if (protection && protection->data.value(QLatin1String("blocksSpellTypes")).toArray().contains(spellType))
            return protection;
    }
    return nullptr;
}

bool nullified(CombatStep& step, const CombatSpell& spell, const EncounterFigure& t)
{
    const RuleEntry* shield = spellShieldOn(step, t.body, spell.type);
    if (!shield)
        return false;
    step.log(QStringLiteral("effect"), t.body.id, tr("%1 has no effect on %2.").arg(spell.name, t.body.name));
    step.log(QStringLiteral("effect"), t.body.id, tr("%1's %2 nullifies it; the caster still pays in full.").arg(t.body.name, shield->name()), true);
    return true;
}

bool reversesMissiles(CombatStep& step, const CombatFigure& figure)
{
    return std::any_of(figure.conditions.cbegin(), figure.conditions.cend(), [&](const FigureCondition& c) {
        return spellEffect(step.campaign().rules(), c.key, QStringLiteral("missiles-turn-back")).value_or(0) > 0;
    });
}

void turnBack(CombatStep& step, const QString& missile, const EncounterFigure& subject, const QString& senderId, int damage)
{
    EncounterFigure* sender = step.state().figure(senderId);
    if (!sender)
        return;
    step.log(QStringLiteral("missile"), subject.body.id,
             tr("Reverse Missiles on %1 turns %2 back on %3.").arg(subject.body.name, missile, sender->body.name));
    CombatEffects::applyHits(step, *sender, damage, missile);
}

} // namespace hk::SpellSpecials
