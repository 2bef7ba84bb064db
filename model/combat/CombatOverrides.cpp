#include "combat/CombatOverrides.h"
#include "i18n/Translate.h"

#include "combat/CombatEffects.h"
#include "combat/CombatStep.h"
#include "combat/CombatTurn.h"
#include "combat/CombatWords.h"
#include "combat/FigureKeys.h"
#include "combat/Injury.h"

#include <QCoreApplication>

namespace hk {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::CombatOverrides", text, disambiguation, n);
}

} // namespace

bool CombatOverrides::postureFromKey(const QString& key, Posture* out)
{
    const std::optional<Posture> posture = kPostureKeys.fromKey(key);
    if (posture)
        *out = *posture;
    return posture.has_value();
}

namespace {
// The line for a change of vitality the GM's edit made: a figure brought round stays on the ground.
QString vitalityLine(const EncounterFigure& f)
{
    switch (f.body.vitality) {
    case Vitality::Dead: return tr("%1 is dead.").arg(f.body.name);
    case Vitality::Unconscious: return tr("%1 is unconscious.").arg(f.body.name);
    case Vitality::Active: break;
    }
    return f.body.posture == Posture::Standing ? tr("%1 is back on their feet.").arg(f.body.name)
                                               : tr("%1 comes round, still on the ground.").arg(f.body.name);
}
} // namespace

bool CombatOverrides::adjustSt(qint64 id, const QString& figureId, int wounds, int fatigue, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("GM: change ST"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = step.figure(figureId, e);
        if (!f)
            return false;
        if (wounds == 0 && fatigue == 0) {
            *e = tr("Give the hits or fatigue to add (negative to heal).");
            return false;
        }
        if (f->wounds + wounds < 0 || f->fatigue + fatigue < 0) {
            *e = tr("%1 has only %2 wounds and %3 fatigue from this fight to take back.").arg(f->body.name).arg(f->wounds).arg(f->fatigue);
            return false;
        }
        const CombatParameters& p = step.parameters();
        f->wounds += wounds;
        f->fatigue += fatigue;
        f->body.st = qMin(f->body.stBasic, f->body.st - wounds - fatigue);
        if (p.nonlethalRule) // fatigue is nonlethal damage under W&W's optional rule (004 l.567)
            f->body.nonlethal = qBound(0, f->body.nonlethal + fatigue, qMax(0, f->body.stBasic - f->body.st));
        const Vitality before = f->body.vitality;
        f->body.vitality = Injury::vitalityOf(p, f->body);
        if (f->body.vitality != Vitality::Active)
            f->body.posture = Posture::Fallen; // down and out lie on the ground, as after a blow
        step.log(QStringLiteral("gm"), figureId,
                 tr("The GM sets %1's ST to %2 (%3 hits and %4 fatigue from this fight in all).")
                     .arg(f->body.name).arg(f->body.st).arg(f->wounds).arg(f->fatigue));
        if (before != f->body.vitality)
            step.log(QStringLiteral("gm"), figureId, vitalityLine(*f));
        CombatEffects::afterHarm(step);
        // A proposed actor the edit put out of the fight no longer acts: the turn moves on.
        f = step.state().figure(figureId);
        if (f && step.state().phase == CombatPhase::Actions && step.state().actor == figureId && !CombatTurn::mayAct(*f))
            CombatTurn::proposeNextActor(step);
        return true;
    }, error);
}

bool CombatOverrides::setPosture(qint64 id, const QString& figureId, Posture posture, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("GM: posture"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = step.figure(figureId, e);
        if (!f)
            return false;
        f->body.posture = posture;
        step.log(QStringLiteral("gm"), figureId, tr("The GM puts %1 %2.").arg(f->body.name, CombatWords::postureName(posture)), f->hidden);
        return true;
    }, error);
}

bool CombatOverrides::addCondition(qint64 id, const QString& figureId, const QString& key, int turns, int dx, QString* error,
                                   bool secret)
{
    return CombatStep::run(m_campaign, id, tr("GM: add a condition"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = step.figure(figureId, e);
        if (!f)
            return false;
        if (key.trimmed().isEmpty() || turns == 0 || turns < -1) {
            *e = tr("A condition needs a name and a number of turns (or -1 for until removed).");
            return false;
        }
        FigureCondition c;
        c.key = key.trimmed();
        c.turnsLeft = turns;
        c.dx = dx;
        c.source = QStringLiteral("gm");
        c.secret = secret;
        f->body.setCondition(c);
        step.log(QStringLiteral("gm"), figureId,
                 turns > 0 ? tr("%1 is %2 for %n turn(s).", nullptr, turns).arg(f->body.name, CombatWords::conditionName(c.key))
                           : tr("%1 is %2.").arg(f->body.name, CombatWords::conditionName(c.key)),
                 f->hidden || secret);
        return true;
    }, error);
}

bool CombatOverrides::removeCondition(qint64 id, const QString& figureId, const QString& key, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("GM: remove a condition"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = step.figure(figureId, e);
        if (!f)
            return false;
        if (!f->body.hasCondition(key)) {
            *e = tr("%1 is not %2.").arg(f->body.name, CombatWords::conditionName(key));
            return false;
        }
        const bool secret = f->body.condition(key)->secret;
        // A continuing spell whose condition the GM lifts ends with it (and gives back what it took).
        QList<int> ending;
        for (const ActiveSpell& sp : step.state().spells) {
            if (sp.target == figureId && sp.condition == key)
                ending.append(sp.serial);
        }
        for (int serial : ending)
            CombatEffects::endSpell(step, serial, tr("the GM lifts it."));
        f = step.state().figure(figureId);
        f->body.removeCondition(key);
        step.log(QStringLiteral("gm"), figureId, tr("%1 is no longer %2.").arg(f->body.name, CombatWords::conditionName(key)), f->hidden || secret);
        return true;
    }, error);
}

bool CombatOverrides::setHidden(qint64 id, const QString& figureId, bool hidden, QString* error)
{
    return CombatStep::run(m_campaign, id, hidden ? tr("GM: hide a figure") : tr("GM: reveal a figure"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = step.figure(figureId, e);
        if (!f)
            return false;
        f->hidden = hidden;
        step.log(QStringLiteral("gm"), figureId, hidden ? tr("%1 is hidden from the players.").arg(f->body.name)
                                                        : tr("%1 is seen again.").arg(f->body.name),
                 hidden);
        return true;
    }, error);
}

bool CombatOverrides::setActor(qint64 id, const QString& figureId, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("GM: who acts next"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = step.figure(figureId, e);
        if (!f)
            return false;
        if (step.state().phase != CombatPhase::Actions || !CombatTurn::mayAct(*f)) {
            *e = tr("%1 cannot act now.").arg(f->body.name);
            return false;
        }
        step.state().actor = figureId;
        step.log(QStringLiteral("next"), figureId, tr("The GM rules that %1 acts next.").arg(f->body.name));
        return true;
    }, error);
}

} // namespace hk
