// CombatActions' disengage: Warrior & Wizard's action for an engaged figure that has not moved (004 l.542).
// Kept apart from the attacks in CombatActions.cpp; the foes' blows afterwards go through Disengaging.
#include "combat/CombatActions.h"
#include "i18n/Translate.h"

#include "combat/CombatActionSupport.h"
#include "combat/CombatStep.h"
#include "combat/CombatTurn.h"
#include "combat/Engagement.h"
#include "combat/Footprint.h"
#include "combat/HexMap.h"

#include <QCoreApplication>

namespace hk {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::CombatActions", text, disambiguation, n);
}

// Why the figure cannot step to `to` (empty when it can): the next hex, open, free, and out of every threat zone.
QString blocked(const CombatState& s, const EncounterFigure& f, const HexCoord& to, const CombatParameters& p)
{
    if (!f.body.isOneHex())
        return tr("%1 covers more than one hex: the GM moves it.").arg(f.body.name);
    if (f.body.position.distanceTo(to) != 1)
        return tr("%1 disengages one hex; %2 is %3 away.").arg(f.body.name, HexMap::label(to)).arg(f.body.position.distanceTo(to));
    if (!s.map.isOpen(to))
        return tr("%1 cannot stand on %2.").arg(f.body.name, HexMap::label(to));
    QList<CombatFigure> others = s.bodiesOnMap();
    others.removeIf([&](const CombatFigure& b) { return b.id == f.body.id; });
    for (const CombatFigure& o : others) {
        if (!o.isDown() && Footprint::hexes(o).contains(to))
            return tr("%1 cannot end its move on %2: %3 is there.").arg(f.body.name, HexMap::label(to), o.name);
    }
    CombatFigure there = f.body;
    there.position = to;
    const QStringList still = Engagement::threateningEnemies(there, others, p);
    if (Engagement::isEngaged(there, others, p) && !still.isEmpty()) {
        const EncounterFigure* foe = s.figure(still.constFirst());
        return tr("On %1, %2 would still be in %3's threat zone.").arg(HexMap::label(to), f.body.name, foe ? foe->body.name : still.constFirst());
    }
    return QString();
}

} // namespace

using namespace CombatActionSupport;

QList<HexCoord> CombatActions::disengageHexes(const CombatState& s, const EncounterFigure& f, const CombatParameters& p)
{
    QList<HexCoord> out;
    if (!f.placed || f.hexesMoved > 0 || Engagement::threateningEnemies(f.body, s.bodiesOnMap(), p).isEmpty())
        return out;
    for (int d = 0; d < 6; ++d) {
        const HexCoord h = f.body.position + HexCoord::direction(d);
        if (blocked(s, f, h, p).isEmpty())
            out.append(h);
    }
    return out;
}

bool CombatActions::disengage(qint64 id, const QString& figureId, const HexCoord& to, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Disengage"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = step.figure(figureId, e);
        if (!f)
            return false;
        if (!f->placed) {
            *e = tr("%1 is not on the map.").arg(f->body.name);
            return false;
        }
        if (!readyToAct(step, *f, QStringLiteral("disengage"), e))
            return false;
        if (f->hexesMoved > 0) {
            *e = tr("%1 has moved this turn: only a figure that has not moved may disengage.").arg(f->body.name);
            return false;
        }
        CombatState& s = step.state();
        const QStringList foes = Engagement::threateningEnemies(f->body, s.bodiesOnMap(), step.parameters());
        if (foes.isEmpty()) {
            *e = tr("%1 is not in anyone's threat zone: there is nothing to disengage from.").arg(f->body.name);
            return false;
        }
        if (const QString why = blocked(s, *f, to, step.parameters()); !why.isEmpty()) {
            *e = why;
            return false;
        }
        f->disengagedFrom = foes;
        f->leftHex = f->body.position;
        f->disengageDex = f->body.adjustedDx();
        f->body.position = to;
        f->hexesMoved = 1;
        QStringList names;
        for (const QString& foe : foes)
            names.append(s.figure(foe)->body.name);
        step.log(QStringLiteral("move"), figureId,
                 tr("%1 disengages from %2 to %3; they may still strike at it this turn, at −1 per point of DEX it has over them.")
                     .arg(f->body.name, names.join(QStringLiteral(", ")), HexMap::label(to)));
        finish(step, figureId);
        return true;
    }, error);
}

} // namespace hk
