#pragma once

#include <QString>
#include <QStringList>

namespace hk {

class Ruleset;
struct CombatParameters;

// The optional combat rules a campaign has switched on, read from the ruleset's "rule" entries (their
// defaultOn is the campaign's setting; the GM flips it as a house rule): the Wizard courtesy rule and
// practice combat, long-lasting creations treated as permanent, and the mass-combat pack's "no
// unconsciousness", "reactions per single blow" and "range without megahexes". Each number comes from the
// rule's effects.
struct CombatHouseRules
{
    bool courtesy = false;
    int courtesyMinAttributes = 0;  // courtesy.minAttributeTotal
    QString courtesyForbiddenType;  // courtesy.forbiddenFirstSpellType ("missile")

    bool practice = false;
    int practiceDropOutSt = 0;      // practice.dropOutAtSt

    bool createdThingsPermanent = false;

    bool noUnconsciousness = false;
    int lowStMax = 0;               // lowSt.maxSt
    int lowStDx = 0;                // lowSt.dxModifier

    bool magicalSt = false;         // "Wizards STR": spells are paid from a separate magical ST
    bool castPastMagicalSt = false; // "STR as damage": then from normal ST, as wounds
    int normalStPerMagicalSt = 0;   // casting.normalStPerMagicalSt

    bool rangeWithoutMegahexes = false;
    int rangeBandHexes = 0;         // missileRange.bandHexes
    int rangeFirstBandDx = 0;       // missileRange.firstBandDx
    int rangeDxPerBand = 0;         // missileRange.dxPerBand

    // Mass combat: pole weapons in a charge attack roll extra dice instead of doubling (003 l.27–35), and a
    // faster bowman shoots first (l.62).
    int poleChargeExtraDice = 0;    // poleCharge.extraDice; 0 = the rule is off
    int poleChargeMinMove = 0;      // poleCharge.minMoveHexes
    bool bowmanShootsFirst = false; // poleCharge.bowmanShootsFirstIfHigherDx

    bool noMegahexes = false;       // distances in megahexes are hexes / width (003 l.58–60)
    int megahexWidthHexes = 0;      // megahex.widthHexes

    bool injuryPerBlow = false;
    int blowDxPenaltyHits = 0;      // injury.dxPenaltyMinDamage
    int blowKnockdownHits = 0;      // injury.knockdownMinDamage

    static CombatHouseRules load(const Ruleset& rules);
    // The "rule" entries the tracker reads, in the order a settings screen shows them (a ruleset has only
    // some of them: the mass-combat ones come with that option pack).
    static QStringList ruleIds();
    // The rule's toggle as this campaign has it (false when the ruleset has no such rule).
    static bool isOn(const Ruleset& rules, const QString& ruleId);
    // Changes the turn's numbers the rules above touch (unconscious threshold, heavy-hit thresholds).
    void adjust(CombatParameters* p) const;
};

} // namespace hk
