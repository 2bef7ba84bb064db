#include "combat/SpellEffects.h"

#include "packages/Ruleset.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace hk::SpellEffects {

SpellEffectPlan plan(const Ruleset& rules, const CombatSpell& spell, int stPut, const CombatFigure& subject)
{
    SpellEffectPlan out;
    FigureCondition& c = out.condition;
    c.key = spell.effectsId(); // Megahex Sleep puts its victims to sleep: the condition is Sleep's
    out.continuing = spell.upkeep > 0;
    c.turnsLeft = out.continuing ? -1 : (spell.turns > 0 ? spell.turns : -1);
    auto effect = [&](const char* key) { return spellEffect(rules, spell.effectsId(), QLatin1String(key)); };
    if (const auto v = effect("dx-against-subject")) {
        c.dxAgainst = int(*v);
        out.numbersKnown = true;
    }
    if (const auto v = effect("dx")) {
        c.dx = int(*v);
        out.numbersKnown = true;
    }
    if (const auto v = effect("dx-per-st")) {
        c.dx = int(*v) * qMax(1, stPut);
        out.numbersKnown = true;
    }
    // Confusion: IQ lowered while it lasts (000 l.580, 004 l.1384), given back when it ends like Aid's.
    if (const auto v = effect("iq-per-st")) {
        c.iqAdded = int(*v) * qMax(1, stPut);
        out.numbersKnown = true;
    }
    if (const auto v = effect("dx-initial")) {
        c.dx = int(*v);
        out.numbersKnown = true;
    }
    if (const auto v = effect("dx-per-further-turn"))
        c.dxPerTurn = int(*v);
    if (const auto v = effect("ma-multiplier")) {
        c.maMultiplier = *v;
        out.numbersKnown = true;
    }
    if (const auto v = effect("ma")) {
        c.maFixed = int(*v);
        out.numbersKnown = true;
    }
    if (const auto v = effect("hits-stopped")) {
        c.hitsStopped = int(*v);
        out.numbersKnown = true;
    }
    if (const auto v = effect("dx-against-one-hex-flier"); v && subject.isOneHex())
        c.dxAgainst = int(*v);
    if (const auto v = effect("turns"))
        c.turnsLeft = out.continuing ? -1 : int(*v);
    // A duration in dice (Freeze, 2d6 turns) holds the victim fast: no movement, no action (l.623).
    out.durationDice = spellEffectDice(rules, spell.effectsId(), QStringLiteral("duration"));
    if (!out.durationDice.isEmpty()) {
        c.noAction = true;
        out.numbersKnown = true;
    }
    // Sleep: the victim drops and stays down until shaken awake (l.606).
    if (effect("turns-to-shake-awake")) {
        c.noAction = true;
        out.knocksDown = true;
        out.numbersKnown = true;
    }
    // W&W Sleep (004 l.1555): the victim falls and cannot act; the text gives no waking rule for a fight.
    if (effect("asleep")) {
        c.noAction = true;
        out.knocksDown = true;
        out.numbersKnown = true;
    }
    // Spell Shield: the tracker itself nullifies the spells it blocks (CombatCasting), nothing left to rule on.
    if (const RuleEntry* entry = spellEntry(rules, spell.effectsId());
        entry && !entry->data.value(QLatin1String("blocksSpellTypes")).toArray().isEmpty())
        out.numbersKnown = true;
    return out;
}

int areaHexes(const CombatSpell& spell)
{
    if (spell.hexes > 0)
        return spell.hexes;
    static const QRegularExpression prefix(QStringLiteral("^(\\d+)-hex-"));
    const QRegularExpressionMatch m = prefix.match(spell.id);
    return m.hasMatch() ? m.captured(1).toInt() : 1;
}

} // namespace hk::SpellEffects
