#pragma once

#include "characters/Character.h"
#include "combat/CombatWeapon.h"
#include "combat/Footprint.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace hk {

class Ruleset;
struct DerivedValues;

// The kinds of attack whose DX the rules set apart: a blow, a thrown or shot weapon, a missile spell, and
// every other spell (thrown, creation, special).
enum class AttackUse { Melee, ThrownWeapon, MissileWeapon, MissileSpell, OtherSpell };

// What stops a figure from casting while it lasts (the Wizard combined with MELEE, 000 l.539, l.543).
enum class CastingBar { WeaponReady, ShieldReady };

// Whether the rules stop a figure casting with a weapon other than a staff, or a shield, ready (000 l.539,
// l.543; the parameter wizard-casting-limits). The tracker keeps it on the figure.
struct CastingLimits
{
    bool weapon = false;
    bool shield = false;
    static CastingLimits of(const Ruleset& rules);
    bool operator==(const CastingLimits&) const = default;
};

// A figure's numbers for a fight, worked out once from the character, its gear and the ruleset. Why: the
// sheet, the builder, the players' page, the PDF, the tracker and the odds used to work them out each on
// its own and disagreed (a wizard cast with a sword in hand, a hobbit lost his +3 with missile spells, a
// Tough warrior's sheet stopped no hits). DerivedValues carries this, Encounters::figureFor builds the
// tracker's figure from it, and FigureWeapons takes the weapons from it.
struct FigureNumbers
{
    int adjustedDx = 0;         // DX after armour, shield and the weapon in hand (the sheet's "adjusted DX")
    int bodyDx = 0;             // the same without the weapon in hand (the tracker adds the weapon's when it strikes)
    int castingDx = 0;          // DX for spells (iron or metal carried, a hero's memorised spells), no weapon
    int missileSpellDx = 0;     // more DX on missile spells (a hobbit's +3)
    int rangedWeaponDx = 0;     // more DX with thrown and missile weapons (a hobbit's +3)
    int rangedWeaponDamage = 0; // more damage on hits with thrown and missile weapons (mass combat's hobbits)
    int missileSpellDamage = 0; // more damage on missile spell hits (mass combat's hobbits; the GM adds it)
    int dxFromLarger = 0;       // on a larger foe's weapon attacks at this figure (mass combat's hobbits, -2)
    int hitsStopped = 0;        // from every side: armour, hide, a shield where shields have no arcs, Tough
    int shieldFront = 0;        // more from the front hexes: a ready shield where shields have arcs (W&W)
    int shieldRear = 0;         // more from the rear hex: a slung shield there
    int ma = 0;
    bool shieldReady = false;
    CastingLimits castingLimits;
    QList<CombatWeapon> weapons;   // from the gear with the tables' numbers, the first ready one in hand
    QList<int> weaponStrengthDx;   // per weapon: to hit for STR below its minimum (W&W), added when it strikes
    QList<CastingBar> castingBars; // what stops it casting as it is equipped
    QStringList notes;             // the sheet's notes, each once

    // The DX the figure rolls against for this kind of attack with what it holds now, before anything the
    // fight adds (facing, range, the target's own penalty).
    int dxFor(AttackUse use) const;
    // Hits stopped on a blow from this side.
    int hitsStoppedFrom(Arc arc) const;
    const CombatWeapon* weaponInHand() const;

    // The numbers of a character, from what its system's builder worked out (base).
    static FigureNumbers of(const Ruleset& rules, const Character& c, const DerivedValues& base);
    // What stops a figure with these in hand casting under the limits (weaponInHand: the name of the weapon
    // held, empty for none), and why in words for the GM.
    static QList<CastingBar> barsFor(const CastingLimits& limits, const QString& weaponInHand, bool shieldReady);
    static QString reason(CastingBar bar, const QString& who);
    // The better of Tough and Very Tough among these skills (they do not add up; 004 l.200–202).
    static int damageReduction(const QStringList& skills, const Ruleset& rules);
    // The character's shields by arc when the rules give shields arcs (004 l.1130): ready in front, slung behind.
    static bool shieldArcs(const Ruleset& rules);
};

} // namespace hk
