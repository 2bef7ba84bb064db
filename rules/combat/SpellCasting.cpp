#include "combat/SpellCasting.h"

#include "dice/DiceRoller.h"
#include "dice/Rolls.h"

#include <algorithm>

namespace hk::SpellCasting {

bool canAfford(const CombatParameters& p, int currentSt, int cost) { return currentSt - cost >= p.minStAfterCasting; }

int thrownRangeDx(const CombatParameters& p, const HexCoord& caster, const HexCoord& target)
{
    // Warrior & Wizard counts the hexes between caster and target (004 l.1100: thrown spells as thrown weapons).
    return p.thrownDxPerHex * std::max(0, caster.distanceTo(target) - p.thrownFreeHexes);
}

int stCost(const CombatParameters& p, const CombatSpell& spell, int stPut, const ToHitResult& toHit)
{
    if (spell.isMissile() || toHit.hit || toHit.loseFullSt)
        return spell.costFor(stPut);
    return p.failedSpellStCost;
}

bool inCreationRange(const CombatParameters& p, const Megahex& megahexes, const HexCoord& caster, const HexCoord& h)
{
    return p.megahexDistance(megahexes, caster, h) <= p.creationRangeMegahexes;
}

SpellAttempt attempt(DiceRoller& dice, const CombatParameters& p, const CombatSpell& spell, int stPut, int casterSt,
                     int casterAdjustedDx, int rangeDx, int extraDx, const RollContext& context, RollLog* log)
{
    SpellAttempt a;
    a.adjustedDx = casterAdjustedDx + rangeDx + extraDx;
    if (!canAfford(p, casterSt, spell.costFor(stPut)))
        return a;
    a.allowed = true;
    const AttackKind kind = spell.isThrown() ? AttackKind::ThrownSpell
                            : spell.type == QLatin1String("creation") ? AttackKind::CreationSpell
                                                                      : AttackKind::SpecialSpell;
    a.toHit = ToHit::roll(dice, p, kind, Defence::None, a.adjustedDx, context, log);
    a.works = a.toHit.hit;
    a.stCost = spell.hasSave() && a.works ? 0 : stCost(p, spell, stPut, a.toHit);
    return a;
}

ControlOutcome controlSave(DiceRoller& dice, const CombatParameters& p, const CombatSpell& spell, int victimIq,
                           const RollContext& context, RollLog* log)
{
    ControlOutcome o;
    o.save = Rolls::against(dice, spell.saveDice, victimIq, nullptr, context, log);
    o.controlled = !o.save.success.value_or(false);
    o.stCost = o.controlled ? spell.costFor(spell.minSt) : spell.costIfSaved >= 0 ? spell.costIfSaved : p.failedSpellStCost;
    return o;
}

RollRecord disbelief(DiceRoller& dice, const CombatParameters& p, int disbelieverIq, const RollContext& context,
                     RollLog* log)
{
    RollContext secret = context;
    secret.gmOnly = true;
    return Rolls::against(dice, p.disbeliefDice, disbelieverIq, nullptr, secret, log);
}

} // namespace hk::SpellCasting
