// CombatTurn::move, a figure's own move in the movement phase, in named steps: whose move it is, how far it
// may go, where it may stand, staying next to the foes engaging it (l.170), stopping once engaged (l.162),
// and fire on the way (l.590). CombatMoves holds what forced moves share with it.
#include "combat/CombatTurn.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "combat/CombatEffects.h"
#include "combat/CombatMoves.h"
#include "combat/CombatSpell.h"
#include "combat/CombatStep.h"
#include "combat/Engagement.h"
#include "combat/Footprint.h"
#include "combat/HexLine.h"
#include "packages/Ruleset.h"

#include <QCoreApplication>

#include <algorithm>

namespace hk {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::CombatTurn", text, disambiguation, n);
}

// The movement phase, the figure's turn to move, and a figure on the map able to move.
EncounterFigure* moverNow(CombatStep& step, const QString& figureId, QString* e)
{
    CombatState& s = step.state();
    if (s.phase != CombatPhase::Movement) {
        *e = tr("That belongs to the %1 phase; the fight is in the %2 phase.").arg(phaseName(CombatPhase::Movement), phaseName(s.phase));
        return nullptr;
    }
    EncounterFigure* f = step.figure(figureId, e);
    if (!f)
        return nullptr;
    if (!s.movesNow(*f)) {
        const EncounterFigure* mover = s.figure(s.mover);
        *e = !s.initiativeOrder.isEmpty()
                 ? tr("It is %1's turn to move, not %2's.").arg(mover ? mover->body.name : tr("nobody"), f->body.name)
                 : tr("It is side %1's turn to move, not %2's.").arg(s.movingSide).arg(f->body.name);
        return nullptr;
    }
    if (!f->placed || !f->body.isActive()) {
        *e = tr("%1 cannot move.").arg(f->body.name);
        return nullptr;
    }
    return f;
}

bool withinReach(CombatStep& step, const EncounterFigure& f, const HexCoord& to, QString* e)
{
    const int distance = f.body.position.distanceTo(to);
    const int left = CombatTurn::hexesLeft(step.state(), f, step.parameters());
    if (distance <= left)
        return true;
    *e = tr("%1 may move %n more hex(es) with this option; %2 is %3 away.", nullptr, left).arg(f.body.name, HexMap::label(to)).arg(distance);
    return false;
}

// An engaged one-hex figure shifting must stay next to every foe engaging it (l.170); stepping away is what
// the disengage option is for (its step is made here, in the movement phase).
bool staysNextToFoes(const CombatState& s, const CombatParameters& p, const EncounterFigure& f, const HexCoord& to, QString* e)
{
    if (!f.engagedAtStart || !f.body.isOneHex() || f.body.optionKey == QLatin1String("disengage"))
        return true;
    const QList<CombatFigure> all = s.bodiesOnMap();
    for (const QString& foeId : Engagement::threateningEnemies(f.body, all, p)) {
        const EncounterFigure* foe = s.figure(foeId);
        const QList<HexCoord> body = Footprint::hexes(foe->body);
        const bool stillNext = std::any_of(body.cbegin(), body.cend(), [&](const HexCoord& h) { return h.distanceTo(to) == 1; });
        if (!stillNext) {
            *e = tr("%1 is engaged with %2 and must stay next to it when shifting; choose disengage to step away.")
                     .arg(f.body.name, foe->body.name);
            return false;
        }
    }
    return true;
}

// A figure must stop as soon as it becomes engaged (l.162): a disengaged one may not move on past the first
// hex where it is engaged, nor move again once it has stopped so.
bool stopsWhenEngaged(CombatStep& step, const EncounterFigure& f, const QList<HexCoord>& path, const HexCoord& to, QString* e)
{
    if (f.engagedAtStart)
        return true;
    QList<CombatFigure> others = step.state().bodiesOnMap();
    others.removeIf([&](const CombatFigure& b) { return b.id == f.body.id; });
    auto engagedAt = [&](const HexCoord& h) {
        CombatFigure there = f.body;
        there.position = h;
        return Engagement::isEngaged(there, others, step.parameters());
    };
    if (f.moved && engagedAt(f.body.position)) {
        *e = tr("%1 became engaged and had to stop there.").arg(f.body.name);
        return false;
    }
    for (const HexCoord& h : path) {
        if (h != to && engagedAt(h)) {
            *e = tr("%1 becomes engaged at %2 and must stop there.").arg(f.body.name, HexMap::label(h));
            return false;
        }
    }
    return true;
}

