#include "characters/XpPurchase.h"

namespace hk {

namespace {

struct Prefix
{
    XpPurchaseKind kind;
    const char* text;
};
constexpr Prefix kPrefixes[] = {{XpPurchaseKind::Skill, "skill:"},
                                {XpPurchaseKind::Spell, "spell:"},
                                {XpPurchaseKind::SkillBonus, "skill-bonus:"},
                                {XpPurchaseKind::SpellBonus, "spell-bonus:"}};

} // namespace

QString XpPurchase::key() const
{
    for (const Prefix& p : kPrefixes) {
        if (p.kind == kind)
            return QLatin1String(p.text) + id;
    }
    return id;
}

bool XpPurchase::fromKey(const QString& key, XpPurchase* out)
{
    for (const Prefix& p : kPrefixes) {
        if (key.startsWith(QLatin1String(p.text))) {
            const QString id = key.mid(int(qstrlen(p.text)));
            if (id.isEmpty())
                return false;
            *out = {p.kind, id};
            return true;
        }
    }
    const QString attribute = key.toLower();
    for (const char* a : {"st", "dx", "iq", "ma"}) {
        if (attribute == QLatin1String(a)) {
            *out = {XpPurchaseKind::Attribute, attribute};
            return true;
        }
    }
    return false;
}

} // namespace hk
