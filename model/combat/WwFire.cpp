// Warrior & Wizard's burning hexes (004 l.1118–1124), read from its table burning-hex: a die less 4 for crossing
// fire (+2 for each further hex), less 2 for stopping in it, a whole die for a turn spent in it, armour at half
// its value inside fire, and a 3-dice INT check before walking in. The Wizard's fixed hits are in CombatMove.cpp.
#include "combat/CombatMoves.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "combat/CombatEffects.h"
#include "combat/CombatStep.h"
#include "dice/Rolls.h"
#include "packages/Ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk::CombatMoves {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::CombatMoves", text, disambiguation, n);
}

const RuleEntry* burningHex(CombatStep& step)
{
    return step.campaign().rules().entry(QStringLiteral("table"), QStringLiteral("burning-hex"));
}

// The table's dice for a situation ("moving through", "stopping in", "staying in").
std::optional<DiceExpression> diceFor(const RuleEntry& table, const char* situation)
{
    for (const QJsonValue& v : table.data.value(QLatin1String("rows")).toArray()) {
        const QJsonObject row = v.toObject();
        DiceExpression dice;
        QString ignored;
        if (row.value(QLatin1String("situation")).toString() == QLatin1String(situation)
            && DiceExpression::parse(row.value(QLatin1String("damage")).toString(), &dice, &ignored))
            return dice;
    }
    return std::nullopt;
}

// One burn: the dice (plus `more`), armour at half its value inside the fire (l.1124).
void burnFor(CombatStep& step, EncounterFigure& f, const DiceExpression& dice, int more, const QString& what)
{
    const RollRecord roll = Rolls::roll(step.roller(), dice, {f.body.name, what, false}, step.rollLog());
    const int hits = roll.total + more;
    step.log(QStringLiteral("effect"), f.body.id, tr("%1 is burnt %2: %3.").arg(f.body.name, what).arg(hits), false,
             {{QStringLiteral("roll"), CombatStep::rollJson(roll)}});
    if (hits <= 0)
        return;
    const int armor = f.body.armor;
    f.body.armor = armor / 2;
    CombatEffects::applyHits(step, f, hits, tr("the fire"));
    if (EncounterFigure* again = step.state().figure(f.body.id))
        again->body.armor = armor;
}

} // namespace

bool wwFire(CombatStep& step)
{
    return burningHex(step) != nullptr;
}

void wwBurn(CombatStep& step, EncounterFigure& f, const FireOnWay& fire)
{
    const RuleEntry* table = burningHex(step);
    if (!table)
        return;
    const QString id = f.body.id;
    if (fire.passed > 0) {
        if (const std::optional<DiceExpression> through = diceFor(*table, "moving through"))
            burnFor(step, f, *through, 2 * (fire.passed - 1), tr("crossing fire"));
    }
    EncounterFigure* still = step.state().figure(id);
    if (fire.stops && still && still->body.isActive()) {
        if (const std::optional<DiceExpression> stop = diceFor(*table, "stopping in"))
            burnFor(step, *still, *stop, 0, tr("stopping in fire"));
    }
}

void wwStayingInFire(CombatStep& step)
{
    const RuleEntry* table = burningHex(step);
    const std::optional<DiceExpression> stay = table ? diceFor(*table, "staying in") : std::nullopt;
    if (!stay)
        return;
    QStringList ids;
    for (const EncounterFigure& f : step.state().figures) {
        if (f.placed && !f.moved && f.body.vitality != Vitality::Dead && step.state().fire.contains(f.body.position))
            ids.append(f.body.id);
    }
    for (const QString& id : ids) {
        if (EncounterFigure* f = step.state().figure(id))
            burnFor(step, *f, *stay, 0, tr("staying in fire"));
    }
}

bool wwBravesFire(CombatStep& step, const EncounterFigure& f, const FireOnWay& fire)
{
    if (!fire.any() || f.isFake())
        return true;
    const int dice = int(burningHex(step)->data.value(QLatin1String("checkDice")).toInt(3));
    const RollRecord roll = Rolls::against(step.roller(), dice, f.body.iq, nullptr, {f.body.name, tr("dares the fire"), false}, step.rollLog());
    const bool made = roll.success.value_or(false);
    step.log(QStringLiteral("effect"), f.body.id,
             made ? tr("%1 makes the INT check to go into the fire (%2 against %3).").arg(f.body.name).arg(roll.total).arg(f.body.iq)
                  : tr("%1 misses the INT check and will not go into the fire (%2 against %3): it stays where it is.")
                        .arg(f.body.name).arg(roll.total).arg(f.body.iq),
             false, {{QStringLiteral("roll"), CombatStep::rollJson(roll)}});
    return made;
}

} // namespace hk::CombatMoves
