#pragma once

#include "characters/Character.h"
#include "characters/XpPurchase.h"
#include "packages/Ruleset.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace hk {

// One thing the Experience panel and `xp offers` list: what it is, its price for this character, or why it
// cannot be bought now.
struct XpOffer
{
    XpPurchase purchase;
    QString label;   // "Swords", "+1 to Swords (has +1)"
    int cost = -1;   // EP; -1 when not for sale
    QString blocker; // why not, when cost is -1

    // {"buy": key, "what": label, "cost" or "blocked", "affordable"} for one who has `experience` EP unspent:
    // what `xp offers --json` prints and the players' page is sent.
    QJsonObject toJson(int experience) const;
};

// The Warrior & Wizard price list for experience beyond attributes (004 l.2000–2021): new skills and new
// spells, and bonuses to a skill or to casting a spell. It exists apart from Experience so that every field
// of the package's experience parameters is read in one place, and so that a bought skill or spell is
// checked by the same legality rules as a built one.
class WwExperience
{
public:
    explicit WwExperience(const Ruleset& rules) : m_rules(rules) {}

    // EP for the purchase, or -1 with *why filled when the character cannot buy it.
    int cost(const Character& character, const XpPurchase& purchase, QString* why) const;
    // Adds the skill or spell (marked bought, outside the INT limits, l.2011) or raises the bonus by one.
    // The caller has priced and paid for it.
    void apply(Character* character, const XpPurchase& purchase) const;
    // Every skill, spell and bonus of the rules, priced for this character (skills first, by name).
    QList<XpOffer> offers(const Character& character) const;
    // "Swords", "Fireball", "+1 to Swords", "+1 to casting Fireball".
    QString describe(const XpPurchase& purchase) const;

private:
    int skillCost(const Character& c, const QString& id, QString* why) const;
    int spellCost(const Character& c, const QString& id, QString* why) const;
    int skillBonusCost(const Character& c, const QString& id, QString* why) const;
    int spellBonusCost(const Character& c, const QString& id, QString* why) const;
    // The first legality problem the purchase would add to the character (prerequisites, Min. INT …).
    QString problemAfter(const Character& c, const XpPurchase& purchase) const;

    const Ruleset& m_rules;
};

} // namespace hk
