#include "combat/FigureWeapons.h"

#include "characters/CharacterRules.h"
#include "packages/Ruleset.h"

#include <algorithm>

namespace hk::FigureWeapons {

namespace {

CombatWeapon* readyOf(EncounterFigure& f)
{
    for (CombatWeapon& w : f.weapons) {
        if (w.isReady())
            return &w;
    }
    return nullptr;
}

} // namespace

QList<CombatWeapon> fromGear(const Character& c, const Ruleset& rules)
{
    return CharacterRules(rules).derive(c).numbers.weapons;
}

QString castingRefusal(const EncounterFigure& f)
{
    const CombatWeapon* held = ready(f);
    const QString inHand = held && !f.body.weaponDropped ? held->name : QString();
    const QList<CastingBar> bars = FigureNumbers::barsFor(f.castingLimits, inHand, f.shieldReady);
    return bars.isEmpty() ? QString() : FigureNumbers::reason(bars.first(), f.body.name);
}

int indexOf(const EncounterFigure& f, const QString& name)
{
    for (int i = 0; i < f.weapons.size(); ++i) {
        if (f.weapons.at(i).name.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

const CombatWeapon* ready(const EncounterFigure& f)
{
    for (const CombatWeapon& w : f.weapons) {
        if (w.isReady())
            return &w;
    }
    return nullptr;
}

void makeReady(EncounterFigure& f, int index, bool dropHeldWeapon)
{
    sync(f);
    if (CombatWeapon* held = readyOf(f)) {
        held->breaks = f.body.weaponBreaks;
        held->state = dropHeldWeapon ? WeaponState::Dropped : WeaponState::Carried;
    }
    f.weapons[index].state = WeaponState::Ready;
    f.body.weaponDropped = false; // the body's flag spoke of the old weapon
    sync(f);
}

void dropHeld(EncounterFigure& f)
{
    sync(f);
    if (CombatWeapon* held = readyOf(f)) {
        held->breaks = f.body.weaponBreaks;
        held->state = WeaponState::Dropped;
    }
    sync(f);
}

void sync(EncounterFigure& f)
{
    if (f.weapons.isEmpty())
        return;
    CombatWeapon* held = readyOf(f);
    // A spell or a special roll knocked it out of the hand (the body's flag says so): it lies on the ground.
    if (held && f.body.weaponDropped) {
        held->state = WeaponState::Dropped;
        held = nullptr;
    }
    if (held) {
        f.damage = held->damage;
        f.weapon = held->name;
        f.body.armed = true;
        f.body.weaponInHand = true;
        f.body.weaponDropped = false;
        f.body.weaponBreaks = held->breaks;
        return;
    }
    const auto dropped = std::find_if(f.weapons.cbegin(), f.weapons.cend(), [](const CombatWeapon& w) { return w.state == WeaponState::Dropped; });
    if (dropped != f.weapons.cend()) {
        // As the Wizard rules have it: armed, but the weapon is on the ground until picked up.
        f.damage = dropped->damage;
        f.weapon = dropped->name;
        f.body.armed = true;
        f.body.weaponDropped = true;
        return;
    }
    f.damage.clear();
    f.weapon.clear();
    f.body.armed = false;
    f.body.weaponInHand = false;
    f.body.weaponDropped = false;
    f.body.weaponBreaks = 0;
}

} // namespace hk::FigureWeapons
