#pragma once

#include "combat/Megahex.h"
#include "dice/SpecialResults.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace hk {

class Ruleset;

// One band of the missile range table: targets fromMh..toMh megahexes away cost dx.
struct MissileRangeBand
{
    int fromMh = 0;
    int toMh = 0;
    int dx = 0;
};

// One of the options (a)–(n) a figure picks at its turn to move (table movement-options).
struct MovementOption
{
    QString letter;
    QString key;
    QString name;        // how the GM reads it ("Charge attack"); the key when the data has none
    bool engaged = false;
    QString move;        // "full-ma", "half-ma", "one-hex", "shift", "none", or "hexes" (fixed: see hexes)
    int hexes = 0;       // the fixed number of hexes of a "hexes" move (Warrior & Wizard's Jog: 2)
    QStringList actions; // "attack", "cast", "defend", "dodge", "drop", "disbelieve", "stand-up", …
    bool allows(const QString& action) const { return actions.contains(action); }
    // "(b) Charge attack", or just the name when the book gives the options no letters.
    QString label() const { return letter.isEmpty() ? name : QStringLiteral("(%1) %2").arg(letter, name); }
};

// How a turn is ordered. Wizard: a die per side for initiative, sides move in turn, and the action phase
// goes by the highest adjusted DX at each moment (l.99–113). Warrior & Wizard: every figure in order of
// effective DEX, fixed for the turn, for both movement and actions (004 l.475–483).
enum class TurnStructure { SideInitiative, FigureInitiative };

// Every number the combat rules use, read once from a Ruleset (parameters and tables of the Wizard
// package, or a house rule that overrides them). Loading fails with a message naming each missing
// entry, so a ruleset without combat data is refused instead of played with invented numbers.
struct CombatParameters
{
    int toHitDice = 0;
    int dodgeDefendDice = 0;
    int savingRollDice = 0;
    int initiativeDice = 0;
    int actionTieDice = 0;
    int controlSaveDice = 0;
    int disbeliefDice = 0;

    // Every row of the dx-adjustments table that has a number, by key ("target-invisible": -6, …), for the
    // adjustments the caller knows apply (hobbit with a missile spell, target blurred, in a shadow, …).
    QHash<QString, int> dxAdjustments;
    int sideAttackDx = 0;
    int rearAttackDx = 0;
    int thrownDxPerHex = 0;

    QList<MissileRangeBand> missileRange;
    int missileFreeMegahexes = 0;
    int missileStepMegahexes = 1;
    int missileDxPerStep = 0;
    // Range counted in hexes instead of megahexes (mass-combat house rule): 0 = megahexes as printed.
    int rangeBandHexes = 0;
    int rangeFirstBandDx = 0;
    int rangeDxPerBand = 0;

    int creationRangeMegahexes = 0;
    // 0: distances in megahexes follow the map's megahex lattice; otherwise there are no megahexes and a
    // distance in megahexes is the distance in hexes divided by this, rounded up (mass combat, 003 l.60).
    int megahexWidthHexes = 0;
    int wallLightningHits = 0;     // a created wall struck by more than this many Lightning hits vanishes
    int shelterProneMaxRoll = 0;   // one die, at most this: the missile hits the body in front instead
    int shelterKneelingMaxRoll = 0;

    int failedSpellStCost = 0;
    int minStAfterCasting = 0;
    int unconsciousSt = 0;
    int deadSt = 0;

    int heavyHits = 0;
    int heavyHitsDx = 0;
    int knockdownHits = 0;

    double brokenWeaponMultiplier = 1;

    double chargeMoveFraction = 0;
    int spellMoveHexes = 0;
    int shiftHexes = 0;
    QHash<QString, int> multihexEngagement; // "giant", "small-dragon", "dragon"
    // Every standing figure has a threat zone, armed or not, and may strike bare-handed (Warrior & Wizard 004
    // l.458, l.538); the Wizard's threat needs an armed enemy (000 l.97, l.229).
    bool unarmedThreatens = false;
    bool forcedRetreatByAdjacentMissile = false;

    QList<MovementOption> options;

