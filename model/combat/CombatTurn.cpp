#include "combat/CombatTurn.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "combat/CombatEffects.h"
#include "combat/CombatInitiative.h"
#include "combat/CombatMoves.h"
#include "combat/CombatSpell.h"
#include "combat/CombatStep.h"
#include "combat/Engagement.h"
#include "combat/Footprint.h"
#include "combat/HexLine.h"
#include "combat/Injury.h"
#include "combat/MovementRules.h"
#include "combat/SpellCasting.h"
#include "combat/SpellSideEffects.h"
#include "combat/TurnOrder.h"
#include "packages/RuleToggles.h"
#include "packages/Ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace hk {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::CombatTurn", text, disambiguation, n);
}

bool inPhase(CombatStep& step, CombatPhase phase, QString* error)
{
    if (step.state().phase == phase)
        return true;
    *error = tr("That belongs to the %1 phase; the fight is in the %2 phase.").arg(phaseName(phase), phaseName(step.state().phase));
    return false;
}


void beginRenewal(CombatStep& step)
{
    CombatState& s = step.state();
    s.phase = CombatPhase::RenewSpells;
    for (ActiveSpell& sp : s.spells)
        sp.renewedThisTurn = !sp.upkeepDue(s.turn); // timed, or an upkeep per minute still paid for
}

// A side begins its movement: whether each of its figures is engaged is judged now, after the sides before
// it have moved (l.107), and decides the options open to it.
void startSide(CombatStep& step, int side)
{
    CombatState& s = step.state();
    s.movingSide = side;
    for (EncounterFigure& f : s.figures) {
        if (f.body.side == side)
            f.engagedAtStart = f.placed && f.body.isActive() && CombatTurn::isEngaged(s, f, step.parameters());
    }
}

// Figure order: the figure begins its movement (its engagement judged now, after those before it moved).
void startFigure(CombatStep& step, const QString& id)
{
    CombatState& s = step.state();
    s.mover = id;
    if (EncounterFigure* f = s.figure(id))
        f->engagedAtStart = f->placed && f->body.isActive() && CombatTurn::isEngaged(s, *f, step.parameters());
}

// The next figure in initiative order after `after` (empty: from the start) that can still move.
QString nextMover(const CombatState& s, const QString& after)
{
    qsizetype from = after.isEmpty() ? 0 : s.initiativeOrder.indexOf(after) + 1;
    for (qsizetype i = from; i < s.initiativeOrder.size(); ++i) {
        const EncounterFigure* f = s.figure(s.initiativeOrder.at(i));
        if (f && f->placed && f->body.isActive() && !f->body.isHeld())
            return f->body.id;
    }
    return {};
}

void beginMovement(CombatStep& step)
{
    CombatState& s = step.state();
    // Continuing spells not renewed end before movement (l.103).
    QList<int> unpaid;
    for (const ActiveSpell& sp : s.spells) {
        if (!sp.renewedThisTurn)
            unpaid.append(sp.serial);
    }
    for (int serial : unpaid)
        CombatEffects::endSpell(step, serial, tr("not renewed."));
    s.phase = CombatPhase::Movement;
    CombatMoves::noteAvertStart(step); // how far each averted figure starts from its caster (l.582)
    for (EncounterFigure& f : s.figures) {
        f.moved = false;
        f.hexesMoved = 0;
        f.straightRun = 0;
    }
    if (!s.initiativeOrder.isEmpty()) {
        startFigure(step, nextMover(s, QString()));
        const EncounterFigure* f = s.figure(s.mover);
        step.log(QStringLiteral("phase"), QString(), tr("Movement in initiative order."));
        if (f)
            step.log(QStringLiteral("mover"), f->body.id, tr("%1 moves.").arg(f->body.name), f->hidden);
        return;
    }
    startSide(step, s.movementOrder.value(0, -1));
    step.log(QStringLiteral("phase"), QString(), tr("Movement: side %1 moves first.").arg(s.movingSide));
}

void beginActions(CombatStep& step)
{
    CombatState& s = step.state();
    CombatMoves::driveAverted(step); // what Avert demands of the movement just ended (l.582)
    s.phase = CombatPhase::Actions;
    s.movingSide = -1;
    s.mover.clear();
    step.log(QStringLiteral("phase"), QString(),
             s.initiativeOrder.isEmpty() ? tr("Actions, highest adjusted DX first.") : tr("Actions in initiative order."));
    CombatTurn::proposeNextActor(step);
}

