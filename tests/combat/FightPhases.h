#pragma once

// Why: the combat tests' fixtures bring a started fight to a phase the same way, and a fixture whose fight never
// gets there must fail the test, not leave it to run on in the wrong phase.
#include "StrictTest.h"

#include "combat/CombatTurn.h"
#include "combat/Encounters.h"

namespace hk::test {

// Advances the fight (at most 12 steps) until it is in the phase asked for. A refused step, or a phase never
// reached, fails the set-up and returns false.
inline bool advanceFightTo(Campaign& campaign, qint64 id, CombatPhase phase)
{
    QString error;
    for (int i = 0; i <= 12; ++i) {
        Encounter e;
        if (!Encounters(campaign).find(id, &e, &error))
            break;
        if (e.state.phase == phase)
            return true;
        if (i == 12 || !CombatTurn(campaign).advance(id, &error))
            break;
    }
    setupFailed(error.isEmpty() ? QStringLiteral("the fight never reached the phase asked for") : error);
    return false;
}

} // namespace hk::test
