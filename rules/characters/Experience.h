#pragma once

#include "characters/Character.h"
#include "characters/WwExperience.h"
#include "characters/XpPurchase.h"
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

// One row of an award table given for what happened on an adventure rather than by kind of fight
// (Warrior & Wizard, 004 l.1986–1999).
struct EventAward
{
    QString key;   // "fought", "won", … as the CLI names it
    QString event; // the row's description
    int points = 0;
    int line = 0;  // seed line
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
    // EP for any purchase: attributes as above; in Warrior & Wizard also skills, spells and bonuses
    // (WwExperience). -1 and *error when it cannot be bought.
    int cost(const Character& character, const XpPurchase& purchase, QString* error) const;
    // Pays for and applies the purchase; *paid (when given) gets the EP. Refuses with *error, character
    // unchanged, when it cannot be bought or the EP are not there.
    bool spend(Character* character, const XpPurchase& purchase, int* paid, QString* error) const;
    // Everything the character could buy, priced for him or with why not: the attributes, then in Warrior &
    // Wizard skills, spells and bonuses. What `xp offers` prints and the players' page offers.
    QList<XpOffer> offers(const Character& character) const;
    // "ST", "Swords", "+1 to casting Fireball": what the ledger and the undo step call the purchase.
    QString describe(const Character& character, const XpPurchase& purchase) const;
    // The rows of the rules' adventure-event awards; empty when the rules award by kind of fight instead.
    QList<EventAward> eventAwards() const;
    // EP for the events named by key; -1 and *error for a key the table does not have. *explanation lists them.
    int eventAward(const QStringList& keys, QString* explanation, QString* error) const;
    // EP for one surviving figure; *explanation (when given) says which rows of the table applied.
    int combatAward(const CombatAwardInput& input, QString* explanation = nullptr) const;

private:
    const Ruleset& m_rules;
};

} // namespace hk