// A figure of low IQ will not walk into fire (l.590); images and illusions go where their maker sends them.
bool willEnterFire(CombatStep& step, const EncounterFigure& f, const CombatMoves::FireOnWay& fire, QString* e)
{
    const std::optional<double> minIq = spellEffect(step.campaign().rules(), QStringLiteral("fire"), QStringLiteral("min-iq-to-enter"));
    if (!fire.any() || !minIq || f.body.iq >= *minIq || f.isFake())
        return true;
    *e = tr("%1 will not go into fire (IQ %2, below %3).").arg(f.body.name).arg(f.body.iq).arg(int(*minIq));
    return false;
}

// The figure stands at `to` facing dir. A run straight ahead without turning (a pole arm's charge, 004
// l.1106) goes on while the figure keeps moving the way it faces.
void stepTo(CombatStep& step, EncounterFigure& f, const HexCoord& to, int dir)
{
    const int distance = f.body.position.distanceTo(to);
    const bool straight = distance > 0 && f.body.position + HexCoord::direction(dir) * distance == to;
    f.straightRun = straight ? (f.straightRun > 0 && f.body.facing == dir ? f.straightRun : 0) + distance : 0;
    f.body.position = to;
    f.body.facing = dir;
    f.hexesMoved += distance;
    f.moved = true;
    step.log(QStringLiteral("move"), f.body.id, tr("%1 moves %n hex(es) to %2.", nullptr, distance).arg(f.body.name, HexMap::label(to)),
             f.hidden, {{QStringLiteral("hexes"), distance}});
}

} // namespace

bool CombatTurn::move(qint64 id, const QString& figureId, const HexCoord& to, int facing, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Move"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = moverNow(step, figureId, e);
        if (!f || !withinReach(step, *f, to, e))
            return false;
        const int dir = HexCoord::normalizeDirection(facing);
        if (!CombatMoves::roomAt(step.state(), *f, to, dir, e) || !staysNextToFoes(step.state(), step.parameters(), *f, to, e))
            return false;
        const QList<HexCoord> path = HexLine::hexes(f->body.position, to).mid(1);
        if (!stopsWhenEngaged(step, *f, path, to, e))
            return false;
        const CombatMoves::FireOnWay fire = CombatMoves::fireOnWay(step.state(), path, to);
        if (!willEnterFire(step, *f, fire, e))
            return false;
        if (CombatMoves::wwFire(step) && !CombatMoves::wwBravesFire(step, *f, fire))
            return true; // balked at the fire: the roll stands, the figure stays (004 l.1122)
        stepTo(step, *f, to, dir);
        CombatMoves::burn(step, *f, fire);
        return true;
    }, error);
}

namespace CombatMoves {

bool roomAt(const CombatState& s, const EncounterFigure& f, const HexCoord& to, int facing, QString* why)
{
    for (const HexCoord& h : Footprint::hexes(f.body.shape, to, HexCoord::normalizeDirection(facing))) {
        if (!s.map.isOpen(h)) {
            *why = tr("%1 cannot stand on %2.").arg(f.body.name, HexMap::label(h));
            return false;
        }
        for (const EncounterFigure* other : s.onMap()) {
            if (other->body.id != f.body.id && !other->body.isDown() && Footprint::hexes(other->body).contains(h)) {
                *why = tr("%1 cannot end its move on %2: %3 is there.").arg(f.body.name, HexMap::label(h), other->body.name);
                return false;
            }
        }
    }
    return true;
}

FireOnWay fireOnWay(const CombatState& s, const QList<HexCoord>& path, const HexCoord& to)
{
    FireOnWay out;
    for (const HexCoord& h : path)
        out.passed += h != to && s.fire.contains(h) ? 1 : 0;
    out.stops = s.fire.contains(to);
    return out;
}

void burn(CombatStep& step, EncounterFigure& f, const FireOnWay& fire)
{
    if (wwFire(step)) {
        wwBurn(step, f, fire);
        return;
    }
    const Ruleset& rules = step.campaign().rules();
    auto number = [&](const char* key) { return int(spellEffect(rules, QStringLiteral("fire"), QLatin1String(key)).value_or(0)); };
    const int hits = fire.passed * number("hits-passing-or-present") + (fire.stops ? number("hits-stopping") : 0);
    if (fire.stops) {
        FigureCondition c;
        c.key = QStringLiteral("in-fire");
        c.turnsLeft = 1;
        c.dx = number("dx-stopping");
        f.body.setCondition(c);
    }
    if (hits > 0)
        CombatEffects::applyHits(step, f, hits, tr("the fire"));
}

} // namespace CombatMoves
} // namespace hk