// An Aid that wore off takes back what it added (l.584): its IQ, and whatever is left of the ST it gave.
void takeBackAid(CombatStep& step, EncounterFigure& f, const QList<FigureCondition>& before)
{
    for (const FigureCondition& c : before) {
        if ((c.stAdded == 0 && c.iqAdded == 0) || f.body.hasCondition(c.key))
            continue;
        f.body.iq -= c.iqAdded;
        if (c.stAdded > 0 && f.body.st > c.stWithout) {
            f.body.st = c.stWithout;
            step.log(QStringLiteral("condition"), f.body.id, tr("%1's ST goes back to %2.").arg(f.body.name).arg(f.body.st));
            const Vitality v = Injury::vitalityFor(step.parameters(), f.body.st);
            if (f.body.vitality == Vitality::Active && v != Vitality::Active) {
                f.body.vitality = v;
                step.log(QStringLiteral("condition"), f.body.id, tr("%1 falls unconscious again.").arg(f.body.name));
            }
        }
    }
}

// A figure that bent over to pick up a weapon (l.148) stands again, its weapon ready for the next turn; until
// then it had no front (l.223).
void straightenUp(CombatStep& step, EncounterFigure& f)
{
    if (f.body.posture != Posture::BendingOver || !f.body.isActive())
        return;
    f.body.posture = Posture::Standing;
    step.log(QStringLiteral("condition"), f.body.id, tr("%1 straightens up, weapon ready.").arg(f.body.name), f.hidden);
}

void endTurn(CombatStep& step)
{
    CombatState& s = step.state();
    CombatMoves::wwStayingInFire(step); // W&W: a turn spent standing in fire (004 l.1122)
    SpellSideEffects::shockShields(step); // each turn's end the spell is on (000 l.603)
    // The Rope's "helpless at DX n" (l.616), read from the spell's numbers; without it nobody is bound fast.
    const std::optional<double> helplessAt = spellEffect(step.campaign().rules(), QStringLiteral("rope"), QStringLiteral("helpless-at-dx"));
    for (EncounterFigure& f : s.figures) {
        // A Rope tightens every further turn (l.616).
        for (FigureCondition& c : f.body.conditions) {
            if (c.dxPerTurn == 0)
                continue;
            c.dx += c.dxPerTurn;
            if (helplessAt && f.body.adjustedDx() <= *helplessAt && f.body.posture == Posture::Standing) {
                f.body.posture = Posture::Fallen;
                step.log(QStringLiteral("condition"), f.body.id, tr("%1 is bound fast and falls, helpless.").arg(f.body.name));
            }
        }
        CombatEffects::catchBreath(step, f);
        const QList<FigureCondition> lasting = f.body.conditions;
        const QStringList before = [&] {
            QStringList keys;
            for (const FigureCondition& c : f.body.conditions)
                keys.append(c.key);
            return keys;
        }();
        Injury::endOfTurn(&f.body, step.parameters());
        takeBackAid(step, f, lasting);
        straightenUp(step, f);
        for (const QString& key : before) {
            if (f.body.hasCondition(key) || key == QLatin1String(Injury::woundedLastTurn) || key == QLatin1String(CombatEffects::breatherKey))
                continue;
            const RuleEntry* spell = spellEntry(step.campaign().rules(), key);
            step.log(QStringLiteral("condition"), f.body.id, tr("%1 on %2 wears off.").arg(spell ? spell->name() : key, f.body.name));
        }
        if (f.body.hasCondition(QLatin1String(Injury::woundedLastTurn)) && !before.contains(QLatin1String(Injury::woundedLastTurn))
            && f.body.vitality != Vitality::Dead) // the dead have no next turn
            step.log(QStringLiteral("condition"), f.body.id, tr("%1 took heavy hits: −2 DX next turn.").arg(f.body.name));
        f.engagedAtStart = false;
        f.moved = false;
        f.hexesMoved = 0;
        f.straightRun = 0;
        f.hurtThisTurn.clear();
        f.hitAdjacentWithMissile = false;
        f.disengagedFrom.clear();
        f.leftHex = {};
        f.disengageDex = 0;
    }
    // Creations that last a number of turns (images, fire, walls) count down like conditions (l.103).
    QList<int> expired;
    for (ActiveSpell& sp : s.spells) {
        sp.renewedThisTurn = false;
        if (sp.turnsLeft > 0 && --sp.turnsLeft == 0)
            expired.append(sp.serial);
    }
    for (int serial : expired)
        CombatEffects::endSpell(step, serial, tr("its time is up."));
    const QList<int> sides = CombatInitiative::activeSides(s);
    s.turn += 1;
    s.phase = CombatPhase::Initiative;
    s.initiativeSide = -1;
    s.movementOrder.clear();
    s.initiativeOrder.clear();
    s.mover.clear();
    s.actor.clear();
    step.log(QStringLiteral("turn"), QString(),
             sides.size() < 2 ? tr("Turn %1. Only side %2 can still fight: the GM may end the fight.").arg(s.turn).arg(sides.value(0))
                              : tr("Turn %1.").arg(s.turn));
}

} // namespace

