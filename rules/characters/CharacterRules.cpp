#include "characters/CharacterRules.h"

#include "characters/McCharacterRules.h"
#include "characters/TftCharacterRules.h"
#include "characters/WwCharacterRules.h"

namespace hk {

// The systems build characters too differently to share code; this class only picks the right one.

QList<CharacterProblem> CharacterRules::validate(const Character& character) const
{
    if (character.system == QLatin1String("mc"))
        return McCharacterRules(m_rules).validate(character);
    if (character.system == QLatin1String("ww"))
        return WwCharacterRules(m_rules).validate(character);
    return TftCharacterRules(m_rules).validate(character);
}

DerivedValues CharacterRules::derive(const Character& character) const
{
    if (character.system == QLatin1String("mc"))
        return McCharacterRules(m_rules).derive(character);
    if (character.system == QLatin1String("ww"))
        return WwCharacterRules(m_rules).derive(character);
    return TftCharacterRules(m_rules).derive(character);
}

Character CharacterRules::newCharacter(const QString& system, const QString& race) const
{
    if (system == QLatin1String("mc"))
        return McCharacterRules(m_rules).newCharacter(race);
    if (system == QLatin1String("ww"))
        return WwCharacterRules(m_rules).newCharacter(race);
    return TftCharacterRules(m_rules).newCharacter(race);
}

QStringList CharacterRules::learnableSpells(const Character& character) const
{
    if (character.system == QLatin1String("mc"))
        return McCharacterRules(m_rules).learnableSpells(character);
    if (character.system == QLatin1String("ww"))
        return WwCharacterRules(m_rules).learnableSpells(character);
    return TftCharacterRules(m_rules).learnableSpells(character);
}

} // namespace hk
