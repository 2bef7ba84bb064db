// Warrior & Wizard's breather under the optional nonlethal rule (004 l.571–575): the action that rests, and
// the end-of-turn recovery of a resting or unconscious figure. Kept apart from the attacks in CombatActions.cpp.
#include "combat/CombatActions.h"

#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "combat/CombatActionSupport.h"
#include "combat/CombatEffects.h"
#include "combat/CombatStep.h"
#include "combat/Injury.h"
#include "dice/Rolls.h"

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn({"hk::CombatActions", "hk::CombatEffects"}, text);
}

} // namespace

using namespace CombatActionSupport;

bool CombatActions::breather(qint64 id, const QString& figureId, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Take a breather"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = step.figure(figureId, e);
        if (!f)
            return false;
        const CombatParameters& p = step.parameters();
        if (!p.nonlethalRule) {
            *e = tr("A breather belongs to the optional nonlethal damage rule, which is off in this campaign (house rules).");
            return false;
        }
        if (!readyToAct(step, *f, QStringLiteral("breather"), e))
            return false;
        FigureCondition c;
        c.key = QLatin1String(CombatEffects::breatherKey);
        c.turnsLeft = 1;
        c.dxAgainst = p.breatherDxAgainst;
        f->body.setCondition(c);
        step.log(QStringLiteral("action"), figureId,
                 tr("%1 takes a breather: nothing else this turn, and attacks on it are at +%2.").arg(f->body.name).arg(p.breatherDxAgainst));
        finish(step, figureId);
        return true;
    }, error);
}

namespace CombatEffects {

void catchBreath(CombatStep& step, EncounterFigure& f)
{
    const CombatParameters& p = step.parameters();
    const bool resting = f.body.hasCondition(QLatin1String(breatherKey));
    const bool out = f.body.vitality == Vitality::Unconscious;
    if (!p.nonlethalRule || f.body.nonlethal <= 0 || (!resting && !out))
        return;
    if (resting && f.body.hitsThisTurn > 0) {
        step.log(QStringLiteral("condition"), f.body.id, tr("%1's breather is spoiled: it was hurt this turn.").arg(f.body.name));
        return;
    }
    DiceExpression dice;
    if (!DiceExpression::parse(p.breatherDice, &dice, nullptr))
        return;
    const RollRecord roll = Rolls::roll(step.roller(), dice, {f.body.name, tr("recovers nonlethal damage"), false}, step.rollLog());
    const int healed = Injury::recoverNonlethal(&f.body, roll.total, p);
    QString message = tr("%1 recovers %2 nonlethal damage (%3 on %4): ST %5.")
                          .arg(f.body.name).arg(healed).arg(roll.total).arg(roll.dice).arg(f.body.st);
    if (out && f.body.vitality == Vitality::Active)
        message += QLatin1Char(' ') + tr("%1 comes to.").arg(f.body.name);
    step.log(QStringLiteral("condition"), f.body.id, message, false, {{QStringLiteral("roll"), CombatStep::rollJson(roll)}});
}

} // namespace CombatEffects
} // namespace hk