bool CombatTurn::isEngaged(const CombatState& s, const EncounterFigure& f, const CombatParameters& p)
{
    return Engagement::isEngaged(f.body, s.bodiesOnMap(), p);
}

QList<MovementOption> CombatTurn::options(const CombatState& s, const EncounterFigure& f, const CombatParameters& p)
{
    const bool engaged = s.phase == CombatPhase::Movement || s.phase == CombatPhase::Actions ? f.engagedAtStart
                                                                                                : isEngaged(s, f, p);
    return MovementRules::available(p, engaged, f.body);
}

int CombatTurn::hexesLeft(const CombatState& s, const EncounterFigure& f, const CombatParameters& p)
{
    if (f.body.isHeld() || !f.body.isActive())
        return 0;
    int most = 0;
    const bool engaged = s.phase == CombatPhase::Movement ? f.engagedAtStart : isEngaged(s, f, p);
    if (const MovementOption* chosen = p.option(f.body.optionKey, engaged)) {
        most = MovementRules::maxHexes(p, *chosen, f.body.currentMa(), f.body.ma);
    } else {
        for (const MovementOption& o : options(s, f, p))
            most = qMax(most, MovementRules::maxHexes(p, o, f.body.currentMa(), f.body.ma));
    }
    return qMax(0, most - f.hexesMoved);
}

bool CombatTurn::mayAct(const EncounterFigure& f)
{
    return f.placed && f.body.isActive() && !f.body.actedThisTurn && !f.body.isHeld();
}

namespace {
bool hasAction(CombatStep& step, const EncounterFigure& f)
{
    const MovementOption* o = step.parameters().option(f.body.optionKey, f.engagedAtStart);
    return !o || !o->actions.isEmpty(); // an option with no action (moved at full MA) ends its turn
}
} // namespace

void CombatTurn::proposeNextActor(CombatStep& step)
{
    CombatState& s = step.state();
    if (!s.initiativeOrder.isEmpty()) {
        // Figure order: the order rolled at the start of the turn holds, whatever DEX does since (004 l.477).
        s.actor.clear();
        for (const QString& id : s.initiativeOrder) {
            const EncounterFigure* f = s.figure(id);
            if (f && mayAct(*f) && hasAction(step, *f)) {
                s.actor = id;
                step.log(QStringLiteral("next"), id, tr("%1 acts next (initiative order).").arg(f->body.name));
                return;
            }
        }
        step.log(QStringLiteral("next"), QString(), tr("Everyone has acted this turn."));
        return;
    }
    QList<ActorCandidate> left;
    for (const EncounterFigure& f : s.figures) {
        if (!mayAct(f) || !hasAction(step, f))
            continue;
        left.append({f.body.id, f.body.adjustedDx()});
    }
    // The tie rolls are the GM's: a hidden figure tied with a visible one would show in them. The players hear
    // of a tie roll only when figures they see tied.
    const NextActor next = TurnOrder::next(step.roller(), step.parameters(), left, {tr("GM"), tr("who acts next"), true},
                                           step.rollLog());
    s.actor = next.id;
    QStringList tiedInSight;
    for (const RollRecord& roll : next.tieRolls) {
        const EncounterFigure* tied = s.figure(roll.who);
        if (tied && !tied->isUnseen() && !tiedInSight.contains(roll.who))
            tiedInSight.append(roll.who);
    }
    if (const EncounterFigure* f = s.figure(next.id)) {
        step.log(QStringLiteral("next"), next.id,
                 tiedInSight.size() < 2 ? tr("%1 acts next (adjusted DX %2).").arg(f->body.name).arg(f->body.adjustedDx())
                                        : tr("%1 acts next (adjusted DX %2, won the tie roll).").arg(f->body.name).arg(f->body.adjustedDx()));
    } else {
        step.log(QStringLiteral("next"), QString(), tr("Everyone has acted this turn."));
    }
}

bool CombatTurn::rollInitiative(qint64 id, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Roll initiative"), [&](CombatStep& step, QString* e) {
        if (!inPhase(step, CombatPhase::Initiative, e))
            return false;
        // One roll a turn: rolling again until a side likes the result is not a rule (undo takes a roll back).
        if (!step.state().initiativeOrder.isEmpty()) {
            *e = tr("Initiative for turn %1 is already rolled. Undo to roll again.").arg(step.state().turn);
            return false;
        }
        if (step.state().initiativeSide >= 0) {
            *e = tr("Initiative for turn %1 is already rolled: side %2 won it. Undo to roll again.")
                     .arg(step.state().turn).arg(step.state().initiativeSide);
            return false;
        }
        return CombatInitiative::roll(step, e);
    }, error);
}

