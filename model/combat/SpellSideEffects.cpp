#include "combat/SpellSideEffects.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "combat/CombatEffects.h"
#include "combat/CombatStep.h"
#include "combat/Footprint.h"
#include "combat/WeaponStrike.h"
#include "dice/Rolls.h"
#include "packages/Ruleset.h"

#include <algorithm>

namespace hk::SpellSideEffects {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::SpellSideEffects", text, disambiguation, n);
}

// Whether two figures share a hex, or are locked together hand-to-hand (the tracker keeps them in their own
// hexes, with the "hth" condition naming the other).
bool together(const EncounterFigure& a, const EncounterFigure& b)
{
    for (const EncounterFigure* f : {&a, &b}) {
        const FigureCondition* hth = f->body.condition(QLatin1String(WeaponStrike::inHandToHand));
        if (hth && hth->source == (f == &a ? b.body.id : a.body.id))
            return true;
    }
    const QList<HexCoord> mine = Footprint::hexes(a.body);
    const QList<HexCoord> theirs = Footprint::hexes(b.body);
    return std::any_of(mine.cbegin(), mine.cend(), [&](const HexCoord& h) { return theirs.contains(h); });
}

// The spell on this figure that strikes its hex each turn (its condition key), empty when none.
QString strikingSpellOn(const Ruleset& rules, const CombatFigure& figure)
{
    for (const FigureCondition& c : figure.conditions) {
        if (!spellEffectDice(rules, c.key, QStringLiteral("damage-per-turn")).isEmpty())
            return c.key;
    }
    return {};
}

// The IQ a spell asks of its caster: the Wizard's iq, Warrior & Wizard's minInt.
int spellIq(const Ruleset& rules, const CombatSpell& spell)
{
    const RuleEntry* e = spellEntry(rules, spell.id);
    if (!e)
        return 0;
    const QJsonValue iq = e->data.value(QLatin1String("iq"));
    return iq.isDouble() ? iq.toInt() : e->data.value(QLatin1String("minInt")).toInt();
}

} // namespace

void trip(CombatStep& step, const CombatSpell& spell, EncounterFigure& target, int hitsBeforeArmour)
{
    CombatFigure& b = target.body;
    if (spell.tripHits <= 0 || hitsBeforeArmour < spell.tripHits || !b.isActive() || b.posture == Posture::Fallen)
        return;
    const int against = std::max(b.st, b.adjustedDx());
    const RollRecord roll = Rolls::against(step.roller(), spell.tripDice, against, nullptr, {b.name, tr("keeps its feet"), false}, step.rollLog());
    const bool made = roll.success.value_or(false);
    const QJsonObject data{{QStringLiteral("roll"), CombatStep::rollJson(roll)}};
    if (made) {
        step.log(QStringLiteral("effect"), b.id, tr("%1 keeps its feet against %2 (%3 against %4).").arg(b.name, spell.name).arg(roll.total).arg(against), false, data);
        return;
    }
    step.log(QStringLiteral("effect"), b.id, tr("%1 trips %2 (%3 against %4).").arg(spell.name, b.name).arg(roll.total).arg(against), false, data);
    b.posture = Posture::Fallen;
    // Down before acting, it loses this turn's action, as with any spell that knocks down (l.111).
    if (step.state().phase == CombatPhase::Actions && !b.actedThisTurn) {
        b.actedThisTurn = true;
        step.log(QStringLiteral("effect"), b.id, tr("%1 is down before acting and loses this turn's action.").arg(b.name));
    }
}

void shockShields(CombatStep& step)
{
    CombatState& s = step.state();
    const Ruleset& rules = step.campaign().rules();
    QList<std::pair<QString, QString>> strikes; // (subject, spell): the figures move no more this turn
    for (const EncounterFigure* f : s.onMap()) {
        const QString spell = strikingSpellOn(rules, f->body);
        if (!spell.isEmpty())
            strikes.append({f->body.id, spell});
    }
    for (const auto& [subjectId, spellId] : strikes) {
        DiceExpression dice;
        QString ignored;
        if (!DiceExpression::parse(spellEffectDice(rules, spellId, QStringLiteral("damage-per-turn")), &dice, &ignored))
            continue;
        const RuleEntry* entry = spellEntry(rules, spellId);
        const QString name = entry ? entry->name() : spellId;
        QStringList struck;
        for (const EncounterFigure* o : s.onMap()) {
            const EncounterFigure* subject = s.figure(subjectId);
            if (subject && o->body.id != subjectId && o->body.vitality != Vitality::Dead && together(*subject, *o))
                struck.append(o->body.id);
        }
        for (const QString& id : struck) {
            EncounterFigure* o = s.figure(id);
            const EncounterFigure* subject = s.figure(subjectId);
            if (!o || !subject)
                continue;
            const RollRecord r = Rolls::roll(step.roller(), dice, {o->body.name, tr("%1's damage").arg(name), false}, step.rollLog());
            // Striking an opponent is what shows a secret protection (002 l.109), as Reverse Missiles does.
            step.log(QStringLiteral("effect"), subjectId, tr("%1 on %2 strikes %3 for %4.").arg(name, subject->body.name, o->body.name).arg(r.total),
                     false, {{QStringLiteral("roll"), CombatStep::rollJson(r)}});
            CombatEffects::applyDirectHits(step, *o, r.total, name);
        }
    }
}

bool unmakeHex(CombatStep& step, const CombatSpell& spell, const HexCoord& hex)
{
    if (spell.id != QLatin1String("destroy-creation"))
        return false;
    CombatState& s = step.state();
    for (ActiveSpell& sp : s.spells) {
        if (!sp.hexes.contains(hex))
            continue;
        if (s.fire.remove(hex) || s.shadow.remove(hex) || s.map.isCreatedWall(hex)) {
            if (s.map.isCreatedWall(hex))
                s.map.setWall(hex, false);
            sp.hexes.removeAll(hex);
            step.log(QStringLiteral("effect"), sp.caster, tr("%1 unmakes the %2 at %3.").arg(spell.name, sp.name, HexMap::label(hex)));
            if (sp.hexes.isEmpty())
                CombatEffects::endSpell(step, sp.serial, tr("nothing of it is left."));
            return true;
        }
    }
    return false;
}

QString confusedRefusal(CombatStep& step, const EncounterFigure& caster, const CombatSpell& spell)
{
    const bool confused = std::any_of(caster.body.conditions.cbegin(), caster.body.conditions.cend(),
                                      [](const FigureCondition& c) { return c.iqAdded < 0; });
    const int needed = spellIq(step.campaign().rules(), spell);
    if (!confused || caster.body.iq >= needed)
        return {};
    return tr("%1 is confused down to IQ %2 and cannot cast %3, which needs IQ %4 (spells already going may still be kept up).")
        .arg(caster.body.name)
        .arg(caster.body.iq)
        .arg(spell.name)
        .arg(needed);
}

} // namespace hk::SpellSideEffects
