#pragma once

#include "TestSupport.h"

#include "characters/Character.h"

#include <QJsonDocument>
#include <QMetaType>

// Shared by the character tests: the two Fantasy Trip rulesets and compact character builders.
Q_DECLARE_METATYPE(hk::Character)

namespace hk {

// Readable QCOMPARE failures for characters (found by argument-dependent lookup).
inline char* toString(const Character& c)
{
    return qstrdup(QJsonDocument(c.toJson()).toJson(QJsonDocument::Compact).constData());
}

} // namespace hk

namespace hk::test {

inline const Ruleset& advancedWizard()
{
    static const Ruleset r = registry().ruleset(QStringLiteral("tft-advanced-wizard-1980"));
    return r;
}

inline const Ruleset& wizard1978()
{
    static const Ruleset r = registry().ruleset(QStringLiteral("tft-wizard-1978"));
    return r;
}

inline const Ruleset& tftRuleset(const QString& id)
{
    return id == QLatin1String("tft-wizard-1978") ? wizard1978() : advancedWizard();
}

inline Character figure(const QString& name, const QString& race, int st, int dx, int iq,
                        const QStringList& spells = {}, const QString& type = QStringLiteral("wizard"))
{
    Character c;
    c.name = name;
    c.race = race;
    c.st = st;
    c.dx = dx;
    c.iq = iq;
    c.spells = spells;
    c.type = type;
    return c;
}

inline Gear gear(const QString& slot, const QString& name, int dx, int hitsStopped = 0, const QString& damage = {},
                 const QString& metal = {}, bool ready = true)
{
    Gear g;
    g.slot = slot;
    g.name = name;
    g.dx = dx;
    g.hitsStopped = hitsStopped;
    g.damage = damage;
    g.metal = metal;
    g.ready = ready;
    return g;
}

inline Character withGear(Character c, const QList<Gear>& items)
{
    c.gear = items;
    return c;
}

} // namespace hk::test
