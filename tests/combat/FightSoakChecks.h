#pragma once

// The invariants the fight soak checks after every step (issue 34, section 5). Each returns what went wrong, or
// nothing. Why a header of its own: the soak and its regression rows check the same things.
#include "FightSoak.h"

#include "audience/CampaignView.h"
#include "combat/CombatParameters.h"
#include "combat/CombatView.h"

namespace hk::test {

// ST never above basic; the tracker never names a dead or unconscious figure to act or move.
inline QStringList stateProblems(const CombatState& s)
{
    QStringList out;
    for (const EncounterFigure& f : s.figures) {
        if (f.body.st > f.body.stBasic)
            out.append(QStringLiteral("%1 has ST %2 above its basic %3").arg(f.body.id).arg(f.body.st).arg(f.body.stBasic));
    }
    for (const QString& id : {s.actor, s.mover}) {
        const EncounterFigure* f = id.isEmpty() ? nullptr : s.figure(id);
        if (f && !f->body.isActive())
            out.append(QStringLiteral("the tracker names %1 to act, but it is %2").arg(id, f->body.vitality == Vitality::Dead ? QStringLiteral("dead") : QStringLiteral("out")));
    }
    return out;
}

// A step taken by a figure that was dead or unconscious before it; an upkeep that took the payer's ST below the
// lowest the rules allow after casting.
inline QStringList stepProblems(const SoakStep& step, bool done, const CombatState& before, const CombatState& after, const CombatParameters& p)
{
    QStringList out;
    const EncounterFigure* was = step.actor.isEmpty() ? nullptr : before.figure(step.actor);
    if (done && was && !was->body.isActive() && !step.text.startsWith(QLatin1String("option")))
        out.append(QStringLiteral("%1 acted (%2) while %3").arg(step.actor, step.text, was->body.vitality == Vitality::Dead ? QStringLiteral("dead") : QStringLiteral("unconscious")));
    const EncounterFigure* payer = step.payer.isEmpty() ? nullptr : after.figure(step.payer);
    const EncounterFigure* payerBefore = step.payer.isEmpty() ? nullptr : before.figure(step.payer);
    if (done && payer && payerBefore && payer->magicalSt < 0 && payer->body.st < payerBefore->body.st && payer->body.st < p.minStAfterCasting)
        out.append(QStringLiteral("upkeep took %1 to ST %2, below %3").arg(step.payer).arg(payer->body.st).arg(p.minStAfterCasting));
    return out;
}

// The players' view holds no GM-only datum: no hidden or invisible figure, no image or illusion named as such, no
// secret condition or spell, no ST spent; no GM-only line of the combat log and no GM-only roll.
inline QStringList playersProblems(Campaign& c, qint64 id)
{
    QStringList out;
    QString error;
    const CampaignView players(c, Audience::Players);
    Encounter e;
    if (!players.encounter(id, &e, &error))
        return {QStringLiteral("the players' view of the fight: %1").arg(error)};
    Encounter gm;
    Encounters(c).find(id, &gm, &error);
    for (const EncounterFigure& f : e.state.figures) {
        const EncounterFigure* real = gm.state.figure(f.body.id);
        if (f.isUnseen())
            out.append(QStringLiteral("players see hidden %1").arg(f.body.id));
        if (f.isFake())
            out.append(QStringLiteral("players see %1 as an image or illusion").arg(f.body.id));
        if (f.fatigue != 0 || f.wounds != 0)
            out.append(QStringLiteral("players see %1's ST spent").arg(f.body.id));
        for (const FigureCondition& k : f.body.conditions) {
            if (k.secret)
                out.append(QStringLiteral("players see %1's secret %2").arg(f.body.id, k.key));
        }
        if (real && real->isUnseen())
            out.append(QStringLiteral("players see hidden %1").arg(f.body.id));
    }
    for (const ActiveSpell& sp : e.state.spells) {
        if (sp.secret)
            out.append(QStringLiteral("players see secret spell %1").arg(sp.serial));
    }
    for (const CombatLogEntry& l : players.combatLog(id, &error)) {
        if (l.gmOnly)
            out.append(QStringLiteral("players read a GM-only line: %1").arg(l.message));
    }
    for (const DiceLogEntry& r : players.rolls(200, &error)) {
        if (r.roll.gmOnly)
            out.append(QStringLiteral("players see a GM-only roll (%1)").arg(r.context));
    }
    return out;
}

} // namespace hk::test
