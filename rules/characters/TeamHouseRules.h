#pragma once

#include "packages/Ruleset.h"

#include <QSize>
#include <QString>
#include <QStringList>

namespace hk {

// The mass-combat pack's switches that change how a team figure is built or checked (003: no talents for
// fighters l.37, the battle-magic spell list l.39, wizards and metal l.85, great-ST two-handed weapons
// l.220–222, one pole weapon per team l.27, the small battlefield l.51–56), each on or off in the campaign's
// house rules. The builder's twin of CombatHouseRules: every number comes from the rule's effects.
struct TeamHouseRules
{
    bool noFighterTalents = false;
    QString spellKind = QStringLiteral("battle-spell"); // the list wizards choose from: "battle-spell" or the book's "spell"
    bool wizardsAndMetal = false;
    int metalCastDx = 0;      // on spells, with any metal worn or carried
    int nonStaffWeaponDx = 0; // to hit with any weapon but the staff
    int greatStBonus = 0;     // ST above a two-handed weapon's that lets it be used in one hand; 0 = off
    int maxPoleWeapons = 0;   // per team; 0 = no limit
    QSize battlefield;        // the pack's usual map, hexes; empty when the rule is off

    static TeamHouseRules load(const Ruleset& rules);
    // The rule ids, in the order the settings list them.
    static QStringList ruleIds();
};

} // namespace hk
