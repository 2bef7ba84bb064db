#pragma once

#include "combat/CombatState.h"
#include "combat/Footprint.h"

#include <optional>

namespace hk {

class Ruleset;
struct Character;

// What stops hits on a figure besides the armour it wears, where the rules say it depends on something:
// Warrior & Wizard's shield covers only the three front hexes when ready and only the rear hex when slung
// (004 l.1130), and Tough and Very Tough take damage off every hit (l.200–202). Why apart: the figure's
// armour is the same from every side; these are not, and the tracker must know from where a blow came.
namespace FigureProtection {

struct ShieldCover
{
    int front = 0; // hits a ready shield stops from the front hexes
    int rear = 0;  // hits a slung shield stops from the rear hex
};

// The character's shields by the armour table, when the ruleset gives shields arcs (W&W's armour rule says
// what a ready and a slung shield cover); otherwise none, and the shield stays in the figure's armour.
ShieldCover shields(const Character& c, const Ruleset& rules);
// The most damage a skill among these takes off each hit (Tough 1, Very Tough 2: the better one counts,
// they do not add up — the skill table's note).
int damageReduction(const QStringList& skills, const Ruleset& rules);
// Under W&W's optional nonlethal rule, the nonlethal each hit loses besides armour: 2 for any worn armour
// (the padding beneath it, l.1128) and Tough's or Very Tough's own (l.200–202).
int nonlethalStopped(const Character& c, const Ruleset& rules);
// Mass combat's hobbits (003 l.101): larger foes are at -2 DX to hit them with a weapon. What a weapon attack
// by attacker at target takes for that (0 when the target has no such special or the attacker is as small).
int sizeDx(const EncounterFigure& attacker, const EncounterFigure& target);
// Hits the target's shield stops against a blow or shot from this arc (none for an unknown direction).
int shieldStops(const EncounterFigure& target, std::optional<Arc> from);

} // namespace FigureProtection
} // namespace hk
