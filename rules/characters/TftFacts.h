#pragma once

#include "characters/Character.h"
#include "packages/Ruleset.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace hk {

// A Fantasy Trip race as the character rules need it, read from a "race" entry.
struct TftRace
{
    const RuleEntry* entry = nullptr; // nullptr when the race is not in the rules
    QString name;
    bool hasAttributes = false;       // false for races the books give no numbers for (giants, gargoyles)
    int st = 0;
    int dx = 0;
    int iq = 0;
    int extraPoints = 0;
    QHash<QString, int> minimums;     // "st" / "dx" / "iq" → lowest starting value; empty when none known
    int maxIq = 0;                    // 0 → no ceiling
    int ma = 0;                       // 0 → the race gives none
    int startingPoints = 0;           // attribute points of a new figure of this race
};

// What Advanced Wizard's "spell-capacity" rule says about memorised spells; absent in plain Wizard.
struct TftSpellCapacity
{
    bool heroesMayKnowSpells = false;
    int heroIqPerSpell = 0;  // IQ capacity a hero pays per memorised spell
    int heroCastingDx = 0;   // DX change when a hero casts from memory
    int iqPerTalent = 1;     // IQ capacity each talent or extra language takes
};

// One row of Advanced Wizard's "weapon-armor-metals" table.
struct TftMetal
{
    QString metal;
    bool hindersMagic = false;
    int castingDx = 0;
};

// Reads the Fantasy Trip character facts (races, the spell-capacity rule, metals, the wizard's weapon
// limits) out of a Ruleset in one place, so TftCharacterRules and StatBlock agree on them and neither
// scatters JSON field names. Keeps what it has read, so one TftFacts serves a whole roster (CharacterRules
// shares one between its calls) without reading the same entries again for each character.
class TftFacts
{
public:
    explicit TftFacts(const Ruleset& rules) : m_rules(rules) {}

    TftRace race(const QString& id) const;
    // MA of a figure whose race gives none: the human MA parameter.
    int defaultMa() const;
    TftSpellCapacity spellCapacity() const;
    QList<TftMetal> metals() const; // empty when the rules have no metals table (plain Wizard)
    // A figure's spell-capacity use per memorised spell.
    int iqPerSpell(const Character& character) const;

    // Gear names decide which weapons are a wizard's own: the staff and the dagger are treated apart.
    static bool isStaff(const Gear& gear);
    static bool isDagger(const Gear& gear);

private:
    const Ruleset& m_rules;
    mutable QHash<QString, TftRace> m_races;
    mutable std::optional<TftSpellCapacity> m_capacity;
    mutable std::optional<QList<TftMetal>> m_metals;
};

} // namespace hk
