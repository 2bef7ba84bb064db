#include "combat/CombatActionSupport.h"
#include "i18n/Translate.h"

#include "combat/CombatOdds.h"
#include "combat/CombatStep.h"
#include "combat/CombatTurn.h"
#include "combat/MovementRules.h"

#include <QCoreApplication>

#include <algorithm>

namespace hk::CombatActionSupport {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::CombatActionSupport", text, disambiguation, n);
}

} // namespace


QString hexLabel(const HexCoord& h)
{
    return HexMap::label(h);
}

QString rollText(const RollRecord& r)
{
    QString text = r.target ? tr("%1 on %2 against %3").arg(r.total).arg(r.dice).arg(*r.target) : tr("%1 on %2").arg(r.total).arg(r.dice);
    if (!r.specialLabel.isEmpty())
        text += QStringLiteral(" — ") + r.specialLabel;
    return text;
}

bool verbKnown(const CombatParameters& p, const QString& verb)
{
    return std::any_of(p.options.cbegin(), p.options.cend(), [&](const MovementOption& o) { return o.allows(verb); });
}

// The figure may take this action now: the action phase, an action left, and an option that allows it —
// switching to one that does when the rules allow the change after its movement (l.155).
bool readyToAct(CombatStep& step, EncounterFigure& f, const QString& action, QString* error)
{
    CombatState& s = step.state();
    if (s.phase != CombatPhase::Actions) {
        *error = tr("Figures act in the action phase; the fight is in the %1 phase.").arg(phaseName(s.phase));
        return false;
    }
    if (!CombatTurn::mayAct(f)) {
        *error = f.body.isHeld() ? tr("%1 is held fast and cannot act.").arg(f.body.name)
                                 : tr("%1 has no action left this turn.").arg(f.body.name);
        return false;
    }
    const CombatParameters& p = step.parameters();
    const MovementOption* chosen = p.option(f.body.optionKey, f.engagedAtStart);
    if (!chosen || !chosen->allows(action)) {
        const QList<MovementOption> open = MovementRules::legalAfterMoving(p, f.engagedAtStart, f.body, f.hexesMoved, f.body.ma);
        const auto it = std::find_if(open.begin(), open.end(), [&](const MovementOption& o) { return o.allows(action); });
        if (it == open.end()) {
            // Say the plainest reason first: down, or the weapon on the ground, before the options.
            if (f.body.posture == Posture::Fallen)
                *error = tr("%1 is down: it must stand up first.").arg(f.body.name);
            else if ((action == QLatin1String("attack") || action == QLatin1String("defend")) && f.body.armed && f.body.weaponDropped)
                *error = tr("%1's %2 is on the ground: pick it up or ready another weapon first.")
                             .arg(f.body.name, f.weapon.isEmpty() ? tr("weapon") : f.weapon);
            else
                *error = tr("%1 cannot %2 this turn: no option open to it allows that after moving %n hex(es).", nullptr, f.hexesMoved)
                             .arg(f.body.name, action);
            return false;
        }
        f.body.optionKey = it->key;
        step.log(QStringLiteral("option"), f.body.id, tr("%1 takes option %2.").arg(f.body.name, it->label()));
    }
    if (!s.actor.isEmpty() && s.actor != f.body.id) {
        const EncounterFigure* proposed = s.figure(s.actor);
        step.log(QStringLiteral("next"), f.body.id,
                 tr("The GM lets %1 act before %2.").arg(f.body.name, proposed ? proposed->body.name : s.actor));
    }
    return true;
}

void finish(CombatStep& step, const QString& figureId)
{
    if (EncounterFigure* f = step.state().figure(figureId)) {
        f->body.actedThisTurn = true;
        ++f->actions;
    }
    CombatTurn::proposeNextActor(step);
}

// Everything about the target that makes it harder to hit: Blur, Invisibility, a shadow hex (l.601).
int targetPenalty(CombatStep& step, const EncounterFigure& target)
{
    return CombatOdds::targetPenalty(step.state(), step.parameters(), target);
}

EncounterFigure* liveTarget(CombatStep& step, const QString& id, QString* error)
{
    EncounterFigure* t = step.figure(id, error);
    if (t && (!t->placed || t->body.vitality == Vitality::Dead)) {
        *error = tr("%1 is not on the map.").arg(t->body.name);
        return nullptr;
    }
    if (t)
        step.aimAt(*t);
    return t;
}

void logSpecials(CombatStep& step, const EncounterFigure& f, const ToHitResult& r)
{
    QStringList what;
    // Teeth and claws are neither dropped nor broken: a wolf's 18 is only a miss (issue 34).
    const bool held = f.body.armed && f.body.weaponInHand;
    if (r.weaponDropped && held)
        what.append(tr("drops the weapon"));
    if (r.weaponBroken && held)
        what.append(tr("breaks the weapon"));
    if (r.knockedDown)
        what.append(tr("falls down"));
    if (r.spellFizzles)
        what.append(tr("the spell fizzles"));
    if (!what.isEmpty())
        step.log(QStringLiteral("special"), f.body.id, tr("%1 %2.").arg(f.body.name, what.join(tr(" and "))));
}

} // namespace hk::CombatActionSupport
