#include "combat/BodyBlows.h"

#include "i18n/Translate.h"

#include "combat/CombatActionSupport.h"
#include "combat/CombatOdds.h"
#include "combat/CombatStep.h"
#include "combat/Disengaging.h"
#include "combat/Facing.h"
#include "combat/PhysicalAttack.h"
#include "combat/ToHit.h"
#include "dice/Rolls.h"

#include <algorithm>

namespace hk::BodyBlows {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::BodyBlows", text);
}

} // namespace

using namespace CombatActionSupport;

QString name(BodyBlow blow)
{
    switch (blow) {
    case BodyBlow::Slam: return tr("slam");
    case BodyBlow::ShieldRush: return tr("shield rush");
    case BodyBlow::Throw: return tr("throw");
    case BodyBlow::None: break;
    }
    return QString();
}

QString refusal(const CombatParameters& p, const EncounterFigure& a, BodyBlow blow)
{
    if (p.bodyBlowResistDice <= 0)
        return tr("These rules have no shield rush, slam or throw.");
    if (blow == BodyBlow::ShieldRush && a.shieldFront <= 0)
        return tr("%1 has no shield ready to rush with.").arg(a.body.name);
    if (blow == BodyBlow::Throw && !a.skills.contains(QLatin1String(throwSkill)))
        return tr("Only a figure with Martial Arts II can throw a foe; %1 has not learned it.").arg(a.body.name);
    return QString();
}

int resistTarget(const EncounterFigure& a, const EncounterFigure& t, BodyBlow blow)
{
    const int base = blow == BodyBlow::Throw ? std::max(t.body.stBasic, t.body.adjustedDx()) : t.body.stBasic;
    return base + t.body.stBasic - a.body.stBasic;
}

bool strike(CombatStep& step, EncounterFigure& a, EncounterFigure& t, const AttackRequest& r, QString* error)
{
    const CombatParameters& p = step.parameters();
    if (const QString why = refusal(p, a, r.bodyBlow); !why.isEmpty()) {
        *error = why;
        return false;
    }
    if (!readyToAct(step, a, QStringLiteral("attack"), error))
        return false;
    const EncounterFigure struck = Disengaging::asStruckBy(t, a);
    if (PhysicalAttack::distance(a.body, struck.body) > 1 || !Facing::mayStrike(a.body, struck.body)) {
        *error = tr("%1 is not in %2's front hexes.").arg(t.body.name, a.body.name);
        return false;
    }
    const int dx = a.body.adjustedDx() + r.extraDx + targetPenalty(step, t) + CombatOdds::actorPenalty(step.state(), p, a)
                   + Disengaging::penalty(t, a);
    const QString what = name(r.bodyBlow);
    const ToHitResult hit = ToHit::roll(step.roller(), p, AttackKind::Physical, ToHit::defenceOf(t.body), dx,
                                        {a.body.name, tr("%1 at %2").arg(what, t.body.name), false}, step.rollLog());
    step.log(QStringLiteral("attack"), a.body.id,
             tr("%1 tries a %2 on %3: %4 — %5.").arg(a.body.name, what, t.body.name, rollText(hit.roll), hit.hit ? tr("hit") : tr("miss")),
             false, {{QStringLiteral("roll"), CombatStep::rollJson(hit.roll)}, {QStringLiteral("adjustedDx"), dx}});
    const QString attackerId = a.body.id;
    if (hit.hit && t.body.isActive() && t.body.posture != Posture::Fallen) {
        const int against = resistTarget(a, t, r.bodyBlow);
        const RollRecord check = Rolls::against(step.roller(), p.bodyBlowResistDice, against, nullptr,
                                                {t.body.name, tr("stays up against the %1").arg(what), false}, step.rollLog());
        const bool stays = check.success.value_or(false);
        if (!stays) {
            t.body.posture = Posture::Fallen;
            if (step.state().phase == CombatPhase::Actions)
                t.body.actedThisTurn = true;
        }
        step.log(QStringLiteral("hits"), t.body.id,
                 stays ? tr("%1 keeps its feet (%2).").arg(t.body.name, rollText(check))
                       : tr("%1 goes down (%2).").arg(t.body.name, rollText(check)),
                 false, {{QStringLiteral("roll"), CombatStep::rollJson(check)}});
    }
    finish(step, attackerId);
    return true;
}

} // namespace hk::BodyBlows
