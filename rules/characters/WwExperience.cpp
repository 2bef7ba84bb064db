#include "characters/WwExperience.h"
#include "i18n/Translate.h"

#include "characters/WwCharacterRules.h"
#include "characters/WwRulesData.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace hk {

QJsonObject XpOffer::toJson(int experience) const
{
    QJsonObject item{{QStringLiteral("buy"), purchase.key()}, {QStringLiteral("what"), label}};
    if (cost >= 0)
        item.insert(QStringLiteral("cost"), cost);
    else
        item.insert(QStringLiteral("blocked"), blocker);
    item.insert(QStringLiteral("affordable"), cost >= 0 && cost <= experience);
    return item;
}

namespace {

const QString kSkill = QStringLiteral("skill");
const QString kSpell = QStringLiteral("ww-spell");

QString tr(const char* text)
{
    return hk::translateIn({"hk::WwExperience", "hk::Experience"}, text);
}

int minInt(const RuleEntry& e)
{
    return e.intField(QStringLiteral("minInt"));
}

// The skill a higher version improves ("upgradeOf"), or an empty string.
QString upgradeOf(const RuleEntry& skill)
{
    return skill.stringField(QStringLiteral("upgradeOf"));
}

} // namespace

int WwExperience::cost(const Character& c, const XpPurchase& purchase, QString* why) const
{
    int ep = -1;
    switch (purchase.kind) {
    case XpPurchaseKind::Attribute:
        if (why)
            *why = tr("Attribute points are priced by the attribute cost table.");
        return -1;
    case XpPurchaseKind::Skill: ep = skillCost(c, purchase.id, why); break;
    case XpPurchaseKind::Spell: ep = spellCost(c, purchase.id, why); break;
    case XpPurchaseKind::SkillBonus: ep = skillBonusCost(c, purchase.id, why); break;
    case XpPurchaseKind::SpellBonus: ep = spellBonusCost(c, purchase.id, why); break;
    }
    if (ep < 0)
        return -1;
    const QString problem = problemAfter(c, purchase);
    if (!problem.isEmpty()) {
        if (why)
            *why = problem;
        return -1;
    }
    return ep;
}

// ((20 − INT) + the skill's Min. INT) × its slots for this character (l.2001); DEX may stand in for INT for a
// DEX-based, non-magical skill when DEX is above the Min. INT (l.2003), and the cheaper of the two is charged.
int WwExperience::skillCost(const Character& c, const QString& id, QString* why) const
{
    const WwRulesData data(m_rules);
    const RuleEntry* skill = m_rules.entry(kSkill, id);
    if (!skill) {
        if (why)
            *why = tr("“%1” is not a skill of these rules.").arg(id);
        return -1;
    }
    if (data.hasSkill(c, id)) {
        if (why)
            *why = tr("%1 already has %2.").arg(WwRulesData::displayName(c), skill->name());
        return -1;
    }
    const QJsonObject formula = m_rules.parameter(QStringLiteral("new-skill-cost")).toObject();
    if (!formula.value(QLatin1String("constant")).isDouble()) {
        if (why)
            *why = tr("These rules give no experience price for new skills.");
        return -1;
    }
    const bool dexBased = skill->stringField(QStringLiteral("group")) == QLatin1String("weapon")
                          || skill->data.value(QLatin1String("dexCheck")).toBool();
    const bool magical = skill->data.value(QLatin1String("magical")).toBool();
    int attribute = c.iq;
    if (dexBased && !magical && c.dx > minInt(*skill))
        attribute = std::max(attribute, c.dx);
    const int perSlot = formula.value(QLatin1String("constant")).toInt() - attribute + minInt(*skill);
    return std::max(0, perSlot) * data.skillSlotCost(c, *skill);
}

