#pragma once

#include "characters/Character.h"
#include "packages/Ruleset.h"

namespace hk {

// A character's state out of a fight, as its current ST makes it.
enum class Awareness { Awake, Unconscious, Dead };

// The books make unconsciousness a level of current ST (Wizard l.57; Advanced Wizard l.403, where being
// brought back at ST 1 is being unconscious; Warrior & Wizard l.552), so it is worked out from the
// character, never stored: any change to wounds or fatigue (rest, care, a potion, the GM) wakes or fells
// it with no flag to keep in step. The thresholds come from the ruleset; the mass-combat rule that nobody
// passes out (003 l.64) turns unconsciousness off.
class Consciousness
{
public:
    explicit Consciousness(const Ruleset& rules);
    Awareness of(const Character& character) const;
    bool isUnconscious(const Character& character) const { return of(character) == Awareness::Unconscious; }
    // For an unconscious character: why, and what wakes them ("Unconscious at ST 1: …"); empty otherwise.
    QString explain(const Character& character) const;
    // Current ST at or below which a figure is out; below deadSt() when the rules have no such state.
    int unconsciousSt() const { return m_unconsciousSt; }
    int deadSt() const { return m_deadSt; }

private:
    int m_unconsciousSt = 1;
    int m_deadSt = 0;
    int m_wwUnconsciousSt = 1;
    int m_wwDeadSt = 0;
};

} // namespace hk
