#pragma once

#include "characters/CharacterRules.h"

namespace hk {

// Character building for Warrior & Wizard (SRD 0.10). Implemented in
// WwCharacterRules.cpp. Same contract as CharacterRules.
class WwCharacterRules
{
public:
    explicit WwCharacterRules(const Ruleset& rules) : m_rules(rules) {}
    QList<CharacterProblem> validate(const Character& character) const;
    DerivedValues derive(const Character& character) const;
    Character newCharacter(const QString& race) const;
    QStringList learnableSpells(const Character& character) const;

private:
    const Ruleset& m_rules;
};

} // namespace hk
