#pragma once

#include "combat/CombatFigure.h"
#include "combat/CombatParameters.h"
#include "combat/CombatSpell.h"
#include "combat/HexMap.h"
#include "combat/ToHit.h"

#include <QList>
#include <QString>

namespace hk {

class DiceRoller;

// A figure standing on a missile spell's path.
struct MissilePathFigure
{
    QString id;
    HexCoord hex;
    bool wantHit = false;  // the caster rolls to hit it; otherwise he rolls to miss it (l.283)
    bool isImage = false;  // an image struck vanishes and the missile flies on (l.364)
    Defence defence = Defence::None;
};

// What happened in one hex of the path.
struct MissileEvent
{
    // WallBlasted: Lightning put more than wall-lightning-hits on a created wall, which vanishes (the
    // caller removes it from the map) while the bolt flies on.
    enum class Kind { Hit, Missed, PassedBy, ImageBurst, Fizzled, Blocked, WallBlasted, OutOfReach };
    Kind kind = Kind::Missed;
    QString figureId;
    HexCoord hex;
    int megahexes = 0;    // range from the caster's megahex
    int adjustedDx = 0;   // DX the roll was made against
    RollRecord roll;      // to hit, or to miss
    RollRecord damageRoll;
    int multiplier = 1;
    int damage = 0;       // hits before the target's armor
};

struct MissileOutcome
{
    QList<MissileEvent> events;
    int stCost = 0;          // always the full ST put in (l.279)
    bool casterKnockedDown = false;
    QString struckFigure;    // the real figure that took the spell, empty if none
};

// Missile spells (l.279–287): megahex range penalty, damage of ST dice with the spell's per-die
// modifier, and the flight along the straight line through every figure on it — rolling to hit the
// target and anyone the caster wants to hit, rolling to miss the others, until something is struck, a
// wall stops it, or it has flown the caster's basic ST in megahexes.
namespace MissileSpell {

// DX for a target this many megahexes away: the missile-range table, then the missile-range-step rule
// beyond the printed rows.
int rangeDx(const CombatParameters& p, int megahexes);
// The same counted in hexes when the house rule measures range without megahexes (bands of
// rangeBandHexes); rangeDx by megahexes otherwise.
int rangeDx(const CombatParameters& p, int megahexes, int hexes);
// ST dice with the per-die modifier times the ST: 4 ST of Magic Fist is 4d6−8.
DiceExpression damage(const CombatSpell& spell, int stPut);
// Hits from a damage total: never below 0, times the triple/double multiplier.
int hitsFrom(int total, int multiplier);
// A prone, kneeling or crawling target behind a fallen body (l.195): after the missile hits, one die at
// most the shelter number means the body takes it instead. nullopt (nothing rolled) for a standing target.
std::optional<bool> shelterTakesHit(DiceRoller& dice, const CombatParameters& p, Posture targetPosture,
                                    const RollContext& context, RollLog* log = nullptr);
// Casts the spell at `target` and follows it. The caller has checked that the caster may pay stPut
// (SpellCasting::canAfford) and that stPut is at least the spell's minimum. `figures` are the figures on the map other than the caster
// (those not on the line are ignored). casterAdjustedDx excludes range, which is refigured per figure.
MissileOutcome resolve(DiceRoller& dice, const CombatParameters& p, const HexMap& map, const CombatSpell& spell,
                       int stPut, const HexCoord& caster, int casterAdjustedDx, int casterBasicSt,
                       const HexCoord& target, const QList<MissilePathFigure>& figures, const RollContext& context,
                       RollLog* log = nullptr);

} // namespace MissileSpell
} // namespace hk