// (20 − INT) + the spell's Min. INT, three times that for a character who knows no spell yet (l.2005).
int WwExperience::spellCost(const Character& c, const QString& id, QString* why) const
{
    const RuleEntry* spell = m_rules.entry(kSpell, id);
    if (!spell) {
        if (why)
            *why = tr("“%1” is not a spell of these rules.").arg(id);
        return -1;
    }
    if (c.spells.contains(id)) {
        if (why)
            *why = tr("%1 already knows %2.").arg(WwRulesData::displayName(c), spell->name());
        return -1;
    }
    // Learning spells needs a skill (Literacy, l.2011).
    const RuleEntry* learning = m_rules.entry(QStringLiteral("rule"), QStringLiteral("learning-requirements"));
    for (const QJsonValue& e : learning ? learning->data.value(QLatin1String("effects")).toArray() : QJsonArray()) {
        const QJsonObject effect = e.toObject();
        const QString needed = effect.value(QLatin1String("value")).toString();
        if (effect.value(QLatin1String("key")).toString() == QLatin1String("spellsRequireSkill")
            && !WwRulesData(m_rules).hasSkill(c, needed)) {
            const RuleEntry* skill = m_rules.entry(kSkill, needed);
            if (why)
                *why = tr("Learning a spell needs %1, which %2 does not have.")
                           .arg(skill ? skill->name() : needed, WwRulesData::displayName(c));
            return -1;
        }
    }
    const QJsonObject formula = m_rules.parameter(QStringLiteral("new-spell-cost")).toObject();
    if (!formula.value(QLatin1String("constant")).isDouble()) {
        if (why)
            *why = tr("These rules give no experience price for new spells.");
        return -1;
    }
    const int ep = std::max(0, formula.value(QLatin1String("constant")).toInt() - c.iq + minInt(*spell));
    return c.spells.isEmpty() ? ep * formula.value(QLatin1String("firstSpellMultiplier")).toInt(1) : ep;
}

// 3 × the skill's slot cost for each +1, up to +3; a skill with a higher version takes its bonus on that
// version, priced on the dearest link of the chain (l.2014–2018).
int WwExperience::skillBonusCost(const Character& c, const QString& id, QString* why) const
{
    const WwRulesData data(m_rules);
    const RuleEntry* skill = m_rules.entry(kSkill, id);
    const QString who = WwRulesData::displayName(c);
    if (!skill || !c.skills.contains(id)) {
        if (why)
            *why = skill ? tr("%1 does not have %2.").arg(who, skill->name()) : tr("“%1” is not a skill of these rules.").arg(id);
        return -1;
    }
    for (const LocatedEntry& e : m_rules.entries({kSkill})) {
        if (upgradeOf(*e.entry) == id) {
            if (why)
                *why = c.skills.contains(e.entry->id())
                    ? tr("%1 has the higher version, %2: buy the bonus on it.").arg(who, e.entry->name())
                    : tr("%1 has a higher version, %2; only a character with it can buy a bonus.").arg(skill->name(), e.entry->name());
            return -1;
        }
    }
    const QJsonObject rule = m_rules.parameter(QStringLiteral("skill-bonus-cost")).toObject();
    const int max = rule.value(QLatin1String("maxBonus")).toInt();
    if (c.skillBonuses.value(id) >= max) {
        if (why)
            *why = tr("%1 already has +%2 with %3, the most the rules allow.").arg(who).arg(max).arg(skill->name());
        return -1;
    }
    int slots = 0;
    for (const RuleEntry* link = skill; link; link = m_rules.entry(kSkill, upgradeOf(*link)))
        slots = std::max(slots, data.skillSlotCost(c, *link));
    return rule.value(QLatin1String("epPerPlusOne")).toObject().value(QLatin1String("multiplier")).toInt() * slots;
}