bool CombatTurn::rollInitiative(qint64 id, int firstSide, QString* error)
{
    if (firstSide < 0)
        return rollInitiative(id, error);
    return m_campaign.change(tr("Roll initiative"), [&](QString*, QString* e) {
        return rollInitiative(id, e) && setMovementOrder(id, firstSide, e);
    }, error);
}

bool CombatTurn::setMovementOrder(qint64 id, int firstSide, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Choose who moves first"), [&](CombatStep& step, QString* e) {
        CombatState& s = step.state();
        if (s.phase != CombatPhase::Initiative && s.phase != CombatPhase::RenewSpells) {
            *e = tr("The order of movement is chosen after the initiative roll, before anyone moves.");
            return false;
        }
        if (!s.initiativeOrder.isEmpty()) {
            *e = tr("Figures move in initiative order here; no side chooses who moves first.");
            return false;
        }
        if (s.initiativeSide < 0) {
            *e = tr("Roll initiative first.");
            return false;
        }
        if (!s.movementOrder.contains(firstSide)) {
            *e = tr("Side %1 has no figure able to move.").arg(firstSide);
            return false;
        }
        s.movementOrder.removeAll(firstSide);
        s.movementOrder.prepend(firstSide);
        step.log(QStringLiteral("initiative"), QString(), tr("Side %1 chooses: side %2 moves first.").arg(s.initiativeSide).arg(firstSide));
        return true;
    }, error);
}

bool CombatTurn::renew(qint64 id, int serial, bool pay, QString* error)
{
    return CombatStep::run(m_campaign, id, pay ? tr("Renew a spell") : tr("Let a spell go"), [&](CombatStep& step, QString* e) {
        if (!inPhase(step, CombatPhase::RenewSpells, e))
            return false;
        ActiveSpell* sp = step.state().spell(serial);
        if (!sp || sp->upkeep <= 0) {
            *e = tr("No continuing spell %1 is running.").arg(serial);
            return false;
        }
        if (!pay) {
            CombatEffects::endSpell(step, serial, tr("its caster lets it go."));
            return true;
        }
        if (sp->renewedThisTurn) {
            *e = sp->upkeepTurns > 1 && !sp->upkeepDue(step.state().turn)
                     ? tr("%1 is paid for until the end of turn %2.").arg(sp->name).arg(sp->paidThrough)
                     : tr("%1 is already paid for this turn.").arg(sp->name);
            return false;
        }
        EncounterFigure* caster = step.figure(sp->caster, e);
        if (!caster)
            return false;
        if (!CombatEffects::canPay(step, *caster, sp->upkeep)) {
            *e = tr("%1 has only %2 ST: not enough to keep %3 going.").arg(caster->body.name).arg(caster->body.st).arg(sp->name);
            return false;
        }
        sp->renewedThisTurn = true;
        sp->paidIn(step.state().turn);
        const QString name = sp->name;
        const int upkeep = sp->upkeep;
        const bool secret = sp->secret || step.state().madeBeing(*sp);
        CombatEffects::spendSt(step, *caster, upkeep, name, secret);
        return true;
    }, error);
}

bool CombatTurn::chooseOption(qint64 id, const QString& figureId, const QString& option, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Choose an option"), [&](CombatStep& step, QString* e) {
        CombatState& s = step.state();
        EncounterFigure* f = step.figure(figureId, e);
        if (!f)
            return false;
        if (s.phase != CombatPhase::Movement && s.phase != CombatPhase::Actions) {
            *e = tr("Options are chosen in the movement phase.");
            return false;
        }
        const QList<MovementOption> allowed = MovementRules::legalAfterMoving(step.parameters(), f->engagedAtStart, f->body,
                                                                              f->hexesMoved, f->body.ma);
        const auto it = std::find_if(allowed.begin(), allowed.end(), [&](const MovementOption& o) { return o.key == option; });
        if (it == allowed.end()) {
            QStringList keys;
            for (const MovementOption& o : allowed)
                keys.append(o.key);
            *e = tr("%1 cannot take option “%2” now; open to it: %3.").arg(f->body.name, option, keys.join(QStringLiteral(", ")));
            return false;
        }
        f->body.optionKey = option;
        step.log(QStringLiteral("option"), figureId, tr("%1 chooses %2.").arg(f->body.name, it->label()));
        return true;
    }, error);
}

