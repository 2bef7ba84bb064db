// Moves the rules force on a figure: Avert driving it away from the caster (000 l.582, l.682) and Warrior &
// Wizard's push-back after a blow it kept its feet against (004 l.556). Room and fire are CombatMoves'.
#include "combat/CombatMoves.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "combat/CombatSpell.h"
#include "combat/CombatStep.h"
#include "combat/HexMap.h"
#include "dice/Rolls.h"

#include <QCoreApplication>

namespace hk::CombatMoves {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::CombatMoves", text, disambiguation, n);
}

// The hexes an Avert drives the figure on by (0: not under Avert, or cast since this turn's movement began).
int avertHexes(CombatStep& step, const FigureCondition& c)
{
    const std::optional<double> n = spellEffect(step.campaign().rules(), c.key, QStringLiteral("min-hexes-farther-per-turn"));
    return n ? int(*n) : 0;
}

// The neighbour of `at` the figure may stand in that lies farthest from `away` (farther than `at`), if any.
std::optional<HexCoord> stepAway(const CombatState& s, const EncounterFigure& f, const HexCoord& at, const HexCoord& away)
{
    std::optional<HexCoord> best;
    int bestDistance = at.distanceTo(away);
    QString ignored;
    for (int d = 0; d < HexCoord::directionCount; ++d) {
        const HexCoord n = at.neighbour(d);
        if (s.map.contains(n) && n.distanceTo(away) > bestDistance && roomAt(s, f, n, f.body.facing, &ignored)) {
            best = n;
            bestDistance = n.distanceTo(away);
        }
    }
    return best;
}

// The saving roll of a figure that cannot get away (l.582): 3 dice against adjusted DX, or it falls.
void blocked(CombatStep& step, EncounterFigure& f)
{
    const RollRecord roll = Rolls::against(step.roller(), 3, f.body.adjustedDx(), nullptr, {f.body.name, tr("keeps its feet"), false}, step.rollLog());
    const bool made = roll.success.value_or(false);
    if (!made)
        f.body.posture = Posture::Fallen;
    step.log(QStringLiteral("effect"), f.body.id,
             made ? tr("%1 cannot get farther away: it keeps its feet (%2 against %3).").arg(f.body.name).arg(roll.total).arg(f.body.adjustedDx())
                  : tr("%1 cannot get farther away and falls (%2 against %3).").arg(f.body.name).arg(roll.total).arg(f.body.adjustedDx()),
             false, {{QStringLiteral("roll"), CombatStep::rollJson(roll)}});
}

// Drives one figure away from its Avert's caster until it stands `need` hexes from it.
void drive(CombatStep& step, EncounterFigure& f, const HexCoord& caster, int need)
{
    const CombatState& s = step.state();
    QList<HexCoord> path;
    while (f.body.position.distanceTo(caster) < need) {
        const std::optional<HexCoord> next = stepAway(s, f, f.body.position, caster);
        if (!next) {
            blocked(step, f);
            break;
        }
        f.body.position = *next;
        path.append(*next);
    }
    if (path.isEmpty())
        return;
    f.moved = true;
    step.log(QStringLiteral("move"), f.body.id,
             tr("Avert drives %1 %n hex(es) away, to %2.", nullptr, int(path.size())).arg(f.body.name, HexMap::label(f.body.position)), f.hidden);
    burn(step, f, fireOnWay(s, path, f.body.position));
}

} // namespace

void noteAvertStart(CombatStep& step)
{
    CombatState& s = step.state();
    for (EncounterFigure& f : s.figures) {
        for (FigureCondition& c : f.body.conditions) {
            const EncounterFigure* caster = avertHexes(step, c) > 0 ? s.figure(c.source) : nullptr;
            if (caster)
                c.distanceAtStart = f.body.position.distanceTo(caster->body.position);
        }
    }
}

void driveAverted(CombatStep& step)
{
    CombatState& s = step.state();
    QStringList ids;
    for (const EncounterFigure& f : s.figures)
        ids.append(f.body.id);
    // By id: a figure burnt on the way may end spells and so take others off the map.
    for (const QString& id : ids) {
        const EncounterFigure* f = s.figure(id);
        const QList<FigureCondition> conditions = f ? f->body.conditions : QList<FigureCondition>();
        for (const FigureCondition& c : conditions) {
            EncounterFigure* moving = s.figure(id);
            if (!moving || !moving->placed || !moving->body.isActive() || moving->body.isHeld() || moving->body.isDown())
                break;
            const int hexes = avertHexes(step, c);
            const EncounterFigure* caster = hexes > 0 && c.distanceAtStart >= 0 ? s.figure(c.source) : nullptr;
            if (caster && caster->placed)
                drive(step, *moving, caster->body.position, c.distanceAtStart + hexes);
        }
    }
}

QString pushBack(CombatStep& step, EncounterFigure& f, const std::optional<HexCoord>& source)
{
    const HexCoord away = source && *source != f.body.position ? *source : f.body.position.neighbour(f.body.facing);
    const std::optional<HexCoord> to = stepAway(step.state(), f, f.body.position, away);
    if (!to)
        return tr("%1 has no room behind it and stays where it is.").arg(f.body.name);
    f.body.position = *to;
    return tr("%1 goes back to %2.").arg(f.body.name, HexMap::label(*to));
}

} // namespace hk::CombatMoves
