#pragma once

#include "combat/CombatActions.h"
#include "combat/CombatSpell.h"
#include "combat/CombatState.h"

namespace hk {

class CombatStep;

// What a spell that worked does to the fight, for CombatActions::cast (CombatCasting.cpp): its steps decide
// whether and where a spell goes, these apply it. Internal to the combat model.
namespace castEffects {

using Creation = CombatSpell::Creation;

// An image or an illusion (not a real being).
bool isFake(Creation c);
// A summons, an image or an illusion: the players see a being appear, not which spell made it (l.355).
bool makesBeing(Creation c);
// The hexes an area creation fills: the target hex, then its neighbours turning from the caster's facing.
QList<HexCoord> areaOf(const CombatSpell& spell, const HexCoord& hex, int facing);
bool hexFree(const CombatState& s, const QList<HexCoord>& hexes, QString* error);
// Hexes between the nearest hexes of two figures (0: they share a hex, 1: adjacent).
int hexesBetween(const CombatFigure& a, const CombatFigure& b);
void applyToFigure(CombatStep& step, const CombatSpell& spell, int stPut, const QString& casterId, const QString& targetId,
                   bool secret = false, int partOf = 0);
void applyAround(CombatStep& step, const CombatSpell& spell, int stPut, const QString& casterId, const QString& targetId);
void applyToMegahex(CombatStep& step, const CombatSpell& spell, int stPut, const QString& casterId, const HexCoord& hex);
bool create(CombatStep& step, const CombatSpell& spell, const CastRequest& r, const HexCoord& hex, const EncounterFigure& caster,
            QString* error);
bool castMissile(CombatStep& step, const CombatSpell& spell, const CastRequest& r, EncounterFigure& caster, const HexCoord& aim,
                 int extraDx, QString* error);

} // namespace castEffects

} // namespace hk