bool CombatTurn::face(qint64 id, const QString& figureId, int facing, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Turn a figure"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = step.figure(figureId, e);
        if (!f)
            return false;
        if (f->body.facing != HexCoord::normalizeDirection(facing))
            f->straightRun = 0;
        f->body.facing = HexCoord::normalizeDirection(facing);
        static const char* const compass[] = {QT_TRANSLATE_NOOP("hk::CombatTurn", "north"), QT_TRANSLATE_NOOP("hk::CombatTurn", "north-east"),
                                              QT_TRANSLATE_NOOP("hk::CombatTurn", "south-east"), QT_TRANSLATE_NOOP("hk::CombatTurn", "south"),
                                              QT_TRANSLATE_NOOP("hk::CombatTurn", "south-west"), QT_TRANSLATE_NOOP("hk::CombatTurn", "north-west")};
        step.log(QStringLiteral("face"), figureId, tr("%1 turns to face %2.").arg(f->body.name, tr(compass[f->body.facing])), f->hidden);
        return true;
    }, error);
}

bool CombatTurn::advance(qint64 id, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Next phase"), [&](CombatStep& step, QString* e) {
        CombatState& s = step.state();
        switch (s.phase) {
        case CombatPhase::Setup:
            *e = tr("Start the fight first.");
            return false;
        case CombatPhase::Ended:
            *e = tr("This fight is over.");
            return false;
        case CombatPhase::Initiative:
            if (s.initiativeSide < 0 && s.initiativeOrder.isEmpty() && !CombatInitiative::roll(step, e))
                return false;
            beginRenewal(step);
            step.log(QStringLiteral("phase"), QString(), step.parameters().figureInitiative() ? tr("Spell upkeep.") : tr("Renew spells."));
            return true;
        case CombatPhase::RenewSpells:
            beginMovement(step);
            return true;
        case CombatPhase::Movement: {
            if (!s.initiativeOrder.isEmpty()) {
                const QString next = nextMover(s, s.mover);
                if (next.isEmpty()) {
                    beginActions(step);
                } else {
                    startFigure(step, next);
                    const EncounterFigure* f = s.figure(next);
                    step.log(QStringLiteral("mover"), next, tr("%1 moves.").arg(f->body.name), f->hidden);
                }
                return true;
            }
            const int at = s.movementOrder.indexOf(s.movingSide);
            if (at >= 0 && at + 1 < s.movementOrder.size()) {
                startSide(step, s.movementOrder.at(at + 1));
                step.log(QStringLiteral("phase"), QString(), tr("Side %1 moves.").arg(s.movingSide));
            } else {
                beginActions(step);
            }
            return true;
        }
        case CombatPhase::Actions:
            if (!s.actor.isEmpty()) {
                // The proposed actor did nothing: it passes (one down since has nothing to pass).
                if (EncounterFigure* f = s.figure(s.actor); f && mayAct(*f)) {
                    f->body.actedThisTurn = true;
                    step.log(QStringLiteral("pass"), f->body.id, tr("%1 does nothing.").arg(f->body.name));
                }
                proposeNextActor(step);
                if (!s.actor.isEmpty())
                    return true;
            }
            if (!step.parameters().forcedRetreats) {
                endTurn(step);
                return true;
            }
            s.phase = CombatPhase::ForcedRetreats;
            step.log(QStringLiteral("phase"), QString(), tr("Forced retreats."));
            return true;
        case CombatPhase::ForcedRetreats:
            endTurn(step);
            return true;
        }
        return false;
    }, error);
}

bool CombatTurn::pass(qint64 id, const QString& figureId, const QString& note, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Pass"), [&](CombatStep& step, QString* e) {
        if (!inPhase(step, CombatPhase::Actions, e))
            return false;
        EncounterFigure* f = step.figure(figureId, e);
        if (!f)
            return false;
        if (!mayAct(*f)) {
            *e = tr("%1 has no action left this turn.").arg(f->body.name);
            return false;
        }
        f->body.actedThisTurn = true;
        if (f->body.optionKey == QLatin1String("stand-up") && f->body.posture != Posture::Standing) {
            f->body.posture = Posture::Standing;
            step.log(QStringLiteral("action"), figureId, tr("%1 stands up.").arg(f->body.name));
        } else {
            step.log(QStringLiteral("action"), figureId,
                     note.isEmpty() ? tr("%1 holds its action.").arg(f->body.name) : tr("%1: %2").arg(f->body.name, note));
        }
        proposeNextActor(step);
        return true;
    }, error);
}

} // namespace hk
