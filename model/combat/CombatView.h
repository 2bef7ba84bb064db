#pragma once

#include "combat/CombatParameters.h"
#include "combat/Encounter.h"

#include <QJsonObject>
#include <QList>

namespace hk {

// What a screen or a script may see of an encounter. For the GM: everything. For the players (the second
// window, player exports, `--player`): hidden figures left out, images and illusions shown as the creature
// they pretend to be, GM-only log lines and secret conditions dropped. Every player-facing surface goes
// through here, so the secrets are kept in one place.
namespace CombatView {

// The state a player may see (hidden figures removed, fakes disguised as real creatures).
CombatState forPlayers(const CombatState& state);
// The encounter as JSON: name, status, turn, phase, actor, figures with engaged state and hexes left,
// running spells (GM only) — for the CLI's `combat show --json`.
QJsonObject toJson(const Encounter& encounter, const CombatParameters& p, bool player);
// Figures in the order they would act now (adjusted DX, highest first), active ones only.
QList<const EncounterFigure*> actionOrder(const CombatState& state);

} // namespace CombatView
} // namespace hk
