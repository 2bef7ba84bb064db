#pragma once

#include "characters/Character.h"
#include "packages/Ruleset.h"

#include <QStringList>

namespace hk {

// What a Warrior & Wizard character's gear does to its numbers: DEX lost to armor and a ready shield, the
// encumbrance band its load falls in, the MOV left after armor or encumbrance (whichever is worse — the
// book does not add them), the to-hit penalties of ready weapons (no weapon skill, too little STR) and the
// hits armor stops. Kept apart from WwCharacterRules because it is the part that reads weapon, armor and
// encumbrance tables, while the builder checks read skills and spells.
struct WwGearEffects
{
    int armorDex = 0;        // from worn armor and ready shields (Gear::dx as entered)
    int encumbranceDex = 0;  // from the encumbrance band
    int weaponToHit = 0;     // worst penalty among ready weapons (0 with none ready)
    int movement = 0;        // MOV after armor / encumbrance
    int hitsStopped = 0;     // worn armor and ready shields
    int loadKg = 0;          // weight of the gear the tables give a weight for
    QStringList notes;

    static WwGearEffects of(const Character& character, const Ruleset& rules);
    // One weapon's to-hit: the gear's DX, −4 without a skill for it (l.310) and, when withStrength, −1 per
    // STR below its minimum (l.1094). notes (may be null) gets the reasons.
    static int weaponDx(const Character& character, const Ruleset& rules, const Gear& weapon, bool withStrength,
                        QStringList* notes = nullptr);
};

} // namespace hk
