// CombatActions' weapon handling: readying, dropping and picking up weapons (Warrior & Wizard 004 l.513,
// l.523, l.526; the Wizard's pick-up option l.148). Kept apart from the attacks in CombatActions.cpp.
#include "combat/CombatActions.h"
#include "i18n/Translate.h"

#include "combat/CombatActionSupport.h"
#include "combat/CombatStep.h"
#include "combat/CombatTurn.h"
#include "combat/FigureWeapons.h"

#include <QCoreApplication>

namespace hk {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::CombatActions", text, disambiguation, n);
}

// Where the rules have no option for it (the Wizard's table), readying is the GM's call: it takes the
// figure's action in the action phase.
bool actionWithoutOption(CombatStep& step, const EncounterFigure& f, QString* error)
{
    if (step.state().phase != CombatPhase::Actions || !CombatTurn::mayAct(f)) {
        *error = tr("%1 has no action to spend on it now.").arg(f.body.name);
        return false;
    }
    return true;
}

} // namespace

using namespace CombatActionSupport;

bool CombatActions::readyWeapon(qint64 id, const QString& figureId, const QString& weapon, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Ready a weapon"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = step.figure(figureId, e);
        if (!f)
            return false;
        FigureWeapons::sync(*f);
        const int at = FigureWeapons::indexOf(*f, weapon);
        if (at < 0) {
            *e = tr("%1 carries no weapon called “%2”.").arg(f->body.name, weapon);
            return false;
        }
        const CombatWeapon w = f->weapons.at(at);
        if (w.isReady() || w.state == WeaponState::Dropped) {
            *e = w.isReady() ? tr("%1 already has the %2 in hand.").arg(f->body.name, w.name)
                             : tr("The %1 is on the ground: pick it up instead.").arg(w.name);
            return false;
        }
        const CombatParameters& p = step.parameters();
        // Engaged, a Warrior & Wizard fighter switches: drops what he holds and readies a hand weapon (l.526).
        const bool switching = f->engagedAtStart && verbKnown(p, QStringLiteral("switch"));
        if (switching && w.isRanged()) {
            *e = tr("Engaged, %1 may switch only to a hand weapon, not the %2.").arg(f->body.name, w.name);
            return false;
        }
        const QString verb = switching ? QStringLiteral("switch") : QStringLiteral("ready");
        if (verbKnown(p, verb) ? !readyToAct(step, *f, verb, e) : !actionWithoutOption(step, *f, e))
            return false;
        const QString held = FigureWeapons::ready(*f) ? FigureWeapons::ready(*f)->name : QString();
        FigureWeapons::makeReady(*f, at, switching);
        step.log(QStringLiteral("weapon"), figureId,
                 held.isEmpty() ? tr("%1 readies the %2.").arg(f->body.name, w.name)
                 : switching    ? tr("%1 drops the %2 and readies the %3.").arg(f->body.name, held, w.name)
                                : tr("%1 puts away the %2 and readies the %3.").arg(f->body.name, held, w.name));
        finish(step, figureId);
        return true;
    }, error);
}

bool CombatActions::dropWeapon(qint64 id, const QString& figureId, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Drop a weapon"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = step.figure(figureId, e);
        if (!f)
            return false;
        FigureWeapons::sync(*f);
        if (!f->body.hasReadyWeapon() || f->body.weaponDropped) {
            *e = tr("%1 has no weapon in hand.").arg(f->body.name);
            return false;
        }
        // Letting go costs no action; where the rules list it as an option (004 l.523) that option is needed.
        const CombatParameters& p = step.parameters();
        if (verbKnown(p, QStringLiteral("drop-weapon"))) {
            const MovementOption* o = p.option(f->body.optionKey, f->engagedAtStart);
            const bool allowed = o && (o->allows(QStringLiteral("drop-weapon")) || o->allows(QStringLiteral("switch")) || o->allows(QStringLiteral("hth")));
            if (!allowed && !readyToAct(step, *f, QStringLiteral("drop-weapon"), e))
                return false;
        }
        const QString name = f->weapon;
        if (f->weapons.isEmpty())
            f->body.weaponDropped = true;
        else
            FigureWeapons::dropHeld(*f);
        step.log(QStringLiteral("weapon"), figureId, tr("%1 drops the %2.").arg(f->body.name, name.isEmpty() ? tr("weapon") : name));
        return true;
    }, error);
}

bool CombatActions::pickUpWeapon(qint64 id, const QString& figureId, const QString& weapon, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Pick up a weapon"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = step.figure(figureId, e);
        if (!f)
            return false;
        FigureWeapons::sync(*f);
        int at = -1;
        for (int i = 0; i < f->weapons.size(); ++i) {
            const CombatWeapon& w = f->weapons.at(i);
            if (w.state == WeaponState::Dropped && (weapon.isEmpty() || w.name.compare(weapon, Qt::CaseInsensitive) == 0))
                at = i;
        }
        if (at < 0 && !(f->weapons.isEmpty() && f->body.weaponDropped)) {
            *e = weapon.isEmpty() ? tr("%1 has dropped no weapon.").arg(f->body.name)
                                  : tr("%1 has no dropped weapon called “%2”.").arg(f->body.name, weapon);
            return false;
        }
        if (!readyToAct(step, *f, QStringLiteral("pick-up"), e))
            return false;
        if (at >= 0)
            FigureWeapons::makeReady(*f, at, false);
        else
            f->body.weaponDropped = false; // a figure with one weapon (a wizard's staff) picks it up again
        // The Wizard's option (l) (000 l.148): it bends over for the rest of the turn, with no front (l.223); the
        // weapon is ready next turn (l.438), when it straightens up (CombatTurn's end of turn).
        if (f->body.optionKey == QLatin1String("pick-up-weapon"))
            f->body.posture = Posture::BendingOver;
        step.log(QStringLiteral("weapon"), figureId,
                 tr("%1 bends over and picks up the %2: ready next turn.").arg(f->body.name, f->weapon.isEmpty() ? tr("weapon") : f->weapon));
        finish(step, figureId);
        return true;
    }, error);
}

} // namespace hk
