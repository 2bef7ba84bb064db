#pragma once

#include "characters/Character.h"
#include "packages/Ruleset.h"

#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

namespace hk {

// The Warrior & Wizard numbers that character building, derived values and experience all read: starting
// points, attribute minimums, base MOV and its point cost, the character type's slot rules, and what a
// skill costs a given character. It exists so the three users read the package the same way (one place
// decides, say, that "INT" in the data means Character::iq, or how a discount is applied) instead of three
// slightly different copies. It owns nothing: every value is looked up in the Ruleset when asked.
class WwRulesData
{
public:
    explicit WwRulesData(const Ruleset& rules) : m_rules(rules) {}

    // Creation points (parameter "starting-points"), or the character's own pointTotal when it has one.
    int startingPoints(const Character& character) const;
    // Lowest STR / DEX / INT for a character of this kind ("st", "dx", "iq"); 0 when none applies (monsters).
    int attributeMinimum(const Character& character, const QString& attribute) const;
    int baseMovement() const;
    int movementPointCost() const;
    // MOV as played: Character::ma, or the base MOV when ma is 0.
    int movement(const Character& character) const;
    // Creation points the attributes use: STR + DEX + INT + MOV bought above the base.
    int pointsSpent(const Character& character) const;

    // Character value for an attribute named by id ("str", "dex", "int", "mov"), abbreviation ("INT") or
    // Character field ("iq"); -1 when the name means nothing.
    int attributeValue(const Character& character, const QString& name) const;
    // The printed abbreviation ("INT") for the same names.
    QString attributeAbbreviation(const QString& name) const;

    // The character-type entry of the character ("wizard" / "warrior"), nullptr when unknown.
    const RuleEntry* characterType(const Character& character) const;
    // Skill slots the character has (parameter "skill-slots": slotsEqual names the attribute).
    int skillSlots(const Character& character) const;
    // Spells known outside the skill pool (type's spellsKnownMax), -1 when spells use skill slots instead.
    int separateSpellPool(const Character& character) const;
    // Skill slots one spell takes for this type (spellSkillSlots); 0 when spells do not use skill slots.
    int slotsPerSpell(const Character& character) const;

    // True when the character owns the skill, directly or through a skill that includes it (Swords covers
    // Knife, Common Melee Weapons covers Swords).
    bool hasSkill(const Character& character, const QString& skillId) const;
    // Slots this skill costs this character: the type's rate (wizards' own column or multiplier, unless the
    // skill is priced the same for everyone), the cheapest discount the character qualifies for, less owned
    // member groups for weapon categories. *unknown is set when the book leaves the cost blank (the
    // returned value is then the cheapest listed profession, or 0).
    int skillSlotCost(const Character& character, const RuleEntry& skill, bool* unknown = nullptr) const;
    // Slots used by every skill and spell the character has that draws on the skill pool; what was bought
    // with experience does not (004 l.2011).
    int slotsUsed(const Character& character) const;
    // Spells that count against the spell limit: every one known, less those bought with experience.
    int spellsWithinLimit(const Character& character) const;

    // The name used in messages ("Mara"), or a stand-in for a character not named yet.
    static QString displayName(const Character& character);

private:
    static int baseSlotCost(const QJsonObject& costs, int multiplier);
    bool hasSkill(const Character& character, const QString& skillId, QSet<QString>* visiting) const;

    const Ruleset& m_rules;
};

} // namespace hk
