#pragma once

#include <QString>

namespace hk {

// What experience can buy: an attribute point everywhere; in Warrior & Wizard also a new skill, a new
// spell, or +1 to a skill or to casting a spell (004 l.1984).
enum class XpPurchaseKind { Attribute, Skill, Spell, SkillBonus, SpellBonus };

// One thing to buy with experience, named the way the ledger, the CLI and JSON name it. It exists so that
// the rules, the roster, the CLI and the Experience panel pass one typed value instead of option strings.
struct XpPurchase
{
    XpPurchaseKind kind = XpPurchaseKind::Attribute;
    QString id; // attribute ("st", "dx", "iq", "ma"), skill id or spell id

    // The ledger's key: the attribute itself ("st"), or "skill:ID", "spell:ID", "skill-bonus:ID", "spell-bonus:ID".
    QString key() const;
    // False when the key names nothing that can be bought.
    static bool fromKey(const QString& key, XpPurchase* out);
    bool operator==(const XpPurchase&) const = default;
};

} // namespace hk
