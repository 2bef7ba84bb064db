#include "combat/MissileSpell.h"

#include "combat/HexLine.h"
#include "dice/DiceRoller.h"
#include "dice/Rolls.h"

#include <QCoreApplication>

#include <algorithm>

namespace hk::MissileSpell {

int rangeDx(const CombatParameters& p, int megahexes)
{
    for (const MissileRangeBand& band : p.missileRange) {
        if (megahexes >= band.fromMh && megahexes <= band.toMh)
            return band.dx;
    }
    if (megahexes <= p.missileFreeMegahexes)
        return 0;
    const int beyond = megahexes - p.missileFreeMegahexes;
    const int steps = (beyond + p.missileStepMegahexes - 1) / p.missileStepMegahexes;
    return steps * p.missileDxPerStep;
}

int rangeDx(const CombatParameters& p, int megahexes, int hexes)
{
    if (p.rangeBandHexes <= 0)
        return rangeDx(p, megahexes);
    return p.rangeFirstBandDx + qMax(0, hexes - 1) / p.rangeBandHexes * p.rangeDxPerBand;
}

DiceExpression damage(const CombatSpell& spell, int stPut)
{
    DiceExpression e;
    e.count = spell.damagePerSt.count * stPut;
    e.sides = spell.damagePerSt.sides;
    e.modifier = spell.damagePerSt.modifier * stPut;
    return e;
}

int hitsFrom(int total, int multiplier) { return std::max(0, total) * multiplier; }

std::optional<bool> shelterTakesHit(DiceRoller& dice, const CombatParameters& p, Posture targetPosture,
                                    const RollContext& context, RollLog* log)
{
    int most = 0;
    if (targetPosture == Posture::Prone)
        most = p.shelterProneMaxRoll;
    else if (targetPosture == Posture::Kneeling || targetPosture == Posture::Crawling)
        most = p.shelterKneelingMaxRoll;
    else
        return std::nullopt;
    return Rolls::roll(dice, DiceExpression{1, 6, 0}, context, log).total <= most;
}

namespace {

MissileEvent strike(DiceRoller& dice, const CombatSpell& spell, int stPut, MissileEvent e, int multiplier,
                    const RollContext& context, RollLog* log)
{
    e.kind = MissileEvent::Kind::Hit;
    e.multiplier = multiplier;
    RollContext damageContext = context;
    damageContext.purpose = QCoreApplication::translate("hk::MissileSpell", "%1 damage").arg(spell.name);
    e.damageRoll = Rolls::roll(dice, damage(spell, stPut), damageContext, log);
    e.damage = hitsFrom(e.damageRoll.total, multiplier);
    return e;
}

} // namespace

MissileOutcome resolve(DiceRoller& dice, const CombatParameters& p, const HexMap& map, const CombatSpell& spell,
                       int stPut, const HexCoord& caster, int casterAdjustedDx, int casterBasicSt,
                       const HexCoord& target, const QList<MissilePathFigure>& figures, const RollContext& context,
                       RollLog* log)
{
    MissileOutcome out;
    out.stCost = stPut;
    const Megahex& mh = map.megahexes();
    // Far enough that the megahex limit, not the line, ends the flight: a megahex is at most 3 hexes wide
    // along any line, so (reach + 1) · 3 hexes covers every hex within reach.
    // The map bounds it too, so a dragon's 60-megahex reach does not walk hexes far off the map.
    const int hexReach = std::min((casterBasicSt + 1) * 3, map.columns() + map.rows() + 1);
    const QList<HexLineStep> path = HexLine::extended(caster, target, hexReach);
    for (const HexLineStep& step : path) {
        const HexCoord h = step.hex;
        if (h == caster)
            continue;
        MissileEvent e;
        e.hex = h;
        e.megahexes = p.megahexDistance(mh, caster, h);
        if (e.megahexes > casterBasicSt || !map.contains(h)) {
            e.kind = MissileEvent::Kind::OutOfReach;
            out.events.append(e);
            return out;
        }
        if (map.isWall(h)) {
            if (spell.blastsCreatedWalls && map.isCreatedWall(h)) {
                e = strike(dice, spell, stPut, e, 1, context, log);
                if (e.damage > p.wallLightningHits) {
                    e.kind = MissileEvent::Kind::WallBlasted;
                    out.events.append(e);
                    continue;
                }
            }
            e.kind = MissileEvent::Kind::Blocked;
            out.events.append(e);
            return out;
        }
        const auto it = std::find_if(figures.cbegin(), figures.cend(),
                                     [&](const MissilePathFigure& f) { return f.hex == h; });
        if (it == figures.cend())
            continue;
        e.figureId = it->id;
        e.adjustedDx = casterAdjustedDx + rangeDx(p, e.megahexes, caster.distanceTo(h));
        const bool rollToHit = it->wantHit || h == target;
        if (rollToHit) {
            const ToHitResult r = ToHit::roll(dice, p, AttackKind::MissileSpell, it->defence, e.adjustedDx, context, log);
            e.roll = r.roll;
            if (r.spellFizzles || r.knockedDown) {
                out.casterKnockedDown = r.knockedDown;
                e.kind = MissileEvent::Kind::Fizzled;
                out.events.append(e);
                return out;
            }
            if (!r.hit) {
                e.kind = MissileEvent::Kind::Missed;
                out.events.append(e);
                continue;
            }
            e.multiplier = r.multiplier;
        } else {
            e.roll = Rolls::against(dice, p.toHitDice, e.adjustedDx, &p.toMiss, context, log);
            if (e.roll.success.value_or(false)) {
                e.kind = MissileEvent::Kind::PassedBy;
                out.events.append(e);
                continue;
            }
            e.multiplier = e.roll.effectMultiplier;
        }
        if (it->isImage) {
            // Struck, the image vanishes and the spell flies on unchanged; no damage to roll.
            e.kind = MissileEvent::Kind::ImageBurst;
            out.events.append(e);
            continue;
        }
        e = strike(dice, spell, stPut, e, e.multiplier, context, log);
        out.struckFigure = it->id;
        out.events.append(e);
        return out;
    }
    return out;
}

} // namespace hk::MissileSpell
