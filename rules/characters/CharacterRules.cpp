#include "characters/CharacterRules.h"

#include "characters/McCharacterRules.h"
#include "characters/TftCharacterRules.h"
#include "characters/WwCharacterRules.h"

#include <algorithm>

namespace hk {

// The systems build characters too differently to share code; this class only picks the right one.

CharacterRules::CharacterRules(const Ruleset& rules) : m_rules(rules), m_tftFacts(std::make_shared<TftFacts>(rules)) {}

QList<CharacterProblem> CharacterRules::validate(const Character& character) const
{
    if (character.system == QLatin1String("mc"))
        return McCharacterRules(m_rules).validate(character);
    if (character.system == QLatin1String("ww"))
        return WwCharacterRules(m_rules).validate(character);
    return TftCharacterRules(m_rules, m_tftFacts).validate(character);
}

DerivedValues CharacterRules::derive(const Character& character) const
{
    // The system's builder first, then the one derivation of the figure's numbers, which the sheet shows too.
    DerivedValues d = systemDerive(character);
    d.numbers = FigureNumbers::of(m_rules, character, d);
    d.adjustedDx = d.numbers.adjustedDx;
    d.castingDx = d.numbers.castingDx;
    d.hitsStopped = d.numbers.hitsStoppedFrom(Arc::Front);
    d.ma = d.numbers.ma;
    d.notes = d.numbers.notes;
    return d;
}

DerivedValues CharacterRules::systemDerive(const Character& character) const
{
    if (character.system == QLatin1String("mc"))
        return McCharacterRules(m_rules).derive(character);
    if (character.system == QLatin1String("ww"))
        return WwCharacterRules(m_rules).derive(character);
    return TftCharacterRules(m_rules, m_tftFacts).derive(character);
}

Character CharacterRules::newCharacter(const QString& system, const QString& race) const
{
    if (system == QLatin1String("mc"))
        return McCharacterRules(m_rules).newCharacter(race);
    if (system == QLatin1String("ww"))
        return WwCharacterRules(m_rules).newCharacter(race);
    return TftCharacterRules(m_rules, m_tftFacts).newCharacter(race);
}

QStringList CharacterRules::spellsUpTo(const Ruleset& rules, const QString& kind, int maxLevel, const QStringList& known,
                                       const std::function<int(const RuleEntry&)>& levelOf)
{
    QList<std::pair<int, const RuleEntry*>> found;
    for (const LocatedEntry& e : rules.entries({kind})) {
        const int level = levelOf(*e.entry);
        if (level >= 0 && level <= maxLevel && !known.contains(e.entry->id()))
            found.append({level, e.entry});
    }
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
        if (a.first != b.first)
            return a.first < b.first;
        const int byName = a.second->name().compare(b.second->name(), Qt::CaseInsensitive);
        return byName != 0 ? byName < 0 : a.second->id() < b.second->id();
    });
    QStringList ids;
    for (const auto& [level, entry] : found)
        ids.append(entry->id());
    return ids;
}

QStringList CharacterRules::learnableSpells(const Character& character) const
{
    if (character.system == QLatin1String("mc"))
        return McCharacterRules(m_rules).learnableSpells(character);
    if (character.system == QLatin1String("ww"))
        return WwCharacterRules(m_rules).learnableSpells(character);
    return TftCharacterRules(m_rules, m_tftFacts).learnableSpells(character);
}

} // namespace hk