    // The shape of the turn (Wizard unless the ruleset's combat data says otherwise).
    TurnStructure turnStructure = TurnStructure::SideInitiative;
    // FigureInitiative: ties in DEX go by a DEX check of this many dice, higher margin first (004 l.475);
    // with advancedInitiative every figure checks and the margins alone give the order (l.479).
    int initiativeCheckDice = 0;
    bool advancedInitiative = false;
    bool forcedRetreats = true;       // the Wizard's forced-retreats phase (none in Warrior & Wizard)
    bool halfMoveRoundsUp = false;    // half MA rounds up (004 l.492) instead of the charge fraction's floor
    bool dodgeAgainstThrownSpells = false; // Dodge covers every ranged attack (004 l.540), not just missiles
    // Hits before armour at or above knockdownHits while fewer get through: a DEX check on knockdownCheckDice
    // at knockdownCheckDx, none for knockdownCheckSkill; made, the figure is pushed back instead (004 l.556).
    int knockdownCheckDice = 0;
    int knockdownCheckDx = 0;
    QString knockdownCheckSkill;
    // Shield rush, slam and throw (W&W l.1126): after a hit the target checks this many dice on unwounded STR,
    // or falls; 0 = the rules have none.
    int bodyBlowResistDice = 0;
    // W&W's optional nonlethal damage (l.560–575), a house-rule toggle, off as the book has it: hits split
    // into lethal and nonlethal by attack type; out cold at total damage = STR, dead at lethal damage = STR.
    bool nonlethalRule = false;
    // W&W flying (the Flying skill l.218, the Flight spell l.1692): a flyer's own melee blows and spells, and its
    // missile and thrown weapons, are at these; the skill takes flyingSkillRelief off each; attacks on a
    // flyer are at againstFlyerDx. All 0 in the Wizard, whose flying-strike-or-cast adjustment applies instead.
    int flyingMeleeDx = 0;
    int flyingMissileDx = 0;
    int flyingSkillRelief = 0;
    QString flyingSkill;
    int againstFlyerDx = 0;
    int armorStopsNonlethal = 0;   // worn armour also stops this much nonlethal (the cloth beneath, l.1128)
    int punchLethalThirds = 3;     // bare hands are bludgeoning: this many thirds lethal (l.563)
    QString breatherDice;          // a breather, or a turn out cold, recovers this much nonlethal (l.571–573)
    int breatherDxAgainst = 0;     // attacks on a figure taking a breather get this bonus

    // Weapons (Warrior & Wizard 004 l.1094–1108; zero or one where a ruleset has no such rule).
    // Reach in hexes and DX by WeaponLength (Short, Medium, Long): one hex and no change without the table.
    int lengthReach[3] = {1, 1, 1};
    int lengthDx[3] = {0, 0, 0};
    int strShortDxPerPoint = 0;      // to hit per STR below the weapon's minimum
    int strShortDamagePer2 = 0;      // damage per 2 STR below it
    int strOverDamagePer2 = 0;       // damage a fighter may add per 2 STR above it …
    int tradeDxPerDamage = 0;        // … at this to hit per point added
    int maxDamageTrade = 0;          // … up to this much
    int thrownFreeHexes = 0;         // hexes of a throw without the per-hex penalty (W&W counts hexes between)
    int intoMeleeDxPerFigure = 0;    // a throw or shot through other figures' hexes
    double poleChargeMultiplier = 1; // a pole arm's charge down a straight line …
    int poleStraightHexes = 0;       // … of this many hexes
    int poleSetDx = 0;               // set against a charge: DX and damage multiplier
    double poleSetMultiplier = 1;

    SpecialResults toHit;   // 3 dice and 4 dice (target dodging or defending)
    SpecialResults toMiss;  // rolling to miss a figure in a missile's path
    // Consequences that apply to a spell or to a weapon, keyed "<dice>:<outcome>".
    QHash<QString, QStringList> spellConsequences;
    QHash<QString, QStringList> weaponConsequences;

    // The ruleset's combat numbers: Warrior & Wizard's when its combat chapter is there (table
    // combat-phases), else the Wizard's — with an option pack's own turn options when it brings them
    // (OptionRules: the mass-combat pack's options sheet).
    static std::optional<CombatParameters> load(const Ruleset& rules, QString* error);
    static std::optional<CombatParameters> loadWizard(const Ruleset& rules, QString* error);
    static std::optional<CombatParameters> loadWarriorAndWizard(const Ruleset& rules, QString* error);
    bool figureInitiative() const { return turnStructure == TurnStructure::FigureInitiative; }
    // Megahexes from a to b as this campaign counts them (see megahexWidthHexes).
    int megahexDistance(const Megahex& lattice, const HexCoord& a, const HexCoord& b) const;

    const MovementOption* option(const QString& key, bool engaged) const;
    // A dx-adjustments row; nullopt when the ruleset has no number for it (lost from the printed table).
    std::optional<int> dxAdjustment(const QString& key) const;
};

} // namespace hk
