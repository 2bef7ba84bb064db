#pragma once

#include "characters/CharacterRules.h"

#include <QJsonObject>

namespace hk {

// A "team-race" entry of the mass-combat option pack, read once into plain fields so the figure and team
// checks do not repeat JSON look-ups. entry is nullptr when the id is not a team race.
struct McTeamRace
{
    const RuleEntry* entry = nullptr;
    QString id;
    QString name;
    int st = 0;
    int dx = 0;
    int iq = 0;
    int ma = 0;
    int extraPoints = 0;
    int totalPoints = 0;
    int dxMax = 0;           // 0: only the general attribute cap
    int iqMax = 0;
    int maxPerTeam = 0;      // 0: no limit
    int fineplateMenPerSuit = 0;
    int naturalArmor = 0;    // hits the race's own hide stops
    bool stUncapped = false;
    bool canWearArmor = true;
    bool usesWeapons = true;
    bool startsWithDagger = true;
    bool fineplateAllowed = false;
    QStringList weaponGroupsAllowed; // empty: any group
    QStringList specials;

    static McTeamRace read(const Ruleset& rules, const QString& id);
};

// Why this exists: a mass-combat team figure (system "mc") is built by other rules than a Fantasy Trip
// character — race start values plus the race's own extra points, team bonus points on top, fixed MA,
// race limits on armor and weapons, battle spells. This class checks and derives ONE figure from the
// option pack's data; TeamRules checks what only the whole team can show. Same contract as CharacterRules.
class McCharacterRules
{
public:
    explicit McCharacterRules(const Ruleset& rules) : m_rules(rules) {}
    QList<CharacterProblem> validate(const Character& character) const;
    DerivedValues derive(const Character& character) const;
    Character newCharacter(const QString& race) const;
    QStringList learnableSpells(const Character& character) const;

    // The kind of entry a team wizard's spells are: the battle-magic list, or the book's spells when that
    // house rule is off.
    static QString spellKind(const Ruleset& rules);
    // The "mc-armor" entry a piece of armor names (by name or id), or nullptr.
    const RuleEntry* armorEntry(const Gear& gear) const;
    // The "mc-weapon" entry a weapon names (by name or id), or nullptr.
    const RuleEntry* weaponEntry(const Gear& gear) const;
    // True for armor only some races may wear (the entry names a single race, like fine plate).
    bool isRestrictedArmor(const Gear& gear) const;
    // The piece with the armour chart's numbers (hits stopped, DX by ST; 003 l.175) unless custom.
    Gear tableNumbers(const Gear& gear, int st) const;
    // Metal hinders a wizard's spells (003 l.85): a table piece is metal unless its data says "none".
    bool isMetal(const Gear& gear) const;
    // The great-ST row of an armour entry that fits this ST; empty below great ST.
    static QJsonObject greatStRow(const RuleEntry& armor, int st);

private:
    const Ruleset& m_rules;
};

} // namespace hk
