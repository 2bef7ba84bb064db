#include "characters/WwRulesData.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <climits>

namespace hk {

namespace {

const QString kAttribute = QStringLiteral("attribute");
const QString kSkill = QStringLiteral("skill");

// The Character field behind each W&W attribute id. This is the only place the two naming schemes meet.
struct AttributeName
{
    const char* id;    // W&W attribute entry id
    const char* field; // Character field name
};
constexpr AttributeName kAttributes[] = {{"str", "st"}, {"dex", "dx"}, {"int", "iq"}, {"mov", "ma"}};

// The attribute entry id for any accepted spelling, or an empty string.
QString attributeId(const Ruleset& rules, const QString& name)
{
    const QString lower = name.trimmed().toLower();
    for (const AttributeName& a : kAttributes) {
        if (lower == QLatin1String(a.id) || lower == QLatin1String(a.field))
            return QLatin1String(a.id);
    }
    for (const LocatedEntry& e : rules.entries({kAttribute})) {
        if (e.entry->stringField(QStringLiteral("abbr")).compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return e.entry->id();
    }
    return {};
}

int intValue(const QJsonValue& v, int fallback)
{
    return v.isDouble() ? v.toInt() : fallback;
}

} // namespace

int WwRulesData::startingPoints(const Character& character) const
{
    if (character.pointTotal > 0)
        return character.pointTotal;
    return m_rules.parameter(QStringLiteral("starting-points")).toInt();
}

int WwRulesData::attributeMinimum(const Character& character, const QString& attribute) const
{
    // The book's minimums are for humans; monsters may have other minimums or none (l.113), and the
    // package brings no other race, so only monsters go without.
    if (character.role == QLatin1String("monster"))
        return 0;
    const int fallback = m_rules.parameter(QStringLiteral("human-attribute-minimum")).toInt();
    const RuleEntry* e = m_rules.entry(kAttribute, attributeId(m_rules, attribute));
    return e ? intValue(e->data.value(QLatin1String("humanMinimum")), fallback) : fallback;
}

int WwRulesData::baseMovement() const
{
    const RuleEntry* mov = m_rules.entry(kAttribute, QStringLiteral("mov"));
    const int fromEntry = mov ? mov->intField(QStringLiteral("humanStart")) : 0;
    return m_rules.parameter(QStringLiteral("human-base-movement"), fromEntry).toInt();
}

int WwRulesData::movementPointCost() const
{
    const RuleEntry* mov = m_rules.entry(kAttribute, QStringLiteral("mov"));
    const int fromEntry = mov ? mov->intField(QStringLiteral("costPerPoint")) : 0;
    return m_rules.parameter(QStringLiteral("movement-point-cost"), fromEntry).toInt();
}

int WwRulesData::movement(const Character& character) const
{
    return character.ma > 0 ? character.ma : baseMovement();
}

int WwRulesData::pointsSpent(const Character& character) const
{
    return character.attributeTotal() + (movement(character) - baseMovement()) * movementPointCost();
}

int WwRulesData::attributeValue(const Character& character, const QString& name) const
{
    const QString id = attributeId(m_rules, name);
    if (id == QLatin1String("str"))
        return character.st;
    if (id == QLatin1String("dex"))
        return character.dx;
    if (id == QLatin1String("int"))
        return character.iq;
    if (id == QLatin1String("mov"))
        return movement(character);
    return -1;
}

QString WwRulesData::attributeAbbreviation(const QString& name) const
{
    const QString id = attributeId(m_rules, name);
    const RuleEntry* e = m_rules.entry(kAttribute, id);
    return e ? e->stringField(QStringLiteral("abbr")) : id.toUpper();
}

const RuleEntry* WwRulesData::characterType(const Character& character) const
{
    return m_rules.entry(QStringLiteral("character-type"), character.type);
}

int WwRulesData::skillSlots(const Character& character) const
{
    const QJsonObject rule = m_rules.parameter(QStringLiteral("skill-slots")).toObject();
    return std::max(0, attributeValue(character, rule.value(QLatin1String("slotsEqual")).toString()));
}

int WwRulesData::separateSpellPool(const Character& character) const
{
    const RuleEntry* type = characterType(character);
    const QString max = type ? type->stringField(QStringLiteral("spellsKnownMax")) : QString();
    if (max.isEmpty())
        return -1;
    bool isNumber = false;
    const int n = max.toInt(&isNumber);
    return isNumber ? n : std::max(0, attributeValue(character, max));
}

int WwRulesData::slotsPerSpell(const Character& character) const
{
    const RuleEntry* type = characterType(character);
    return type ? type->intField(QStringLiteral("spellSkillSlots")) : 0;
}

bool WwRulesData::hasSkill(const Character& character, const QString& skillId) const
{
    QSet<QString> visiting;
    return hasSkill(character, skillId, &visiting);
}

bool WwRulesData::hasSkill(const Character& character, const QString& skillId, QSet<QString>* visiting) const
{
    if (character.skills.contains(skillId))
        return true;
    // A skill that includes this one counts (Common Melee Weapons → Swords → Knife). visiting guards
    // against a house rule that makes two skills include each other.
    for (const LocatedEntry& e : m_rules.entries({kSkill})) {
        const QJsonArray includes = e.entry->data.value(QLatin1String("includes")).toArray();
        if (!includes.contains(QJsonValue(skillId)) || visiting->contains(e.entry->id()))
            continue;
        visiting->insert(e.entry->id());
        if (hasSkill(character, e.entry->id(), visiting))
            return true;
    }
    return false;
}

int WwRulesData::baseSlotCost(const QJsonObject& costs, int multiplier)
{
    const int slots = costs.value(QLatin1String("slots")).toInt();
    if (multiplier <= 1)
        return slots;
    // The package prints the wizard's price per skill (exceptions included); the multiplier only prices a
    // skill a house rule added without one.
    const QJsonValue own = costs.value(QLatin1String("wizardSlots"));
    if (own.isDouble())
        return own.toInt();
    if (costs.value(QLatin1String("wizardRegularCost")).toBool())
        return slots;
    return slots * multiplier;
}

int WwRulesData::skillSlotCost(const Character& character, const RuleEntry& skill, bool* unknown) const
{
    const RuleEntry* type = characterType(character);
    const int multiplier = type ? type->intField(QStringLiteral("skillSlotMultiplier"), 1) : 1;
    const QJsonObject& data = skill.data;
    if (unknown)
        *unknown = false;

    int cost = 0;
    if (data.value(QLatin1String("slots")).isDouble()) {
        cost = baseSlotCost(data, multiplier);
    } else {
        // Blank cost: a Professional Skill is priced per trade, which the character record does not hold,
        // so count the cheapest trade; anything else is left for the GM (0).
        if (unknown)
            *unknown = true;
        int cheapest = INT_MAX;
        for (const QJsonValue& p : data.value(QLatin1String("professions")).toArray())
            cheapest = std::min(cheapest, p.toObject().value(QLatin1String("slots")).toInt(INT_MAX));
        if (cheapest != INT_MAX)
            cost = baseSlotCost({{QStringLiteral("slots"), cheapest},
                                 {QStringLiteral("wizardRegularCost"), data.value(QLatin1String("wizardRegularCost"))}},
                                multiplier);
    }

    for (const QJsonValue& d : data.value(QLatin1String("discounts")).toArray()) {
        const QJsonObject discount = d.toObject();
        const QJsonArray needs = discount.value(QLatin1String("ifHas")).toArray();
        const bool qualifies = !needs.isEmpty() && std::all_of(needs.begin(), needs.end(), [&](const QJsonValue& n) {
            return hasSkill(character, n.toString());
        });
        if (qualifies)
            cost = std::min(cost, baseSlotCost(discount, multiplier));
    }

    // A weapon category costs less by whatever its member groups already cost the character (l.452).
    if (data.value(QLatin1String("reducedByComponents")).toBool()) {
        for (const QJsonValue& member : data.value(QLatin1String("includes")).toArray()) {
            const RuleEntry* m = m_rules.entry(kSkill, member.toString());
            if (m && character.skills.contains(m->id()))
                cost -= skillSlotCost(character, *m);
        }
        cost = std::max(0, cost);
    }
    return cost;
}

int WwRulesData::slotsUsed(const Character& character) const
{
    int used = 0;
    QSet<QString> counted;
    for (const QString& id : character.skills) {
        if (counted.contains(id) || character.skillsBought.contains(id))
            continue;
        counted.insert(id);
        if (const RuleEntry* skill = m_rules.entry(kSkill, id))
            used += skillSlotCost(character, *skill);
    }
    if (separateSpellPool(character) < 0)
        used += spellsWithinLimit(character) * slotsPerSpell(character);
    return used;
}

int WwRulesData::spellsWithinLimit(const Character& character) const
{
    QSet<QString> spells(character.spells.begin(), character.spells.end());
    for (const QString& bought : character.spellsBought)
        spells.remove(bought);
    return int(spells.size());
}

QString WwRulesData::displayName(const Character& character)
{
    const QString name = character.name.trimmed();
    return name.isEmpty() ? QCoreApplication::translate("hk::CharacterRules", "This character") : name;
}

} // namespace hk
