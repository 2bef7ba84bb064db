#pragma once

#include "characters/CharacterRules.h"
#include "characters/TftFacts.h"

#include <memory>

namespace hk {

// Character building for The Fantasy Trip (Wizard 1978 / Advanced Wizard 1980). Implemented in
// TftCharacterRules.cpp. Same contract as CharacterRules.
class TftCharacterRules
{
public:
    explicit TftCharacterRules(const Ruleset& rules)
        : m_rules(rules), m_facts(std::make_shared<TftFacts>(rules)) {}
    // With facts shared by several calls (CharacterRules keeps one for all its characters).
    TftCharacterRules(const Ruleset& rules, std::shared_ptr<const TftFacts> facts)
        : m_rules(rules), m_facts(std::move(facts)) {}
    QList<CharacterProblem> validate(const Character& character) const;
    DerivedValues derive(const Character& character) const;
    Character newCharacter(const QString& race) const;
    QStringList learnableSpells(const Character& character) const;

private:
    const Ruleset& m_rules;
    std::shared_ptr<const TftFacts> m_facts;
};

} // namespace hk
