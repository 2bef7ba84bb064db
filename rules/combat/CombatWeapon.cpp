#include "combat/CombatWeapon.h"

#include "characters/Character.h"
#include "packages/RuleEntry.h"

namespace hk {

namespace {

constexpr const char* lengthKeys[] = {"short", "medium", "long"};
constexpr const char* useKeys[] = {"melee", "thrown", "missile"};
constexpr const char* stateKeys[] = {"ready", "carried", "dropped"};

template<typename E, std::size_t N>
E fromKey(const QString& key, const char* const (&keys)[N], E fallback)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (key == QLatin1String(keys[i]))
            return E(i);
    }
    return fallback;
}

// The missile groups of the two weapon tables: Warrior & Wizard's "missile", mass combat's bows and crossbows.
bool isMissileGroup(const QString& group)
{
    return group == QLatin1String("missile") || group == QLatin1String("bow") || group == QLatin1String("crossbow");
}

} // namespace

QString weaponLengthKey(WeaponLength length) { return QLatin1String(lengthKeys[int(length)]); }
QString weaponUseKey(WeaponUse use) { return QLatin1String(useKeys[int(use)]); }

CombatWeapon CombatWeapon::from(const Gear& gear, const RuleEntry* entry)
{
    CombatWeapon w;
    w.name = gear.name;
    w.damage = gear.damage;
    w.dx = gear.dx;
    w.state = gear.ready ? WeaponState::Ready : WeaponState::Carried;
    w.gm = entry == nullptr;
    if (!entry)
        return w;
    const QJsonObject& d = entry->data;
    if (w.damage.isEmpty())
        w.damage = d.value(QLatin1String("damage")).toString();
    w.group = d.value(QLatin1String("group")).toString();
    w.twoHanded = d.value(QLatin1String("twoHanded")).toBool();
    w.throwable = d.value(QLatin1String("thrown")).toBool();
    // Warrior & Wizard prints "strMin", mass combat "st" (null where the table shows a dash).
    w.strMin = d.value(QLatin1String("strMin")).toInt(d.value(QLatin1String("st")).toInt());
    w.pole = w.group == QLatin1String("pole-arms") || w.group == QLatin1String("pole");
    w.length = fromKey(d.value(QLatin1String("length")).toString(), lengthKeys, WeaponLength::Medium);
    w.small = w.length == WeaponLength::Short;
    if (isMissileGroup(w.group))
        w.use = w.throwable ? WeaponUse::Thrown : WeaponUse::Missile; // a thrown rock is thrown, a bow shot
    return w;
}

QJsonObject CombatWeapon::toJson() const
{
    QJsonObject o{{QStringLiteral("name"), name},
                  {QStringLiteral("damage"), damage},
                  {QStringLiteral("use"), weaponUseKey(use)},
                  {QStringLiteral("length"), weaponLengthKey(length)},
                  {QStringLiteral("state"), QLatin1String(stateKeys[int(state)])}};
    if (throwable)
        o.insert(QStringLiteral("throwable"), true);
    if (strMin)
        o.insert(QStringLiteral("strMin"), strMin);
    if (twoHanded)
        o.insert(QStringLiteral("twoHanded"), true);
    if (pole)
        o.insert(QStringLiteral("pole"), true);
    if (small)
        o.insert(QStringLiteral("small"), true);
    if (!group.isEmpty())
        o.insert(QStringLiteral("group"), group);
    if (dx)
        o.insert(QStringLiteral("dx"), dx);
    if (gm)
        o.insert(QStringLiteral("gm"), true);
    if (breaks)
        o.insert(QStringLiteral("breaks"), breaks);
    return o;
}

CombatWeapon CombatWeapon::fromJson(const QJsonObject& o)
{
    CombatWeapon w;
    w.name = o.value(QLatin1String("name")).toString();
    w.damage = o.value(QLatin1String("damage")).toString();
    w.use = fromKey(o.value(QLatin1String("use")).toString(), useKeys, WeaponUse::Melee);
    w.length = fromKey(o.value(QLatin1String("length")).toString(), lengthKeys, WeaponLength::Medium);
    w.state = fromKey(o.value(QLatin1String("state")).toString(), stateKeys, WeaponState::Carried);
    w.throwable = o.value(QLatin1String("throwable")).toBool();
    w.strMin = o.value(QLatin1String("strMin")).toInt();
    w.twoHanded = o.value(QLatin1String("twoHanded")).toBool();
    w.pole = o.value(QLatin1String("pole")).toBool();
    w.small = o.value(QLatin1String("small")).toBool();
    w.group = o.value(QLatin1String("group")).toString();
    w.dx = o.value(QLatin1String("dx")).toInt();
    w.gm = o.value(QLatin1String("gm")).toBool();
    w.breaks = o.value(QLatin1String("breaks")).toInt();
    return w;
}

} // namespace hk
