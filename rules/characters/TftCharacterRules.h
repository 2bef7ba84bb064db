#pragma once

#include "characters/CharacterRules.h"

namespace hk {

// Character building for The Fantasy Trip (Wizard 1978 / Advanced Wizard 1980). Implemented in
// TftCharacterRules.cpp. Same contract as CharacterRules.
class TftCharacterRules
{
public:
    explicit TftCharacterRules(const Ruleset& rules) : m_rules(rules) {}
    QList<CharacterProblem> validate(const Character& character) const;
    DerivedValues derive(const Character& character) const;
    Character newCharacter(const QString& race) const;
    QStringList learnableSpells(const Character& character) const;

private:
    const Ruleset& m_rules;
};

} // namespace hk
