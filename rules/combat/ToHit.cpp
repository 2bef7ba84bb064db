#include "combat/ToHit.h"

#include "dice/DiceRoller.h"
#include "dice/Rolls.h"

namespace hk::ToHit {

Defence defenceOf(const CombatFigure& target)
{
    if (target.optionKey == QLatin1String("dodge"))
        return Defence::Dodging;
    if (target.optionKey == QLatin1String("shift-defend") && target.hasReadyWeapon())
        return Defence::Defending;
    return Defence::None;
}

bool defenceApplies(const CombatParameters& p, AttackKind kind, Defence defence)
{
    switch (defence) {
    case Defence::None: return false;
    case Defence::Dodging:
        return kind == AttackKind::MissileSpell || kind == AttackKind::MissileWeapon || kind == AttackKind::ThrownWeapon
               || (kind == AttackKind::ThrownSpell && p.dodgeAgainstThrownSpells);
    case Defence::Defending: return kind == AttackKind::Physical;
    }
    return false;
}

int diceFor(const CombatParameters& p, AttackKind kind, Defence defence)
{
    return defenceApplies(p, kind, defence) ? p.dodgeDefendDice : p.toHitDice;
}

ToHitResult read(const CombatParameters& p, AttackKind kind, const RollRecord& record)
{
    ToHitResult r;
    r.roll = record;
    r.dice = int(record.faces.size());
    r.target = record.target.value_or(0);
    r.hit = record.success.value_or(false);
    r.multiplier = r.hit ? record.effectMultiplier : 1;
    if (!record.special.isEmpty()) {
        const QString key = QStringLiteral("%1:%2").arg(r.dice).arg(record.special);
        const QStringList consequences =
            kind == AttackKind::Physical || kind == AttackKind::MissileWeapon || kind == AttackKind::ThrownWeapon
                ? p.weaponConsequences.value(key)
                : p.spellConsequences.value(key);
        r.weaponDropped = consequences.contains(QLatin1String("weapon-dropped"));
        r.weaponBroken = consequences.contains(QLatin1String("weapon-broken"));
        r.spellFizzles = consequences.contains(QLatin1String("spell-fizzles"));
        r.loseFullSt = consequences.contains(QLatin1String("lose-full-st"));
        r.knockedDown = consequences.contains(QLatin1String("knocked-down"));
    }
    return r;
}

ToHitResult roll(DiceRoller& dice, const CombatParameters& p, AttackKind kind, Defence defence, int adjustedDx,
                 const RollContext& context, RollLog* log)
{
    const int count = diceFor(p, kind, defence);
    return read(p, kind, Rolls::against(dice, count, adjustedDx, &p.toHit, context, log));
}

} // namespace hk::ToHit
