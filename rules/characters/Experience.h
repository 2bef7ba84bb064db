#pragma once

#include "characters/Character.h"
#include "packages/Ruleset.h"

#include <QString>

namespace hk {

// What a figure did in a fight, for the Wizard combat awards (tft table "experience-awards").
// The kinds of fight the experience table awards by, and how a figure came out of an arena fight.
enum class CombatKind { ToTheDeath, Arena, Practice };
enum class FightOutcome { None, Winner, Defeated };

// The names the data, the CLI and JSON use: "to-the-death", "arena", "practice"; "winner", "defeated".
QString combatKindKey(CombatKind kind);
// False when the key names no kind of fight.
bool combatKindFromKey(const QString& key, CombatKind* kind);
QString fightOutcomeKey(FightOutcome outcome);
FightOutcome fightOutcomeFromKey(const QString& key);

struct CombatAwardInput
{
    CombatKind combat = CombatKind::ToTheDeath;
    FightOutcome outcome = FightOutcome::None; // arena only; ignored for the others
    bool ranAwayUnhurt = false;  // arena, defeated side
    double ownAverage = 0;     // average total attributes of the figure's side
    double enemyAverage = 0;   // average total attributes of the other side
};

// Experience arithmetic: what raising an attribute costs (Wizard: a flat EP per point; Warrior & Wizard:
// its own cost table), spending EP on it (refused when the character cannot afford it), and the EP a
// surviving figure earns by combat type. Every number from the Ruleset.
class Experience
{
public:
    explicit Experience(const Ruleset& rules) : m_rules(rules) {}

    // EP needed to raise `attribute` ("st", "dx", "iq"; "ma" only where the rules allow buying MOV) by one.
    // Returns -1 and fills *error when the attribute cannot be raised with experience.
    int attributeCost(const Character& character, const QString& attribute, QString* error) const;
    // Raises the attribute by one, takes the cost from character->experience and counts the point in
    // pointsBought. Refuses (false, *error, character unchanged) when the EP are not there.
    bool spendOnAttribute(Character* character, const QString& attribute, QString* error) const;
    // EP for one surviving figure; *explanation (when given) says which rows of the table applied.
    int combatAward(const CombatAwardInput& input, QString* explanation = nullptr) const;

private:
    const Ruleset& m_rules;
};

} // namespace hk