// The spell's Min. INT for each +1 to casting it, up to +3 (l.2020).
int WwExperience::spellBonusCost(const Character& c, const QString& id, QString* why) const
{
    const RuleEntry* spell = m_rules.entry(kSpell, id);
    const QString who = WwRulesData::displayName(c);
    if (!spell || !c.spells.contains(id)) {
        if (why)
            *why = spell ? tr("%1 does not know %2.").arg(who, spell->name()) : tr("“%1” is not a spell of these rules.").arg(id);
        return -1;
    }
    const QJsonObject rule = m_rules.parameter(QStringLiteral("spell-bonus-cost")).toObject();
    const int max = rule.value(QLatin1String("maxBonus")).toInt();
    if (c.spellBonuses.value(id) >= max) {
        if (why)
            *why = tr("%1 already has +%2 to casting %3, the most the rules allow.").arg(who).arg(max).arg(spell->name());
        return -1;
    }
    return minInt(*spell);
}

QString WwExperience::problemAfter(const Character& c, const XpPurchase& purchase) const
{
    if (purchase.kind != XpPurchaseKind::Skill && purchase.kind != XpPurchaseKind::Spell)
        return {};
    Character after = c;
    apply(&after, purchase);
    const QString field = purchase.key();
    for (const CharacterProblem& p : WwCharacterRules(m_rules).validate(after)) {
        if (p.field == field)
            return p.message;
    }
    return {};
}

void WwExperience::apply(Character* c, const XpPurchase& purchase) const
{
    switch (purchase.kind) {
    case XpPurchaseKind::Attribute: break;
    case XpPurchaseKind::Skill:
        c->skills.append(purchase.id);
        c->skillsBought.append(purchase.id);
        break;
    case XpPurchaseKind::Spell:
        c->spells.append(purchase.id);
        c->spellsBought.append(purchase.id);
        break;
    case XpPurchaseKind::SkillBonus: c->skillBonuses[purchase.id] += 1; break;
    case XpPurchaseKind::SpellBonus: c->spellBonuses[purchase.id] += 1; break;
    }
}

QString WwExperience::describe(const XpPurchase& purchase) const
{
    const bool isSkill = purchase.kind == XpPurchaseKind::Skill || purchase.kind == XpPurchaseKind::SkillBonus;
    const RuleEntry* e = m_rules.entry(isSkill ? kSkill : kSpell, purchase.id);
    const QString name = e ? e->name() : purchase.id;
    switch (purchase.kind) {
    case XpPurchaseKind::SkillBonus: return tr("+1 to %1").arg(name);
    case XpPurchaseKind::SpellBonus: return tr("+1 to casting %1").arg(name);
    default: return name;
    }
}

QList<XpOffer> WwExperience::offers(const Character& c) const
{
    QList<XpOffer> out;
    const auto add = [&](XpPurchaseKind kind, const QString& id) {
        XpOffer offer{{kind, id}, describe({kind, id}), -1, {}};
        offer.cost = cost(c, offer.purchase, &offer.blocker);
        if (kind == XpPurchaseKind::SkillBonus && c.skillBonuses.value(id))
            offer.label = tr("%1 (has +%2)").arg(offer.label).arg(c.skillBonuses.value(id));
        if (kind == XpPurchaseKind::SpellBonus && c.spellBonuses.value(id))
            offer.label = tr("%1 (has +%2)").arg(offer.label).arg(c.spellBonuses.value(id));
        out.append(offer);
    };
    const auto byName = [](const LocatedEntry& a, const LocatedEntry& b) {
        return a.entry->name().localeAwareCompare(b.entry->name()) < 0;
    };
    for (const QString& kind : {kSkill, kSpell}) {
        QList<LocatedEntry> entries = m_rules.entries({kind});
        std::sort(entries.begin(), entries.end(), byName);
        const bool skill = kind == kSkill;
        for (const LocatedEntry& e : entries) {
            const bool owned = skill ? c.skills.contains(e.entry->id()) : c.spells.contains(e.entry->id());
            if (owned)
                add(skill ? XpPurchaseKind::SkillBonus : XpPurchaseKind::SpellBonus, e.entry->id());
            else
                add(skill ? XpPurchaseKind::Skill : XpPurchaseKind::Spell, e.entry->id());
        }
    }
    return out;
}

} // namespace hk
