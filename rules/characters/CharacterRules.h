#pragma once

#include "characters/Character.h"
#include "characters/FigureNumbers.h"
#include "packages/Ruleset.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace hk {

class TftFacts;

// One reason a character is not legal, tied to the field it is about so the builder can show it next to
// that field. field is one of: "name", "race", "type", "st", "dx", "iq", "ma", "points", "spells",
// "spell:<id>", "skills", "skill:<id>", "gear", "talents".
struct CharacterProblem
{
    QString field;
    QString message; // a whole sentence in our words, through tr(), naming the numbers involved
    bool operator==(const CharacterProblem&) const = default;
};

// Numbers worked out from a character and the rules, shown live in the builder and on the sheet.
struct DerivedValues
{
    int ma = 0;              // movement allowance after race, armor and encumbrance
    int adjustedDx = 0;      // DX after armor, shield and the weapon in hand
    int castingDx = 0;       // DX for casting from memory (iron on the body, hero's memorised spells …)
    int currentSt = 0;       // ST less wounds and fatigue
    int spellCapacity = 0;   // how much room for spells the character has (IQ, less talents and languages)
    int spellCapacityUsed = 0;
    int hitsStopped = 0;     // by armor, shield, hide and Tough, from the front (numbers has every side)
    int startingPoints = 0;  // the point total the character is checked against (before bought points)
    QStringList notes;       // e.g. "+3 DX with missile spells (hobbit)", "cannot cast: shield ready"
    // Everything a fight needs, worked out once (the numbers above are taken from it): the tracker, the odds
    // and every page that shows a sheet read the same result.
    FigureNumbers numbers;
};

// The character-building rules of the campaign's ruleset: what makes a character legal, what its derived
// numbers are, and which spells it could still learn. Every number comes from the Ruleset (parameters,
// races, spells, tables) so house rules change the checks. Works for Fantasy Trip (Wizard / Advanced
// Wizard) characters (system "tft"), Warrior & Wizard characters (system "ww") and mass-combat team
// figures (system "mc", McCharacterRules).
//
// One CharacterRules may serve a whole roster: the Fantasy Trip facts it reads (races, the spell-capacity
// rule, metals) are read once and kept for all its calls.
class CharacterRules
{
public:
    explicit CharacterRules(const Ruleset& rules);

    // Empty when the character is legal. Problems come in field order, each once.
    QList<CharacterProblem> validate(const Character& character) const;
    DerivedValues derive(const Character& character) const;
    // A fresh character of the race (tft) with the race's base attributes, or the system's minimums (ww).
    Character newCharacter(const QString& system, const QString& race) const;
    // Spell ids the character may still learn (IQ / INT limit, not already known), in IQ then name order.
    QStringList learnableSpells(const Character& character) const;

    // The ids of `kind` entries whose level (levelOf; negative = not learnable) is at most maxLevel and that
    // are not in `known`, ordered by level, then name. Shared by every system's learnableSpells().
    static QStringList spellsUpTo(const Ruleset& rules, const QString& kind, int maxLevel, const QStringList& known,
                                  const std::function<int(const RuleEntry&)>& levelOf);

private:
    DerivedValues systemDerive(const Character& character) const;
    const Ruleset& m_rules;
    std::shared_ptr<const TftFacts> m_tftFacts;
};

} // namespace hk
