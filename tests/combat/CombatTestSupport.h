#pragma once

#include "TestSupport.h"

#include "combat/CombatFigure.h"
#include "combat/CombatParameters.h"

#include <QTest>

// Shared by the combat rules tests: the Wizard ruleset, its combat parameters, and quick figures.
namespace hk::test {

inline const Ruleset& wizardRules()
{
    static const Ruleset rules = registry().ruleset(QStringLiteral("tft-wizard-1978"));
    return rules;
}

inline const CombatParameters& combatParameters()
{
    static QString error;
    static const std::optional<CombatParameters> p = CombatParameters::load(wizardRules(), &error);
    if (!p)
        qFatal("combat parameters: %s", qPrintable(error));
    return *p;
}

inline CombatFigure figure(const QString& id, int side, HexCoord at, int facing, int st = 10, int dx = 12,
                           int iq = 10)
{
    CombatFigure f;
    f.id = id;
    f.name = id;
    f.side = side;
    f.stBasic = st;
    f.st = st;
    f.dx = dx;
    f.iq = iq;
    f.ma = 10;
    f.position = at;
    f.facing = facing;
    f.staffIsWeapon = true;
    return f;
}

} // namespace hk::test
