#include "combat/DuelOdds.h"

#include "combat/Injury.h"
#include "combat/PhysicalAttack.h"
#include "combat/TurnOrder.h"
#include "dice/SeededDiceRoller.h"

namespace hk::DuelOdds {

namespace {

// One figure's turn: stand up or pick up the weapon if it must, else strike.
void act(DiceRoller& dice, const CombatParameters& p, CombatFigure& self, CombatFigure& foe, const DiceExpression& damage)
{
    if (!self.isActive())
        return;
    if (self.isDown()) {
        self.posture = Posture::Standing;
        return;
    }
    if (self.weaponDropped) {
        self.weaponDropped = false;
        return;
    }
    const PhysicalAttackResult r = PhysicalAttack::resolve(dice, p, self, foe, damage, foe.dxAgainstIt(), {});
    if (!r.allowed)
        return;
    PhysicalAttack::applyToAttacker(&self, r.toHit);
    if (r.toHit.knockedDown)
        self.posture = Posture::Fallen;
    if (r.toHit.hit)
        Injury::applyHits(&foe, r.damage, p);
}

// Who strikes first this turn, by the ruleset's turn: W&W orders figures by DEX with a check on ties;
// the Wizard has the higher adjusted DEX first and a roll-off on ties.
QString firstToAct(DiceRoller& dice, const CombatParameters& p, const CombatFigure& a, const CombatFigure& b)
{
    if (p.figureInitiative()) {
        const FigureInitiative order = TurnOrder::byFigure(
            dice, p, {{a.id, a.id, a.adjustedDx(), 0, false}, {b.id, b.id, b.adjustedDx(), 0, false}}, {});
        return order.order.value(0);
    }
    return TurnOrder::next(dice, p, {{a.id, a.adjustedDx()}, {b.id, b.adjustedDx()}}, {}).id;
}

} // namespace

DuelEstimate simulate(const CombatParameters& p, const CombatFigure& first, const DiceExpression& firstDamage,
                      const CombatFigure& second, const DiceExpression& secondDamage, int runs, quint64 seed, int maxTurns)
{
    DuelEstimate e;
    SeededDiceRoller dice(seed);
    qint64 turnsTotal = 0;
    for (int run = 0; run < runs; ++run) {
        CombatFigure a = first;
        CombatFigure b = second;
        a.id = QStringLiteral("a");
        b.id = QStringLiteral("b");
        a.side = 1;
        b.side = 2;
        a.shape = b.shape = BodyShape::OneHex;
        a.position = {0, 0};
        a.facing = 3;
        b.position = {0, 1};
        b.facing = 0;
        int turn = 0;
        for (; turn < maxTurns && a.isActive() && b.isActive(); ++turn) {
            if (firstToAct(dice, p, a, b) == a.id) {
                act(dice, p, a, b, firstDamage);
                act(dice, p, b, a, secondDamage);
            } else {
                act(dice, p, b, a, secondDamage);
                act(dice, p, a, b, firstDamage);
            }
            Injury::endOfTurn(&a, p);
            Injury::endOfTurn(&b, p);
        }
        turnsTotal += turn;
        ++e.runs;
        if (a.isActive() && !b.isActive())
            ++e.firstWins;
        else if (b.isActive() && !a.isActive())
            ++e.secondWins;
        else
            ++e.undecided;
    }
    e.averageTurns = e.runs ? double(turnsTotal) / e.runs : 0;
    return e;
}

} // namespace hk::DuelOdds
