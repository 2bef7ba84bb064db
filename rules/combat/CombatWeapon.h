#pragma once

#include <QJsonObject>
#include <QString>

namespace hk {

struct RuleEntry;
struct Gear;

// How far a hand weapon reaches (Warrior & Wizard l.1098): long two hexes, medium the next hex, short the
// next hex at a penalty (and its own hex in hand-to-hand).
enum class WeaponLength { Short, Medium, Long };
// Struck with, thrown, or shot (a bow, a crossbow, a sling).
enum class WeaponUse { Melee, Thrown, Missile };
// In hand and usable; carried (sheathed, slung); or lying where it was dropped or thrown.
enum class WeaponState { Ready, Carried, Dropped };

// One weapon a figure has in a fight. Why: the tracker used to know only the dice of "the" weapon; a
// fighter carries several, readies and drops them, throws one, shoots another, and each has its own reach,
// STR minimum and DX. Built from the character's gear and the book's weapon table (or the GM's numbers).
struct CombatWeapon
{
    QString name;
    QString damage;            // dice
    WeaponUse use = WeaponUse::Melee;
    bool throwable = false;    // a hand weapon that may also be thrown (dagger, spear, hatchet)
    WeaponLength length = WeaponLength::Medium;
    int strMin = 0;            // 0: none printed
    bool twoHanded = false;
    bool pole = false;         // a pole arm (charge and set against a charge)
    bool small = false;        // usable in hand-to-hand (a short weapon)
    QString group;             // the table's group ("swords", "missile", "pole-arms", "bow" …)
    int dx = 0;                // DX change while it is the ready weapon (the table's, unskilled, STR short)
    bool gm = false;           // no table row: the GM's own numbers from the gear
    WeaponState state = WeaponState::Carried;
    int breaks = 0;

    bool isReady() const { return state == WeaponState::Ready; }
    bool isRanged() const { return use != WeaponUse::Melee; }
    // Built from a gear piece and its table entry (a Warrior & Wizard "weapon" or a mass-combat "mc-weapon");
    // entry may be null for the GM's own weapon.
    static CombatWeapon from(const Gear& gear, const RuleEntry* entry);

    QJsonObject toJson() const;
    static CombatWeapon fromJson(const QJsonObject& o);
    bool operator==(const CombatWeapon&) const = default;
};

QString weaponLengthKey(WeaponLength length);
QString weaponUseKey(WeaponUse use);

} // namespace hk
