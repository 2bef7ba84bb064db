#pragma once

#include "combat/CombatFigure.h"
#include "text/EnumKeys.h"

namespace hk {

// Why this exists: a figure's posture, body shape and vitality are saved in the encounter's JSON, shown to the
// CLI and typed in GM overrides as the same keys. One table each, for all of them.
inline constexpr auto kPostureKeys = enumKeys<Posture>({{Posture::Standing, "standing"},
                                                        {Posture::Kneeling, "kneeling"},
                                                        {Posture::Prone, "prone"},
                                                        {Posture::Crawling, "crawling"},
                                                        {Posture::Fallen, "fallen"},
                                                        {Posture::BendingOver, "bending-over"}});
static_assert(kPostureKeys.distinct());

inline constexpr auto kBodyShapeKeys = enumKeys<BodyShape>({{BodyShape::OneHex, "one-hex"},
                                                            {BodyShape::Giant, "giant"},
                                                            {BodyShape::SmallDragon, "small-dragon"},
                                                            {BodyShape::Dragon, "dragon"}});
static_assert(kBodyShapeKeys.distinct());

inline constexpr auto kVitalityKeys = enumKeys<Vitality>(
    {{Vitality::Active, "active"}, {Vitality::Unconscious, "unconscious"}, {Vitality::Dead, "dead"}});
static_assert(kVitalityKeys.distinct());

} // namespace hk
